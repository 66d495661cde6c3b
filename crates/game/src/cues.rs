//! What the keys did, shown on the mice: a turn pressed and waiting for its junction is a
//! small arrow beside the mouse on that side, and a key pushed into a wall or a shut door
//! nudges the mouse against it (the rules core also turns it to look that way). Drawn only:
//! the rules decided it all.

use bevy::prelude::*;

use super::art::GameArt;
use super::board::{CELL_SIZE, PIECE_Z};
use super::mouse::Piece;
use super::race::Bumped;
use super::run::CurrentRun;
use super::{InRun, PlaySet, Screen};
use crate::maze::Dir;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Playing), spawn_arrows)
        .add_systems(Update, start_nudges.in_set(PlaySet::Draw).run_if(in_state(Screen::Playing)))
        .add_systems(
            RunFixedMainLoop,
            (nudge_mice, place_arrows).in_set(PlaySet::Animate).run_if(resource_exists::<CurrentRun>),
        );
}

/// How long a bump's nudge lasts, in seconds.
const NUDGE_SECONDS: f32 = 0.16;
/// How far a bump nudges the mouse, in world units (a cell is [`CELL_SIZE`]).
const NUDGE_DEPTH: f32 = 3.0;
/// How far from the mouse's centre the arrow of a pressed turn stands, in cells.
const ARROW_OFFSET: f32 = 0.62;

/// The arrow of a player's pressed turn: which runner of the run it belongs to.
#[derive(Component, Clone, Copy, Debug)]
#[require(Transform, Visibility)]
struct TurnArrow(usize);

/// A mouse nudged against the side its key pushed: the way, and when it began.
#[derive(Component, Clone, Copy, Debug)]
struct Nudge {
    toward: Dir,
    since: f32,
}

fn spawn_arrows(
    mut commands: Commands,
    run: Res<CurrentRun>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    // An arrow pointing east, turned to its way: a small triangle, pixel-sized at the board's zoom.
    let mesh = meshes.add(Triangle2d::new(Vec2::new(3.0, 0.0), Vec2::new(-2.0, 3.5), Vec2::new(-2.0, -3.5)));
    let material = materials.add(ColorMaterial::from_color(GameArt::ACCENT));
    for index in 0..run.players {
        commands.spawn((
            Name::new("Turn arrow"),
            TurnArrow(index),
            Mesh2d(mesh.clone()),
            MeshMaterial2d(material.clone()),
            Visibility::Hidden,
            DespawnOnExit(InRun),
        ));
    }
}

/// A bump starts a nudge on the player's mouse standing where it bumped.
fn start_nudges(
    mut commands: Commands,
    time: Res<Time>,
    run: Res<CurrentRun>,
    mut bumps: MessageReader<Bumped>,
    pieces: Query<(Entity, &Piece)>,
) {
    for bump in bumps.read() {
        let bumped =
            pieces.iter().find(|(_, piece)| piece.0 < run.players && run.mice[piece.0].mouse.cell == bump.cell);
        if let Some((entity, _)) = bumped {
            commands.entity(entity).insert(Nudge { toward: bump.toward, since: time.elapsed_secs() });
        }
    }
}

/// The vector of `dir` in world units (y up).
fn world_dir(dir: Dir) -> Vec2 {
    let (dx, dy) = dir.delta();
    Vec2::new(dx as f32, -dy as f32)
}

/// Nudged mice lean towards the side they bumped and back (after smoothing placed them).
fn nudge_mice(mut commands: Commands, time: Res<Time>, mut nudged: Query<(Entity, &Nudge, &mut Transform)>) {
    for (entity, nudge, mut transform) in &mut nudged {
        let t = (time.elapsed_secs() - nudge.since) / NUDGE_SECONDS;
        if !(0.0..1.0).contains(&t) {
            commands.entity(entity).remove::<Nudge>();
            continue;
        }
        let lean = world_dir(nudge.toward) * NUDGE_DEPTH * (t * std::f32::consts::PI).sin();
        transform.translation += lean.extend(0.0);
    }
}

/// Each arrow beside its mouse on the side of the turn pressed, while one waits.
fn place_arrows(
    run: Res<CurrentRun>,
    pieces: Query<(&Piece, &Transform), Without<TurnArrow>>,
    mut arrows: Query<(&TurnArrow, &mut Transform, &mut Visibility)>,
) {
    for (arrow, mut transform, mut visibility) in &mut arrows {
        let mouse = run.mice.get(arrow.0).map(|runner| runner.mouse);
        let piece = pieces.iter().find(|(piece, _)| piece.0 == arrow.0).map(|(_, at)| at.translation);
        let waiting = mouse.filter(|_| run.outcome.is_none()).and_then(|m| m.turn_waiting());
        let (Some(dir), Some(at)) = (waiting, piece) else {
            *visibility = Visibility::Hidden;
            continue;
        };
        let offset = world_dir(dir) * CELL_SIZE * ARROW_OFFSET;
        transform.translation = (at.truncate() + offset).extend(PIECE_Z + 0.2);
        transform.rotation = Quat::from_rotation_z(offset.to_angle());
        *visibility = Visibility::Inherited;
    }
}
