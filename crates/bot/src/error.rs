//! Why a bot stopped short of the cheese: a [`BotError`] names the script's file, line and
//! column where Rhai knows them (`wall.rhai:4:9: …`), and says in plain words what went
//! wrong, for the game's error panel and the CLI's table alike.
//!
//! A message is at most [`MESSAGE_CHARS`] characters, its control characters escaped: what
//! a script throws (a huge map, a string with escape sequences) is formatted only as far as
//! it is shown, and can neither flood nor drive the terminal.

use std::fmt;

use rhai::{EvalAltResult, ParseError, Position};

use super::budget::Overrun;
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
    /// An error at `position` in `file`, its message shortened and printable.
    pub(crate) fn at(kind: ErrorKind, file: &str, position: Position, message: impl fmt::Display) -> BotError {
        let message = display_shortened(&message, MESSAGE_CHARS);
        BotError { kind, file: file.to_owned(), line: position.line(), column: position.position(), message }
    }

    /// A script that Rhai could not compile.
    pub(crate) fn from_parse(file: &str, err: &ParseError) -> BotError {
        BotError::at(ErrorKind::Syntax, file, err.position(), err.err_type())
    }

    /// A script that Rhai stopped while running; the position is the innermost one known
    /// (inside a script function, where the trouble really is).
    pub(crate) fn from_eval(file: &str, err: EvalAltResult, limits: &super::Limits) -> BotError {
        let outer = err.position();
        let inner = innermost(err);
        let position = if inner.position().is_none() { outer } else { inner.position() };
        let (kind, message) = match inner {
            EvalAltResult::ErrorTooManyOperations(_) => (
                ErrorKind::Operations,
                format!(
                    "stopped after {} operations (the limit): a loop that never ends? \
                     (`loop {{}}` with no `break`, or a `while` whose test never changes)",
                    limits.operations
                ),
            ),
            EvalAltResult::ErrorStackOverflow(_) => (
                ErrorKind::CallDepth,
                format!(
                    "calls nested deeper than {} (the limit): a function that calls itself without end?",
                    limits.call_levels
                ),
            ),
            EvalAltResult::ErrorDataTooLarge(what, _) => (
                ErrorKind::DataSize,
                format!(
                    "{what} grew too large (limits: strings {} characters, arrays {} items, maps {} entries)",
                    limits.string_size, limits.array_size, limits.map_size
                ),
            ),
            EvalAltResult::ErrorTerminated(token, _) => overrun(Overrun::of(&token), limits),
            mut other => {
                let _ = other.take_position();
                return BotError::at(ErrorKind::Runtime, file, position, other);
            }
        };
        BotError::at(kind, file, position, message)
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

/// What the run's watch stopped the script for (`budget`).
fn overrun(why: Option<Overrun>, limits: &super::Limits) -> (ErrorKind, String) {
    match why {
        Some(Overrun::Memory) => (
            ErrorKind::Memory,
            format!(
                "stopped holding over {} MiB (the memory limit, all variables, copies and calls together): \
                 copies of a big array, map or string kept in variables or nested calls?",
                limits.memory >> 20
            ),
        ),
        Some(Overrun::Time) => (ErrorKind::Time, format!("stopped after {:?} (the time limit)", limits.time)),
        Some(Overrun::Slow) => (
            ErrorKind::Time,
            format!(
                "stopped after {:?} of slow operations (over {}µs each on average; the time limit for them): \
                 a loop that copies or sorts big data at every pass?",
                limits.slow_time,
                super::SLOW_OPERATION_NANOS / 1000
            ),
        ),
        Some(Overrun::Sleep) => (
            ErrorKind::Runtime,
            "sleep() is not allowed: a bot's time passes only as the mouse moves (`forward()`) or waits \
             for a door (`wait()`)"
                .into(),
        ),
        None => (ErrorKind::Runtime, "the script was stopped".into()),
    }
}

/// The error a failure inside nested function calls comes from.
fn innermost(mut err: EvalAltResult) -> EvalAltResult {
    loop {
        match err {
            EvalAltResult::ErrorInFunctionCall(_, _, inner, _) => err = *inner,
            other => return other,
        }
    }
}

impl fmt::Display for BotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.place(), self.message)
    }
}

impl std::error::Error for BotError {}
