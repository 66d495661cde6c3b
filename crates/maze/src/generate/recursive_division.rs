//! Recursive division: start from an open field and wall it in, one line at a time.
//!
//! A rectangle is split by a straight wall, across its longer side (a coin decides for a
//! square), at a random place; one random cell of the wall is left open as a door. Both
//! halves are then divided the same way until they are one cell wide or tall, which is
//! a corridor already. The mazes look like floor plans: long straight walls, rooms within
//! rooms, and a hierarchy that is easy to see at a glance and hard to solve from inside.
//!
//! It adds walls rather than carving, so it [starts open](Generator::starts_open) and
//! reports [`GenStep::Wall`]s. The rectangles still to divide wait on an explicit stack,
//! never on the call stack. Small rooms (at most 12 cells, both sides at least 2) are not
//! divided here: each is finished with one draw from a table of its possible outcomes
//! under the same rules ([`division_rooms`](super::division_rooms)), so a seed's maze
//! comes from the same distribution as dividing wall by wall, and every wall is still
//! reported, in a different order.
//!
//! ```
//! use mousemaze_maze::generate::{Generator, RecursiveDivision};
//! use mousemaze_maze::{Maze, MazeRng};
//!
//! let mut maze = Maze::open(14, 9).unwrap();
//! RecursiveDivision.run(&mut maze, &mut MazeRng::new(6), |_| {});
//! assert_eq!(maze.passage_count(), 14 * 9 - 1);
//! ```

use std::hint::select_unpredictable;

use super::division_rooms as rooms;
use super::{Bits, GenStep, Generator};
use crate::{Dir, Maze, MazeRng, Pos};

/// A rectangle of cells still to divide, packed in one word, 16 bits a field (sides are
/// at most [`MAX_SIDE`](crate::MAX_SIDE)): x, y, width, height from the low end.
/// Choosing between two packed rectangles is three bit operations, never a branch.
type Rect = u64;

/// The bit offsets of the fields of a [`Rect`].
const X: u32 = 0;
const Y: u32 = 16;
const W: u32 = 32;
const H: u32 = 48;

#[inline]
fn field(r: Rect, at: u32) -> u32 {
    (r >> at) as u32 & 0xFFFF
}

/// The recursive division algorithm, done with an explicit stack.
///
/// Almost every division is of a tiny rectangle (at 1000², 420 000 of them if every one
/// were done by a wall, 59 % with a wall 2 cells long), so the cost is in choosing, not
/// in walling. The small rooms are finished from a table instead (about 88 000 of them at
/// 1000², leaving 134 000 divisions), a batch at a time in a loop of their own, one 64-bit
/// draw for two rooms. What is still divided is chosen without branches: which way the
/// wall runs, which half is bigger and what comes next are coin flips to the CPU, made
/// with [`select_unpredictable`] on packed rectangles; one 64-bit draw gives both the
/// cut and the door.
#[derive(Clone, Copy, Debug, Default)]
pub struct RecursiveDivision;

impl Generator for RecursiveDivision {
    fn starts_open(&self) -> bool {
        true
    }

    fn run<F: FnMut(GenStep)>(&self, maze: &mut Maze, rng: &mut MazeRng, mut observe: F) {
        let width = maze.width() as usize;
        let table = rooms::table();
        // Where each slot of each small room's shape is, as a step from its first cell.
        let mut slots = [[0usize; rooms::SLOTS]; rooms::SHAPE_INDICES];
        for (w, h, _) in rooms::SHAPES {
            for (s, step) in slots[rooms::shape(w, h)].iter_mut().enumerate() {
                let (dx, dy) = rooms::slot_cell(w, w * h, s);
                *step = dy as usize * width + dx as usize;
            }
        }
        let mut bits = Bits::default();
        // Small rooms wait here and are finished a batch at a time, in a loop of their own.
        let mut small: [Rect; BATCH + 2] = [0; BATCH + 2];
        let mut smalls: usize = 0;
        // The smaller half of each division is divided next and the larger one waits on
        // the stack, so each waiting rectangle is at least twice the size of the next one
        // up: the stack never holds more than log2(cells) + 1 ≤ 29, and an array will do.
        let mut stack: [Rect; 64] = [0; 64];
        let mut len: usize = 0;
        let (mw, mh) = (maze.width(), maze.height());
        let mut r: Rect = u64::from(mw) << W | u64::from(mh) << H;
        let mut go = divides(mw, mh);
        small[0] = r;
        smalls += usize::from(is_small(mw, mh));
        while go {
            let (x, y, w, h) = (field(r, X), field(r, Y), field(r, W), field(r, H));
            // Wall across the longer side (a coin, flipped every time, decides for a
            // square). `across` is true when the wall runs along x, cutting the rows.
            let across = (h > w) | ((h == w) & bits.coin(rng));
            let (span, along) = select_unpredictable(across, (h, w), (w, h));
            // The wall goes after line `cut`, and its door is its cell `door`.
            let (cut, door) = rng.below_pair(span - 1, along);
            // The wall's first cell; going along the wall steps by `step` cells, and its
            // far side is `beyond` away.
            let (fx, fy) = select_unpredictable(across, (x, y + cut), (x + cut, y));
            let (step, beyond) = select_unpredictable(across, (1, width), (width, 1));
            let (side, back) = select_unpredictable(across, (Dir::S, Dir::N), (Dir::E, Dir::W));
            // Wall the whole line, then put the door's two cells back as they were (the
            // wall only shut their sides): plain stores, where opening the door with `|=`
            // would read back bytes the wall has only just written.
            let a = fy as usize * width + fx as usize;
            let d = a + door as usize * step;
            let cells = maze.cells_mut();
            let door_cells = (cells[d], cells[d + beyond]);
            for t in 0..along as usize {
                cells[a + t * step] &= !side.bit();
                cells[a + t * step + beyond] &= !back.bit();
            }
            (cells[d], cells[d + beyond]) = door_cells;
            // A plain counted loop, which the compiler drops when `observe` does nothing.
            for t in 0..along {
                if t != door {
                    let cell = if across { Pos::new(fx + t, fy) } else { Pos::new(fx, fy + t) };
                    observe(GenStep::Wall(cell, side));
                }
            }
            // The halves share the side `along`; the bigger is the longer across the cut
            // (the far one on a tie). Each is `r` moved on by its offset across the cut
            // and with its own span there.
            let (near_span, far_span) = (cut + 1, span - cut - 1);
            let near_big = near_span > far_span;
            let (moved, spanned) = select_unpredictable(across, (Y, H), (X, W));
            let base = r & !(0xFFFF << spanned);
            let near = base + (u64::from(near_span) << spanned);
            let far = base + (u64::from(near_span) << moved) + (u64::from(far_span) << spanned);
            // A small half waits for the next batch; a corridor (a span of 1) is done.
            // Both halves are `along` (at least 2) by their span: small for spans 2 to
            // `most`, divided again past it.
            let most = MOST_SMALL[along.min(6) as usize];
            small[smalls] = near;
            smalls += usize::from(near_span.wrapping_sub(2) < most - 1);
            small[smalls] = far;
            smalls += usize::from(far_span.wrapping_sub(2) < most - 1);
            let (big, little) = select_unpredictable(near_big, (near, far), (far, near));
            let (big_span, little_span) = select_unpredictable(near_big, (near_span, far_span), (far_span, near_span));
            // Next: the little half if it still divides (the big one waits on the stack if
            // it divides too), else the big half, else the top of the stack. That top is
            // read before `big` is stored, so the next rectangle never waits for a store.
            let (little_next, big_next) = (little_span > most, big_span > most);
            let waiting = stack[len.saturating_sub(1)];
            stack[len] = big;
            go = little_next | big_next | (len > 0);
            len += usize::from(little_next & big_next);
            len -= usize::from(!little_next & !big_next & (len > 0));
            r = select_unpredictable(little_next, little, select_unpredictable(big_next, big, waiting));
            if smalls >= BATCH {
                finish_small(maze, rng, &small[..smalls], table, &slots, &mut observe);
                smalls = 0;
            }
        }
        finish_small(maze, rng, &small[..smalls], table, &slots, &mut observe);
    }
}

/// How many small rooms wait before they are finished together.
const BATCH: usize = 256;

/// The longest span a room `along` cells wide (2 to 5, then 6 for all wider) can have
/// and be small (one of [`rooms::SHAPES`]): 2×2 to 2×5, 3×2 to 3×4, 4×2 and 4×3, 5×2,
/// and none from 6 on (1: a span of 1 is a corridor).
const MOST_SMALL: [u32; 7] = [0, 0, 5, 4, 3, 2, 1];

/// Whether a `w`×`h` room is small: finished from the table in one draw.
#[inline]
fn is_small(w: u32, h: u32) -> bool {
    let most = MOST_SMALL[w.min(6) as usize];
    (w >= 2) & (h >= 2) & (h <= most)
}

/// Whether a `w`×`h` room is divided by a wall (both sides at least 2, and not small).
#[inline]
fn divides(w: u32, h: u32) -> bool {
    (w >= 2) & (h > MOST_SMALL[w.min(6) as usize])
}

/// Finishes each small room with one draw of its way from the table, writing all its
/// slots, then reporting its walls (each is the south or east side of one of its cells).
fn finish_small<F: FnMut(GenStep)>(
    maze: &mut Maze,
    rng: &mut MazeRng,
    small: &[Rect],
    table: &rooms::Table,
    slots: &[[usize; rooms::SLOTS]; rooms::SHAPE_INDICES],
    observe: &mut F,
) {
    let width = maze.width() as usize;
    let cells = maze.cells_mut();
    // One 64-bit draw picks the ways of two rooms.
    for pair in small.chunks(2) {
        let shape = |r: Rect| rooms::shape(field(r, W), field(r, H));
        let (a, b) = (shape(pair[0]), pair.get(1).map_or(0, |&r| shape(r)));
        let ways = rng.below_pair(table.ways[a], table.ways[b]);
        for (&r, at) in pair.iter().zip([table.start[a] + ways.0 as usize, table.start[b] + ways.1 as usize]) {
            finish_one(cells, width, r, &table.keep[at], slots, observe);
        }
    }
}

/// Writes the small room `r` as `keep` says (each slot's cell ANDed with its mask), then
/// reports its walls.
#[inline]
fn finish_one<F: FnMut(GenStep)>(
    cells: &mut [u8],
    width: usize,
    r: Rect,
    keep: &[u8; rooms::SLOTS],
    slots: &[[usize; rooms::SLOTS]; rooms::SHAPE_INDICES],
    observe: &mut F,
) {
    let (x, y, w, h) = (field(r, X), field(r, Y), field(r, W), field(r, H));
    let first = y as usize * width + x as usize;
    for (&step, &k) in slots[rooms::shape(w, h)].iter().zip(keep) {
        cells[first + step] &= k;
    }
    // Each inner wall is the east or south side of one of the room's cells.
    for (s, &k) in keep.iter().enumerate().take((w * h) as usize) {
        let (dx, dy) = rooms::slot_cell(w, w * h, s);
        for side in [Dir::E, Dir::S] {
            if k & side.bit() == 0 {
                observe(GenStep::Wall(Pos::new(x + dx, y + dy), side));
            }
        }
    }
}
