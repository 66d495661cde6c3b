//! Depth-first search with an explicit stack (never the call stack): follows one corridor
//! to its end before trying another, trying N, E, S, W in that order. It finds a path, not
//! always the shortest one. The stack holds the current path, so it is the answer when the
//! goal is reached. It walks like a mouse: each dead end is a [`SolveStep::Backtrack`]
//! back out, one cell at a time.
//!
//! [`SolveStep::Backtrack`]: super::SolveStep::Backtrack
//!
//! ```
//! use mousemaze_maze::{Algorithm, Solver};
//!
//! let maze = Algorithm::Backtracker.generate(30, 30, 5).unwrap();
//! let (start, goal) = maze.corners();
//! let dfs = Solver::Dfs.solve(&maze, start, goal).unwrap();
//! let bfs = Solver::Bfs.solve(&maze, start, goal).unwrap();
//! assert_eq!(dfs.path, bfs.path); // a perfect maze has one path
//! ```

use super::SolveStep;
use super::walk::{CLOCKWISE, depth_first};
use crate::{Maze, Pos};

pub(super) fn solve<F: FnMut(SolveStep)>(maze: &Maze, start: Pos, goal: Pos, observe: &mut F) -> Option<Vec<Pos>> {
    let (start, goal) = (maze.index(start), maze.index(goal));
    depth_first(maze, start, goal, vec![false; maze.len()], |_| CLOCKWISE, observe)
}
