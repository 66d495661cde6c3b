//! Doors on a maze of any shape ([`CellDoors`]): a [`CellDoor`] sits on the open passage
//! through a slot of a cell, numbered by the maze ([`Passages`]), and is found from either
//! of the passage's cells in O(1) (plus the shape's own neighbour arithmetic).
//!
//! ```
//! use mousemaze_maze::doors::{CellDoor, CellDoors};
//! use mousemaze_maze::shape::{Graph, Shape, ShapedMaze};
//!
//! let mut maze = ShapedMaze::new(Graph::new(Shape::Hex { width: 3, height: 1 }).unwrap());
//! maze.carve_between(0, 1);
//! let mut doors = CellDoors::new(&maze);
//! doors.add(&maze, CellDoor { cell: 1, slot: 3, period: 8, open: 3, phase: 6 }).unwrap();
//! assert!(!doors.is_open(&maze, 1, 3, 1));
//! assert!(doors.is_open(&maze, 0, 0, 2), "the same door, seen from cell 0 (its east)");
//! assert_eq!(doors.next_open(&maze, 0, 0, 5), 10);
//! assert!(doors.add(&maze, CellDoor { cell: 1, slot: 0, period: 8, open: 3, phase: 0 }).is_err(), "a wall");
//! ```

use super::set::DoorSet;
use super::{Clock, DoorError, Passages};

/// A door on a maze of any shape: on the passage through `slot` of `cell`, with its timing in
/// ticks (as [`super::Door`]'s).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CellDoor {
    pub cell: u32,
    pub slot: u8,
    /// Ticks in one open-and-shut cycle, `2..=`[`super::MAX_PERIOD`].
    pub period: u32,
    /// Ticks it stays open in each cycle, `1..period`.
    pub open: u32,
    /// Where in its cycle it is at tick 0, `0..period`.
    pub phase: u32,
}

impl CellDoor {
    /// A door on the passage through `slot` of `cell` with `clock`'s timing.
    pub fn new(cell: usize, slot: usize, clock: Clock) -> CellDoor {
        let Clock { period, open, phase } = clock;
        CellDoor { cell: cell as u32, slot: slot as u8, period, open, phase }
    }

    /// Its timing.
    pub fn clock(&self) -> Clock {
        Clock { period: self.period, open: self.open, phase: self.phase }
    }
}

/// The doors of one maze of any shape (the square grid too, through [`Passages`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CellDoors {
    set: DoorSet<CellDoor>,
}

impl CellDoors {
    /// No doors yet, for `maze`.
    pub fn new<M: Passages>(maze: &M) -> CellDoors {
        CellDoors { set: DoorSet::new(maze.passage_numbers()) }
    }

    /// How many doors there are.
    pub fn len(&self) -> usize {
        self.set.len()
    }

    pub fn is_empty(&self) -> bool {
        self.set.is_empty()
    }

    /// Every door, in passage order (by its lower cell, then that cell's slot).
    pub fn iter(&self) -> impl Iterator<Item = &CellDoor> {
        self.set.iter()
    }

    /// The passage number of a door that may be added to `maze`, and its clock, or why not.
    fn check<M: Passages>(
        set: &DoorSet<CellDoor>,
        maze: &M,
        door: &CellDoor,
    ) -> Result<(u64, Clock), DoorError<CellDoor>> {
        let (cell, slot) = (door.cell as usize, usize::from(door.slot));
        let passage = maze.passage(cell, slot).filter(|_| maze.is_open(cell, slot));
        let passage = passage.ok_or(DoorError::NotAPassage(*door))?;
        door.clock().check(*door)?;
        if set.has(passage) {
            return Err(DoorError::Taken(*door));
        }
        Ok((passage, door.clock()))
    }

    /// Adds a door, checked: on an open passage of `maze`, with a sound timing, alone there.
    pub fn add<M: Passages>(&mut self, maze: &M, door: CellDoor) -> Result<(), DoorError<CellDoor>> {
        let (passage, clock) = Self::check(&self.set, maze, &door)?;
        self.set.insert(passage, door, clock);
        Ok(())
    }

    /// Adds many doors at once, each checked as [`CellDoors::add`] does, sorted once at the
    /// end. On an error, the doors before the bad one are kept.
    pub fn add_all<M: Passages>(
        &mut self,
        maze: &M,
        doors: impl IntoIterator<Item = CellDoor>,
    ) -> Result<(), DoorError<CellDoor>> {
        self.set.add_all(doors, |set, door| Self::check(set, maze, door))
    }

    /// Takes away the door on the passage through `slot` of `cell` (named from either cell)
    /// and returns it; `None` if there is none.
    pub fn remove<M: Passages>(&mut self, maze: &M, cell: usize, slot: usize) -> Option<CellDoor> {
        self.set.remove(maze.passage(cell, slot)?)
    }

    /// Whether a door is on the passage through `slot` of `cell`.
    pub fn has_door<M: Passages>(&self, maze: &M, cell: usize, slot: usize) -> bool {
        maze.passage(cell, slot).is_some_and(|p| self.set.has(p))
    }

    /// The door on the passage through `slot` of `cell`, if there is one.
    pub fn door<M: Passages>(&self, maze: &M, cell: usize, slot: usize) -> Option<&CellDoor> {
        self.set.get(maze.passage(cell, slot)?)
    }

    /// Whether the way through `slot` of `cell` lets a mouse through at `tick` as far as doors
    /// go (true where there is no door; walls are the maze's business).
    pub fn is_open<M: Passages>(&self, maze: &M, cell: usize, slot: usize, tick: u64) -> bool {
        self.clock(maze, cell, slot).is_none_or(|c| c.is_open(tick))
    }

    /// The first tick at or after `tick` when a mouse may pass through `slot` of `cell`.
    pub fn next_open<M: Passages>(&self, maze: &M, cell: usize, slot: usize, tick: u64) -> u64 {
        self.clock(maze, cell, slot).map_or(tick, |c| c.next_open(tick))
    }

    /// The clock of the door through `slot` of `cell`, if there is one.
    pub fn clock<M: Passages>(&self, maze: &M, cell: usize, slot: usize) -> Option<Clock> {
        self.set.clock(maze.passage(cell, slot)?)
    }
}
