//! Stepping through a recorded run while paused: a [`Stepper`] is a cursor on a
//! [`LineTrace`]'s steps. Every move goes forward (the run is recorded, so going back is
//! only [`Stepper::go_to`] an earlier step), and lands at the end when there is nothing
//! further to find; each says whether it found what it looked for.
//!
//! | call | goes to |
//! |---|---|
//! | [`step`](Stepper::step) | the next step (the next statement) |
//! | [`step_line`](Stepper::step_line) | the next step on another line (a loop written on one line: once round it) |
//! | [`step_move`](Stepper::step_move) | the first step after the next move |
//! | [`run_to_breakpoint`](Stepper::run_to_breakpoint) | the next step on any of the lines given |
//! | [`run_to_end`](Stepper::run_to_end) | the end |
//! | [`go_to`](Stepper::go_to) | a step by index (from [`LineTrace::at_instruction`], [`LineTrace::at_move`]) |
//!
//! The game shows [`LineStep::instructions`] of the replay at the current step (what was
//! done before it), highlights its line and lists its variables.

use super::{LineStep, LineTrace};

/// A cursor on a recorded run; see the module's header.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stepper {
    lines: LineTrace,
    at: usize,
}

impl Stepper {
    /// A stepper at the first step of `lines`.
    pub fn new(lines: LineTrace) -> Stepper {
        Stepper { lines, at: 0 }
    }

    /// The recording it steps through.
    pub fn lines(&self) -> &LineTrace {
        &self.lines
    }

    /// The index of the current step.
    pub fn index(&self) -> usize {
        self.at
    }

    pub fn current(&self) -> &LineStep {
        &self.lines.steps[self.at]
    }

    /// The current step's variables, `(name, value)` in declaration order.
    pub fn variables(&self) -> Vec<(&str, &str)> {
        self.lines.variables(self.at)
    }

    /// Whether it stands at the run's end.
    pub fn at_end(&self) -> bool {
        self.at == self.lines.end()
    }

    /// To step `index` (the end if past it).
    pub fn go_to(&mut self, index: usize) {
        self.at = index.min(self.lines.end());
    }

    /// To the next step (the end after the last statement); `false` at the end already.
    pub fn step(&mut self) -> bool {
        let moved = !self.at_end();
        self.go_to(self.at + 1);
        moved
    }

    /// To the next step on another line than the current one; or, while the script stays
    /// on this line (a loop written on one line), to the first statement on it begun a
    /// second time (the loop went round once); else to the end, and `false`.
    pub fn step_line(&mut self) -> bool {
        let here = *self.current();
        let mut begun = vec![here.column];
        self.find(|s| {
            let again = begun.contains(&s.column);
            begun.push(s.column);
            s.line != here.line || again
        })
    }

    /// To the first step after the next move (the first step with more moves done than the
    /// current one: it may be the end); `false` if no move is left.
    pub fn step_move(&mut self) -> bool {
        let moves = self.current().moves;
        let found = self.lines.steps[self.at + 1..].iter().position(|s| s.moves > moves);
        self.land(found)
    }

    /// To the next step on any of `lines` (the end is no breakpoint); else to the end, and
    /// `false`.
    pub fn run_to_breakpoint(&mut self, lines: &[u32]) -> bool {
        self.find(|s| lines.contains(&s.line))
    }

    /// To the end.
    pub fn run_to_end(&mut self) {
        self.at = self.lines.end();
    }

    /// To the next step before the end that `wanted` accepts; else to the end, `false`.
    fn find(&mut self, wanted: impl FnMut(&LineStep) -> bool) -> bool {
        let end = self.lines.end();
        let found = self.lines.steps.get(self.at + 1..end).and_then(|rest| rest.iter().position(wanted));
        self.land(found)
    }

    /// To `found` steps after the current one, or to the end: whether it was found.
    fn land(&mut self, found: Option<usize>) -> bool {
        match found {
            Some(offset) => {
                self.at += 1 + offset;
                true
            }
            None => {
                self.at = self.lines.end();
                false
            }
        }
    }
}
