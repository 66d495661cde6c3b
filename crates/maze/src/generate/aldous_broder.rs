//! Aldous–Broder: a uniform spanning tree by one random walk.
//!
//! A walker starts on a random cell and steps to a random neighbour, again and again;
//! whenever it enters a cell for the first time, the wall it came through is opened. When
//! every cell has been entered, the passages form a spanning tree, and every spanning tree
//! of the grid is equally likely (Aldous 1990, Broder 1989). The texture is the same
//! unbiased one as Wilson's.
//!
//! It is simple and needs no memory beyond the maze, but it is the slowest generator
//! here: it must wait for the walk to cover the grid, on the order of n·ln²(n) steps for
//! n cells, and the last few cells take the longest to find.
//!
//! ```
//! use mousemaze_maze::generate::{AldousBroder, Generator};
//! use mousemaze_maze::{Maze, MazeRng};
//!
//! let mut maze = Maze::new(12, 12).unwrap();
//! AldousBroder.run(&mut maze, &mut MazeRng::new(2), |_| {});
//! assert_eq!(maze.passage_count(), 143);
//! ```

use super::{GenStep, Generator, Walker};
use crate::{Maze, MazeRng};

/// Scratch bit: the walk's first cell, which has no passage yet but counts as entered.
const START: u8 = 0x80;

/// The Aldous–Broder random walk algorithm (uniform spanning trees).
#[derive(Clone, Copy, Debug, Default)]
pub struct AldousBroder;

impl Generator for AldousBroder {
    fn run<F: FnMut(GenStep)>(&self, maze: &mut Maze, rng: &mut MazeRng, mut observe: F) {
        let mut walker = Walker::new(maze, rng.index(maze.len()));
        maze.cells_mut()[walker.index] |= START;
        observe(GenStep::Visit(walker.pos()));
        // A cell has been entered once its byte is not 0.
        let mut left = maze.len() - 1;
        while left > 0 {
            let (from, here) = (walker.index, walker.pos());
            let way = walker.random_step(rng);
            if maze.cells()[walker.index] == 0 {
                maze.carve_between(from, walker.index, way);
                left -= 1;
                observe(GenStep::Carve(here, way));
            }
            observe(GenStep::Visit(walker.pos()));
        }
    }
}
