//! Trémaux's method, the maze-walker's pencil, written once over the maze model
//! ([`Cells`]): each passage gets a mark every time it is walked, and a passage with two
//! marks is never walked again.
//!
//! - Arriving at a cell never seen before, take any unmarked passage (first in slot order:
//!   N, E, S, W on squares);
//!   at a dead end there is none, so go back.
//! - Arriving at a cell already seen through a passage walked for the first time, a loop
//!   has closed: go straight back the way you came.
//! - Otherwise (coming back down a passage), take an unmarked passage if there is one,
//!   else the passage marked once, which leads back towards the start.
//!
//! Each passage is walked at most twice, so it ends. At the goal, the passages marked once
//! form a simple path from the start: the answer. If the walker comes back to the start
//! with nothing left to try, there is no route.
//!
//! A first walk down a passage is reported as a visit, the second (going back) as a
//! backtrack ([`SolveStep`](super::SolveStep)): the steps are the walk itself, move by move.
//!
//! ```
//! use mousemaze_maze::{braid, Algorithm, MazeRng, Solver};
//!
//! let mut maze = Algorithm::Backtracker.generate(40, 25, 6).unwrap();
//! braid(&mut maze, 0.5, &mut MazeRng::new(6));
//! let (start, goal) = maze.corners();
//! let found = Solver::Tremaux.solve(&maze, start, goal).unwrap();
//! assert!(mousemaze_maze::solve::is_valid_path(&maze, &found.path, start, goal));
//!
//! // The same walk on hexes.
//! use mousemaze_maze::shape::{Graph, Shape, generate::generate_braided, solve::solve};
//! let graph = Graph::new(Shape::Hexagon { radius: 8 }).unwrap();
//! let hexes = generate_braided(graph, Algorithm::Backtracker, 6, 0.5).unwrap();
//! let (start, goal) = hexes.default_ends();
//! let route = solve(&hexes, Solver::Tremaux, start, goal).unwrap();
//! assert!(route.windows(2).all(|w| hexes.open_neighbours(w[0]).any(|n| n == w[1])));
//! ```

use super::cells::CellStep;
use crate::model::Cells;

/// A cell's marks: two bits a slot (slot `s` in bits `2s..2s+2`), a passage's count kept
/// on both its sides. A byte holds four slots (squares, triangles), two bytes six.
trait Word: Copy + Default {
    /// The count of the passage through `slot`.
    fn count(self, slot: usize) -> u8;
    /// The marks with one more on the passage through `slot`.
    fn bump(self, slot: usize) -> Self;
    /// Whether no passage of the cell has a mark (the walker never stood there, unless it
    /// is the start).
    fn is_blank(self) -> bool;
}

impl Word for u8 {
    #[inline]
    fn count(self, slot: usize) -> u8 {
        self >> (2 * slot) & 3
    }

    #[inline]
    fn bump(self, slot: usize) -> u8 {
        self + (1 << (2 * slot))
    }

    #[inline]
    fn is_blank(self) -> bool {
        self == 0
    }
}

impl Word for u16 {
    #[inline]
    fn count(self, slot: usize) -> u8 {
        (self >> (2 * slot) & 3) as u8
    }

    #[inline]
    fn bump(self, slot: usize) -> u16 {
        self + (1 << (2 * slot))
    }

    #[inline]
    fn is_blank(self) -> bool {
        self == 0
    }
}

/// The marks of every passage, one [`Word`] a cell.
struct Marks<W>(Vec<W>);

impl<W: Word> Marks<W> {
    #[inline]
    fn get(&self, cell: usize, slot: usize) -> u8 {
        self.0[cell].count(slot)
    }

    /// Adds a mark to the passage from `cell` through `slot` to `next` (whose slot `back`
    /// faces back) and returns its new count.
    #[inline]
    fn add(&mut self, cell: usize, slot: usize, next: usize, back: usize) -> u8 {
        self.0[cell] = self.0[cell].bump(slot);
        self.0[next] = self.0[next].bump(back);
        self.get(cell, slot)
    }

    /// The first open slot of `cell` but `except` whose passage has `count` marks.
    #[inline]
    fn find(&self, mut open: u8, cell: usize, count: u8, except: Option<usize>) -> Option<usize> {
        while open != 0 {
            let slot = open.trailing_zeros() as usize;
            open &= open - 1;
            if self.get(cell, slot) == count && Some(slot) != except {
                return Some(slot);
            }
        }
        None
    }
}

/// The walk's route from `start` to `goal`, if it gets there.
pub(crate) fn solve<M: Cells>(
    maze: &M,
    start: usize,
    goal: usize,
    observe: &mut impl FnMut(CellStep),
) -> Option<Vec<usize>> {
    if maze.slots() <= 4 {
        walk(maze, Marks::<u8>(vec![0; maze.len()]), start, goal, observe)
    } else {
        walk(maze, Marks::<u16>(vec![0; maze.len()]), start, goal, observe)
    }
}

/// Trémaux's walk with `marks` all blank.
fn walk<M: Cells, W: Word>(
    maze: &M,
    mut marks: Marks<W>,
    start: usize,
    goal: usize,
    observe: &mut impl FnMut(CellStep),
) -> Option<Vec<usize>> {
    let mut cell = start;
    // The slot of `cell` the walker came in by, and whether it had stood there before.
    let mut came: Option<(usize, bool)> = None;
    observe(CellStep::Visit(start));
    while cell != goal {
        let open = maze.open_ways(cell);
        let slot = match came {
            Some((back, true)) if marks.get(cell, back) == 1 => back,
            _ => marks.find(open, cell, 0, None).or_else(|| marks.find(open, cell, 1, None))?,
        };
        let next = maze.beside(cell, slot);
        let back = maze.back_slot(cell, slot, next);
        // Every walk through a passage marks both its ends: a cell with no mark is new.
        let stood = next == start || !marks.0[next].is_blank();
        let count = marks.add(cell, slot, next, back);
        came = Some((back, stood));
        cell = next;
        observe(if count == 1 { CellStep::Visit(cell) } else { CellStep::Backtrack(cell) });
    }
    // Follow the passages marked once from the start.
    let mut route = vec![start];
    let mut from = None;
    let mut cell = start;
    while cell != goal {
        let slot = marks
            .find(maze.open_ways(cell), cell, 1, from)
            .expect("the passages marked once lead from the start to the goal");
        let next = maze.beside(cell, slot);
        from = Some(maze.back_slot(cell, slot, next));
        cell = next;
        route.push(cell);
    }
    Some(route)
}
