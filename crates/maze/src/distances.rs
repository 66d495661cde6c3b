//! Distances over open passages, on a maze of any shape ([`Cells`]): a BFS distance map, the
//! farthest cell from a point, and the maze's diameter — the two cells farthest apart, the
//! "hardest" start and goal.
//!
//! ```
//! use mousemaze_maze::{distances, Algorithm, Pos};
//!
//! let maze = Algorithm::Kruskal.generate(10, 10, 1).unwrap();
//! let map = distances::distance_map(&maze, Pos::new(0, 0));
//! assert_eq!(map[0], 0);
//! let (a, b, length) = distances::diameter(&maze);
//! assert_eq!(distances::distance_map(&maze, a)[maze.index(b)], length);
//! ```

use super::model::Cells;
use super::{Dir, Maze, Pos};

/// Marks a cell no path reaches in a distance map.
pub const UNREACHED: u32 = u32::MAX;

/// Steps from `from` to every cell (row-major), [`UNREACHED`] where there is no path.
pub fn distance_map(maze: &Maze, from: Pos) -> Vec<u32> {
    steps_from(maze, maze.index(from))
}

/// Steps from cell `from` to every cell of a maze of any shape ([`Cells`]), [`UNREACHED`]
/// where there is no path.
///
/// ```
/// use mousemaze_maze::distances::steps_from;
/// use mousemaze_maze::shape::{Graph, Shape, generate::generate};
/// use mousemaze_maze::Algorithm;
///
/// let maze = generate(Graph::new(Shape::Polar { rings: 5 }).unwrap(), Algorithm::Wilson, 3).unwrap();
/// let steps = steps_from(&maze, 0);
/// // From the centre, ring r is at least r steps away.
/// assert!((0..maze.len() as u32).all(|cell| steps[cell as usize] >= maze.graph().place(cell).1));
/// ```
pub fn steps_from<M: Cells>(maze: &M, from: usize) -> Vec<u32> {
    let mut dist = vec![UNREACHED; maze.len()];
    let mut queue: Vec<u32> = Vec::with_capacity(maze.len().min(1 << 20));
    dist[from] = 0;
    queue.push(from as u32);
    let mut head = 0;
    while head < queue.len() {
        let cell = queue[head] as usize;
        head += 1;
        let next_dist = dist[cell] + 1;
        maze.each_open(cell, |_, n| {
            if dist[n] == UNREACHED {
                dist[n] = next_dist;
                queue.push(n as u32);
            }
        });
    }
    dist
}

/// The neighbour index through an open side; open sides never face the border.
#[inline]
pub(crate) fn neighbor_through_open(maze: &Maze, cell: usize, dir: Dir) -> usize {
    // A `match`, not `Maze::beside`'s arithmetic: the walkers try directions in a fixed
    // order, so these branches predict well and cost fewer instructions.
    let w = maze.width() as usize;
    match dir {
        Dir::N => cell - w,
        Dir::E => cell + 1,
        Dir::S => cell + w,
        Dir::W => cell - 1,
    }
}

/// The reachable cell farthest from `from`, and its distance.
pub fn farthest_from(maze: &Maze, from: Pos) -> (Pos, u32) {
    let (cell, steps) = farthest_from_cell(maze, maze.index(from));
    (maze.pos(cell), steps)
}

/// The reachable cell farthest from cell `from` of a maze of any shape, and its distance
/// (ties: the first in cell order).
pub fn farthest_from_cell<M: Cells>(maze: &M, from: usize) -> (usize, u32) {
    let dist = steps_from(maze, from);
    dist.iter()
        .enumerate()
        .filter(|(_, d)| **d != UNREACHED)
        .max_by_key(|(i, d)| (**d, std::cmp::Reverse(*i)))
        .map(|(i, d)| (i, *d))
        .unwrap_or((from, 0))
}

/// The two ends of the maze's longest shortest path and its length in steps.
/// Exact on perfect mazes (trees, by the double-sweep); on braided mazes a good
/// lower bound.
pub fn diameter(maze: &Maze) -> (Pos, Pos, u32) {
    let (a, b, length) = diameter_cells(maze);
    (maze.pos(a), maze.pos(b), length)
}

/// [`diameter`] on a maze of any shape, in cells: the double sweep from the first cell.
pub fn diameter_cells<M: Cells>(maze: &M) -> (usize, usize, u32) {
    let (a, _) = farthest_from_cell(maze, 0);
    let (b, length) = farthest_from_cell(maze, a);
    (a, b, length)
}
