//! The growing tree: keep a list of active cells; pick one, carve to an unvisited
//! neighbour (which becomes active) or, if it has none, retire it. How the cell is picked
//! decides the texture: the newest gives the backtracker's long corridors, a random one
//! gives Prim's short branches, and a mix gives something in between.
//!
//! ```
//! use mousemaze_maze::generate::{Generator, GrowingTree, Selection};
//! use mousemaze_maze::{Maze, MazeRng};
//!
//! let mut maze = Maze::new(7, 7).unwrap();
//! GrowingTree::new(Selection::Mixed).run(&mut maze, &mut MazeRng::new(4), |_| {});
//! assert_eq!(maze.passage_count(), 48);
//! ```

use super::{GenStep, Generator, fresh_neighbors};
use crate::{Maze, MazeRng};

/// Marks the first active cell so it never looks unvisited.
const STARTED: u8 = 0x80;

/// Which active cell the growing tree works on next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Selection {
    /// Always the most recently added cell: exactly the recursive backtracker.
    Newest,
    /// A uniformly random active cell.
    Random,
    /// The newest or a random cell, half and half.
    #[default]
    Mixed,
}

/// The growing-tree algorithm with a cell [`Selection`].
#[derive(Clone, Copy, Debug, Default)]
pub struct GrowingTree {
    pub selection: Selection,
}

impl GrowingTree {
    pub fn new(selection: Selection) -> GrowingTree {
        GrowingTree { selection }
    }
}

impl Generator for GrowingTree {
    fn run<F: FnMut(GenStep)>(&self, maze: &mut Maze, rng: &mut MazeRng, mut observe: F) {
        let start = rng.index(maze.len());
        maze.cells_mut()[start] |= STARTED;
        observe(GenStep::Visit(maze.pos(start)));
        let mut active: Vec<u32> = vec![start as u32];
        while !active.is_empty() {
            let newest = active.len() - 1;
            let k = match self.selection {
                Selection::Newest => newest,
                Selection::Random => rng.index(active.len()),
                Selection::Mixed if rng.below(2) == 0 => newest,
                Selection::Mixed => rng.index(active.len()),
            };
            let cell = active[k] as usize;
            let (fresh, count) = fresh_neighbors(maze, cell);
            if count > 0 {
                let (next, dir) = fresh[rng.index(count)];
                maze.carve_between(cell, next, dir);
                observe(GenStep::Carve(maze.pos(cell), dir));
                observe(GenStep::Visit(maze.pos(next)));
                active.push(next as u32);
            } else {
                // swap_remove of the newest is a plain pop, so Newest stays exact; for Mixed,
                // retiring a random cell moves the newest into its slot: O(1), same tree kind.
                active.swap_remove(k);
                if let Some(&top) = active.last() {
                    observe(GenStep::Backtrack(maze.pos(top as usize)));
                }
            }
        }
    }
}
