//! Goal regions: a solve may end on any of several cells (the 2×2 centre of a micromouse maze),
//! and it ends at the first goal cell it reaches. One goal cell is the region of one cell, so
//! [`Solver::solve`](super::Solver::solve) and
//! [`Solver::solve_region`](super::Solver::solve_region) share every line of [`Solver::run`](super::Solver).
//!
//! BFS searches for the region itself (it stops at the first goal cell it dequeues: the nearest).
//! Every other solver walks towards the region's nearest cell (found by a silent BFS) and its
//! path is cut at the first goal cell on it, so a walker that stumbles into the region earlier
//! stops there, and a shortest-path solver's route stays a shortest one to the region.
//!
//! ```
//! use mousemaze_maze::{Algorithm, Pos, Solver};
//!
//! let maze = Algorithm::Backtracker.generate(16, 16, 5).unwrap();
//! let centre = [Pos::new(7, 7), Pos::new(8, 7), Pos::new(7, 8), Pos::new(8, 8)];
//! let start = Pos::new(0, 15);
//! let bfs = Solver::Bfs.solve_region(&maze, start, &centre).unwrap();
//! let nearest = centre.iter().map(|g| Solver::Bfs.solve(&maze, start, *g).unwrap().steps()).min();
//! assert_eq!(Some(bfs.steps()), nearest);
//! let left = Solver::WallFollowerLeft.solve_region(&maze, start, &centre).unwrap();
//! assert_eq!(left.path.iter().filter(|p| centre.contains(p)).count(), 1); // it stops on entering
//! ```

use super::{SolveError, bfs};
use crate::{Maze, Pos};

/// The cells a solve may end on.
pub(super) struct GoalRegion<'a> {
    cells: &'a [Pos],
    /// One flag a cell, for a region of more than one cell.
    member: Vec<bool>,
    /// The index of the first goal cell (the only one, if `member` is empty).
    first: usize,
}

impl<'a> GoalRegion<'a> {
    /// The region of `cells`, all inside `maze` and at least one.
    pub fn new(maze: &Maze, cells: &'a [Pos]) -> Result<GoalRegion<'a>, SolveError> {
        if let Some(&pos) = cells.iter().find(|p| !maze.contains(**p)) {
            return Err(SolveError::OutsideMaze { pos, width: maze.width(), height: maze.height() });
        }
        let mut member = Vec::new();
        match cells {
            [] => return Err(SolveError::NoGoal),
            [_] => {}
            _ => {
                member = vec![false; maze.len()];
                cells.iter().for_each(|p| member[maze.index(*p)] = true);
            }
        }
        Ok(GoalRegion { cells, member, first: maze.index(cells[0]) })
    }

    /// The first goal cell, to name the region in messages.
    pub fn first(&self) -> Pos {
        self.cells[0]
    }

    /// Whether the cell of index `cell` is a goal cell.
    #[inline]
    pub fn holds(&self, cell: usize) -> bool {
        if self.member.is_empty() { cell == self.first } else { self.member[cell] }
    }

    /// The goal cell a solver other than BFS heads for: the only one, or the nearest to
    /// `start` (`None` if no goal cell can be reached).
    pub fn target(&self, maze: &Maze, start: Pos) -> Option<Pos> {
        match self.cells {
            [one] => Some(*one),
            _ => bfs::solve(maze, start, |cell| self.holds(cell), &mut |_| {})?.last().copied(),
        }
    }

    /// `path` up to its first goal cell.
    pub fn cut(&self, maze: &Maze, mut path: Vec<Pos>) -> Vec<Pos> {
        if let Some(first) = path.iter().position(|p| self.holds(maze.index(*p))) {
            path.truncate(first + 1);
        }
        path
    }
}
