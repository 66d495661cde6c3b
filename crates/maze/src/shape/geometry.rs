//! Where each cell sits when drawn: its centre and its sides (straight lines, or arcs on a
//! polar maze), in drawing units where a cell is about one unit across.
//!
//! Each side says which neighbour slot it faces, if any; a side with no neighbour there is
//! part of the border and always drawn as a wall.

pub use super::point::{Point, Side};
use super::{Graph, Shape, floors, hex, polar, square, triangle, upsilon, wrap, zeta};

impl Shape {
    /// The drawing's width and height in units: the shape's alone, known before any graph
    /// or maze is made (a mask's graph is the rectangle of its size).
    pub fn extent(self) -> (f64, f64) {
        match self {
            Shape::Square { width, height } | Shape::Zeta { width, height } | Shape::Wrapped { width, height, .. } => {
                (f64::from(width), f64::from(height))
            }
            Shape::Upsilon { width, height } => upsilon::extent(width, height),
            Shape::Floors { width, height, floors } => floors::extent(width, height, floors),
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

    /// Where the way through `slot` of `cell` leads on the drawing, from the cell's centre:
    /// to the centre of the cell through it, or, across a wrapped edge, one cell along that
    /// side (where the cell through it would lie if the grid went on); `None` for an empty
    /// slot and for stairs, which lead to another floor's panel.
    ///
    /// ```
    /// use mousemaze_maze::shape::{Graph, Shape, Wrap};
    ///
    /// let torus = Graph::new(Shape::Wrapped { width: 4, height: 3, wrap: Wrap::XY }).unwrap();
    /// let west = torus.way_step(0, 3).unwrap(); // across the edge to cell 3
    /// assert_eq!((west.x, west.y), (-1.0, 0.0));
    /// let east = torus.way_step(0, 1).unwrap();
    /// assert_eq!((east.x, east.y), (1.0, 0.0));
    /// ```
    pub fn way_step(&self, cell: u32, slot: usize) -> Option<Point> {
        let next = *self.neighbours(cell).get(slot).filter(|&&n| n != super::NONE)?;
        if self.is_seam(cell, slot) {
            // Stairs go to another panel; a wrapped edge's way runs on along its side.
            let Shape::Wrapped { .. } = self.base() else { return None };
            let [dx, dy] = [[0.0, -1.0], [1.0, 0.0], [0.0, 1.0], [-1.0, 0.0]][slot.min(3)];
            return Some(Point::new(dx, dy));
        }
        let (a, b) = (self.centre(cell), self.centre(next));
        Some(Point::new(b.x - a.x, b.y - a.y))
    }

    /// Where the cell's centre is drawn.
    pub fn centre(&self, cell: u32) -> Point {
        let base = self.base_cell(cell);
        match self.base() {
            Shape::Square { width, .. } | Shape::Zeta { width, .. } | Shape::Wrapped { width, .. } => {
                square::centre(width, base)
            }
            Shape::Hex { width, .. } => hex::centre(width, base),
            Shape::Upsilon { width, .. } => upsilon::centre(width, base),
            Shape::Floors { width, height, .. } => floors::centre(width, height, base),
            Shape::Triangle { width, .. } => triangle::centre(width, base),
            Shape::Polar { rings } => polar::centre(self.ring_starts(), rings, base),
            Shape::Hexagon { .. } => unreachable!("a hexagon's base is a hex rectangle"),
        }
    }

    /// At most the number of steps from `from` to `to` through any passages, changing by at
    /// most one across a way (A*'s estimate): Manhattan steps on squares (half of them on a
    /// weave, whose tunnels leap two), king's steps on a zeta grid, hex steps on hexes,
    /// the rings between on a circle, and on triangles the straight distance over the closest
    /// two centres can be (neighbouring triangles' centres are 1/√3 apart); the most of the
    /// columns and rows apart on upsilon (an octagon steps diagonally), Manhattan steps plus
    /// floors on floors, and on wrapped squares each wrapped axis the shorter way round.
    pub fn fewest_steps(&self, from: u32, to: u32) -> u32 {
        let ((x0, y0), (x1, y1)) = (self.place(from), self.place(to));
        match self.shape() {
            // A weave's tunnel is one step over two cells.
            Shape::Square { .. } if self.is_woven() => (x0.abs_diff(x1) + y0.abs_diff(y1)).div_ceil(2),
            Shape::Square { .. } => x0.abs_diff(x1) + y0.abs_diff(y1),
            Shape::Zeta { .. } => zeta::fewest_steps((x0, y0), (x1, y1)),
            Shape::Hex { .. } | Shape::Hexagon { .. } => self.hex_steps(from, to),
            Shape::Polar { .. } => y0.abs_diff(y1),
            Shape::Upsilon { .. } => upsilon::fewest_steps((x0, y0), (x1, y1)),
            Shape::Floors { width, height, .. } => floors::fewest_steps(width, height, from, to),
            Shape::Wrapped { width, height, wrap } => wrap::fewest_steps(width, height, wrap, (x0, y0), (x1, y1)),
            Shape::Triangle { .. } => {
                let gap = self.centre(from).distance(self.centre(to));
                (gap * 3f64.sqrt() + 1e-9).floor() as u32
            }
        }
    }

    /// The cell's sides, each with the slot it faces (None on the outer border).
    pub fn sides(&self, cell: u32) -> Vec<(Side, Option<usize>)> {
        let base = self.base_cell(cell);
        match self.base() {
            Shape::Square { width, height } => square::sides(width, height, base),
            Shape::Zeta { width, height } => zeta::sides(width, height, base),
            Shape::Upsilon { width, height } => upsilon::sides(width, height, base),
            Shape::Floors { width, height, .. } => floors::sides(width, height, base),
            // The square's sides: its border sides face nothing, a wrapped one its slot.
            Shape::Wrapped { width, height, wrap } => {
                let mut sides = square::sides(width, height, base);
                for (slot, (_, faces)) in sides.iter_mut().enumerate() {
                    if wrap::crosses_edge(width, height, wrap, base, slot) {
                        *faces = Some(slot);
                    }
                }
                sides
            }
            Shape::Hex { width, height } => hex::sides(width, height, base),
            Shape::Triangle { width, height } => triangle::sides(width, height, base),
            Shape::Polar { rings } => polar::sides(self.ring_starts(), rings, base),
            Shape::Hexagon { .. } => unreachable!("a hexagon's base is a hex rectangle"),
        }
    }
}
