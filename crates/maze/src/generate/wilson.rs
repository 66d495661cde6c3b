//! Wilson's algorithm, on a maze of any shape ([`Cells`]): a uniform spanning tree by loop-erased random walks.
//!
//! One random cell starts the tree. Then, from each cell not yet in the tree, a random
//! walk wanders until it hits the tree; every cell it leaves remembers the way it left,
//! so a loop is erased simply by leaving the same cell again another way. Following the
//! remembered ways from the walk's start gives the loop-erased path, which is carved and
//! joins the tree. Every spanning tree of the grid is equally likely (Wilson, 1996): the
//! maze has no bias at all, a balanced mix of corridors, branches and dead ends.
//!
//! The way out of each cell is a byte beside the maze: no recursion, no list. The first walks are long (they must find a
//! small tree); the tree grows quickly after that.
//!
//! ```
//! use mousemaze_maze::generate::{Generator, Wilson};
//! use mousemaze_maze::{Maze, MazeRng};
//!
//! let mut maze = Maze::new(16, 9).unwrap();
//! Wilson.run(&mut maze, &mut MazeRng::new(5), |_| {});
//! assert_eq!(maze.passage_count(), 16 * 9 - 1);
//! ```

use super::{GenStep, Generator};
use crate::model::{Cells, Step};
use crate::{Maze, MazeRng};

/// Wilson's loop-erased random walk algorithm (uniform spanning trees).
#[derive(Clone, Copy, Debug, Default)]
pub struct Wilson;

impl Generator for Wilson {
    fn run<F: FnMut(GenStep)>(&self, maze: &mut Maze, rng: &mut MazeRng, mut observe: F) {
        let width = maze.width();
        walk(maze, rng, |step| observe(step.on_grid(width)));
    }

    /// It uses none.
    fn leaves_scratch(&self) -> bool {
        false
    }
}

/// Wilson on a maze of any shape. A cell is in the tree once it has a passage, or is the
/// root; the way each cell of the current walk last left by is a byte beside the maze.
pub(crate) fn walk<M: Cells>(maze: &mut M, rng: &mut MazeRng, mut observe: impl FnMut(Step)) {
    let root = rng.index(maze.len());
    observe(Step::Visit(root));
    let in_tree = |maze: &M, cell: usize| cell == root || maze.open_ways(cell) != 0;
    let mut way = vec![0u8; maze.len()];
    let mut walker = maze.walker(root);
    // Walks start from every cell not yet in the tree, in cell order (any order keeps the
    // result uniform).
    for start in 0..maze.len() {
        if in_tree(maze, start) {
            continue;
        }
        // Walk until the tree, writing in each cell left the way it was left.
        maze.jump(&mut walker, start);
        observe(Step::Visit(start));
        while !in_tree(maze, M::walker_cell(&walker)) {
            let from = M::walker_cell(&walker);
            way[from] = maze.random_step(&mut walker, rng) as u8;
            observe(Step::Visit(M::walker_cell(&walker)));
        }
        // Follow the remembered ways from the start: the loops are gone. Carve that path.
        // Whether a cell is in the tree is read before the passage into it is opened.
        let mut cell = start;
        loop {
            let slot = usize::from(way[cell]);
            let next = maze.beside(cell, slot);
            let joined = in_tree(maze, next);
            maze.open_way(cell, slot, next);
            observe(Step::Open(cell, slot));
            if joined {
                break;
            }
            cell = next;
        }
    }
}
