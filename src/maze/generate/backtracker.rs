//! The recursive backtracker, done without recursion and without a stack.
//!
//! A random walk carves into unvisited neighbours; at a dead end it steps back the way it
//! came until some cell has an unvisited neighbour again. The way back from each cell is
//! kept in that cell's spare bits (4–5), so the walk needs no memory beyond the maze itself:
//! 1 byte a cell in all. It makes long, winding corridors with few branches.
//!
//! The walk keeps its column and row as it moves, so finding the unvisited neighbours needs
//! no division, and it picks among them from a 4-bit mask: one random draw a carve, read
//! from a table, with no branch on what the neighbours hold.
//!
//! ```
//! use mousemaze::maze::generate::{Backtracker, Generator};
//! use mousemaze::maze::{Maze, MazeRng};
//!
//! let mut maze = Maze::new(20, 10).unwrap();
//! Backtracker.run(&mut maze, &mut MazeRng::new(1), |_| {});
//! assert_eq!(maze.passage_count(), 199);
//! ```

use super::{GenStep, Generator, Walker};
use crate::maze::{Dir, Maze, MazeRng};

/// Marks the cell where the walk began: stepping back to it with nothing left ends the walk.
const ROOT: u8 = 0x80;
/// Bits 4–5 hold the index of the direction back to the cell we came from.
const BACK_SHIFT: u8 = 4;

/// The recursive backtracker (depth-first search carving).
#[derive(Clone, Copy, Debug, Default)]
pub struct Backtracker;

impl Generator for Backtracker {
    fn run<F: FnMut(GenStep)>(&self, maze: &mut Maze, rng: &mut MazeRng, mut observe: F) {
        let start = rng.index(maze.len());
        let mut at = Walker::new(maze, start);
        maze.cells_mut()[start] |= ROOT;
        observe(GenStep::Visit(at.pos()));
        let cells = maze.cells_mut();
        loop {
            let fresh = at.neighbors_where(cells, |c| c == 0);
            if fresh.count > 0 {
                let dir = fresh.nth(rng.index(fresh.count));
                let from = at;
                at.step(dir);
                cells[from.index] |= dir.bit();
                cells[at.index] = dir.opposite().bit() | (dir.opposite() as u8) << BACK_SHIFT;
                observe(GenStep::Carve(from.pos(), dir));
                observe(GenStep::Visit(at.pos()));
            } else {
                let cell = cells[at.index];
                if cell & ROOT != 0 {
                    break;
                }
                at.step(Dir::from_index(cell >> BACK_SHIFT));
                observe(GenStep::Backtrack(at.pos()));
            }
        }
    }
}
