//! mousemaze: a playable maze game on Bevy, and the fast maze library under it.
//!
//! - [`maze`] is the pure core (no Bevy): the grid, generators, solvers, braiding,
//!   distances and exporters. It builds alone with `--no-default-features`.
//! - [`files`] writes files whole and safely (temporary file, rename; links and special
//!   files respected) and reads regular files with a byte limit.
//! - `game` (feature `game`, on by default) is the Bevy game.
//!
//! ```
//! use mousemaze::maze::{Algorithm, Solver, export::ascii};
//!
//! let maze = Algorithm::Backtracker.generate(10, 6, 7).unwrap();
//! let (start, goal) = maze.corners();
//! let route = Solver::Bfs.solve(&maze, start, goal).unwrap();
//! println!("{}", ascii::render(&maze, Some(&route.path)));
//! ```

pub mod files;
pub mod maze;

#[cfg(feature = "game")]
pub mod game;
