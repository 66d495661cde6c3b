//! Floors: `floors` square grids of `width`×`height` stacked, cell
//! `floor·W·H + row·W + column`, every cell joined to the cell above and the cell below it by
//! stairs. Slots: N, E, S, W (within a floor, as on squares), then up and down, so floor 0
//! holds the first cells and the top floor the last.
//!
//! Drawn floor by floor side by side, left to right from floor 0, [`GAP`] units apart; a
//! stair has no side to draw, so the drawing marks each open one with a small triangle
//! (`draw`).

use super::point::{Point, Side};
use super::{MAX_SLOTS, NONE, ShapeError, square};

/// How many slots a cell has: four on its floor, up and down.
pub(super) const SLOTS: usize = 6;
/// The slot of the stairs up.
pub const UP: usize = 4;
/// The slot of the stairs down.
pub const DOWN: usize = 5;
/// The most floors a maze may have.
pub const MAX_FLOORS: u32 = 256;
/// The space between two floors in the drawing, in cells.
const GAP: f64 = 1.0;

/// An error unless `floors` is 2 to [`MAX_FLOORS`].
pub(super) fn check(floors: u32) -> Result<(), ShapeError> {
    if (2..=MAX_FLOORS).contains(&floors) {
        return Ok(());
    }
    Err(ShapeError::Kind(format!(
        "floors {floors} is out of range: allowed 2..={MAX_FLOORS} (one floor is a plain square maze)"
    )))
}

/// Fills `out` with the neighbours of `cell` on `floors` floors of `width`×`height`.
#[inline]
pub(super) fn neighbours(width: u32, height: u32, floors: u32, cell: u32, out: &mut [u32; MAX_SLOTS]) {
    let area = width * height;
    let (floor, on_floor) = (cell / area, cell % area);
    square::neighbours(width, height, on_floor, out);
    for n in out[..4].iter_mut().filter(|n| **n != NONE) {
        *n += floor * area;
    }
    out[UP] = if floor + 1 < floors { cell + area } else { NONE };
    out[DOWN] = if floor > 0 { cell - area } else { NONE };
}

/// The slot on the far side of `slot`.
pub(super) fn reverse(slot: usize) -> usize {
    match slot {
        UP => DOWN,
        DOWN => UP,
        _ => square::reverse(slot),
    }
}

/// The floor, column and row of `cell`.
pub(super) fn locate(width: u32, height: u32, cell: u32) -> (u32, u32, u32) {
    let area = width * height;
    let on_floor = cell % area;
    (cell / area, on_floor % width, on_floor / width)
}

/// At most the steps between two cells: along the floors, then up or down.
pub(super) fn fewest_steps(width: u32, height: u32, from: u32, to: u32) -> u32 {
    let ((f0, x0, y0), (f1, x1, y1)) = (locate(width, height, from), locate(width, height, to));
    f0.abs_diff(f1) + x0.abs_diff(x1) + y0.abs_diff(y1)
}

pub(super) fn extent(width: u32, height: u32, floors: u32) -> (f64, f64) {
    let wide = f64::from(floors) * f64::from(width) + f64::from(floors.saturating_sub(1)) * GAP;
    (wide, f64::from(height))
}

/// How far right floor `floor` is drawn.
fn shift(width: u32, floor: u32) -> f64 {
    f64::from(floor) * (f64::from(width) + GAP)
}

pub(super) fn centre(width: u32, height: u32, cell: u32) -> Point {
    let (floor, x, y) = locate(width, height, cell);
    Point::new(shift(width, floor) + f64::from(x) + 0.5, f64::from(y) + 0.5)
}

/// The four sides on the cell's floor (the stairs have none).
pub(super) fn sides(width: u32, height: u32, cell: u32) -> Vec<(Side, Option<usize>)> {
    let (floor, x, y) = locate(width, height, cell);
    let dx = shift(width, floor);
    let moved = |p: Point| Point::new(p.x + dx, p.y);
    square::sides(width, height, y * width + x)
        .into_iter()
        .map(|(side, slot)| match side {
            Side::Line(a, b) => (Side::Line(moved(a), moved(b)), slot),
            arc => (arc, slot),
        })
        .collect()
}

/// The mark of stairs through `slot` ([`UP`] or [`DOWN`]) of a cell centred at `centre`: a
/// small triangle pointing up in the cell's top-right corner, or down in its bottom-left
/// one, clear of the route through the centre. None for a slot on the floor.
pub fn stair_mark(centre: Point, slot: usize) -> Option<[Point; 3]> {
    let (size, off) = (0.28, 0.22);
    let (x, y) = match slot {
        UP => (centre.x + off, centre.y - off),
        DOWN => (centre.x - off, centre.y + off),
        _ => return None,
    };
    let (half, tip) = (size / 2.0, if slot == UP { -size / 2.0 } else { size / 2.0 });
    Some([Point::new(x - half, y - tip), Point::new(x + half, y - tip), Point::new(x, y + tip)])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stairs_join_the_same_place_on_the_next_floor() {
        let (w, h, f) = (4, 3, 3);
        for cell in 0..w * h * f {
            let mut out = [NONE; MAX_SLOTS];
            neighbours(w, h, f, cell, &mut out);
            let (floor, x, y) = locate(w, h, cell);
            for (slot, &n) in out.iter().enumerate().filter(|(_, n)| **n != NONE) {
                let mut back = [NONE; MAX_SLOTS];
                neighbours(w, h, f, n, &mut back);
                assert_eq!(back[reverse(slot)], cell, "cell {cell} slot {slot}");
                let (nf, nx, ny) = locate(w, h, n);
                let stairs = slot == UP || slot == DOWN;
                assert_eq!(stairs, nf != floor, "cell {cell} slot {slot}");
                assert_eq!(fewest_steps(w, h, cell, n), 1);
                if stairs {
                    assert_eq!((nx, ny), (x, y));
                }
            }
            assert_eq!(out[UP] != NONE, floor + 1 < f);
            assert_eq!(out[DOWN] != NONE, floor > 0);
        }
        assert!(check(1).unwrap_err().to_string().contains("allowed 2..=256"));
    }
}
