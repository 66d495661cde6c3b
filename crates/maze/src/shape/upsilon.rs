//! Upsilon: the 4.8.8 tiling of octagons and squares, laid out as a checkerboard of
//! `width`×`height` cells, cell `row·W + column`. The cell at column `x`, row `y` is an
//! octagon when `x + y` is even, else a square. Slots run clockwise from the north: N, NE,
//! E, SE, S, SW, W, NW, so a slot's far side is four slots on. An octagon's axis-aligned
//! sides (N, E, S, W) touch the squares beside it and its slanted sides the octagons
//! diagonally beside it (eight ways); a square has only N, E, S and W, each an octagon.
//!
//! Drawn with cell centres one unit apart: an octagon is √2 across its flat sides, a square's
//! side (and an octagon's) is 2 − √2, so every shared side fits exactly.

use super::point::{Point, Side};
use super::{MAX_SLOTS, NONE};

/// How many slots a cell has (an octagon uses them all).
pub(super) const SLOTS: usize = 8;
/// Half an octagon's width across its flat sides: where its centre sits from the drawing's edge.
const HALF_ACROSS: f64 = std::f64::consts::FRAC_1_SQRT_2;
/// Half a square's side (and half an octagon's side).
const HALF_SIDE: f64 = 1.0 - HALF_ACROSS;
/// The column and row steps of the slots, clockwise from the north (y grows downwards).
const STEPS: [(i64, i64); SLOTS] = [(0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1)];

/// Whether the cell at column `x`, row `y` is an octagon (else a square).
pub fn is_octagon(x: u32, y: u32) -> bool {
    (x + y).is_multiple_of(2)
}

/// Fills `out` with the neighbours of `cell` in a `width`×`height` upsilon maze.
#[inline]
pub(super) fn neighbours(width: u32, height: u32, cell: u32, out: &mut [u32; MAX_SLOTS]) {
    let (x, y) = (cell % width, cell / width);
    // A square's slanted slots stay empty: it touches only its four octagons.
    let every = if is_octagon(x, y) { 1 } else { 2 };
    for slot in (0..SLOTS).step_by(every) {
        let (dx, dy) = STEPS[slot];
        let (nx, ny) = (i64::from(x) + dx, i64::from(y) + dy);
        if (0..i64::from(width)).contains(&nx) && (0..i64::from(height)).contains(&ny) {
            out[slot] = (ny * i64::from(width) + nx) as u32;
        }
    }
}

/// The slot on the far side of `slot`.
pub(super) fn reverse(slot: usize) -> usize {
    (slot + 4) % SLOTS
}

/// At most the steps between two cells: each step moves at most one column and one row.
pub(super) fn fewest_steps((x0, y0): (u32, u32), (x1, y1): (u32, u32)) -> u32 {
    x0.abs_diff(x1).max(y0.abs_diff(y1))
}

pub(super) fn extent(width: u32, height: u32) -> (f64, f64) {
    let across = 2.0 * HALF_ACROSS;
    (f64::from(width) - 1.0 + across, f64::from(height) - 1.0 + across)
}

pub(super) fn centre(width: u32, cell: u32) -> Point {
    Point::new(f64::from(cell % width) + HALF_ACROSS, f64::from(cell / width) + HALF_ACROSS)
}

/// The cell's sides: an octagon's eight or a square's four, each facing its slot (the side
/// facing slot `s` has its outward normal at `-90° + 45°·s`, clockwise on screen).
pub(super) fn sides(width: u32, height: u32, cell: u32) -> Vec<(Side, Option<usize>)> {
    let c = centre(width, cell);
    let mut out = [NONE; MAX_SLOTS];
    neighbours(width, height, cell, &mut out);
    let octagon = is_octagon(cell % width, cell / width);
    // The corners sit half a side's angle either side of the normal: 22.5° on an octagon at
    // its circumradius, 45° on a square at its half diagonal.
    let (spread, radius, every) = if octagon {
        (22.5f64, HALF_ACROSS / 22.5f64.to_radians().cos(), 1)
    } else {
        (45.0, HALF_SIDE * std::f64::consts::SQRT_2, 2)
    };
    let corner = |degrees: f64| {
        let angle = degrees.to_radians();
        Point::new(c.x + radius * angle.cos(), c.y + radius * angle.sin())
    };
    (0..SLOTS)
        .step_by(every)
        .map(|slot| {
            let normal = -90.0 + 45.0 * slot as f64;
            let side = Side::Line(corner(normal - spread), corner(normal + spread));
            (side, (out[slot] != NONE).then_some(slot))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn octagons_and_squares_share_whole_sides_with_every_neighbour() {
        let (w, h) = (6, 5);
        for cell in 0..w * h {
            let mut out = [NONE; MAX_SLOTS];
            neighbours(w, h, cell, &mut out);
            for (slot, &n) in out.iter().enumerate().filter(|(_, n)| **n != NONE) {
                let mut back = [NONE; MAX_SLOTS];
                neighbours(w, h, n, &mut back);
                assert_eq!(back[reverse(slot)], cell, "cell {cell} slot {slot}");
                let find = |c: u32, s: usize| sides(w, h, c).into_iter().find(|(_, at)| *at == Some(s)).unwrap().0;
                let (Side::Line(a, b), Side::Line(p, q)) = (find(cell, slot), find(n, reverse(slot))) else {
                    unreachable!("upsilon sides are lines")
                };
                // The same side, walked the other way round.
                assert!(a.distance(q) < 1e-9 && b.distance(p) < 1e-9, "cell {cell} slot {slot}");
                assert!((a.distance(b) - 2.0 * HALF_SIDE).abs() < 1e-9, "every side is as long");
            }
        }
    }
}
