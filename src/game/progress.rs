//! Progress and settings, saved as RON in the OS config folder (`directories`): the best
//! time per level and per difficulty, the levels finished, and the last choices made.
//!
//! Nothing is ever lost: writes go to a temporary file that is renamed over the old one,
//! and a save file that cannot be read is kept aside as `progress.ron.bak` (with a warning)
//! before the game starts afresh. `MOUSEMAZE_CONFIG_DIR` overrides the folder (tests, CI).

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::maze::Algorithm;
use crate::maze::difficulty::Difficulty;
use crate::maze::rivals::RivalKind;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LastRecord>()
        .add_systems(PreStartup, load_progress.run_if(not(resource_exists::<Progress>)))
        .add_systems(OnEnter(super::Screen::Won), record_win.in_set(super::EnterSet::Record));
}

/// The best time of the run just won, and whether this run set it.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct LastRecord {
    pub best: f32,
    pub new_best: bool,
}

/// Saves a won run: its time if best, and the level as finished (opening the next one).
pub fn record_win(
    config: Res<super::RunConfig>,
    run: Res<super::CurrentRun>,
    file: Res<ProgressFile>,
    mut progress: ResMut<Progress>,
    mut last: ResMut<LastRecord>,
) {
    let key = config.kind.key();
    let elapsed = run.elapsed_seconds();
    let new_best = progress.record(&key, elapsed);
    if let super::RunKind::Level(level) = &config.kind {
        progress.finish_level(&level.id);
    }
    *last = LastRecord { best: progress.best(&key).unwrap_or(elapsed), new_best };
    save(&file, &progress);
}

/// Everything the game remembers between sessions.
#[derive(Resource, Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
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
}

/// The fields of the custom-game menu.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct CustomChoice {
    pub width: u32,
    pub height: u32,
    pub algorithm: Algorithm,
    pub braid_percent: u32,
    pub rival: RivalKind,
    /// The rival's speed in percent of the player's.
    pub rival_speed_percent: u32,
    /// What the player typed as the seed (a number or a word); empty for a random one.
    pub seed: String,
}

impl Default for CustomChoice {
    fn default() -> Self {
        CustomChoice {
            width: 25,
            height: 17,
            algorithm: Algorithm::Backtracker,
            braid_percent: 0,
            rival: RivalKind::Explorer,
            rival_speed_percent: 90,
            seed: String::new(),
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
}

/// Where progress is saved; `None` when there is no config folder (nothing is saved).
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct ProgressFile(pub Option<PathBuf>);

impl ProgressFile {
    /// `MOUSEMAZE_CONFIG_DIR`, else the OS config folder for mousemaze.
    pub fn locate() -> ProgressFile {
        let dir = std::env::var_os("MOUSEMAZE_CONFIG_DIR")
            .map(PathBuf::from)
            .or_else(|| directories::ProjectDirs::from("", "", "mousemaze").map(|d| d.config_dir().to_path_buf()));
        ProgressFile(dir.map(|d| d.join("progress.ron")))
    }

    /// Reads the saved progress. A missing file is fresh progress; an unreadable one is
    /// moved aside to `*.bak` first, and the returned warning says so.
    pub fn load(&self) -> (Progress, Option<String>) {
        let Some(path) = &self.0 else { return (Progress::default(), None) };
        let text = match fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return (Progress::default(), None),
            Err(e) => return (Progress::default(), Some(format!("cannot read {}: {e}", path.display()))),
        };
        match ron::from_str::<Progress>(&text) {
            Ok(progress) => (progress, None),
            Err(e) => {
                let backup = backup_path(path);
                let kept = fs::rename(path, &backup).map_or_else(
                    |err| format!("could not move it aside ({err}); it was left as it is"),
                    |()| format!("it was kept as {}", backup.display()),
                );
                (Progress::default(), Some(format!("{} is damaged ({e}); {kept}; starting fresh", path.display())))
            }
        }
    }

    /// Saves atomically: a temporary file, synced, then renamed over the old one.
    pub fn save(&self, progress: &Progress) -> Result<(), String> {
        let Some(path) = &self.0 else { return Ok(()) };
        let text =
            ron::ser::to_string_pretty(progress, ron::ser::PrettyConfig::default()).map_err(|e| e.to_string())?;
        let write = || -> std::io::Result<()> {
            if let Some(dir) = path.parent() {
                fs::create_dir_all(dir)?;
            }
            let temp = path.with_extension("ron.tmp");
            fs::write(&temp, text.as_bytes())?;
            fs::File::open(&temp)?.sync_all()?;
            fs::rename(&temp, path)
        };
        write().map_err(|e| format!("cannot save progress to {}: {e}", path.display()))
    }
}

/// `progress.ron.bak`, or `progress.ron.bak.2`, … when older backups exist: none is overwritten.
fn backup_path(path: &Path) -> PathBuf {
    let first = path.with_extension("ron.bak");
    (2..1000)
        .map(|n| path.with_extension(format!("ron.bak.{n}")))
        .fold(first, |chosen, next| if chosen.exists() { next } else { chosen })
}

fn load_progress(mut commands: Commands, file: Option<Res<ProgressFile>>) {
    let file = file.map_or_else(ProgressFile::locate, |f| f.clone());
    let (progress, warning) = file.load();
    if let Some(warning) = warning {
        warn!("{warning}");
    }
    commands.insert_resource(progress);
    commands.insert_resource(file);
}

/// Saves, logging (not failing) when the disk says no: the game goes on.
pub fn save(file: &ProgressFile, progress: &Progress) {
    if let Err(e) = file.save(progress) {
        warn!("{e}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_file(name: &str) -> ProgressFile {
        let dir = std::env::temp_dir().join(format!("mousemaze-progress-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        ProgressFile(Some(dir.join("progress.ron")))
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
        assert_eq!(file.load(), (progress, None));
    }

    #[test]
    fn a_corrupt_save_is_kept_aside_and_never_overwritten() {
        let file = temp_file("corrupt");
        let path = file.0.clone().unwrap();
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        for round in 1..=2 {
            fs::write(&path, "(best_times: {\"x\": oops").unwrap();
            let (progress, warning) = file.load();
            assert_eq!(progress, Progress::default());
            let warning = warning.expect("a warning");
            assert!(warning.contains("is damaged") && warning.contains(".bak"), "{warning}");
            assert!(!path.exists(), "moved aside");
            let backup = if round == 1 { path.with_extension("ron.bak") } else { path.with_extension("ron.bak.2") };
            assert_eq!(fs::read_to_string(&backup).unwrap(), "(best_times: {\"x\": oops", "round {round}");
        }
    }

    #[test]
    fn a_missing_file_is_fresh_progress() {
        assert_eq!(temp_file("missing").load(), (Progress::default(), None));
        assert_eq!(ProgressFile(None).load(), (Progress::default(), None));
    }
}
