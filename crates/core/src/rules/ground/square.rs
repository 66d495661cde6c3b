//! The square grid as the rules' ground: cells are positions, ways and keys the four
//! directions (a key is its own side, wall or not, so a press into a wall bumps), and the
//! library's fast searches.

use super::Ground;
use crate::maze::doors::{Clock, Door, Doors};
use crate::maze::solve::earliest::earliest_arrival;
use crate::maze::{Dir, Maze, Pos, SolveError, Solver};
use crate::rules::rivals::RivalKind;

impl Ground for Maze {
    type Cell = Pos;
    type Way = Dir;
    type Key = Dir;
    type Doors = Doors;

    fn index(&self, cell: Pos) -> usize {
        Maze::index(self, cell)
    }

    fn cell(&self, index: usize) -> Pos {
        self.pos(index)
    }

    fn stride(&self) -> u32 {
        self.width()
    }

    fn number(cell: Pos, stride: u32) -> usize {
        cell.y as usize * stride as usize + cell.x as usize
    }

    fn slot(way: Dir) -> usize {
        way as usize
    }

    fn way(slot: usize) -> Dir {
        Dir::from_index(slot as u8)
    }

    fn key_way(&self, _: Pos, key: Dir) -> Option<Dir> {
        Some(key)
    }

    fn way_key(way: Dir) -> Dir {
        way
    }

    fn start_facing(&self, _: Pos) -> Dir {
        Dir::E
    }

    fn apart(&self, a: usize, b: usize) -> u32 {
        let (a, b) = (self.pos(a), self.pos(b));
        a.x.abs_diff(b.x) + a.y.abs_diff(b.y)
    }

    fn near(&self, a: Pos, b: Pos, cells: u32) -> bool {
        self.apart(self.index(a), self.index(b)) <= cells
    }

    fn print(&self) -> u64 {
        self.fingerprint()
    }

    fn cell_numbers(cell: Pos) -> impl Iterator<Item = u64> {
        [cell.x, cell.y].into_iter().map(u64::from)
    }

    fn no_doors(&self) -> Doors {
        Doors::new(self)
    }

    fn door_count(doors: &Doors) -> usize {
        doors.len()
    }

    fn doors_of(doors: &Doors) -> impl Iterator<Item = (Pos, Dir, Clock)> + '_ {
        doors.iter().map(|door| (door.at, door.side, door.clock()))
    }

    fn door_clock_at(&self, doors: &Doors, cell: Pos, way: Dir) -> Option<Clock> {
        doors.door(cell, way).map(Door::clock)
    }

    fn door_open(&self, doors: &Doors, cell: Pos, way: Dir, tick: u64) -> bool {
        doors.is_open(cell, way, tick)
    }

    fn door_at(&self, doors: &Doors, cell: Pos, way: Dir) -> Option<usize> {
        let wanted = doors.door(cell, way)?;
        doors.iter().position(|door| std::ptr::eq(door, wanted))
    }

    fn door_place(&self, doors: &Doors, door: usize) -> Option<(Pos, Dir)> {
        doors.iter().nth(door).map(|door| (door.at, door.side))
    }

    fn rival_walk(&self, kind: RivalKind, start: Pos, goal: Pos) -> Option<Vec<Pos>> {
        kind.walk(self, start, goal).ok()
    }

    fn unreachable(&self, start: Pos, goal: Pos) -> SolveError {
        SolveError::NotConnected { start, goal }
    }

    fn earliest_route(&self, doors: &Doors, start: Pos, goal: Pos, tick: u64, pace: u32) -> Option<Vec<Pos>> {
        earliest_arrival(self, doors, start, goal, tick, pace).map(|route| route.path)
    }

    fn shortest_route(&self, start: Pos, goals: &[Pos]) -> Option<Vec<Pos>> {
        Solver::Bfs.solve_region(self, start, goals).ok().map(|solution| solution.path)
    }

    fn shortest_steps(&self, start: Pos, goals: &[Pos]) -> Result<usize, SolveError> {
        Ok(Solver::Bfs.solve_region(self, start, goals)?.steps())
    }

    fn through(&self, cell: Pos, way: Dir) -> Option<Pos> {
        self.neighbor(cell, way)
    }

    fn opens(&self, cell: Pos, way: Dir) -> bool {
        self.is_open(cell, way)
    }

    fn exits(&self, cell: Pos) -> u32 {
        self.passages(cell).count_ones()
    }

    fn way_to(&self, from: Pos, to: Pos) -> Option<Dir> {
        self.direction_to(from, to)
    }

    fn back(&self, cell: Pos, way: Dir) -> Option<Dir> {
        self.neighbor(cell, way).map(|_| way.opposite())
    }

    fn ahead(&self, _: Pos, arriving: Dir) -> Option<Dir> {
        Some(arriving)
    }
}
