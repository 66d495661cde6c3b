//! One maze model for every shape: cells numbered `0..len`, each with its ways out in fixed
//! *slots*, the cell through each way, and which ways are open. [`Cells`] is that model;
//! generators, braiding and solvers written over it work on every shape.
//!
//! Two types implement it, statically (generics, never `dyn`):
//! - the square [`Maze`], one byte a cell, row-major, slots north, east, south, west
//!   ([`Dir`]'s order): the fast path, unchanged;
//! - the [`ShapedMaze`] of any [`crate::shape::Shape`] (hexes, triangles, rings, masks),
//!   whose slots its shape names.
//!
//! Each model also keeps the rules its seeds were pinned with ([`Cells::pick`],
//! [`Cells::coin`]), so a seed makes the same maze through a generic generator as it did
//! through the copy it replaced.
//!
//! ```
//! use mousemaze_maze::model::Cells;
//! use mousemaze_maze::shape::{Graph, Shape, ShapedMaze};
//! use mousemaze_maze::Maze;
//!
//! /// Opens the way out of cell 0 through its first slot that has a neighbour.
//! fn open_first<M: Cells>(maze: &mut M) -> usize {
//!     let slot = (0..maze.slots()).find(|&s| maze.neighbour(0, s).is_some()).unwrap();
//!     let next = maze.neighbour(0, slot).unwrap();
//!     maze.open_way(0, slot, next);
//!     next
//! }
//!
//! // The same code on a square grid and on rings.
//! let mut square = Maze::new(3, 2).unwrap();
//! assert_eq!(open_first(&mut square), 1); // east (north is off the grid)
//! assert_eq!(square.passage_count(), 1);
//! let mut rings = ShapedMaze::new(Graph::new(Shape::Polar { rings: 3 }).unwrap());
//! assert_eq!(open_first(&mut rings), 1); // the centre's first neighbour
//! assert_eq!(rings.passage_count(), 1);
//! ```

use crate::grid::PASSAGE_MASK;
use crate::shape::{MAX_SLOTS, NONE, ShapedMaze};
use crate::{Dir, Maze, MazeRng};

mod walk;

pub(crate) use walk::Bits;
pub use walk::Walker;

/// A maze as cells and ways: what every generator, braid and solver over the model reads and
/// carves. Cells are `0..len()`; a cell's slots are `0..slots()`, some of them empty.
pub trait Cells {
    /// How many cells there are (at least one).
    fn len(&self) -> usize;

    /// Always false: a maze has at least one cell.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// How many slots a cell has at most (4 on squares, 6 on hexes and rings, 3 on triangles).
    fn slots(&self) -> usize;

    /// Calls `f(slot, neighbour)` for each neighbour of `cell`, in slot order.
    fn each_neighbour(&self, cell: usize, f: impl FnMut(usize, usize));

    /// The cell through `slot` of `cell`, if there is one (walls aside).
    fn neighbour(&self, cell: usize, slot: usize) -> Option<usize>;

    /// The cell through `slot` of `cell`, which the caller knows is there (say, because the
    /// way is open): on the square grid, with no division and no bounds check.
    #[inline]
    fn beside(&self, cell: usize, slot: usize) -> usize {
        self.neighbour(cell, slot).expect("a neighbour through that slot")
    }

    /// The slot of `next` (through `slot` of `cell`) that faces back to `cell`.
    fn back_slot(&self, cell: usize, slot: usize, next: usize) -> usize;

    /// The open slots of `cell`, one bit a slot.
    fn open_ways(&self, cell: usize) -> u8;

    /// Whether the way through `slot` of `cell` is open.
    #[inline]
    fn is_open(&self, cell: usize, slot: usize) -> bool {
        self.open_ways(cell) & (1 << slot) != 0
    }

    /// How many open ways `cell` has.
    #[inline]
    fn open_count(&self, cell: usize) -> u32 {
        self.open_ways(cell).count_ones()
    }

    /// Opens the way from `cell` through `slot` to `next` (its neighbour there), both sides.
    fn open_way(&mut self, cell: usize, slot: usize, next: usize);

    /// Closes the way from `cell` through `slot` to `next`, both sides.
    fn close_way(&mut self, cell: usize, slot: usize, next: usize);

    /// One of `count` choices (`count` ≥ 1), as this model's pinned seeds draw it: the
    /// square grid always draws; other shapes draw only when there is a choice.
    fn pick(rng: &mut MazeRng, count: usize) -> usize;

    /// A fair coin, as this model's pinned seeds draw it.
    fn coin(rng: &mut MazeRng) -> bool;

    /// Where hunt-and-kill's hunt goes, as this model's pinned seeds have it, when the first
    /// cell is still unvisited and `lowest` is the lowest-numbered visited cell: the square
    /// grid takes the cell just before it (west of it, or north at a row's start); other
    /// shapes none, and the hunt looks for the first unvisited cell beside a visited one.
    fn hunt_before(&self, lowest: usize) -> Option<usize>;

    /// Where a random walk stands, and whatever the model keeps to step it fast.
    type Walker;

    /// A random walk standing on `cell`.
    fn walker(&self, cell: usize) -> Self::Walker;

    /// The cell the walk stands on.
    fn walker_cell(walker: &Self::Walker) -> usize;

    /// Moves the walk straight to `cell`.
    fn jump(&self, walker: &mut Self::Walker, cell: usize);

    /// Steps the walk to a uniformly random neighbour, as this model's pinned seeds draw it,
    /// and returns the slot it left by. The maze must have more than one cell.
    fn random_step(&self, walker: &mut Self::Walker, rng: &mut MazeRng) -> usize;
}

/// One thing a generator over the model did: [`crate::GenStep`] in cells and slots.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The generator's attention moved to this cell.
    Visit(usize),
    /// The way through the slot of the cell was opened.
    Open(usize, usize),
    /// The way through the slot of the cell was closed.
    Close(usize, usize),
    /// The generator stepped back to this cell.
    Backtrack(usize),
}

/// The neighbours of `cell` that `keep` accepts, as `(slot, neighbour)` in slot order, with
/// their count.
#[inline]
pub fn neighbours_where<M: Cells>(
    maze: &M,
    cell: usize,
    mut keep: impl FnMut(usize) -> bool,
) -> ([(usize, usize); MAX_SLOTS], usize) {
    let mut found = [(0, 0); MAX_SLOTS];
    let mut count = 0;
    maze.each_neighbour(cell, |slot, n| {
        if keep(n) {
            found[count] = (slot, n);
            count += 1;
        }
    });
    (found, count)
}

/// The square grid: slot `d` is [`Dir::from_index`]`(d)`, and only the passage bits count
/// (generators' scratch bits are not ways).
impl Cells for Maze {
    #[inline]
    fn len(&self) -> usize {
        Maze::len(self)
    }

    #[inline]
    fn slots(&self) -> usize {
        4
    }

    #[inline]
    fn each_neighbour(&self, cell: usize, mut f: impl FnMut(usize, usize)) {
        for dir in Dir::ALL {
            if let Some(n) = self.neighbor_index(cell, dir) {
                f(dir as usize, n);
            }
        }
    }

    #[inline]
    fn neighbour(&self, cell: usize, slot: usize) -> Option<usize> {
        self.neighbor_index(cell, Dir::from_index(slot as u8))
    }

    #[inline]
    fn beside(&self, cell: usize, slot: usize) -> usize {
        Maze::beside(self, cell, Dir::from_index(slot as u8))
    }

    #[inline]
    fn back_slot(&self, _: usize, slot: usize, _: usize) -> usize {
        Dir::from_index(slot as u8).opposite() as usize
    }

    #[inline]
    fn open_ways(&self, cell: usize) -> u8 {
        self.cells()[cell] & PASSAGE_MASK
    }

    #[inline]
    fn open_way(&mut self, cell: usize, slot: usize, next: usize) {
        self.carve_between(cell, next, Dir::from_index(slot as u8));
    }

    #[inline]
    fn close_way(&mut self, cell: usize, slot: usize, next: usize) {
        self.wall_between(cell, next, Dir::from_index(slot as u8));
    }

    #[inline]
    fn pick(rng: &mut MazeRng, count: usize) -> usize {
        rng.index(count)
    }

    #[inline]
    fn coin(rng: &mut MazeRng) -> bool {
        rng.below(2) == 0
    }

    #[inline]
    fn hunt_before(&self, lowest: usize) -> Option<usize> {
        let width = self.width() as usize;
        Some(if lowest.is_multiple_of(width) { lowest - width } else { lowest - 1 })
    }

    /// Two random bits a step, drawn 64 at a time, a step off the grid drawn again.
    type Walker = Walker;

    #[inline]
    fn walker(&self, cell: usize) -> Walker {
        Walker::new(self, cell)
    }

    #[inline]
    fn walker_cell(walker: &Walker) -> usize {
        walker.index
    }

    #[inline]
    fn jump(&self, walker: &mut Walker, cell: usize) {
        walker.jump(self, cell);
    }

    #[inline]
    fn random_step(&self, walker: &mut Walker, rng: &mut MazeRng) -> usize {
        walker.random_step(rng) as usize
    }
}

/// Every other shape, through its [`crate::shape::Graph`].
impl Cells for ShapedMaze {
    #[inline]
    fn len(&self) -> usize {
        ShapedMaze::len(self)
    }

    #[inline]
    fn slots(&self) -> usize {
        self.graph().slots()
    }

    #[inline]
    fn each_neighbour(&self, cell: usize, mut f: impl FnMut(usize, usize)) {
        for (slot, n) in self.graph().neighbours(cell as u32).into_iter().enumerate() {
            if n != NONE {
                f(slot, n as usize);
            }
        }
    }

    #[inline]
    fn neighbour(&self, cell: usize, slot: usize) -> Option<usize> {
        let n = self.graph().neighbours(cell as u32)[slot];
        (n != NONE).then_some(n as usize)
    }

    #[inline]
    fn back_slot(&self, cell: usize, slot: usize, next: usize) -> usize {
        self.graph().reverse_slot(cell as u32, slot, next as u32)
    }

    #[inline]
    fn open_ways(&self, cell: usize) -> u8 {
        self.open_bits()[cell]
    }

    #[inline]
    fn open_way(&mut self, cell: usize, slot: usize, next: usize) {
        self.carve(cell as u32, slot, next as u32);
    }

    #[inline]
    fn close_way(&mut self, cell: usize, slot: usize, next: usize) {
        self.wall(cell as u32, slot, next as u32);
    }

    #[inline]
    fn pick(rng: &mut MazeRng, count: usize) -> usize {
        if count == 1 { 0 } else { rng.index(count) }
    }

    #[inline]
    fn coin(rng: &mut MazeRng) -> bool {
        rng.chance(0.5)
    }

    #[inline]
    fn hunt_before(&self, _: usize) -> Option<usize> {
        None
    }

    /// The cell; each step draws one of its neighbours.
    type Walker = usize;

    #[inline]
    fn walker(&self, cell: usize) -> usize {
        cell
    }

    #[inline]
    fn walker_cell(walker: &usize) -> usize {
        *walker
    }

    #[inline]
    fn jump(&self, walker: &mut usize, cell: usize) {
        *walker = cell;
    }

    #[inline]
    fn random_step(&self, walker: &mut usize, rng: &mut MazeRng) -> usize {
        let (all, count) = neighbours_where(self, *walker, |_| true);
        let (slot, next) = all[rng.index(count)];
        *walker = next;
        slot
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::{Graph, Shape};

    /// The model's neighbours of every cell, by slot.
    fn ways<M: Cells>(maze: &M) -> Vec<Vec<(usize, usize)>> {
        (0..maze.len())
            .map(|cell| {
                let (found, count) = neighbours_where(maze, cell, |_| true);
                found[..count].to_vec()
            })
            .collect()
    }

    #[test]
    fn the_square_grid_and_the_square_graph_are_one_model() {
        let grid = Maze::new(7, 5).unwrap();
        let graph = ShapedMaze::new(Graph::new(Shape::Square { width: 7, height: 5 }).unwrap());
        assert_eq!(ways(&grid), ways(&graph));
        for cell in 0..grid.len() {
            for slot in 0..4 {
                assert_eq!(grid.neighbour(cell, slot), graph.neighbour(cell, slot));
            }
        }
    }

    #[test]
    fn opening_and_closing_work_on_both_sides_in_every_model() {
        let mut grid = Maze::new(4, 3).unwrap();
        let mut hexes = ShapedMaze::new(Graph::new(Shape::Polar { rings: 4 }).unwrap());
        fn check<M: Cells>(maze: &mut M) {
            for cell in 0..maze.len() {
                let (all, count) = neighbours_where(maze, cell, |_| true);
                for &(slot, n) in &all[..count] {
                    maze.open_way(cell, slot, n);
                    let back = (0..maze.slots()).find(|&s| maze.neighbour(n, s) == Some(cell)).unwrap();
                    assert!(maze.is_open(n, back), "{cell} slot {slot}");
                    maze.close_way(cell, slot, n);
                    assert_eq!(maze.open_count(n), 0, "{cell} slot {slot}");
                }
            }
        }
        check(&mut grid);
        check(&mut hexes);
    }
}
