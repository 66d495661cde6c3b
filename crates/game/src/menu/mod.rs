//! The menu pages (difficulty, custom game, bots, pause, settings), each a
//! [`MenuList`](crate::menu_list::MenuList) of items, and Esc or B back to the main menu.

mod bots;
mod custom;
mod difficulty;
mod pause;
mod seeing;
pub mod settings;

use bevy::prelude::*;

use super::input::{Act, Actions};
use super::{GoTo, Menu, PlaySet};

pub use crate::menu_list::*;
pub use pause::Pause;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, back_to_main.run_if(resource_exists::<State<Menu>>).in_set(PlaySet::Keys));
    app.add_plugins((difficulty::plugin, custom::plugin, pause::plugin, bots::plugin));
}

/// The logic of the menus that tests drive headless (pause).
pub(super) fn logic_plugin(app: &mut App) {
    app.add_plugins((pause::logic_plugin, settings::logic_plugin));
}

/// Back on a menu page goes back to the main menu (the main menu has no way back, and
/// Settings leaves by itself: there Back may cancel a key's rebinding); from a challenge,
/// back to the list of challenges.
fn back_to_main(actions: Res<Actions>, page: Res<State<Menu>>, mut go: GoTo) {
    if !actions.just(Act::Back) {
        return;
    }
    match page.get() {
        Menu::Main | Menu::Settings => {}
        Menu::Challenge => go.menu(Menu::Challenges),
        _ => go.menu(Menu::Main),
    }
}
