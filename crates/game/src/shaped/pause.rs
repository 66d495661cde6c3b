//! Pause on the shapes' screen, the game's one [`Pause`]: Esc (or a gamepad's Start) freezes
//! the race and opens a menu (resume, restart this maze, back); Esc, Start or B resumes.
//! Once the race is over, Esc goes straight back.

use bevy::prelude::*;

use super::{ShapedConfig, ShapedGame};
use crate::input::{Act, Actions};
use crate::menu_list::{Activate, menu, spawn_item, spawn_pause_card};
use crate::{GoTo, Menu, Pause, Place, Screen};

/// The menu (headless tests choose in it too), and keys let go while paused forgotten.
pub(super) fn logic_plugin(app: &mut App) {
    let here = in_state(Screen::Shaped);
    app.add_systems(OnEnter(Pause::Paused), spawn_pause_menu.run_if(here.clone()))
        .add_systems(OnExit(Pause::Paused), forget_keys.run_if(here));
}

/// Keys pressed while paused must not steer the mouse afterwards.
fn forget_keys(mut pending: ResMut<super::ShapedKeys>) {
    *pending = super::ShapedKeys::default();
}

/// Esc: pauses a race, resumes a paused one, and leaves one that is over. True when the
/// key was taken.
pub(super) fn pause_key(
    actions: &Actions,
    game: &ShapedGame,
    config: &ShapedConfig,
    pause: &State<Pause>,
    next: &mut NextState<Pause>,
    go: &mut GoTo,
) -> bool {
    let paused = *pause.get() == Pause::Paused;
    if actions.just(Act::Pause) || (paused && actions.just(Act::Back)) {
        match (paused, game.run.outcome) {
            (true, _) => next.set(Pause::Running),
            (false, None) => next.set(Pause::Paused),
            (false, Some(_)) => go.place(config.back),
        }
        return true;
    }
    if actions.just(Act::Back) && game.run.outcome.is_some() {
        go.place(config.back);
        return true;
    }
    paused
}

/// Where Back leads, as the pause menu says it.
fn back_label(back: Place) -> &'static str {
    match back {
        Place::Menu(Menu::Levels) => "Back to the levels",
        Place::Menu(Menu::Custom) => "Back to the custom game",
        Place::Screen(Screen::ShapedEditor) => "Back to the editor",
        _ => "Back to the title",
    }
}

fn spawn_pause_menu(mut commands: Commands, config: Res<ShapedConfig>) {
    let list = commands.spawn(menu()).id();
    spawn_item(&mut commands, list, 0, "Resume")
        .observe(|_: On<Activate>, mut next: ResMut<NextState<Pause>>| next.set(Pause::Running));
    spawn_item(&mut commands, list, 1, "Restart this maze").observe(
        |_: On<Activate>,
         (config, progress): (Res<ShapedConfig>, Res<crate::saves::PlayerProgress>),
         mut commands: Commands,
         mut next: ResMut<NextState<Pause>>| {
            if let Ok(game) = config.race(&progress) {
                commands.insert_resource(game);
            }
            next.set(Pause::Running);
        },
    );
    spawn_item(&mut commands, list, 2, back_label(config.back))
        .observe(|_: On<Activate>, config: Res<ShapedConfig>, mut go: GoTo| go.place(config.back));
    spawn_pause_card(&mut commands, list, "Pause menu", Pause::Paused);
}
