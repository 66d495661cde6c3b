//! Wilson's algorithm on any shape: loop-erased random walks from each cell not yet in the
//! maze until they meet it; every spanning tree is equally likely.

use super::{ShapedMaze, neighbours_where};
use crate::MazeRng;

pub(super) fn run(maze: &mut ShapedMaze, rng: &mut MazeRng) {
    let cells = maze.len();
    let mut in_maze = vec![false; cells];
    // The slot each cell of the current walk last left by: later visits overwrite it, which
    // erases the loops.
    let mut way = vec![0u8; cells];
    in_maze[rng.index(cells)] = true;
    for first in 0..cells as u32 {
        if in_maze[first as usize] {
            continue;
        }
        let mut cell = first;
        while !in_maze[cell as usize] {
            let (all, count) = neighbours_where(maze.graph(), cell, |_| true);
            let (slot, next) = all[rng.index(count)];
            way[cell as usize] = slot as u8;
            cell = next;
        }
        let mut cell = first;
        while !in_maze[cell as usize] {
            in_maze[cell as usize] = true;
            let slot = usize::from(way[cell as usize]);
            let next = maze.graph().neighbours(cell)[slot];
            maze.carve(cell, slot, next);
            cell = next;
        }
    }
}
