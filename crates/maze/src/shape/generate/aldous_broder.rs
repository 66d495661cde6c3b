//! Aldous–Broder on any shape: a random walk that opens the wall into every cell it enters
//! for the first time. Every spanning tree equally likely, at the cost of a cover time.

use super::{ShapedMaze, neighbours_where};
use crate::MazeRng;

pub(super) fn run(maze: &mut ShapedMaze, rng: &mut MazeRng) {
    let cells = maze.len();
    let mut visited = vec![false; cells];
    let mut cell = rng.index(cells) as u32;
    visited[cell as usize] = true;
    let mut left = cells - 1;
    while left > 0 {
        let (all, count) = neighbours_where(maze.graph(), cell, |_| true);
        let (slot, next) = all[rng.index(count)];
        if !visited[next as usize] {
            visited[next as usize] = true;
            maze.carve(cell, slot, next);
            left -= 1;
        }
        cell = next;
    }
}
