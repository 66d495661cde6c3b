//! Randomized Prim, on a maze of any shape ([`Cells`]): the maze grows from one cell by
//! joining a random frontier cell (an unvisited cell next to the maze) to a random neighbour
//! already in the maze.
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

use super::{GenStep, Generator};
use crate::model::{Cells, Step, neighbours_where, ways_where};
use crate::{Maze, MazeRng};

/// A cell's state while the maze grows.
const OUT: u8 = 0;
const FRONTIER: u8 = 1;
const IN: u8 = 2;

/// Randomized Prim's algorithm with uniformly random frontier picks.
#[derive(Clone, Copy, Debug, Default)]
pub struct Prim;

impl Generator for Prim {
    fn run<F: FnMut(GenStep)>(&self, maze: &mut Maze, rng: &mut MazeRng, mut observe: F) {
        let width = maze.width();
        grow(maze, rng, &mut Vec::new(), |step| observe(step.on_grid(width)));
    }

    /// It uses none.
    fn leaves_scratch(&self) -> bool {
        false
    }
}

/// The cells waiting to join a Prim-style maze, and the rule that picks the next one.
pub(crate) trait Frontier {
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

/// Grows a maze of any shape from a random cell: the frontier picks a cell next to the
/// maze, which joins it through a wall to a random neighbour already inside.
pub(crate) fn grow<M: Cells>(
    maze: &mut M,
    rng: &mut MazeRng,
    frontier: &mut impl Frontier,
    mut observe: impl FnMut(Step),
) {
    let mut state = vec![OUT; maze.len()];
    let start = rng.index(maze.len());
    state[start] = IN;
    observe(Step::Visit(start));
    add_frontier(maze, &mut state, rng, start, frontier, &mut observe);
    while let Some(cell) = frontier.pop(rng) {
        let (joined, count) = ways_where(maze, cell, |n| state[n] == IN);
        if count == 0 {
            // Every way in may not open now (a zeta diagonal crossed since): out again,
            // until a neighbour joins the maze and brings it back.
            state[cell] = OUT;
            continue;
        }
        let (slot, next) = joined[M::pick(rng, count)];
        maze.open_way(cell, slot, next);
        state[cell] = IN;
        observe(Step::Open(cell, slot));
        add_frontier(maze, &mut state, rng, cell, frontier, &mut observe);
    }
}

/// Puts the neighbours of `cell` that are neither in the maze nor on the frontier on it.
fn add_frontier<M: Cells>(
    maze: &M,
    state: &mut [u8],
    rng: &mut MazeRng,
    cell: usize,
    frontier: &mut impl Frontier,
    observe: &mut impl FnMut(Step),
) {
    let (fresh, count) = neighbours_where(maze, cell, |n| state[n] == OUT);
    for &(_, n) in &fresh[..count] {
        state[n] = FRONTIER;
        observe(Step::Visit(n));
        frontier.push(rng, n);
    }
}
