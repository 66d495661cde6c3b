//! [`Point`] and [`Side`]: where a cell is drawn, in drawing units where a cell is about one
//! unit across. The shapes' own modules (square, hex, triangle, polar) build them; nothing
//! here knows of any shape, so the imports point one way: [`super::geometry`] → the shapes →
//! this module.

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
