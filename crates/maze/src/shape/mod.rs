//! Mazes of every shape: squares, hexagons, triangles and circles, octagons with squares
//! (upsilon), floors joined by stairs and wrapped squares, as cells and their neighbours.
//!
//! A [`Shape`] names the cells (numbered `0..len`), each cell's neighbours in fixed *slots*
//! (a hex cell has six: east, south-east, south-west, west, north-west, north-east), and where
//! each cell sits when drawn ([`geometry`]). A [`Graph`] is a shape, optionally cut down by a
//! [`Mask`]; a [`ShapedMaze`] is a graph with its open passages, one byte a cell (one bit a
//! slot), and one of the two implementations of the crate's maze model
//! ([`crate::model::Cells`]). The generators, braiding, distances, fair starts and
//! breadth-first search are the crate's own, written once over that model ([`generate`]
//! names which work on which shape); the other solvers here ([`solve`]) are still the
//! shapes' own.
//!
//! Two graphs' ways depend on what is already open: a zeta grid's diagonals never cross and
//! a weave's tunnels pass only under straight passages ([`crossings`], asked through
//! `Cells::may_open`).
//!
//! The square [`crate::Maze`] is the model's other implementation, the one-byte-a-cell fast
//! path, which the square-only generators (Eller, the divisions) need.
//! [`Shape::Square`] here is the square grid as a graph, for masks and JSON.
//!
//! ```
//! use mousemaze_maze::Algorithm;
//! use mousemaze_maze::shape::{Graph, Shape, generate::generate};
//!
//! let graph = Graph::new(Shape::Hex { width: 12, height: 9 }).unwrap();
//! let maze = generate(graph, Algorithm::Backtracker, 7).unwrap();
//! assert_eq!(maze.passage_count(), maze.len() - 1); // a spanning tree, on hexes
//! ```

pub mod crossings;
pub mod draw;
mod floors;
pub mod generate;
pub mod geometry;
mod graph;
pub(crate) mod hex;
pub mod mask;
mod maze;
mod point;
mod polar;
pub mod solve;
mod square;
#[cfg(test)]
mod tests;
mod triangle;
mod upsilon;
mod weave;
mod wrap;
pub mod zeta;

use std::fmt;

pub use floors::{DOWN, MAX_FLOORS, UP};
pub use graph::Graph;
pub use mask::Mask;
pub use maze::ShapedMaze;
pub use polar::ring_sizes;
pub use wrap::{MIN_WRAPPED_SIDE, Wrap};

use crate::MAX_CELLS;

/// The most neighbours a cell has, in any shape (an upsilon octagon's eight, a zeta cell's
/// eight, and a weave cell's four ways and four tunnels): one bit each in a [`ShapedMaze`]'s
/// byte a cell, so eight is also the most that byte holds.
pub const MAX_SLOTS: usize = 8;
/// An empty slot: no neighbour on that side.
pub const NONE: u32 = u32::MAX;
/// The largest `--radius` of a hexagon or `--rings` of a circle (the cell limit still applies).
pub const MAX_ROUND: u32 = 8_000;

/// The shape of a maze's cells and how they are laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// The square grid, `width`×`height` cells (slots N, E, S, W).
    Square { width: u32, height: u32 },
    /// A rectangle of pointy-top hexagons, odd rows shifted half a cell right
    /// (slots E, SE, SW, W, NW, NE).
    Hex { width: u32, height: u32 },
    /// A big hexagon of hexagons, `radius` cells along each edge (1 is a single cell).
    Hexagon { radius: u32 },
    /// A "delta" grid of triangles, alternately pointing up and down, `width` triangles a row
    /// (slots W, E, and the flat side's neighbour).
    Triangle { width: u32, height: u32 },
    /// A "theta" maze: a centre cell and `rings - 1` rings around it, each ring splitting its
    /// cells in two where they would grow wider than tall (slots clockwise, anticlockwise, in,
    /// out, out).
    Polar { rings: u32 },
    /// The square grid with diagonal ways too, `width`×`height` cells (slots N, E, S, W,
    /// NE, SE, SW, NW); two diagonals never cross ([`zeta`]).
    Zeta { width: u32, height: u32 },
    /// The 4.8.8 tiling ("upsilon"): a checkerboard of `width`×`height` cells, the cell at
    /// column x, row y an octagon when x + y is even, else a square (slots N, NE, E, SE, S,
    /// SW, W, NW; a square's slanted ones stay empty).
    Upsilon { width: u32, height: u32 },
    /// `floors` square grids of `width`×`height` stacked (2 to [`MAX_FLOORS`]), every cell
    /// joined by stairs to the cells above and below it (slots N, E, S, W, [`UP`], [`DOWN`]).
    Floors { width: u32, height: u32, floors: u32 },
    /// The square grid with opposite edges joined as `wrap` says: a cylinder or a torus
    /// (slots N, E, S, W).
    Wrapped { width: u32, height: u32, wrap: Wrap },
}

/// Why a shape could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShapeError {
    /// A size is 0 or too big.
    BadSize { name: &'static str, value: u64, max: u64 },
    /// The cell count is over [`MAX_CELLS`].
    TooManyCells { shape: String, cells: u64 },
    /// A mask is unusable (its text says why).
    Mask(String),
    /// A size of one kind of maze is out of its range (its text says what is allowed).
    Kind(String),
}

impl fmt::Display for ShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShapeError::BadSize { name, value, max } => write!(f, "{name} {value} is out of range: allowed 1..={max}"),
            ShapeError::TooManyCells { shape, cells } => {
                write!(f, "{shape} has {cells} cells, over the limit of {MAX_CELLS} cells")
            }
            ShapeError::Mask(why) | ShapeError::Kind(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for ShapeError {}

impl Shape {
    /// The shape's name, as the CLI and JSON write it: `square`, `hex`, `triangle`, `polar`,
    /// `upsilon` or `floors` (wrapped squares are `square`; JSON adds `"wrap"`).
    pub fn name(self) -> &'static str {
        match self {
            Shape::Square { .. } | Shape::Wrapped { .. } => "square",
            Shape::Upsilon { .. } => "upsilon",
            Shape::Floors { .. } => "floors",
            Shape::Hex { .. } | Shape::Hexagon { .. } => "hex",
            Shape::Triangle { .. } => "triangle",
            Shape::Polar { .. } => "polar",
            Shape::Zeta { .. } => "zeta",
        }
    }

    /// How many cells the shape has, computed without allocating anything.
    pub fn cell_count(self) -> u64 {
        match self {
            Shape::Square { width, height }
            | Shape::Hex { width, height }
            | Shape::Triangle { width, height }
            | Shape::Zeta { width, height }
            | Shape::Upsilon { width, height }
            | Shape::Wrapped { width, height, .. } => u64::from(width) * u64::from(height),
            Shape::Floors { width, height, floors } => u64::from(width) * u64::from(height) * u64::from(floors),
            Shape::Hexagon { radius } => 3 * u64::from(radius) * u64::from(radius.saturating_sub(1)) + 1,
            Shape::Polar { rings } => polar::cell_count(rings),
        }
    }

    /// Checks the sizes and the cell count against the limits, before anything is allocated.
    pub fn check(self) -> Result<(), ShapeError> {
        let sides: &[(&'static str, u32, u32)] = match self {
            Shape::Square { width, height }
            | Shape::Hex { width, height }
            | Shape::Triangle { width, height }
            | Shape::Zeta { width, height }
            | Shape::Upsilon { width, height }
            | Shape::Floors { width, height, .. }
            | Shape::Wrapped { width, height, .. } => {
                &[("width", width, crate::MAX_SIDE), ("height", height, crate::MAX_SIDE)]
            }
            Shape::Hexagon { radius } => &[("radius", radius, MAX_ROUND)],
            Shape::Polar { rings } => &[("rings", rings, MAX_ROUND)],
        };
        for &(name, value, max) in sides {
            if value == 0 || value > max {
                return Err(ShapeError::BadSize { name, value: value.into(), max: max.into() });
            }
        }
        match self {
            Shape::Floors { floors, .. } => floors::check(floors)?,
            Shape::Wrapped { width, height, wrap } => wrap::check(width, height, wrap)?,
            _ => {}
        }
        let cells = self.cell_count();
        if cells > MAX_CELLS {
            return Err(ShapeError::TooManyCells { shape: self.to_string(), cells });
        }
        Ok(())
    }

    /// How many neighbour slots a cell of this shape has.
    pub fn slots(self) -> usize {
        match self {
            Shape::Square { .. } | Shape::Wrapped { .. } => 4,
            Shape::Hex { .. } | Shape::Hexagon { .. } | Shape::Polar { .. } => 6,
            Shape::Triangle { .. } => 3,
            Shape::Zeta { .. } => 8,
            Shape::Upsilon { .. } => upsilon::SLOTS,
            Shape::Floors { .. } => floors::SLOTS,
        }
    }
}

/// `a 12×9 hex maze`, `a hexagon of radius 5`, `a polar maze of 8 rings`, `a 9×9 upsilon
/// maze`, `3 floors of 8×6 squares`, `a 12×8 square maze wrapped xy`.
impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Shape::Square { width, height } => write!(f, "a {width}×{height} square maze"),
            Shape::Hex { width, height } => write!(f, "a {width}×{height} hex maze"),
            Shape::Hexagon { radius } => write!(f, "a hexagon of radius {radius}"),
            Shape::Triangle { width, height } => write!(f, "a {width}×{height} triangle maze"),
            Shape::Polar { rings } => write!(f, "a polar maze of {rings} rings"),
            Shape::Zeta { width, height } => write!(f, "a {width}×{height} zeta maze"),
            Shape::Upsilon { width, height } => write!(f, "a {width}×{height} upsilon maze"),
            Shape::Floors { width, height, floors } => write!(f, "{floors} floors of {width}×{height} squares"),
            Shape::Wrapped { width, height, wrap } => write!(f, "a {width}×{height} square maze wrapped {wrap}"),
        }
    }
}

/// A shape's name with its article, as a refusal says it: `a hex`, `an upsilon`.
pub(crate) fn a_maze_of(name: &str) -> String {
    let article = if name.starts_with(['a', 'e', 'i', 'o', 'u']) { "an" } else { "a" };
    format!("{article} {name}")
}

#[cfg(test)]
mod size_tests {
    use super::*;

    #[test]
    fn sizes_are_checked_before_allocating() {
        let err = Shape::Hex { width: 0, height: 3 }.check().unwrap_err();
        assert_eq!(err.to_string(), "width 0 is out of range: allowed 1..=65535");
        let err = Shape::Triangle { width: 65_535, height: 65_535 }.check().unwrap_err();
        assert!(err.to_string().contains("over the limit of 268435456 cells"), "{err}");
        let err = Shape::Polar { rings: 8_001 }.check().unwrap_err();
        assert_eq!(err.to_string(), "rings 8001 is out of range: allowed 1..=8000");
        assert_eq!(Shape::Polar { rings: 8_000 }.cell_count(), 200_930_779, "under the limit");
        assert!(Shape::Hexagon { radius: 8_000 }.check().is_ok());
        assert_eq!(Shape::Hexagon { radius: 1 }.cell_count(), 1);
        assert_eq!(Shape::Hexagon { radius: 3 }.cell_count(), 19);
    }
}
