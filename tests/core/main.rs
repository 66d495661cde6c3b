//! The core's test binary (one binary, modules inside, to keep link time low):
//! maze invariants over algorithms × sizes × seeds, golden hashes, solver agreement,
//! the uniformity of the uniform generators, the exporters, the level files, and the CLI's
//! behaviour end to end (with the `cli` feature, which builds the binary), and whole races
//! in the rules core.

/// Memory counted as the binary counts it: bots are bounded as a whole here too.
#[global_allocator]
static ALLOCATOR: mousemaze::bot::CountingAllocator = mousemaze::bot::CountingAllocator;

mod bot_limits;
mod bots;
mod challenge_saves;
mod challenges;
mod cli;
mod cli_bot;
mod cli_files;
mod cli_formats;
mod cli_grade;
mod cli_messages;
mod cli_mms;
#[cfg(unix)]
mod cli_saves;
mod contest;
mod daily;
mod division;
mod door_files;
mod doors;
mod editor;
mod editor_save;
mod events;
mod export;
mod facing;
mod fair_starts;
mod fastest;
mod fastest_diagonal;
mod formats;
mod ghost;
mod golden;
mod held_keys;
mod hostile_four;
mod invariants;
mod levels;
mod lines;
mod micromouse;
mod mms_programs;
mod races;
#[path = "../shared/scratch.rs"]
mod scratch;
mod seeing;
mod shapes;
mod solvers;
mod steering;
mod uniform;

use mousemaze::maze::{Dir, Maze, Pos};

/// Every cell reachable from the top-left, counted by an explicit-stack flood fill.
pub fn reachable_cells(maze: &Maze) -> usize {
    let mut seen = vec![false; maze.len()];
    let mut stack = vec![Pos::new(0, 0)];
    seen[0] = true;
    let mut count = 0;
    while let Some(p) = stack.pop() {
        count += 1;
        for (_, n) in maze.open_neighbors(p) {
            let i = maze.index(n);
            if !seen[i] {
                seen[i] = true;
                stack.push(n);
            }
        }
    }
    count
}

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
