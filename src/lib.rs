//! mousemaze: a playable maze game on Bevy, and the fast maze library under it.
//!
//! The workspace's crates are its layers, and the arrows only point down
//! (binary → game → bot → core → maze); this crate is the `mousemaze` binary, and its library
//! gathers the layers under one name for the binary and the tests:
//!
//! - [`maze`] is the maze library (`mousemaze-maze`, no Bevy, Rhai, clap or ron): the grid,
//!   generators, solvers, doors, formats and exporters. A Rust user adds it alone.
//! - [`rules`], [`content`], [`save`], [`files`] and [`folders`] are `mousemaze-core` (no
//!   Bevy, no Rhai): the rules of a run in fixed ticks, what is played, the player's saved data.
//! - [`bot`] is the programmable mouse (`mousemaze-bot`): Rhai scripts under counted budgets.
//! - `game` (feature `game`, on by default) is the Bevy game (`mousemaze-game`).
//!
//! ```
//! use mousemaze::maze::{Algorithm, Solver, export::ascii};
//!
//! let maze = Algorithm::Backtracker.generate(10, 6, 7).unwrap();
//! let (start, goal) = maze.corners();
//! let route = Solver::Bfs.solve(&maze, start, goal).unwrap();
//! println!("{}", ascii::render(&maze, Some(&route.path)));
//! ```

pub use mousemaze_bot as bot;
pub use mousemaze_core::{content, files, folders, rules, save};
#[cfg(feature = "game")]
pub use mousemaze_game as game;
pub use mousemaze_maze as maze;
