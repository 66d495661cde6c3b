//! Pause: Esc (or Start) during a run freezes it and opens a menu (resume, restart, back to
//! the title); Esc, Start or B resumes. `Pause` is the one pause of every race: a sub-state
//! of `Screen::Playing` (squares) and `Screen::Shaped` (the other shapes), it exists only
//! while racing and every run starts unpaused. The fixed-step simulation runs only while
//! `Pause::Running`. The shapes' screen says what Esc does there and fills its own menu
//! (`crate::shaped::pause`).

use bevy::prelude::*;

use crate::input::{Act, Actions};
use crate::menu_list::{Activate, menu, spawn_item, spawn_pause_card};
use crate::run::{RunConfig, StartRun};
use crate::{GoTo, MoveIntent, Screen};

/// Whether the run is paused.
#[derive(SubStates, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[source(Screen = Screen::Playing | Screen::Shaped)]
pub enum Pause {
    #[default]
    Running,
    Paused,
}

/// The keys and the freeze: tested headless.
pub(crate) fn logic_plugin(app: &mut App) {
    app.add_systems(Update, pause_key.in_set(crate::PlaySet::Keys).run_if(in_state(Screen::Playing)))
        .add_systems(OnExit(Pause::Paused), forget_keys);
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Pause::Paused), spawn_pause_menu.run_if(in_state(Screen::Playing)));
}

fn pause_key(actions: Res<Actions>, pause: Res<State<Pause>>, mut next: ResMut<NextState<Pause>>) {
    let paused = *pause.get() == Pause::Paused;
    if actions.just(Act::Pause) || (paused && actions.just(Act::Back)) {
        next.set(match pause.get() {
            Pause::Running => Pause::Paused,
            Pause::Paused => Pause::Running,
        });
    }
}

/// Keys pressed while paused must not steer the mouse afterwards.
fn forget_keys(mut intent: ResMut<MoveIntent>, mut second: ResMut<crate::mouse::SecondIntent>) {
    *intent = MoveIntent::default();
    *second = Default::default();
}

fn spawn_pause_menu(mut commands: Commands, progress: Res<crate::PlayerProgress>, config: Res<RunConfig>) {
    let back = config.way_back();
    let list = commands.spawn(menu()).id();
    spawn_item(&mut commands, list, 0, "Resume").observe(|_: On<Activate>, mut next: ResMut<NextState<Pause>>| {
        next.set(Pause::Running);
    });
    spawn_item(&mut commands, list, 1, "Restart this maze").observe(
        |_: On<Activate>, config: Res<RunConfig>, mut commands: Commands| {
            commands.trigger(StartRun::again(config.clone()));
        },
    );
    spawn_item(&mut commands, list, 2, back)
        .observe(|_: On<Activate>, config: Res<RunConfig>, mut go: GoTo| go.place(config.leads_back_to()));
    super::seeing::spawn_seeing_items(&mut commands, list, 3, &progress, config.players == 1);
    spawn_pause_card(&mut commands, list, "Pause menu", Pause::Paused);
}
