//! The search for the fastest route with diagonals ([`FastestQuery::route_with_diagonals`]):
//! the earliest arrival over (cell, heading, pace), the paces and costs of [`super::diagonal`].
//!
//! **Groups and levels.** A pace is in one of three *groups* (along the grid; on a diagonal
//! whose last corner turned left; turned right) at a *level* (the cells of the straight run, or
//! the chords of the diagonal: 1, 2, 3 or more). Only the move straight on along the grid, or on
//! along the diagonal (the *continuation*), costs what the level says; every other maneuver
//! (turns, 45° and 135° in and out, V90) costs the same at every level of a group and leaves
//! at the same pace. So of the states of one (cell, heading, group), only the first settled (the
//! earliest) tries those maneuvers: a later one reaches the same states no earlier. And when
//! a longer run is never slower (the grid's straights always, checked by [`super::CostModel`];
//! the diagonal's when `costs.diagonal` does not grow), an arrival at a higher level is never
//! worse than a later one at a lower level: a (cell, heading, group) is settled at most three
//! times, each at a higher level than the one before. With costs that grow, a level is its own
//! state, settled once.
//!
//! **Memory.** 16 bytes a cell, on a 16-byte boundary ([`CellStates`]; the search before this
//! one had a byte for each of the 36 states of a cell, and read the maze's cells and a bit set
//! of goals beside them): a byte a (heading, group) with the levels settled, the level settled
//! first, and how its level-1 state was entered (the turn and the group before, or from rest);
//! a bit a (heading, group) for whether its level-3 state came from level 3 or 2; the open
//! sides and whether it is a goal. Settling a state reads and writes one cache line; the
//! search is bound by those lines (a cell's and its neighbours'), so they are all it reads.
//! The route is walked back through them and timed by [`time_maneuvers`].
//!
//! **The queue.** Dial's buckets of [`crate::solve::earliest`], as wide as the quickest move,
//! each entry a `u64` (its tick in its bucket, the cell, heading, pace and the way it came): no
//! heap, no recursion. Doors wait as in [`super::route`]: leaving later never arrives earlier,
//! so leaving as early as the door allows is exact.

use super::FastestQuery;
use super::diagonal::{DiagonalCosts, DiagonalRoute, Maneuver, PACES, Pace, maneuvers, time_maneuvers};
use crate::Dir;
use crate::generate::backtracker::prefetch;
use crate::solve::earliest::{Buckets, next_open};

#[cfg(test)]
mod reference;
#[cfg(test)]
mod tests;

/// A queue entry: the tick in its bucket from this bit up; below, the cell (28 bits), the
/// heading (2), the pace (4) and `aux` (3): how a level-1 state was entered ([`ENTERED`]'s
/// index), or whether a level-3 state came from level 3.
const SHIFT: u32 = 37;

/// A (cell, heading, group)'s byte: bit `l - 1` when its level `l` is settled (`LEVELS`), the
/// level first settled (2 bits at `FIRST`), and how its level-1 state was entered (3 bits at
/// `PRED`).
const LEVELS: u8 = 0b111;
const FIRST: u32 = 3;
const PRED: u32 = 5;

/// How a level-1 state is entered: the turn from the heading before (0 straight on, 1 right, 2
/// back, 3 left) and the group before; the first, from rest at the start. Every maneuver that
/// leaves at level 1 is one of these (45° and 135° out, quarter turns and turning back to the
/// grid; 45° and 135° in and V90 to a diagonal).
const ENTERED: [(u8, u8); 8] = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 2), (3, 0), (3, 1), (2, 0)];
/// The index in [`ENTERED`] by turn and group before (0: never used).
const ENTERED_BY: [[u8; 3]; 4] = [[0, 1, 2], [3, 0, 4], [7, 0, 0], [5, 6, 0]];

/// The group of a pace: 0 along the grid, 1 a diagonal whose last corner turned left, 2 right.
#[inline]
fn group(pace: Pace) -> u8 {
    if pace < 3 { 0 } else { 1 + ((pace - 3) & 1) }
}

/// The level of a pace: the cells of its straight run or the chords of its diagonal, 1 to 3.
#[inline]
fn level(pace: Pace) -> u8 {
    if pace < 3 { pace + 1 } else { (pace - 3) / 2 + 1 }
}

/// The pace of a group at a level.
#[inline]
fn pace_of(group: u8, level: u8) -> Pace {
    if group == 0 { level - 1 } else { 3 + 2 * (level - 1) + (group - 1) }
}

/// The turn of a group's continuation: straight on along the grid; on a diagonal, the corner
/// the other way from its last.
#[inline]
fn continuation(group: u8) -> u8 {
    [0, 1, 3][usize::from(group)]
}

/// The moves out of each pace by turn: up to three (ticks, pace after), and how many.
struct Moves {
    moves: [[[(u32, Pace); 3]; 4]; PACES],
    counts: [[u8; 4]; PACES],
    /// For each group and level, the bits of its byte that make a new state at that level not
    /// worth queueing: the levels at or above it when a longer run is never slower, else its own.
    covered: [[u8; 4]; 3],
}

impl Moves {
    fn new(query: &FastestQuery, costs: &DiagonalCosts) -> Moves {
        let mut table = Moves { moves: [[[(0, 0); 3]; 4]; PACES], counts: [[0; 4]; PACES], covered: [[0; 4]; 3] };
        for pace in 0..PACES as Pace {
            for turn in 0..4 {
                for (i, (_, ticks, after)) in
                    maneuvers(query.model, costs, Some(pace), turn).into_iter().flatten().enumerate()
                {
                    table.moves[usize::from(pace)][usize::from(turn)][i] = (ticks, after);
                    table.counts[usize::from(pace)][usize::from(turn)] = i as u8 + 1;
                }
            }
        }
        let [a, b, c] = costs.diagonal;
        let diagonal_monotone = b <= a && c <= b;
        for group in 0..3u8 {
            for level in 1..4u8 {
                let own = 1 << (level - 1);
                let monotone = group == 0 || diagonal_monotone;
                table.covered[usize::from(group)][usize::from(level)] =
                    if monotone { LEVELS & !(own - 1) } else { own };
            }
        }
        table
    }
}

/// What the search keeps of a cell, 16 bytes on a 16-byte boundary (never across two cache
/// lines): all a state's settling reads and writes at its cell is here, in one line.
#[derive(Clone, Copy)]
#[repr(C, align(16))]
struct CellStates {
    /// A byte a (heading, group), `heading * 3 + group` (see [`LEVELS`]).
    groups: [u8; 12],
    /// The open sides (a bit a `Dir`), and [`GOAL`].
    open: u8,
    /// Bit `heading * 3 + group`: its level-3 state came from level 3 (else from level 2).
    from_top: u16,
}

/// In [`CellStates::open`]: the cell is a goal.
const GOAL: u8 = 0x10;

/// How many entries of a batch ahead of the one being settled the cache is asked for a
/// cell's line: a settling waits on its cell's line, and the batch says which come next
/// (about a quarter quicker at 2048², measured against none on the same loaded machine).
const PREFETCH: usize = 8;

/// A queue entry (see [`SHIFT`]).
#[inline]
fn entry(cell: usize, heading: u8, pace: Pace, aux: u8) -> u64 {
    (cell as u64) << 9 | u64::from(heading) << 7 | u64::from(pace) << 3 | u64::from(aux)
}

impl FastestQuery<'_> {
    /// The fastest route when the mouse may also run diagonals, under `costs` for the diagonal
    /// maneuvers and the query's model for the moves along the grid (see
    /// [`super::diagonal`]); `None` when no goal can be reached. Never slower than
    /// [`FastestQuery::route`]: every route along the grid is one of the routes searched, at
    /// the same cost.
    pub fn route_with_diagonals(&self, costs: &DiagonalCosts) -> Option<DiagonalRoute> {
        let (moves, arrival) = self.search_with_diagonals(costs)?;
        let route = time_maneuvers(self.maze, self.doors, self.start, &moves, self.start_tick, self.model, costs);
        debug_assert_eq!(route.as_ref().map(|r| r.route.arrival()), Some(arrival));
        route
    }

    /// The moves of the fastest route with diagonals, each with its maneuver, and its arrival.
    fn search_with_diagonals(&self, costs: &DiagonalCosts) -> Option<(Vec<(Dir, Maneuver)>, u64)> {
        let FastestQuery { maze, doors, start, goals, start_tick, model } = *self;
        if !maze.contains(start) || !goals.iter().all(|&g| maze.contains(g)) {
            return None;
        }
        let start_cell = maze.index(start);
        if goals.contains(&start) {
            return Some((Vec::new(), start_tick));
        }
        let table = Moves::new(self, costs);
        let cells = maze.cells();
        let width = maze.width() as usize;
        let steps = [width.wrapping_neg(), 1, width, 1usize.wrapping_neg()];
        let mut states: Vec<CellStates> =
            cells.iter().map(|&c| CellStates { groups: [0; 12], open: c & 0b1111, from_top: 0 }).collect();
        goals.iter().for_each(|&g| states[maze.index(g)].open |= GOAL);
        let all_ticks = table.moves.iter().flatten().enumerate().flat_map(|(i, m)| {
            let (pace, turn) = (i / 4, i % 4);
            m[..usize::from(table.counts[pace][turn])].iter().map(|&(ticks, _)| ticks)
        });
        let from_rest = model.table()[0][0];
        let (quickest, slowest) = all_ticks.fold((from_rest, from_rest), |(low, high), t| (low.min(t), high.max(t)));
        let reach = u64::from(doors.longest_period()) + u64::from(slowest);
        let mut buckets = Buckets::<SHIFT>::new(u64::from(quickest), reach, start_tick);
        for dir in Dir::ALL.into_iter().filter(|d| cells[start_cell] & d.bit() != 0) {
            let leave = next_open(doors, start_cell, dir, start_tick);
            buckets.push(leave + u64::from(from_rest), entry(dir.step_index(start_cell, width), dir as u8, 0, 0));
        }
        let no_doors = doors.is_empty();
        let mut batch = Vec::new();
        while let Some(base) = buckets.next_batch(&mut batch) {
            for (i, &queued) in batch.iter().enumerate() {
                if let Some(&ahead) = batch.get(i + PREFETCH) {
                    prefetch(&states[(ahead >> 9 & ((1 << (SHIFT - 9)) - 1)) as usize] as *const CellStates as usize);
                }
                let now = base + (queued >> SHIFT);
                let cell = (queued >> 9 & ((1 << (SHIFT - 9)) - 1)) as usize;
                let (heading, pace, aux) =
                    ((queued >> 7 & 3) as u8, (queued >> 3 & 0b1111) as Pace, (queued & 7) as u8);
                let (group, level) = (group(pace), level(pace));
                let slot = usize::from(heading) * 3 + usize::from(group);
                let here = &mut states[cell];
                let byte = here.groups[slot];
                if byte & table.covered[usize::from(group)][usize::from(level)] != 0 {
                    continue; // settled, or an arrival as early at a level as good is
                }
                let first = byte & LEVELS == 0;
                let mut settled = byte | 1 << (level - 1);
                if first {
                    settled |= level << FIRST;
                }
                match level {
                    1 => settled |= aux << PRED,
                    3 if aux == 1 => here.from_top |= 1 << slot,
                    _ => {}
                }
                here.groups[slot] = settled;
                let mut open = here.open;
                if open & GOAL != 0 {
                    let moves = walk_back(&states, (width, self, costs), (cell, heading, pace));
                    return Some((moves, now));
                }
                // The first settling tries every way; a later one only its continuation.
                open &= 0b1111;
                if !first {
                    open &= 1 << ((heading + continuation(group)) & 3);
                }
                while open != 0 {
                    let dir = open.trailing_zeros() as u8;
                    open &= open - 1;
                    let turn = (dir + 4 - heading) & 3;
                    let n = cell.wrapping_add(steps[usize::from(dir)]);
                    let n_slots = usize::from(dir) * 3;
                    let mut leave = None;
                    let moves = &table.moves[usize::from(pace)][usize::from(turn)];
                    for &(ticks, after) in &moves[..usize::from(table.counts[usize::from(pace)][usize::from(turn)])] {
                        let (n_group, n_level) = (self::group(after), self::level(after));
                        let covered = table.covered[usize::from(n_group)][usize::from(n_level)];
                        if states[n].groups[n_slots + usize::from(n_group)] & covered != 0 {
                            continue;
                        }
                        let leave = *leave.get_or_insert_with(|| {
                            if no_doors { now } else { next_open(doors, cell, Dir::from_index(dir), now) }
                        });
                        let aux = match n_level {
                            1 => ENTERED_BY[usize::from(turn)][usize::from(group)],
                            3 => u8::from(level == 3),
                            _ => 0,
                        };
                        buckets.push(leave + u64::from(ticks), entry(n, dir, after, aux));
                    }
                }
            }
            batch.clear();
        }
        None
    }
}

/// The moves from the start to the settled state `(cell, heading, pace)`, back through the
/// states' bytes, each with the maneuver that links the pace before it to the pace after it
/// (one at most does): a level above 1 came by its group's continuation from the level below
/// (level 3 from level 3 when its bit says so); a level-1 state by the way its byte records,
/// from the first state settled in that group of the cell behind.
fn walk_back(
    states: &[CellStates],
    (width, query, costs): (usize, &FastestQuery, &DiagonalCosts),
    (mut cell, mut heading, mut pace): (usize, u8, Pace),
) -> Vec<(Dir, Maneuver)> {
    let mut moves = Vec::new();
    loop {
        let (group, level) = (group(pace), level(pace));
        let slot = usize::from(heading) * 3 + usize::from(group);
        let dir = Dir::from_index(heading);
        let back = dir.opposite().step_index(cell, width);
        let (turn, before_group, before_level) = if level > 1 {
            let top = level == 3 && states[cell].from_top >> slot & 1 != 0;
            // The continuation on a diagonal turns to the side of the pace it leaves at.
            let (turn, before_group) = [(0, 0), (3, 2), (1, 1)][usize::from(group)];
            (turn, before_group, if top { 3 } else { level - 1 })
        } else {
            let entered = states[cell].groups[slot] >> PRED & 7;
            if entered == 0 {
                moves.push((dir, Maneuver::FromRest));
                break;
            }
            let (turn, before_group) = ENTERED[usize::from(entered)];
            let before = usize::from((heading + 4 - turn) & 3) * 3 + usize::from(before_group);
            (turn, before_group, states[back].groups[before] >> FIRST & 3)
        };
        let before = pace_of(before_group, before_level);
        let maneuver = maneuvers(query.model, costs, Some(before), turn)
            .into_iter()
            .flatten()
            .find(|m| m.2 == pace)
            .map_or(Maneuver::Straight, |m| m.0);
        moves.push((dir, maneuver));
        (cell, heading, pace) = (back, (heading + 4 - turn) & 3, before);
    }
    moves.reverse();
    moves
}
