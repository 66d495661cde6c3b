//! The electronic doors of a shaped maze drawn by hand: each on an open passage, named by a
//! cell and the slot of its way through ([`CellDoor`]), with its timing in ticks. In a
//! `DrawnShape(…)` level they are a list inside the maze ([`ShapedDoorFile`]):
//!
//! ```text
//! maze: DrawnShape(shape: Hex(width: 9, height: 7), passages: "…", doors: [
//!     (cell: 12, slot: 1, period: 455, open: 195, phase: 0),
//! ]),
//! ```
//!
//! One check serves the level file and the shaped editor ([`check_door`], its reasons
//! [`ShapedDoorError`]): the cell is in the maze, the slot leads to a neighbour, the passage
//! is open, the timing is sound (as a square door's: period `2..=`[`MAX_PERIOD`](crate::maze::doors::MAX_PERIOD), open
//! `1..period`, phase `0..period`), and no other door is on the passage, from either side.
//! A door is written from the lower-numbered of its two cells ([`forward_door`]), as the
//! passages are.
//!
//! ```
//! use mousemaze_core::content::level::drawn_doors::{ShapedDoorError, check_door, forward_door};
//! use mousemaze_maze::doors::CellDoor;
//! use mousemaze_maze::shape::{Graph, Shape, ShapedMaze};
//!
//! let mut maze = ShapedMaze::new(Graph::new(Shape::Hex { width: 3, height: 1 }).unwrap());
//! maze.carve_between(0, 1);
//! let door = CellDoor { cell: 1, slot: 3, period: 8, open: 3, phase: 0 };
//! assert!(check_door(&maze, &door).is_ok());
//! assert_eq!((forward_door(&maze, door).cell, forward_door(&maze, door).slot), (0, 0), "cell 0's east");
//! let walled = CellDoor { cell: 1, slot: 0, ..door };
//! assert_eq!(check_door(&maze, &walled).unwrap_err().to_string(),
//!     "a door at cell 1 slot 0 is not on an open passage: open the passage first");
//! assert!(matches!(check_door(&maze, &CellDoor { cell: 3, ..door }), Err(ShapedDoorError::Outside { .. })));
//! ```

use std::fmt;

use serde::{Deserialize, Serialize};

use super::source::{Problem, Spot};
use crate::maze::doors::{CellDoor, CellDoors, DoorError};
use crate::maze::shape::{NONE, ShapedMaze};

/// A door as a `DrawnShape(…)` level writes it: `(cell: 12, slot: 1, period: 455, open: 195,
/// phase: 0)`, `phase` 0 when left out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename = "ShapedDoor")]
pub struct ShapedDoorFile {
    pub cell: u32,
    pub slot: u8,
    pub period: u32,
    pub open: u32,
    #[serde(default)]
    pub phase: u32,
}

impl From<ShapedDoorFile> for CellDoor {
    fn from(door: ShapedDoorFile) -> CellDoor {
        let ShapedDoorFile { cell, slot, period, open, phase } = door;
        CellDoor { cell, slot, period, open, phase }
    }
}

impl From<CellDoor> for ShapedDoorFile {
    fn from(door: CellDoor) -> ShapedDoorFile {
        let CellDoor { cell, slot, period, open, phase } = door;
        ShapedDoorFile { cell, slot, period, open, phase }
    }
}

/// Why a door cannot go where it was asked on a shaped maze.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShapedDoorError {
    /// Its cell is not in the maze of `cells` cells.
    Outside { cell: u32, cells: usize },
    /// Its cell has no neighbour through its slot (the outer wall, or a slot past the cell's).
    NoNeighbour { cell: u32, slot: usize },
    /// On a closed passage ([`DoorError::NotAPassage`]), a timing out of range, or on a
    /// passage that has a door already ([`DoorError::Taken`]).
    Door(DoorError<CellDoor>),
}

impl ShapedDoorError {
    /// The field of the door the error is about.
    pub fn field(&self) -> &'static str {
        match self {
            ShapedDoorError::Outside { .. } | ShapedDoorError::Door(DoorError::Taken(_)) => "cell",
            ShapedDoorError::NoNeighbour { .. } | ShapedDoorError::Door(DoorError::NotAPassage(_)) => "slot",
            ShapedDoorError::Door(DoorError::Period(_)) => "period",
            ShapedDoorError::Door(DoorError::OpenTime(_)) => "open",
            ShapedDoorError::Door(DoorError::Phase(_)) => "phase",
        }
    }
}

impl fmt::Display for ShapedDoorError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShapedDoorError::Outside { cell, cells } => {
                write!(f, "cell {cell} is outside the maze: its cells are 0..={}", cells.saturating_sub(1))
            }
            ShapedDoorError::NoNeighbour { cell, slot } => {
                write!(f, "cell {cell} has no neighbour through slot {slot}: a door goes between two cells")
            }
            ShapedDoorError::Door(e @ DoorError::NotAPassage(_)) => write!(f, "{e}: open the passage first"),
            ShapedDoorError::Door(e @ DoorError::Taken(_)) => {
                write!(f, "{e} (from its two sides): one door a passage")
            }
            ShapedDoorError::Door(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ShapedDoorError {}

/// The neighbour through `slot` of `cell`, if both are in the maze.
fn neighbour(maze: &ShapedMaze, cell: u32, slot: usize) -> Option<u32> {
    let next = maze.graph().neighbours(cell).get(slot).copied()?;
    ((cell as usize) < maze.len() && next != NONE).then_some(next)
}

/// Whether `door` may go on `maze` as far as the maze goes (not counting the doors already
/// there): its cell inside, a neighbour through its slot, the passage open, a sound timing
/// (as a square door's, [`crate::maze::doors::Clock::check`]).
pub fn check_door(maze: &ShapedMaze, door: &CellDoor) -> Result<(), ShapedDoorError> {
    let (cell, slot) = (door.cell, usize::from(door.slot));
    if cell as usize >= maze.len() {
        return Err(ShapedDoorError::Outside { cell, cells: maze.len() });
    }
    neighbour(maze, cell, slot).ok_or(ShapedDoorError::NoNeighbour { cell, slot })?;
    if !maze.is_open(cell, slot) {
        return Err(ShapedDoorError::Door(DoorError::NotAPassage(*door)));
    }
    door.clock().check(*door).map_err(ShapedDoorError::Door)
}

/// `door` named from the lower-numbered cell of its passage (its forward slot), so the two
/// names of one passage are one door. A door with no neighbour is left as it is.
pub fn forward_door(maze: &ShapedMaze, door: CellDoor) -> CellDoor {
    let slot = usize::from(door.slot);
    match neighbour(maze, door.cell, slot) {
        Some(next) if next < door.cell => {
            let back = maze.graph().reverse_slot(door.cell, slot, next);
            CellDoor { cell: next, slot: back as u8, ..door }
        }
        _ => door,
    }
}

/// The doors listed in a level, each checked and any error placed at that door's field.
pub(super) fn read_doors(maze: &ShapedMaze, listed: &[CellDoor]) -> Result<CellDoors, Problem> {
    let mut doors = CellDoors::new(maze);
    for (index, door) in listed.iter().enumerate() {
        let added = check_door(maze, door).and_then(|()| doors.add(maze, *door).map_err(ShapedDoorError::Door));
        added.map_err(|err| Problem {
            spot: Spot::ShapedDoor { index, field: err.field() },
            message: format!("door {}: {err}", index + 1),
        })?;
    }
    Ok(doors)
}

/// The doors as a level file lists them, each named from its lower cell, in passage order.
pub fn listed_doors(maze: &ShapedMaze, doors: &CellDoors) -> Vec<CellDoor> {
    let mut listed: Vec<CellDoor> = doors.iter().map(|&door| forward_door(maze, door)).collect();
    listed.sort_by_key(|door| (door.cell, door.slot));
    listed
}

/// `doors` each named from its lower cell ([`forward_door`]), as the shaped editor keeps
/// them: a passage's door compares equal whichever side a file or the seed named it from.
pub fn forward_doors(maze: &ShapedMaze, doors: &CellDoors) -> CellDoors {
    let mut forward = CellDoors::new(maze);
    forward.add_all(maze, listed_doors(maze, doors)).expect("doors already checked on this maze");
    forward
}
