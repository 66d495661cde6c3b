//! One maze model for every shape: cells numbered `0..len`, each with its ways out in fixed
//! *slots*, the cell through each way, and which ways are open. [`Cells`] is that model;
//! generators, braiding and solvers written over it work on every shape.
//!
//! Two types implement it, statically (generics, never `dyn`):
//! - the square [`Maze`](crate::Maze), one byte a cell, row-major, slots north, east, south,
//!   west ([`Dir`](crate::Dir)'s order): the fast path, unchanged (`square.rs`);
//! - the [`ShapedMaze`](crate::shape::ShapedMaze) of any [`crate::shape::Shape`] (hexes,
//!   triangles, rings, masks), whose slots its shape names (`shaped.rs`).
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

use crate::MazeRng;
use crate::shape::MAX_SLOTS;

mod shaped;
mod square;
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

    /// Calls `f(cell, slot, neighbour)` for every two neighbours once, from the
    /// lower-numbered cell, in cell and slot order (on squares: each cell's east, then its
    /// south; with no division there).
    #[inline]
    fn each_pair(&self, mut f: impl FnMut(usize, usize, usize)) {
        for cell in 0..self.len() {
            self.each_neighbour(cell, |slot, n| {
                if cell < n {
                    f(cell, slot, n);
                }
            });
        }
    }

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

    /// The slot straight on out of `cell` for a walk that entered it through `heading` (the
    /// slot of the cell before): the same slot, unless there is none or it leads straight back
    /// (a triangle's flat side, a circle's centre). So on squares and hexes the opposite side,
    /// on triangles along the row, on a circle around the ring, in, or out by the same slot.
    /// Walls aside.
    ///
    /// ```
    /// use mousemaze_maze::model::Cells;
    /// use mousemaze_maze::shape::{Graph, Shape, ShapedMaze};
    ///
    /// let triangles = ShapedMaze::new(Graph::new(Shape::Triangle { width: 5, height: 2 }).unwrap());
    /// assert_eq!(triangles.straight_on(2, 1), Some(1)); // east along the row
    /// assert_eq!(triangles.straight_on(2, 2), None); // the flat side leads back
    /// ```
    #[inline]
    fn straight_on(&self, cell: usize, heading: usize) -> Option<usize> {
        let next = self.neighbour(cell, heading)?;
        (self.back_slot(cell, heading, next) != heading).then_some(heading)
    }

    /// The open slots of `cell`, one bit a slot.
    fn open_ways(&self, cell: usize) -> u8;

    /// Calls `f(slot, neighbour)` for each open way of `cell`, in slot order.
    #[inline]
    fn each_open(&self, cell: usize, f: impl FnMut(usize, usize)) {
        self.each_way(cell, self.open_ways(cell), f);
    }

    /// Calls `f(slot, neighbour)` for each slot of `ways` (one bit a slot, each with a
    /// neighbour: say, open ways of `cell`), in slot order. On squares, four fixed steps.
    #[inline]
    fn each_way(&self, cell: usize, mut ways: u8, mut f: impl FnMut(usize, usize)) {
        while ways != 0 {
            let slot = ways.trailing_zeros() as usize;
            ways &= ways - 1;
            f(slot, self.beside(cell, slot));
        }
    }

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

    /// Whether the way from `cell` through `slot` to `next` may open now, given what is
    /// already open: always, but where ways depend on each other (a zeta grid's diagonals
    /// never cross, a weave's tunnel passes only under a straight passage: see
    /// [`crate::shape::crossings`]). The generators that ask it ([`ways_where`]) are the ones
    /// allowed there. On the square grid it is `true`, and compiles away.
    #[inline(always)]
    fn may_open(&self, cell: usize, slot: usize, next: usize) -> bool {
        let _ = (cell, slot, next);
        true
    }

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

    /// Where a cell lies, carried beside it by a search that estimates distances (A*), so
    /// that [`Cells::fewest_steps`] needs no division: the position on the square grid, the
    /// cell itself elsewhere.
    type Place: Copy;

    /// The place of `cell`.
    fn place(&self, cell: usize) -> Self::Place;

    /// The place of `next`, the cell through `slot` of the cell at `place`.
    fn place_beside(&self, place: Self::Place, slot: usize, next: usize) -> Self::Place;

    /// At most the number of steps between two places through any passages, and never
    /// changing by more than one across a way (a consistent estimate for A*): the Manhattan
    /// distance on the square grid, [`crate::shape::Graph::fewest_steps`] elsewhere.
    fn fewest_steps(&self, from: Self::Place, to: Self::Place) -> u32;
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
    slots_where(maze, cell, |_, n| keep(n))
}

/// The `(slot, neighbour)` pairs of `cell` that `keep` accepts, in slot order, with their count.
#[inline]
fn slots_where<M: Cells>(
    maze: &M,
    cell: usize,
    mut keep: impl FnMut(usize, usize) -> bool,
) -> ([(usize, usize); MAX_SLOTS], usize) {
    let mut found = [(0, 0); MAX_SLOTS];
    let mut count = 0;
    maze.each_neighbour(cell, |slot, n| {
        if keep(slot, n) {
            found[count] = (slot, n);
            count += 1;
        }
    });
    (found, count)
}

/// The ways out of `cell` that may open now ([`Cells::may_open`]) to a neighbour `keep`
/// accepts, as `(slot, neighbour)` in slot order, with their count: [`neighbours_where`] on
/// every graph whose ways never depend on each other.
///
/// ```
/// use mousemaze_maze::model::{Cells, ways_where};
/// use mousemaze_maze::shape::{Graph, Shape, ShapedMaze};
///
/// let mut maze = ShapedMaze::new(Graph::new(Shape::Zeta { width: 2, height: 2 }).unwrap());
/// assert_eq!(ways_where(&maze, 1, |_| true).1, 3, "west, south and south-west");
/// maze.open_way(0, 5, 3); // 0's south-east diagonal
/// assert_eq!(ways_where(&maze, 1, |_| true).0[..2], [(2, 3), (3, 0)], "the crossing one refused");
/// ```
#[inline]
pub fn ways_where<M: Cells>(
    maze: &M,
    cell: usize,
    mut keep: impl FnMut(usize) -> bool,
) -> ([(usize, usize); MAX_SLOTS], usize) {
    slots_where(maze, cell, |slot, n| keep(n) && maze.may_open(cell, slot, n))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Maze;
    use crate::shape::{Graph, Shape, ShapedMaze};

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
        let (mut on_grid, mut on_graph) = (Vec::new(), Vec::new());
        grid.each_pair(|c, s, n| on_grid.push((c, s, n)));
        graph.each_pair(|c, s, n| on_graph.push((c, s, n)));
        assert_eq!(on_grid, on_graph);
        assert_eq!(on_grid.len(), 6 * 5 + 7 * 4);
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
