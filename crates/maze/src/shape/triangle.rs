//! Triangles (a "delta" maze): rows of triangles of side one unit, alternately pointing up
//! and down; cell `row·W + column` points up when `column + row` is even. Slots: west, east,
//! and the neighbour across the flat side (below an upward triangle, above a downward one).

use super::point::{Point, Side};
use super::{MAX_SLOTS, NONE};

/// A triangle's height.
const HEIGHT: f64 = 0.866_025_403_784_438_6;

fn points_up(width: u32, cell: u32) -> bool {
    (cell % width + cell / width).is_multiple_of(2)
}

/// Fills `out` with the neighbours of `cell` in a `width`×`height` triangle grid.
#[inline]
pub(super) fn neighbours(width: u32, height: u32, cell: u32, out: &mut [u32; MAX_SLOTS]) {
    let (x, y) = (cell % width, cell / width);
    out[0] = if x > 0 { cell - 1 } else { NONE };
    out[1] = if x + 1 < width { cell + 1 } else { NONE };
    out[2] = if points_up(width, cell) {
        if y + 1 < height { cell + width } else { NONE }
    } else if y > 0 {
        cell - width
    } else {
        NONE
    };
}

/// The slot on the far side of `slot`.
pub(super) fn reverse(slot: usize) -> usize {
    [1, 0, 2][slot]
}

pub(super) fn extent(width: u32, height: u32) -> (f64, f64) {
    ((f64::from(width) + 1.0) / 2.0, f64::from(height) * HEIGHT)
}

/// The corners: west, east of the flat side, then the apex.
fn corners(width: u32, cell: u32) -> [Point; 3] {
    let (x, y) = (f64::from(cell % width) / 2.0, f64::from(cell / width) * HEIGHT);
    if points_up(width, cell) {
        [Point::new(x, y + HEIGHT), Point::new(x + 1.0, y + HEIGHT), Point::new(x + 0.5, y)]
    } else {
        [Point::new(x, y), Point::new(x + 1.0, y), Point::new(x + 0.5, y + HEIGHT)]
    }
}

pub(super) fn centre(width: u32, cell: u32) -> Point {
    let [a, b, c] = corners(width, cell);
    Point::new((a.x + b.x + c.x) / 3.0, (a.y + b.y + c.y) / 3.0)
}

pub(super) fn sides(width: u32, height: u32, cell: u32) -> Vec<(Side, Option<usize>)> {
    let [west, east, apex] = corners(width, cell);
    let mut out = [NONE; MAX_SLOTS];
    neighbours(width, height, cell, &mut out);
    let lines = [Side::Line(west, apex), Side::Line(apex, east), Side::Line(west, east)];
    (0..3).map(|s| (lines[s], (out[s] != NONE).then_some(s))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbours_share_a_side_and_agree() {
        let (w, h) = (9, 5);
        for cell in 0..w * h {
            let mut out = [NONE; MAX_SLOTS];
            neighbours(w, h, cell, &mut out);
            let mine = sides(w, h, cell);
            for slot in (0..3).filter(|&s| out[s] != NONE) {
                let n = out[slot];
                let mut back = [NONE; MAX_SLOTS];
                neighbours(w, h, n, &mut back);
                assert_eq!(back[reverse(slot)], cell, "cell {cell} slot {slot}");
                // The two triangles draw the shared side with the same ends.
                let theirs = sides(w, h, n)[reverse(slot)].0;
                let (Side::Line(a, b), Side::Line(c, d)) = (mine[slot].0, theirs) else { unreachable!() };
                let same = |p: Point, q: Point| p.distance(q) < 1e-9;
                assert!((same(a, c) && same(b, d)) || (same(a, d) && same(b, c)), "cell {cell} slot {slot}");
            }
        }
    }
}
