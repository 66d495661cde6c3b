//! Randomized Prim: the maze grows from one cell by joining a random frontier cell
//! (an unvisited cell next to the maze) to a random neighbour already in the maze.
//! It makes many short dead ends and a "radial" texture.
//!
//! ```
//! use mousemaze::maze::generate::{Generator, Prim};
//! use mousemaze::maze::{Maze, MazeRng};
//!
//! let mut maze = Maze::new(6, 6).unwrap();
//! Prim.run(&mut maze, &mut MazeRng::new(3), |_| {});
//! assert_eq!(maze.passage_count(), 35);
//! ```

use super::{GenStep, Generator};
use crate::maze::{Dir, Maze, MazeRng};

/// Scratch bit: the cell is part of the maze.
const IN_MAZE: u8 = 0x10;
/// Scratch bit: the cell is in the frontier list.
const FRONTIER: u8 = 0x20;

/// Randomized Prim's algorithm with uniformly random frontier picks.
#[derive(Clone, Copy, Debug, Default)]
pub struct Prim;

impl Generator for Prim {
    fn run<F: FnMut(GenStep)>(&self, maze: &mut Maze, rng: &mut MazeRng, mut observe: F) {
        let mut frontier: Vec<u32> = Vec::new();
        let start = rng.index(maze.len());
        maze.cells_mut()[start] |= IN_MAZE;
        observe(GenStep::Visit(maze.pos(start)));
        add_frontier(maze, start, &mut frontier, &mut observe);
        while !frontier.is_empty() {
            let cell = frontier.swap_remove(rng.index(frontier.len())) as usize;
            let mut joined = [(0usize, Dir::N); 4];
            let mut count = 0;
            for dir in Dir::ALL {
                if let Some(n) = maze.neighbor_index(cell, dir)
                    && maze.cells()[n] & IN_MAZE != 0
                {
                    joined[count] = (n, dir);
                    count += 1;
                }
            }
            let (_, dir) = joined[rng.index(count)];
            let next = maze.neighbor_index(cell, dir).expect("picked among inside neighbours");
            maze.carve_between(cell, next, dir);
            maze.cells_mut()[cell] = (maze.cells()[cell] & !FRONTIER) | IN_MAZE;
            observe(GenStep::Carve(maze.pos(cell), dir));
            add_frontier(maze, cell, &mut frontier, &mut observe);
        }
    }
}

/// Puts the untouched neighbours of `cell` on the frontier.
fn add_frontier<F: FnMut(GenStep)>(maze: &mut Maze, cell: usize, frontier: &mut Vec<u32>, observe: &mut F) {
    for dir in Dir::ALL {
        if let Some(n) = maze.neighbor_index(cell, dir)
            && maze.cells()[n] == 0
        {
            maze.cells_mut()[n] |= FRONTIER;
            frontier.push(n as u32);
            observe(GenStep::Visit(maze.pos(n)));
        }
    }
}
