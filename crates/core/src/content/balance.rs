//! The difficulty table, measured by racing: over many seeds, a player who taps the keys of
//! the shortest route ([`RouteKeys`]) races each preset's rival in [`Run`], tick by tick,
//! exactly as the game would play it. `mousemaze simulate` prints the result.
//!
//! ```
//! use mousemaze_core::content::difficulty::Difficulty;
//! use mousemaze_core::content::balance::Balance;
//!
//! let easy = Balance::measure(Difficulty::Easy, 0..30);
//! assert!(easy.win_rate >= 0.9, "Easy is comfortably winnable");
//! ```

use std::ops::Range;

use crate::content::difficulty::Difficulty;
use crate::rules::PLAYER_SPEED;
use crate::rules::{RivalSpec, RouteKeys, Run, RunError};

/// Ticks after which a race that has not ended is given up (no real race comes near).
const TICK_LIMIT: u64 = 10_000_000;

/// How a shortest-route player fares against a difficulty's rival.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Balance {
    pub difficulty: Difficulty,
    pub runs: usize,
    /// Share of races the player wins (0..=1).
    pub win_rate: f32,
    /// How much longer than the shortest route the player could run and still win
    /// (0.25 = 25 % longer), as percentiles over the seeds.
    pub slack_p10: f32,
    pub slack_median: f32,
    pub slack_p90: f32,
}

/// One race: the ticks the player and the rival took to reach the cheese.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RaceResult {
    pub player_ticks: u64,
    /// `None` without a rival.
    pub rival_ticks: Option<u64>,
}

/// Why a balance race could not be run to its end.
#[derive(Clone, Debug, PartialEq)]
pub enum RaceError {
    /// The preset's maze could not be made, or its cheese reached.
    Run(RunError),
    /// A mouse had not arrived after [`TICK_LIMIT`] ticks.
    NoArrival { difficulty: Difficulty, seed: u64 },
}

impl std::fmt::Display for RaceError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RaceError::Run(e) => e.fmt(f),
            RaceError::NoArrival { difficulty, seed } => {
                write!(f, "{difficulty} seed {seed}: no arrival after {TICK_LIMIT} ticks")
            }
        }
    }
}

impl std::error::Error for RaceError {}

/// Races a shortest-route player against `difficulty`'s rival on the maze of `seed`, until
/// both have arrived.
pub fn race(difficulty: Difficulty, seed: u64) -> Result<RaceResult, RaceError> {
    let preset = difficulty.preset();
    let rival = RivalSpec { kind: preset.rival, cells_per_second: PLAYER_SPEED * preset.rival_speed };
    let mut run = Run::from_recipe(difficulty.recipe(seed), PLAYER_SPEED, &[rival]).map_err(RaceError::Run)?;
    let keys = RouteKeys::fastest(&run);
    while run.mice.iter().any(|m| m.arrived.is_none()) {
        if run.tick > TICK_LIMIT {
            return Err(RaceError::NoArrival { difficulty, seed });
        }
        run.step(keys.input(&run));
    }
    let player_ticks = run.player().arrived.unwrap_or(0);
    Ok(RaceResult { player_ticks, rival_ticks: run.mice.get(1).and_then(|m| m.arrived) })
}

/// The slack of one race of [`race`]: how much longer than the player the rival took
/// (0.25 = 25 % longer, negative when the rival wins), `+∞` without a rival, `−∞` for a
/// race that could not be run. Races are independent, so callers may run them on any
/// core and hand the slacks to [`Balance::from_slacks`] in seed order.
pub fn slack(difficulty: Difficulty, seed: u64) -> f32 {
    match race(difficulty, seed) {
        Ok(RaceResult { player_ticks, rival_ticks: Some(rival) }) => rival as f32 / player_ticks.max(1) as f32 - 1.0,
        Ok(RaceResult { rival_ticks: None, .. }) => f32::INFINITY,
        Err(_) => f32::NEG_INFINITY,
    }
}

impl Balance {
    /// Races every seed of `seeds` against `difficulty`'s rival.
    pub fn measure(difficulty: Difficulty, seeds: Range<u64>) -> Balance {
        Balance::from_slacks(difficulty, seeds.map(|seed| slack(difficulty, seed)).collect())
    }

    /// The table's row from the [`slack`] of each race.
    pub fn from_slacks(difficulty: Difficulty, mut slacks: Vec<f32>) -> Balance {
        slacks.sort_by(f32::total_cmp);
        let runs = slacks.len().max(1);
        let percentile = |q: f32| slacks.get(((runs - 1) as f32 * q).round() as usize).copied().unwrap_or(0.0);
        Balance {
            difficulty,
            runs: slacks.len(),
            win_rate: slacks.iter().filter(|&&s| s >= 0.0).count() as f32 / runs as f32,
            slack_p10: percentile(0.1),
            slack_median: percentile(0.5),
            slack_p90: percentile(0.9),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::solve::earliest::earliest_arrival;

    #[test]
    fn difficulty_ramps_up() {
        let results: Vec<Balance> = Difficulty::ALL.iter().map(|d| Balance::measure(*d, 0..40)).collect();
        for pair in results.windows(2) {
            assert!(pair[0].slack_median > pair[1].slack_median, "{:?} then {:?}", pair[0], pair[1]);
        }
        let [easy, normal, hard, expert] = results[..] else { unreachable!() };
        assert!(easy.win_rate >= 0.95 && easy.slack_median > 0.8, "Easy is comfortable: {easy:?}");
        assert!(normal.win_rate >= 0.85, "Normal is winnable with a good route: {normal:?}");
        assert!((0.05..0.2).contains(&hard.slack_median), "Hard needs near-optimal play: {hard:?}");
        assert!(expert.slack_median < hard.slack_median && expert.win_rate > 0.9, "{expert:?}");
    }

    #[test]
    fn a_race_takes_the_ticks_the_speeds_imply() {
        let result = race(Difficulty::Normal, 3).unwrap();
        let run = Run::from_recipe(Difficulty::Normal.recipe(3), PLAYER_SPEED, &[]).unwrap();
        assert_eq!(result.player_ticks, run.shortest_moves as u64 * u64::from(run.player().mouse.pace));
        // Hard has doors: the player arrives exactly when the earliest-arrival solver says.
        let result = race(Difficulty::Hard, 3).unwrap();
        let run = Run::from_recipe(Difficulty::Hard.recipe(3), PLAYER_SPEED, &[]).unwrap();
        let board = &run.board;
        assert_eq!(board.doors.len(), 4);
        let pace = run.player().mouse.pace;
        let earliest = earliest_arrival(&board.maze, &board.doors, board.start, board.goal, 0, pace).unwrap();
        assert!(earliest.arrival > run.shortest_moves as u64 * u64::from(pace), "the doors hold the player up");
        assert_eq!(result.player_ticks, earliest.arrival);
        assert!(result.rival_ticks.unwrap() > result.player_ticks, "Hard is winnable on the best route");
    }
}
