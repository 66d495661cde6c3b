//! The earliest arrival through timed doors: a mouse runs a cell in `pace` ticks and may
//! wait, and a door lets it leave a cell only at a tick when it is open. Waiting never makes
//! a later arrival earlier (the network is FIFO), so a search over cells that always leaves
//! a cell as early as its door allows (Dijkstra on arrival ticks) finds the earliest arrival
//! at every cell: exact, and proved so in the tests against a brute-force search over
//! (cell, tick mod the doors' common period).
//!
//! ```
//! use mousemaze::maze::{Dir, Maze, Pos, doors::{Door, Doors}, solve::earliest::earliest_arrival};
//!
//! // A corridor of 3 cells with a door in the middle, open at ticks 4..6 of every 6.
//! let mut maze = Maze::new(3, 1).unwrap();
//! maze.carve(Pos::new(0, 0), Dir::E);
//! maze.carve(Pos::new(1, 0), Dir::E);
//! let mut doors = Doors::new(&maze);
//! doors.add(&maze, Door { at: Pos::new(1, 0), side: Dir::E, period: 6, open: 2, phase: 2 }).unwrap();
//! let route = earliest_arrival(&maze, &doors, Pos::new(0, 0), Pos::new(2, 0), 0, 2).unwrap();
//! assert_eq!(route.departures, vec![0, 4], "it reaches the door at tick 2 and waits for tick 4");
//! assert_eq!(route.arrival, 6);
//! assert_eq!(route.waits().collect::<Vec<_>>(), vec![(Pos::new(1, 0), 2)]);
//! ```

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::maze::doors::Doors;
use crate::maze::{Dir, Maze, Pos};

/// A route through timed doors.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TimedRoute {
    /// The cells from the start to the goal.
    pub path: Vec<Pos>,
    /// The tick it leaves each cell of `path` but the last.
    pub departures: Vec<u64>,
    /// The tick it reaches the goal.
    pub arrival: u64,
    /// The tick it set out.
    pub start_tick: u64,
    /// Ticks a cell.
    pub pace: u32,
}

impl TimedRoute {
    /// Where it waits, and for how many ticks.
    pub fn waits(&self) -> impl Iterator<Item = (Pos, u64)> + '_ {
        let pace = u64::from(self.pace);
        let arrivals = std::iter::once(self.start_tick).chain(self.departures.iter().map(move |d| d + pace));
        self.path
            .iter()
            .zip(arrivals.zip(&self.departures))
            .filter_map(|(&cell, (at, &leave))| (leave > at).then_some((cell, leave - at)))
    }
}

/// The earliest arrival at `goal` for a mouse at `start` at `start_tick` that runs a cell in
/// `pace` ticks, with its route and where it waits; `None` when the goal cannot be reached.
pub fn earliest_arrival(
    maze: &Maze,
    doors: &Doors,
    start: Pos,
    goal: Pos,
    start_tick: u64,
    pace: u32,
) -> Option<TimedRoute> {
    let pace_ticks = u64::from(pace.max(1));
    let mut best = vec![u64::MAX; maze.len()];
    // The way back towards the start, as a `Dir` index; 4 for the start itself.
    let mut back = vec![4u8; maze.len()];
    let mut heap = BinaryHeap::new();
    best[maze.index(start)] = start_tick;
    heap.push(Reverse((start_tick, maze.index(start) as u32)));
    while let Some(Reverse((tick, cell))) = heap.pop() {
        let cell = cell as usize;
        if tick > best[cell] {
            continue;
        }
        let here = maze.pos(cell);
        if here == goal {
            return Some(route(maze, doors, start, goal, &back, start_tick, pace));
        }
        for (dir, next) in maze.open_neighbors(here) {
            let arrival = doors.next_open(here, dir, tick) + pace_ticks;
            let n = maze.index(next);
            if arrival < best[n] {
                best[n] = arrival;
                back[n] = dir.opposite() as u8;
                heap.push(Reverse((arrival, n as u32)));
            }
        }
    }
    None
}

/// Walks the ways back from the goal, then replays the route forwards, leaving each cell as
/// early as its door allows.
fn route(maze: &Maze, doors: &Doors, start: Pos, goal: Pos, back: &[u8], start_tick: u64, pace: u32) -> TimedRoute {
    let mut path = vec![goal];
    let mut at = goal;
    while at != start {
        let dir = Dir::ALL[back[maze.index(at)] as usize];
        at = maze.neighbor(at, dir).expect("a way back leads into the maze");
        path.push(at);
    }
    path.reverse();
    let mut tick = start_tick;
    let mut departures = Vec::with_capacity(path.len() - 1);
    for pair in path.windows(2) {
        let dir = maze.direction_to(pair[0], pair[1]).expect("a route's cells are neighbours");
        let leave = doors.next_open(pair[0], dir, tick);
        departures.push(leave);
        tick = leave + u64::from(pace.max(1));
    }
    TimedRoute { path, departures, arrival: tick, start_tick, pace: pace.max(1) }
}
