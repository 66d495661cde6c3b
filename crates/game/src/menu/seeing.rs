//! Menu items that change a saved setting: [`setting_item`] (Enter or Left/Right change it,
//! it is saved at once and the item's words follow), and the items of what the board shows
//! (carving a new maze, the trail, the ghost) that the pause menu and the Settings screen
//! both offer.

use bevy::prelude::*;

use super::{Activate, Adjust, spawn_item};
use crate::saves::{PlayerProgress, Saver};

/// How a setting item reads and changes its setting.
#[derive(Component, Clone, Copy)]
pub struct SettingItem {
    /// The item's words for the progress now.
    pub words: fn(&PlayerProgress) -> String,
    /// Changes the setting: +1 for Enter and Right, -1 for Left.
    pub change: fn(&mut PlayerProgress, i32),
}

/// Spawns a setting item at `index` of `list`.
pub fn setting_item(commands: &mut Commands, list: Entity, index: usize, progress: &PlayerProgress, item: SettingItem) {
    spawn_item(commands, list, index, (item.words)(progress))
        .insert(item)
        .observe(|activate: On<Activate>, mut change: ChangeSetting| change.apply(activate.entity, 1))
        .observe(|adjust: On<Adjust>, mut change: ChangeSetting| change.apply(adjust.entity, adjust.delta));
}

/// What changing a setting needs: the progress, saving it, and the item's words.
#[derive(bevy::ecs::system::SystemParam)]
struct ChangeSetting<'w, 's> {
    progress: ResMut<'w, PlayerProgress>,
    saver: Saver<'w>,
    items: Query<'w, 's, &'static SettingItem>,
    words: ItemWords<'w, 's>,
}

impl ChangeSetting<'_, '_> {
    fn apply(&mut self, entity: Entity, delta: i32) {
        let Ok(item) = self.items.get(entity).copied() else { return };
        (item.change)(&mut self.progress, delta);
        self.saver.save(&self.progress);
        self.words.set(entity, (item.words)(&self.progress));
    }
}

/// On or off, in words.
pub fn on_off(on: bool) -> &'static str {
    if on { "on" } else { "off" }
}

/// Adds the items of what the board shows, and the steering style, to `list`, from `first`;
/// the ghost's only with `ghost` (a race of two has no ghost). How many it added.
pub(super) fn spawn_seeing_items(
    commands: &mut Commands,
    list: Entity,
    first: usize,
    progress: &PlayerProgress,
    ghost: bool,
) -> usize {
    let items = [
        SettingItem {
            words: |p| format!("Carve new mazes: {}", on_off(p.seeing.carve)),
            change: |p, _| p.seeing.carve = !p.seeing.carve,
        },
        SettingItem {
            words: |p| format!("Trail: {}", p.seeing.trail.describe()),
            change: |p, _| p.seeing.trail = p.seeing.trail.next(),
        },
        SettingItem {
            words: |p| format!("Ghost of your best: {}", on_off(p.seeing.ghost)),
            change: |p, _| p.seeing.ghost = !p.seeing.ghost,
        },
        SettingItem {
            words: |p| {
                let style = if p.settings.stop_at_junctions { "stop (hold a key to run on)" } else { "run on" };
                format!("At junctions: {style}")
            },
            change: |p, _| p.settings.stop_at_junctions = !p.settings.stop_at_junctions,
        },
    ];
    let items: Vec<SettingItem> =
        items.into_iter().enumerate().filter(|&(i, _)| ghost || i != GHOST_ITEM).map(|(_, item)| item).collect();
    for (i, &item) in items.iter().enumerate() {
        setting_item(commands, list, first + i, progress, item);
    }
    items.len()
}

/// The ghost's place among [`spawn_seeing_items`]' items.
const GHOST_ITEM: usize = 2;

/// The text of a menu item.
#[derive(bevy::ecs::system::SystemParam)]
pub struct ItemWords<'w, 's> {
    children: Query<'w, 's, &'static Children>,
    texts: Query<'w, 's, &'static mut Text>,
}

impl ItemWords<'_, '_> {
    pub fn set(&mut self, item: Entity, words: String) {
        let Ok(children) = self.children.get(item) else { return };
        for &child in children {
            if let Ok(mut text) = self.texts.get_mut(child) {
                text.0.clone_from(&words);
            }
        }
    }
}
