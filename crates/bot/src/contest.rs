//! A bot in the micromouse contest ([`crate::rules::contest`]): one run of its script over the
//! whole contest, so its variables and its map live on from run to run; reaching the goal ends
//! a run, not the script. Budgets: a run has the bot's instructions and moves (used up, the run
//! fails and the contest carries the mouse back, as `wasReset()` then says); the contest has
//! its time and [`contest_limits`]' Rhai operations (used up, the contest ends), and the call
//! depth and data sizes as ever. Every failure names the script's file, line and column.
//!
//! ```
//! use mousemaze_bot::Bot;
//! use mousemaze_maze::generate::micromouse;
//! use mousemaze_core::rules::contest::{ContestRules, contest_board};
//!
//! // Drive to the goal by the right hand (a wall follower cannot find a contest goal).
//! let script = "loop { turnRight(); while wallFront() { turnLeft(); } moveForward(); }";
//! let rules = ContestRules::default();
//! let bot = Bot::for_contest("right-hand.rhai", script, &rules).unwrap();
//! let board = contest_board(micromouse::generate(6, 6, 3).unwrap());
//! let run = bot.contest(&board, rules, false);
//! assert!(!run.result.solved());
//! assert!(run.result.runs[0].failure().unwrap().to_string().contains("out of moves"));
//! ```

use super::lines::LineTrace;
use super::world::World;
use super::{Bot, BotError, Ending, Limits, Trace};
use crate::rules::Board;
use crate::rules::contest::{Contest, ContestResult, ContestRules, RunFailure};

/// A bot's whole contest: its trace (every run, the thoughts) and the result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContestTrace {
    pub trace: Trace,
    pub result: ContestResult,
}

/// A contest's limits from a run's: the Rhai operations and the copying of one run for each
/// run of the contest; the rest as they are (instructions and moves count per run).
pub fn contest_limits(base: Limits, rules: &ContestRules) -> Limits {
    let runs = rules.runs.max(1);
    Limits {
        operations: base.operations.saturating_mul(u64::from(runs)),
        copying: base.copying.saturating_mul(runs as usize),
        ..base
    }
}

impl Bot {
    /// Compiles `source` for contests under `rules`, with [`contest_limits`].
    pub fn for_contest(name: &str, source: &str, rules: &ContestRules) -> Result<Bot, BotError> {
        Bot::with_limits(name, source, contest_limits(Limits::default(), rules))
    }

    /// Runs the script in a contest on `board` under `rules`, recording every instruction
    /// and thought if `record`; its result has the fastest possible run with diagonals too
    /// ([`Contest::result_with_diagonals`], as the game's Bot screen shows it).
    pub fn contest(&self, board: &Board, rules: ContestRules, record: bool) -> ContestTrace {
        let make = || World::contest(board.clone(), &self.limits, record, rules, &self.name);
        let (trace, contest) = self.run_in(board, make);
        Self::contest_over(board, trace, contest, rules, true)
    }

    /// [`Bot::contest`] whose result leaves out the fastest possible run with diagonals (a
    /// search several times as long as the one along the grid): `bot --contest` unless
    /// `--diagonals` asks for it.
    pub fn contest_without_diagonals(&self, board: &Board, rules: ContestRules, record: bool) -> ContestTrace {
        let make = || World::contest(board.clone(), &self.limits, record, rules, &self.name);
        let (trace, contest) = self.run_in(board, make);
        Self::contest_over(board, trace, contest, rules, false)
    }

    /// Runs the contest as [`Bot::contest`] does, recording every instruction and thought,
    /// and every line with its variables, as [`Bot::run_lines`] does for a race: the line
    /// debugger steps through a contest (its breakpoints stop there) as through a race.
    pub fn contest_lines(&self, board: &Board, rules: ContestRules) -> (ContestTrace, LineTrace) {
        let make = || World::contest(board.clone(), &self.limits, true, rules, &self.name);
        let (trace, contest, lines) = self.record_lines(board, make);
        (Self::contest_over(board, trace, contest, rules, true), lines)
    }

    /// The contest's result once the script is done (`diagonals`: with the fastest possible
    /// run with diagonals): a contest the script left unfinished ends, saying why.
    fn contest_over(
        board: &Board,
        trace: Trace,
        contest: Option<Contest>,
        rules: ContestRules,
        diagonals: bool,
    ) -> ContestTrace {
        let mut contest = contest.unwrap_or_else(|| Contest::new(board, rules));
        if !contest.is_over() {
            let why = match &trace.ending {
                Ending::Stopped(err) => RunFailure::Stopped(err.clone()),
                _ => RunFailure::ScriptEnded,
            };
            contest.end(why);
        }
        let result = if diagonals { contest.result_with_diagonals(board) } else { contest.result(board) };
        ContestTrace { result, trace }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::generate::micromouse;
    use crate::rules::contest::contest_board;
    use crate::trace::MAX_RECORDED_STEPS;

    #[test]
    fn a_recorded_contest_keeps_a_bounded_trace_and_counts_the_rest() {
        let rules = ContestRules { runs: 1, ..ContestRules::default() };
        let extra = 1000;
        let limits = Limits { instructions: (MAX_RECORDED_STEPS + extra) as u64, ..Limits::default() };
        let bot = Bot::with_limits("looks.rhai", "loop { wallFront(); }", contest_limits(limits, &rules)).unwrap();
        let board = contest_board(micromouse::generate(6, 6, 1).unwrap());
        let run = bot.contest(&board, rules, true);
        assert_eq!(run.trace.steps.len(), MAX_RECORDED_STEPS);
        assert_eq!(run.trace.unrecorded, run.trace.instructions - MAX_RECORDED_STEPS as u64);
        assert!(run.trace.unrecorded >= extra as u64, "{}", run.trace.unrecorded);
    }

    #[test]
    fn the_fastest_run_with_diagonals_is_searched_only_when_asked_for() {
        let rules = ContestRules { runs: 1, ..ContestRules::default() };
        let bot = Bot::for_contest("still.rhai", "wallFront();", &rules).unwrap();
        let board = contest_board(micromouse::generate(8, 8, 3).unwrap());
        let (asked, not) = (bot.contest(&board, rules, false), bot.contest_without_diagonals(&board, rules, false));
        let (grid, _) = not.result.fastest_possible.unwrap();
        assert_eq!(not.result.fastest_with_diagonals, None, "not asked, not searched");
        assert!(asked.result.fastest_with_diagonals.is_some_and(|d| d <= grid), "{:?}", asked.result);
        let asked_for_nothing_else = ContestResult { fastest_with_diagonals: None, ..asked.result };
        assert_eq!((asked_for_nothing_else, asked.trace), (not.result, not.trace), "the contest is the same");
    }
}
