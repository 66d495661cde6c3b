//! One door of the square grid and its timing: [`Door`] (where it is, its period, open time
//! and phase) and [`Clock`] (the timing alone, what a search carries, and what every door of
//! any shape keeps: [`super::CellDoor`] too).

use super::DoorError;
use crate::{Dir, Pos};

/// The longest cycle a door may have, in ticks: a minute of the rules core's clock
/// (`rules::TICKS_PER_SECOND`, 130 a second; the rules check the two agree). A search
/// through doors looks this far ahead of the tick it is at, so this bounds its memory.
pub const MAX_PERIOD: u32 = 7_800;

/// One door: on the passage from `at` through `side`, with its timing in ticks. In a level
/// file: `(at: (x: 3, y: 4), side: E, period: 260, open: 130, phase: 0)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Door {
    pub at: Pos,
    pub side: Dir,
    /// Ticks in one open-and-shut cycle, `2..=`[`MAX_PERIOD`].
    pub period: u32,
    /// Ticks it stays open in each cycle, `1..period`.
    pub open: u32,
    /// Where in its cycle it is at tick 0, `0..period` (0 by default: it starts opening).
    #[serde(default)]
    pub phase: u32,
}

/// A door's timing alone: what a search needs, packed in 12 bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Clock {
    pub period: u32,
    pub open: u32,
    pub phase: u32,
}

impl Clock {
    /// Whether the door is open at `tick`: `(tick + phase) mod period < open`.
    #[inline]
    pub fn is_open(self, tick: u64) -> bool {
        (tick + u64::from(self.phase)) % u64::from(self.period) < u64::from(self.open)
    }

    /// The first tick at or after `tick` when the door is open.
    #[inline]
    pub fn next_open(self, tick: u64) -> u64 {
        let into = (tick + u64::from(self.phase)) % u64::from(self.period);
        if into < u64::from(self.open) { tick } else { tick + u64::from(self.period) - into }
    }

    /// Where the door is in its cycle at `tick`: open or shut, for how many ticks it has been
    /// so, and how many ticks are left before it changes ([`Door::cycle_at`]).
    pub fn cycle_at(self, tick: u64) -> (bool, u32, u32) {
        let into = ((tick + u64::from(self.phase)) % u64::from(self.period)) as u32;
        if into < self.open { (true, into, self.open - into) } else { (false, into - self.open, self.period - into) }
    }

    /// What is wrong with this timing, if anything: `door` is the door it belongs to, named
    /// in the error.
    pub fn check<D>(self, door: D) -> Result<(), DoorError<D>> {
        if !(2..=MAX_PERIOD).contains(&self.period) {
            return Err(DoorError::Period(door));
        }
        if !(1..self.period).contains(&self.open) {
            return Err(DoorError::OpenTime(door));
        }
        if self.phase >= self.period {
            return Err(DoorError::Phase(door));
        }
        Ok(())
    }
}

impl Door {
    /// Its timing.
    pub fn clock(&self) -> Clock {
        Clock { period: self.period, open: self.open, phase: self.phase }
    }

    /// Whether it is open at `tick`.
    pub fn is_open(&self, tick: u64) -> bool {
        self.clock().is_open(tick)
    }

    /// The first tick at or after `tick` when it is open.
    pub fn next_open(&self, tick: u64) -> u64 {
        self.clock().next_open(tick)
    }

    /// Where it is in its cycle at `tick`: open or shut, for how many ticks it has been so,
    /// and how many ticks are left before it changes (for drawing it and its warnings).
    ///
    /// ```
    /// use mousemaze_maze::{Dir, Pos, doors::Door};
    ///
    /// let door = Door { at: Pos::new(0, 0), side: Dir::E, period: 10, open: 4, phase: 0 };
    /// assert_eq!(door.cycle_at(1), (true, 1, 3), "open since tick 0, shuts at tick 4");
    /// assert_eq!(door.cycle_at(7), (false, 3, 3), "shut since tick 4, opens at tick 10");
    /// ```
    pub fn cycle_at(&self, tick: u64) -> (bool, u32, u32) {
        self.clock().cycle_at(tick)
    }

    /// What is wrong with its timing, if anything.
    pub fn check_timing(&self) -> Result<(), DoorError> {
        self.clock().check(*self)
    }
}
