//! How a maze numbers its passages for doors ([`Passages`]): one number for each pair of
//! neighbouring cells, the same seen from either, written once over the maze model
//! ([`Cells`]): the passage through `slot` of `cell` is numbered by its lower-numbered cell
//! and that cell's slot towards the other, `lower × slots + slot`.
//!
//! The square grid keeps its compact numbering, the same rule with only the two slots that
//! lead to a higher cell (east and south): `2 × cell` east, `2 × cell + 1` south, two bits a
//! cell ([`square_passage`], what [`super::Doors`] looks up per tick).
//!
//! ```
//! use mousemaze_maze::doors::Passages;
//! use mousemaze_maze::shape::{Graph, Shape, ShapedMaze};
//! use mousemaze_maze::Maze;
//!
//! let hexes = ShapedMaze::new(Graph::new(Shape::Hex { width: 3, height: 2 }).unwrap());
//! // Cell 0's east (slot 0) is cell 1's west (slot 3): one passage, numbered by cell 0.
//! assert_eq!(hexes.passage(0, 0), Some(0));
//! assert_eq!(hexes.passage(1, 3), Some(0));
//! assert_eq!(hexes.passage(0, 3), None, "no cell west of the first");
//! let square = Maze::new(3, 2).unwrap();
//! assert_eq!((square.passage(0, 1), square.passage(1, 3)), (Some(0), Some(0)), "east of 0, west of 1");
//! assert_eq!(square.passage(1, 2), Some(3), "south of cell 1");
//! ```

use crate::model::Cells;
use crate::shape::ShapedMaze;
use crate::{Dir, Maze};

/// A maze whose passages are numbered for doors: `passage(cell, slot)` is the same number
/// from both cells of a passage, below [`Passages::passage_numbers`].
pub trait Passages: Cells {
    /// One past the largest passage number.
    fn passage_numbers(&self) -> u64;

    /// The number of the passage through `slot` of `cell`, open or not; `None` where there is
    /// no neighbour (the edge, or a slot past the cell's).
    fn passage(&self, cell: usize, slot: usize) -> Option<u64>;
}

/// The passage through `slot` of `cell` numbered by its lower-numbered cell and that cell's
/// slot: the numbering of every shape.
#[inline]
fn by_lower_cell<M: Cells>(maze: &M, cell: usize, slot: usize) -> Option<u64> {
    if cell >= maze.len() || slot >= maze.slots() {
        return None;
    }
    let next = maze.neighbour(cell, slot)?;
    let (lower, its_slot) = if cell < next { (cell, slot) } else { (next, maze.back_slot(cell, slot, next)) };
    Some(lower as u64 * maze.slots() as u64 + its_slot as u64)
}

/// The square grid's passage number of the side `dir` of the cell with index `index`, in a
/// grid `width` cells wide: its own east and south passages, or those of the cell west or
/// north of it; `None` on the west and north edges (the east and south edges are the
/// caller's to rule out).
#[inline]
pub(crate) fn square_passage(width: u64, index: u64, dir: Dir) -> Option<u64> {
    match dir {
        Dir::E => Some(2 * index),
        Dir::S => Some(2 * index + 1),
        Dir::W => (!index.is_multiple_of(width)).then(|| 2 * (index - 1)),
        Dir::N => (index >= width).then(|| 2 * (index - width) + 1),
    }
}

impl Passages for Maze {
    fn passage_numbers(&self) -> u64 {
        2 * self.len() as u64
    }

    #[inline]
    fn passage(&self, cell: usize, slot: usize) -> Option<u64> {
        if cell >= Cells::len(self) || slot >= 4 {
            return None;
        }
        Cells::neighbour(self, cell, slot)?;
        square_passage(u64::from(self.width()), cell as u64, Dir::from_index(slot as u8))
    }
}

impl Passages for ShapedMaze {
    fn passage_numbers(&self) -> u64 {
        self.len() as u64 * self.graph().slots() as u64
    }

    #[inline]
    fn passage(&self, cell: usize, slot: usize) -> Option<u64> {
        by_lower_cell(self, cell, slot)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::{Graph, Shape};

    /// Every passage has one number, the same from both cells, and no two passages share one.
    fn check<M: Passages>(maze: &M) {
        let mut seen = std::collections::HashMap::new();
        for cell in 0..maze.len() {
            for slot in 0..maze.slots() {
                let Some(next) = maze.neighbour(cell, slot) else {
                    assert_eq!(maze.passage(cell, slot), None);
                    continue;
                };
                let number = maze.passage(cell, slot).unwrap();
                assert!(number < maze.passage_numbers());
                assert_eq!(maze.passage(next, maze.back_slot(cell, slot, next)), Some(number));
                let pair = (cell.min(next), cell.max(next));
                assert_eq!(*seen.entry(number).or_insert(pair), pair, "one number, one passage");
            }
        }
    }

    #[test]
    fn every_shape_numbers_each_passage_once_from_both_sides() {
        check(&Maze::new(7, 5).unwrap());
        check(&Maze::new(1, 4).unwrap());
        for shape in [
            Shape::Square { width: 4, height: 3 },
            Shape::Hex { width: 5, height: 4 },
            Shape::Hexagon { radius: 3 },
            Shape::Triangle { width: 6, height: 3 },
            Shape::Polar { rings: 5 },
        ] {
            check(&ShapedMaze::new(Graph::new(shape).unwrap()));
        }
        let square = Maze::new(3, 3).unwrap();
        assert_eq!(square.passage(9, 0), None, "outside the grid");
        assert_eq!(square.passage(2, 1), None, "the east edge");
    }
}
