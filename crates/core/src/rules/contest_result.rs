//! What a micromouse contest (`Contest`) gives: each run ([`ContestRun`]: how it
//! ended, [`RunEnd`], and why it failed, [`RunFailure`]), why the contest is over
//! ([`ContestOver`]), and the whole result with its best run and score ([`ContestResult`]).

use std::fmt;

use super::script_error::BotError;

/// One run of a contest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContestRun {
    /// The contest clock when it started.
    pub start_tick: u64,
    /// Moves (bumps included) made in it, all of them: passing the start mid-run does not
    /// restart this count.
    pub moves: u32,
    /// The moves its time covers: those since its clock last (re)started at the start.
    pub timed_moves: u32,
    pub end: RunEnd,
}

impl ContestRun {
    /// Its time, if it reached the goal, in ticks.
    pub fn ticks(&self) -> Option<u64> {
        match self.end {
            RunEnd::Reached { ticks } => Some(ticks),
            _ => None,
        }
    }

    /// Why it failed, if it did.
    pub fn failure(&self) -> Option<&RunFailure> {
        match &self.end {
            RunEnd::Failed(why) => Some(why),
            _ => None,
        }
    }
}

/// How a run ended, or that it has not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunEnd {
    UnderWay,
    /// It reached the goal in `ticks`.
    Reached {
        ticks: u64,
    },
    Failed(RunFailure),
}

/// Why a run did not reach the goal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunFailure {
    /// The mouse asked to be carried back to the start.
    CarriedBack,
    /// The contest's whole time ran out.
    TimeUp { budget_ticks: u64 },
    /// The mouse's script failed or ran out of one of its budgets (the contest then carries
    /// it back).
    Stopped(BotError),
    /// The mouse's script came to its end.
    ScriptEnded,
    /// The mouse's program (an mms mouse) exited or was stopped.
    ProgramEnded,
}

impl fmt::Display for RunFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RunFailure::CarriedBack => f.write_str("carried back to the start before reaching the goal"),
            RunFailure::TimeUp { budget_ticks } => write!(f, "the contest's {} ran out", super::clock(*budget_ticks)),
            RunFailure::Stopped(err) => err.fmt(f),
            RunFailure::ScriptEnded => f.write_str("the script ended before the mouse reached the goal"),
            RunFailure::ProgramEnded => f.write_str("the program ended before the mouse reached the goal"),
        }
    }
}

/// Why a contest is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ContestOver {
    /// Every run was made.
    AllRunsDone { runs: u32 },
    /// The contest's time ran out.
    TimeUp { budget_ticks: u64 },
    /// The mouse stopped: its script ended or failed.
    MouseStopped,
}

impl fmt::Display for ContestOver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ContestOver::AllRunsDone { runs } => write!(f, "all {runs} runs are done"),
            ContestOver::TimeUp { budget_ticks } => write!(f, "the contest's {} ran out", super::clock(*budget_ticks)),
            ContestOver::MouseStopped => f.write_str("the mouse stopped"),
        }
    }
}

/// How a contest went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContestResult {
    /// Why the contest is over (`None` while it is not).
    pub ended: Option<ContestOver>,
    pub runs: Vec<ContestRun>,
    /// All the time in the maze, penalties included, in ticks.
    pub maze_ticks: u64,
    pub carried: u32,
    /// The fastest run possible (ticks, moves) knowing the maze; `None` if the goal cannot be
    /// reached.
    pub fastest_possible: Option<(u64, usize)>,
    /// The fastest run possible in ticks with diagonals too ([`DiagonalCosts::MOUSE`](crate::maze::solve::fastest::DiagonalCosts::MOUSE)): never
    /// more. `None` when not asked for (only `Contest::result_with_diagonals` searches it) or
    /// when the goal cannot be reached.
    pub fastest_with_diagonals: Option<u64>,
}

impl ContestResult {
    /// The tick after which a trace's steps are no longer the contest's: its end, when it
    /// was over before the mouse stopped (its time ran out, or every run was made) and the
    /// program went on alone; `None` when every step belongs to it. The step that ended it is
    /// the last of the contest's.
    pub fn over_before_the_mouse(&self) -> Option<u64> {
        match self.ended {
            Some(ContestOver::TimeUp { .. } | ContestOver::AllRunsDone { .. }) => Some(self.maze_ticks),
            _ => None,
        }
    }

    /// The fastest run that reached the goal: its number (from 0) and the run.
    pub fn best(&self) -> Option<(usize, &ContestRun)> {
        self.runs
            .iter()
            .enumerate()
            .filter_map(|(i, r)| Some((r.ticks()?, i, r)))
            .min_by_key(|&(ticks, i, _)| (ticks, i))
            .map(|(_, i, r)| (i, r))
    }

    /// Whether a run reached the goal.
    pub fn solved(&self) -> bool {
        self.best().is_some()
    }

    /// The score in ticks: the best run + 1/30 of the time in the maze (`None`: no run
    /// reached the goal).
    pub fn score_ticks(&self) -> Option<f64> {
        let (_, best) = self.best()?;
        Some(best.ticks()? as f64 + self.maze_ticks as f64 / 30.0)
    }
}
