//! Why a bot stopped short of the cheese: a [`BotError`] names the script's file, line and
//! column where they are known (`wall.rhai:4:9: …`), its [`ErrorKind`], and says in plain
//! words what went wrong, for the game's error panel and the CLI's table alike. It is plain
//! data, here in the rules so a contest run can fail for one (`contest::RunFailure`); the bot
//! crate makes them from Rhai's errors.
//!
//! A message is at most [`MESSAGE_CHARS`] characters, its control characters escaped: what
//! a script throws (a huge map, a string with escape sequences) is formatted only as far as
//! it is shown, and can neither flood nor drive the terminal.
//!
//! ```
//! use mousemaze_core::rules::script_error::{BotError, ErrorKind};
//!
//! let err = BotError::new(ErrorKind::Moves, "wall.rhai", Some(4), Some(9), "out of moves");
//! assert_eq!(err.to_string(), "wall.rhai:4:9: out of moves");
//! assert!(!err.kind.is_script_fault());
//! ```

use std::fmt;

use crate::maze::text::{display_shortened, printable};

/// The most characters of a message (the place before it not counted).
pub const MESSAGE_CHARS: usize = 300;

/// What kind of trouble stopped a bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// The script is not valid Rhai (or is too big to read).
    Syntax,
    /// The script failed while running (an unknown function, a type mismatch, `throw`…).
    Runtime,
    /// It ran out of operations: most often a loop that never ends.
    Operations,
    /// Calls nested too deep: most often a function that calls itself without end.
    CallDepth,
    /// A string, array or map grew past its size limit.
    DataSize,
    /// The script held more memory at once than its limit.
    Memory,
    /// The run lasted longer than its time limit.
    Time,
    /// It used up its instructions (mouse calls) without reaching the cheese.
    Instructions,
    /// It used up its moves without reaching the cheese.
    Moves,
}

impl ErrorKind {
    /// Whether the script itself is wrong (it does not compile, or fails while running), as
    /// against a run stopped by one of its budgets, which is the bot's result on that maze.
    pub fn is_script_fault(self) -> bool {
        matches!(self, ErrorKind::Syntax | ErrorKind::Runtime)
    }

    /// A short word for tables and JSON.
    pub fn word(self) -> &'static str {
        match self {
            ErrorKind::Syntax => "syntax",
            ErrorKind::Runtime => "runtime",
            ErrorKind::Operations => "operations",
            ErrorKind::CallDepth => "call-depth",
            ErrorKind::DataSize => "data-size",
            ErrorKind::Memory => "memory",
            ErrorKind::Time => "time",
            ErrorKind::Instructions => "instructions",
            ErrorKind::Moves => "moves",
        }
    }
}

/// A bot's error, with where in the script it happened (1-based; `None` when unknown).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BotError {
    pub kind: ErrorKind,
    /// The script's name as the player knows it (its file name).
    pub file: String,
    pub line: Option<usize>,
    pub column: Option<usize>,
    pub message: String,
}

impl BotError {
    /// An error at `line`:`column` of `file`, its message shortened and printable.
    pub fn new(
        kind: ErrorKind,
        file: &str,
        line: Option<usize>,
        column: Option<usize>,
        message: impl fmt::Display,
    ) -> BotError {
        let message = display_shortened(&message, MESSAGE_CHARS);
        BotError { kind, file: file.to_owned(), line, column, message }
    }

    /// `file:line:column` (or as much of it as is known), printable.
    pub fn place(&self) -> String {
        let file = printable(&self.file);
        match (self.line, self.column) {
            (Some(line), Some(column)) => format!("{file}:{line}:{column}"),
            (Some(line), None) => format!("{file}:{line}"),
            _ => file.into_owned(),
        }
    }
}

impl fmt::Display for BotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.place(), self.message)
    }
}

impl std::error::Error for BotError {}
