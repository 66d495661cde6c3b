//! Where each cell sits when drawn: its centre and its sides (straight lines, or arcs on a
//! polar maze), in drawing units where a cell is about one unit across.
//!
//! Each side says which neighbour slot it faces, if any; a side with no neighbour there is
//! part of the border and always drawn as a wall.

use super::{Graph, Shape, hex, polar, square, triangle};

/// A point in drawing units; y grows downwards.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    pub x: f64,
    pub y: f64,
}

impl Point {
    pub fn new(x: f64, y: f64) -> Point {
        Point { x, y }
    }

    /// The distance to `other`.
    pub fn distance(self, other: Point) -> f64 {
        (self.x - other.x).hypot(self.y - other.y)
    }
}

/// One side of a cell.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Side {
    /// A straight wall from one corner to the next.
    Line(Point, Point),
    /// An arc of the circle of `radius` around `centre`, from angle `from` to `to` (radians,
    /// clockwise on screen since y grows downwards; `to` > `from`).
    Arc { centre: Point, radius: f64, from: f64, to: f64 },
}

impl Side {
    /// The side as `pieces` straight segments' end points (one segment for a line).
    pub fn points(&self, pieces: usize) -> Vec<Point> {
        match *self {
            Side::Line(a, b) => vec![a, b],
            Side::Arc { centre, radius, from, to } => (0..=pieces.max(1))
                .map(|i| {
                    let angle = from + (to - from) * i as f64 / pieces.max(1) as f64;
                    Point::new(centre.x + radius * angle.cos(), centre.y + radius * angle.sin())
                })
                .collect(),
        }
    }

    /// The side's length in drawing units.
    pub fn length(&self) -> f64 {
        match *self {
            Side::Line(a, b) => a.distance(b),
            Side::Arc { radius, from, to, .. } => radius * (to - from),
        }
    }
}

impl Shape {
    /// The drawing's width and height in units: the shape's alone, known before any graph
    /// or maze is made (a mask's graph is the rectangle of its size).
    pub fn extent(self) -> (f64, f64) {
        match self {
            Shape::Square { width, height } => (f64::from(width), f64::from(height)),
            Shape::Hex { width, height } => hex::extent(width, height),
            // Drawn on its base, a hex rectangle with the hexagon's width in each direction.
            Shape::Hexagon { radius } => {
                let side = (2 * radius).saturating_sub(1);
                hex::extent(side, side)
            }
            Shape::Triangle { width, height } => triangle::extent(width, height),
            Shape::Polar { rings } => (2.0 * f64::from(rings), 2.0 * f64::from(rings)),
        }
    }
}

impl Graph {
    /// The drawing's width and height in units ([`Shape::extent`] of its shape).
    pub fn extent(&self) -> (f64, f64) {
        self.shape().extent()
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
