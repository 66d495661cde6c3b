//! The level select: the campaign from `levels/*.ron`, each level locked until the one before
//! it is finished, with its size, par and best time. A level file that cannot be used is
//! listed as broken; choosing it shows why (also in the log) and the menu stays.

use std::path::PathBuf;

use bevy::prelude::*;

use super::super::Screen;
use super::super::art::GameArt;
use super::super::menu::{Activate, menu, spawn_item, spawn_page};
use super::super::progress::Progress;
use super::super::run::{LevelRun, RunConfig, RunKind, StartRun, check_play_size};
use super::super::ui::{clock, label};
use crate::maze::level::{Level, LevelError, load_campaign};
use crate::maze::rivals::RivalKind;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LevelsDir>().add_systems(OnEnter(Screen::Levels), spawn_level_select);
}

/// Where the campaign is read from.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct LevelsDir(pub PathBuf);

impl Default for LevelsDir {
    /// `MOUSEMAZE_LEVELS_DIR`, else `levels/` in the current folder, else the one next to the
    /// sources this binary was built from.
    fn default() -> Self {
        if let Some(dir) = std::env::var_os("MOUSEMAZE_LEVELS_DIR") {
            return LevelsDir(PathBuf::from(dir));
        }
        let here = PathBuf::from("levels");
        LevelsDir(if here.is_dir() { here } else { PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("levels") })
    }
}

/// One level of the campaign as the menu shows it.
#[derive(Clone, Debug)]
pub struct Entry {
    pub id: String,
    pub level: Result<Level, LevelError>,
    pub unlocked: bool,
}

/// Reads the campaign and works out which levels are open: the first always, then each one
/// whose previous level is finished.
pub fn campaign(dir: &LevelsDir, progress: &Progress) -> Vec<Entry> {
    let mut previous_done = true;
    load_campaign(&dir.0)
        .into_iter()
        .map(|result| {
            let (id, level) = match result {
                Ok((path, level)) => (stem(&path), Ok(level)),
                Err(e) => (stem(&PathBuf::from(&e.file)), Err(e)),
            };
            let unlocked = previous_done;
            previous_done = progress.has_finished(&id);
            Entry { id, level, unlocked }
        })
        .collect()
}

fn stem(path: &std::path::Path) -> String {
    path.file_stem().map_or_else(|| path.display().to_string(), |s| s.to_string_lossy().into_owned())
}

/// The run settings that play `entry` (the `index`-th level), or why it cannot be played.
pub fn level_config(index: usize, entry: &Entry) -> Result<RunConfig, String> {
    if !entry.unlocked {
        return Err(format!("Locked: finish level {index} first"));
    }
    let level = entry.level.as_ref().map_err(|e| e.to_string())?;
    let built = level.build().map_err(|e| e.to_string())?;
    check_play_size(built.maze.width(), built.maze.height()).map_err(|e| format!("{}: {e}", entry.id))?;
    let (rival, rival_speed) = built.rival.map_or((RivalKind::None, 0.0), |r| (r.kind, r.cells_per_second()));
    Ok(RunConfig {
        rival,
        rival_speed,
        kind: RunKind::Level(LevelRun {
            index,
            id: entry.id.clone(),
            name: level.name.clone(),
            start: built.start,
            goal: built.cheese,
            par_seconds: Some(built.par_seconds),
            maze: built.maze,
        }),
        ..RunConfig::default()
    })
}

/// The line of a level in the menu.
fn describe(index: usize, entry: &Entry, progress: &Progress) -> String {
    let number = index + 1;
    match (&entry.level, entry.unlocked) {
        (Err(_), _) => format!("{number:>2}  {}  (broken file)", entry.id),
        (Ok(level), false) => format!("{number:>2}  {}  (locked)", level.name),
        (Ok(level), true) => {
            let best = progress.best(&RunKind::level_key(&entry.id)).map_or("-".into(), clock);
            let done = if progress.has_finished(&entry.id) { "done" } else { "new" };
            format!("{number:>2}  {}   best {best}   {done}", level.name)
        }
    }
}

/// Why the last choice could not be played.
#[derive(Component)]
struct LevelMessage;

fn spawn_level_select(mut commands: Commands, progress: Res<Progress>, dir: Res<LevelsDir>) {
    let entries = campaign(&dir, &progress);
    let list = commands.spawn(menu()).id();
    for (index, entry) in entries.iter().enumerate() {
        if let Err(e) = &entry.level {
            error!("{e}");
        }
        let entry = entry.clone();
        spawn_item(&mut commands, list, index, describe(index, &entry, &progress)).observe(
            move |_: On<Activate>, mut commands: Commands, mut message: Query<&mut Text, With<LevelMessage>>| {
                match level_config(index, &entry) {
                    Ok(level) => commands.trigger(StartRun::again(level)),
                    Err(why) => {
                        warn!("{why}");
                        for mut text in &mut message {
                            text.0 = why.clone();
                        }
                    }
                }
            },
        );
    }
    let first_open = entries.iter().rposition(|e| e.unlocked).unwrap_or(0);
    commands.entity(list).insert(super::super::menu::Menu { selected: first_open, rows: Some(9) });
    let empty = if entries.is_empty() { format!("No levels found in {}", dir.0.display()) } else { String::new() };
    let message = commands.spawn((LevelMessage, label(empty, 22.0, GameArt::WARNING))).id();
    let hint = commands.spawn(label("Up/Down choose   Enter play   Esc back", 20.0, GameArt::DIM_TEXT)).id();
    spawn_page(&mut commands, Screen::Levels, "Levels", list, &[message, hint]);
}
