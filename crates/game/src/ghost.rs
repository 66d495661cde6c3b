//! The ghost of the best run: when a maze has a kept run ([`crate::save::Progress::ghost_of`]), the rules
//! core replays it beside the player ([`Ghost`]) and a translucent mouse shows it, in time
//! with the clock. G shows or hides it (saved). A replay (`mousemaze replay`) plays a kept
//! run's keys instead of the keyboard's ([`ReplayTape`]).

use bevy::prelude::*;

use super::EnterInOrder;

use super::board::PIECE_Z;
use super::input::{Act, Actions};
use super::mouse::{Smoothed, world_position};
use super::run::{CurrentRun, RunConfig};
use super::{EnterSet, InRun, PlaySet, Screen};
use crate::rules::{Ghost, KeyTape};
use crate::saves::{PlayerProgress, Saver};

/// The rules: the ghost joins the run, its piece follows it, G toggles it, a replay's keys.
pub(super) fn logic_plugin(app: &mut App) {
    app.on_enter(Screen::Playing, EnterSet::Record, (attach_ghost, spawn_ghost).chain())
        .add_systems(FixedUpdate, place_ghost.in_set(PlaySet::React))
        .add_systems(
            Update,
            toggle_ghost.in_set(PlaySet::Keys).run_if(in_state(Screen::Playing).or_else(in_state(Screen::Shaped))),
        )
        .add_systems(Update, show_ghost.in_set(PlaySet::Draw).run_if(resource_changed::<PlayerProgress>));
}

/// Marks the ghost's piece.
#[derive(Component, Debug)]
#[require(Transform, Smoothed)]
pub struct GhostPiece;

/// A kept run's keys, played instead of the keyboard's (`mousemaze replay`).
#[derive(Resource, Clone, Debug, Deref, DerefMut)]
pub struct ReplayTape(pub KeyTape);

/// The ghost's tint: the mouse, pale blue, see-through.
pub(crate) const GHOST_TINT: Color = Color::srgba(0.6, 0.8, 1.0, 0.6);

/// A new run on a maze with a kept run races its ghost; a replay plays the kept keys.
fn attach_ghost(
    mut commands: Commands,
    config: Res<RunConfig>,
    progress: Option<Res<PlayerProgress>>,
    mut run: ResMut<CurrentRun>,
) {
    commands.remove_resource::<ReplayTape>();
    if let Some(replay) = &config.replay {
        // Replayed with the doors where they were when that race started.
        run.door_offset = replay.door_offset;
        commands.insert_resource(ReplayTape(KeyTape::new(replay)));
        return;
    }
    let kept = progress.and_then(|p| p.ghost_of(&config.maze_key(), &run.board));
    run.ghost = kept.map(|kept| Ghost::new(&run.board, &kept));
}

fn spawn_ghost(mut commands: Commands, run: Res<CurrentRun>, progress: Option<Res<PlayerProgress>>) {
    let Some(ghost) = &run.ghost else { return };
    let at = world_position(&ghost.mouse, &run.board.maze);
    let shown = progress.is_none_or(|p| p.seeing.ghost);
    commands.spawn((
        Name::new("Ghost"),
        GhostPiece,
        Smoothed::at(at),
        Transform::from_translation(at.extend(PIECE_Z - 0.1)),
        if shown { Visibility::Inherited } else { Visibility::Hidden },
        DespawnOnExit(InRun),
    ));
}

fn place_ghost(run: Res<CurrentRun>, mut pieces: Query<&mut Smoothed, With<GhostPiece>>) {
    let Some(ghost) = &run.ghost else { return };
    for mut smoothed in &mut pieces {
        smoothed.go_to(world_position(&ghost.mouse, &run.board.maze));
    }
}

fn toggle_ghost(actions: Res<Actions>, mut progress: ResMut<PlayerProgress>, mut saver: Saver) {
    if actions.just(Act::Ghost) {
        progress.seeing.ghost = !progress.seeing.ghost;
        saver.save(&progress);
    }
}

/// The ghost shows as the setting says (G, the pause menu, the Settings screen).
fn show_ghost(progress: Res<PlayerProgress>, mut pieces: Query<&mut Visibility, With<GhostPiece>>) {
    for mut visibility in &mut pieces {
        visibility.set_if_neq(if progress.seeing.ghost { Visibility::Inherited } else { Visibility::Hidden });
    }
}
