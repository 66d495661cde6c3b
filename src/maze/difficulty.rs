//! Difficulty presets, and the balance arithmetic behind them.
//!
//! A preset sets the maze (size, algorithm, braid) and the rival (kind and speed relative
//! to the player). Because a rival's walk is a fixed plan ([`RivalKind::walk`]), who wins
//! between it and a player who runs the shortest path can be computed exactly:
//! the player needs `shortest / player_speed` seconds, the rival `walk / rival_speed`.
//! [`Difficulty::balance`] runs that over many seeds; `mousemaze simulate` prints it.
//!
//! ```
//! use mousemaze::maze::difficulty::Difficulty;
//!
//! let easy = Difficulty::Easy.balance(0..50);
//! assert!(easy.win_rate >= 0.9, "Easy is comfortably winnable");
//! ```

use std::fmt;
use std::ops::Range;

use super::rivals::RivalKind;
use super::{Algorithm, Solver};

/// The named difficulties.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Difficulty {
    Easy,
    #[default]
    Normal,
    Hard,
    Expert,
}

/// What a difficulty sets.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Preset {
    pub width: u32,
    pub height: u32,
    pub algorithm: Algorithm,
    pub braid: f64,
    pub rival: RivalKind,
    /// The rival's speed as a multiple of the player's.
    pub rival_speed: f32,
}

/// The player's running speed in cells per second, the same at every difficulty.
pub const PLAYER_SPEED: f32 = 6.5;

impl Difficulty {
    pub const ALL: [Difficulty; 4] = [Difficulty::Easy, Difficulty::Normal, Difficulty::Hard, Difficulty::Expert];

    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "Easy",
            Difficulty::Normal => "Normal",
            Difficulty::Hard => "Hard",
            Difficulty::Expert => "Expert",
        }
    }

    /// The preset: tuned with `mousemaze simulate` so that Easy is comfortably winnable,
    /// Normal needs a good route, Hard needs near-optimal play and Expert nearly perfect play.
    pub fn preset(self) -> Preset {
        let (width, height, algorithm, braid, rival, rival_speed) = match self {
            Difficulty::Easy => (15, 11, Algorithm::Backtracker, 0.0, RivalKind::Explorer, 0.8),
            Difficulty::Normal => (21, 15, Algorithm::Backtracker, 0.0, RivalKind::Smeller, 0.95),
            Difficulty::Hard => (31, 21, Algorithm::Backtracker, 0.1, RivalKind::Sprinter, 0.88),
            Difficulty::Expert => (41, 27, Algorithm::Kruskal, 0.2, RivalKind::Sprinter, 0.95),
        };
        Preset { width, height, algorithm, braid, rival, rival_speed }
    }

    /// How a player who runs the shortest path fares against this difficulty's rival over
    /// `seeds`: the share of wins, and how much longer than the shortest route a player
    /// could run and still win (the slack), as percentiles.
    pub fn balance(self, seeds: Range<u64>) -> Balance {
        let preset = self.preset();
        let mut slacks: Vec<f32> = seeds
            .clone()
            .map(|seed| {
                let maze = preset
                    .algorithm
                    .generate_braided(preset.width, preset.height, seed, preset.braid)
                    .expect("presets are valid sizes");
                let (start, goal) = maze.corners();
                let shortest = Solver::Bfs.solve(&maze, start, goal).expect("mazes are connected").steps() as f32;
                let walk = preset.rival.walk(&maze, start, goal).expect("rivals always arrive");
                if walk.is_empty() {
                    return f32::INFINITY;
                }
                let rival_steps = (walk.len() - 1) as f32;
                // The player may run this many moves and still arrive first.
                let allowed = rival_steps / preset.rival_speed;
                allowed / shortest - 1.0
            })
            .collect();
        slacks.sort_by(f32::total_cmp);
        let runs = slacks.len().max(1);
        let percentile = |q: f32| slacks.get(((runs - 1) as f32 * q).round() as usize).copied().unwrap_or(0.0);
        Balance {
            difficulty: self,
            runs: slacks.len(),
            win_rate: slacks.iter().filter(|&&s| s > 0.0).count() as f32 / runs as f32,
            slack_p10: percentile(0.1),
            slack_median: percentile(0.5),
            slack_p90: percentile(0.9),
        }
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The outcome of [`Difficulty::balance`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Balance {
    pub difficulty: Difficulty,
    pub runs: usize,
    /// Share of runs a shortest-path player wins (0..=1).
    pub win_rate: f32,
    /// Extra route the player can afford and still win (0.25 = 25 % longer than shortest).
    pub slack_p10: f32,
    pub slack_median: f32,
    pub slack_p90: f32,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn difficulty_ramps_up() {
        let results: Vec<Balance> = Difficulty::ALL.iter().map(|d| d.balance(0..40)).collect();
        for pair in results.windows(2) {
            assert!(pair[0].slack_median > pair[1].slack_median, "{:?} then {:?}", pair[0], pair[1]);
        }
        let [easy, normal, hard, expert] = results[..] else { unreachable!() };
        assert!(easy.win_rate >= 0.95 && easy.slack_median > 0.8, "Easy is comfortable: {easy:?}");
        assert!(normal.win_rate >= 0.85, "Normal is winnable with a good route: {normal:?}");
        assert!((0.05..0.2).contains(&hard.slack_median), "Hard needs near-optimal play: {hard:?}");
        assert!(expert.slack_median < hard.slack_median && expert.win_rate > 0.9, "{expert:?}");
    }
}
