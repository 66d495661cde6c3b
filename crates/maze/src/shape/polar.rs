//! Circles (a "theta" maze): a centre cell and rings around it. Ring `r` spans radii `r` to
//! `r + 1` (the centre is the unit disc); a ring has as many cells as the one inside it,
//! or twice as many (six around the centre) when its cells would otherwise be wider than
//! about one and a half units, so cells stay about square. Cells are numbered ring by ring,
//! clockwise from north.
//!
//! Slots: clockwise, anticlockwise, in, then out (one cell, or two where the next ring
//! splits). The centre's six slots are the first ring's cells.

use std::f64::consts::{FRAC_PI_2, TAU};

use super::point::{Point, Side};
use super::{MAX_SLOTS, NONE};

/// How many cells ring `ring` has, given the ring inside it has `inner`.
fn ring_size(ring: u32, inner: u32) -> u32 {
    if ring == 0 {
        return 1;
    }
    // The inner ring's cell count, stretched over this ring's inner circumference: split
    // each cell into as many as keep them about a unit wide.
    let stretched = TAU * f64::from(ring) / f64::from(inner);
    inner * (stretched.round() as u32).max(1)
}

/// The number of cells of each ring, inside out.
pub fn ring_sizes(rings: u32) -> impl Iterator<Item = u32> {
    (0..rings).scan(1, |inner, ring| {
        *inner = ring_size(ring, *inner);
        Some(*inner)
    })
}

/// The cell count of a maze of `rings` rings (nothing allocated).
pub(super) fn cell_count(rings: u32) -> u64 {
    ring_sizes(rings).map(u64::from).sum()
}

/// Where each ring starts, and the total at the end (`rings + 1` numbers).
pub(super) fn ring_starts(rings: u32) -> Vec<u32> {
    std::iter::once(0)
        .chain(ring_sizes(rings).scan(0, |total, n| {
            *total += n;
            Some(*total)
        }))
        .collect()
}

/// The ring of `cell`, and its index within the ring.
#[inline]
fn locate(starts: &[u32], cell: u32) -> (usize, u32) {
    let ring = starts.partition_point(|&s| s <= cell) - 1;
    (ring, cell - starts[ring])
}

/// Fills `out` with the neighbours of `cell` (see the module's slots).
#[inline]
pub(super) fn neighbours(starts: &[u32], cell: u32, out: &mut [u32; MAX_SLOTS]) {
    let rings = starts.len() - 1;
    let size = |ring: usize| starts[ring + 1] - starts[ring];
    let (ring, i) = locate(starts, cell);
    if ring == 0 {
        for (slot, n) in out.iter_mut().enumerate() {
            *n = if rings > 1 && (slot as u32) < size(1) { starts[1] + slot as u32 } else { NONE };
        }
        return;
    }
    let n = size(ring);
    out[0] = starts[ring] + (i + 1) % n;
    out[1] = starts[ring] + (i + n - 1) % n;
    out[2] = starts[ring - 1] + i / (n / size(ring - 1));
    let split = if ring + 1 < rings { size(ring + 1) / n } else { 0 };
    for (j, slot) in out[3..].iter_mut().enumerate() {
        *slot = if (j as u32) < split { starts[ring + 1] + i * split + j as u32 } else { NONE };
    }
}

/// The angles a cell spans: `from` to `to`, clockwise from north.
fn span(starts: &[u32], ring: usize, i: u32) -> (f64, f64) {
    let n = f64::from(starts[ring + 1] - starts[ring]);
    let at = |k: f64| -FRAC_PI_2 + TAU * k / n;
    (at(f64::from(i)), at(f64::from(i) + 1.0))
}

pub(super) fn centre(starts: &[u32], rings: u32, cell: u32) -> Point {
    let middle = Point::new(f64::from(rings), f64::from(rings));
    let (ring, i) = locate(starts, cell);
    if ring == 0 {
        return middle;
    }
    let (from, to) = span(starts, ring, i);
    let (angle, radius) = ((from + to) / 2.0, ring as f64 + 0.5);
    Point::new(middle.x + radius * angle.cos(), middle.y + radius * angle.sin())
}

pub(super) fn sides(starts: &[u32], rings: u32, cell: u32) -> Vec<(Side, Option<usize>)> {
    let centre = Point::new(f64::from(rings), f64::from(rings));
    let mut out = [NONE; MAX_SLOTS];
    neighbours(starts, cell, &mut out);
    let (ring, i) = locate(starts, cell);
    let arc = |radius: f64, (from, to): (f64, f64)| Side::Arc { centre, radius, from, to };
    let at = |radius: f64, angle: f64| Point::new(centre.x + radius * angle.cos(), centre.y + radius * angle.sin());
    let mut sides = Vec::with_capacity(6);
    let outer = ring as f64 + 1.0;
    if ring > 0 {
        let (from, to) = span(starts, ring, i);
        let r = ring as f64;
        sides.push((Side::Line(at(r, to), at(outer, to)), Some(0)));
        sides.push((Side::Line(at(r, from), at(outer, from)), Some(1)));
        sides.push((arc(r, (from, to)), Some(2)));
    }
    let children: Vec<usize> = (if ring == 0 { 0..6 } else { 3..6 }).filter(|&s| out[s] != NONE).collect();
    if children.is_empty() {
        let whole = if ring == 0 { (0.0, TAU) } else { span(starts, ring, i) };
        sides.push((arc(outer, whole), None));
    }
    for slot in children {
        let (child_ring, j) = locate(starts, out[slot]);
        sides.push((arc(outer, span(starts, child_ring, j)), Some(slot)));
    }
    sides
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rings_split_so_cells_stay_about_square() {
        let sizes: Vec<u32> = ring_sizes(8).collect();
        assert_eq!(sizes, [1, 6, 12, 24, 24, 24, 48, 48]);
        for (ring, n) in ring_sizes(400).enumerate().skip(1) {
            // Each ring is one unit deep; a cell's width is measured halfway out.
            let width = TAU * (ring as f64 + 0.5) / f64::from(n);
            assert!((0.5..=2.0).contains(&width), "ring {ring}: {n} cells, each {width:.2} wide");
        }
    }

    #[test]
    fn neighbours_are_symmetric() {
        let starts = ring_starts(7);
        for cell in 0..*starts.last().unwrap() {
            let mut out = [NONE; MAX_SLOTS];
            neighbours(&starts, cell, &mut out);
            for &n in out.iter().filter(|&&n| n != NONE) {
                let mut back = [NONE; MAX_SLOTS];
                neighbours(&starts, n, &mut back);
                assert!(back.contains(&cell), "{cell} -> {n}");
            }
        }
    }
}
