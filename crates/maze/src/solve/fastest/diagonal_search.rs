//! The search for the fastest route with diagonals ([`FastestQuery::route_with_diagonals`]):
//! Dijkstra over (cell, heading, pace), the paces and costs of [`super::diagonal`].

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::super::earliest::next_open;
use super::FastestQuery;
use super::diagonal::{DiagonalCosts, DiagonalRoute, Maneuver, PACES, Pace, maneuvers, time_maneuvers};
use crate::Dir;

/// A settled state's byte: 0 while not settled; else `SETTLED` with the heading and pace of
/// the state it came from, or `FROM_REST`.
const SETTLED: u8 = 0x80;
const FROM_REST: u8 = 0x40;

impl FastestQuery<'_> {
    /// The fastest route when the mouse may also run diagonals, under `costs` for the diagonal
    /// maneuvers and the query's model for the moves along the grid (see
    /// [`super::diagonal`]); `None` when no goal can be reached. Never slower than
    /// [`FastestQuery::route`]: every route along the grid is one of the routes searched, at
    /// the same cost.
    pub fn route_with_diagonals(&self, costs: &DiagonalCosts) -> Option<DiagonalRoute> {
        let moves = self.search_with_diagonals(costs)?;
        time_maneuvers(self.maze, self.doors, self.start, &moves, self.start_tick, self.model, costs)
    }

    /// The moves of the fastest route with diagonals, each with its maneuver.
    ///
    /// Memory: a byte a state (36 a cell), and the queue.
    fn search_with_diagonals(&self, costs: &DiagonalCosts) -> Option<Vec<(Dir, Maneuver)>> {
        let FastestQuery { maze, doors, start, goals, start_tick, model } = *self;
        if !maze.contains(start) || !goals.iter().all(|&g| maze.contains(g)) {
            return None;
        }
        let mut is_goal = vec![false; maze.len()];
        goals.iter().for_each(|&g| is_goal[maze.index(g)] = true);
        let start_cell = maze.index(start);
        if is_goal[start_cell] {
            return Some(Vec::new());
        }
        let width = maze.width() as usize;
        let state =
            |cell: usize, heading: u8, pace: Pace| (cell * 4 + usize::from(heading)) * PACES + usize::from(pace);
        let mut settled = vec![0u8; maze.len() * 4 * PACES];
        let mut queue = BinaryHeap::new();
        // (tick, state, the byte it is settled with)
        let push_moves = |queue: &mut BinaryHeap<Reverse<(u64, usize, u8)>>,
                          settled: &[u8],
                          cell: usize,
                          from: Option<(u8, Pace)>,
                          now: u64| {
            let open = maze.cells()[cell] & 0b1111;
            for dir in Dir::ALL.into_iter().filter(|d| open & d.bit() != 0) {
                let turn = from.map_or(0, |(heading, _)| (dir as u8 + 4 - heading) % 4);
                let next_cell = dir.step_index(cell, width);
                for (_, ticks, pace) in maneuvers(model, costs, from.map(|f| f.1), turn).into_iter().flatten() {
                    let next = state(next_cell, dir as u8, pace);
                    if settled[next] == 0 {
                        let leave = next_open(doors, cell, dir, now);
                        let came = from.map_or(FROM_REST, |(h, p)| SETTLED | h << 4 | p);
                        queue.push(Reverse((leave + u64::from(ticks), next, came)));
                    }
                }
            }
        };
        push_moves(&mut queue, &settled, start_cell, None, start_tick);
        while let Some(Reverse((now, at, came))) = queue.pop() {
            if settled[at] != 0 {
                continue;
            }
            settled[at] = came | SETTLED;
            let (cell, heading, pace) = (at / (4 * PACES), (at / PACES % 4) as u8, (at % PACES) as Pace);
            if is_goal[cell] {
                return Some(walk_back(&settled, width, at, costs, self));
            }
            push_moves(&mut queue, &settled, cell, Some((heading, pace)), now);
        }
        None
    }
}

/// The moves from the start to the settled state `at`, back through the settled bytes, each
/// with the maneuver that links the pace before it to the pace after it (one at most does).
fn walk_back(
    settled: &[u8],
    width: usize,
    mut at: usize,
    costs: &DiagonalCosts,
    query: &FastestQuery,
) -> Vec<(Dir, Maneuver)> {
    let mut moves = Vec::new();
    loop {
        let (cell, heading, pace) = (at / (4 * PACES), (at / PACES % 4) as u8, (at % PACES) as Pace);
        let came = settled[at];
        let dir = Dir::from_index(heading);
        if came & FROM_REST != 0 {
            moves.push((dir, Maneuver::FromRest));
            break;
        }
        let (before, before_pace) = (came >> 4 & 3, came & 0b1111);
        let turn = (heading + 4 - before) % 4;
        let maneuver = maneuvers(query.model, costs, Some(before_pace), turn)
            .into_iter()
            .flatten()
            .find(|m| m.2 == pace)
            .map_or(Maneuver::Straight, |m| m.0);
        moves.push((dir, maneuver));
        let back = dir.opposite().step_index(cell, width);
        at = (back * 4 + usize::from(before)) * PACES + usize::from(before_pace);
    }
    moves.reverse();
    moves
}
