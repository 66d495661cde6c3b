//! The game's content, above the rules and below the game (no Bevy, no CLI crate): what is
//! played, as opposed to how a maze is made ([`crate::maze`]) or how a race runs
//! ([`crate::rules`]).
//!
//! - [`level`]: level files (RON), their checks, the campaign [`level::catalog`] and the
//!   editor's draft ([`level::edit`]).
//! - [`difficulty`]: the four presets, and [`balance`]: how winnable each is, measured by
//!   racing in the rules core, by a perfect player and by a [`searching_player`] who sees
//!   what a person sees.
//! - [`daily`]: the daily maze, made from the date alone (on Sundays a shaped one:
//!   [`shaped_recipe`]).
//!
//! ```
//! use mousemaze_core::content::difficulty::Difficulty;
//!
//! let (maze, doors) = Difficulty::Hard.recipe(7).build_with_doors().unwrap();
//! assert_eq!((maze.width(), maze.height(), doors.len()), (31, 21, 4));
//! ```

pub mod balance;
pub mod challenge;
pub mod daily;
pub mod difficulty;
pub mod level;
pub mod maze_file;
pub mod maze_key;
pub mod press_windows;
pub mod searching_player;
pub mod shaped_recipe;
