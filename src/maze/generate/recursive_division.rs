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

/// A rectangle of cells still to divide, by axis: index 0 is x (columns), 1 is y (rows).
#[derive(Clone, Copy, Debug, Default)]
struct Rect {
    origin: [u32; 2],
    size: [u32; 2],
}

impl Rect {
    /// Whether a wall can still go in: a rectangle one cell wide or tall is a corridor.
    fn divisible(self) -> bool {
        (self.size[0] >= 2) & (self.size[1] >= 2)
    }

    fn area(self) -> u64 {
        u64::from(self.size[0]) * u64::from(self.size[1])
    }
}

/// The recursive division algorithm, done with an explicit stack.
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
        let mut r = Rect { origin: [0, 0], size: [maze.width(), maze.height()] };
        let mut go = r.divisible();
        // Most rectangles are tiny and most choices are coin flips, so the loop has no
        // branch on them that the CPU could mispredict: the axis is an index, not an `if`.
        while go {
            // Wall across the longer side (a coin decides for a square): `k` is the axis
            // the wall cuts, so the wall runs along the other one.
            let k = usize::from((r.size[1] > r.size[0]) | ((r.size[1] == r.size[0]) & bits.coin(rng)));
            let (span, along) = (r.size[k], r.size[1 - k]);
            let cut = rng.below(span - 1); // the wall goes after line `cut`
            let door = rng.below(along);
            let mut first = r.origin;
            first[k] += cut;
            // Going along the wall steps by `step` cells; its far side is `beyond` away.
            let (step, beyond) = ([1, width][1 - k], [1, width][k]);
            let (side, back) = ([Dir::E, Dir::S][k], [Dir::W, Dir::N][k]);
            // Wall the whole line, then open the door again.
            let a = first[1] as usize * width + first[0] as usize;
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
                    let mut cell = first;
                    cell[1 - k] += t;
                    observe(GenStep::Wall(Pos::new(cell[0], cell[1]), side));
                }
            }
            let (mut near, mut far) = (r, r);
            near.size[k] = cut + 1;
            far.origin[k] += cut + 1;
            far.size[k] -= cut + 1;
            let (big, small) = if near.area() > far.area() { (near, far) } else { (far, near) };
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
