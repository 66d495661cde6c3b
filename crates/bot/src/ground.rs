//! The ground a bot's mouse walks: cells, the ways out of each (its *headings*), walls, doors,
//! turning, the cheese's smell. The world (`world`) is written once over [`Ground`], with
//! static dispatch; two grounds implement it:
//!
//! - the square [`Board`] of the rules: cells are [`Pos`], headings the four [`Dir`]s, turns
//!   quarter turns, doors on the rules' clock (and contests: `world::Hooks`);
//! - a [`ShapedBoard`]: a maze of any shape (hexes, triangles, circles), cells numbered as
//!   the maze model numbers them, headings its slots, turns by the angle of each way
//!   (see [`shaped`] for the rules of turning on each shape), doors on its passages, and on
//!   floors the stairs, which are headings the mouse never faces ([`Ground::stairs`]).

pub mod shaped;

use std::fmt::{Debug, Display};

use super::trace::{Flight, Instruction, Side};
use crate::maze::doors::{Clock, Door};
use crate::maze::{Dir, Pos};
use crate::rules::Board;
pub use shaped::ShapedBoard;

/// The ground a mouse walks: its cells, the ways out of each, and what each way holds.
pub(crate) trait Ground: Sized {
    /// A cell, as a trace names it.
    type Cell: Copy + PartialEq + Debug + Display;
    /// A way the mouse may face, as a trace names it.
    type Heading: Copy + PartialEq + Debug;

    /// How many cells there are.
    fn cells(&self) -> usize;
    /// The number of `cell`, `0..cells()`.
    fn index(&self, cell: Self::Cell) -> usize;
    /// The cell numbered `index`.
    fn cell(&self, index: usize) -> Self::Cell;
    /// The most headings a cell has: a heading's number is `0..ways()`.
    fn ways(&self) -> usize;
    /// The number of `heading`, `0..ways()`.
    fn heading_index(&self, heading: Self::Heading) -> usize;
    /// The heading numbered `index`.
    fn heading(&self, index: usize) -> Self::Heading;
    /// The heading's name in messages (`north`, `way 2`).
    fn heading_name(&self, heading: Self::Heading) -> String;

    /// Where the mouse starts, and the way it faces there.
    fn start(&self) -> (Self::Cell, Self::Heading);
    /// Whether `cell` holds the cheese.
    fn is_goal(&self, cell: Self::Cell) -> bool;
    /// Whether the mouse starts on the cheese (the run is over before it begins).
    fn starts_on_cheese(&self) -> bool;

    /// The cell through `heading` of `cell`, walls aside.
    fn neighbour(&self, cell: Self::Cell, heading: Self::Heading) -> Option<Self::Cell>;
    /// Whether the way is a passage (a door, open or shut, is in a passage).
    fn is_open(&self, cell: Self::Cell, heading: Self::Heading) -> bool;
    /// The clock of the door in that passage, if there is one.
    fn door(&self, cell: Self::Cell, heading: Self::Heading) -> Option<Clock>;
    /// Whether a mouse may step that way at `tick`.
    fn passable(&self, cell: Self::Cell, heading: Self::Heading, tick: u64) -> bool {
        self.is_open(cell, heading)
            && self.neighbour(cell, heading).is_some()
            && self.door(cell, heading).is_none_or(|door| door.is_open(tick))
    }

    /// The heading after `turn` (`TurnLeft`, `TurnRight`, or else `TurnAround`).
    fn turned(&self, cell: Self::Cell, heading: Self::Heading, turn: Instruction) -> Self::Heading;
    /// The heading on `side` of a mouse on `cell` facing `heading`.
    fn side(&self, cell: Self::Cell, heading: Self::Heading, side: Side) -> Self::Heading {
        match side {
            Side::Ahead => heading,
            Side::Left => self.turned(cell, heading, Instruction::TurnLeft),
            Side::Right => self.turned(cell, heading, Instruction::TurnRight),
            Side::Back => self.turned(cell, heading, Instruction::TurnAround),
        }
    }
    /// The heading of the stairs `flight` in `cell`, on a ground with floors (walls aside:
    /// whether they lead anywhere is [`Ground::passable`]'s to say); none elsewhere.
    fn stairs(&self, cell: Self::Cell, flight: Flight) -> Option<Self::Heading> {
        let _ = (cell, flight);
        None
    }
    /// The way the mouse faces on `to`, having stepped there from `from` through `heading`.
    fn arrived(&self, from: Self::Cell, heading: Self::Heading, to: Self::Cell) -> Self::Heading;
    /// The cheese's smell on `cell`, or on the cell through `heading` of it (walls aside).
    fn smell(&self, cell: Self::Cell, heading: Option<Self::Heading>) -> i64;
}

/// The square grid, exactly as the rules have it.
impl Ground for Board {
    type Cell = Pos;
    type Heading = Dir;

    fn cells(&self) -> usize {
        self.maze.len()
    }

    fn index(&self, cell: Pos) -> usize {
        self.maze.index(cell)
    }

    fn cell(&self, index: usize) -> Pos {
        self.maze.pos(index)
    }

    fn ways(&self) -> usize {
        4
    }

    fn heading_index(&self, heading: Dir) -> usize {
        heading as usize
    }

    fn heading(&self, index: usize) -> Dir {
        Dir::from_index(index as u8)
    }

    fn heading_name(&self, heading: Dir) -> String {
        match heading {
            Dir::N => "north",
            Dir::E => "east",
            Dir::S => "south",
            Dir::W => "west",
        }
        .to_owned()
    }

    fn start(&self) -> (Pos, Dir) {
        (self.start, self.facing)
    }

    fn is_goal(&self, cell: Pos) -> bool {
        Board::is_goal(self, cell)
    }

    fn starts_on_cheese(&self) -> bool {
        self.start == self.goal
    }

    fn neighbour(&self, cell: Pos, heading: Dir) -> Option<Pos> {
        self.maze.neighbor(cell, heading)
    }

    fn is_open(&self, cell: Pos, heading: Dir) -> bool {
        self.maze.is_open(cell, heading)
    }

    fn door(&self, cell: Pos, heading: Dir) -> Option<Clock> {
        self.doors.door(cell, heading).map(Door::clock)
    }

    fn passable(&self, cell: Pos, heading: Dir, tick: u64) -> bool {
        Board::passable(self, cell, heading, tick)
    }

    fn turned(&self, _: Pos, heading: Dir, turn: Instruction) -> Dir {
        match turn {
            Instruction::TurnLeft => heading.left(),
            Instruction::TurnRight => heading.right(),
            _ => heading.opposite(),
        }
    }

    fn side(&self, _: Pos, heading: Dir, side: Side) -> Dir {
        side.of(heading)
    }

    fn arrived(&self, _: Pos, heading: Dir, _: Pos) -> Dir {
        heading
    }

    /// The maze's width plus height, less the steps to the cheese as the crow flies
    /// (through walls, and past the border), so it is stronger closer to the cheese.
    fn smell(&self, cell: Pos, heading: Option<Dir>) -> i64 {
        let (x, y) = (i64::from(cell.x), i64::from(cell.y));
        let (dx, dy) = heading.map_or((0, 0), Dir::delta);
        let (cx, cy) = (i64::from(self.goal.x), i64::from(self.goal.y));
        i64::from(self.maze.width()) + i64::from(self.maze.height())
            - ((x + i64::from(dx) - cx).abs() + (y + i64::from(dy) - cy).abs())
    }
}
