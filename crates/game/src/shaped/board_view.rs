//! The shapes' board as the views over a race draw it ([`BoardView`]: the turn arrows, the
//! bumps' nudges, the players' tags). A key's side is where it points on screen: an arrow's
//! own direction, a hex key's side of the cell, on a circle out, in or around from where the
//! mouse is.

use bevy::prelude::*;

use super::ShapedGame;
use super::draw::MousePiece;
use super::mesh::{UNIT, WALL, world};
use crate::Screen;
use crate::board_view::{BoardView, DoorSpot};
use crate::maze::shape::{Graph, Shape};
use crate::rules::ShapeKey;

impl BoardView for ShapedGame {
    type Piece = MousePiece;

    fn runner(piece: &MousePiece) -> Option<usize> {
        match piece {
            MousePiece::Runner(i) => Some(*i),
            MousePiece::Ghost => None,
        }
    }

    fn cell_size(&self) -> f32 {
        UNIT
    }

    fn key_vector(&self, cell: u32, at: Vec2, key: ShapeKey) -> Option<Vec2> {
        key_vector(self.run.board.maze.graph(), cell, at, key)
    }

    fn gone() -> impl Bundle {
        DespawnOnExit(Screen::Shaped)
    }

    const CARVED: bool = false;
    /// Over the walls and a weave's route (0.8), under the mice (3 and up).
    const DOOR_Z: f32 = 1.0;
    const PLATE_Z: f32 = 4.6;

    /// Half way along the way (across a wrapped edge: at the edge the door's cell lies on),
    /// filling the side it closes less the walls' ends; on stairs, at the cell's centre.
    fn door_spot(&self, cell: u32, way: usize) -> Option<DoorSpot> {
        let graph = self.run.board.maze.graph();
        let at = world(graph, graph.centre(cell));
        let Some(across) = super::mesh::step(graph, cell, way) else {
            return Some(DoorSpot { at, across: Vec2::ZERO, gap: 0.6 * UNIT });
        };
        let side = graph.sides(cell).into_iter().find(|(_, slot)| *slot == Some(way)).map(|(side, _)| side)?;
        let ends = super::mesh::side_points(graph, &side);
        let length = ends.first()?.distance(*ends.last()?);
        Some(DoorSpot { at, across, gap: (length - WALL * UNIT).max(0.2 * UNIT) })
    }

    fn board_size(&self) -> Vec2 {
        super::view::board_size(self.run.board.maze.graph())
    }

    fn mouse_at(&self, runner: usize) -> Option<Vec2> {
        let graph = self.run.board.maze.graph();
        self.run.mice.get(runner).map(|runner| world(graph, graph.centre(runner.mouse.cell)))
    }

    /// The followed zoom: the screen splits only where the maze is followed.
    fn half_scale(&self, _: Vec2, _: f32) -> f32 {
        super::view::followed_scale(self.run.board.maze.graph())
    }

    /// The maze's floor, or in fog the dark.
    fn clear_colour(&self) -> ClearColorConfig {
        ClearColorConfig::Custom(super::view::ground(self))
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
