//! The square grid as a graph: cell `y·W + x`, slots north, east, south, west.

use super::point::{Point, Side};
use super::{MAX_SLOTS, NONE};

/// Fills `out` with the neighbours of `cell` in a `width`×`height` grid (N, E, S, W).
#[inline]
pub(super) fn neighbours(width: u32, height: u32, cell: u32, out: &mut [u32; MAX_SLOTS]) {
    let (x, y) = (cell % width, cell / width);
    out[0] = if y > 0 { cell - width } else { NONE };
    out[1] = if x + 1 < width { cell + 1 } else { NONE };
    out[2] = if y + 1 < height { cell + width } else { NONE };
    out[3] = if x > 0 { cell - 1 } else { NONE };
}

/// The slot on the far side of `slot`: two on within its four (the straight ways 0–3, and a
/// zeta cell's diagonals or a weave's tunnels, 4–7).
pub(super) fn reverse(slot: usize) -> usize {
    slot & 4 | (slot + 2) & 3
}

pub(super) fn centre(width: u32, cell: u32) -> Point {
    Point::new(f64::from(cell % width) + 0.5, f64::from(cell / width) + 0.5)
}

pub(super) fn sides(width: u32, height: u32, cell: u32) -> Vec<(Side, Option<usize>)> {
    let (x, y) = (f64::from(cell % width), f64::from(cell / width));
    let mut out = [NONE; MAX_SLOTS];
    neighbours(width, height, cell, &mut out);
    let corners = [Point::new(x, y), Point::new(x + 1.0, y), Point::new(x + 1.0, y + 1.0), Point::new(x, y + 1.0)];
    (0..4).map(|s| (Side::Line(corners[s], corners[(s + 1) % 4]), (out[s] != NONE).then_some(s))).collect()
}
