//! Why the Bot screen has no trace to replay, or none yet ([`NoTrace`]): the run still going
//! on, a script or an mms mouse that could not be had, a maze that could not be made, a
//! challenge's refusal, a script that does not compile, a program that could not start. Each
//! is kept typed and says itself in the words the panel shows under "Error".

use std::fmt;

use crate::bot::mms_program::mouse_file::{MissingFolder, MouseFileError};
use crate::bot::practice::BoardError;
use crate::bot::script::ScriptError;
use crate::bot::{BotError, ShapedBoardError};
use crate::content::level::LevelError;
use crate::content::shaped_recipe::ShapedRecipeError;
use crate::maze::generate::micromouse::MicromouseError;
use crate::maze::text::printable;
use crate::shaped_run::ShapedRunError;

/// What the panel shows while the bot's run is still going on.
pub const RUNNING: &str = "the bot is running…";

/// What the panel shows while the program runs.
pub const PROGRAM_RUNNING: &str = "the mms program is running… (at most 10 s)";

/// Why the chosen bot has no script to run.
#[derive(Clone, Debug)]
pub enum NoScript {
    /// Its file (or the bundled bot it names) could not be had.
    Unread(ScriptError),
    /// It is an mms mouse: a program, which runs instead ([`super::MmsWatch`]).
    MmsProgram,
}

impl fmt::Display for NoScript {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NoScript::Unread(e) => e.fmt(f),
            NoScript::MmsProgram => f.write_str("an mms program, not a script"),
        }
    }
}

impl std::error::Error for NoScript {}

impl From<ScriptError> for NoScript {
    fn from(e: ScriptError) -> NoScript {
        NoScript::Unread(e)
    }
}

/// Why the chosen maze gives no board.
#[derive(Clone, Debug, PartialEq)]
pub enum NoBoard {
    /// The micromouse contest maze was not made.
    Micromouse(MicromouseError),
    /// The recipe (a difficulty's, the custom game's) gives no board for a bot.
    Recipe(BoardError),
    /// The recipe of a maze of another shape gives no maze.
    Shaped(ShapedRecipeError),
    /// The maze of another shape is no board for a bot.
    ShapedBoard(ShapedBoardError),
    /// A shaped level's or challenge's race cannot be made.
    ShapedRace(ShapedRunError),
}

impl fmt::Display for NoBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NoBoard::Micromouse(e) => e.fmt(f),
            NoBoard::Recipe(e) => e.fmt(f),
            NoBoard::Shaped(e) => e.fmt(f),
            NoBoard::ShapedBoard(e) => e.fmt(f),
            NoBoard::ShapedRace(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for NoBoard {}

/// Why there is no trace to replay: still running, or the error that stopped the run before
/// (or as) it began.
#[derive(Clone, Debug)]
pub enum NoTrace {
    /// The script's run is going on ([`RUNNING`]).
    Running,
    /// The mms program's run is going on ([`PROGRAM_RUNNING`]).
    ProgramRunning,
    Script(NoScript),
    Board(NoBoard),
    /// The challenge whose maze is watched does not allow a call the script makes.
    Refused(LevelError),
    /// The script does not compile (or the contest's engine refuses it).
    Bot(BotError),
    /// The `.mms` file could not be read.
    MouseFile(MouseFileError),
    /// The `.mms` file's folder is not there.
    MissingFolder(MissingFolder),
    /// The program's run ended without a word (its thread is gone): the mouse's name.
    ProgramFailed {
        name: String,
    },
    /// The program could not start: the mouse's name, its run command and why.
    CannotStart {
        name: String,
        run: String,
        why: String,
    },
}

impl fmt::Display for NoTrace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NoTrace::Running => f.write_str(RUNNING),
            NoTrace::ProgramRunning => f.write_str(PROGRAM_RUNNING),
            NoTrace::Script(e) => e.fmt(f),
            NoTrace::Board(e) => e.fmt(f),
            NoTrace::Refused(e) => e.fmt(f),
            NoTrace::Bot(e) => e.fmt(f),
            NoTrace::MouseFile(e) => e.fmt(f),
            NoTrace::MissingFolder(e) => e.fmt(f),
            NoTrace::ProgramFailed { name } => write!(f, "{name}: the program's run failed"),
            NoTrace::CannotStart { name, run, why } => {
                f.write_str(&printable(&format!("{name}: cannot start `{run}`: {why}")))
            }
        }
    }
}

impl std::error::Error for NoTrace {}
