//! Breadth-first search: explores in rings of equal distance, so the first time it reaches
//! a goal cell it has a shortest path to the goal (one cell, or the nearest of a region:
//! [`super::goal`]).
//!
//! Written once over the maze model ([`Cells`]): square mazes and every other shape share
//! it ([`breadth_first`]). Memory: one byte a cell beside the maze (the way back) and a queue
//! as long as the widest ring, a ring buffer, which stays in cache however big the maze.
//! Each cell tries its open sides in slot order (N, E, S, W on squares).
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

use super::SolveStep;
use super::cells::{positions, route_back};
use crate::model::Cells;
use crate::{Maze, Pos};

/// A cell not reached yet, and the start (which has no way back); any other byte is the
/// slot back towards the start.
const UNSEEN: u8 = 0xFF;
const START: u8 = 0xFE;

/// The path from `start` to the first cell it reaches for which `is_goal` (given the cell's
/// index) holds.
pub(super) fn solve<F: FnMut(SolveStep)>(
    maze: &Maze,
    start: Pos,
    is_goal: impl Fn(usize) -> bool,
    observe: &mut F,
) -> Option<Vec<Pos>> {
    let visit = |cell| observe(SolveStep::Visit(maze.pos(cell)));
    let route = breadth_first(maze, maze.index(start), is_goal, |_| true, visit)?;
    Some(positions(maze, &route))
}

/// Breadth-first search on a maze of any shape ([`Cells`]): the cells from `start` to the
/// first cell popped for which `is_goal` holds, through cells `allowed` accepts, telling
/// `visit` each cell popped. Each cell tries its open ways in slot order.
pub(crate) fn breadth_first<M: Cells>(
    maze: &M,
    start: usize,
    is_goal: impl Fn(usize) -> bool,
    allowed: impl Fn(usize) -> bool,
    mut visit: impl FnMut(usize),
) -> Option<Vec<usize>> {
    let mut back = vec![UNSEEN; maze.len()];
    let mut queue = VecDeque::with_capacity(1024);
    back[start] = START;
    queue.push_back(start as u32);
    while let Some(cell) = queue.pop_front() {
        let cell = cell as usize;
        visit(cell);
        if is_goal(cell) {
            return Some(route_back(maze, cell, |at| (back[at] != START).then(|| usize::from(back[at]))));
        }
        maze.each_open(cell, |slot, n| {
            if back[n] == UNSEEN && allowed(n) {
                back[n] = maze.back_slot(cell, slot, n) as u8;
                queue.push_back(n as u32);
            }
        });
    }
    None
}
