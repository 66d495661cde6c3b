//! The run the Bot screen replays, on any shape: [`AnyTrace`] is a bot's trace on the square
//! grid (cells [`Pos`](crate::maze::Pos), headings [`Dir`](crate::maze::Dir)) or on a maze of
//! another shape (the model's cells and slots). The panels and the stepping never look at a
//! cell: what they ask (how many instructions, each one's line and time, the counts, the last
//! calls, how it ended) is answered here for both, by one generic function each. Only the
//! scenes, which draw cells, take the trace of their own shape.

use crate::bot::{Answer, Instruction, ShapedTrace, Step, Trace};

/// A bot's whole run, on the square grid or on another shape.
#[derive(Clone, Debug, PartialEq)]
pub enum AnyTrace {
    Square(Trace),
    Shaped(ShapedTrace),
}

/// `$body` with `$trace` the run's trace, whatever its cells.
macro_rules! on_trace {
    ($any:expr, $trace:ident => $body:expr) => {
        match $any {
            AnyTrace::Square($trace) => $body,
            AnyTrace::Shaped($trace) => $body,
        }
    };
}

impl AnyTrace {
    /// The trace on the square grid (a contest's, an mms program's), if it is one.
    pub fn square(&self) -> Option<&Trace> {
        match self {
            AnyTrace::Square(trace) => Some(trace),
            AnyTrace::Shaped(_) => None,
        }
    }

    /// The trace on a maze of another shape, if it is one.
    pub fn shaped(&self) -> Option<&ShapedTrace> {
        match self {
            AnyTrace::Shaped(trace) => Some(trace),
            AnyTrace::Square(_) => None,
        }
    }

    /// How many instructions were recorded.
    pub fn len(&self) -> usize {
        on_trace!(self, t => t.steps.len())
    }

    /// Whether none was (the script ended, or failed, before its first).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The script line (1-based; 0 unknown) and the clock (ticks) after instruction `i`.
    pub fn line_and_tick(&self, i: usize) -> Option<(u32, u64)> {
        on_trace!(self, t => t.steps.get(i).map(|s| (s.line, s.tick)))
    }

    /// Moves and bumps among the first `shown` instructions.
    pub fn moves_and_bumps(&self, shown: usize) -> (usize, usize) {
        on_trace!(self, t => moves_and_bumps(&t.steps[..shown.min(t.steps.len())]))
    }

    /// Instructions `end - count .. end`, each as `line: call -> answer`, oldest first.
    pub fn calls_before(&self, end: usize, count: usize) -> Vec<String> {
        on_trace!(self, t => {
            let end = end.min(t.steps.len());
            t.steps[end.saturating_sub(count)..end].iter().map(ToString::to_string).collect()
        })
    }

    /// The last line the script printed within its first `end` instructions.
    pub fn said_by(&self, end: usize) -> Option<&str> {
        on_trace!(self, t => t.said.iter().rev().find(|(at, _)| *at as usize <= end).map(|(_, s)| s.as_str()))
    }

    pub fn solved(&self) -> bool {
        on_trace!(self, t => t.solved())
    }

    /// Why it did not reach the cheese, in words (`None` when it did).
    pub fn reason(&self) -> Option<String> {
        on_trace!(self, t => t.reason())
    }

    /// The clock at the end, the moves and the instructions of the whole run.
    pub fn totals(&self) -> (u64, u64, u64) {
        on_trace!(self, t => (t.ticks, t.moves, t.instructions))
    }
}

/// Calls of `forward()` among `steps`, and those of them that met a wall or a shut door.
fn moves_and_bumps<C, H>(steps: &[Step<C, H>]) -> (usize, usize) {
    let moves = steps.iter().filter(|s| s.instruction == Instruction::Forward);
    let bumps = moves.clone().filter(|s| s.answer == Answer::Yes(false)).count();
    (moves.count(), bumps)
}
