//! Maze solvers: the [`Solver`] enum names them for the CLI (clap) and level files (serde),
//! one file per solver. Each returns a path of adjacent open cells from start to goal, and
//! each reports what it does one [`SolveStep`] at a time to an observer closure, so the
//! game can animate a search and a rival can "think" on screen.
//!
//! ```
//! use mousemaze::maze::{Algorithm, Solver};
//!
//! let maze = Algorithm::Backtracker.generate(15, 9, 3).unwrap();
//! let (start, goal) = maze.corners();
//! let bfs = Solver::Bfs.solve(&maze, start, goal).unwrap();
//! let astar = Solver::AStar.solve(&maze, start, goal).unwrap();
//! assert_eq!(bfs.path.len(), astar.path.len());
//! assert_eq!(bfs.path.first(), Some(&start));
//! ```

mod astar;
mod bfs;
mod dfs;

use std::fmt;

use super::distances::neighbor_through_open;
use super::{Dir, Maze, Pos, distances};

/// One thing a solver did, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolveStep {
    /// The solver looked at (entered) this cell.
    Visit(Pos),
    /// The solver gave up on this cell and went back from it.
    Backtrack(Pos),
    /// The goal was reached.
    Found(Pos),
}

/// The solvers by name.
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    serde::Serialize,
    serde::Deserialize,
    clap::ValueEnum,
)]
#[serde(rename_all = "kebab-case")]
pub enum Solver {
    /// Breadth-first search: shortest path.
    #[default]
    Bfs,
    /// Iterative depth-first search: a path, not always the shortest.
    Dfs,
    /// A* with the Manhattan heuristic: shortest path, fewer cells visited.
    #[value(name = "astar")]
    #[serde(rename = "astar")]
    AStar,
}

impl Solver {
    /// Every solver, in CLI order.
    pub const ALL: [Solver; 3] = [Solver::Bfs, Solver::Dfs, Solver::AStar];

    /// The name the CLI takes.
    pub fn name(self) -> &'static str {
        match self {
            Solver::Bfs => "bfs",
            Solver::Dfs => "dfs",
            Solver::AStar => "astar",
        }
    }

    /// Whether the path found is always a shortest one.
    pub fn is_shortest(self) -> bool {
        matches!(self, Solver::Bfs | Solver::AStar)
    }

    /// Finds a path from `start` to `goal`.
    pub fn solve(self, maze: &Maze, start: Pos, goal: Pos) -> Result<Solution, SolveError> {
        self.solve_observed(maze, start, goal, |_| {})
    }

    /// Like [`Solver::solve`], telling `observe` every step.
    pub fn solve_observed<F: FnMut(SolveStep)>(
        self,
        maze: &Maze,
        start: Pos,
        goal: Pos,
        mut observe: F,
    ) -> Result<Solution, SolveError> {
        for p in [start, goal] {
            if !maze.contains(p) {
                return Err(SolveError::OutsideMaze { pos: p, width: maze.width(), height: maze.height() });
            }
        }
        let mut visited = 0usize;
        let mut counting = |step: SolveStep| {
            visited += matches!(step, SolveStep::Visit(_)) as usize;
            observe(step);
        };
        let path = match self {
            Solver::Bfs => bfs::solve(maze, start, goal, &mut counting),
            Solver::Dfs => dfs::solve(maze, start, goal, &mut counting),
            Solver::AStar => astar::solve(maze, start, goal, &mut counting),
        };
        match path {
            Some(path) => {
                counting(SolveStep::Found(goal));
                Ok(Solution { path, visited })
            }
            None => Err(SolveError::NoRoute { solver: self }),
        }
    }

    /// Solves and keeps every step, for animation.
    pub fn record(self, maze: &Maze, start: Pos, goal: Pos) -> Result<(Solution, Vec<SolveStep>), SolveError> {
        let mut steps = Vec::new();
        let solution = self.solve_observed(maze, start, goal, |s| steps.push(s))?;
        Ok((solution, steps))
    }
}

impl fmt::Display for Solver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A path found by a solver.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// Adjacent open cells from start to goal, both included.
    pub path: Vec<Pos>,
    /// How many cells the solver visited to find it.
    pub visited: usize,
}

impl Solution {
    /// The number of moves along the path.
    pub fn steps(&self) -> usize {
        self.path.len().saturating_sub(1)
    }
}

/// Why a solver found no path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SolveError {
    /// The start or goal lies outside the maze.
    OutsideMaze { pos: Pos, width: u32, height: u32 },
    /// The solver ended without reaching the goal.
    NoRoute { solver: Solver },
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::OutsideMaze { pos, width, height } => {
                write!(f, "{pos} is outside the {width}×{height} maze: x must be below {width}, y below {height}")
            }
            SolveError::NoRoute { solver } => write!(f, "no route found by this method ({solver})"),
        }
    }
}

impl std::error::Error for SolveError {}

/// Where a solve starts and ends when the user does not say.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum Ends {
    /// Top-left to bottom-right.
    #[default]
    Corners,
    /// The two ends of the maze's diameter (its longest shortest path).
    Farthest,
}

impl Ends {
    /// The start and goal cells for `maze`.
    pub fn resolve(self, maze: &Maze) -> (Pos, Pos) {
        match self {
            Ends::Corners => maze.corners(),
            Ends::Farthest => {
                let (a, b, _) = distances::diameter(maze);
                (a.min(b), a.max(b))
            }
        }
    }
}

/// Marks a cell with no parent yet in a parent-direction map.
const NO_PARENT: u8 = 0xFF;
/// Marks the start cell in a parent-direction map.
const ROOT: u8 = 0xFE;

/// Walks a parent-direction map (each cell: the [`Dir`] index towards its parent) from the
/// goal back to the start, and returns the path start → goal.
fn trace_back(maze: &Maze, parents: &[u8], goal: usize) -> Vec<Pos> {
    let mut path = vec![maze.pos(goal)];
    let mut cell = goal;
    while parents[cell] != ROOT {
        cell = neighbor_through_open(maze, cell, Dir::from_index(parents[cell]));
        path.push(maze.pos(cell));
    }
    path.reverse();
    path
}

/// Checks that `path` is a valid route: it starts at `start`, ends at `goal`, and each
/// move goes through an open wall to the next cell.
pub fn is_valid_path(maze: &Maze, path: &[Pos], start: Pos, goal: Pos) -> bool {
    path.first() == Some(&start)
        && path.last() == Some(&goal)
        && path.windows(2).all(|w| maze.open_neighbors(w[0]).any(|(_, p)| p == w[1]))
}
