//! The level select: the built-in campaign, each level locked until the one before it is
//! finished, then the player's own level files (always open), with size, par and best time.
//! The list comes from the core ([`all_levels`]). A level file that cannot be used is listed
//! as broken; choosing it shows why (also in the log) and the menu stays.

use bevy::prelude::*;

use super::super::Menu;
use super::super::art::GameArt;
use super::super::run::{LevelRun, RunConfig, RunKind, StartRun};
use super::super::shaped::{ShapedConfig, StartShaped};
use super::super::ui::{clock, label};
use crate::content::level::catalog::{Listed, all_levels};
use crate::content::level::{Built, BuiltLevel, LevelError};
use crate::maze::text::printable;
use crate::menu_list::{Activate, MenuList, menu, spawn_item, spawn_page};
pub use crate::player_folders::{LevelsDir, MazesDir};
use crate::rules::rivals::RivalKind;
use crate::saves::PlayerProgress;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Menu::Levels), spawn_level_select);
}

/// A maze file's name as a menu shows it.
pub fn file_label(path: &std::path::Path, dir: Option<&std::path::Path>) -> String {
    let shown = dir.and_then(|d| path.strip_prefix(d).ok()).unwrap_or(path);
    printable(&shown.display().to_string()).into_owned()
}

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

/// The line of a level in the menu.
fn describe(index: usize, entry: &Entry, progress: &crate::save::Progress) -> String {
    let number = index + 1;
    match (&entry.listed.level, entry.unlocked) {
        (Err(_), _) => format!("{number:>2}  {}  (broken file)", printable(&entry.listed.id)),
        (Ok(level), false) => format!("{number:>2}  {}  (locked)", printable(&level.name)),
        (Ok(level), true) => {
            let best = progress.best(&RunKind::level_key(&entry.listed.id)).map_or("-".into(), clock);
            let done = if progress.has_finished(&entry.listed.id) { "done" } else { "new" };
            let yours = if entry.listed.is_campaign() { "" } else { "  (yours)" };
            format!("{number:>2}  {}{yours}   best {best}   {done}", printable(&level.name))
        }
    }
}

/// Why the last choice could not be played.
#[derive(Component)]
struct LevelMessage;

fn spawn_level_select(
    mut commands: Commands,
    progress: Res<PlayerProgress>,
    (dir, mazes): (Res<LevelsDir>, Res<MazesDir>),
    (last, last_level): (Option<Res<RunConfig>>, Option<Res<LastLevel>>),
) {
    let entries = campaign(&dir, &progress);
    let list = commands.spawn(menu()).id();
    for (index, entry) in entries.iter().enumerate() {
        if let Err(e) = &entry.listed.level {
            error!("{e}");
        }
        let entry = entry.clone();
        spawn_item(&mut commands, list, index, describe(index, &entry, &progress)).observe(
            move |_: On<Activate>, mut commands: Commands, mut message: Query<&mut Text, With<LevelMessage>>| {
                match level_play(index, &entry) {
                    Ok(level) => level.start(&mut commands),
                    Err(why) => {
                        warn!("{why}");
                        for mut text in &mut message {
                            text.0 = why.to_string();
                        }
                    }
                }
            },
        );
    }
    // Then the player's maze files, each played from its marks.
    for (k, path) in mazes.files().into_iter().enumerate() {
        let best =
            RunConfig::maze_file(&path).ok().and_then(|c| progress.best(&c.kind.key())).map_or("-".into(), clock);
        let text = format!("File  {}   best {best}", file_label(&path, mazes.0.as_deref()));
        spawn_item(&mut commands, list, entries.len() + k, text).observe(
            move |_: On<Activate>, mut commands: Commands, mut message: Query<&mut Text, With<LevelMessage>>| {
                match RunConfig::maze_file(&path) {
                    Ok(config) => commands.trigger(StartRun::again(config)),
                    Err(why) => {
                        for mut text in &mut message {
                            text.0 = format!("{}: {why}", path.display());
                        }
                    }
                }
            },
        );
    }
    // Back from a level, the list shows the next one once that level is finished (else that
    // level again); from elsewhere, the campaign's furthest open level.
    let played = last_level.map(|l| l.0.clone()).or_else(|| last.and_then(|c| c.kind.level().map(|l| l.id.clone())));
    let selected = played
        .and_then(|id| entries.iter().position(|e| e.listed.id == id))
        .map(|at| {
            let next_open = entries.get(at + 1).is_some_and(|e| e.unlocked);
            if progress.has_finished(&entries[at].listed.id) && next_open { at + 1 } else { at }
        })
        .or_else(|| entries.iter().rposition(|e| e.unlocked && e.listed.is_campaign()))
        .unwrap_or(0);
    commands.entity(list).insert(MenuList { selected, rows: Some(9) });
    let message = commands.spawn((LevelMessage, label(String::new(), 22.0, GameArt::WARNING))).id();
    let hint = commands.spawn(label("Up/Down choose   Enter play   Esc back", 20.0, GameArt::DIM_TEXT)).id();
    spawn_page(&mut commands, Menu::Levels, "Levels", list, &[message, hint]);
}
