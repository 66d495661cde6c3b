//! The core's test binary (one binary, modules inside, to keep link time low): the level
//! files, saves, bots and challenges, the CLI's behaviour end to end (with the `cli` feature,
//! which builds the binary), and whole races in the rules core. The maze library's own tests
//! (invariants, golden hashes, solvers, formats, exports) are in `crates/maze/tests`.

/// Memory counted as the binary counts it: bots are bounded as a whole here too.
#[global_allocator]
static ALLOCATOR: mousemaze::bot::CountingAllocator = mousemaze::bot::CountingAllocator;

mod bot_limits;
mod bots;
mod challenge_saves;
mod challenges;
mod cli;
mod cli_bot;
mod cli_bot_shapes;
mod cli_files;
mod cli_formats;
mod cli_grade;
mod cli_kinds;
mod cli_knobs;
mod cli_labyrinth;
mod cli_levels;
mod cli_messages;
mod cli_mms;
#[cfg(unix)]
mod cli_saves;
mod cli_weave;
mod contest;
mod daily;
mod door_files;
mod doors;
mod editor;
mod editor_save;
mod events;
mod facing;
mod fair_starts;
mod fastest;
mod fastest_diagonal;
mod ghost;
mod held_keys;
mod hostile_four;
mod levels;
mod lines;
mod mms_programs;
mod races;
#[path = "../shared/scratch.rs"]
mod scratch;
mod seeing;
mod shapes;
mod steering;

use mousemaze::maze::{Dir, Maze};

/// Both sides of every wall agree, and no passage leads out of the maze.
pub fn walls_are_consistent(maze: &Maze) -> bool {
    (0..maze.len()).all(|i| {
        let p = maze.pos(i);
        maze.cells()[i] < 16
            && Dir::ALL.into_iter().all(|d| match maze.neighbor(p, d) {
                Some(n) => maze.is_open(p, d) == maze.is_open(n, d.opposite()),
                None => !maze.is_open(p, d),
            })
    })
}
