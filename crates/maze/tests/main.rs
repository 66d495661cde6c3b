//! The maze library's test binary (one binary, modules inside, to keep link time low;
//! `autotests = false` in Cargo.toml):
//! maze invariants over algorithms × sizes × seeds, golden hashes, solver agreement, the
//! uniformity of the uniform generators, recursive division, the file formats, the exporters,
//! and the contest mazes' shape beside hand-drawn ones. Only the library's public items:
//! `cargo test -p mousemaze-maze` runs them all, and `cargo test -p mousemaze-maze --test main
//! micromouse_stats -- --nocapture` prints the contest mazes' table.

mod crossings;
mod division;
mod doors;
mod export;
mod formats;
mod golden;
mod invariants;
mod kinds;
mod labyrinth;
mod micromouse;
mod micromouse_stats;
mod one_model;
mod solvers;
mod uniform;

use mousemaze_maze::{Dir, Maze, Pos};

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
