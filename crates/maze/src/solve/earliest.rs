//! The earliest arrival through timed doors: a mouse runs a cell in `pace` ticks and may
//! wait, and a door lets it leave a cell only at a tick when it is open. Waiting never makes
//! a later arrival earlier (the network is FIFO), so a search over cells that always leaves
//! a cell as early as its door allows (Dijkstra on arrival ticks) finds the earliest arrival
//! at every cell: exact, and proved so in the tests against a brute-force search over
//! (cell, tick mod the doors' common period).
//!
//! ```
//! use mousemaze_maze::{Dir, Maze, Pos, doors::{Door, Doors}, solve::earliest::earliest_arrival};
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

use crate::doors::Doors;
use crate::{Dir, Maze, Pos};

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
/// The queue is a ring of buckets, each as many ticks wide as a move (Dial's algorithm with
/// wide buckets): a move costs at most the longest door cycle plus the pace, so every queued
/// arrival lies within that many ticks of the one being settled, and pushing and popping cost
/// O(1), not a heap's O(log n). As in BFS, the search keeps one byte a cell (a copy of the
/// cell's passages, a "settled" bit, a "door beside" bit and the way back), so it reads little
/// more memory than BFS does and looks a door up only at the cells beside one: a cell is
/// settled the first time it leaves the queue, which is its earliest arrival.
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
    let reach = u64::from(doors.longest_period()) + pace_ticks;
    let mut buckets = Buckets::<32>::new(pace_ticks, reach, start_tick);
    let mut marks = maze.cells().to_vec();
    doors.mark_cells(&mut marks, DOOR);
    let width = maze.width() as usize;
    let (start_index, goal_index) = (maze.index(start), maze.index(goal));
    // The step to the next cell each way, added (wrapping) without a branch on the direction.
    let steps = [width.wrapping_neg(), 1, width, 1usize.wrapping_neg()];
    // A queued arrival: the cell, and the way back as a `Dir` index in the low two bits.
    buckets.push(start_tick, (start_index as u64) << 2);
    let mut batch = Vec::new();
    while let Some(base) = buckets.next_batch(&mut batch) {
        for entry in batch.drain(..) {
            let now = base + (entry >> 32);
            let cell = (entry as u32 >> 2) as usize;
            if marks[cell] & SETTLED != 0 {
                continue; // settled by an earlier arrival
            }
            marks[cell] |= SETTLED | ((entry & 3) as u8) << BACK_SHIFT;
            visit(cell);
            if cell == goal_index {
                return Some(timed_route(maze, doors, &marks, (start_index, goal_index), start_tick, pace));
            }
            let mark = marks[cell];
            let mut open = mark & 0b1111;
            if cell != start_index {
                open &= !way_back(mark).bit();
            }
            while open != 0 {
                let dir = Dir::from_index(open.trailing_zeros() as u8);
                open &= open - 1;
                let n = cell.wrapping_add(steps[dir as usize]);
                if marks[n] & SETTLED != 0 {
                    continue;
                }
                let leave = if mark & DOOR == 0 { now } else { next_open(doors, cell, dir, now) };
                buckets.push(leave + pace_ticks, (n as u64) << 2 | dir.opposite() as u64);
            }
        }
    }
    None
}

/// Dial's queue with buckets as wide as the shortest move (`pace` ticks here), rounded down to
/// a power of two so that a tick's bucket is a shift, not a division: nothing settled in a
/// bucket can reach a cell in the same bucket, so each bucket is taken whole, sorted by tick
/// (it mostly is already: a move from a bucket lands in one of the next two, in the order it
/// was left), and worked through. One bucket about a move, not one a tick, keeps the entries
/// being written and read in a few cache lines, and the next bucket to empty is nearly always
/// the next one. An entry is the tick within its bucket (the bits from `SHIFT` up) and the
/// search's own `SHIFT` bits below; the [fastest-time search](super::fastest) uses it too.
pub(super) struct Buckets<const SHIFT: u32> {
    slots: Vec<Vec<u64>>,
    /// Ticks a bucket: a power of two, `1 << log_width`, so a tick's bucket is a shift away.
    log_width: u32,
    /// The first tick of the bucket being emptied, and its slot.
    base: u64,
    cursor: usize,
    /// Room to sort a big batch in.
    scratch: Vec<u64>,
}

impl<const SHIFT: u32> Buckets<SHIFT> {
    /// An empty queue of buckets at most `width` ticks wide (the power of two at or below it),
    /// the first holding `now`, for entries at most `reach` ticks after the tick being worked on.
    /// The search's reach is a door's longest cycle plus a move, and a door's cycle is at most
    /// [`MAX_PERIOD`](crate::doors::MAX_PERIOD) ticks, so the ring is a few thousand
    /// buckets at most, whatever the doors say.
    pub(super) fn new(width: u64, reach: u64, now: u64) -> Self {
        let log_width = width.max(1).ilog2();
        let ring = ((reach >> log_width) + 2) as usize;
        let base = now >> log_width << log_width;
        Buckets { slots: vec![Vec::new(); ring], log_width, base, cursor: 0, scratch: Vec::new() }
    }

    /// Queues `entry` (below `1 << SHIFT`) for `tick`, which is in the bucket being emptied or
    /// later, and at most the queue's reach after the tick being worked on.
    #[inline]
    pub(super) fn push(&mut self, tick: u64, entry: u64) {
        let ahead = tick - self.base;
        let (buckets, within) = (ahead >> self.log_width, ahead & ((1 << self.log_width) - 1));
        let ring = self.slots.len();
        debug_assert!((buckets as usize) < ring);
        let mut slot = self.cursor + buckets as usize;
        if slot >= ring {
            slot -= ring;
        }
        debug_assert!(entry >> SHIFT == 0);
        self.slots[slot].push(within << SHIFT | entry);
    }

    /// Moves every entry of the earliest bucket not empty into `batch` (which must be empty;
    /// the two swap their storage), sorted by tick (stably: entries of one tick in the order
    /// they were queued), and returns the bucket's first tick; `None` when all are empty.
    #[inline]
    pub(super) fn next_batch(&mut self, batch: &mut Vec<u64>) -> Option<u64> {
        let ring = self.slots.len();
        let mut slot = self.cursor;
        for skipped in 0..ring {
            if !self.slots[slot].is_empty() {
                self.base += (skipped as u64) << self.log_width;
                self.cursor = slot;
                std::mem::swap(&mut self.slots[slot], batch);
                sort_by_tick::<SHIFT>(batch, self.log_width, &mut self.scratch);
                return Some(self.base);
            }
            slot = if slot + 1 == ring { 0 } else { slot + 1 };
        }
        None
    }
}

/// Sorts entries by their tick (the bits from `SHIFT` up, below `1 << log_width`), stably: by
/// insertion when few (they are mostly in order); else, when not already sorted, by counting
/// the entries of each tick (a bucket is a few ticks wide) and placing them through `scratch`,
/// or by the standard library's stable sort for wide buckets.
#[inline]
fn sort_by_tick<const SHIFT: u32>(batch: &mut Vec<u64>, log_width: u32, scratch: &mut Vec<u64>) {
    if batch.len() > 32 {
        if batch.is_sorted_by_key(|e| e >> SHIFT) {
            return;
        }
        if log_width > 6 {
            batch.sort_by_key(|e| e >> SHIFT);
            return;
        }
        let mut starts = [0usize; 65];
        for e in batch.iter() {
            starts[(e >> SHIFT) as usize + 1] += 1;
        }
        for tick in 1..starts.len() {
            starts[tick] += starts[tick - 1];
        }
        scratch.clear();
        scratch.resize(batch.len(), 0);
        for &e in batch.iter() {
            let at = &mut starts[(e >> SHIFT) as usize];
            scratch[*at] = e;
            *at += 1;
        }
        std::mem::swap(batch, scratch);
        return;
    }
    for i in 1..batch.len() {
        let entry = batch[i];
        let mut j = i;
        while j > 0 && batch[j - 1] >> SHIFT > entry >> SHIFT {
            batch[j] = batch[j - 1];
            j -= 1;
        }
        batch[j] = entry;
    }
}

/// The cell has left the queue: its earliest arrival is known.
const SETTLED: u8 = 0x80;
/// A door is on one of the cell's sides: only then is a door looked up.
const DOOR: u8 = 0x40;
/// Bits 4–5: the index of the direction back towards the start.
const BACK_SHIFT: u8 = 4;

/// The direction back towards the start from the mark of a settled cell other than the start.
#[inline]
fn way_back(mark: u8) -> Dir {
    Dir::from_index(mark >> BACK_SHIFT)
}

/// The first tick at or after `tick` when a mouse may leave the cell with index `cell`
/// through its side `dir`.
#[inline]
pub(super) fn next_open(doors: &Doors, cell: usize, dir: Dir, tick: u64) -> u64 {
    doors.clock_by_index(cell, dir).map_or(tick, |clock| clock.next_open(tick))
}

/// The route from `start` to `goal` (cell indices) that the marks of a search record, walked
/// back from the goal and then timed forwards by cell index as the search went: the same ticks
/// as [`timed_walk`] gives for its path, a door looked up only where the marks say there is one.
fn timed_route(
    maze: &Maze,
    doors: &Doors,
    marks: &[u8],
    (start, goal): (usize, usize),
    start_tick: u64,
    pace: u32,
) -> TimedRoute {
    let width = maze.width() as usize;
    let (mut cell, mut pos) = (goal, maze.pos(goal));
    let mut path = vec![pos];
    // Each move, the last first: its direction, and the `DOOR` bit of the cell it leaves.
    let mut moves = Vec::new();
    while cell != start {
        let back = way_back(marks[cell]);
        cell = back.step_index(cell, width);
        pos = pos.moved(back);
        path.push(pos);
        moves.push(back.opposite() as u8 | marks[cell] & DOOR);
    }
    path.reverse();
    let pace = pace.max(1);
    let mut tick = start_tick;
    let mut departures = Vec::with_capacity(moves.len());
    for &step in moves.iter().rev() {
        let dir = Dir::from_index(step);
        let leave = if step & DOOR == 0 { tick } else { next_open(doors, cell, dir, tick) };
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
/// use mousemaze_maze::{Dir, Maze, Pos, doors::{Door, Doors}, solve::earliest::timed_walk};
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::MazeRng;

    #[test]
    fn buckets_give_entries_by_tick_and_in_the_order_queued_within_a_tick() {
        let mut rng = MazeRng::new(7);
        for (width, count) in [(1, 10), (8, 20), (8, 3000), (16, 500), (256, 500)] {
            let reach = 600;
            let mut buckets = Buckets::<32>::new(width, reach, 100);
            let pushed: Vec<(u64, u64)> = (0..count).map(|i| (100 + u64::from(rng.below(reach as u32)), i)).collect();
            for &(tick, entry) in &pushed {
                buckets.push(tick, entry);
            }
            let mut expected = pushed.clone();
            expected.sort_by_key(|&(tick, _)| tick);
            let (mut got, mut batch) = (Vec::new(), Vec::new());
            while let Some(base) = buckets.next_batch(&mut batch) {
                got.extend(batch.drain(..).map(|e| (base + (e >> 32), e & 0xFFFF_FFFF)));
            }
            assert_eq!(got, expected, "buckets {width} ticks wide, {count} entries");
        }
    }
}
