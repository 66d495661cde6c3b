//! Prim's algorithm (simplified) on any shape: the maze grows from a random frontier cell,
//! joined to a random neighbour already in the maze. Many short dead ends.

use super::{ShapedMaze, neighbours_where, pick};
use crate::MazeRng;

const OUT: u8 = 0;
const FRONTIER: u8 = 1;
const IN: u8 = 2;

pub(super) fn run(maze: &mut ShapedMaze, rng: &mut MazeRng) {
    let mut state = vec![OUT; maze.len()];
    let mut frontier = Vec::new();
    let start = rng.index(maze.len()) as u32;
    let add = |cell: u32, state: &mut Vec<u8>, frontier: &mut Vec<u32>, maze: &ShapedMaze| {
        state[cell as usize] = IN;
        let (out, count) = neighbours_where(maze.graph(), cell, |n| state[n as usize] == OUT);
        for &(_, n) in &out[..count] {
            state[n as usize] = FRONTIER;
            frontier.push(n);
        }
    };
    add(start, &mut state, &mut frontier, maze);
    while !frontier.is_empty() {
        let cell = frontier.swap_remove(rng.index(frontier.len()));
        let (inside, count) = neighbours_where(maze.graph(), cell, |n| state[n as usize] == IN);
        let (slot, next) = inside[pick(rng, count)];
        maze.carve(cell, slot, next);
        add(cell, &mut state, &mut frontier, maze);
    }
}
