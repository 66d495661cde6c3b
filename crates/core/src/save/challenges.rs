//! The challenges' best results, kept with the progress: for each challenge (by its file
//! name without `.ron`, `03-left-hand-rule`), the most stars earned, the moves and
//! instructions of that run, and the script that earned them (the solution).
//!
//! A solution is cut to [`MAX_SOLUTION_BYTES`]; all of them together, as written, take at
//! most [`SOLUTIONS_BYTES`] (beyond it the largest scripts are dropped, never the stars),
//! and they count in the same budget as the kept runs ([`super::KEPT_RUNS_BYTES`]), so the
//! save stays well under [`super::SAVE_LIMIT`]. Two games saving at once keep the better
//! result of each challenge.
//!
//! ```
//! use mousemaze_core::save::{ChallengeBest, Progress};
//!
//! let mut progress = Progress::default();
//! let run = |stars, moves| ChallengeBest { stars, moves, instructions: 90, script: "loop { forward(); }".into() };
//! assert!(progress.record_challenge("01-walk-a-corridor", run(2, 40)));
//! assert!(!progress.record_challenge("01-walk-a-corridor", run(1, 10)), "fewer stars is not a best");
//! assert!(progress.record_challenge("01-walk-a-corridor", run(2, 30)), "as many stars in fewer moves is");
//! assert_eq!(progress.challenge_stars("01-walk-a-corridor"), 2);
//! assert_eq!(progress.challenge_stars("02-turn-at-walls"), 0);
//! ```

use serde::{Deserialize, Serialize};

use super::Progress;
use crate::maze::text::printable;

/// The longest solution kept for one challenge, in bytes (a longer one is cut).
pub const MAX_SOLUTION_BYTES: usize = 64 << 10;

/// What all the solutions together may take, in bytes as written.
pub const SOLUTIONS_BYTES: usize = 192 << 10;

/// The most stars a challenge gives.
pub const MAX_STARS: u8 = 3;

/// The best run of a challenge, as saved.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ChallengeBest {
    /// 1 to [`MAX_STARS`]: every maze solved, and a star for each par met.
    pub stars: u8,
    /// Moves and instructions over all the challenge's mazes.
    pub moves: u64,
    pub instructions: u64,
    /// The script that earned it (empty when it was dropped to keep the save small).
    pub script: String,
}

impl ChallengeBest {
    /// Whether this run is better than `other`: more stars, or as many in fewer moves, then
    /// fewer instructions.
    pub fn beats(&self, other: &ChallengeBest) -> bool {
        let rank = |b: &ChallengeBest| (std::cmp::Reverse(b.stars), b.moves, b.instructions);
        rank(self) < rank(other)
    }

    /// The bytes its script takes in the save, as written (quoted and escaped).
    fn script_bytes(&self) -> usize {
        ron::to_string(&self.script).map_or(self.script.len() * 6, |s| s.len())
    }
}

/// `script` cut to at most [`MAX_SOLUTION_BYTES`], at a character's edge; whether it was cut.
fn cut(script: &mut String) -> bool {
    if script.len() <= MAX_SOLUTION_BYTES {
        return false;
    }
    let mut end = MAX_SOLUTION_BYTES;
    while !script.is_char_boundary(end) {
        end -= 1;
    }
    script.truncate(end);
    true
}

impl Progress {
    /// Records a run of the challenge `key` that earned stars; true if it is its new best
    /// (the script is kept, cut to [`MAX_SOLUTION_BYTES`]). A run with no stars is not kept.
    pub fn record_challenge(&mut self, key: &str, mut run: ChallengeBest) -> bool {
        if run.stars == 0 {
            return false;
        }
        run.stars = run.stars.min(MAX_STARS);
        cut(&mut run.script);
        let better = self.challenges.get(key).is_none_or(|best| run.beats(best));
        if better {
            self.challenges.insert(key.to_string(), run);
        }
        better
    }

    /// The stars earned on the challenge `key` (0 if never solved).
    pub fn challenge_stars(&self, key: &str) -> u8 {
        self.challenges.get(key).map_or(0, |best| best.stars)
    }

    /// The bytes the solutions take in the save, as written.
    pub fn solutions_bytes(&self) -> usize {
        self.challenges.values().map(ChallengeBest::script_bytes).sum()
    }

    /// Drops the largest solutions (their stars stay) until all of them take at most
    /// `bytes`; a warning for each dropped.
    pub fn fit_solutions(&mut self, bytes: usize) -> Vec<String> {
        let mut total = self.solutions_bytes();
        let mut warnings = Vec::new();
        while total > bytes {
            let Some((key, best)) = self.challenges.iter_mut().max_by_key(|(_, b)| b.script_bytes()) else { break };
            let size = best.script_bytes();
            if best.script.is_empty() {
                break;
            }
            best.script.clear();
            total = total - size + best.script_bytes();
            let key = printable(key);
            warnings.push(format!("the solution of challenge {key} was dropped to keep the save under {bytes} bytes"));
        }
        warnings
    }

    /// `other`'s challenge results added to these: the better of each.
    pub(super) fn merge_challenges(&mut self, other: &Progress) {
        for (key, run) in &other.challenges {
            self.record_challenge(key, run.clone());
        }
    }

    /// Saved results the game cannot use, corrected: no stars (dropped), over
    /// [`MAX_STARS`] (clamped), a script over [`MAX_SOLUTION_BYTES`] (cut); a warning each.
    pub(super) fn sanitize_challenges(&mut self) -> Vec<String> {
        let mut warnings = Vec::new();
        self.challenges.retain(|key, best| {
            let key = printable(key);
            if best.stars == 0 {
                warnings.push(format!("challenge {key} is saved with no stars; dropped"));
                return false;
            }
            if best.stars > MAX_STARS {
                warnings.push(format!("challenge {key} has {} stars, over {MAX_STARS}; using {MAX_STARS}", best.stars));
                best.stars = MAX_STARS;
            }
            if cut(&mut best.script) {
                warnings
                    .push(format!("the solution of challenge {key} is over {MAX_SOLUTION_BYTES} bytes; it was cut"));
            }
            true
        });
        warnings
    }
}
