//! The cheese: it sits on the goal cell, and the player reaching it wins the run.

use bevy::prelude::*;

use super::board::{PIECE_Z, cell_center};
use super::mouse::{EnteredCell, Player};
use super::rival::RivalReachedCheese;
use super::run::CurrentMaze;
use super::{InRun, PlaySet, Screen};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<CheeseReached>()
        .add_systems(OnEnter(Screen::Playing), spawn_cheese)
        .add_systems(FixedUpdate, (player_finds_cheese, decide_race).chain().in_set(PlaySet::Rules));
}

/// Marks the cheese.
#[derive(Component, Debug)]
#[require(Transform)]
pub struct Cheese;

/// The player's mouse reached the cheese.
#[derive(Message, Clone, Copy, Debug)]
pub struct CheeseReached;

fn spawn_cheese(mut commands: Commands, current: Res<CurrentMaze>) {
    let at = cell_center(&current.maze, current.goal);
    commands.spawn((
        Name::new("Cheese"),
        Cheese,
        Transform::from_translation(at.extend(PIECE_Z - 0.1)),
        DespawnOnExit(InRun),
    ));
}

fn player_finds_cheese(
    current: Res<CurrentMaze>,
    mut arrivals: MessageReader<EnteredCell>,
    player: Query<(), With<Player>>,
    mut reached: MessageWriter<CheeseReached>,
) {
    if arrivals.read().any(|a| a.cell == current.goal && player.contains(a.mouse)) {
        reached.write(CheeseReached);
    }
}

/// The player's arrival wins; otherwise the rival's loses. In a dead heat the player wins.
fn decide_race(
    mut reached: MessageReader<CheeseReached>,
    mut rival: MessageReader<RivalReachedCheese>,
    mut screen: ResMut<NextState<Screen>>,
) {
    if reached.read().count() > 0 {
        screen.set(Screen::Won);
    } else if rival.read().count() > 0 {
        screen.set(Screen::Lost);
    }
}
