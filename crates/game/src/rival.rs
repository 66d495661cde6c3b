//! The rival mice on the board: one piece for each rival of the run (the rules core walks
//! them: each replays its kind's plan at the speed the difficulty sets, from the player's
//! first step). T shows what a searching rival has explored so far (its "thoughts"), on
//! squares and on the other shapes.

use bevy::prelude::*;

use super::board::PIECE_Z;
use super::input::{Act, Actions};
use super::mouse::piece_at;
use super::run::CurrentRun;
use super::{PlaySet, Screen};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ShowThoughts>().add_systems(OnEnter(Screen::Playing), spawn_rivals).add_systems(
        Update,
        toggle_thoughts.in_set(PlaySet::Keys).run_if(in_state(Screen::Playing).or_else(in_state(Screen::Shaped))),
    );
}

/// Marks a rival's piece.
#[derive(Component, Clone, Copy, Debug)]
pub struct Rival;

/// Whether the rival's explored cells are drawn (T).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ShowThoughts(pub bool);

fn spawn_rivals(mut commands: Commands, run: Res<CurrentRun>) {
    for (index, runner) in run.mice.iter().enumerate().skip(run.players) {
        let name = runner.plan().map_or("Rival".to_string(), |plan| format!("Rival ({})", plan.kind));
        commands.spawn((Name::new(name), Rival, piece_at(&run, index, PIECE_Z - 0.05)));
    }
}

fn toggle_thoughts(actions: Res<Actions>, mut show: ResMut<ShowThoughts>) {
    if actions.just(Act::Thoughts) {
        show.0 = !show.0;
    }
}
