//! The settings of what the board shows, as pause-menu items: carving a new maze on or off,
//! and the trail (fading, the last 50 or 200 cells, off). Each choice is saved at once.

use bevy::prelude::*;

use super::super::progress::{Progress, Saver, SeeingSettings};
use super::{Activate, spawn_item};

/// The carving item's words.
fn carve_line(settings: &SeeingSettings) -> String {
    format!("Carve new mazes: {}", if settings.carve { "on" } else { "off" })
}

/// The trail item's words.
fn trail_line(settings: &SeeingSettings) -> String {
    format!("Trail: {}", settings.trail.describe())
}

/// Adds the two items to `list`, at `first` and the index after it.
pub(super) fn spawn_seeing_items(commands: &mut Commands, list: Entity, first: usize, settings: &SeeingSettings) {
    spawn_item(commands, list, first, carve_line(settings)).observe(
        |activate: On<Activate>, mut progress: ResMut<Progress>, mut saver: Saver, mut words: ItemWords| {
            progress.seeing.carve = !progress.seeing.carve;
            saver.save(&progress);
            words.set(activate.entity, carve_line(&progress.seeing));
        },
    );
    spawn_item(commands, list, first + 1, trail_line(settings)).observe(
        |activate: On<Activate>, mut progress: ResMut<Progress>, mut saver: Saver, mut words: ItemWords| {
            progress.seeing.trail = progress.seeing.trail.next();
            saver.save(&progress);
            words.set(activate.entity, trail_line(&progress.seeing));
        },
    );
}

/// The text of a menu item.
#[derive(bevy::ecs::system::SystemParam)]
struct ItemWords<'w, 's> {
    children: Query<'w, 's, &'static Children>,
    texts: Query<'w, 's, &'static mut Text>,
}

impl ItemWords<'_, '_> {
    fn set(&mut self, item: Entity, words: String) {
        let Ok(children) = self.children.get(item) else { return };
        for &child in children {
            if let Ok(mut text) = self.texts.get_mut(child) {
                text.0.clone_from(&words);
            }
        }
    }
}
