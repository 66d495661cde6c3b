//! The screens: the title menu, the level select, and the results shown over the board
//! when a run ends.
//! The keys that move between screens are logic (tested headless); the screens' looks
//! are in the submodules, one plugin each.

pub mod levels;
pub(crate) mod results;
mod title;
mod title_carve;

use bevy::prelude::*;

use crate::game::keys::BoundKeys;
use crate::save::Action;

use super::menu::Pause;
use super::run::{RunConfig, StartRun};
use super::{InRun, Screen};

/// The keys that change screens during and after a run (R, N; Esc after it), and the title
/// menu (plain UI, tested headless).
pub(super) fn logic_plugin(app: &mut App) {
    app.add_systems(
        Update,
        run_keys.in_set(super::PlaySet::Keys).run_if(in_state(InRun).and_then(not(in_state(Pause::Paused)))),
    );
    app.add_plugins((title::logic_plugin, levels::plugin));
}

/// What the screens look like.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((title::plugin, title_carve::plugin, results::plugin));
}

fn run_keys(
    keys: Res<ButtonInput<KeyCode>>,
    state: Res<State<Screen>>,
    config: Res<RunConfig>,
    progress: Res<super::PlayerProgress>,
    mut commands: Commands,
    mut screen: ResMut<NextState<Screen>>,
) {
    let settings = &progress.settings;
    if keys.just_pressed(settings.code(Action::Restart)) {
        commands.trigger(StartRun::again(config.clone()));
    } else if keys.just_pressed(settings.code(Action::NewMaze)) {
        commands.trigger(StartRun::fresh(config.clone()));
    } else if keys.just_pressed(KeyCode::Escape) && *state.get() != Screen::Playing {
        // During play Esc pauses (see menu::pause); after a run it goes back (the title, the
        // level list, the editor).
        screen.set(config.kind.leads_back_to());
    }
}
