//! What the keys did, shown on the mice on any board (written once over [`BoardView`]): a
//! turn pressed and waiting for its junction is a small arrow beside the mouse on that side,
//! and a key pushed into a wall or a shut door nudges the mouse against it (the rules core
//! also turns it to look that way). Drawn only: the rules decided it all.

use bevy::ecs::schedule::ScheduleConfigs;
use bevy::ecs::system::ScheduleSystem;
use bevy::prelude::*;

use crate::art::GameArt;
use crate::board::CELL_SIZE;
use crate::board_view::BoardView;
use crate::race::Bumped;
use crate::run::CurrentRun;
use crate::{InRun, PlaySet};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, cues::<CurrentRun>().run_if(in_state(InRun).and_then(resource_exists::<CurrentRun>)));
}

/// The cues of races kept as `R`, after the pieces are placed this frame: each screen a race
/// is played on adds them for its own (after its drawing, and only while its race is on).
pub fn cues<R: BoardView>() -> ScheduleConfigs<ScheduleSystem> {
    (spawn_arrows::<R>, start_nudges::<R>, place_arrows::<R>, nudge_mice).chain().in_set(PlaySet::Draw)
}

/// How long a bump's nudge lasts, in seconds.
const NUDGE_SECONDS: f32 = 0.16;
/// How far a bump nudges the mouse, in world units of the square board (a cell is
/// [`CELL_SIZE`]; another board's in proportion).
const NUDGE_DEPTH: f32 = 3.0;
/// How far from the mouse's centre the arrow of a pressed turn stands, in cells.
const ARROW_OFFSET: f32 = 0.62;

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

/// The arrow of a pressed turn: a small triangle pointing east, pixel-sized at the square
/// board's zoom, in the accent colour.
fn arrow_look(meshes: &mut Assets<Mesh>, materials: &mut Assets<ColorMaterial>) -> impl Bundle + Clone {
    let mesh = meshes.add(Triangle2d::new(Vec2::new(3.0, 0.0), Vec2::new(-2.0, 3.5), Vec2::new(-2.0, -3.5)));
    (Mesh2d(mesh), MeshMaterial2d(materials.add(ColorMaterial::from_color(GameArt::ACCENT))))
}

/// An arrow for each player, once a race is on the screen (they go with its screen).
fn spawn_arrows<R: BoardView>(
    mut commands: Commands,
    race: Res<R>,
    arrows: Query<&TurnArrow>,
    (mut meshes, mut materials): (ResMut<Assets<Mesh>>, ResMut<Assets<ColorMaterial>>),
) {
    let players = race.race().players;
    if arrows.iter().count() == players {
        return;
    }
    let look = arrow_look(&mut meshes, &mut materials);
    let scale = Transform::from_scale(Vec3::splat(race.cell_size() / CELL_SIZE));
    for player in (0..players).filter(|&p| arrows.iter().all(|arrow| arrow.0 != p)) {
        commands.spawn((
            Name::new("Turn arrow"),
            TurnArrow(player),
            look.clone(),
            scale,
            Visibility::Hidden,
            R::gone(),
        ));
    }
}

/// The piece of runner `index` among `pieces`.
fn piece_of<'a, R: BoardView>(
    pieces: impl IntoIterator<Item = (Entity, &'a R::Piece, &'a Transform)>,
    index: usize,
) -> Option<(Entity, Vec3)> {
    pieces.into_iter().find(|(_, piece, _)| R::runner(piece) == Some(index)).map(|(e, _, at)| (e, at.translation))
}

/// A bump starts a nudge on the player's mouse standing where it bumped, towards the key
/// pushed.
fn start_nudges<R: BoardView>(
    mut commands: Commands,
    time: Res<Time>,
    race: Res<R>,
    mut bumps: MessageReader<Bumped<R::Ground>>,
    pieces: Query<(Entity, &R::Piece, &Transform)>,
) {
    let run = race.race();
    for bump in bumps.read() {
        let player = (0..run.players).find(|&p| run.mice[p].mouse.cell == bump.cell);
        let Some((entity, at)) = player.and_then(|p| piece_of::<R>(&pieces, p)) else { continue };
        if let Some(toward) = race.key_vector(bump.cell, at.truncate(), bump.toward) {
            let depth = NUDGE_DEPTH * race.cell_size() / CELL_SIZE;
            let lean = toward.normalize_or_zero() * depth;
            commands.entity(entity).insert(Nudge { lean, since: time.elapsed_secs() });
        }
    }
}

/// Nudged mice lean towards the side they bumped and back (after their placing this frame).
fn nudge_mice(mut commands: Commands, time: Res<Time>, mut nudged: Query<(Entity, &Nudge, &mut Transform)>) {
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
fn place_arrows<R: BoardView>(
    race: Res<R>,
    pieces: Query<(Entity, &R::Piece, &Transform), Without<TurnArrow>>,
    mut arrows: Query<(&TurnArrow, &mut Transform, &mut Visibility)>,
) {
    let run = race.race();
    for (arrow, mut transform, mut visibility) in &mut arrows {
        let mouse = run.mice.get(arrow.0).map(|runner| &runner.mouse).filter(|_| run.outcome.is_none());
        let waiting = mouse.and_then(|m| Some((m.cell, m.key_waiting(&run.board.maze)?)));
        let toward = waiting.zip(piece_of::<R>(&pieces, arrow.0)).and_then(|((cell, key), (_, at))| {
            Some((at, race.key_vector(cell, at.truncate(), key)?.normalize_or_zero()))
        });
        let Some((at, toward)) = toward else {
            visibility.set_if_neq(Visibility::Hidden);
            continue;
        };
        let offset = toward * race.cell_size() * ARROW_OFFSET;
        // Over the players' tags (`name_tags`), which an upward turn's arrow meets.
        transform.translation = (at.truncate() + offset).extend(at.z + 0.9);
        transform.rotation = Quat::from_rotation_z(offset.to_angle());
        visibility.set_if_neq(Visibility::Inherited);
    }
}
