//! What the keys did, shown on the shapes' mice as on squares (`crate::cues`): a turn pressed
//! and waiting for its junction is a small arrow beside the mouse on its side, and a key
//! pushed into a wall or a shut door nudges the mouse against it. A key's side is where it
//! points on screen: an arrow's own direction, a hex key's side of the cell, on a circle out,
//! in or around from where the mouse is.

use bevy::prelude::*;

use super::Drawing;
use super::ShapedGame;
use super::draw::MousePiece;
use super::mesh::{UNIT, world};
use crate::Screen;
use crate::board::CELL_SIZE;
use crate::cues::{ARROW_OFFSET, NUDGE_DEPTH, Nudge, arrow_look, nudge_mice, point_arrow};
use crate::maze::shape::{Graph, Shape, ShapedMaze};
use crate::race::Bumped;
use crate::rules::{Ground, ShapeKey};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (spawn_arrows, start_nudges, place_arrows, nudge_mice)
            .chain()
            .after(Drawing)
            .run_if(in_state(Screen::Shaped).and_then(resource_exists::<ShapedGame>)),
    );
}

/// The shapes' cells are [`UNIT`] across where the square board's are [`CELL_SIZE`].
const SCALE: f32 = UNIT / CELL_SIZE;

/// The arrow of a player's pressed turn: which runner it belongs to.
#[derive(Component, Clone, Copy, Debug)]
struct TurnArrow(usize);

/// An arrow for each player, once a race is on the screen (with the screen, they go).
fn spawn_arrows(
    mut commands: Commands,
    game: Res<ShapedGame>,
    arrows: Query<&TurnArrow>,
    (mut meshes, mut materials): (ResMut<Assets<Mesh>>, ResMut<Assets<ColorMaterial>>),
) {
    if arrows.iter().count() == game.run.players {
        return;
    }
    let look = arrow_look(&mut meshes, &mut materials);
    for player in (0..game.run.players).filter(|&p| arrows.iter().all(|arrow| arrow.0 != p)) {
        commands.spawn((
            Name::new("Turn arrow"),
            TurnArrow(player),
            look.clone(),
            Transform::from_scale(Vec3::splat(SCALE)),
            Visibility::Hidden,
            DespawnOnExit(Screen::Shaped),
        ));
    }
}

/// Where `key` points on screen for a mouse standing at `cell` (at `at` in the world).
fn key_vector(graph: &Graph, cell: u32, at: Vec2, key: ShapeKey) -> Option<Vec2> {
    let centre = |cell: u32| world(graph, graph.centre(cell));
    let out = (at - centre(0)).normalize_or_zero();
    match key {
        ShapeKey::Toward { x, y } => Some(Vec2::new(f32::from(x), -f32::from(y))),
        ShapeKey::Slot(slot) => super::mesh::step(graph, cell, usize::from(slot)),
        _ if !matches!(graph.shape(), Shape::Polar { .. }) => None,
        ShapeKey::Out | ShapeKey::OutClockwise => Some(out),
        ShapeKey::In => Some(-out),
        ShapeKey::Clockwise => Some(Vec2::new(out.y, -out.x)),
        ShapeKey::Anticlockwise => Some(Vec2::new(-out.y, out.x)),
    }
}

/// A bump nudges the player's mouse towards the key pushed.
fn start_nudges(
    mut commands: Commands,
    time: Res<Time>,
    game: Res<ShapedGame>,
    mut bumps: MessageReader<Bumped<ShapedMaze>>,
    pieces: Query<(Entity, &MousePiece, &Transform)>,
) {
    let (run, graph) = (&game.run, game.run.board.maze.graph());
    for bump in bumps.read() {
        let player = (0..run.players).find(|&p| run.mice[p].mouse.cell == bump.cell);
        let piece = pieces.iter().find(|(_, piece, _)| player.is_some_and(|p| **piece == MousePiece::Runner(p)));
        let Some((entity, _, at)) = piece else { continue };
        if let Some(toward) = key_vector(graph, bump.cell, at.translation.truncate(), bump.toward) {
            commands.entity(entity).insert(Nudge::new(toward, NUDGE_DEPTH * SCALE, &time));
        }
    }
}

/// Each arrow beside its mouse on the side of the turn pressed, while one waits.
fn place_arrows(
    game: Res<ShapedGame>,
    pieces: Query<(&MousePiece, &Transform), Without<TurnArrow>>,
    mut arrows: Query<(&TurnArrow, &mut Transform, &mut Visibility)>,
) {
    let (run, graph) = (&game.run, game.run.board.maze.graph());
    for (arrow, mut transform, mut visibility) in &mut arrows {
        let mouse = run.mice.get(arrow.0).map(|runner| runner.mouse).filter(|_| run.outcome.is_none());
        let piece = pieces.iter().find(|(piece, _)| **piece == MousePiece::Runner(arrow.0)).map(|(_, at)| at);
        // A turn pressed for the way the mouse already runs is no turn to show.
        let maze = &run.board.maze;
        let turn = |m: &crate::rules::Mouse<ShapedMaze>| m.queued.filter(|&key| maze.key_way(m.cell, key) != m.heading);
        let waiting = mouse.and_then(|m| Some((m, turn(&m)?)));
        let toward = waiting.zip(piece).and_then(|((mouse, key), at)| {
            let vector = key_vector(graph, mouse.cell, at.translation.truncate(), key)?;
            Some((at.translation, vector))
        });
        let Some((at, toward)) = toward else {
            visibility.set_if_neq(Visibility::Hidden);
            continue;
        };
        point_arrow(&mut transform, at.truncate(), toward, UNIT * ARROW_OFFSET, at.z + 0.2);
        visibility.set_if_neq(Visibility::Inherited);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Keys point where they send the mouse: an arrow its own way, a hex key towards its side's
    /// neighbour, on a circle out, in and around from where the mouse stands.
    #[test]
    fn keys_point_where_they_send_the_mouse() {
        let hex = Graph::new(Shape::Hex { width: 5, height: 4 }).unwrap();
        let at = world(&hex, hex.centre(6));
        let east = key_vector(&hex, 6, at, ShapeKey::Slot(0)).unwrap();
        assert!(east.x > 0.0 && east.y.abs() < 1e-3, "{east}");
        let south_east = key_vector(&hex, 6, at, ShapeKey::Slot(1)).unwrap();
        assert!(south_east.x > 0.0 && south_east.y < 0.0, "{south_east}");
        assert_eq!(key_vector(&hex, 6, at, ShapeKey::Toward { x: 0, y: 1 }), Some(Vec2::new(0.0, -1.0)), "down");
        assert_eq!(key_vector(&hex, 6, at, ShapeKey::Out), None, "no out off a circle");
        let circle = Graph::new(Shape::Polar { rings: 4 }).unwrap();
        let up = |c: u32| world(&circle, circle.centre(c)).normalize().y;
        let cell = (1..circle.len() as u32).max_by(|&a, &b| up(a).total_cmp(&up(b))).unwrap();
        let at = world(&circle, circle.centre(cell));
        let out = key_vector(&circle, cell, at, ShapeKey::Out).unwrap();
        assert!(out.y > 0.9, "out from a cell above the centre is up: {out}");
        assert!(key_vector(&circle, cell, at, ShapeKey::In).unwrap().y < -0.9);
        let clockwise = key_vector(&circle, cell, at, ShapeKey::Clockwise).unwrap();
        assert!(
            clockwise.x > 0.0 && clockwise.dot(out).abs() < 0.2,
            "clockwise at the top is to the right: {clockwise}"
        );
    }
}
