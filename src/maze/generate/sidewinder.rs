//! Sidewinder: row by row, runs of cells joined east to west, each run opening north once.
//!
//! In every row but the first, a run of cells grows eastwards; a coin flip decides when to
//! close it, and a closed run opens the north wall of one of its cells, picked at random.
//! The first row can only be one long corridor. Like the binary tree it needs no memory
//! but the current run's start, works one row at a time and is very fast; its texture
//! has horizontal runs and a north bias, but none of the binary tree's diagonal.
//!
//! ```
//! use mousemaze::maze::generate::{Generator, Sidewinder};
//! use mousemaze::maze::{Maze, MazeRng};
//!
//! let mut maze = Maze::new(11, 5).unwrap();
//! Sidewinder.run(&mut maze, &mut MazeRng::new(4), |_| {});
//! assert_eq!(maze.passage_count(), 54);
//! ```

use super::{Bits, GenStep, Generator};
use crate::maze::{Dir, Maze, MazeRng, Pos};

/// The sidewinder algorithm.
#[derive(Clone, Copy, Debug, Default)]
pub struct Sidewinder;

impl Generator for Sidewinder {
    fn run<F: FnMut(GenStep)>(&self, maze: &mut Maze, rng: &mut MazeRng, mut observe: F) {
        let (w, h) = (maze.width(), maze.height());
        let mut bits = Bits::default();
        for y in 0..h {
            let row = y as usize * w as usize;
            let mut run_start = 0;
            for x in 0..w {
                observe(GenStep::Visit(Pos::new(x, y)));
                let cell = row + x as usize;
                let close = x + 1 == w || (y > 0 && bits.coin(rng));
                if !close {
                    maze.carve_between(cell, cell + 1, Dir::E);
                    observe(GenStep::Carve(Pos::new(x, y), Dir::E));
                } else if y > 0 {
                    let up = run_start + rng.below(x - run_start + 1);
                    let from = row + up as usize;
                    maze.carve_between(from, maze.beside(from, Dir::N), Dir::N);
                    observe(GenStep::Carve(Pos::new(up, y), Dir::N));
                    run_start = x + 1;
                }
            }
        }
    }
}
