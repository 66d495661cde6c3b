//! Electronic doors: a door sits on an open passage and opens and closes on the run's clock.
//! At tick `t` it is open when `(t + phase) mod period < open`. Doors are few, so they are
//! kept beside the maze (which stays one byte a cell), by passage number ([`Passages`]), in
//! one [`set::DoorSet`] written for every shape: [`Doors`] on the square grid (two bits a
//! cell, looked up per tick by a cell and a [`Dir`]), [`CellDoors`] on a maze of any shape
//! (by a cell and a slot). [`place_doors`] and [`place_cell_doors`] place them from a seed,
//! the same way on every shape.
//!
//! ```
//! use mousemaze_maze::{Dir, Maze, Pos, doors::{Door, Doors}};
//!
//! let mut maze = Maze::new(3, 1).unwrap();
//! maze.carve(Pos::new(0, 0), Dir::E);
//! maze.carve(Pos::new(1, 0), Dir::E);
//! let mut doors = Doors::new(&maze);
//! doors.add(&maze, Door { at: Pos::new(1, 0), side: Dir::E, period: 8, open: 3, phase: 6 }).unwrap();
//! // Open at ticks 2, 3, 4, then 10, 11, 12, …; shut in between.
//! assert!(!doors.is_open(Pos::new(1, 0), Dir::E, 1));
//! assert!(doors.is_open(Pos::new(2, 0), Dir::W, 2), "the same door, seen from the other side");
//! assert_eq!(doors.next_open(Pos::new(1, 0), Dir::E, 5), 10);
//! assert!(doors.is_open(Pos::new(0, 0), Dir::E, 5), "no door there");
//! ```

mod amount;
mod cells;
mod door;
mod error;
mod passage;
mod place;
mod set;

use super::{Dir, Maze, Pos};
pub use amount::{DoorAmount, DoorAmountError, DoorsAsked};
pub use cells::{CellDoor, CellDoors};
pub use door::{Clock, Door, MAX_PERIOD};
pub use error::{DoorError, DoorPlace};
pub use passage::Passages;
use passage::square_passage;
pub use place::{PERIOD_TICKS, place_cell_doors, place_doors};
use set::DoorSet;

/// The doors of one square maze.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Doors {
    /// By the square grid's passage numbers: two a cell, its east and its south passage.
    set: DoorSet<Door>,
    width: u32,
}

impl Doors {
    /// No doors yet, for `maze`.
    pub fn new(maze: &Maze) -> Doors {
        Doors { set: DoorSet::new(Passages::passage_numbers(maze)), width: maze.width() }
    }

    /// How many doors there are.
    pub fn len(&self) -> usize {
        self.set.len()
    }

    pub fn is_empty(&self) -> bool {
        self.set.is_empty()
    }

    /// Every door, in passage order.
    pub fn iter(&self) -> impl Iterator<Item = &Door> {
        self.set.iter()
    }

    /// A stable 64-bit fingerprint (FNV-1a) of every door's place and timing (its cell's x and
    /// y, its side, period, open time and phase, each as 4 little-endian bytes), in passage
    /// order, used to pin seeds in tests.
    pub fn fingerprint(&self) -> u64 {
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        for d in self.iter() {
            for n in [d.at.x, d.at.y, d.side as u32, d.period, d.open, d.phase] {
                for byte in n.to_le_bytes() {
                    hash = (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3);
                }
            }
        }
        hash
    }

    /// The longest period of any door (1 with no doors).
    pub fn longest_period(&self) -> u32 {
        self.iter().map(|d| d.period).max().unwrap_or(1)
    }

    /// The passage number of the side `dir` of `cell`: both cells of a passage share it.
    fn passage(&self, cell: Pos, dir: Dir) -> Option<u64> {
        let index = u64::from(cell.y) * u64::from(self.width) + u64::from(cell.x);
        square_passage(u64::from(self.width), index, dir)
    }

    /// The clock of the door on the side `dir` of the cell with index `index`, an open passage
    /// (for searches by index): one bit test when there is no door, no division, and clocks
    /// packed 12 bytes apart. For a side on the maze's edge the answer means nothing.
    #[inline]
    pub fn clock_by_index(&self, index: usize, dir: Dir) -> Option<Clock> {
        if self.set.is_empty() {
            return None;
        }
        // Without a branch on `dir` (a search goes every way, so a branch would be mispredicted
        // often): E and S are the cell's own passages, W and N those of the cell before it.
        let (index, dir) = (index as u64, dir as u64);
        let vertical = !dir & 1; // N 0, S 2
        let backwards = (((dir + 1) >> 1) & 1) ^ 1; // N 0, W 3
        let back = (2 * u64::from(self.width) - 2) * vertical + 2;
        let passage = (2 * index + vertical).wrapping_sub(back * backwards);
        self.set.clock(passage)
    }

    /// Sets `bit` in each cell with a door on a side, in `cells` (one byte a cell, row by row, as
    /// a search's copy of the maze's cells), so a search looks doors up only there.
    pub fn mark_cells(&self, cells: &mut [u8], bit: u8) {
        let width = self.width as usize;
        for passage in self.set.passages() {
            let passage = passage as usize;
            let cell = passage / 2;
            cells[cell] |= bit;
            cells[if passage.is_multiple_of(2) { cell + 1 } else { cell + width }] |= bit;
        }
    }

    /// Adds a door, checked: on an open passage of `maze`, with a sound timing, alone there.
    pub fn add(&mut self, maze: &Maze, door: Door) -> Result<(), DoorError> {
        let passage = self.check(maze, &door)?;
        self.set.insert(passage, door, door.clock());
        Ok(())
    }

    /// Takes away the door on the side `dir` of `cell` (named from either cell) and returns
    /// it; `None` if there is none (or the side is outside the maze).
    pub fn remove(&mut self, cell: Pos, dir: Dir) -> Option<Door> {
        if cell.x >= self.width {
            return None;
        }
        self.set.remove(self.passage(cell, dir)?)
    }

    /// Puts `door` on its passage, checked as [`Doors::add`] does, in place of the door
    /// already there (a new timing, or the same passage named from its other cell), and
    /// returns the one it replaced. On an error nothing changes.
    pub fn set(&mut self, maze: &Maze, door: Door) -> Result<Option<Door>, DoorError> {
        if !maze.contains(door.at) || !maze.is_open(door.at, door.side) {
            return Err(DoorError::NotAPassage(door));
        }
        door.check_timing()?;
        let old = self.remove(door.at, door.side);
        self.add(maze, door)?;
        Ok(old)
    }

    /// Adds many doors at once, each checked as [`Doors::add`] does, sorted once at the end
    /// (so a hundred thousand doors cost no more than sorting them). On an error, the doors
    /// before the bad one are kept.
    pub fn add_all(&mut self, maze: &Maze, doors: impl IntoIterator<Item = Door>) -> Result<(), DoorError> {
        let width = self.width;
        self.set.add_all(doors, |set, door| {
            let passage = Self::check_in(set, width, maze, door)?;
            Ok((passage, door.clock()))
        })
    }

    /// The passage number of a door that may be added, or why not.
    fn check(&self, maze: &Maze, door: &Door) -> Result<u64, DoorError> {
        Self::check_in(&self.set, self.width, maze, door)
    }

    /// The passage number of a door that may be added to `set`, or why not.
    fn check_in(set: &DoorSet<Door>, width: u32, maze: &Maze, door: &Door) -> Result<u64, DoorError> {
        if !maze.contains(door.at) || !maze.is_open(door.at, door.side) {
            return Err(DoorError::NotAPassage(*door));
        }
        door.check_timing()?;
        let index = u64::from(door.at.y) * u64::from(width) + u64::from(door.at.x);
        let passage = square_passage(u64::from(width), index, door.side).ok_or(DoorError::NotAPassage(*door))?;
        if set.has(passage) {
            return Err(DoorError::Taken(*door));
        }
        Ok(passage)
    }

    /// Whether a door is on the side `dir` of `cell`: one bit test.
    pub fn has_door(&self, cell: Pos, dir: Dir) -> bool {
        self.passage(cell, dir).is_some_and(|p| self.set.has(p))
    }

    /// The door on the side `dir` of `cell`, if there is one.
    pub fn door(&self, cell: Pos, dir: Dir) -> Option<&Door> {
        self.set.get(self.passage(cell, dir)?)
    }

    /// Whether the side `dir` of `cell` lets a mouse through at `tick` as far as doors go
    /// (true where there is no door; walls are the maze's business).
    pub fn is_open(&self, cell: Pos, dir: Dir, tick: u64) -> bool {
        self.door(cell, dir).is_none_or(|d| d.is_open(tick))
    }

    /// The first tick at or after `tick` when a mouse may pass the side `dir` of `cell`.
    pub fn next_open(&self, cell: Pos, dir: Dir, tick: u64) -> u64 {
        self.door(cell, dir).map_or(tick, |d| d.next_open(tick))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Algorithm;

    #[test]
    fn a_door_is_open_exactly_when_the_formula_says_and_next_open_is_the_first_such_tick() {
        for period in 2..9 {
            for open in 1..period {
                for phase in 0..period {
                    let door = Door { at: Pos::new(0, 0), side: Dir::E, period, open, phase };
                    for t in 0..40u64 {
                        assert_eq!(door.is_open(t), (t + u64::from(phase)) % u64::from(period) < u64::from(open));
                        let next = (t..).find(|&u| door.is_open(u)).unwrap();
                        assert_eq!(door.next_open(t), next, "{door:?} at {t}");
                    }
                }
            }
        }
    }

    #[test]
    fn every_door_is_found_by_its_rank_after_bulk_and_single_adds() {
        let maze = Algorithm::Kruskal.generate(40, 30, 5).unwrap();
        let (start, goal) = maze.corners();
        let mut doors = place_doors(&maze, DoorAmount::Share(0.3), 5, start, goal).unwrap();
        let extra = (0..maze.len()).map(|i| maze.pos(i)).flat_map(|p| [(p, Dir::E), (p, Dir::S)]);
        let free: Vec<(Pos, Dir)> =
            extra.filter(|&(p, d)| maze.is_open(p, d) && !doors.has_door(p, d)).step_by(7).take(20).collect();
        for (k, &(at, side)) in free.iter().enumerate() {
            doors.add(&maze, Door { at, side, period: 9, open: 3, phase: k as u32 % 9 }).unwrap();
        }
        let listed: Vec<Door> = doors.iter().copied().collect();
        for door in &listed {
            assert_eq!(doors.door(door.at, door.side), Some(door));
            let other = maze.neighbor(door.at, door.side).unwrap();
            assert_eq!(doors.door(other, door.side.opposite()), Some(door), "from the other side");
            assert_eq!(doors.clock_by_index(maze.index(door.at), door.side), Some(door.clock()));
        }
        let without = (0..maze.len()).map(|i| maze.pos(i)).flat_map(|p| Dir::ALL.map(|d| (p, d)));
        let empty = without.filter(|&(p, d)| !doors.has_door(p, d)).all(|(p, d)| doors.door(p, d).is_none());
        assert!(empty && listed.len() == doors.len());
    }

    /// Every door of `doors` is found from both its cells, by rank too, and no other side has one.
    fn assert_lookups(maze: &Maze, doors: &Doors) {
        for door in doors.iter() {
            let other = maze.neighbor(door.at, door.side).unwrap();
            assert_eq!(doors.door(other, door.side.opposite()), Some(door), "from the other side");
            assert_eq!(doors.clock_by_index(maze.index(door.at), door.side), Some(door.clock()));
        }
        let sides = (0..maze.len()).map(|i| maze.pos(i)).flat_map(|p| Dir::ALL.map(|d| (p, d)));
        let found = sides.filter(|&(p, d)| doors.door(p, d).is_some()).count();
        assert_eq!(found, 2 * doors.len(), "each door from its two cells, nothing else");
    }

    #[test]
    fn removing_and_replacing_doors_keeps_every_lookup_as_a_fresh_build_would() {
        let maze = Algorithm::Kruskal.generate(20, 15, 3).unwrap();
        let (start, goal) = maze.corners();
        let mut doors = place_doors(&maze, DoorAmount::Share(0.4), 3, start, goal).unwrap();
        let listed: Vec<Door> = doors.iter().copied().collect();
        let word = |d: &Door| doors.passage(d.at, d.side).unwrap() / 64;
        assert!(word(&listed[0]) != word(listed.last().unwrap()), "doors in different words: {}", listed.len());
        // The first, the last, and one from a middle word, each named from its other cell.
        let middle = listed.iter().find(|d| word(d) != word(&listed[0]) && word(d) != word(listed.last().unwrap()));
        let gone = [listed[0], *listed.last().unwrap(), *middle.unwrap()];
        for door in gone {
            let other = maze.neighbor(door.at, door.side).unwrap();
            assert_eq!(doors.remove(other, door.side.opposite()), Some(door));
            assert_eq!(doors.remove(door.at, door.side), None, "already gone");
            assert!(!doors.has_door(door.at, door.side));
        }
        let kept: Vec<Door> = listed.iter().copied().filter(|d| !gone.contains(d)).collect();
        let mut fresh = Doors::new(&maze);
        fresh.add_all(&maze, kept.iter().copied()).unwrap();
        assert_eq!(doors, fresh, "marks, ranks, clocks and list as if built without them");
        assert_lookups(&maze, &doors);
        // Added back one at a time, then one retimed and named from its other cell.
        for door in gone {
            doors.add(&maze, door).unwrap();
        }
        let mut all = Doors::new(&maze);
        all.add_all(&maze, listed.iter().copied()).unwrap();
        assert_eq!(doors, all);
        let old = listed[listed.len() / 2];
        let other = maze.neighbor(old.at, old.side).unwrap();
        let retimed = Door { at: other, side: old.side.opposite(), period: 9, open: 2, phase: 8 };
        assert_eq!(doors.set(&maze, retimed), Ok(Some(old)));
        assert_eq!(doors.door(old.at, old.side), Some(&retimed));
        assert_eq!(doors.len(), listed.len());
        assert_lookups(&maze, &doors);
        let bad = Door { open: 9, ..retimed };
        assert!(matches!(doors.set(&maze, bad), Err(DoorError::OpenTime(_))));
        assert_eq!(doors.door(old.at, old.side), Some(&retimed), "a refused door changes nothing");
        let mut empty = Doors::new(&maze);
        assert_eq!(empty.remove(Pos::new(maze.width(), 0), Dir::E), None, "outside the maze");
        assert_eq!(empty.set(&maze, old), Ok(None));
        assert_eq!(empty.remove(old.at, old.side), Some(old));
        assert_eq!(empty, Doors::new(&maze));
    }

    #[test]
    fn doors_are_refused_on_walls_with_bad_timing_or_twice_on_a_passage() {
        let maze = Algorithm::Backtracker.generate(6, 5, 2).unwrap();
        let mut doors = Doors::new(&maze);
        let (cell, side) = (0..maze.len())
            .map(|i| maze.pos(i))
            .find_map(|p| Dir::ALL.into_iter().find(|&d| maze.is_open(p, d)).map(|d| (p, d)))
            .unwrap();
        let wall = Dir::ALL.into_iter().find(|&d| !maze.is_open(cell, d)).unwrap();
        let door = |side, period, open, phase| Door { at: cell, side, period, open, phase };
        assert!(matches!(doors.add(&maze, door(wall, 4, 2, 0)), Err(DoorError::NotAPassage(_))));
        assert!(matches!(doors.add(&maze, door(side, 1, 1, 0)), Err(DoorError::Period(_))));
        for period in [MAX_PERIOD + 1, u32::MAX] {
            let err = doors.add(&maze, door(side, period, 1, 0)).unwrap_err();
            assert_eq!(
                err.to_string(),
                format!("a door's period is {period} ticks: allowed 2..=7800 (up to a minute)")
            );
        }
        assert!(matches!(doors.add(&maze, door(side, 4, 4, 0)), Err(DoorError::OpenTime(_))));
        assert!(matches!(doors.add(&maze, door(side, 4, 0, 0)), Err(DoorError::OpenTime(_))));
        assert!(matches!(doors.add(&maze, door(side, 4, 2, 4)), Err(DoorError::Phase(_))));
        doors.add(&maze, door(side, 4, 2, 1)).unwrap();
        let other = maze.neighbor(cell, side).unwrap();
        let twin = Door { at: other, side: side.opposite(), period: 5, open: 1, phase: 0 };
        assert!(matches!(doors.add(&maze, twin), Err(DoorError::Taken(_))), "one passage, seen from its other cell");
        assert_eq!(doors.door(other, side.opposite()), Some(&door(side, 4, 2, 1)));
        assert_eq!(doors.len(), 1);
        let mut longest = Doors::new(&maze);
        longest.add(&maze, door(side, MAX_PERIOD, 1, 1)).unwrap();
        let (start, goal) = (cell, other);
        let route = crate::solve::earliest::earliest_arrival(&maze, &longest, start, goal, 0, 1).unwrap();
        assert_eq!(route.arrival, u64::from(MAX_PERIOD), "it waits a whole cycle less a tick, then moves");
    }
}
