//! The line being run: a bot's run recorded statement by statement, for showing the script
//! beside the board with the current line highlighted and the variables of its scope, and
//! for stepping through it while paused ([`Stepper`]).
//!
//! [`Bot::run_lines`](super::Bot::run_lines) runs a script with Rhai's debugger interface
//! watching (a separate engine, built on first use: the ordinary runs, grading, `--seeds`,
//! contests and simulations never pay for it) and gives a [`LineTrace`] beside the
//! [`Trace`](super::Trace); on a maze of any shape,
//! [`Bot::run_lines_shaped`](super::Bot::run_lines_shaped) does the same beside the
//! [`ShapedTrace`](super::ShapedTrace) (one recording written for every ground). A
//! [`LineStep`] is recorded
//! - at every statement the script begins (inside its functions too, and a function's
//!   body as it is entered, at its `{`);
//! - at every expression begun on another line than the step before: a `while` condition
//!   tested again after its body, the rest of a line after a call to a script function.
//!
//! Each step holds where it is (line and column, 1-based), how many instructions and
//! moves were done before it, and the variables of its scope: the [`MAX_VARIABLES`] most
//! recently declared, each value printable and cut to [`VALUE_CHARS`] characters (kept
//! only when they change). At most [`MAX_LINE_STEPS`] steps are recorded; past that the
//! recording is [cut](LineTrace::cut) and the script runs on at full speed. The last
//! step is always the run's end, with every instruction and move counted, at the place the
//! run ended (the error's, the call that reached the cheese, else the last step's).
//!
//! A replay that has shown `k` instructions highlights the step that ran the last of them,
//! [`LineTrace::at_instruction`]`(k - 1)`; paused on a step, it shows that step's
//! [`instructions`](LineStep::instructions), the ones done before it.
//!
//! ```
//! use mousemaze_bot::Bot;
//! use mousemaze_bot::lines::Stepper;
//! use mousemaze_maze::Maze;
//! use mousemaze_maze::Pos;
//! use mousemaze_core::rules::Board;
//!
//! let script = "let walked = 0;\nwhile walked < 3 {\n    forward();\n    walked += 1;\n}\n";
//! let bot = Bot::compile("walk.rhai", script).unwrap();
//! let board = Board::new(Maze::open(6, 1).unwrap(), Pos::new(0, 0), Pos::new(5, 0));
//! let (trace, lines) = bot.run_lines(&board);
//! let order: Vec<u32> = lines.steps().iter().map(|s| s.line).collect();
//! assert_eq!(order[..8], [1, 2, 3, 4, 2, 3, 4, 2]);
//! // The instruction `forward()` number 2 (0-based) ran in the step on line 3.
//! let at = lines.at_instruction(2).unwrap();
//! assert_eq!((lines.steps()[at].line, lines.steps()[at].instructions), (3, 2));
//!
//! let mut stepper = Stepper::new(lines);
//! assert!(stepper.run_to_breakpoint(&[4]));
//! assert_eq!(stepper.variables(), [("walked", "0")]);
//! assert!(stepper.step_move()); // to the first step after the next move
//! assert_eq!((stepper.current().line, stepper.current().moves), (4, 2));
//! stepper.run_to_end();
//! assert_eq!(stepper.current().instructions, trace.instructions);
//! ```

mod record;
mod stepper;

pub(crate) use record::{Recorder, install};
pub use stepper::Stepper;

/// The most steps a recording keeps.
pub const MAX_LINE_STEPS: usize = 100_000;
/// The most variables a step shows (the most recently declared).
pub const MAX_VARIABLES: usize = 12;
/// The most characters of a variable's value shown.
pub const VALUE_CHARS: usize = 40;

/// One statement (or a line of an expression) as the script began it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LineStep {
    /// Where in the script, 1-based (0 when unknown: the end of a script that never ran).
    pub line: u32,
    pub column: u32,
    /// The instructions done before it (so the index of the first instruction it runs).
    pub instructions: u64,
    /// The moves (calls of `forward()`) done before it.
    pub moves: u64,
    /// Its variables: a snapshot in [`LineTrace`].
    snapshot: u32,
}

/// A run recorded statement by statement; see the module's header.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineTrace {
    /// The steps in order; the last is the run's end.
    steps: Vec<LineStep>,
    /// The instructions done when the recording was cut (`None`: it was not).
    cut_at: Option<(u64, u64)>,
    /// Variables' names and values, each kept once and named by index.
    names: Vec<Box<str>>,
    values: Vec<Box<str>>,
    /// Each snapshot's (name, value) pairs, in declaration order: `pairs[start..end]`.
    pairs: Vec<(u32, u32)>,
    snapshots: Vec<(u32, u32)>,
}

impl LineTrace {
    /// Every step in order; never empty (the last is the end).
    pub fn steps(&self) -> &[LineStep] {
        &self.steps
    }

    /// The index of the last step: the run's end.
    pub fn end(&self) -> usize {
        self.steps.len() - 1
    }

    /// Whether the recording stopped before the run ended: at [`MAX_LINE_STEPS`], or where
    /// a limit stopped the recording's slower run first ([`Bot::run_lines`](crate::Bot::run_lines)).
    /// The end step still counts the whole run.
    pub fn cut(&self) -> bool {
        self.cut_at.is_some()
    }

    /// The variables of step `step`'s scope, `(name, value)` in declaration order (none for
    /// a step past the end).
    pub fn variables(&self, step: usize) -> Vec<(&str, &str)> {
        let Some(s) = self.steps.get(step) else { return Vec::new() };
        let (start, end) = self.snapshots[s.snapshot as usize];
        self.pairs[start as usize..end as usize]
            .iter()
            .map(|&(name, value)| (&*self.names[name as usize], &*self.values[value as usize]))
            .collect()
    }

    /// The step that ran instruction `index` (0-based, as in [`Trace::steps`](super::Trace)):
    /// `None` past the last instruction, or in the part of the run a cut recording lost.
    pub fn at_instruction(&self, index: u64) -> Option<usize> {
        self.last_before(index, self.cut_at.map(|(i, _)| i), |s| s.instructions)
    }

    /// The step that made the `nth` move (1-based: `at_move(1)` made the first): `None`
    /// for 0, past the last move, or in the part of the run a cut recording lost.
    pub fn at_move(&self, nth: u64) -> Option<usize> {
        self.last_before(nth.checked_sub(1)?, self.cut_at.map(|(_, m)| m), |s| s.moves)
    }

    /// The last step (not the end) whose count `of` is at most `done`: the one under way
    /// when the count was `done`.
    fn last_before(&self, done: u64, cut: Option<u64>, of: impl Fn(&LineStep) -> u64) -> Option<usize> {
        let total = of(&self.steps[self.end()]);
        if done >= total || cut.is_some_and(|cut| done >= cut) {
            return None;
        }
        let under_way = self.steps[..self.end()].partition_point(|s| of(s) <= done);
        under_way.checked_sub(1)
    }
}

#[cfg(test)]
mod shaped_tests;
