//! The growing tree, on a maze of any shape ([`Cells`]): keep a list of active cells; pick one, carve to an unvisited
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

use super::straight_step::{NO_HEADING, straight_or_any};
use super::{GenStep, Generator};
use crate::model::{Cells, Step, ways_where};
use crate::{Maze, MazeRng};

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
        let width = maze.width();
        grow(maze, rng, self.selection, |step| observe(step.on_grid(width)));
    }

    /// It uses none.
    fn leaves_scratch(&self) -> bool {
        false
    }
}

/// The growing tree on a maze of any shape. A cell is visited once it has a passage, or is
/// the first: no memory beyond the maze and the active list.
pub(crate) fn grow<M: Cells>(maze: &mut M, rng: &mut MazeRng, selection: Selection, observe: impl FnMut(Step)) {
    grow_with(maze, rng, selection, None, observe);
}

/// [`grow`], going on straight (through [`Cells::straight_on`]) with the chance `straightness`
/// where it can, when given ([`crate::knobs::straight`]); with `None` the same draws as ever.
/// Each active cell then keeps the slot it was entered by.
pub(crate) fn grow_with<M: Cells>(
    maze: &mut M,
    rng: &mut MazeRng,
    selection: Selection,
    straightness: Option<f64>,
    mut observe: impl FnMut(Step),
) {
    let start = rng.index(maze.len());
    observe(Step::Visit(start));
    let mut active: Vec<u32> = vec![start as u32];
    // The slot each active cell was entered by (kept only with a straightness).
    let mut headings: Vec<u8> = Vec::new();
    if straightness.is_some() {
        headings.push(NO_HEADING);
    }
    while !active.is_empty() {
        let newest = active.len() - 1;
        let k = match selection {
            Selection::Newest => newest,
            Selection::Random => rng.index(active.len()),
            Selection::Mixed if M::coin(rng) => newest,
            Selection::Mixed => rng.index(active.len()),
        };
        let cell = active[k] as usize;
        let (fresh, count) = ways_where(maze, cell, |n| n != start && maze.open_ways(n) == 0);
        if count > 0 {
            let (slot, next) = match straightness {
                Some(chance) => straight_or_any(maze, cell, headings[k], &fresh[..count], chance, rng),
                None => fresh[M::pick(rng, count)],
            };
            maze.open_way(cell, slot, next);
            observe(Step::Open(cell, slot));
            observe(Step::Visit(next));
            active.push(next as u32);
            if straightness.is_some() {
                headings.push(slot as u8);
            }
        } else {
            // swap_remove of the newest is a plain pop, so Newest stays exact; for Mixed,
            // retiring a random cell moves the newest into its slot: O(1), same tree kind.
            active.swap_remove(k);
            if straightness.is_some() {
                headings.swap_remove(k);
            }
            if let Some(&top) = active.last() {
                observe(Step::Backtrack(top as usize));
            }
        }
    }
}
