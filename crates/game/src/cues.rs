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
pub const NUDGE_DEPTH: f32 = 3.0;
/// How far from the mouse's centre the arrow of a pressed turn stands, in cells.
pub const ARROW_OFFSET: f32 = 0.62;

/// The arrow of a player's pressed turn: which runner of the run it belongs to.
#[derive(Component, Clone, Copy, Debug)]
#[require(Transform, Visibility)]
struct TurnArrow(usize);

/// A mouse nudged against the side its key pushed: how far and which way at the deepest
/// (world units), and when it began.
#[derive(Component, Clone, Copy, Debug)]
pub struct Nudge {
    pub lean: Vec2,
    pub since: f32,
}

impl Nudge {
    /// A nudge starting now, `depth` world units towards `toward` (any length).
    pub fn new(toward: Vec2, depth: f32, time: &Time) -> Nudge {
        Nudge { lean: toward.normalize_or_zero() * depth, since: time.elapsed_secs() }
    }
}

/// The arrow of a pressed turn: a small triangle pointing east, pixel-sized at the square
/// board's zoom (scale it for another), in the accent colour.
pub fn arrow_look(
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<ColorMaterial>,
) -> (Mesh2d, MeshMaterial2d<ColorMaterial>) {
    let mesh = meshes.add(Triangle2d::new(Vec2::new(3.0, 0.0), Vec2::new(-2.0, 3.5), Vec2::new(-2.0, -3.5)));
    (Mesh2d(mesh), MeshMaterial2d(materials.add(ColorMaterial::from_color(GameArt::ACCENT))))
}

/// Puts an arrow `distance` from `at` towards `toward`, pointing that way, at height `z`.
pub fn point_arrow(transform: &mut Transform, at: Vec2, toward: Vec2, distance: f32, z: f32) {
    let offset = toward.normalize_or_zero() * distance;
    transform.translation = (at + offset).extend(z);
    transform.rotation = Quat::from_rotation_z(offset.to_angle());
}

fn spawn_arrows(
    mut commands: Commands,
    run: Res<CurrentRun>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let look = arrow_look(&mut meshes, &mut materials);
    for index in 0..run.players {
        commands.spawn((
            Name::new("Turn arrow"),
            TurnArrow(index),
            look.clone(),
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
            commands.entity(entity).insert(Nudge::new(world_dir(bump.toward), NUDGE_DEPTH, &time));
        }
    }
}

/// The vector of `dir` in world units (y up).
fn world_dir(dir: Dir) -> Vec2 {
    let (dx, dy) = dir.delta();
    Vec2::new(dx as f32, -dy as f32)
}

/// Nudged mice lean towards the side they bumped and back (after their placing this frame).
pub fn nudge_mice(mut commands: Commands, time: Res<Time>, mut nudged: Query<(Entity, &Nudge, &mut Transform)>) {
    for (entity, nudge, mut transform) in &mut nudged {
        let t = (time.elapsed_secs() - nudge.since) / NUDGE_SECONDS;
        if !(0.0..1.0).contains(&t) {
            commands.entity(entity).remove::<Nudge>();
            continue;
        }
        let lean = nudge.lean * (t * std::f32::consts::PI).sin();
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
        point_arrow(&mut transform, at.truncate(), world_dir(dir), CELL_SIZE * ARROW_OFFSET, PIECE_Z + 0.2);
        *visibility = Visibility::Inherited;
    }
}
