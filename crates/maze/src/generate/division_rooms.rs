//! The small rooms of recursive division, finished in one draw each.
//!
//! Recursive division spends nearly all its time on tiny rooms: at 1000², 420 000
//! divisions, most of rooms of a dozen cells or fewer. The small shapes here (2×2 to 2×5,
//! 3×2 to 3×4, 4×2, 4×3, 5×2) have few ways to be divided, so each is finished at once:
//! one uniform draw picks a way, and a table gives the walls that way builds.
//!
//! A shape's ways are the numbers below its count in [`SHAPES`], decoded as the
//! mixed-radix digits of the rules' choices (a coin for a square, the cut across the longer
//! side, the door; one-cell-wide rooms are corridors), first choice lowest. The count is
//! chosen so that every choice divides what is left of the range, so each digit is
//! exactly uniform and independent of the others: a way drawn uniformly is a division
//! drawn exactly as the rules draw it. (For 3×4 a third of the cuts leave two 3×2 rooms,
//! 256 ways between them, and two thirds a 3×3 room, 192 ways, hence 9 · 768 = 6912.)
//!
//! The table holds, for each shape and way, the mask each cell of the room is ANDed
//! with. A room is written as [`SLOTS`] cells always, so that writing it is a fixed
//! sequence of stores: a room of fewer than 12 cells repeats its cells in the slots past
//! its last one, with nothing to clear there. It is made on first use (17 316 ways in
//! all, 208 KB) by a bounded routine: the rooms of one small shape on a small stack.

use std::sync::OnceLock;

use crate::Dir;

/// The cells written for each small room.
pub(super) const SLOTS: usize = 12;

/// The shapes of small rooms, (width, height), with how many equally likely ways each is
/// drawn from: the rules' choices decode from a way as mixed-radix digits, each digit
/// dividing what is left of the range, so that every choice is exactly uniform.
pub(super) const SHAPES: [(u32, u32, u32); 10] = [
    (2, 2, 4),
    (2, 3, 16),
    (3, 2, 16),
    (2, 4, 96),
    (4, 2, 96),
    (3, 3, 192),
    (3, 4, 6912),
    (4, 3, 6912),
    (2, 5, 1536),
    (5, 2, 1536),
];

/// The index of a small room's shape in [`Table::start`] and [`Table::ways`]: width and
/// height are 2 to 5.
#[inline]
pub(super) fn shape(w: u32, h: u32) -> usize {
    ((w - 2) * 4 + (h - 2)) as usize
}

/// How many shape indices there are.
pub(super) const SHAPE_INDICES: usize = 16;

/// The cell (column, row) of a `w`-wide room of `cells` cells that slot `s` writes.
#[inline]
pub(super) fn slot_cell(w: u32, cells: u32, s: usize) -> (u32, u32) {
    let c = s as u32 % cells;
    (c % w, c / w)
}

/// For each shape and way, the mask each slot's cell is ANDed with (its sides that stay,
/// all bits set in the slots past the room's cells); the ways of shape `i` are
/// `keep[start[i]..start[i] + ways[i]]`.
pub(super) struct Table {
    pub(super) keep: Vec<[u8; SLOTS]>,
    pub(super) start: [usize; SHAPE_INDICES],
    pub(super) ways: [u32; SHAPE_INDICES],
}

/// The table, made on first use.
pub(super) fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = Table { keep: Vec::new(), start: [0; SHAPE_INDICES], ways: [1; SHAPE_INDICES] };
        for (w, h, ways) in SHAPES {
            table.start[shape(w, h)] = table.keep.len();
            table.ways[shape(w, h)] = ways;
            table.keep.extend((0..ways).map(|way| {
                let walls = divide(w, h, way, ways);
                std::array::from_fn(|s| !((walls >> (4 * s)) as u8 & 0xF))
            }));
        }
        table
    })
}

/// The walls that dividing a `w`×`h` room builds when its choices are the mixed-radix
/// digits of `way` below `ways` (first choice lowest): the coin for a square, the cut, the
/// door, then the same for the halves, one after the other from a small explicit stack.
/// A choice that does not divide what is left of the range (a wrong count of ways in
/// [`SHAPES`]) fails a debug assertion, which the tests would show.
fn divide(w: u32, h: u32, mut way: u32, mut ways: u32) -> u64 {
    let mut choose = |n: u32| {
        debug_assert_eq!(ways % n, 0, "{w}×{h}: a choice of {n} in a range of {ways}");
        let digit = way % n;
        (way, ways) = (way / n, ways / n);
        digit
    };
    let mut walls = 0u64;
    let mut shut = |x: u32, y: u32, dir: Dir| walls |= u64::from(dir.bit()) << (4 * (y * w + x));
    // A room of at most 12 cells is divided at most 11 times, each time one room off the
    // stack and two on: 12 places are enough.
    let mut rooms = [(0, 0, 0, 0); 12];
    rooms[0] = (0, 0, w, h);
    let mut len = 1;
    while len > 0 {
        len -= 1;
        let (x, y, rw, rh) = rooms[len];
        if rw < 2 || rh < 2 {
            continue;
        }
        let across = rh > rw || (rh == rw && choose(2) == 1);
        let (span, along) = if across { (rh, rw) } else { (rw, rh) };
        let cut = choose(span - 1);
        let door = choose(along);
        for t in (0..along).filter(|&t| t != door) {
            if across {
                shut(x + t, y + cut, Dir::S);
                shut(x + t, y + cut + 1, Dir::N);
            } else {
                shut(x + cut, y + t, Dir::E);
                shut(x + cut + 1, y + t, Dir::W);
            }
        }
        (rooms[len], rooms[len + 1]) = if across {
            ((x, y, rw, cut + 1), (x, y + cut + 1, rw, rh - cut - 1))
        } else {
            ((x, y, cut + 1, rh), (x + cut + 1, y, rw - cut - 1, rh))
        };
        len += 2;
    }
    walls
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    /// Every way of every shape builds a perfect maze of the room (a tree of w·h − 1
    /// passages, so 2wh − w − h − (wh − 1) walls, each clearing two bits) and touches
    /// nothing past the room's cells.
    #[test]
    fn every_way_walls_its_room_into_a_tree() {
        let table = table();
        for (w, h, ways) in SHAPES {
            let start = table.start[shape(w, h)];
            let layouts: HashSet<[u8; SLOTS]> = table.keep[start..start + ways as usize].iter().copied().collect();
            for keep in &layouts {
                let (room, past) = keep.split_at((w * h) as usize);
                let shut: u32 = room.iter().map(|k| (!k & 0xF).count_ones()).sum();
                assert_eq!(shut, 2 * (2 * w * h - w - h - (w * h - 1)), "{w}×{h}");
                assert!(room.iter().all(|k| k & 0xF0 == 0xF0), "{w}×{h}: a scratch bit cleared");
                assert!(past.iter().all(|&k| k == 0xFF), "{w}×{h}: a slot past the room changes");
            }
            assert!(layouts.len() > 1, "{w}×{h}: one layout");
        }
    }
}
