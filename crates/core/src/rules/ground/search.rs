//! The searches every ground shares unless it has faster ones of its own (the square grid
//! does): the shortest route to the nearest goal (breadth first), and the earliest arrival
//! through timed doors (Dijkstra's search over arrival ticks: a mouse may wait anywhere, so
//! the earliest arrival at a cell is the only one worth going on from).

use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};

use super::Ground;

/// The route from `start` back along `came` (each cell's predecessor, by index).
fn route_to<G: Ground>(ground: &G, came: &[usize], start: usize, end: usize) -> Vec<G::Cell> {
    let mut route = vec![ground.cell(end)];
    let mut at = end;
    while at != start {
        at = came[at];
        route.push(ground.cell(at));
    }
    route.reverse();
    route
}

/// A shortest route from `start` to the nearest of `goals`, through open passages.
pub(super) fn shortest_route<G: Ground>(ground: &G, start: G::Cell, goals: &[G::Cell]) -> Option<Vec<G::Cell>> {
    let goals: Vec<usize> = goals.iter().map(|&goal| ground.index(goal)).collect();
    let start = ground.index(start);
    let mut came = vec![usize::MAX; ground.len()];
    came[start] = start;
    let mut queue = VecDeque::from([start]);
    while let Some(cell) = queue.pop_front() {
        if goals.contains(&cell) {
            return Some(route_to(ground, &came, start, cell));
        }
        ground.each_open(cell, |_, next| {
            if came[next] == usize::MAX {
                came[next] = cell;
                queue.push_back(next);
            }
        });
    }
    None
}

/// The earliest-arrival route from `start` (at `tick`) to `goal`, running a cell in `pace`
/// ticks and leaving through a door only while it is open.
pub(super) fn earliest_route<G: Ground>(
    ground: &G,
    doors: &G::Doors,
    start: G::Cell,
    goal: G::Cell,
    tick: u64,
    pace: u32,
) -> Option<Vec<G::Cell>> {
    let (start, goal) = (ground.index(start), ground.index(goal));
    let mut best = vec![u64::MAX; ground.len()];
    let mut came = vec![usize::MAX; ground.len()];
    best[start] = tick;
    came[start] = start;
    let mut queue = BinaryHeap::from([Reverse((tick, start))]);
    while let Some(Reverse((at_tick, cell))) = queue.pop() {
        if cell == goal {
            return Some(route_to(ground, &came, start, goal));
        }
        if at_tick > best[cell] {
            continue;
        }
        let here = ground.cell(cell);
        ground.each_open(cell, |slot, next| {
            let way = G::way(slot);
            let leave = ground.door_clock_at(doors, here, way).map_or(at_tick, |clock| clock.next_open(at_tick));
            let arrive = leave + u64::from(pace.max(1));
            if arrive < best[next] {
                best[next] = arrive;
                came[next] = cell;
                queue.push(Reverse((arrive, next)));
            }
        });
    }
    None
}
