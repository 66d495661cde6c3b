//! Hunt-and-kill, on a maze of any shape ([`Cells`]): a random walk that carves until it is stuck, then hunts for a new start.
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
//! so on squares the first unvisited cell always has a visited neighbour north or west of
//! it (while the very first cell is still unvisited, the cell just before the lowest visited
//! one is used instead: [`Cells::hunt_before`]). All hunts together cost about one pass over
//! the grid.
//!
//! ```
//! use mousemaze_maze::generate::{Generator, HuntAndKill};
//! use mousemaze_maze::{Maze, MazeRng};
//!
//! let mut maze = Maze::new(15, 10).unwrap();
//! HuntAndKill.run(&mut maze, &mut MazeRng::new(8), |_| {});
//! assert_eq!(maze.passage_count(), 149);
//! ```

use super::straight_step::{NO_HEADING, straight_or_any};
use super::{GenStep, Generator};
use crate::model::{Cells, Step, ways_where};
use crate::{Maze, MazeRng};

/// The hunt-and-kill algorithm with a resumable hunt.
#[derive(Clone, Copy, Debug, Default)]
pub struct HuntAndKill;

impl Generator for HuntAndKill {
    fn run<F: FnMut(GenStep)>(&self, maze: &mut Maze, rng: &mut MazeRng, mut observe: F) {
        let width = maze.width();
        hunt(maze, rng, |step| observe(step.on_grid(width)));
    }

    /// It uses none.
    fn leaves_scratch(&self) -> bool {
        false
    }
}

/// Hunt-and-kill on a maze of any shape. A cell is visited once it has a passage, or is the
/// first: no memory beyond the maze.
pub(crate) fn hunt<M: Cells>(maze: &mut M, rng: &mut MazeRng, observe: impl FnMut(Step)) {
    hunt_with(maze, rng, None, observe);
}

/// [`hunt`], the walk going on straight with the chance `straightness` where it can, when
/// given ([`crate::knobs::straight`]); with `None` the same draws as ever.
pub(crate) fn hunt_with<M: Cells>(
    maze: &mut M,
    rng: &mut MazeRng,
    straightness: Option<f64>,
    mut observe: impl FnMut(Step),
) {
    let len = maze.len();
    let start = rng.index(len);
    let visited = |maze: &M, cell: usize| cell == start || maze.open_ways(cell) != 0;
    observe(Step::Visit(start));
    // The lowest visited cell, and the hunt's cursor: every cell before it is visited.
    let (mut current, mut lowest, mut cursor) = (start, start, 0);
    // The slot the walk entered its cell by.
    let mut heading = NO_HEADING;
    loop {
        // Kill: walk into unvisited cells until stuck.
        loop {
            let (fresh, count) = ways_where(maze, current, |n| !visited(maze, n));
            if count == 0 {
                break;
            }
            let (slot, next) = match straightness {
                Some(chance) => straight_or_any(maze, current, heading, &fresh[..count], chance, rng),
                None => fresh[M::pick(rng, count)],
            };
            maze.open_way(current, slot, next);
            observe(Step::Open(current, slot));
            observe(Step::Visit(next));
            current = next;
            heading = slot as u8;
            lowest = lowest.min(next);
        }
        // Hunt: the first unvisited cell that borders a visited one.
        while cursor < len && visited(maze, cursor) {
            cursor += 1;
        }
        let before = if cursor == 0 { maze.hunt_before(lowest) } else { None };
        let found = before.or_else(|| {
            (cursor..len).find(|&cell| !visited(maze, cell) && ways_where(maze, cell, |n| visited(maze, n)).1 > 0)
        });
        let Some(target) = found else { return };
        let (joined, count) = ways_where(maze, target, |n| visited(maze, n));
        let (slot, next) = joined[M::pick(rng, count)];
        maze.open_way(target, slot, next);
        observe(Step::Visit(target));
        observe(Step::Open(target, slot));
        current = target;
        heading = maze.back_slot(target, slot, next) as u8;
        lowest = lowest.min(target);
    }
}
