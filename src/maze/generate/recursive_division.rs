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

use super::{Bits, GenStep, Generator};
use crate::maze::{Dir, Maze, MazeRng, Pos};

/// A rectangle of cells still to divide.
#[derive(Clone, Copy, Debug, Default)]
struct Rect {
    x: u32,
    y: u32,
    w: u32,
    h: u32,
}

impl Rect {
    /// Whether a wall can still go in: a rectangle one cell wide or tall is a corridor.
    #[inline]
    fn divisible(self) -> bool {
        (self.w >= 2) & (self.h >= 2)
    }
}

/// The recursive division algorithm, done with an explicit stack.
///
/// The loop keeps each rectangle in four scalars and chooses between the two wall
/// directions with selects, not array indexing: almost every division is of a tiny
/// rectangle (at 1000², 420 000 divisions, 59 % of them with a wall 2 cells long), so the
/// loop's cost is its chain of dependent steps, not the walls.
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
        let mut stack = [Rect::default(); 64];
        let mut len = 0;
        let mut r = Rect { x: 0, y: 0, w: maze.width(), h: maze.height() };
        let mut go = r.divisible();
        while go {
            // Wall across the longer side (a coin, flipped every time, decides for a
            // square). `across` is true when the wall runs along x, cutting the rows.
            let across = (r.h > r.w) | ((r.h == r.w) & bits.coin(rng));
            let (span, along) = if across { (r.h, r.w) } else { (r.w, r.h) };
            let cut = rng.below(span - 1); // the wall goes after line `cut`
            let door = rng.below(along);
            // The wall's first cell; going along the wall steps by `step` cells, and its
            // far side is `beyond` away.
            let (fx, fy) = if across { (r.x, r.y + cut) } else { (r.x + cut, r.y) };
            let (step, beyond) = if across { (1, width) } else { (width, 1) };
            let (side, back) = if across { (Dir::S, Dir::N) } else { (Dir::E, Dir::W) };
            // Wall the whole line, then open the door again.
            let a = fy as usize * width + fx as usize;
            let cells = maze.cells_mut();
            for t in 0..along as usize {
                cells[a + t * step] &= !side.bit();
                cells[a + t * step + beyond] &= !back.bit();
            }
            let d = a + door as usize * step;
            cells[d] |= side.bit();
            cells[d + beyond] |= back.bit();
            // A plain counted loop, which the compiler drops when `observe` does nothing.
            for t in 0..along {
                if t != door {
                    let cell = if across { Pos::new(fx + t, fy) } else { Pos::new(fx, fy + t) };
                    observe(GenStep::Wall(cell, side));
                }
            }
            // The two halves share the side `along`, so the bigger is the longer across.
            let (near_span, far_span) = (cut + 1, span - cut - 1);
            let near = if across { Rect { h: near_span, ..r } } else { Rect { w: near_span, ..r } };
            let far = if across {
                Rect { y: r.y + near_span, h: far_span, ..r }
            } else {
                Rect { x: r.x + near_span, w: far_span, ..r }
            };
            let (big, small) = if near_span > far_span { (near, far) } else { (far, near) };
            stack[len] = big;
            len += usize::from(big.divisible());
            // Divide the small half next, or if it is a corridor, the top of the stack.
            let top = stack[len.saturating_sub(1)];
            let small_next = small.divisible();
            go = small_next | (len > 0);
            len -= usize::from(!small_next & (len > 0));
            r = if small_next { small } else { top };
        }
    }
}
