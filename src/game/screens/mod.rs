//! The screens: the title, and the results shown over the board when a run ends.
//! The keys that move between screens are logic (tested headless); the screens' looks
//! are in the submodules, one plugin each.

mod results;
mod title;

use bevy::prelude::*;

use super::run::NextRun;
use super::{InRun, Screen};

/// The keys that change screens: Enter on the title; R, N and Esc during and after a run.
pub(super) fn logic_plugin(app: &mut App) {
    app.add_systems(Update, (title_keys.run_if(in_state(Screen::Title)), run_keys.run_if(in_state(InRun))));
}

/// What the screens look like.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((title::plugin, results::plugin));
}

fn title_keys(keys: Res<ButtonInput<KeyCode>>, mut next: ResMut<NextRun>, mut screen: ResMut<NextState<Screen>>) {
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space]) {
        *next = NextRun::NewSeed;
        screen.set(Screen::Loading);
    }
}

fn run_keys(keys: Res<ButtonInput<KeyCode>>, mut next: ResMut<NextRun>, mut screen: ResMut<NextState<Screen>>) {
    if keys.just_pressed(KeyCode::KeyR) {
        *next = NextRun::SameSeed;
        screen.set(Screen::Loading);
    } else if keys.just_pressed(KeyCode::KeyN) {
        *next = NextRun::NewSeed;
        screen.set(Screen::Loading);
    } else if keys.just_pressed(KeyCode::Escape) {
        screen.set(Screen::Title);
    }
}
