//! Sidewinder: row by row, runs of cells joined east to west, each run opening north once
//! (on hexes, north-west or north-east: [`rows`]).
//!
//! In every row but the first, a run of cells grows eastwards; a coin flip decides when to
//! close it, and a closed run opens the north wall of one of its cells, picked at random.
//! The first row can only be one long corridor. Like the binary tree it needs no memory
//! but the current run's start, works one row at a time and is very fast; its texture
//! has horizontal runs and a north bias, but none of the binary tree's diagonal.
//!
//! ```
//! use mousemaze_maze::generate::{Generator, Sidewinder};
//! use mousemaze_maze::{Maze, MazeRng};
//!
//! let mut maze = Maze::new(11, 5).unwrap();
//! Sidewinder.run(&mut maze, &mut MazeRng::new(4), |_| {});
//! assert_eq!(maze.passage_count(), 54);
//! ```

use super::{Bits, GenStep, Generator};
use crate::model::{Cells, Step, neighbours_where};
use crate::{Dir, Maze, MazeRng, Pos};

/// The sidewinder algorithm.
///
/// The coins come up to 64 at a time ([`Bits::coins`]), in the order and at the moments the
/// cell-by-cell loop would flip them: the east carves of a batch are then written without
/// a branch on each coin, and only the runs it closes (about half the cells) take a draw.
#[derive(Clone, Copy, Debug, Default)]
pub struct Sidewinder;

impl Generator for Sidewinder {
    fn run<F: FnMut(GenStep)>(&self, maze: &mut Maze, rng: &mut MazeRng, mut observe: F) {
        let (w, h) = (maze.width(), maze.height());
        let width = w as usize;
        let mut bits = Bits::default();
        // The first row is one corridor.
        for x in 0..w {
            observe(GenStep::Visit(Pos::new(x, 0)));
            if x + 1 < w {
                maze.carve_between(x as usize, x as usize + 1, Dir::E);
                observe(GenStep::Carve(Pos::new(x, 0), Dir::E));
            }
        }
        // Where each closed run of a batch opened north, for the observer.
        let mut ups = [0u32; 64];
        for y in 1..h {
            let row = y as usize * width;
            let mut run_start = 0;
            let mut x = 0;
            // Every cell but the last flips a coin: heads closes the run there.
            while x + 1 < w {
                let (closes, k) = bits.coins(rng, w - 1 - x);
                let mut left = closes;
                while left != 0 {
                    let at = x + left.trailing_zeros();
                    left &= left - 1;
                    ups[(at - x) as usize] = close_run(maze, rng, row, run_start, at);
                    run_start = at + 1;
                }
                let cells = &mut maze.cells_mut()[row + x as usize..=row + (x + k) as usize];
                for t in 0..k as usize {
                    let open = (!closes >> t) as u8 & 1;
                    cells[t] |= open * Dir::E.bit();
                    cells[t + 1] |= open * Dir::W.bit();
                }
                for t in 0..k {
                    observe(GenStep::Visit(Pos::new(x + t, y)));
                    let up = ups[t as usize];
                    observe(if closes >> t & 1 == 0 {
                        GenStep::Carve(Pos::new(x + t, y), Dir::E)
                    } else {
                        GenStep::Carve(Pos::new(up, y), Dir::N)
                    });
                }
                x += k;
            }
            // The last cell always closes its run.
            observe(GenStep::Visit(Pos::new(x, y)));
            let up = close_run(maze, rng, row, run_start, x);
            observe(GenStep::Carve(Pos::new(up, y), Dir::N));
        }
    }
}

/// Closes the run of row `row` (a cell index) from column `start` to `end` by opening the
/// north wall of a random cell of it; returns that cell's column.
#[inline]
fn close_run(maze: &mut Maze, rng: &mut MazeRng, row: usize, start: u32, end: u32) -> u32 {
    let up = start + rng.below(end - start + 1);
    let from = row + up as usize;
    maze.carve_between(from, maze.beside(from, Dir::N), Dir::N);
    up
}

/// Sidewinder on a maze of any shape whose cells are rows of `width`, numbered row by row,
/// where slot `east` leads along a row and every cell below the first row has a neighbour in
/// the row above (a whole hex rectangle: east is slot 0, and north-west or north-east is
/// up). The first row is one corridor; on every other, each cell but the last flips the
/// model's coin, heads closing the run there; each run opens up once, from a random cell of
/// it through a random way up.
pub(crate) fn rows<M: Cells>(
    maze: &mut M,
    rng: &mut MazeRng,
    width: usize,
    east: usize,
    mut observe: impl FnMut(Step),
) {
    for (row, first) in (0..maze.len()).step_by(width).enumerate() {
        let mut run_start = first;
        for cell in first..first + width {
            observe(Step::Visit(cell));
            let last = cell + 1 == first + width;
            if row > 0 && (last || M::coin(rng)) {
                let from = run_start + rng.index(cell - run_start + 1);
                let (up, count) = neighbours_where(maze, from, |n| n < first);
                let (slot, next) = up[M::pick(rng, count)];
                maze.open_way(from, slot, next);
                observe(Step::Open(from, slot));
                run_start = cell + 1;
            } else if !last {
                maze.open_way(cell, east, cell + 1);
                observe(Step::Open(cell, east));
            }
        }
    }
}
