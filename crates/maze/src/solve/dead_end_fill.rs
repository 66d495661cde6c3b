//! Dead-end filling, written once over the maze model ([`Cells`]): looking at the whole
//! maze from above, fill in every dead end (a cell with one open side that is neither the
//! start nor the goal). Filling one may make its
//! neighbour a dead end in turn, so whole blind corridors fill up from their tips. What is
//! left holds every way from the start to the goal; on a perfect maze it is exactly the
//! path.
//!
//! A work list makes it one pass: each cell's count of unfilled open sides is kept, the
//! dead ends found by one scan go on the list, and a neighbour joins the list when its
//! count drops to one. Every cell joins at most once.
//!
//! On a braided maze loops are never filled (no cell of a loop is a dead end), so the last
//! step walks the remainder depth-first from the start ([`depth_first`], slots in order)
//! and returns the path that walk finds: a valid path, not always the shortest.
//!
//! Each filled cell is reported as a [`SolveStep::Fill`](super::SolveStep::Fill), then the
//! walk through the remainder as [`SolveStep::Visit`](super::SolveStep::Visit)s and
//! [`SolveStep::Backtrack`](super::SolveStep::Backtrack)s (which alone form a
//! walk from the start). [`Solution::visited`](super::Solution::visited) counts that walk's
//! visits only.
//!
//! ```
//! use mousemaze_maze::{Algorithm, SolveStep, Solver};
//!
//! let maze = Algorithm::GrowingTree.generate(30, 30, 4).unwrap();
//! let (start, goal) = maze.corners();
//! let (found, steps) = Solver::DeadEndFill.record(&maze, start, goal).unwrap();
//! let filled = steps.iter().filter(|s| matches!(s, SolveStep::Fill(_))).count();
//! // On a perfect maze every cell off the path is filled, and the walk goes straight there.
//! assert_eq!(filled + found.path.len(), 30 * 30);
//! assert_eq!(found.visited, found.path.len());
//! ```

use super::cells::CellStep;
use super::dfs::{depth_first, in_slot_order};
use crate::model::Cells;

/// A path from `start` to `goal` through what filling the dead ends leaves.
pub(crate) fn solve<M: Cells>(
    maze: &M,
    start: usize,
    goal: usize,
    observe: &mut impl FnMut(CellStep),
) -> Option<Vec<usize>> {
    let kept = |cell: usize| cell == start || cell == goal;
    // Open sides not yet leading into a filled cell.
    let mut sides: Vec<u8> = (0..maze.len()).map(|c| maze.open_count(c) as u8).collect();
    let mut filled = vec![false; maze.len()];
    let mut work: Vec<u32> = (0..maze.len()).filter(|&c| sides[c] == 1 && !kept(c)).map(|c| c as u32).collect();
    while let Some(cell) = work.pop() {
        let cell = cell as usize;
        filled[cell] = true;
        observe(CellStep::Fill(cell));
        maze.each_open(cell, |_, n| {
            if !filled[n] {
                sides[n] -= 1;
                if sides[n] == 1 && !kept(n) {
                    work.push(n as u32);
                }
            }
        });
    }
    let order = in_slot_order(maze.slots());
    depth_first(maze, start, goal, filled, |_| order, observe)
}
