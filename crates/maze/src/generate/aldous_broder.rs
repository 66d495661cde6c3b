//! Aldous–Broder, on a maze of any shape ([`Cells`]): a uniform spanning tree by one random
//! walk.
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

use super::{GenStep, Generator};
use crate::model::{Cells, Step};
use crate::{Maze, MazeRng};

/// The Aldous–Broder random walk algorithm (uniform spanning trees).
#[derive(Clone, Copy, Debug, Default)]
pub struct AldousBroder;

impl Generator for AldousBroder {
    fn run<F: FnMut(GenStep)>(&self, maze: &mut Maze, rng: &mut MazeRng, mut observe: F) {
        let width = maze.width();
        walk(maze, rng, |step| observe(step.on_grid(width)));
    }

    /// It uses none.
    fn leaves_scratch(&self) -> bool {
        false
    }
}

/// Aldous–Broder on a maze of any shape. A cell has been entered once it has a passage, or
/// is the first: no memory beyond the maze.
pub(crate) fn walk<M: Cells>(maze: &mut M, rng: &mut MazeRng, mut observe: impl FnMut(Step)) {
    let start = rng.index(maze.len());
    let mut walker = maze.walker(start);
    observe(Step::Visit(start));
    let mut left = maze.len() - 1;
    while left > 0 {
        let from = M::walker_cell(&walker);
        let slot = maze.random_step(&mut walker, rng);
        let to = M::walker_cell(&walker);
        if to != start && maze.open_ways(to) == 0 {
            maze.open_way(from, slot, to);
            left -= 1;
            observe(Step::Open(from, slot));
        }
        observe(Step::Visit(to));
    }
}
