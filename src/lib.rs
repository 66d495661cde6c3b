//! mousemaze: a playable maze game on Bevy, and the fast maze library under it.
//!
//! - [`maze`] is the pure core (no Bevy): the grid, generators, solvers, braiding,
//!   distances and exporters. It builds alone with `--no-default-features`.
//! - [`rules`] is the rules of a run in fixed ticks (no Bevy either): the mice, the clock,
//!   who wins. The game, `simulate` and the tests all step it.
//! - [`content`] is what is played (no Bevy): level files and their validator, the campaign,
//!   the editor's draft, difficulty presets and their balance, the daily maze, challenges
//!   and maze files made boards.
//! - [`save`] is the player's saved data (no Bevy): progress, settings, kept runs and
//!   challenge stars, read and written safely.
//! - [`bot`] is the programmable mouse (no Bevy): Rhai scripts with a beginner's instruction
//!   set, run deterministically on a [`rules::Board`] under counted budgets. To bound a
//!   script's memory as a whole, a program installs the library's counting allocator
//!   ([`bot::CountingAllocator`]; the `mousemaze` binary does): the library sets none, so a
//!   program that wants its own allocator keeps it (scripts are then bounded value by value).
//! - `game` (feature `game`, on by default) is the Bevy game: it feeds [`rules`] keys and
//!   draws what it says.
//! - `folders` (with the game or the CLI) finds the player's own levels folder.
//! - [`files`] writes files whole and safely (temporary file, rename; links and special
//!   files respected) and reads regular files with a byte limit.
//!
//! ```
//! use mousemaze::maze::{Algorithm, Solver, export::ascii};
//!
//! let maze = Algorithm::Backtracker.generate(10, 6, 7).unwrap();
//! let (start, goal) = maze.corners();
//! let route = Solver::Bfs.solve(&maze, start, goal).unwrap();
//! println!("{}", ascii::render(&maze, Some(&route.path)));
//! ```

#[cfg(feature = "bot")]
pub mod bot;
pub mod content;
pub mod files;
pub mod maze;
pub mod rules;
pub mod save;

#[cfg(any(feature = "game", feature = "cli"))]
pub mod folders;

#[cfg(feature = "game")]
pub mod game;

/// The library's own unit tests count memory as the binary does.
#[cfg(all(test, feature = "bot"))]
#[global_allocator]
static TEST_ALLOCATOR: bot::CountingAllocator = bot::CountingAllocator;
