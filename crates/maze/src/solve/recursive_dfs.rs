//! The recursive solver of the old maze tutorials, without the recursion:
//!
//! ```text
//! solve(x, y):
//!     if (x, y) is the goal: return true
//!     mark (x, y)
//!     for each open side of (x, y), towards the goal first:
//!         if the cell there is unmarked and solve(that cell): return true
//!     return false
//! ```
//!
//! Here an explicit stack of frames (cell, direction order, directions tried) plays the
//! call stack, so it visits cells in exactly the order the recursive version would, and
//! never overflows: the recursive one needs a call frame per cell of the path, which on a
//! 2000×2000 maze is millions.
//!
//! Where it differs from [`Solver::Dfs`](super::Solver::Dfs), which always tries N, E, S, W:
//! each cell tries the directions that point most towards the goal first (by the dot
//! product of the step with the vector to the goal, ties in N, E, S, W order). On braided
//! or open mazes that often finds the goal much sooner; on perfect mazes the path is the
//! same, as there is only one.
//!
//! Its steps are a walk: a [`Visit`](super::SolveStep::Visit) per call, a
//! [`Backtrack`](super::SolveStep::Backtrack) per return to the caller.
//!
//! ```
//! use mousemaze_maze::{Algorithm, Maze, Pos, Solver};
//!
//! // On an open grid it heads straight for the goal.
//! let open = Maze::open(50, 50).unwrap();
//! let (start, goal) = open.corners();
//! let found = Solver::RecursiveDfs.solve(&open, start, goal).unwrap();
//! assert_eq!(found.steps(), 98);
//! assert_eq!(found.visited, 99);
//!
//! let maze = Algorithm::Kruskal.generate(40, 40, 8).unwrap();
//! let path = Solver::RecursiveDfs.solve(&maze, start, Pos::new(39, 39)).unwrap().path;
//! assert_eq!(path, Solver::Bfs.solve(&maze, start, Pos::new(39, 39)).unwrap().path);
//! ```

use super::cells::CellStep;
use super::dfs::depth_first;
use super::walk::towards;
use crate::Maze;

/// The cells from `start` to `goal`, each cell trying the slots towards the goal first.
pub(super) fn solve(maze: &Maze, start: usize, goal: usize, observe: &mut impl FnMut(CellStep)) -> Option<Vec<usize>> {
    let target = maze.pos(goal);
    depth_first(maze, start, goal, vec![false; maze.len()], |cell| towards(maze, cell, target), observe)
}
