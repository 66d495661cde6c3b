//! The recursive backtracker, done without recursion and without a stack.
//!
//! A random walk carves into unvisited neighbours; at a dead end it steps back the way it
//! came until some cell has an unvisited neighbour again. The way back from each cell is
//! kept in that cell's spare bits (4–5), so the walk needs no memory beyond the maze itself:
//! 1 byte a cell in all. It makes long, winding corridors with few branches.
//!
//! ```
//! use mousemaze::maze::generate::{Backtracker, Generator};
//! use mousemaze::maze::{Maze, MazeRng};
//!
//! let mut maze = Maze::new(20, 10).unwrap();
//! Backtracker.run(&mut maze, &mut MazeRng::new(1), |_| {});
//! assert_eq!(maze.passage_count(), 199);
//! ```

use super::{GenStep, Generator, fresh_neighbors};
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
        let mut current = rng.index(maze.len());
        maze.cells_mut()[current] |= ROOT;
        observe(GenStep::Visit(maze.pos(current)));
        loop {
            let (fresh, count) = fresh_neighbors(maze, current);
            if count > 0 {
                let (next, dir) = fresh[rng.index(count)];
                maze.carve_between(current, next, dir);
                maze.cells_mut()[next] |= (dir.opposite() as u8) << BACK_SHIFT;
                observe(GenStep::Carve(maze.pos(current), dir));
                observe(GenStep::Visit(maze.pos(next)));
                current = next;
            } else {
                let cell = maze.cells()[current];
                if cell & ROOT != 0 {
                    break;
                }
                let back = Dir::from_index(cell >> BACK_SHIFT);
                current = maze.neighbor_index(current, back).expect("the way back stays inside");
                observe(GenStep::Backtrack(maze.pos(current)));
            }
        }
    }
}
