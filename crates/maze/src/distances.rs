//! Distances over open passages: a BFS distance map, the farthest cell from a point, and the
//! maze's diameter — the two cells farthest apart, the "hardest" start and goal.
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

use super::{Dir, Maze, Pos};

/// Marks a cell no path reaches in a distance map.
pub const UNREACHED: u32 = u32::MAX;

/// Steps from `from` to every cell (row-major), [`UNREACHED`] where there is no path.
pub fn distance_map(maze: &Maze, from: Pos) -> Vec<u32> {
    let mut dist = vec![UNREACHED; maze.len()];
    let mut queue: Vec<u32> = Vec::with_capacity(maze.len().min(1 << 20));
    let start = maze.index(from);
    dist[start] = 0;
    queue.push(start as u32);
    let mut head = 0;
    while head < queue.len() {
        let cell = queue[head] as usize;
        head += 1;
        let next_dist = dist[cell] + 1;
        let open = maze.cells()[cell];
        for dir in Dir::ALL {
            if open & dir.bit() != 0 {
                let n = neighbor_through_open(maze, cell, dir);
                if dist[n] == UNREACHED {
                    dist[n] = next_dist;
                    queue.push(n as u32);
                }
            }
        }
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
    let dist = distance_map(maze, from);
    let (index, d) = dist
        .iter()
        .enumerate()
        .filter(|(_, d)| **d != UNREACHED)
        .max_by_key(|(i, d)| (**d, std::cmp::Reverse(*i)))
        .map(|(i, d)| (i, *d))
        .unwrap_or((maze.index(from), 0));
    (maze.pos(index), d)
}

/// The two ends of the maze's longest shortest path and its length in steps.
/// Exact on perfect mazes (trees, by the double-sweep); on braided mazes a good
/// lower bound.
pub fn diameter(maze: &Maze) -> (Pos, Pos, u32) {
    let (a, _) = farthest_from(maze, Pos::new(0, 0));
    let (b, length) = farthest_from(maze, a);
    (a, b, length)
}
