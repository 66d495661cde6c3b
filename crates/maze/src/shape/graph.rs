//! [`Graph`]: a shape's cells and neighbours, optionally cut down by a mask (`masked.rs`;
//! `kept.rs` numbers the cells kept).
//!
//! Neighbours are computed, not stored: a cell's slots come from its shape's arithmetic
//! (a binary search over the rings on a polar maze), so a million hexes cost no adjacency
//! lists. A mask (or a big hexagon, which is a hex rectangle cut to shape) keeps some of the
//! base shape's cells and renumbers them `0..len` in the base's order.

mod kept;
mod masked;

use super::{MAX_SLOTS, NONE, Shape, ShapeError, floors, hex, polar, square, triangle, upsilon, weave, wrap, zeta};
use kept::Kept;

/// The cells of a maze of some shape, and each cell's neighbours by slot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graph {
    /// The shape asked for.
    shape: Shape,
    /// The shape whose arithmetic gives the neighbours (a hexagon's is a hex rectangle).
    base: Shape,
    /// Where each polar ring starts (empty for other shapes).
    ring_starts: Vec<u32>,
    /// The cells kept, when not all of the base's are.
    kept: Option<Kept>,
    /// A weave's tunnels offered, one bit a tunnel slot (4–7) a cell ([`Graph::woven`]).
    tunnels: Option<Vec<u8>>,
}

impl Graph {
    /// The whole of `shape`. Its size is checked before anything is allocated.
    pub fn new(shape: Shape) -> Result<Graph, ShapeError> {
        shape.check()?;
        Ok(match shape {
            Shape::Hexagon { radius } => {
                let side = 2 * radius - 1;
                let base = Shape::Hex { width: side, height: side };
                let centre = (radius - 1) * side + (radius - 1);
                let keep = |cell: u32| hex::distance(side, cell, centre) < radius;
                let kept = Kept::new(side * side, keep);
                Graph { shape, base, ring_starts: Vec::new(), kept: Some(kept), tunnels: None }
            }
            Shape::Polar { rings } => {
                Graph { shape, base: shape, ring_starts: polar::ring_starts(rings), kept: None, tunnels: None }
            }
            _ => Graph { shape, base: shape, ring_starts: Vec::new(), kept: None, tunnels: None },
        })
    }

    /// The width and height of a whole hex rectangle (no mask), for the walks that keep
    /// their column and row.
    pub(crate) fn whole_hex(&self) -> Option<(u32, u32)> {
        match (self.base, &self.kept) {
            (Shape::Hex { width, height }, None) => Some((width, height)),
            _ => None,
        }
    }

    /// The graph with a weave's tunnels offered (one bit a tunnel slot a cell).
    pub(super) fn with_tunnels(mut self, offered: Vec<u8>) -> Graph {
        self.tunnels = Some(offered);
        self
    }

    /// Whether the graph is a weave ([`Graph::woven`]).
    pub fn is_woven(&self) -> bool {
        self.tunnels.is_some()
    }

    /// Whether the way through `slot` is a tunnel (a weave's slots 4–7, passing under the
    /// cell between).
    ///
    /// ```
    /// use mousemaze_maze::shape::{Graph, Shape};
    ///
    /// let weave = Graph::woven(6, 6, 1.0, 1).unwrap();
    /// assert!(weave.is_tunnel(5) && !weave.is_tunnel(1));
    /// assert!(!Graph::new(Shape::Upsilon { width: 6, height: 6 }).unwrap().is_tunnel(5), "an octagon's slanted way");
    /// ```
    pub fn is_tunnel(&self, slot: usize) -> bool {
        self.is_woven() && slot >= 4
    }

    /// The shape asked for.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The shape the neighbours and drawing are computed on.
    pub(super) fn base(&self) -> Shape {
        self.base
    }

    pub(super) fn ring_starts(&self) -> &[u32] {
        &self.ring_starts
    }

    /// How many cells the maze has.
    pub fn len(&self) -> usize {
        match &self.kept {
            Some(kept) => kept.to_base.len(),
            None => self.base.cell_count() as usize,
        }
    }

    /// Always false: a graph has at least one cell.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// How many slots a cell has (4, 6, 3 or 8: a weave's four tunnels after its four
    /// ways); slots past this are always empty.
    pub fn slots(&self) -> usize {
        if self.tunnels.is_some() { 8 } else { self.base.slots() }
    }

    /// The neighbours of `cell` by slot; [`NONE`] where there is none.
    #[inline]
    pub fn neighbours(&self, cell: u32) -> [u32; MAX_SLOTS] {
        let mut out = [NONE; MAX_SLOTS];
        let base = self.base_cell(cell);
        match self.base {
            Shape::Square { width, height } => {
                square::neighbours(width, height, base, &mut out);
                if let Some(offered) = &self.tunnels {
                    weave::tunnel_neighbours(width, base, offered[base as usize], &mut out);
                }
            }
            Shape::Zeta { width, height } => zeta::neighbours(width, height, base, &mut out),
            Shape::Hex { width, height } => hex::neighbours(width, height, base, &mut out),
            Shape::Triangle { width, height } => triangle::neighbours(width, height, base, &mut out),
            Shape::Polar { .. } => polar::neighbours(&self.ring_starts, base, &mut out),
            Shape::Upsilon { width, height } => upsilon::neighbours(width, height, base, &mut out),
            Shape::Floors { width, height, floors } => floors::neighbours(width, height, floors, base, &mut out),
            Shape::Wrapped { width, height, wrap } => wrap::neighbours(width, height, wrap, base, &mut out),
            Shape::Hexagon { .. } => unreachable!("a hexagon's base is a hex rectangle"),
        }
        if let Some(kept) = &self.kept {
            for n in out.iter_mut().filter(|n| **n != NONE) {
                *n = kept.from_base[*n as usize];
            }
        }
        out
    }

    /// How many neighbours `cell` has.
    pub fn degree(&self, cell: u32) -> usize {
        self.neighbours(cell).iter().filter(|&&n| n != NONE).count()
    }

    /// The slot of `neighbour` (through `slot` of `cell`) that faces back to `cell`.
    #[inline]
    pub fn reverse_slot(&self, cell: u32, slot: usize, neighbour: u32) -> usize {
        match self.base {
            Shape::Square { .. } | Shape::Zeta { .. } | Shape::Wrapped { .. } => square::reverse(slot),
            Shape::Hex { .. } => hex::reverse(slot),
            Shape::Triangle { .. } => triangle::reverse(slot),
            Shape::Upsilon { .. } => upsilon::reverse(slot),
            Shape::Floors { .. } => floors::reverse(slot),
            _ => self.slot_of(neighbour, cell).expect("neighbours are symmetric"),
        }
    }

    /// The slot of `cell` through which `other` is its neighbour.
    pub fn slot_of(&self, cell: u32, other: u32) -> Option<usize> {
        self.neighbours(cell).iter().position(|&n| n == other)
    }

    /// The base shape's cell number of `cell` (its own number without a mask).
    #[inline]
    pub fn base_cell(&self, cell: u32) -> u32 {
        match &self.kept {
            Some(kept) => kept.to_base[cell as usize],
            None => cell,
        }
    }

    /// The fewest hex steps between two cells of a hex maze (walls aside).
    pub fn hex_steps(&self, a: u32, b: u32) -> u32 {
        match self.base {
            Shape::Hex { width, .. } => hex::distance(width, self.base_cell(a), self.base_cell(b)),
            _ => 0,
        }
    }

    /// The base shape's column and row of `cell` (ring and index on a polar maze; on its
    /// floor on floors, [`Graph::floor`] says which).
    pub fn place(&self, cell: u32) -> (u32, u32) {
        let base = self.base_cell(cell);
        match self.base {
            Shape::Square { width, .. }
            | Shape::Hex { width, .. }
            | Shape::Triangle { width, .. }
            | Shape::Zeta { width, .. }
            | Shape::Upsilon { width, .. }
            | Shape::Wrapped { width, .. } => (base % width, base / width),
            Shape::Floors { width, height, .. } => {
                let (_, x, y) = floors::locate(width, height, base);
                (x, y)
            }
            _ => {
                let ring = self.ring_starts.partition_point(|&s| s <= base) - 1;
                (base - self.ring_starts[ring], ring as u32)
            }
        }
    }

    /// The floor `cell` is on: 0 but on [`Shape::Floors`].
    ///
    /// ```
    /// use mousemaze_maze::shape::{Graph, Shape};
    ///
    /// let graph = Graph::new(Shape::Floors { width: 3, height: 2, floors: 2 }).unwrap();
    /// assert_eq!((graph.floor(5), graph.floor(6)), (0, 1));
    /// assert_eq!(graph.place(6), (0, 0));
    /// ```
    pub fn floor(&self, cell: u32) -> u32 {
        match self.base {
            Shape::Floors { width, height, .. } => floors::locate(width, height, self.base_cell(cell)).0,
            _ => 0,
        }
    }

    /// Whether the way through `slot` of `cell` is drawn apart from the cell: stairs to another
    /// floor, or a passage across a wrapped edge. A route's line breaks there, and a wrapped
    /// edge's wall is drawn on both edges.
    ///
    /// ```
    /// use mousemaze_maze::shape::{Graph, Shape, UP, Wrap};
    ///
    /// let floors = Graph::new(Shape::Floors { width: 3, height: 3, floors: 2 }).unwrap();
    /// assert!(floors.is_seam(0, UP) && !floors.is_seam(0, 1));
    /// let torus = Graph::new(Shape::Wrapped { width: 3, height: 3, wrap: Wrap::XY }).unwrap();
    /// assert_eq!(torus.neighbours(0)[3], 2, "west of the first cell is the last of its row");
    /// assert!(torus.is_seam(0, 3) && !torus.is_seam(0, 1));
    /// ```
    pub fn is_seam(&self, cell: u32, slot: usize) -> bool {
        match self.base {
            Shape::Floors { .. } => slot == floors::UP || slot == floors::DOWN,
            Shape::Wrapped { width, height, wrap } => wrap::crosses_edge(width, height, wrap, cell, slot),
            _ => false,
        }
    }

    /// Where a route starts and ends unless told otherwise: the first cell and the last
    /// (corner to corner, the centre to the outer ring, floor 0 to the top floor), but on
    /// wrapped squares the cell farthest from the first round the wrap.
    ///
    /// ```
    /// use mousemaze_maze::shape::{Graph, Shape, Wrap};
    ///
    /// let floors = Graph::new(Shape::Floors { width: 4, height: 3, floors: 3 }).unwrap();
    /// assert_eq!(floors.default_ends(), (0, 35));
    /// let torus = Graph::new(Shape::Wrapped { width: 8, height: 6, wrap: Wrap::XY }).unwrap();
    /// assert_eq!(torus.default_ends(), (0, 3 * 8 + 4), "half way round both ways");
    /// ```
    pub fn default_ends(&self) -> (u32, u32) {
        match self.base {
            Shape::Wrapped { width, height, wrap } => (0, wrap::far_cell(width, height, wrap)),
            _ => (0, self.len() as u32 - 1),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn degrees(graph: &Graph) -> Vec<usize> {
        (0..graph.len() as u32).map(|c| graph.degree(c)).collect()
    }

    #[test]
    fn interior_hexes_have_six_neighbours_and_triangles_three() {
        let hex = Graph::new(Shape::Hex { width: 9, height: 8 }).unwrap();
        for cell in 0..hex.len() as u32 {
            let (x, y) = hex.place(cell);
            let interior = x > 0 && x < 8 && y > 0 && y < 7;
            assert_eq!(hex.degree(cell) == 6, interior, "hex cell {cell} at ({x}, {y})");
        }
        let triangle = Graph::new(Shape::Triangle { width: 9, height: 8 }).unwrap();
        for cell in 0..triangle.len() as u32 {
            let (x, y) = triangle.place(cell);
            let interior = x > 0 && x < 8 && y > 0 && y < 7;
            if interior {
                assert_eq!(triangle.degree(cell), 3, "triangle {cell} at ({x}, {y})");
            }
        }
        assert!(degrees(&triangle).iter().all(|&d| (1..=3).contains(&d)));
    }

    #[test]
    fn a_hexagon_is_a_hexagon() {
        let hexagon = Graph::new(Shape::Hexagon { radius: 4 }).unwrap();
        assert_eq!(hexagon.len(), 37);
        let sixes = degrees(&hexagon).iter().filter(|&&d| d == 6).count();
        assert_eq!(sixes, 19, "the cells inside the outer ring have all six");
        // Six corners have three neighbours; the other edge cells four.
        let threes = degrees(&hexagon).iter().filter(|&&d| d == 3).count();
        assert_eq!(threes, 6);
    }

    #[test]
    fn neighbours_are_symmetric_in_every_shape() {
        let shapes = [
            Shape::Square { width: 5, height: 4 },
            Shape::Hex { width: 6, height: 5 },
            Shape::Hexagon { radius: 3 },
            Shape::Triangle { width: 7, height: 4 },
            Shape::Polar { rings: 6 },
            Shape::Zeta { width: 5, height: 4 },
            Shape::Upsilon { width: 6, height: 5 },
            Shape::Floors { width: 4, height: 3, floors: 3 },
            Shape::Wrapped { width: 5, height: 4, wrap: wrap::Wrap::XY },
        ];
        let woven = Graph::woven(6, 5, 1.0, 3).unwrap();
        for graph in shapes.into_iter().map(|shape| Graph::new(shape).unwrap()).chain([woven]) {
            let shape = graph.shape();
            for cell in 0..graph.len() as u32 {
                for (slot, n) in graph.neighbours(cell).into_iter().enumerate().filter(|(_, n)| *n != NONE) {
                    assert_ne!(n, cell, "{shape}");
                    let back = graph.reverse_slot(cell, slot, n);
                    assert_eq!(graph.neighbours(n)[back], cell, "{shape}: {cell} slot {slot}");
                }
            }
        }
    }
}
