//! The maze core: a W×H grid stored at one byte a cell, with no Bevy anywhere below this module.
//!
//! Each cell's low four bits say which of its sides are open passages ([`Dir::bit`]).
//! The high four bits are scratch space that generators may use while they run
//! (the backtracker keeps its way back there); every finished [`Maze`] has them cleared.
//!
//! The square grid is one of two implementations of one maze model ([`model::Cells`]): cells,
//! the ways out of each, the cell through each way. The other is [`shape::ShapedMaze`], for
//! hexes, triangles, rings and masks; generators, braiding, distances and fair starts are
//! written once over the model.
//!
//! ```
//! use mousemaze_maze::{Algorithm, Maze, Pos};
//!
//! let maze = Algorithm::Backtracker.generate(8, 5, 42).unwrap();
//! assert_eq!(maze.passage_count(), 8 * 5 - 1); // a perfect maze is a spanning tree
//! assert!(maze.contains(Pos::new(7, 4)));
//! ```

pub mod braid;
pub mod distances;
pub mod doors;
pub mod export;
pub mod fair;
pub mod formats;
pub mod generate;
mod geometry;
mod grid;
pub mod knobs;
pub mod model;
pub mod names;
pub mod recipe;
pub mod rng;
pub mod shape;
pub mod solve;
pub mod text;
pub mod unicursal;

pub use braid::braid;
pub use generate::{Algorithm, GenStep};
pub use grid::{Dir, MAX_CELLS, MAX_SIDE, Maze, MazeError, Pos, check_size};
pub use rng::MazeRng;
pub use solve::{Ends, Solution, SolveError, SolveStep, Solver};
