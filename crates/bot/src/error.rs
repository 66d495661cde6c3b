//! Why a bot stopped short of the cheese, made from Rhai's errors: a [`BotError`] (plain data,
//! in the rules: `rules::script_error`) names the script's file, line and column where Rhai
//! knows them (`wall.rhai:4:9: …`), and says in plain words what went wrong.

use std::fmt;

use rhai::{EvalAltResult, ParseError, Position};

use super::budget::Overrun;

pub use crate::rules::script_error::{BotError, ErrorKind, MESSAGE_CHARS};

/// An error at `position` in `file`, its message shortened and printable.
pub(crate) fn at(kind: ErrorKind, file: &str, position: Position, message: impl fmt::Display) -> BotError {
    BotError::new(kind, file, position.line(), position.position(), message)
}

/// A script that Rhai could not compile.
pub(crate) fn from_parse(file: &str, err: &ParseError) -> BotError {
    at(ErrorKind::Syntax, file, err.position(), err.err_type())
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
        // Rhai counts the strings inside an array or a map together against the string limit:
        // an array of 417 short strings is "Length of string" too, so say so.
        EvalAltResult::ErrorDataTooLarge(what, _) if what == "Length of string" => (
            ErrorKind::DataSize,
            format!(
                "a string, or the strings held in one array or map together, grew too large: past {} characters \
                 (an array's or a map's strings count together, however short each)",
                limits.string_size
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
            return at(ErrorKind::Runtime, file, position, other);
        }
    };
    at(kind, file, position, message)
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
        Some(Overrun::Copying) => (
            ErrorKind::Memory,
            format!(
                "stopped after copying {} MiB (the copying limit, every copy of an array, map or string \
                 together): a loop that copies big data at every pass?",
                limits.copying >> 20
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
