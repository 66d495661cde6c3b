//! The one board view: what the views drawn over a race ask of the board the race is drawn
//! on, whichever it is: the square tilemap or the meshes of another shape. Each screen a race
//! is played on implements it for its run (the square tilemap's here, the shapes' in
//! `shaped/board_view.rs`), and each view is written once over it: the turn arrows and the
//! bumps' nudges ([`crate::cues`]), the players' tags ([`crate::name_tags`]), the doors
//! ([`crate::doors`]) and the split screen ([`crate::split_screen`]).

use bevy::prelude::*;

use crate::board::{CELL_SIZE, PIECE_Z, board_size, cell_center, fitted_scale};
use crate::maze::{Dir, Pos};
use crate::mouse::{Piece, display_position};
use crate::race::RaceRun;
use crate::rules::Ground;
use crate::{CurrentRun, InRun};

/// A cell of a view's ground.
pub type CellOf<V> = <<V as RaceRun>::Ground as Ground>::Cell;
/// A way out of a cell of a view's ground.
pub type WayOf<V> = <<V as RaceRun>::Ground as Ground>::Way;
/// A key of a view's ground.
pub type KeyOf<V> = <<V as RaceRun>::Ground as Ground>::Key;

/// A race as its board draws it.
pub trait BoardView: RaceRun {
    /// The component of the pieces that show the run's mice.
    type Piece: Component;

    /// Which runner of the run a piece shows (`None`: not a runner, such as the ghost).
    fn runner(piece: &Self::Piece) -> Option<usize>;

    /// A cell's width in world units.
    fn cell_size(&self) -> f32;

    /// Where `key` points on screen for a mouse standing at `cell`, its piece at `at` (any
    /// length; `None` where the key points nowhere there).
    fn key_vector(&self, cell: CellOf<Self>, at: Vec2, key: KeyOf<Self>) -> Option<Vec2>;

    /// What a view's entities carry so that they go with the race's screen.
    fn gone() -> impl Bundle;

    /// Whether the board is carved before the race ([`crate::carve`]): its doors show once it is.
    const CARVED: bool;
    /// The depths of the doors (over the paths, under the mice) and of their countdown
    /// plates (over the mice, under the players' tags).
    const DOOR_Z: f32;
    const PLATE_Z: f32;

    /// Where the door on the way `way` out of `cell` is drawn.
    fn door_spot(&self, cell: CellOf<Self>, way: WayOf<Self>) -> Option<DoorSpot>;

    /// The board's size in world units.
    fn board_size(&self) -> Vec2;
    /// Where runner `runner` of the run is, in the world, at the last tick.
    fn mouse_at(&self, runner: usize) -> Option<Vec2>;
    /// Screen pixels a world unit in a half of a split screen, in a window `window` pixels
    /// big at the player's `zoom`.
    fn half_scale(&self, window: Vec2, zoom: f32) -> f32;
    /// What a view of the board is cleared to.
    fn clear_colour(&self) -> ClearColorConfig;
}

/// Where a door is drawn: from the centre of the cell on one side (`at`), the way through to
/// the cell on the other (`across`, centre to centre; zero where the way is not drawn, such
/// as stairs), and the gap its panels fill, in world units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DoorSpot {
    pub at: Vec2,
    pub across: Vec2,
    pub gap: f32,
}

/// The square board as the views over a race draw it ([`BoardView`]).
impl BoardView for CurrentRun {
    type Piece = Piece;

    fn runner(piece: &Piece) -> Option<usize> {
        Some(piece.0)
    }

    fn cell_size(&self) -> f32 {
        CELL_SIZE
    }

    /// A key is a direction on the screen, wherever the mouse is.
    fn key_vector(&self, _: Pos, _: Vec2, key: Dir) -> Option<Vec2> {
        let (dx, dy) = key.delta();
        Some(Vec2::new(dx as f32, -dy as f32))
    }

    fn gone() -> impl Bundle {
        DespawnOnExit(InRun)
    }

    const CARVED: bool = true;
    const DOOR_Z: f32 = PIECE_Z - 0.5;
    const PLATE_Z: f32 = PIECE_Z + 0.6;

    /// A door fills its side's gap between the walls, 4 units thick.
    fn door_spot(&self, cell: Pos, side: Dir) -> Option<DoorSpot> {
        let at = cell_center(&self.board.maze, cell);
        Some(DoorSpot { at, across: self.key_vector(cell, at, side)? * CELL_SIZE, gap: CELL_SIZE - 4.0 })
    }

    fn board_size(&self) -> Vec2 {
        board_size(&self.board.maze)
    }

    fn mouse_at(&self, runner: usize) -> Option<Vec2> {
        (runner < self.mice.len()).then(|| display_position(self, runner))
    }

    fn half_scale(&self, window: Vec2, zoom: f32) -> f32 {
        fitted_scale(self.board_size(), window) * zoom
    }

    fn clear_colour(&self) -> ClearColorConfig {
        ClearColorConfig::Default
    }
}
