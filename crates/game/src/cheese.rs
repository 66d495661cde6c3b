//! The cheese: it sits on the run's cheese cell (on each cell of a goal region). Who reaches it first is the rules core's
//! call (see `race.rs`).

use bevy::prelude::*;

use super::board::{PIECE_Z, cell_center};
use super::run::CurrentRun;
use super::{InRun, Screen};
use crate::maze::Pos;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Playing), spawn_cheese);
}

/// A cheese, on its goal cell.
#[derive(Component, Debug)]
#[require(Transform)]
pub struct Cheese(pub Pos);

/// A cheese on every goal cell: a goal region (a micromouse maze's centre) is all cheese.
fn spawn_cheese(mut commands: Commands, run: Res<CurrentRun>) {
    for &cell in run.board.goals() {
        let at = cell_center(&run.board.maze, cell);
        commands.spawn((
            Name::new("Cheese"),
            Cheese(cell),
            Transform::from_translation(at.extend(PIECE_Z - 0.1)),
            DespawnOnExit(InRun),
        ));
    }
}
