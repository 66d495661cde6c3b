//! Wrapped squares: the square grid with its opposite edges joined, so leaving one edge
//! enters the other ([`Wrap`]: east–west makes a cylinder, north–south too a torus). Cells
//! and slots are the square grid's (N, E, S, W); a cell on a wrapped edge has a neighbour
//! across it. A wrapped side needs at least 3 cells, or a cell would meet the same neighbour
//! twice (or itself).
//!
//! Drawn as the square grid: a passage across a wrapped edge leaves an opening in both
//! edges, and a closed one is a wall on both.

use std::fmt;
use std::str::FromStr;

use super::{MAX_SLOTS, NONE, ShapeError};

/// Which edges are joined.
///
/// ```
/// use mousemaze_maze::shape::{Graph, Shape, Wrap};
///
/// // A 5×4 cylinder: the east edge's cells have the west edge's beside them.
/// let graph = Graph::new(Shape::Wrapped { width: 5, height: 4, wrap: Wrap::X }).unwrap();
/// assert_eq!(graph.neighbours(4)[1], 0);
/// assert_eq!(graph.degree(0), 3, "nothing north of the top row");
/// assert!(Wrap::X.x() && !Wrap::X.y() && Wrap::XY.y());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Wrap {
    /// West and east (a cylinder standing up).
    X,
    /// North and south (a cylinder lying down).
    Y,
    /// Both (a torus).
    XY,
}

/// The fewest cells a wrapped side may have.
pub const MIN_WRAPPED_SIDE: u32 = 3;

impl Wrap {
    /// Whether west and east are joined.
    pub fn x(self) -> bool {
        matches!(self, Wrap::X | Wrap::XY)
    }

    /// Whether north and south are joined.
    pub fn y(self) -> bool {
        matches!(self, Wrap::Y | Wrap::XY)
    }

    /// `x`, `y` or `xy`, as the CLI and JSON write it.
    pub fn name(self) -> &'static str {
        match self {
            Wrap::X => "x",
            Wrap::Y => "y",
            Wrap::XY => "xy",
        }
    }
}

impl fmt::Display for Wrap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// `x`, `y` or `xy` (`yx` too).
///
/// ```
/// use mousemaze_maze::shape::Wrap;
///
/// assert_eq!("xy".parse::<Wrap>(), Ok(Wrap::XY));
/// assert!("z".parse::<Wrap>().unwrap_err().contains("allowed x, y or xy"));
/// ```
impl FromStr for Wrap {
    type Err = String;

    fn from_str(text: &str) -> Result<Wrap, String> {
        match text.trim().to_ascii_lowercase().as_str() {
            "x" => Ok(Wrap::X),
            "y" => Ok(Wrap::Y),
            "xy" | "yx" => Ok(Wrap::XY),
            _ => Err(format!("{text:?} is not a way to wrap: allowed x, y or xy")),
        }
    }
}

/// An error unless each wrapped side has at least [`MIN_WRAPPED_SIDE`] cells.
pub(super) fn check(width: u32, height: u32, wrap: Wrap) -> Result<(), ShapeError> {
    for (wrapped, name, value, axis) in [(wrap.x(), "width", width, "x"), (wrap.y(), "height", height, "y")] {
        if wrapped && value < MIN_WRAPPED_SIDE {
            return Err(ShapeError::Kind(format!(
                "{name} {value} is too small to wrap: wrapping {axis} needs a {name} of at least {MIN_WRAPPED_SIDE}"
            )));
        }
    }
    Ok(())
}

/// Fills `out` with the neighbours of `cell` in a wrapped `width`×`height` grid (N, E, S, W).
#[inline]
pub(super) fn neighbours(width: u32, height: u32, wrap: Wrap, cell: u32, out: &mut [u32; MAX_SLOTS]) {
    let (x, y) = (cell % width, cell / width);
    let across = |wrapped: bool, to: u32| if wrapped { to } else { NONE };
    let last_row = (height - 1) * width;
    out[0] = if y > 0 { cell - width } else { across(wrap.y(), cell + last_row) };
    out[1] = if x + 1 < width { cell + 1 } else { across(wrap.x(), cell + 1 - width) };
    out[2] = if y + 1 < height { cell + width } else { across(wrap.y(), cell - last_row) };
    out[3] = if x > 0 { cell - 1 } else { across(wrap.x(), cell + width - 1) };
}

/// Whether the way through `slot` of `cell` crosses a wrapped edge.
pub(super) fn crosses_edge(width: u32, height: u32, wrap: Wrap, cell: u32, slot: usize) -> bool {
    let (x, y) = (cell % width, cell / width);
    match slot {
        0 => wrap.y() && y == 0,
        1 => wrap.x() && x + 1 == width,
        2 => wrap.y() && y + 1 == height,
        3 => wrap.x() && x == 0,
        _ => false,
    }
}

/// At most the steps between two cells: the Manhattan distance, each wrapped axis the
/// shorter way round.
pub(super) fn fewest_steps(width: u32, height: u32, wrap: Wrap, (x0, y0): (u32, u32), (x1, y1): (u32, u32)) -> u32 {
    let apart = |a: u32, b: u32, side: u32, wrapped: bool| {
        let d = a.abs_diff(b);
        if wrapped { d.min(side - d) } else { d }
    };
    apart(x0, x1, width, wrap.x()) + apart(y0, y1, height, wrap.y())
}

/// The cell farthest from the first one round the wrap: half way round each wrapped axis,
/// the far edge on one not wrapped.
pub(super) fn far_cell(width: u32, height: u32, wrap: Wrap) -> u32 {
    let x = if wrap.x() { width / 2 } else { width - 1 };
    let y = if wrap.y() { height / 2 } else { height - 1 };
    y * width + x
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::square;

    #[test]
    fn every_cell_has_four_distinct_neighbours_round_a_torus() {
        let (w, h) = (5, 3);
        for cell in 0..w * h {
            let mut out = [NONE; MAX_SLOTS];
            neighbours(w, h, Wrap::XY, cell, &mut out);
            let mut four = out[..4].to_vec();
            four.sort_unstable();
            four.dedup();
            assert_eq!(four.len(), 4, "cell {cell}: {out:?}");
            for (slot, &n) in out[..4].iter().enumerate() {
                let mut back = [NONE; MAX_SLOTS];
                neighbours(w, h, Wrap::XY, n, &mut back);
                assert_eq!(back[square::reverse(slot)], cell, "cell {cell} slot {slot}");
                let (a, b) = ((cell % w, cell / w), (n % w, n / w));
                assert_eq!(fewest_steps(w, h, Wrap::XY, a, b), 1, "cell {cell} slot {slot}");
                let plain = a.0.abs_diff(b.0) + a.1.abs_diff(b.1) == 1;
                assert_eq!(crosses_edge(w, h, Wrap::XY, cell, slot), !plain, "cell {cell} slot {slot}");
            }
        }
        assert!(check(2, 9, Wrap::X).unwrap_err().to_string().contains("width of at least 3"));
        assert!(check(2, 9, Wrap::Y).is_ok());
    }
}
