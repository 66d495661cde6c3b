//! The test oracle of the [diagonal search](super): plain Dijkstra over every (cell, heading,
//! pace) state, a binary heap and a flag a state, each state settled once, no pruning (the
//! search before the one of the parent module, which it must equal on every arrival).

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::Dir;
use crate::solve::earliest::next_open;
use crate::solve::fastest::FastestQuery;
use crate::solve::fastest::diagonal::{DiagonalCosts, PACES, Pace, maneuvers};

/// The earliest arrival at a goal with diagonals; `None` when none can be reached.
pub(super) fn arrival(query: &FastestQuery, costs: &DiagonalCosts) -> Option<u64> {
    let FastestQuery { maze, doors, start, goals, start_tick, model } = *query;
    let is_goal = |cell: usize| goals.iter().any(|&g| maze.index(g) == cell);
    let start_cell = maze.index(start);
    if is_goal(start_cell) {
        return Some(start_tick);
    }
    let width = maze.width() as usize;
    let mut settled = vec![false; maze.len() * 4 * PACES];
    let mut queue = BinaryHeap::new();
    // (tick, cell, the heading and pace it moves with; None at rest)
    queue.push(Reverse((start_tick, start_cell, None::<(u8, Pace)>)));
    while let Some(Reverse((now, cell, state))) = queue.pop() {
        if let Some((heading, pace)) = state {
            let at = (cell * 4 + usize::from(heading)) * PACES + usize::from(pace);
            if std::mem::replace(&mut settled[at], true) {
                continue;
            }
            if is_goal(cell) {
                return Some(now);
            }
        }
        for dir in Dir::ALL.into_iter().filter(|d| maze.cells()[cell] & d.bit() != 0) {
            let turn = state.map_or(0, |(heading, _)| (dir as u8 + 4 - heading) % 4);
            let leave = next_open(doors, cell, dir, now);
            for (_, ticks, pace) in maneuvers(model, costs, state.map(|s| s.1), turn).into_iter().flatten() {
                queue.push(Reverse((leave + u64::from(ticks), dir.step_index(cell, width), Some((dir as u8, pace)))));
            }
        }
    }
    None
}
