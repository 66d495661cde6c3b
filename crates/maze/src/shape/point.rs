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

impl Side {
    /// The side cut short by `by` at each end (by at most a quarter of its length each), as
    /// a door's bar is drawn between the posts at a passage's corners.
    ///
    /// ```
    /// use mousemaze_maze::shape::geometry::{Point, Side};
    ///
    /// let side = Side::Line(Point::new(0.0, 0.0), Point::new(10.0, 0.0));
    /// assert_eq!(side.shortened(2.0), Side::Line(Point::new(2.0, 0.0), Point::new(8.0, 0.0)));
    /// assert_eq!(side.shortened(5.0).length(), 5.0, "a quarter at each end at most");
    /// ```
    pub fn shortened(self, by: f64) -> Side {
        let cut = by.min(self.length() / 4.0).max(0.0);
        match self {
            Side::Line(a, b) if cut > 0.0 => {
                let length = a.distance(b);
                let (dx, dy) = ((b.x - a.x) / length * cut, (b.y - a.y) / length * cut);
                Side::Line(Point::new(a.x + dx, a.y + dy), Point::new(b.x - dx, b.y - dy))
            }
            Side::Arc { centre, radius, from, to } if cut > 0.0 => {
                let angle = cut / radius;
                Side::Arc { centre, radius, from: from + angle, to: to - angle }
            }
            side => side,
        }
    }
}
