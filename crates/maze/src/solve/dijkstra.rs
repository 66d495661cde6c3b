//! Dijkstra's algorithm over per-cell entry costs, written once over the maze model
//! ([`Cells`]): the cheapest path, where walking into a cell costs that cell's weight. It is
//! the general form of BFS, for mazes whose cells are not all alike (mud, water, a cat's
//! favourite spot). On shapes other than squares every cost is 1.
//!
//! **Costs** are per cell: entering a cell costs its entry in a row-major slice, and the
//! start's own cost is not paid (the exact rule is on [`solve_weighted`]). Through
//! [`Solver::Dijkstra`] every cost is 1, so its path is as short as BFS's.
//!
//! **Method.** A binary heap of (cost so far, cell) with lazy deletion: a cell is pushed
//! again whenever a cheaper way to it is found, and stale entries are skipped when popped.
//! The first time a cell is popped its cost is final; it is then reported as a
//! [`SolveStep::Visit`]. Flat arrays hold the costs and the way back (a slot a cell);
//! nothing is allocated a step but the heap's own growth.
//!
//! ```
//! use mousemaze_maze::{solve::solve_weighted, Maze, Pos};
//!
//! // An open 3×3 room whose centre is deep mud: going round it is cheaper than through.
//! let room = Maze::open(3, 3).unwrap();
//! let mut costs = vec![1; room.len()];
//! costs[room.index(Pos::new(1, 1))] = 10;
//! let found = solve_weighted(&room, &costs, Pos::new(1, 0), Pos::new(1, 2), |_| {}).unwrap();
//! assert_eq!(found.cost, 4); // round the side: four steps of cost 1
//! assert_eq!(found.solution.path.len(), 5);
//! ```

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::cells::{CellStep, route_back};
use super::{Solution, SolveError, SolveStep, Solver};
use crate::model::Cells;
use crate::{Maze, Pos};

/// The cheapest path and what it costs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WeightedSolution {
    /// The path (start to goal) and the number of cells settled to find it.
    pub solution: Solution,
    /// The sum of the entry costs of every cell on the path after the start.
    pub cost: u64,
}

/// Finds the cheapest path from `start` to `goal` by Dijkstra's algorithm, telling
/// `observe` every step as [`Solver::solve_observed`] does.
///
/// `costs[maze.index(pos)]` (row-major, one entry a cell) is what it costs to step *into*
/// `pos`. A path pays for every cell it enters: each cell after the start, the goal
/// included, but not the start itself. Costs may be zero; they are summed in `u64`, so no
/// sum overflows. With every cost 1 the cost is the number of steps, and the path is as
/// short as BFS's.
///
/// Errors: [`SolveError::CostsLength`] unless there is one cost a cell,
/// [`SolveError::OutsideMaze`] for ends off the grid, [`SolveError::NotConnected`] when the
/// goal cannot be reached.
///
/// ```
/// use mousemaze_maze::{solve::solve_weighted, Maze, Pos};
///
/// let corridor = Maze::open(4, 1).unwrap();
/// let found = solve_weighted(&corridor, &[9, 1, 2, 3], Pos::new(0, 0), Pos::new(3, 0), |_| {}).unwrap();
/// assert_eq!(found.cost, 1 + 2 + 3); // the start's own 9 is not paid
/// ```
pub fn solve_weighted<F: FnMut(SolveStep)>(
    maze: &Maze,
    costs: &[u32],
    start: Pos,
    goal: Pos,
    observe: F,
) -> Result<WeightedSolution, SolveError> {
    if costs.len() != maze.len() {
        return Err(SolveError::CostsLength { costs: costs.len(), cells: maze.len() });
    }
    Solver::Dijkstra
        .run(maze, start, &[goal], Some(costs), observe)
        .map(|(solution, cost)| WeightedSolution { solution, cost })
}

/// The search itself: the cheapest route from `start` to `goal` and its cost, where
/// `cost(i)` is the price of entering cell `i`.
pub(crate) fn cheapest<M: Cells>(
    maze: &M,
    start: usize,
    goal: usize,
    cost: impl Fn(usize) -> u32,
    observe: &mut impl FnMut(CellStep),
) -> Option<(Vec<usize>, u64)> {
    // The slot of each reached cell's way back; read only for cells on the route.
    let mut back = vec![0u8; maze.len()];
    let mut best = vec![u64::MAX; maze.len()];
    let mut heap: BinaryHeap<Reverse<(u64, u32)>> = BinaryHeap::with_capacity(maze.len().min(1 << 16));
    best[start] = 0;
    heap.push(Reverse((0, start as u32)));
    while let Some(Reverse((so_far, cell))) = heap.pop() {
        let cell = cell as usize;
        if so_far > best[cell] {
            continue; // stale: a cheaper way here was found after this entry was pushed
        }
        observe(CellStep::Visit(cell));
        if cell == goal {
            return Some((route_back(maze, goal, |c| (c != start).then(|| usize::from(back[c]))), so_far));
        }
        maze.each_open(cell, |slot, n| {
            let through = so_far + u64::from(cost(n));
            if through < best[n] {
                best[n] = through;
                back[n] = maze.back_slot(cell, slot, n) as u8;
                heap.push(Reverse((through, n as u32)));
            }
        });
    }
    None
}
