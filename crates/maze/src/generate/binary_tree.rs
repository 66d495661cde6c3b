//! Binary tree: every cell opens its north or its west wall, by a coin flip (on hexes, its
//! west, north-west or north-east side: [`towards_first`]).
//!
//! The simplest perfect maze: cells with only one of those sides available take it, so the
//! top row and the left column become unbroken corridors, and the top-left corner is
//! reached from anywhere by heading only north and west. The texture has a strong
//! diagonal grain, and every dead end opens to the north or the west. It needs no memory and
//! works one cell at a time, in any order, so it is the fastest generator here.
//!
//! ```
//! use mousemaze_maze::generate::{BinaryTree, Generator};
//! use mousemaze_maze::{Dir, Maze, MazeRng, Pos};
//!
//! let mut maze = Maze::new(10, 6).unwrap();
//! BinaryTree.run(&mut maze, &mut MazeRng::new(9), |_| {});
//! assert_eq!(maze.passage_count(), 59);
//! assert!((1..10).all(|x| maze.is_open(Pos::new(x, 0), Dir::W)), "the top row is one corridor");
//! ```

use super::{Bits, GenStep, Generator};
use crate::model::{Cells, Step, neighbours_where};
use crate::{Dir, Maze, MazeRng, Pos};

/// The binary tree algorithm, biased north and west.
#[derive(Clone, Copy, Debug, Default)]
pub struct BinaryTree;

impl Generator for BinaryTree {
    fn run<F: FnMut(GenStep)>(&self, maze: &mut Maze, rng: &mut MazeRng, mut observe: F) {
        let (w, h) = (maze.width(), maze.height());
        let mut bits = Bits::default();
        let mut cell = 0;
        for y in 0..h {
            for x in 0..w {
                let dir = match (y > 0, x > 0) {
                    (true, true) if bits.coin(rng) => Some(Dir::N),
                    (true, true) | (false, true) => Some(Dir::W),
                    (true, false) => Some(Dir::N),
                    (false, false) => None,
                };
                observe(GenStep::Visit(Pos::new(x, y)));
                if let Some(dir) = dir {
                    maze.carve_between(cell, maze.beside(cell, dir), dir);
                    observe(GenStep::Carve(Pos::new(x, y), dir));
                }
                cell += 1;
            }
        }
    }
}

/// The binary tree on a maze of any shape whose every cell but the first has a neighbour
/// numbered below it (a whole hex rectangle: west, north-west or north-east): each cell opens
/// the way to one of those, drawn by the model's rule, so the first cell is reached from
/// anywhere by always going back. On hexes, the top row is one corridor.
pub(crate) fn towards_first<M: Cells>(maze: &mut M, rng: &mut MazeRng, mut observe: impl FnMut(Step)) {
    for cell in 1..maze.len() {
        observe(Step::Visit(cell));
        let (earlier, count) = neighbours_where(maze, cell, |n| n < cell);
        if count > 0 {
            let (slot, next) = earlier[M::pick(rng, count)];
            maze.open_way(cell, slot, next);
            observe(Step::Open(cell, slot));
        }
    }
}
