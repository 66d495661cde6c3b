//! Why a run's setup ([`crate::RunConfig`]) gives no run: a maze file that cannot be read or
//! played, a size out of the game's range, a level or recipe whose cheese cannot be reached,
//! a bot rival whose script does not compile. Each keeps the error it comes from, and says
//! itself as the player has always been told.

use std::fmt;

use crate::bot::BotError;
use crate::content::level::PlaySizeError;
use crate::content::maze_file::MazeFileError;
use crate::maze::SolveError;
use crate::rules::RunError;

/// Why a [`crate::RunConfig`] cannot be had ([`crate::RunConfig::maze_file`]) or built into
/// a run ([`crate::RunConfig::build`]).
#[derive(Clone, Debug, PartialEq)]
pub enum RunConfigError {
    /// The maze file cannot be read as a maze.
    MazeFile(MazeFileError),
    /// The maze is too small or too big to play.
    Size(PlaySizeError),
    /// The maze file's goal cannot be reached from its start: the file as shown.
    Unreachable { file: String, error: SolveError },
    /// The level's cheese cannot be reached: the level's name.
    Level { name: String, error: SolveError },
    /// The recipe gives no maze, or no way to the cheese.
    Recipe(RunError),
    /// The bot rival's script does not compile.
    Bot(BotError),
}

impl fmt::Display for RunConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RunConfigError::MazeFile(e) => e.fmt(f),
            RunConfigError::Size(e) => e.fmt(f),
            RunConfigError::Unreachable { file, error } => write!(f, "{file}: {error}"),
            RunConfigError::Level { name, error } => write!(f, "level {name}: {error}"),
            RunConfigError::Recipe(e) => e.fmt(f),
            RunConfigError::Bot(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for RunConfigError {}
