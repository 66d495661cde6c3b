//! mousemaze's rules, content and saved data, on the maze library and under the bot and the game.
//! No Bevy and no Rhai.
//!
//! - [`rules`] is the rules of a run in fixed ticks: the mice, the clock, who wins. The game,
//!   `simulate`, the bots and the tests all step it.
//! - [`content`] is what is played: level files and their validator, the campaign, the
//!   editor's draft, difficulty presets and their balance, the daily maze, challenges and maze
//!   files made boards.
//! - [`save`] is the player's saved data: progress, settings, kept runs and challenge stars,
//!   read and written safely.
//! - [`files`] writes files whole and safely (temporary file, rename; links and special files
//!   respected) and reads regular files with a byte limit.
//! - [`folders`] finds the player's own folders.
//!
//! ```
//! use mousemaze_core::rules::Board;
//! use mousemaze_maze::Algorithm;
//!
//! let maze = Algorithm::Backtracker.generate(10, 6, 7).unwrap();
//! let (start, cheese) = maze.corners();
//! let board = Board::new(maze, start, cheese);
//! assert_eq!(board.maze.width(), 10);
//! ```

// The layer this crate stands on, by its name in the workspace (`crate::maze`).
use mousemaze_maze as maze;

pub mod content;
pub mod files;
pub mod folders;
pub mod rules;
pub mod save;
