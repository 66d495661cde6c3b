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
//! never on the call stack.
//!
//! ```
//! use mousemaze::maze::generate::{Generator, RecursiveDivision};
//! use mousemaze::maze::{Maze, MazeRng};
//!
//! let mut maze = Maze::open(14, 9).unwrap();
//! RecursiveDivision.run(&mut maze, &mut MazeRng::new(6), |_| {});
//! assert_eq!(maze.passage_count(), 14 * 9 - 1);
//! ```

use std::hint::select_unpredictable;

use super::{Bits, GenStep, Generator};
use crate::maze::{Dir, Maze, MazeRng, Pos};

/// A rectangle of cells still to divide, packed in one word, 16 bits a field (sides are
/// at most [`MAX_SIDE`](crate::maze::MAX_SIDE)): x, y, width, height from the low end.
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
/// Almost every division is of a tiny rectangle (at 1000², 420 000 divisions, 59 % of
/// them with a wall 2 cells long), so the cost is in choosing, not in walling: which way
/// the wall runs, which half is bigger and what comes next are all coin flips to the CPU.
/// They are made with [`select_unpredictable`] on packed rectangles instead of branches:
/// at 1000², valgrind's branch model counts 880 000 mispredictions before and 370 000
/// after, nearly all of them now the exit of the wall loop, whose length varies. (Writing
/// the first cells of each wall without a loop was tried, and was slower.)
#[derive(Clone, Copy, Debug, Default)]
pub struct RecursiveDivision;

impl Generator for RecursiveDivision {
    fn starts_open(&self) -> bool {
        true
    }

    fn run<F: FnMut(GenStep)>(&self, maze: &mut Maze, rng: &mut MazeRng, mut observe: F) {
        let width = maze.width() as usize;
        let mut bits = Bits::default();
        // The smaller half of each division is divided next and the larger one waits on
        // the stack, so each waiting rectangle is at least twice the size of the next one
        // up: the stack never holds more than log2(cells) + 1 ≤ 29, and an array will do.
        let mut stack: [Rect; 64] = [0; 64];
        let mut len: usize = 0;
        let mut r: Rect = u64::from(maze.width()) << W | u64::from(maze.height()) << H;
        let mut go = (maze.width() >= 2) & (maze.height() >= 2);
        while go {
            let (x, y, w, h) = (field(r, X), field(r, Y), field(r, W), field(r, H));
            // Wall across the longer side (a coin, flipped every time, decides for a
            // square). `across` is true when the wall runs along x, cutting the rows.
            let across = (h > w) | ((h == w) & bits.coin(rng));
            let (span, along) = select_unpredictable(across, (h, w), (w, h));
            let cut = rng.below(span - 1); // the wall goes after line `cut`
            let door = rng.below(along);
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
            let (big, small) = select_unpredictable(near_big, (near, far), (far, near));
            let (big_span, small_span) = select_unpredictable(near_big, (near_span, far_span), (far_span, near_span));
            // Next: the small half if it is not a corridor (the big one waits on the stack
            // if it is not one either), else the big half, else the top of the stack. That
            // top is read before `big` is stored, so the next rectangle never waits for a
            // store to come back.
            let (small_next, big_next) = (small_span >= 2, big_span >= 2);
            let waiting = stack[len.saturating_sub(1)];
            stack[len] = big;
            go = small_next | big_next | (len > 0);
            len += usize::from(small_next & big_next);
            len -= usize::from(!small_next & !big_next & (len > 0));
            r = select_unpredictable(small_next, small, select_unpredictable(big_next, big, waiting));
        }
    }
}
