//! Which level is played and how, below the level list that shows them (`screens/levels.rs`):
//! the campaign's entries, each open or locked ([`campaign`]), what plays one
//! ([`LevelPlay`]: a square run or a shaped one; [`level_play`], or why not), the level after
//! it, and the level started last ([`LastLevel`]), which the list opens on.

use bevy::prelude::*;

use crate::content::level::catalog::{Listed, all_levels};
use crate::content::level::{Built, BuiltLevel, LevelError};
use crate::player_folders::LevelsDir;
use crate::rules::rivals::RivalKind;
use crate::run::{LevelRun, RunConfig, RunKind, StartRun};
use crate::shaped_run::{ShapedConfig, StartShaped};

/// One level as the menu shows it.
#[derive(Clone, Debug)]
pub struct Entry {
    pub listed: Listed,
    pub unlocked: bool,
}

/// Lists the levels and works out which are open: the campaign's first always, then each
/// one whose previous level is finished, and every finished one (however it was played);
/// the player's own levels always.
pub fn campaign(dir: &LevelsDir, progress: &crate::save::Progress) -> Vec<Entry> {
    let mut previous_done = true;
    all_levels(dir.0.as_deref())
        .into_iter()
        .map(|listed| {
            let unlocked = previous_done || !listed.is_campaign() || progress.has_finished(&listed.id);
            if listed.is_campaign() {
                previous_done = progress.has_finished(&listed.id);
            }
            Entry { listed, unlocked }
        })
        .collect()
}

/// How a level is played: a square maze's run, or a shaped maze on its own screen.
#[derive(Clone, Debug)]
pub enum LevelPlay {
    Square(RunConfig),
    Shaped(ShapedConfig),
}

/// The id of the level started last from the menus, square or shaped: the level list
/// opens on it (or the next one, once it is finished).
#[derive(Resource, Clone, Debug)]
pub struct LastLevel(pub String);

impl LevelPlay {
    /// Starts it.
    pub fn start(self, commands: &mut Commands) {
        let id = match &self {
            LevelPlay::Square(config) => config.kind.level().map(|l| l.id.clone()),
            LevelPlay::Shaped(config) => config.level.as_ref().map(|l| l.id.clone()),
        };
        if let Some(id) = id {
            commands.insert_resource(LastLevel(id));
        }
        match self {
            LevelPlay::Square(config) => commands.trigger(StartRun::again(config)),
            LevelPlay::Shaped(config) => commands.trigger(StartShaped(config)),
        }
    }
}

/// Why a level of the list cannot be played (here).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LevelPlayError {
    /// Locked until the level before it (the `index`-th, counted from 1) is finished.
    Locked { index: usize },
    /// Its file cannot be used, or it cannot be built.
    Broken(LevelError),
    /// A shaped level, asked for on squares: its title.
    Shaped { title: String },
}

impl std::fmt::Display for LevelPlayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LevelPlayError::Locked { index } => write!(f, "Locked: finish level {index} first"),
            LevelPlayError::Broken(e) => e.fmt(f),
            LevelPlayError::Shaped { title } => write!(f, "{title} is played on its own screen: squares only here"),
        }
    }
}

impl std::error::Error for LevelPlayError {}

/// What plays `entry` (the `index`-th level), or why it cannot be played.
pub fn level_play(index: usize, entry: &Entry) -> Result<LevelPlay, LevelPlayError> {
    if !entry.unlocked {
        return Err(LevelPlayError::Locked { index });
    }
    let level = entry.listed.level.as_ref().map_err(|e| LevelPlayError::Broken(e.clone()))?;
    // `Level::check` holds the game's limits (sizes, speeds, par), so a built level plays.
    Ok(match level.build_any().map_err(LevelPlayError::Broken)? {
        Built::Square(built) => {
            LevelPlay::Square(built_level_config(index, &entry.listed.id, &level.name, level.fog, built))
        }
        Built::Shaped(built) => LevelPlay::Shaped(ShapedConfig::of_level(index, &entry.listed.id, &level.name, built)),
    })
}

/// The run settings that play `entry` on squares, or why not (locked, broken, or shaped).
pub fn level_config(index: usize, entry: &Entry) -> Result<RunConfig, LevelPlayError> {
    match level_play(index, entry)? {
        LevelPlay::Square(config) => Ok(config),
        LevelPlay::Shaped(config) => Err(LevelPlayError::Shaped { title: config.title }),
    }
}

/// The level after the `index`-th, if there is one and it is open.
pub fn level_after(index: usize, dir: &LevelsDir, progress: &crate::save::Progress) -> Option<LevelPlay> {
    let next = index + 1;
    campaign(dir, progress).get(next).filter(|e| e.unlocked).and_then(|entry| level_play(next, entry).ok())
}

/// The level after the one `config` plays, if there is one and it is open.
pub fn next_level(config: &RunConfig, dir: &LevelsDir, progress: &crate::save::Progress) -> Option<LevelPlay> {
    let RunKind::Level(level) = &config.kind else { return None };
    level_after(level.index, dir, progress)
}

/// The run settings that play a built level (the `index`-th, known as `id`).
pub fn built_level_config(index: usize, id: &str, name: &str, fog: bool, built: BuiltLevel) -> RunConfig {
    let (rival, rival_speed) = built.rival.map_or((RivalKind::None, 0.0), |r| (r.kind, r.cells_per_second()));
    RunConfig {
        rival,
        rival_speed,
        fog,
        kind: RunKind::Level(Box::new(LevelRun {
            index,
            id: id.into(),
            name: name.into(),
            par_seconds: Some(built.par_seconds),
            board: built.board,
        })),
        ..RunConfig::default()
    }
}
