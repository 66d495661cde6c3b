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
        self.timed_waits()
            .map(|(cell, leave, ticks)| (cell, leave - ticks, ticks))
            .map(|(cell, _, ticks)| (cell, ticks))
    }

    /// Where it waits: the cell, the tick it leaves, and the ticks it waits there.
    pub fn timed_waits(&self) -> impl Iterator<Item = (Pos, u64, u64)> + '_ {
        let pace = u64::from(self.pace);
        let arrivals = std::iter::once(self.start_tick).chain(self.departures.iter().map(move |d| d + pace));
        self.path
            .iter()
            .zip(arrivals.zip(&self.departures))
            .filter_map(|(&cell, (at, &leave))| (leave > at).then_some((cell, leave, leave - at)))
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
    search(maze, doors, start, goal, start_tick, pace, |_| {})
}

/// Like [`earliest_arrival`], telling `visit` each cell as its earliest arrival is settled.
///
/// The queue is a ring of buckets, one a tick (Dial's algorithm): a move costs at most the
/// longest door cycle plus the pace, so every queued arrival lies within that many ticks of
/// the one being settled, and pushing and popping cost O(1), not a heap's O(log n). As in
/// BFS, the search keeps one byte a cell (a copy of the cell's passages, a "settled" bit and
/// the way back), so it reads no more memory than BFS does: a cell is settled the first time
/// it leaves the queue, which is its earliest arrival.
pub fn earliest_arrival_observed(
    maze: &Maze,
    doors: &Doors,
    start: Pos,
    goal: Pos,
    start_tick: u64,
    pace: u32,
    mut visit: impl FnMut(Pos),
) -> Option<TimedRoute> {
    search(maze, doors, start, goal, start_tick, pace, |cell| visit(maze.pos(cell)))
}

/// The search, telling `visit` the index of each cell settled.
fn search(
    maze: &Maze,
    doors: &Doors,
    start: Pos,
    goal: Pos,
    start_tick: u64,
    pace: u32,
    mut visit: impl FnMut(usize),
) -> Option<TimedRoute> {
    if !maze.contains(start) || !maze.contains(goal) {
        return None;
    }
    let pace_ticks = u64::from(pace.max(1));
    let ring = u64::from(doors.longest_period()) + pace_ticks + 1;
    let mut buckets = Buckets::new(ring as usize, start_tick);
    let mut marks = maze.cells().to_vec();
    let width = maze.width() as usize;
    let (start_index, goal_index) = (maze.index(start), maze.index(goal));
    marks[start_index] |= START;
    // A queued arrival: the cell, and the way back as a `Dir` index in the low two bits.
    buckets.push(start_tick, (start_index as u32) << 2);
    let mut batch = Vec::new();
    while let Some(now) = buckets.next_batch(&mut batch) {
        for entry in batch.drain(..) {
            let cell = (entry >> 2) as usize;
            if marks[cell] & SETTLED != 0 {
                continue; // settled by an earlier arrival
            }
            marks[cell] |= SETTLED | ((entry & 3) as u8) << BACK_SHIFT;
            visit(cell);
            if cell == goal_index {
                return Some(timed_route(maze, doors, &marks, goal_index, start_tick, pace));
            }
            let mut open = marks[cell] & 0b1111;
            if let Some(back) = way_back(marks[cell]) {
                open &= !back.bit();
            }
            while open != 0 {
                let dir = Dir::from_index(open.trailing_zeros() as u8);
                open &= open - 1;
                let n = dir.step_index(cell, width);
                if marks[n] & SETTLED != 0 {
                    continue;
                }
                let leave = match doors.clock_by_index(cell, dir) {
                    Some(clock) => clock.next_open(now),
                    None => now,
                };
                buckets.push(leave + pace_ticks, (n as u32) << 2 | dir.opposite() as u32);
            }
        }
    }
    None
}

/// Dial's queue: a ring of buckets, one a tick, and a bit a bucket saying it is not empty, so
/// a run of empty ticks (a pace of 20 leaves 19 in 20 empty) is skipped a word at a time.
/// The bucket of the tick being emptied is kept as a cursor, so no tick is ever divided.
struct Buckets {
    slots: Vec<Vec<u32>>,
    filled: Vec<u64>,
    /// The tick being emptied, and its bucket.
    now: u64,
    cursor: usize,
    queued: usize,
}

impl Buckets {
    /// An empty queue of `ring` buckets whose first tick is `now`.
    fn new(ring: usize, now: u64) -> Buckets {
        let cursor = (now % ring as u64) as usize;
        Buckets { slots: vec![Vec::new(); ring], filled: vec![0; ring.div_ceil(64)], now, cursor, queued: 0 }
    }

    /// Queues `entry` for `tick`, which is at least the tick being emptied and less than a
    /// ring later.
    #[inline]
    fn push(&mut self, tick: u64, entry: u32) {
        let ring = self.slots.len();
        debug_assert!(tick >= self.now && tick - self.now < ring as u64);
        let mut slot = self.cursor + (tick - self.now) as usize;
        if slot >= ring {
            slot -= ring;
        }
        self.slots[slot].push(entry);
        self.filled[slot / 64] |= 1 << (slot % 64);
        self.queued += 1;
    }

    /// Moves every entry of the earliest filled bucket into `batch` (which must be empty; the
    /// two swap their storage) and returns its tick. Moves never take 0 ticks, so nothing is
    /// pushed for that tick while the batch is worked through.
    #[inline]
    fn next_batch(&mut self, batch: &mut Vec<u32>) -> Option<u64> {
        if self.queued == 0 {
            return None;
        }
        let ring = self.slots.len();
        let mut slot = self.cursor;
        loop {
            // The next filled bucket at or after `slot`, a word of bits at a time.
            let word = self.filled[slot / 64] >> (slot % 64);
            if word != 0 {
                let skip = word.trailing_zeros() as usize;
                slot += skip;
                self.now += skip as u64;
                break;
            }
            let skip = 64 - slot % 64;
            slot += skip;
            self.now += skip as u64;
            if slot >= ring {
                self.now -= (slot - ring) as u64;
                slot = 0;
            }
        }
        self.cursor = slot;
        std::mem::swap(&mut self.slots[slot], batch);
        self.filled[slot / 64] &= !(1 << (slot % 64));
        self.queued -= batch.len();
        Some(self.now)
    }
}

/// The cell has left the queue: its earliest arrival is known.
const SETTLED: u8 = 0x80;
/// The cell is the start: it has no way back.
const START: u8 = 0x40;
/// Bits 4–5: the index of the direction back towards the start.
const BACK_SHIFT: u8 = 4;

/// The direction back towards the start from a settled cell's mark; `None` at the start.
#[inline]
fn way_back(mark: u8) -> Option<Dir> {
    (mark & START == 0).then(|| Dir::from_index(mark >> BACK_SHIFT))
}

/// The route to `goal` that the marks of a search record, walked back from the goal and then
/// timed forwards cell by cell, by index as the search went (the same ticks as [`timed_walk`]
/// gives for its path, without looking each door up by position).
fn timed_route(maze: &Maze, doors: &Doors, marks: &[u8], goal: usize, start_tick: u64, pace: u32) -> TimedRoute {
    let width = maze.width() as usize;
    let (mut cell, mut pos) = (goal, maze.pos(goal));
    let mut path = vec![pos];
    // The direction of each move, the last first.
    let mut moves = Vec::new();
    while let Some(back) = way_back(marks[cell]) {
        cell = back.step_index(cell, width);
        pos = pos.moved(back);
        path.push(pos);
        moves.push(back.opposite());
    }
    path.reverse();
    let pace = pace.max(1);
    let mut tick = start_tick;
    let mut departures = Vec::with_capacity(moves.len());
    for &dir in moves.iter().rev() {
        let leave = doors.clock_by_index(cell, dir).map_or(tick, |clock| clock.next_open(tick));
        departures.push(leave);
        tick = leave + u64::from(pace);
        cell = dir.step_index(cell, width);
    }
    TimedRoute { path, departures, arrival: tick, start_tick, pace }
}

/// Times a walk (each cell an open neighbour of the one before) for a mouse that sets out at
/// `start_tick`, runs a cell in `pace` ticks and waits at each shut door until it opens: the
/// tick it leaves each cell but the last, and the tick it reaches the last. This is how every
/// mouse of the rules moves, so a rival replaying `walk` arrives at exactly that tick.
///
/// ```
/// use mousemaze::maze::{Dir, Maze, Pos, doors::{Door, Doors}, solve::earliest::timed_walk};
///
/// let mut maze = Maze::new(2, 1).unwrap();
/// maze.carve(Pos::new(0, 0), Dir::E);
/// let mut doors = Doors::new(&maze);
/// doors.add(&maze, Door { at: Pos::new(0, 0), side: Dir::E, period: 10, open: 5, phase: 3 }).unwrap();
/// // Open at ticks 0..2 and 7..12: setting out at tick 2, it waits until 7.
/// let walk = [Pos::new(0, 0), Pos::new(1, 0), Pos::new(0, 0)];
/// assert_eq!(timed_walk(&maze, &doors, &walk, 2, 4), (vec![7, 11], 15));
/// ```
pub fn timed_walk(maze: &Maze, doors: &Doors, walk: &[Pos], start_tick: u64, pace: u32) -> (Vec<u64>, u64) {
    let mut tick = start_tick;
    let mut departures = Vec::with_capacity(walk.len().saturating_sub(1));
    for pair in walk.windows(2) {
        let leave = maze.direction_to(pair[0], pair[1]).map_or(tick, |dir| doors.next_open(pair[0], dir, tick));
        departures.push(leave);
        tick = leave + u64::from(pace.max(1));
    }
    (departures, tick)
}
