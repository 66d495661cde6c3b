//! Wilson's algorithm: a uniform spanning tree by loop-erased random walks.
//!
//! One random cell starts the tree. Then, from each cell not yet in the tree, a random
//! walk wanders until it hits the tree; every cell it leaves remembers the way it left,
//! so a loop is erased simply by leaving the same cell again another way. Following the
//! remembered ways from the walk's start gives the loop-erased path, which is carved and
//! joins the tree. Every spanning tree of the grid is equally likely (Wilson, 1996): the
//! maze has no bias at all, a balanced mix of corridors, branches and dead ends.
//!
//! The way out of each cell lives in the cell's scratch bits, so the walks need no memory
//! beyond the maze: no recursion, no list. The first walks are long (they must find a
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

use super::{GenStep, Generator, Walker};
use crate::{Dir, Maze, MazeRng};

/// Scratch bit: the cell is in the tree.
const IN_TREE: u8 = 0x80;
/// Scratch bits 4–5: the direction in which the current walk last left the cell.
const WAY_SHIFT: u8 = 4;
const WAY_MASK: u8 = 0b11 << WAY_SHIFT;

/// Wilson's loop-erased random walk algorithm (uniform spanning trees).
#[derive(Clone, Copy, Debug, Default)]
pub struct Wilson;

impl Generator for Wilson {
    fn run<F: FnMut(GenStep)>(&self, maze: &mut Maze, rng: &mut MazeRng, mut observe: F) {
        let root = rng.index(maze.len());
        maze.cells_mut()[root] |= IN_TREE;
        observe(GenStep::Visit(maze.pos(root)));
        let mut walker = Walker::new(maze, root);
        // Walks start from every cell not yet in the tree, in row-major order (any order
        // keeps the result uniform).
        for start in 0..maze.len() {
            if maze.cells()[start] & IN_TREE != 0 {
                continue;
            }
            // Walk until the tree, writing in each cell left the way it was left.
            walker.jump(maze, start);
            observe(GenStep::Visit(walker.pos()));
            while maze.cells()[walker.index] & IN_TREE == 0 {
                let from = walker.index;
                let way = walker.random_step(rng);
                let cells = maze.cells_mut();
                cells[from] = (cells[from] & !WAY_MASK) | ((way as u8) << WAY_SHIFT);
                observe(GenStep::Visit(walker.pos()));
            }
            // Follow the remembered ways from the start: the loops are gone. Carve that path.
            let mut cell = start;
            while maze.cells()[cell] & IN_TREE == 0 {
                let way = Dir::from_index((maze.cells()[cell] & WAY_MASK) >> WAY_SHIFT);
                let next = maze.beside(cell, way);
                maze.carve_between(cell, next, way);
                maze.cells_mut()[cell] |= IN_TREE;
                observe(GenStep::Carve(maze.pos(cell), way));
                cell = next;
            }
        }
    }
}
