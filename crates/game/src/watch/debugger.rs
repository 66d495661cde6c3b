//! Stepping through a bot's run on the Bot screen, by instruction, by line of its script,
//! by move, and to breakpoints: the core's [`Stepper`](crate::bot::lines::Stepper) over the
//! run recorded line by line, driven by the keys (headless: the script panel only shows it).
//!
//! - Space pauses and resumes; a resumed replay stops at the next statement on a breakpoint
//!   line (B sets or clears one on the line shown; a click on a line in the script panel too).
//! - Right and Left: one instruction on or back. S: on to the next line. M: on to the
//!   statement after the next move. R: from the start.
//!
//! Stepped to a statement, the replay stands *before* it: the mouse is where the statements
//! before it left it, and the statement's line is the one highlighted.

use bevy::prelude::*;

use super::{BotChoice, BotReplay, SPEEDS};
use crate::bot::lines::Stepper;
use crate::input::{Act, Actions};

impl BotReplay {
    /// The recorded statement the replay stands on, for the script panel: the one stepped to;
    /// else the one that ran the last instruction shown (the run's end once all are shown);
    /// the first before any. `None` without a recording, or where a cut recording lost it.
    pub fn current_step(&self) -> Option<usize> {
        let stepper = self.lines.as_ref()?;
        let lines = stepper.lines();
        match self.shown {
            _ if self.on_statement => Some(stepper.index()),
            0 => Some(0),
            _ if self.finished() => Some(lines.end()),
            shown => lines.at_instruction(shown as u64 - 1),
        }
    }

    /// The line of [`current_step`](Self::current_step).
    pub fn current_line(&self) -> Option<u32> {
        let stepper = self.lines.as_ref()?;
        self.current_step().map(|i| stepper.lines().steps()[i].line)
    }

    /// Pauses and moves the replay along the recording with `step` (from the statement shown),
    /// to stand before the statement it finds. Without a recording, one instruction on.
    fn step_by(&mut self, step: impl FnOnce(&mut Stepper) -> bool) {
        self.paused = true;
        let from = self.current_step();
        let Some(stepper) = self.lines.as_mut() else {
            self.shown = (self.shown + 1).min(self.step_count());
            return;
        };
        stepper.go_to(from.unwrap_or(stepper.lines().end()));
        step(stepper);
        self.stand_on_statement();
    }

    /// The replay stands before the stepper's statement.
    fn stand_on_statement(&mut self) {
        let Some(stepper) = &self.lines else { return };
        let before = stepper.current().instructions as usize;
        self.shown = before.min(self.step_count());
        self.on_statement = true;
        self.carry = 0.0;
    }

    /// Shows instructions up to `shown`, unless a statement on one of `breakpoints` comes
    /// first: then it pauses before that statement.
    fn run_on_to(&mut self, shown: usize, breakpoints: &[u32]) {
        let from = match self.shown {
            0 if !self.on_statement => Some(0),
            _ => self.current_step().map(|i| i + 1),
        };
        if let (Some(stepper), Some(from), false) = (self.lines.as_mut(), from, breakpoints.is_empty()) {
            let hit = stepper.lines().steps()[from.min(stepper.lines().end() + 1)..]
                .iter()
                .take_while(|s| s.instructions <= shown as u64)
                .position(|s| breakpoints.contains(&s.line));
            if let Some(offset) = hit {
                stepper.go_to(from + offset);
                self.paused = true;
                self.stand_on_statement();
                return;
            }
        }
        self.shown = shown;
        self.on_statement = false;
    }
}

/// The stepping keys.
pub(super) fn step_keys(actions: Res<Actions>, mut choice: ResMut<BotChoice>, mut replay: ResMut<BotReplay>) {
    let r = &mut *replay;
    if actions.just(Act::PauseReplay) {
        r.paused = !r.paused;
    }
    if actions.just(Act::StepOn) {
        r.paused = true;
        r.shown = (r.shown + 1).min(r.step_count());
        r.on_statement = false;
    }
    if actions.just(Act::StepBack) {
        r.paused = true;
        r.shown = r.shown.saturating_sub(1);
        r.on_statement = false;
    }
    if actions.just(Act::StepLine) {
        r.step_by(Stepper::step_line);
    }
    if actions.just(Act::StepMove) {
        r.step_by(Stepper::step_move);
    }
    if actions.just(Act::Breakpoint)
        && let Some(line) = r.current_line()
    {
        toggle_breakpoint(&mut choice.breakpoints, line);
    }
    if actions.just(Act::ReplayAgain) {
        (r.shown, r.carry, r.on_statement) = (0, 0.0, false);
    }
}

/// Sets a breakpoint on `line`, or clears the one there.
pub fn toggle_breakpoint(breakpoints: &mut Vec<u32>, line: u32) {
    match breakpoints.binary_search(&line) {
        Ok(i) => {
            breakpoints.remove(i);
        }
        Err(i) => breakpoints.insert(i, line),
    }
}

/// Shows more instructions as time passes, at the chosen speed, stopping at a breakpoint.
pub(super) fn advance(time: Res<Time>, choice: Res<BotChoice>, mut replay: ResMut<BotReplay>) {
    if replay.paused || replay.finished() {
        return;
    }
    let r = &mut *replay;
    r.carry += time.delta_secs() * SPEEDS[r.speed];
    let whole = r.carry.floor();
    r.carry -= whole;
    let shown = (r.shown + whole as usize).min(r.step_count());
    if shown > r.shown {
        r.run_on_to(shown, &choice.breakpoints);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_breakpoint_is_set_then_cleared_and_the_list_stays_sorted() {
        let mut points = vec![];
        for line in [7, 3, 12, 3] {
            toggle_breakpoint(&mut points, line);
        }
        assert_eq!(points, [7, 12]);
    }
}
