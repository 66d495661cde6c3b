//! Solvers on a maze of any shape: BFS, DFS, A*, Dijkstra, dead-end filling and Trémaux,
//! named by the crate's [`Solver`]. They are the square grid's own, written once over the
//! maze model ([`crate::model::Cells`]) in [`crate::solve`]: on a square graph each finds
//! the route it finds on the square [`crate::Maze`]. Each returns the route as cells, `start`
//! first and `goal` last, every step through an open passage. The square-only solvers (the
//! wall followers, which need a left and a right; the classic recursive one; the door-timed
//! ones) refuse other shapes.
//!
//! ```
//! use mousemaze_maze::{Algorithm, Solver};
//! use mousemaze_maze::shape::{Graph, Shape, generate::generate, solve::solve};
//!
//! let maze = generate(Graph::new(Shape::Triangle { width: 9, height: 6 }).unwrap(), Algorithm::Prim, 3).unwrap();
//! let (start, goal) = maze.default_ends();
//! let bfs = solve(&maze, Solver::Bfs, start, goal).unwrap();
//! let astar = solve(&maze, Solver::AStar, start, goal).unwrap();
//! assert_eq!(bfs.len(), astar.len());
//! ```

use std::fmt;

use super::ShapedMaze;
use crate::Solver;
use crate::solve::cells::CellStep;
use crate::solve::{astar, bfs, dead_end_fill, dfs, dijkstra, tremaux};

/// The solvers that work on every shape, in CLI order.
pub const ON_EVERY_SHAPE: [Solver; 6] =
    [Solver::Bfs, Solver::Dfs, Solver::AStar, Solver::Dijkstra, Solver::DeadEndFill, Solver::Tremaux];

/// Why a maze of some shape has no route.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShapeSolveError {
    /// The solver works on square mazes only.
    SquareOnly { solver: Solver, shape: &'static str },
    /// A cell is outside the maze.
    NoSuchCell { cell: u32, cells: usize },
    /// The goal cannot be reached from the start.
    NoRoute,
}

impl fmt::Display for ShapeSolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShapeSolveError::SquareOnly { solver, shape } => {
                let allowed: Vec<String> = ON_EVERY_SHAPE.iter().map(|s| s.to_string()).collect();
                write!(
                    f,
                    "{solver} works on square mazes only, not on {} maze: allowed there {}",
                    super::a_maze_of(shape),
                    allowed.join(", ")
                )
            }
            ShapeSolveError::NoSuchCell { cell, cells } => {
                write!(f, "cell {cell} is not in the maze: allowed 0..={}", cells - 1)
            }
            ShapeSolveError::NoRoute => f.write_str("the goal cannot be reached from the start"),
        }
    }
}

impl std::error::Error for ShapeSolveError {}

/// The route from `start` to `goal` that `solver` finds.
pub fn solve(maze: &ShapedMaze, solver: Solver, start: u32, goal: u32) -> Result<Vec<u32>, ShapeSolveError> {
    if !ON_EVERY_SHAPE.contains(&solver) {
        return Err(ShapeSolveError::SquareOnly { solver, shape: maze.graph().shape().name() });
    }
    for cell in [start, goal] {
        if cell as usize >= maze.len() {
            return Err(ShapeSolveError::NoSuchCell { cell, cells: maze.len() });
        }
    }
    let (start, goal) = (start as usize, goal as usize);
    let quiet = &mut |_| {};
    let route = match solver {
        Solver::Bfs => bfs::breadth_first(maze, start, |cell| cell == goal, |_| true, |_| {}),
        Solver::Dfs => dfs::solve(maze, start, goal, quiet),
        Solver::AStar => astar::solve(maze, start, goal, quiet),
        Solver::Dijkstra => dijkstra::cheapest(maze, start, goal, |_| 1, quiet).map(|(route, _)| route),
        Solver::DeadEndFill => dead_end_fill::solve(maze, start, goal, quiet),
        Solver::Tremaux => tremaux::solve(maze, start, goal, quiet),
        _ => unreachable!("checked against ON_EVERY_SHAPE"),
    };
    let route = route.ok_or(ShapeSolveError::NoRoute)?;
    Ok(route.into_iter().map(|cell| cell as u32).collect())
}

/// The cells Trémaux's walker walks from `start` to `goal`, dead ends in and
/// back out, each an open neighbour of the one before: what a searching rival replays. Every
/// other solver's walk is its route.
///
/// ```
/// use mousemaze_maze::Solver;
/// use mousemaze_maze::shape::{Graph, Shape, generate::generate, solve::{solve, walk}};
///
/// let maze = generate(Graph::new(Shape::Hexagon { radius: 4 }).unwrap(), mousemaze_maze::Algorithm::Prim, 5).unwrap();
/// let (start, goal) = maze.default_ends();
/// let walked = walk(&maze, Solver::Tremaux, start, goal).unwrap();
/// assert_eq!((walked.first(), walked.last()), (Some(&start), Some(&goal)));
/// assert!(walked.len() >= solve(&maze, Solver::Bfs, start, goal).unwrap().len());
/// ```
pub fn walk(maze: &ShapedMaze, solver: Solver, start: u32, goal: u32) -> Result<Vec<u32>, ShapeSolveError> {
    let route = solve(maze, solver, start, goal)?;
    if solver != Solver::Tremaux {
        return Ok(route);
    }
    let mut walked = vec![start];
    let mut moves = |step: CellStep| {
        if let CellStep::Visit(cell) | CellStep::Backtrack(cell) = step
            && walked.last() != Some(&(cell as u32))
        {
            walked.push(cell as u32);
        }
    };
    tremaux::solve(maze, start as usize, goal as usize, &mut moves);
    Ok(walked)
}
