//! The level select: the built-in campaign, each level locked until the one before it is
//! finished, then the player's own level files (always open), with size, par and best time.
//! The list comes from the core ([`all_levels`]). A level file that cannot be used is listed
//! as broken; choosing it shows why (also in the log) and the menu stays.

use bevy::prelude::*;

use crate::Menu;
use crate::art::GameArt;
use crate::level_play::{Entry, LastLevel, campaign, level_play};
use crate::maze::text::printable;
use crate::menu_list::{Activate, MenuList, menu, spawn_item, spawn_page};
pub use crate::player_folders::{LevelsDir, MazesDir};
use crate::run::{RunConfig, RunKind, StartRun};
use crate::saves::PlayerProgress;
use crate::ui::{clock, label};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Menu::Levels), spawn_level_select);
}

/// A maze file's name as a menu shows it.
pub fn file_label(path: &std::path::Path, dir: Option<&std::path::Path>) -> String {
    let shown = dir.and_then(|d| path.strip_prefix(d).ok()).unwrap_or(path);
    printable(&shown.display().to_string()).into_owned()
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
