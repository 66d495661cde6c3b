//! The screens: the title menu, the level select, and the results shown over the board
//! when a run ends.
//! The keys that move between screens are logic (tested headless); the screens' looks
//! are in the submodules, one plugin each.

pub mod levels;
pub mod results;
pub mod title;
mod title_carve;

use bevy::prelude::*;

use super::input::{Act, Actions};
use super::menu::Pause;
use super::run::{RunConfig, StartRun};
use super::{GoTo, InRun, Screen};

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
    actions: Res<Actions>,
    state: Res<State<Screen>>,
    config: Res<RunConfig>,
    progress: Res<super::PlayerProgress>,
    levels_dir: Res<levels::LevelsDir>,
    mut commands: Commands,
    mut go: GoTo,
) {
    if actions.just(Act::Restart) {
        commands.trigger(StartRun::again(config.clone()));
    } else if actions.just(Act::NewMaze) {
        // After a won level, N plays the next one.
        let won = *state.get() == Screen::Won;
        let next = won.then(|| crate::level_play::next_level(&config, &levels_dir, &progress)).flatten();
        match next {
            Some(next) => next.start(&mut commands),
            None => commands.trigger(StartRun::fresh(config.clone())),
        }
    } else if actions.just(Act::Back) && *state.get() != Screen::Playing {
        // During play Esc pauses (see menu::pause); after a run it goes back (the title, the
        // level list, the editor).
        go.place(config.leads_back_to());
    }
}
