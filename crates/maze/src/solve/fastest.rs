//! The fastest route, not only the shortest: a mouse that runs like a micromouse slows down
//! for turns and speeds up along straights, so the route that takes the least time can be
//! longer in cells than the shortest one. This search finds the earliest arrival over the
//! states (cell, heading, current straight run), through timed doors, with every cost a whole
//! number of ticks of the rules core's clock
//! (`rules::TICKS_PER_SECOND` = 130 a second): the answer is
//! exact and the same on every machine.
//!
//! **The cost model** ([`CostModel::MOUSE`], the default). A *run* is the cells moved in one
//! heading since the start or the last turn, the turn's own cell counting as the first.
//!
//! | the move into the next cell | ticks | cells a second |
//! |---|---:|---:|
//! | the first move, from rest at the start (any way) | 20 | 6.5 |
//! | straight on, the 2nd cell of a run | 15 | 8.7 |
//! | straight on, the 3rd cell of a run | 12 | 10.8 |
//! | straight on, the 4th cell of a run and on (top speed) | 10 | 13 |
//! | a quarter turn, left or right (a new run) | 26 | 5 |
//! | turning back the way it came (a new run) | 40 | 3.25 |
//! | waiting for a shut door | until the tick it opens | the run is kept |
//!
//! A door is crossed as the mouse leaves its cell, at a tick when it is open, as in
//! [`super::earliest`]. A wait keeps the run: the mouse is taken to time its approach so that it
//! reaches the door as it opens, not to stop dead. That keeps the network FIFO (leaving a state
//! later never arrives anywhere earlier), so a search that always leaves as early as the door
//! allows is exact; the tests prove it against a brute-force search over (cell, heading, run,
//! tick mod the doors' common period) on 4 000 random small mazes. [`CostModel::new`] takes
//! other numbers, checked.
//!
//! **The search.** Dijkstra on arrival ticks, its queue the ring of buckets
//! [`super::earliest`] uses (each as wide as the quickest move). Of two arrivals at one (cell,
//! heading), one with a longer run is never worse than a later one with a shorter run
//! (straights never slow down as a run grows; a turn costs the same whatever the run), so a
//! (cell, heading) is settled at most three times, each with a longer run than the one before,
//! and only its first (earliest) settling tries turns. A byte a (cell, heading) holds the
//! longest run settled, the run of the first, and the way back of the run-1 and run-3 states;
//! the route is walked back from the goal through them, then timed forwards as [`time_walk`]
//! times a walk. Without doors, a corridor is followed without the queue (`along_corridor`
//! says when that is exact). No recursion: a loop over the queue, and a loop back.
//!
//! **Without doors, no route needs to turn back**, so the search leaves those moves out (on a
//! perfect maze that halves the states: no walking back out of dead ends). Take a route whose
//! first turn back is at c: p → c → p, then on in direction e. Compare the route that goes in
//! direction e at its first visit of p (from rest, if p is the start). If e is a quarter turn
//! from the heading it came back with, that route is in the same state (or a longer run) as
//! early or earlier, so long as a straight after a run of 1 takes no longer than a turn, a turn
//! back and a turn (`straight[0] <= 2 × turn + reverse`; the search checks it). If
//! e leads to c again, it is there earlier with as long a run. If e is straight on, it is
//! there earlier by at least a move and a turn back, with a run of 1 against 2, which costs it
//! at most `straight[0] - straight[2]` ticks later on: less than its lead. Either way the turn
//! back is gone, or (when the quicker route turns back at p) comes a cell earlier; so some
//! quickest route has none. Doors break the argument (a wait can swallow a lead): with doors,
//! turning back is searched like any move, and a mouse may turn back to get up speed for a door.
//!
//! ```
//! use mousemaze_maze::{Dir, Maze, Pos, Solver, doors::Doors, solve::fastest::{CostModel, FastestQuery}};
//!
//! let mut maze = Maze::new(5, 4).unwrap();
//! let carve = |maze: &mut Maze, moves: &[(u32, u32, Dir)]| {
//!     moves.iter().for_each(|&(x, y, dir)| _ = maze.carve(Pos::new(x, y), dir))
//! };
//! // A staircase from the top-left to (3, 3): 6 moves, 5 of them turns.
//! carve(&mut maze, &[(0, 0, Dir::E), (1, 0, Dir::S), (1, 1, Dir::E), (2, 1, Dir::S), (2, 2, Dir::E), (3, 2, Dir::S)]);
//! // The long way: on east along the top, down the east side, one cell back west: 8 moves, 2 turns.
//! carve(&mut maze, &[(1, 0, Dir::E), (2, 0, Dir::E), (3, 0, Dir::E), (4, 0, Dir::S), (4, 1, Dir::S), (4, 2, Dir::S), (4, 3, Dir::W)]);
//! let (start, goal) = (Pos::new(0, 0), Pos::new(3, 3));
//! assert_eq!(Solver::Bfs.solve(&maze, start, goal).unwrap().steps(), 6);
//! let doors = Doors::new(&maze);
//! let query = FastestQuery { maze: &maze, doors: &doors, start, goals: &[goal], start_tick: 0, model: &CostModel::MOUSE };
//! let route = query.route().unwrap();
//! assert_eq!((route.path.len() - 1, route.turns()), (8, 2));
//! assert_eq!(route.ticks(), (20 + 15 + 12 + 10) + (26 + 15 + 12) + 26, "136 ticks, not the staircase's 20 + 5 × 26 = 150");
//! ```

pub mod diagonal;
mod diagonal_search;
mod model;
mod route;

pub use diagonal::{DiagonalCosts, DiagonalRoute, Maneuver, time_maneuvers};
pub use model::{CostModel, CostModelError};
pub use route::{FastestRoute, time_walk};

use super::earliest::{Buckets, next_open};
use crate::doors::Doors;
use crate::{Dir, Maze, Pos};
use route::time_moves;

/// What to ask the fastest-time solver: from where, to which goal cells (the nearest in time
/// of them: a goal region), through which doors, from which tick (the mouse at rest at
/// `start`), under which cost model. Named fields, not six positional arguments.
#[derive(Clone, Copy, Debug)]
pub struct FastestQuery<'a> {
    pub maze: &'a Maze,
    pub doors: &'a Doors,
    pub start: Pos,
    pub goals: &'a [Pos],
    pub start_tick: u64,
    pub model: &'a CostModel,
}

impl FastestQuery<'_> {
    /// The fastest route; `None` when no goal can be reached.
    pub fn route(&self) -> Option<FastestRoute> {
        self.route_observed(|_| {})
    }

    /// [`FastestQuery::route`], telling `visit` the cell of each state as it is settled (a
    /// cell may come more than once): for drawing the search.
    pub fn route_observed(&self, mut visit: impl FnMut(Pos)) -> Option<FastestRoute> {
        let maze = self.maze;
        let (moves, arrival) = search(self, |cell| visit(maze.pos(cell)))?;
        let route = time_moves(maze, self.doors, self.start, &moves, self.start_tick, self.model);
        debug_assert_eq!(route.arrival(), arrival);
        Some(route)
    }
}

/// The cells of the fastest route only, untimed (for [`super::Solver::Fastest`]).
pub(super) fn fastest_path_observed(
    maze: &Maze,
    start: Pos,
    goal: Pos,
    model: &CostModel,
    mut visit: impl FnMut(Pos),
) -> Option<Vec<Pos>> {
    let query = FastestQuery { maze, doors: &Doors::new(maze), start, goals: &[goal], start_tick: 0, model };
    let (moves, _) = search(&query, |cell| visit(maze.pos(cell)))?;
    let mut path = Vec::with_capacity(moves.len() + 1);
    path.push(start);
    path.extend(moves.iter().scan(start, |pos, &dir| {
        *pos = pos.moved(dir);
        Some(*pos)
    }));
    Some(path)
}

/// A queue entry: the cell, heading, run and a way back in its low bits (see [`entry`]).
const SHIFT: u32 = 34;
/// A state's byte (one a (cell, heading)): the longest run settled (`RUN`), the heading before
/// the run-1 state (2 bits at `BEFORE`), the run first settled (2 bits at `FIRST`), and whether
/// the run-3 state came from a run of 3 (`FROM_TOP`; else from a run of 2).
const RUN: u8 = 0b11;
const BEFORE: u8 = 2;
const FIRST: u8 = 4;
const FROM_TOP: u8 = 1 << 6;
/// In a cell's byte, above its passages: the state with heading `h` is settled (`SETTLED << h`).
const SETTLED: u8 = 0x10;
/// How far ahead, in slowest moves, a corridor is followed before its end is queued.
const CORRIDOR_AHEAD: u64 = 32;

/// A queue entry: cell (28 bits), heading, run, and `aux`: the heading before a run-1 state
/// (its own heading when it came from rest), or the run before a straight move.
#[inline]
fn entry(cell: usize, heading: u8, run: u8, aux: u8) -> u64 {
    (cell as u64) << 6 | u64::from(heading) << 4 | u64::from(run) << 2 | u64::from(aux)
}

/// The search: the moves of the fastest route and its arrival tick, telling `visit` the index
/// of each state's cell as the state is settled.
///
/// Memory: as BFS, a copy of the cells, one byte each, with four "settled" bits (one a
/// heading) above the passages: all the search reads at a cell to tell a new state from a
/// settled one, so its working set is BFS's. Each state's byte is written when it is settled,
/// and read only when a state is settled again with a longer run (rare) and on the way back.
fn search(query: &FastestQuery, mut visit: impl FnMut(usize)) -> Option<(Vec<Dir>, u64)> {
    let FastestQuery { maze, doors, start, goals, start_tick, model } = *query;
    if !maze.contains(start) || !goals.iter().all(|&g| maze.contains(g)) {
        return None;
    }
    let mut goal_bits = vec![0u64; maze.len().div_ceil(64)];
    for &goal in goals {
        let at = maze.index(goal);
        goal_bits[at / 64] |= 1 << (at % 64);
    }
    let is_goal = |cell: usize| goal_bits[cell / 64] >> (cell % 64) & 1 != 0;
    let start_index = maze.index(start);
    if is_goal(start_index) {
        return Some((Vec::new(), start_tick));
    }
    let mut cells: Vec<u8> = maze.cells().iter().map(|&c| c & 0b1111).collect();
    let mut states = vec![0u8; 4 * maze.len()];
    let width = maze.width() as usize;
    let steps = [width.wrapping_neg(), 1, width, 1usize.wrapping_neg()];
    let costs = model.table();
    let (quickest, slowest) = model.bounds();
    let no_doors = doors.is_empty();
    let no_turning_back = u8::from(no_doors && model.straight_never_beats_zigzag());
    // Without turning back, corridors are followed without the queue (see `along_corridor`),
    // some slowest moves ahead of the bucket being emptied (no more than a few thousand
    // buckets' worth, however slow the slowest move).
    let corridor = no_turning_back == 1;
    let ahead = if corridor { (u64::from(slowest) * CORRIDOR_AHEAD).min(u64::from(quickest) << 12) } else { 0 };
    let reach = u64::from(doors.longest_period()) + u64::from(slowest) + ahead;
    let mut buckets = Buckets::<SHIFT>::new(u64::from(quickest), reach, start_tick);
    // From rest: every way out, a run of 1 whose way back is its own heading.
    for dir in Dir::ALL.into_iter().filter(|&d| cells[start_index] & d.bit() != 0) {
        let leave = next_open(doors, start_index, dir, start_tick);
        let n = start_index.wrapping_add(steps[dir as usize]);
        buckets.push(leave + u64::from(costs[0][0]), entry(n, dir as u8, 1, dir as u8));
    }
    let mut batch = Vec::new();
    while let Some(base) = buckets.next_batch(&mut batch) {
        for &queued in &batch {
            let mut now = base + (queued >> SHIFT);
            let mut cell = (queued >> 6 & ((1 << (SHIFT - 6)) - 1)) as usize;
            let (mut heading, mut run, aux) = ((queued >> 4 & 3) as u8, (queued >> 2 & 3) as u8, (queued & 3) as u8);
            let mut mark = cells[cell];
            let slot = cell * 4 + usize::from(heading);
            let first = mark & SETTLED << heading == 0;
            if first {
                cells[cell] = mark | SETTLED << heading;
                states[slot] = settled_byte(run, aux);
            } else if states[slot] & RUN >= run {
                continue; // an arrival as early with as long a run is settled
            } else {
                states[slot] = (states[slot] & !RUN) | settled_byte(run, aux) & (RUN | FROM_TOP);
            }
            loop {
                visit(cell);
                if is_goal(cell) {
                    return Some((walk_back(&states, width, (cell, heading, run)), now));
                }
                // A later settling, with a longer run, only helps straight on; without doors,
                // turning back never helps (the module docs say why and when).
                let back = Dir::from_index(heading).opposite().bit();
                let mut open = if first { mark & 0b1111 & !(back * no_turning_back) } else { mark & 1 << heading };
                if let Some(next) = (corridor && first).then(|| along_corridor(heading, run, open)).flatten() {
                    let (dir, next_run, ticks) = (next.0, next.1, costs[usize::from(next.2)][usize::from(run)]);
                    let n = cell.wrapping_add(steps[usize::from(dir)]);
                    let n_mark = cells[n];
                    if cell != start_index
                        && n != start_index
                        && !is_goal(n)
                        && n_mark & SETTLED << dir == 0
                        && now + u64::from(ticks) + u64::from(slowest) <= base + reach
                    {
                        (mark, cells[n]) = (n_mark, n_mark | SETTLED << dir);
                        states[n * 4 + usize::from(dir)] =
                            settled_byte(next_run, if dir == heading { run } else { heading });
                        (cell, heading, run, now) = (n, dir, next_run, now + u64::from(ticks));
                        continue;
                    }
                }
                while open != 0 {
                    let dir = open.trailing_zeros() as u8;
                    open &= open - 1;
                    let turn = (dir + 4 - heading) & 3;
                    let next_run = if turn == 0 { (run + 1).min(3) } else { 1 };
                    let n = cell.wrapping_add(steps[usize::from(dir)]);
                    if cells[n] & SETTLED << dir != 0 && states[n * 4 + usize::from(dir)] & RUN >= next_run {
                        continue;
                    }
                    let leave = if no_doors { now } else { next_open(doors, cell, Dir::from_index(dir), now) };
                    let ticks = costs[usize::from(turn)][usize::from(run)];
                    let aux = if turn == 0 { run } else { heading };
                    buckets.push(leave + u64::from(ticks), entry(n, dir, next_run, aux));
                }
                break;
            }
        }
        batch.clear();
    }
    None
}

/// The byte of a state first settled with `run`, `aux` as in its queue [`entry`].
#[inline]
fn settled_byte(run: u8, aux: u8) -> u8 {
    run | run << FIRST
        | if run == 1 {
            aux << BEFORE
        } else if run == 3 && aux == 3 {
            FROM_TOP
        } else {
            0
        }
}

/// Down a corridor: when the state `(cell, heading, run)`, settled for the first time, has one
/// way on (`open`), and that way is a turn or straight on at top speed, the state it reaches
/// can be reached from nowhere else (no other state can enter it: the cell behind is entered
/// from its two sides only, and the state that came the other way would have to turn back),
/// nor earlier (a later settling of this state would have a longer run, which only changes a
/// straight that is not already at top speed). So its earliest arrival is known now, and the
/// search settles it at once instead of queueing it. Returns the way, the run after it and
/// the turn (as in the cost table).
#[inline]
fn along_corridor(heading: u8, run: u8, open: u8) -> Option<(u8, u8, u8)> {
    if !open.is_power_of_two() {
        return None;
    }
    let dir = open.trailing_zeros() as u8;
    let turn = (dir + 4 - heading) & 3;
    match turn {
        0 if run == 3 => Some((dir, 3, 0)),
        0 => None,
        _ => Some((dir, 1, turn)),
    }
}

/// The moves from the start to the settled state `(cell, heading, run)`, found back through
/// the states' bytes: a run of 2 came from a run of 1 straight behind; a run of 3 from a run of
/// 2 or 3 (`FROM_TOP` says which); a run of 1 from the first settling of the cell behind with
/// the heading it records, or from rest at the start when that is its own heading.
fn walk_back(states: &[u8], width: usize, (mut cell, mut heading, mut run): (usize, u8, u8)) -> Vec<Dir> {
    let mut moves = Vec::new();
    loop {
        let state = states[cell * 4 + usize::from(heading)];
        let dir = Dir::from_index(heading);
        moves.push(dir);
        let back = dir.opposite().step_index(cell, width);
        (heading, run) = match run {
            2 => (heading, 1),
            3 => (heading, if state & FROM_TOP != 0 { 3 } else { 2 }),
            _ => {
                let before = state >> BEFORE & 3;
                if before == heading {
                    break; // from rest: `back` is the start
                }
                (before, states[back * 4 + usize::from(before)] >> FIRST & 3)
            }
        };
        cell = back;
    }
    moves.reverse();
    moves
}
