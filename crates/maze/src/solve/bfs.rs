//! Breadth-first search: explores in rings of equal distance, so the first time it reaches
//! a goal cell it has a shortest path to the goal (one cell, or the nearest of a region:
//! [`super::goal`]).
//!
//! Memory: one byte a cell and a queue as long as the widest ring. The byte is a copy of
//! the maze's cell with the search's mark in its high bits (reached, and the way back), so
//! looking at a cell reads one cache line, not one in the maze and one in a parent map; and
//! the queue is a ring buffer, which stays in cache however big the maze. Each cell tries
//! only its open sides other than the way it came, in N, E, S, W order.
//!
//! ```
//! use mousemaze_maze::{Algorithm, Solver};
//!
//! let maze = Algorithm::Prim.generate(20, 20, 1).unwrap();
//! let (start, goal) = maze.corners();
//! let solution = Solver::Bfs.solve(&maze, start, goal).unwrap();
//! assert!(solution.steps() >= 38); // at least the Manhattan distance
//! ```

use std::collections::VecDeque;

use super::{SolveStep, trace_path};
use crate::{Dir, Maze, Pos};

/// The cell has been reached (queued).
const REACHED: u8 = 0x80;
/// The cell is the start: it has no way back.
const START: u8 = 0x40;
/// Bits 4–5: the index of the direction back towards the start.
const BACK_SHIFT: u8 = 4;

/// The path from `start` to the first cell it reaches for which `is_goal` (given the cell's
/// index) holds.
pub(super) fn solve<F: FnMut(SolveStep)>(
    maze: &Maze,
    start: Pos,
    is_goal: impl Fn(usize) -> bool,
    observe: &mut F,
) -> Option<Vec<Pos>> {
    let start = maze.index(start);
    let width = maze.width() as usize;
    let mut marks = maze.cells().to_vec();
    let mut queue = VecDeque::with_capacity(1024);
    marks[start] |= REACHED | START;
    queue.push_back(start as u32);
    while let Some(cell) = queue.pop_front() {
        let cell = cell as usize;
        observe(SolveStep::Visit(maze.pos(cell)));
        if is_goal(cell) {
            return Some(trace_path(maze, cell, |c| way_back(marks[c])));
        }
        let mark = marks[cell];
        let mut open = mark & 0b1111;
        if let Some(back) = way_back(mark) {
            open &= !back.bit();
        }
        while open != 0 {
            let dir = Dir::from_index(open.trailing_zeros() as u8);
            open &= open - 1;
            let n = dir.step_index(cell, width);
            if marks[n] & REACHED == 0 {
                marks[n] |= REACHED | (dir.opposite() as u8) << BACK_SHIFT;
                queue.push_back(n as u32);
            }
        }
    }
    None
}

/// The direction back towards the start from a reached cell's mark; `None` at the start.
#[inline]
fn way_back(mark: u8) -> Option<Dir> {
    (mark & START == 0).then(|| Dir::from_index(mark >> BACK_SHIFT))
}
