//! The player's saved data, with no Bevy: progress and settings, saved as RON in the OS
//! config folder: the best time per level and per difficulty, the levels finished, the
//! daily mazes done, the best run of each maze (its ghost), the challenges' stars and
//! solutions, the last choices made, and the settings. The game (`game::saves`) and `mousemaze replay` both read it through
//! [`SaveFile`].
//!
//! Nothing is ever lost ([`store`]):
//! - writes are whole ([`crate::files`]: a temporary file renamed into place; a save that is
//!   a link is written through and stays a link);
//! - reading never changes the file: what is good in a damaged save is kept (a file that is
//!   not progress at all reads as fresh progress), with a warning; only when the game next
//!   saves over a damaged file, or one with a value put right (a key the game does not know),
//!   is it kept aside as `progress.ron.bak` (or the next free
//!   `.bak.N`, byte for byte), and only if it is the player's own; a file that cannot be
//!   read is never written over;
//! - each save re-reads the file under a lock and merges: two games running at once keep
//!   each other's finished levels and best times (settings: the last save wins);
//! - out-of-range saved settings are clamped with a warning;
//! - a save that fails is returned as an error (the game shows it on screen).
//!
//! `MOUSEMAZE_CONFIG_DIR` overrides the folder (tests, CI).

mod challenges;
mod custom_shape;
mod daily;
mod kept_runs;
mod key_repair;
mod recover;
mod sanitize;
mod seeing;
mod settings;
mod store;

use std::collections::{BTreeMap, BTreeSet};
use std::ops::RangeInclusive;
use std::path::PathBuf;

use serde::{Deserialize, Serialize};

pub use challenges::{ChallengeBest, MAX_SOLUTION_BYTES, MAX_STARS, SOLUTIONS_BYTES};
pub use custom_shape::CustomShape;
pub use kept_runs::{KeptRun, KeptRunError, MAX_KEPT_RUNS};
pub use seeing::{SeeingSettings, TrailSetting};
pub use settings::{Action, Key, MAX_VOLUME, Palette, Settings};
pub use store::{KEPT_RUNS_BYTES, SAVE_LIMIT, SaveError};

use crate::content::difficulty::Difficulty;
use crate::maze::Algorithm;
use crate::maze::doors::DoorAmount;
use crate::maze::recipe::MazeRecipe;
use crate::maze::rng::seed_from_text;
use crate::rules::rivals::RivalKind;

/// Everything the game remembers between sessions.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Progress {
    /// Best time in seconds, by run key (`level:01-first-steps`, `preset:Normal`).
    pub best_times: BTreeMap<String, f32>,
    /// Levels finished, by level id.
    pub finished: Vec<String>,
    /// The last difficulty chosen.
    pub last_difficulty: Difficulty,
    /// The last custom game set up.
    pub custom: CustomChoice,
    /// What the board shows (carving, trail).
    pub seeing: SeeingSettings,
    /// The best run of each maze (its ghost), by the game's key of the maze (`RunConfig::maze_key`).
    pub kept_runs: BTreeMap<String, KeptRun>,
    /// The days whose daily maze was finished (`2026-11-23`), for the streak.
    pub daily_finished: BTreeSet<String>,
    /// The days whose daily maze was played and lost.
    pub daily_lost: BTreeSet<String>,
    /// The first-time hints already shown (`doors`, `fog`, `ghost`): each is said once.
    pub hints_shown: BTreeSet<String>,
    /// The best result of each challenge solved (stars and solution), by its file name
    /// without `.ron`.
    pub challenges: BTreeMap<String, ChallengeBest>,
    /// Sound, palette and keys (the Settings screen).
    pub settings: Settings,
}

/// The braid shares the custom-game menu offers, in percent.
pub const BRAID_PERCENTS: RangeInclusive<u32> = 0..=100;
/// The door counts the custom-game menu offers.
pub const DOOR_COUNTS: RangeInclusive<u32> = 0..=30;
/// The rival speeds the custom-game menu offers, in percent of the player's.
pub const RIVAL_SPEED_PERCENTS: RangeInclusive<u32> = 50..=150;
/// The longest seed text kept.
pub const MAX_SEED_CHARS: usize = 100;

/// The fields of the custom-game menu.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct CustomChoice {
    pub width: u32,
    pub height: u32,
    pub algorithm: Algorithm,
    pub braid_percent: u32,
    /// Electronic doors placed from the seed.
    pub doors: u32,
    pub rival: RivalKind,
    /// The rival's speed in percent of the player's.
    pub rival_speed_percent: u32,
    /// What the player typed as the seed (a number or a word); empty for a random one.
    pub seed: String,
    /// Fog of war.
    pub fog: bool,
    /// Squares, or a maze of another shape (played without doors and fog).
    pub shape: CustomShape,
}

impl CustomChoice {
    /// The maze this choice makes (its seed typed as a number or a word).
    pub fn recipe(&self) -> MazeRecipe {
        MazeRecipe {
            algorithm: self.algorithm,
            width: self.width,
            height: self.height,
            seed: seed_from_text(&self.seed),
            braid: f64::from(self.braid_percent.min(*BRAID_PERCENTS.end())) / 100.0,
            doors: DoorAmount::Count(self.doors.min(*DOOR_COUNTS.end())),
        }
    }
}

impl Default for CustomChoice {
    fn default() -> Self {
        CustomChoice {
            width: 25,
            height: 17,
            algorithm: Algorithm::Backtracker,
            braid_percent: 0,
            doors: 0,
            rival: RivalKind::Explorer,
            rival_speed_percent: 90,
            seed: String::new(),
            fog: false,
            shape: CustomShape::Square,
        }
    }
}

impl Progress {
    /// Records a finished run; true if it is a new best time.
    pub fn record(&mut self, key: &str, seconds: f32) -> bool {
        let best = self.best_times.entry(key.to_string()).or_insert(f32::INFINITY);
        let improved = seconds < *best;
        if improved {
            *best = seconds;
        }
        improved
    }

    pub fn best(&self, key: &str) -> Option<f32> {
        self.best_times.get(key).copied()
    }

    pub fn finish_level(&mut self, id: &str) {
        if !self.finished.iter().any(|f| f == id) {
            self.finished.push(id.to_string());
        }
    }

    pub fn has_finished(&self, id: &str) -> bool {
        self.finished.iter().any(|f| f == id)
    }

    /// This progress with `other`'s wins added: every level finished in either, the best
    /// of each time; the settings (last difficulty, custom game) are this one's.
    pub fn merged_with(&self, other: &Progress) -> Progress {
        let mut merged = self.clone();
        for (key, seconds) in &other.best_times {
            merged.record(key, *seconds);
        }
        for id in &other.finished {
            merged.finish_level(id);
        }
        merged.merge_kept_runs(other);
        merged.merge_challenges(other);
        merged.daily_finished.extend(other.daily_finished.iter().cloned());
        merged.daily_lost.extend(other.daily_lost.iter().cloned());
        merged.hints_shown.extend(other.hints_shown.iter().cloned());
        merged
    }
}

/// Where progress is saved; `None` when there is no config folder (nothing is saved).
#[derive(Clone, Debug, PartialEq)]
pub struct SaveFile(pub Option<PathBuf>);

impl SaveFile {
    /// `MOUSEMAZE_CONFIG_DIR`, else the OS config folder for mousemaze.
    pub fn locate() -> SaveFile {
        SaveFile(crate::folders::config_dir().map(|d| d.join("progress.ron")))
    }

    /// Reads the saved progress, changing nothing on disk. A missing file is fresh progress;
    /// a damaged one gives what is good in it (fresh progress if nothing is), and the
    /// warnings say so; it is moved aside only when [`SaveFile::save`] next replaces it
    /// (see [`store`]).
    pub fn load(&self) -> (Progress, Vec<String>) {
        let Some(path) = &self.0 else { return (Progress::default(), Vec::new()) };
        let found = store::read(path);
        (found.progress, found.warnings)
    }

    /// Saves atomically, merged with what is on disk now, under a lock; the warnings of
    /// reading what was there.
    pub fn save(&self, progress: &Progress) -> Result<Vec<String>, SaveError> {
        let Some(path) = &self.0 else { return Ok(Vec::new()) };
        let (_, warnings) = store::save(path, progress)?;
        Ok(warnings)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_file(name: &str) -> SaveFile {
        let dir = std::env::temp_dir().join(format!("mousemaze-progress-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        SaveFile(Some(dir.join("progress.ron")))
    }

    #[test]
    fn progress_round_trips() {
        let file = temp_file("roundtrip");
        let mut progress = Progress::default();
        assert!(progress.record("preset:Normal", 31.5));
        assert!(!progress.record("preset:Normal", 40.0), "slower is not a best");
        progress.finish_level("01-first-steps");
        progress.custom.seed = "cheese".into();
        file.save(&progress).unwrap();
        assert_eq!(file.load(), (progress, Vec::new()));
    }

    #[test]
    fn a_corrupt_save_is_kept_aside_when_saved_over_and_never_overwritten() {
        let file = temp_file("corrupt");
        let path = file.0.clone().unwrap();
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        for round in 1..=2 {
            std::fs::write(&path, "(best_times: {\"x\": oops").unwrap();
            let (progress, warnings) = file.load();
            assert_eq!(progress, Progress::default());
            assert!(warnings[0].contains("is damaged") && warnings[0].contains(".bak"), "{warnings:?}");
            assert!(path.exists(), "loading (the game, `mousemaze replay`) moves nothing");
            file.save(&progress).unwrap();
            let backup = if round == 1 { path.with_extension("ron.bak") } else { path.with_extension("ron.bak.2") };
            assert_eq!(std::fs::read_to_string(&backup).unwrap(), "(best_times: {\"x\": oops", "round {round}");
        }
    }

    #[test]
    fn a_save_that_is_not_utf8_is_kept_before_the_next_save() {
        let file = temp_file("utf8");
        let path = file.0.clone().unwrap();
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        let bytes = b"(finished: [\"01\xff\"])".to_vec();
        std::fs::write(&path, &bytes).unwrap();
        let (progress, warnings) = file.load();
        assert_eq!(progress, Progress::default());
        assert!(warnings[0].contains("not UTF-8"), "{warnings:?}");
        file.save(&progress).unwrap();
        assert_eq!(std::fs::read(path.with_extension("ron.bak")).unwrap(), bytes, "kept byte for byte");
    }

    #[test]
    fn a_missing_file_is_fresh_progress() {
        assert_eq!(temp_file("missing").load(), (Progress::default(), Vec::new()));
        assert_eq!(SaveFile(None).load(), (Progress::default(), Vec::new()));
    }

    #[test]
    fn two_games_keep_each_others_wins_and_the_last_settings() {
        let file = temp_file("two-games");
        let (mut first, mut second) = (Progress::default(), Progress::default());
        first.finish_level("01");
        first.record("level:01", 20.0);
        first.record("preset:Easy", 50.0);
        file.save(&first).unwrap();
        second.finish_level("02");
        second.record("preset:Easy", 40.0);
        second.record("level:01", 25.0);
        second.last_difficulty = Difficulty::Hard;
        file.save(&second).unwrap();
        let (saved, _) = file.load();
        assert_eq!(saved.finished, ["02", "01"]);
        assert_eq!((saved.best("level:01"), saved.best("preset:Easy")), (Some(20.0), Some(40.0)));
        assert_eq!(saved.last_difficulty, Difficulty::Hard);
    }
}
