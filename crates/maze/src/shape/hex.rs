//! Hexagons: a rectangle of pointy-top hexes, odd rows shifted half a cell to the right
//! ("odd-r" offset coordinates), cell `row·W + column`. Slots run clockwise from the east:
//! E, SE, SW, W, NW, NE, so a slot's far side is three slots on. A big hexagon of a radius is
//! this rectangle cut down to the cells within `radius - 1` steps of its centre.
//!
//! Drawn with a circumradius of one unit: a cell is √3 wide, rows are 1.5 apart.

use super::point::{Point, Side};
use super::{MAX_SLOTS, NONE};

const ROOT3: f64 = 1.732_050_807_568_877_2;

/// Fills `out` with the neighbours of `cell` in a `width`×`height` hex rectangle.
#[inline]
pub(super) fn neighbours(width: u32, height: u32, cell: u32, out: &mut [u32; MAX_SLOTS]) {
    neighbours_at(width, height, cell % width, cell / width, out);
}

/// [`neighbours`] of the cell at column `x`, row `y` (no division: the hot walk keeps them).
#[inline]
pub(crate) fn neighbours_at(width: u32, height: u32, x: u32, y: u32, out: &mut [u32; MAX_SLOTS]) {
    let cell = y * width + x;
    // Odd rows sit half a cell right: their diagonal neighbours are the columns x and x+1,
    // an even row's x-1 and x (wrapping below 0 makes it out of range).
    let (right_col, left_col) = (x + (y & 1), (x + (y & 1)).wrapping_sub(1));
    let (right_ok, left_ok) = (right_col < width, left_col < width);
    out[0] = if x + 1 < width { cell + 1 } else { NONE };
    out[3] = if x > 0 { cell - 1 } else { NONE };
    let below = y + 1 < height;
    let above = y > 0;
    out[1] = if below && right_ok { (y + 1) * width + right_col } else { NONE };
    out[2] = if below && left_ok { (y + 1) * width + left_col } else { NONE };
    out[4] = if above && left_ok { (y - 1) * width + left_col } else { NONE };
    out[5] = if above && right_ok { (y - 1) * width + right_col } else { NONE };
}

/// The column and row one step from `(x, y)` through `slot` (the caller knows it is inside).
#[inline]
pub(crate) fn step(x: u32, y: u32, slot: usize) -> (u32, u32) {
    let right = x + (y & 1);
    match slot {
        0 => (x + 1, y),
        1 => (right, y + 1),
        2 => (right.wrapping_sub(1), y + 1),
        3 => (x - 1, y),
        4 => (right.wrapping_sub(1), y - 1),
        _ => (right, y - 1),
    }
}

/// The slot on the far side of `slot`.
pub(crate) fn reverse(slot: usize) -> usize {
    (slot + 3) % 6
}

/// The cube-coordinate distance between two cells of a hex rectangle.
pub(super) fn distance(width: u32, a: u32, b: u32) -> u32 {
    let axial = |cell: u32| {
        let (x, y) = (i64::from(cell % width), i64::from(cell / width));
        (x - (y - (y & 1)) / 2, y)
    };
    let ((q1, r1), (q2, r2)) = (axial(a), axial(b));
    let (dq, dr) = (q1 - q2, r1 - r2);
    ((dq.abs() + dr.abs() + (dq + dr).abs()) / 2) as u32
}

pub(super) fn extent(width: u32, height: u32) -> (f64, f64) {
    let shifted = if height > 1 { 0.5 } else { 0.0 };
    (ROOT3 * (f64::from(width) + shifted), 1.5 * f64::from(height) + 0.5)
}

pub(super) fn centre(width: u32, cell: u32) -> Point {
    let (x, y) = (cell % width, cell / width);
    let shift = if y & 1 == 1 { 0.5 } else { 0.0 };
    Point::new(ROOT3 * (f64::from(x) + shift + 0.5), 1.5 * f64::from(y) + 1.0)
}

pub(super) fn sides(width: u32, height: u32, cell: u32) -> Vec<(Side, Option<usize>)> {
    let c = centre(width, cell);
    // Corner k sits at -30° + 60°·k (clockwise on screen): side k joins corners k and k+1.
    let corner = |k: usize| {
        let angle = (-30.0 + 60.0 * k as f64).to_radians();
        Point::new(c.x + angle.cos(), c.y + angle.sin())
    };
    let mut out = [NONE; MAX_SLOTS];
    neighbours(width, height, cell, &mut out);
    (0..6).map(|s| (Side::Line(corner(s), corner(s + 1)), (out[s] != NONE).then_some(s))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_land_on_the_neighbours() {
        let (w, h) = (5, 4);
        for cell in 0..w * h {
            let mut out = [NONE; MAX_SLOTS];
            neighbours(w, h, cell, &mut out);
            for (slot, &n) in out.iter().enumerate().filter(|(_, n)| **n != NONE) {
                let (x, y) = step(cell % w, cell / w, slot);
                assert_eq!(y * w + x, n, "cell {cell} slot {slot}");
            }
        }
    }

    #[test]
    fn neighbours_are_one_step_away_and_symmetric() {
        let (w, h) = (7, 6);
        for cell in 0..w * h {
            let mut out = [NONE; MAX_SLOTS];
            neighbours(w, h, cell, &mut out);
            for (slot, &n) in out.iter().enumerate().filter(|(_, n)| **n != NONE) {
                assert_eq!(distance(w, cell, n), 1, "cell {cell} slot {slot}");
                let mut back = [NONE; MAX_SLOTS];
                neighbours(w, h, n, &mut back);
                assert_eq!(back[reverse(slot)], cell, "cell {cell} slot {slot}");
                let gap = centre(w, cell).distance(centre(w, n));
                assert!((gap - ROOT3).abs() < 1e-9, "cell {cell} slot {slot}: centres {gap} apart");
            }
        }
    }
}
