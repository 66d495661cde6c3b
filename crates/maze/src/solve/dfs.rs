//! Depth-first search with an explicit stack (never the call stack), written once over the
//! maze model ([`Cells`]): follows one corridor to its end before trying another, trying a
//! cell's slots in order (N, E, S, W on squares). It finds a path, not always the shortest
//! one. The stack holds the current path, so it is the answer when the goal is reached. It
//! walks like a mouse: each dead end is a [`SolveStep::Backtrack`] back out, one cell at a
//! time.
//!
//! [`depth_first`] is the engine behind DFS, recursive DFS (which orders each cell's slots
//! towards the goal) and dead-end filling's last walk.
//!
//! [`SolveStep::Backtrack`]: super::SolveStep::Backtrack
//!
//! ```
//! use mousemaze_maze::{Algorithm, Solver};
//! use mousemaze_maze::shape::{Graph, Shape, generate::generate, solve::solve};
//!
//! let maze = Algorithm::Backtracker.generate(30, 30, 5).unwrap();
//! let (start, goal) = maze.corners();
//! let dfs = Solver::Dfs.solve(&maze, start, goal).unwrap();
//! let bfs = Solver::Bfs.solve(&maze, start, goal).unwrap();
//! assert_eq!(dfs.path, bfs.path); // a perfect maze has one path
//!
//! // The same search on rings.
//! let rings = generate(Graph::new(Shape::Polar { rings: 9 }).unwrap(), Algorithm::Backtracker, 5).unwrap();
//! let (start, goal) = rings.default_ends();
//! assert_eq!(solve(&rings, Solver::Dfs, start, goal), solve(&rings, Solver::Bfs, start, goal));
//! ```

use super::cells::CellStep;
use crate::model::Cells;

/// The slots a cell tries, four bits each, first to try in the low bits, ended by [`END`]
/// (eight slots fit; a cell has at most six).
pub(crate) type SlotOrder = u32;

/// The nibble that ends a [`SlotOrder`].
const END: SlotOrder = 0xF;

/// Slots `0..slots` in order (N, E, S, W on squares).
pub(crate) fn in_slot_order(slots: usize) -> SlotOrder {
    (0..slots as SlotOrder).rev().fold(SlotOrder::MAX, |order, slot| order << 4 | slot)
}

/// The first slot of an order.
#[inline]
pub(crate) fn first_slot(order: SlotOrder) -> usize {
    (order & END) as usize
}

/// A path from `start` to `goal`, depth first in slot order.
pub(crate) fn solve<M: Cells>(
    maze: &M,
    start: usize,
    goal: usize,
    observe: &mut impl FnMut(CellStep),
) -> Option<Vec<usize>> {
    let order = in_slot_order(maze.slots());
    depth_first(maze, start, goal, vec![false; maze.len()], |_| order, observe)
}

/// Depth-first search with an explicit frame stack, in exactly the order of the classic
/// recursive `solve(cell)`: stop at the goal, else mark the cell and call `solve` on each
/// open, unmarked neighbour in `order(cell)`, returning when one succeeds.
///
/// Cells already `true` in `seen` are never entered. Each entered cell is reported as a
/// [`CellStep::Visit`], and each return to the cell below on the stack as a
/// [`CellStep::Backtrack`], so the steps are one continuous walk. The stack is the path.
pub(crate) fn depth_first<M: Cells>(
    maze: &M,
    start: usize,
    goal: usize,
    mut seen: Vec<bool>,
    order: impl Fn(usize) -> SlotOrder,
    observe: &mut impl FnMut(CellStep),
) -> Option<Vec<usize>> {
    // Each frame: a cell on the current path and the slots it has still to try.
    let mut stack: Vec<(u32, SlotOrder)> = vec![(start as u32, order(start))];
    seen[start] = true;
    observe(CellStep::Visit(start));
    while let Some(top) = stack.last_mut() {
        let cell = top.0 as usize;
        if cell == goal {
            return Some(stack.iter().map(|&(c, _)| c as usize).collect());
        }
        let open = maze.open_ways(cell);
        let mut next = None;
        loop {
            let slot = top.1 & END;
            if slot == END {
                break;
            }
            top.1 = top.1 >> 4 | END << 28;
            if open & (1 << slot) != 0 {
                let n = maze.beside(cell, slot as usize);
                if !seen[n] {
                    next = Some(n);
                    break;
                }
            }
        }
        match next {
            Some(n) => {
                seen[n] = true;
                observe(CellStep::Visit(n));
                stack.push((n as u32, order(n)));
            }
            None => {
                stack.pop();
                if let Some(&(back, _)) = stack.last() {
                    observe(CellStep::Backtrack(back as usize));
                }
            }
        }
    }
    None
}
