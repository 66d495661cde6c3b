//! Why a door cannot be placed ([`DoorError`]), for a door of the square grid ([`Door`], the
//! default) and of any shape ([`CellDoor`]) alike: each says where it is ([`DoorPlace`]).

use std::fmt;

use super::{CellDoor, Clock, Door, MAX_PERIOD};

/// Why a door cannot be placed. `D` is the door: [`Door`] on the square grid (the default),
/// [`CellDoor`] on a maze of any shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DoorError<D = Door> {
    /// Not on an open passage (a wall, or the maze's edge).
    NotAPassage(D),
    /// A period under 2 ticks or over [`MAX_PERIOD`].
    Period(D),
    /// An open time outside `1..period`.
    OpenTime(D),
    /// A phase outside `0..period`.
    Phase(D),
    /// Another door is already on that passage.
    Taken(D),
}

/// What a door's messages say of it: where it is, and its timing.
pub trait DoorPlace {
    /// Where it is, as messages name it: `(3, 4) E`, `cell 12 slot 2`.
    fn place(&self) -> String;

    /// Its timing.
    fn timing(&self) -> Clock;
}

impl DoorPlace for Door {
    fn place(&self) -> String {
        format!("{} {:?}", self.at, self.side)
    }

    fn timing(&self) -> Clock {
        self.clock()
    }
}

impl DoorPlace for CellDoor {
    fn place(&self) -> String {
        format!("cell {} slot {}", self.cell, self.slot)
    }

    fn timing(&self) -> Clock {
        self.clock()
    }
}

impl<D: DoorPlace> fmt::Display for DoorError<D> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DoorError::NotAPassage(d) => write!(f, "a door at {} is not on an open passage", d.place()),
            DoorError::Period(d) => {
                write!(f, "a door's period is {} ticks: allowed 2..={MAX_PERIOD} (up to a minute)", d.timing().period)
            }
            DoorError::OpenTime(d) => {
                let Clock { open, period, .. } = d.timing();
                write!(f, "a door's open time is {open}: allowed 1..{period} (under its period)")
            }
            DoorError::Phase(d) => {
                let Clock { phase, period, .. } = d.timing();
                write!(f, "a door's phase is {phase}: allowed 0..{period} (under its period)")
            }
            DoorError::Taken(d) => write!(f, "two doors on the passage at {}", d.place()),
        }
    }
}

impl<D: DoorPlace + fmt::Debug> std::error::Error for DoorError<D> {}
