//! Why a bot stopped short of the cheese: a [`BotError`] names the script's file, line and
//! column where Rhai knows them (`wall.rhai:4:9: …`), and says in plain words what went
//! wrong, for the game's error panel and the CLI's table alike.

use std::fmt;

use rhai::{EvalAltResult, ParseError, Position};

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
    /// It used up its instructions (mouse calls) without reaching the cheese.
    Instructions,
    /// It used up its moves without reaching the cheese.
    Moves,
}

impl ErrorKind {
    /// A short word for tables and JSON.
    pub fn word(self) -> &'static str {
        match self {
            ErrorKind::Syntax => "syntax",
            ErrorKind::Runtime => "runtime",
            ErrorKind::Operations => "operations",
            ErrorKind::CallDepth => "call-depth",
            ErrorKind::DataSize => "data-size",
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
    /// An error at `position` in `file`.
    pub(crate) fn at(kind: ErrorKind, file: &str, position: Position, message: String) -> BotError {
        BotError { kind, file: file.to_owned(), line: position.line(), column: position.position(), message }
    }

    /// A script that Rhai could not compile.
    pub(crate) fn from_parse(file: &str, err: &ParseError) -> BotError {
        BotError::at(ErrorKind::Syntax, file, err.position(), err.err_type().to_string())
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
            mut other => {
                let _ = other.take_position();
                let quiet = other;
                (ErrorKind::Runtime, quiet.to_string())
            }
        };
        BotError::at(kind, file, position, message)
    }

    /// `file:line:column` (or as much of it as is known).
    pub fn place(&self) -> String {
        match (self.line, self.column) {
            (Some(line), Some(column)) => format!("{}:{line}:{column}", self.file),
            (Some(line), None) => format!("{}:{line}", self.file),
            _ => self.file.clone(),
        }
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
