//! Zeta mazes: the square grid with diagonal ways too, cell `y·W + x`, eight slots: north,
//! east, south, west (the square's four, in its order), then north-east, south-east,
//! south-west, north-west. A slot's far side is two slots on within its four.
//!
//! Two diagonals of one 2×2 block cross at its middle, so at most one of them may be open:
//! [`may_open`] refuses the other, and the generators that ask the model (`Cells::may_open`)
//! never cross them.
//!
//! Drawn as regular octagons: each cell's square with its corners cut by [`CUT`], so a
//! diagonal corridor is as wide as a straight one and runs through the small diamond where
//! four cells meet.

use super::point::{Point, Side};
use super::{MAX_SLOTS, NONE, square};

/// The steps of the diagonal slots 4–7 (north-east, south-east, south-west, north-west),
/// y growing downwards.
const DIAGONALS: [(i32, i32); 4] = [(1, -1), (1, 1), (-1, 1), (-1, -1)];

/// How far a corner is cut, in cells: `1 / (2 + √2)` makes the octagon regular, its slanted
/// sides (the diagonal ways) as long as its straight ones.
pub const CUT: f64 = 0.292_893_218_813_452_5;

/// Fills `out` with the neighbours of `cell` in a `width`×`height` zeta grid.
#[inline]
pub(super) fn neighbours(width: u32, height: u32, cell: u32, out: &mut [u32; MAX_SLOTS]) {
    square::neighbours(width, height, cell, out);
    let (x, y) = (cell % width, cell / width);
    for (k, &(dx, dy)) in DIAGONALS.iter().enumerate() {
        let (nx, ny) = (x.wrapping_add_signed(dx), y.wrapping_add_signed(dy));
        out[4 + k] = if nx < width && ny < height { ny * width + nx } else { NONE };
    }
}

/// Whether the way through `slot` of `cell` may open, given the open slots of every cell:
/// a straight way always, a diagonal unless the other diagonal of its 2×2 block is open.
///
/// The diagonal from (x, y) by (dx, dy) crosses the one from (x + dx, y) by (−dx, dy),
/// which is diagonal slot `3 − k` of that cell.
#[inline]
pub(super) fn may_open(open: &[u8], cell: usize, slot: usize) -> bool {
    if slot < 4 {
        return true;
    }
    let k = slot - 4;
    let beside = cell.wrapping_add_signed(DIAGONALS[k].0 as isize);
    open[beside] & (1 << (4 + 3 - k)) == 0
}

/// The cell's eight sides, clockwise from the north, each with its slot (None on the border).
pub(super) fn sides(width: u32, height: u32, cell: u32) -> Vec<(Side, Option<usize>)> {
    let (x, y) = (f64::from(cell % width), f64::from(cell / width));
    let mut out = [NONE; MAX_SLOTS];
    neighbours(width, height, cell, &mut out);
    let (near, far) = (CUT, 1.0 - CUT);
    let corners = [
        Point::new(x + near, y),
        Point::new(x + far, y),
        Point::new(x + 1.0, y + near),
        Point::new(x + 1.0, y + far),
        Point::new(x + far, y + 1.0),
        Point::new(x + near, y + 1.0),
        Point::new(x, y + far),
        Point::new(x, y + near),
    ];
    // Side k joins corners k and k + 1: N, NE, E, SE, S, SW, W, NW.
    const SLOTS: [usize; 8] = [0, 4, 1, 5, 2, 6, 3, 7];
    (0..8)
        .map(|k| {
            let slot = SLOTS[k];
            (Side::Line(corners[k], corners[(k + 1) % 8]), (out[slot] != NONE).then_some(slot))
        })
        .collect()
}

/// The fewest steps between (x0, y0) and (x1, y1), walls aside: a diagonal step moves both.
pub(super) fn fewest_steps((x0, y0): (u32, u32), (x1, y1): (u32, u32)) -> u32 {
    x0.abs_diff(x1).max(y0.abs_diff(y1))
}

#[cfg(test)]
mod tests {
    use super::*;

    // That diagonals are neighbours both ways: `graph.rs`'s test of every shape.
    #[test]
    fn diagonals_cross_in_pairs() {
        let (w, h) = (5, 4);
        // Opening the south-east diagonal of cell 0 refuses the south-west one of cell 1.
        let mut open = vec![0u8; (w * h) as usize];
        assert!(may_open(&open, 1, 6));
        open[0] |= 1 << 5;
        open[(w + 1) as usize] |= 1 << 7;
        assert!(!may_open(&open, 1, 6), "south-west from 1 crosses 0's south-east");
        assert!(!may_open(&open, w as usize, 4), "north-east from below 0 crosses it too");
        assert!(may_open(&open, 1, 5) && may_open(&open, 1, 2), "other ways stay free");
    }

    #[test]
    fn the_octagon_is_regular() {
        let sides = sides(3, 3, 4);
        let lengths: Vec<f64> = sides.iter().map(|(side, _)| side.length()).collect();
        assert!(lengths.iter().all(|l| (l - lengths[0]).abs() < 1e-9), "{lengths:?}");
        assert!(sides.iter().all(|(_, slot)| slot.is_some()), "the middle cell has all eight");
    }
}
