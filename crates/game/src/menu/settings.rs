//! The Settings screen (from the title): music and effects volume, mute, the board's palette,
//! what the board shows (carving, trail, ghost) and the keys. Every change is saved at once.
//!
//! Rebinding: Enter on a key's item waits for the next letter or digit, which takes that
//! action (a key already used by another action swaps with it); Esc or an arrow cancels.

use bevy::prelude::*;

use super::seeing::{ItemWords, SettingItem, setting_item, spawn_seeing_items};
use super::{Activate, MenuList, TypesText, cycle, menu, spawn_item, spawn_page};
use crate::art::GameArt;
use crate::input::{Act, Actions};
use crate::maze::Dir;
use crate::save::{Action, MAX_VOLUME, Palette};
use crate::saves::{PlayerProgress, Saver};
use crate::ui::label;
use crate::{GoTo, Menu, PlaySet};

const DIRS: [Dir; 4] = [Dir::N, Dir::E, Dir::S, Dir::W];

pub(super) fn logic_plugin(app: &mut App) {
    app.init_resource::<Rebinding>()
        .add_systems(OnEnter(Menu::Settings), spawn_settings)
        .add_systems(OnExit(Menu::Settings), |mut rebinding: ResMut<Rebinding>| rebinding.0 = None)
        .add_systems(
            Update,
            (capture_key, leave_settings).chain().in_set(PlaySet::Keys).run_if(in_state(Menu::Settings)),
        );
}

/// The action waiting for its new key, and its item.
#[derive(Resource, Debug, Default)]
pub struct Rebinding(pub Option<(Action, Entity)>);

/// A key's menu item.
#[derive(Component, Clone, Copy)]
struct KeyItem(Action);

/// Rows of the settings list shown at once (it scrolls).
const ROWS: usize = 9;

/// The volumes offered, in percent: 0, 10, … 100.
const VOLUMES: [u32; 11] = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, MAX_VOLUME];

/// Moves a volume one step up or down, wrapping past the ends (a saved volume between steps
/// goes to the nearest below).
fn step_volume(volume: &mut u32, delta: i32) {
    let on_step = *volume / 10 * 10;
    *volume = cycle(&VOLUMES, on_step, delta);
}

fn key_words(progress: &PlayerProgress, action: Action) -> String {
    format!("{}: {}", action.describe(), progress.settings.key(action).label())
}

fn spawn_settings(mut commands: Commands, progress: Res<PlayerProgress>) {
    let list = commands.spawn(menu()).insert(MenuList { selected: 0, rows: Some(ROWS) }).id();
    let sound = [
        SettingItem {
            words: |p| format!("Music volume: {}%", p.settings.music),
            change: |p, d| step_volume(&mut p.settings.music, d),
        },
        SettingItem {
            words: |p| format!("Effects volume: {}%", p.settings.effects),
            change: |p, d| step_volume(&mut p.settings.effects, d),
        },
        SettingItem {
            words: |p| format!("Sound: {}", if p.settings.mute { "muted" } else { "on" }),
            change: |p, _| p.settings.mute = !p.settings.mute,
        },
        SettingItem {
            words: |p| format!("Colours: {}", p.settings.palette.describe()),
            change: |p, d| p.settings.palette = cycle(&Palette::ALL, p.settings.palette, d),
        },
    ];
    let mut index = 0;
    for item in sound {
        setting_item(&mut commands, list, index, &progress, item);
        index += 1;
    }
    index += spawn_seeing_items(&mut commands, list, index, &progress, true);
    for action in Action::every() {
        spawn_item(&mut commands, list, index, key_words(&progress, action)).insert(KeyItem(action)).observe(
            |activate: On<Activate>,
             items: Query<&KeyItem>,
             mut rebinding: ResMut<Rebinding>,
             mut words: ItemWords,
             mut commands: Commands| {
                let Ok(KeyItem(action)) = items.get(activate.entity).copied() else { return };
                rebinding.0 = Some((action, activate.entity));
                // Letters now go to the binding, not to moving the selection.
                commands.entity(activate.entity).insert(TypesText);
                words.set(activate.entity, format!("{}: press a letter or digit", action.describe()));
            },
        );
        index += 1;
    }
    spawn_item(&mut commands, list, index, "Back").observe(|_: On<Activate>, mut go: GoTo| go.menu(Menu::Main));
    let notice = commands.spawn((KeysNotice, Node::default(), children![label(ARROWS, 20.0, GameArt::DIM_TEXT)])).id();
    let hint = "Left/Right change   Enter change or rebind a key   Esc back";
    let hint = commands.spawn(label(hint, 20.0, GameArt::DIM_TEXT)).id();
    spawn_page(&mut commands, Menu::Settings, "Settings", list, &[notice, hint]);
}

/// The line under the settings that tells what the arrows do, and what a rebinding swapped.
#[derive(Component)]
struct KeysNotice;

/// What the arrows do, beside the keys bound here.
const ARROWS: &str = "The arrows move too: player one alone, player two in a race of two";

/// The notice line and its text.
type NoticeLine<'w, 's> = Query<'w, 's, (Entity, &'static Children), With<KeysNotice>>;

/// While a key is being rebound: the next letter or digit takes the action; Back (Esc) or a
/// menu direction (an arrow, the d-pad) cancels.
fn capture_key(
    mut actions: ResMut<Actions>,
    mut rebinding: ResMut<Rebinding>,
    (mut progress, mut saver): (ResMut<PlayerProgress>, Saver),
    mut words: ItemWords,
    items: Query<(Entity, &KeyItem)>,
    (notice, mut colours): (NoticeLine, Query<&mut TextColor>),
    mut commands: Commands,
) {
    let Some((action, entity)) = rebinding.0 else { return };
    let cancel = actions.just(Act::Back) || DIRS.into_iter().any(|dir| actions.just(Act::Menu(dir)));
    let chosen = actions.bindable_key();
    if !cancel && chosen.is_none() {
        return;
    }
    if let (false, Some(key)) = (cancel, chosen) {
        let swapped = progress.settings.bind(action, key);
        saver.save(&progress);
        // A key taken from another action moves that one: say so, in the accent colour.
        let said = swapped.map(|other| (progress.settings.swap_words(action, other), GameArt::ACCENT));
        let (said, colour) = said.unwrap_or((ARROWS.to_string(), GameArt::DIM_TEXT));
        for (line, children) in &notice {
            words.set(line, said.clone());
            for &child in children {
                if let Ok(mut text_colour) = colours.get_mut(child) {
                    text_colour.0 = colour;
                }
            }
        }
    }
    rebinding.0 = None;
    // The key taken does nothing else this frame: the menu's list, whichever order it runs
    // in, does not also move by it (W, player one's up, moved the selection up).
    actions.consume();
    commands.entity(entity).remove::<TypesText>();
    // A swap changes another item too: every key item says its key again.
    for (item, KeyItem(action)) in &items {
        words.set(item, key_words(&progress, *action));
    }
}

/// Back goes to the main menu, unless it cancels a rebinding (then it was used by that).
fn leave_settings(actions: Res<Actions>, rebinding: Res<Rebinding>, mut go: GoTo, mut was_rebinding: Local<bool>) {
    if actions.just(Act::Back) && rebinding.0.is_none() && !*was_rebinding {
        go.menu(Menu::Main);
    }
    *was_rebinding = rebinding.0.is_some();
}
