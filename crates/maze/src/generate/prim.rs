//! Randomized Prim: the maze grows from one cell by joining a random frontier cell
//! (an unvisited cell next to the maze) to a random neighbour already in the maze.
//! It makes many short dead ends and a "radial" texture.
//!
//! ```
//! use mousemaze_maze::generate::{Generator, Prim};
//! use mousemaze_maze::{Maze, MazeRng};
//!
//! let mut maze = Maze::new(6, 6).unwrap();
//! Prim.run(&mut maze, &mut MazeRng::new(3), |_| {});
//! assert_eq!(maze.passage_count(), 35);
//! ```

use super::{GenStep, Generator, fresh_neighbors, neighbors_where};
use crate::{Maze, MazeRng};

/// Scratch bit: the cell is part of the maze.
const IN_MAZE: u8 = 0x10;
/// Scratch bit: the cell is on the frontier.
const FRONTIER: u8 = 0x20;

/// Randomized Prim's algorithm with uniformly random frontier picks.
#[derive(Clone, Copy, Debug, Default)]
pub struct Prim;

impl Generator for Prim {
    fn run<F: FnMut(GenStep)>(&self, maze: &mut Maze, rng: &mut MazeRng, observe: F) {
        grow(maze, rng, &mut Vec::new(), observe);
    }
}

/// The cells waiting to join a Prim-style maze, and the rule that picks the next one.
pub(super) trait Frontier {
    fn push(&mut self, rng: &mut MazeRng, cell: usize);
    fn pop(&mut self, rng: &mut MazeRng) -> Option<usize>;
}

/// Simplified Prim's frontier: a uniformly random pick.
impl Frontier for Vec<u32> {
    fn push(&mut self, _: &mut MazeRng, cell: usize) {
        Vec::push(self, cell as u32);
    }

    fn pop(&mut self, rng: &mut MazeRng) -> Option<usize> {
        (!self.is_empty()).then(|| self.swap_remove(rng.index(self.len())) as usize)
    }
}

/// Grows a maze from a random cell: the frontier picks a cell next to the maze, which
/// joins it through a wall to a random neighbour already inside.
pub(super) fn grow<F: FnMut(GenStep)>(
    maze: &mut Maze,
    rng: &mut MazeRng,
    frontier: &mut impl Frontier,
    mut observe: F,
) {
    let start = rng.index(maze.len());
    maze.cells_mut()[start] |= IN_MAZE;
    observe(GenStep::Visit(maze.pos(start)));
    add_frontier(maze, rng, start, frontier, &mut observe);
    while let Some(cell) = frontier.pop(rng) {
        let (joined, count) = neighbors_where(maze, cell, |c| c & IN_MAZE != 0);
        let (next, dir) = joined[rng.index(count)];
        maze.carve_between(cell, next, dir);
        maze.cells_mut()[cell] = (maze.cells()[cell] & !FRONTIER) | IN_MAZE;
        observe(GenStep::Carve(maze.pos(cell), dir));
        add_frontier(maze, rng, cell, frontier, &mut observe);
    }
}

/// Puts the untouched neighbours of `cell` on the frontier.
fn add_frontier<F: FnMut(GenStep)>(
    maze: &mut Maze,
    rng: &mut MazeRng,
    cell: usize,
    frontier: &mut impl Frontier,
    observe: &mut F,
) {
    let (fresh, count) = fresh_neighbors(maze, cell);
    for &(n, _) in &fresh[..count] {
        maze.cells_mut()[n] |= FRONTIER;
        observe(GenStep::Visit(maze.pos(n)));
        frontier.push(rng, n);
    }
}
