//! Hunt-and-kill: a random walk that carves until it is stuck, then hunts for a new start.
//!
//! The "kill" phase walks from cell to random unvisited neighbour, carving, like the
//! backtracker. When no unvisited neighbour is left, instead of stepping back it "hunts":
//! it scans the grid row by row for the first unvisited cell next to a visited one,
//! opens the wall between them and walks on from there. The corridors are long and
//! winding, with few dead ends, like the backtracker's; but as the hunts start new
//! branches all over the grid, the solution is much shorter (on 100×100, about 5% of the
//! cells from corner to corner, against 16% for the backtracker).
//!
//! A naive hunt rescans from the top every time, which is quadratic on big mazes. Here
//! the scan resumes where the last one stopped: every cell before the cursor is visited,
//! so the first unvisited cell always has a visited neighbour north or west of it (while
//! the very first cell is still unvisited, the cell just before the lowest visited one
//! is used instead). All hunts together cost one pass over the grid.
//!
//! ```
//! use mousemaze_maze::generate::{Generator, HuntAndKill};
//! use mousemaze_maze::{Maze, MazeRng};
//!
//! let mut maze = Maze::new(15, 10).unwrap();
//! HuntAndKill.run(&mut maze, &mut MazeRng::new(8), |_| {});
//! assert_eq!(maze.passage_count(), 149);
//! ```

use super::{GenStep, Generator, fresh_neighbors, neighbors_where};
use crate::{Maze, MazeRng};

/// Scratch bit: the first cell, visited but with no passage yet.
const START: u8 = 0x80;

/// The hunt-and-kill algorithm with a resumable hunt.
#[derive(Clone, Copy, Debug, Default)]
pub struct HuntAndKill;

impl Generator for HuntAndKill {
    fn run<F: FnMut(GenStep)>(&self, maze: &mut Maze, rng: &mut MazeRng, mut observe: F) {
        let (len, w) = (maze.len(), maze.width() as usize);
        let mut current = rng.index(len);
        maze.cells_mut()[current] |= START;
        observe(GenStep::Visit(maze.pos(current)));
        // The lowest visited index, and the hunt's cursor: every cell before it is visited.
        let (mut lowest, mut cursor) = (current, 0);
        loop {
            // Kill: walk into unvisited cells until stuck.
            loop {
                let (fresh, count) = fresh_neighbors(maze, current);
                if count == 0 {
                    break;
                }
                let (next, dir) = fresh[rng.index(count)];
                maze.carve_between(current, next, dir);
                observe(GenStep::Carve(maze.pos(current), dir));
                observe(GenStep::Visit(maze.pos(next)));
                current = next;
                lowest = lowest.min(next);
            }
            // Hunt: the first unvisited cell, which borders a visited one.
            while cursor < len && maze.cells()[cursor] != 0 {
                cursor += 1;
            }
            if cursor == len {
                break;
            }
            let target = match cursor {
                0 if !lowest.is_multiple_of(w) => lowest - 1,
                0 => lowest - w,
                _ => cursor,
            };
            let (visited, count) = neighbors_where(maze, target, |cell| cell != 0);
            let (next, dir) = visited[rng.index(count)];
            maze.carve_between(target, next, dir);
            observe(GenStep::Visit(maze.pos(target)));
            observe(GenStep::Carve(maze.pos(target), dir));
            current = target;
            lowest = lowest.min(target);
        }
    }
}
