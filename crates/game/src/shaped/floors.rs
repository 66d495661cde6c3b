//! Mazes of several floors on the shapes' screen (`play --floors N`). The library draws the
//! floors side by side; the game shows the floor the player is on, fitted in the window (the
//! camera moves to the next floor as the mouse takes the stairs), with the walls of the floor
//! below drawn faint under it, and the stairs as small marks: a triangle pointing up right
//! of a cell's centre where stairs go up, one pointing down left of it where they go down.

use bevy::prelude::*;

use super::ShapedGame;
use super::mesh::{Chunks, UNIT, world};
use crate::Screen;
use crate::maze::shape::{DOWN, Graph, Shape, ShapedMaze, UP};

/// The floor of `graph` the camera shows with the mouse on `cell`: its centre and size in
/// world units; `None` when the maze has one floor.
pub(super) fn panel(graph: &Graph, cell: u32) -> Option<(Vec2, Vec2)> {
    let Shape::Floors { width, height, .. } = graph.shape() else { return None };
    let per_floor = width * height;
    let first = graph.floor(cell) * per_floor;
    let (a, b) = (world(graph, graph.centre(first)), world(graph, graph.centre(first + per_floor - 1)));
    Some((a.midpoint(b), Vec2::new(width as f32, height as f32) * UNIT))
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        hang_curtain.after(super::Drawing).run_if(in_state(Screen::Shaped).and_then(resource_exists::<ShapedGame>)),
    );
}

/// The four sheets round the floor shown, hiding the other floors.
#[derive(Component, Clone, Copy, Debug)]
struct Curtain(usize);

/// How far the curtain's sheets reach past the floor shown, in world units.
const FAR: f32 = 1.0e6;

/// Covers everything but the player's floor in the ground's colour (above the board's
/// drawing, under the pieces), moved when the player takes the stairs.
fn hang_curtain(mut commands: Commands, game: Res<ShapedGame>, mut sheets: Query<(&Curtain, &mut Transform)>) {
    let graph = game.run.board.maze.graph();
    let Some((centre, size)) = panel(graph, game.run.player().mouse.cell) else { return };
    // A sheet to each side, each its own size, placed so it ends at the floor's edge.
    let half = size / 2.0 + Vec2::splat(0.5 * UNIT);
    let places = [
        (Vec2::new(-half.x - FAR / 2.0, 0.0), Vec2::new(FAR, 2.0 * FAR)),
        (Vec2::new(half.x + FAR / 2.0, 0.0), Vec2::new(FAR, 2.0 * FAR)),
        (Vec2::new(0.0, half.y + FAR / 2.0), Vec2::new(2.0 * half.x, FAR)),
        (Vec2::new(0.0, -half.y - FAR / 2.0), Vec2::new(2.0 * half.x, FAR)),
    ];
    if sheets.is_empty() {
        for (i, (_, sheet)) in places.iter().enumerate() {
            let sprite = Sprite::from_color(crate::art::GameArt::BACKGROUND, *sheet);
            commands.spawn((Curtain(i), sprite, Transform::default(), DespawnOnExit(Screen::Shaped)));
        }
        return;
    }
    for (sheet, mut transform) in &mut sheets {
        transform.translation = (centre + places[sheet.0].0).extend(1.5);
    }
}

/// The stairs' marks: an open way up is a small triangle pointing up right of the cell's
/// centre, an open way down one pointing down left of it.
pub(super) fn stairs(maze: &ShapedMaze) -> Chunks {
    let graph = maze.graph();
    let mut marks = Chunks::default();
    let size = 0.16 * UNIT;
    for cell in 0..maze.len() as u32 {
        let centre = world(graph, graph.centre(cell));
        for (slot, side, up) in [(UP, 1.0, 1.0), (DOWN, -1.0, -1.0)] {
            if crate::maze::model::Cells::is_open(maze, cell as usize, slot) {
                let at = centre + Vec2::new(side * 0.24 * UNIT, 0.0);
                let tip = at + Vec2::new(0.0, up * size);
                let (left, right) = (at + Vec2::new(-size, -up * size), at + Vec2::new(size, -up * size));
                marks.at(at).triangle(tip, left, right);
            }
        }
    }
    marks
}

/// Where each floor's walls are drawn again, faint, under the floor above: the offset from
/// one floor to the next in the world.
pub(super) fn next_floor_offset(graph: &Graph) -> Option<Vec2> {
    let Shape::Floors { width, height, .. } = graph.shape() else { return None };
    let first_above = width * height;
    Some(world(graph, graph.centre(first_above)) - world(graph, graph.centre(0)))
}
