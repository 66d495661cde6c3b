//! The ground a race is run on: a maze of any shape, as the rules see it. [`Ground`] is the
//! maze model ([`Cells`]) with names the rules speak in: a cell, a *way* out of it, a *key*
//! the player presses (which way it means depends on the shape and the cell), doors on the
//! passages, and the searches rivals and the route reveal make. [`Board`](super::Board),
//! [`Run`](super::Run) and every rule are written once over it, with static dispatch; two
//! grounds implement it:
//!
//! - the square [`Maze`] (`ground/square.rs`): cells are [`Pos`](crate::maze::Pos), ways and
//!   keys the four [`Dir`](crate::maze::Dir)s, doors [`Doors`](crate::maze::doors::Doors),
//!   and the library's fast searches (the earliest arrival through doors, the rivals' solvers);
//! - a [`ShapedMaze`](crate::maze::shape::ShapedMaze) of hexagons, triangles or rings
//!   (`ground/shaped.rs`): cells numbered as the model numbers them, ways its slots, keys a
//!   [`ShapeKey`], doors [`CellDoors`](crate::maze::doors::CellDoors).
//!
//! **Straight on.** A mouse runs on through a cell the way it came in when that way goes on:
//! on squares and hexagons the opposite side; on triangles along the row (a triangle's left
//! and right sides continue a row, its flat side does not: there is no straight on up or
//! down); on a circle around the ring, inwards, or outwards where the ring does not split.
//! Fog sees along these straight runs ([`super::fog`]).

mod search;
mod shaped;
mod square;

use std::fmt::Debug;
use std::hash::Hash;

use crate::maze::SolveError;
use crate::maze::doors::Clock;
use crate::maze::model::Cells;
use crate::rules::rivals::RivalKind;
use crate::rules::tape::TapeKey;
pub use shaped::ShapeKey;

/// A maze as the rules run it: see the module.
pub trait Ground: Cells + Clone + Debug + PartialEq + Eq + Send + Sync + 'static {
    /// A cell, as the rules and the game name it.
    type Cell: Copy + Eq + Ord + Hash + Debug + Send + Sync;
    /// A way out of a cell (the rules' heading).
    type Way: Copy + Eq + Debug + Send + Sync;
    /// A key the player presses: the way it means is [`Ground::key_way`]'s; a kept run writes
    /// it as one character ([`TapeKey`]).
    type Key: Copy + Eq + Debug + TapeKey + Send + Sync;
    /// The doors on the passages.
    type Doors: Clone + Debug + PartialEq + Eq + Send + Sync;

    /// The number of `cell`, `0..len()`.
    fn index(&self, cell: Self::Cell) -> usize;
    /// The cell numbered `index`.
    fn cell(&self, index: usize) -> Self::Cell;
    /// What a cell's number is computed from without the maze (see [`Ground::number`]): the
    /// row's width on squares, 0 elsewhere.
    fn stride(&self) -> u32;
    /// The number of `cell` on a maze of this `stride` ([`Ground::index`] without the maze).
    fn number(cell: Self::Cell, stride: u32) -> usize;
    /// The slot of the maze model that `way` is.
    fn slot(way: Self::Way) -> usize;
    /// The way that slot `slot` is.
    fn way(slot: usize) -> Self::Way;

    /// The way `key` sends a mouse standing at (or running into) `cell`, if it means one there:
    /// on squares the key's own side, wall or not; on other shapes the open way it means.
    fn key_way(&self, cell: Self::Cell, key: Self::Key) -> Option<Self::Way>;
    /// A key that means `way` at any cell where that way opens (a scripted player presses it).
    fn way_key(way: Self::Way) -> Self::Key;
    /// Which way a mouse faces at the start of a board made by [`Board::new`](super::Board::new).
    fn start_facing(&self, start: Self::Cell) -> Self::Way;
    /// How far apart two cells lie (to pick two players' starts far apart): Manhattan steps on
    /// squares, hundredths of a cell between centres elsewhere.
    fn apart(&self, a: usize, b: usize) -> u32;
    /// Whether two cells lie within `cells` cells of each other ([`Ground::apart`] in cells:
    /// steps along the grid on squares, between centres elsewhere); what is heard nearby.
    fn near(&self, a: Self::Cell, b: Self::Cell, cells: u32) -> bool;
    /// A stable fingerprint of the maze (kept runs are replayed only on theirs): on other
    /// shapes with the shape's sizes.
    fn print(&self) -> u64;
    /// A cell as the numbers a board's fingerprint counts: its x and y on squares, its number
    /// elsewhere.
    fn cell_numbers(cell: Self::Cell) -> impl Iterator<Item = u64>;

    /// No doors, for this maze.
    fn no_doors(&self) -> Self::Doors;
    /// How many doors there are.
    fn door_count(doors: &Self::Doors) -> usize;
    /// Every door: its cell, its way and its clock, in door order.
    fn doors_of(doors: &Self::Doors) -> impl Iterator<Item = (Self::Cell, Self::Way, Clock)> + '_;
    /// Every door's clock, in door order.
    fn door_clocks(doors: &Self::Doors) -> impl Iterator<Item = Clock> + '_ {
        Self::doors_of(doors).map(|(_, _, clock)| clock)
    }
    /// The clock of the door numbered `door`.
    fn door_clock(doors: &Self::Doors, door: usize) -> Option<Clock> {
        Self::door_clocks(doors).nth(door)
    }
    /// The clock of the door on the passage through `way` of `cell`, if there is one.
    fn door_clock_at(&self, doors: &Self::Doors, cell: Self::Cell, way: Self::Way) -> Option<Clock>;
    /// The number of the door on the passage through `way` of `cell`, if there is one.
    fn door_at(&self, doors: &Self::Doors, cell: Self::Cell, way: Self::Way) -> Option<usize>;
    /// The cell and way of the door numbered `door`.
    fn door_place(&self, doors: &Self::Doors, door: usize) -> Option<(Self::Cell, Self::Way)>;

    /// The walk a rival of `kind` makes from `start` to `goal` with no doors (empty for no
    /// rival; `None` when the goal cannot be reached).
    fn rival_walk(&self, kind: RivalKind, start: Self::Cell, goal: Self::Cell) -> Option<Vec<Self::Cell>>;

    /// Why no route joins `start` and `goal`, as the solvers say it.
    fn unreachable(&self, start: Self::Cell, goal: Self::Cell) -> SolveError;

    /// The earliest-arrival route through `doors` from `start` at `tick`, running a cell in
    /// `pace` ticks and waiting at shut doors.
    fn earliest_route(
        &self,
        doors: &Self::Doors,
        start: Self::Cell,
        goal: Self::Cell,
        tick: u64,
        pace: u32,
    ) -> Option<Vec<Self::Cell>> {
        search::earliest_route(self, doors, start, goal, tick, pace)
    }

    /// The tick a walk through `doors` reaches its last cell, leaving its first at `tick`,
    /// running a cell in `pace` ticks and waiting at shut doors.
    fn walk_arrival(&self, doors: &Self::Doors, walk: &[Self::Cell], tick: u64, pace: u32) -> u64 {
        walk.windows(2).fold(tick, |tick, pair| self.leaves(doors, pair, tick) + u64::from(pace.max(1)))
    }

    /// Where a walk through `doors` waits for a shut door, leaving its first cell at `tick`
    /// and running a cell in `pace` ticks: each cell it waits in, with the ticks it waits.
    fn walk_waits(&self, doors: &Self::Doors, walk: &[Self::Cell], tick: u64, pace: u32) -> Vec<(Self::Cell, u64)> {
        let mut waits = Vec::new();
        walk.windows(2).fold(tick, |tick, pair| {
            let leaves = self.leaves(doors, pair, tick);
            if leaves > tick {
                waits.push((pair[0], leaves - tick));
            }
            leaves + u64::from(pace.max(1))
        });
        waits
    }

    /// The tick a mouse in `pair[0]` at `tick` goes on to `pair[1]`: once the door between
    /// them, if any, is open.
    fn leaves(&self, doors: &Self::Doors, pair: &[Self::Cell], tick: u64) -> u64 {
        let clock = self.way_to(pair[0], pair[1]).and_then(|way| self.door_clock_at(doors, pair[0], way));
        clock.map_or(tick, |clock| clock.next_open(tick))
    }

    /// A shortest route from `start` to the nearest of `goals`.
    fn shortest_route(&self, start: Self::Cell, goals: &[Self::Cell]) -> Option<Vec<Self::Cell>> {
        search::shortest_route(self, start, goals)
    }

    /// Whether a door in the passage through `way` of `cell` (if there is one) is open at `tick`.
    fn door_open(&self, doors: &Self::Doors, cell: Self::Cell, way: Self::Way, tick: u64) -> bool {
        self.door_clock_at(doors, cell, way).is_none_or(|clock| clock.is_open(tick))
    }

    /// The fewest moves from `start` to the nearest of `goals`, or why there is no route.
    fn shortest_steps(&self, start: Self::Cell, goals: &[Self::Cell]) -> Result<usize, SolveError> {
        let route = self.shortest_route(start, goals);
        route
            .map(|route| route.len() - 1)
            .ok_or_else(|| self.unreachable(start, goals.first().copied().unwrap_or(start)))
    }

    /// The cell through `way` of `cell`, walls aside.
    fn through(&self, cell: Self::Cell, way: Self::Way) -> Option<Self::Cell> {
        self.neighbour(self.index(cell), Self::slot(way)).map(|next| self.cell(next))
    }

    /// Whether `way` out of `cell` is a passage (a door in it, shut or open, is in a passage).
    fn opens(&self, cell: Self::Cell, way: Self::Way) -> bool {
        self.is_open(self.index(cell), Self::slot(way))
    }

    /// How many passages leave `cell`.
    fn exits(&self, cell: Self::Cell) -> u32 {
        self.open_count(self.index(cell))
    }

    /// The open ways out of `cell`, in slot order.
    fn open_ways_of(&self, cell: Self::Cell) -> impl Iterator<Item = Self::Way> {
        let bits = self.open_ways(self.index(cell));
        (0..8).filter(move |slot| bits & (1 << slot) != 0).map(Self::way)
    }

    /// The way from `from` to its neighbour `to`, if they are neighbours.
    fn way_to(&self, from: Self::Cell, to: Self::Cell) -> Option<Self::Way> {
        let (a, b) = (self.index(from), self.index(to));
        (0..self.slots()).find(|&slot| self.neighbour(a, slot) == Some(b)).map(Self::way)
    }

    /// The way back into `cell` from its neighbour through `way`.
    fn back(&self, cell: Self::Cell, way: Self::Way) -> Option<Self::Way> {
        let (at, slot) = (self.index(cell), Self::slot(way));
        self.neighbour(at, slot).map(|next| Self::way(self.back_slot(at, slot, next)))
    }

    /// The way straight on out of `cell` for a mouse that came in through `arriving` (a way of
    /// the cell before): the same slot, unless that slot leads straight back (a triangle's
    /// flat side, a circle's centre). Walls aside.
    fn ahead(&self, cell: Self::Cell, arriving: Self::Way) -> Option<Self::Way> {
        self.straight_on(self.index(cell), Self::slot(arriving)).map(Self::way)
    }
}

#[cfg(test)]
mod tests;
