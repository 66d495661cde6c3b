//! Solvers on a maze of any shape: BFS, DFS, A*, Dijkstra, dead-end filling and Trémaux,
//! named by the crate's [`Solver`]. Each returns the route as cells, `start` first and `goal`
//! last, every step through an open passage. The square-only solvers (the wall followers,
//! which need a left and a right; the classic recursive one; the door-timed ones) refuse
//! other shapes.
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

mod astar;
mod dead_end_fill;
mod search;
mod tremaux;

use std::fmt;

use super::ShapedMaze;
use crate::Solver;

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
                    "{solver} works on square mazes only, not on a {shape} maze: allowed there {}",
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
    let route = match solver {
        Solver::Bfs => search::breadth_first(maze, start, goal, |_| true),
        Solver::Dfs => search::depth_first(maze, start, goal),
        Solver::AStar => astar::astar(maze, start, goal),
        Solver::Dijkstra => astar::dijkstra(maze, start, goal),
        Solver::DeadEndFill => dead_end_fill::solve(maze, start, goal),
        Solver::Tremaux => tremaux::solve(maze, start, goal),
        _ => unreachable!("checked against ON_EVERY_SHAPE"),
    };
    route.ok_or(ShapeSolveError::NoRoute)
}

/// The route back from `goal` along `parent` links to the cell that is its own parent.
fn walk_back(parent: &[u32], goal: u32) -> Vec<u32> {
    let mut route = vec![goal];
    let mut cell = goal;
    while parent[cell as usize] != cell {
        cell = parent[cell as usize];
        route.push(cell);
    }
    route.reverse();
    route
}
