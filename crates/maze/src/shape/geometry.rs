//! Where each cell sits when drawn: its centre and its sides (straight lines, or arcs on a
//! polar maze), in drawing units where a cell is about one unit across.
//!
//! Each side says which neighbour slot it faces, if any; a side with no neighbour there is
//! part of the border and always drawn as a wall.

pub use super::point::{Point, Side};
use super::{Graph, Shape, hex, polar, square, triangle};

impl Graph {
    /// The drawing's width and height in units.
    pub fn extent(&self) -> (f64, f64) {
        match self.base() {
            Shape::Square { width, height } => (f64::from(width), f64::from(height)),
            Shape::Hex { width, height } => hex::extent(width, height),
            Shape::Triangle { width, height } => triangle::extent(width, height),
            Shape::Polar { rings } => (2.0 * f64::from(rings), 2.0 * f64::from(rings)),
            Shape::Hexagon { .. } => unreachable!("a hexagon's base is a hex rectangle"),
        }
    }

    /// Where the cell's centre is drawn.
    pub fn centre(&self, cell: u32) -> Point {
        let base = self.base_cell(cell);
        match self.base() {
            Shape::Square { width, .. } => square::centre(width, base),
            Shape::Hex { width, .. } => hex::centre(width, base),
            Shape::Triangle { width, .. } => triangle::centre(width, base),
            Shape::Polar { rings } => polar::centre(self.ring_starts(), rings, base),
            Shape::Hexagon { .. } => unreachable!("a hexagon's base is a hex rectangle"),
        }
    }

    /// The cell's sides, each with the slot it faces (None on the outer border).
    pub fn sides(&self, cell: u32) -> Vec<(Side, Option<usize>)> {
        let base = self.base_cell(cell);
        match self.base() {
            Shape::Square { width, height } => square::sides(width, height, base),
            Shape::Hex { width, height } => hex::sides(width, height, base),
            Shape::Triangle { width, height } => triangle::sides(width, height, base),
            Shape::Polar { rings } => polar::sides(self.ring_starts(), rings, base),
            Shape::Hexagon { .. } => unreachable!("a hexagon's base is a hex rectangle"),
        }
    }
}
