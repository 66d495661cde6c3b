//! A bot's mouse on a maze of any shape ([`ShapedBoard`]): hexes, hexagons, triangles,
//! circles, masks, octagons, zeta cells, wrapped edges, floors, weaves. A cell is a cell of the maze model (`0..len`), a heading one of its
//! slots, and the mouse knows only what it senses, as on the square grid.
//!
//! **Ways.** A cell's ways are its sides, as the maze is drawn (north up): a hex has six, a
//! triangle three, a ring's cell four, or five where the ring outside splits it in two. A side
//! on the maze's border is a wall the mouse may face, as on the square grid; its heading is a
//! slot no neighbour takes. Each way has the angle from the cell's centre to the side's middle.
//! An octagon has eight ways, a zeta cell eight (its diagonals are its cut corners' sides); a
//! side on a wrapped edge leads to the cell on the opposite edge. On floors a cell's ways are
//! its four sides: the stairs up and down are headings it never faces ([`Ground::stairs`]:
//! `up()` and `down()` climb them, keeping the heading). On a weave, a way whose side is a
//! tunnel's end leads through the tunnel to the cell two steps on.
//!
//! **Turning.** Turns count ways round the cell, in the order of their angles:
//! - `turn_right()` faces the next way clockwise around the cell, `turn_left()` the next
//!   anticlockwise: on a hex, 60° turns; on a triangle, the other sides in turn; on the square
//!   grid exactly the quarter turns. As many turns as the cell has ways come back round.
//! - `turn_around()` faces the way opposite, counting half the cell's ways (rounded down) to
//!   the right: on squares and hexes the way straight behind; on a triangle (three ways, two
//!   of them equally far from behind) the next way to the right.
//! - After `forward()` the mouse faces the way opposite the one it came in by, counting half
//!   the new cell's ways (rounded down) to the left of it: on squares and hexes straight on,
//!   the slot it left by; on a triangle, of the two sides ahead (each 60° off its travel) the
//!   right-hand one. So right after a move, on every shape, `turn_around()` faces the way back
//!   (the lessons in `bots/shapes/` rely on that).
//! - On a circle a ring's cell has ways clockwise, anticlockwise, in, and out: one way out, or
//!   two where the ring outside splits (each half a cell wide; the cell then has five ways).
//!   Facing out there, the mouse faces one of the two: `turn_left()` from the right-hand one
//!   faces the left-hand one, `turn_right()` from the left-hand one the right-hand one; coming
//!   out from the ring inside, it faces the right-hand one. The centre's ways are the first
//!   ring's six cells.
//! - The mouse starts facing the way most nearly east (of two as near, the clockwise one).
//!
//! **Smell.** `smell()` is the maze's extent (its drawing's diagonal, rounded up, plus one)
//! less the distance as the crow flies from the cell's centre to the cheese's, in cell units,
//! rounded: stronger nearer. On wrapped edges the crow flies the shorter way round; on floors
//! a floor up or down is one cell. `smell_left()` and the others smell at the neighbour that way.
//!
//! **Doors.** As on squares: a door on a passage ([`ShapedBoard::with_doors`]) is seen by
//! `look()` as a door, open or shut on the run's clock; `wait()` waits for it.

use std::f64::consts::PI;
use std::fmt;

use super::Ground;
use crate::maze::doors::{CellDoors, Clock};
use crate::maze::model::Cells;
use crate::maze::shape::geometry::{Point, Side};
use crate::maze::shape::{DOWN, MAX_SLOTS, Shape, ShapedMaze, UP};
use crate::practice::MAX_BOT_CELLS;
use crate::trace::{Flight, Instruction};

/// Two angles closer than this are as near as each other.
const TIE: f64 = 1e-6;

/// A shaped maze with a start and a cheese, for a bot to run on.
#[derive(Clone, Debug)]
pub struct ShapedBoard {
    maze: ShapedMaze,
    start: usize,
    goal: usize,
    /// Smell at the cheese: the drawing's diagonal rounded up, plus one.
    span: i64,
    /// The doors on its passages (none unless [`ShapedBoard::with_doors`]).
    doors: CellDoors,
}

/// Why a shaped board could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShapedBoardError {
    /// The start or the cheese is not a cell of the maze.
    NoSuchCell { what: &'static str, cell: usize, cells: usize },
    /// More cells than a bot runs on.
    TooBig { cells: usize },
}

impl fmt::Display for ShapedBoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShapedBoardError::NoSuchCell { what, cell, cells } => {
                write!(f, "the {what} is cell {cell}, but the maze's cells are 0..{cells}")
            }
            ShapedBoardError::TooBig { cells } => {
                write!(f, "the maze has {cells} cells: bots run on at most {MAX_BOT_CELLS}")
            }
        }
    }
}

impl std::error::Error for ShapedBoardError {}

impl ShapedBoard {
    /// `maze` with the mouse on `start` and the cheese on `goal`.
    pub fn new(maze: ShapedMaze, start: usize, goal: usize) -> Result<ShapedBoard, ShapedBoardError> {
        let cells = maze.len();
        if cells > MAX_BOT_CELLS {
            return Err(ShapedBoardError::TooBig { cells });
        }
        for (what, cell) in [("start", start), ("cheese", goal)] {
            if cell >= cells {
                return Err(ShapedBoardError::NoSuchCell { what, cell, cells });
            }
        }
        let (w, h) = maze.graph().extent();
        let span = w.hypot(h).ceil() as i64 + 1;
        let doors = CellDoors::new(&maze);
        Ok(ShapedBoard { maze, start, goal, span, doors })
    }

    /// This board with `doors` on its passages (placed for its maze: [`place_cell_doors`](crate::maze::doors::place_cell_doors)).
    pub fn with_doors(self, doors: CellDoors) -> ShapedBoard {
        ShapedBoard { doors, ..self }
    }

    /// Its doors.
    pub fn doors(&self) -> &CellDoors {
        &self.doors
    }

    /// The maze.
    pub fn maze(&self) -> &ShapedMaze {
        &self.maze
    }

    /// The start and the cheese.
    pub fn ends(&self) -> (usize, usize) {
        (self.start, self.goal)
    }

    /// The slot a way of `cell` leads through: on a weave, a way whose side is a tunnel's
    /// end leads through the tunnel ([`ShapedMaze::side_way`]); else the way's own slot.
    fn through(&self, cell: usize, heading: usize) -> usize {
        self.maze.side_way(cell as u32, heading)
    }

    fn centre(&self, cell: usize) -> Point {
        self.maze.graph().centre(cell as u32)
    }

    /// The ways out of `cell`, one a side, clockwise from west: `(slot, angle)`, the angle in
    /// radians from east to the side's middle, clockwise as drawn (y grows downwards). A side on
    /// the border has no neighbour: it gets the first slot no side of the cell faces.
    pub fn ways(&self, cell: usize) -> Vec<(usize, f64)> {
        let here = self.centre(cell);
        let sides = self.maze.graph().sides(cell as u32);
        let mut used = [false; MAX_SLOTS];
        for slot in sides.iter().filter_map(|(_, slot)| *slot) {
            used[slot.min(MAX_SLOTS - 1)] = true;
        }
        let mut free = (0..MAX_SLOTS).filter(|&slot| !used[slot]);
        let mut ways: Vec<(usize, f64)> = sides
            .iter()
            .filter_map(|(side, slot)| {
                let middle = middle(side);
                Some((slot.or_else(|| free.next())?, (middle.y - here.y).atan2(middle.x - here.x)))
            })
            .collect();
        ways.sort_by(|a, b| a.1.total_cmp(&b.1));
        ways
    }

    /// How far apart two cells are as the crow flies, in cell units: between their centres as
    /// drawn; on wrapped edges the shorter way round each wrapped axis; on floors a floor up
    /// or down is a cell away (not across the drawing's gap between floors).
    fn crow_flies(&self, a: usize, b: usize) -> f64 {
        let graph = self.maze.graph();
        let (p, q) = (self.centre(a), self.centre(b));
        let (mut dx, mut dy, mut dz) = ((p.x - q.x).abs(), (p.y - q.y).abs(), 0.0);
        match graph.shape() {
            Shape::Wrapped { width, height, wrap } => {
                if wrap.x() {
                    dx = dx.min(f64::from(width) - dx);
                }
                if wrap.y() {
                    dy = dy.min(f64::from(height) - dy);
                }
            }
            Shape::Floors { .. } => {
                let ((ax, ay), (bx, by)) = (graph.place(a as u32), graph.place(b as u32));
                dx = f64::from(ax.abs_diff(bx));
                dy = f64::from(ay.abs_diff(by));
                dz = f64::from(graph.floor(a as u32).abs_diff(graph.floor(b as u32)));
            }
            _ => {}
        }
        (dx * dx + dy * dy + dz * dz).sqrt()
    }

    /// The way of `cell` nearest the angle `towards`; between two as near, the clockwise one.
    /// `current` when the cell has no way.
    fn nearest(&self, cell: usize, towards: f64, current: usize) -> usize {
        let mut best: Option<(usize, f64)> = None;
        for (slot, angle) in self.ways(cell) {
            let off = signed(angle - towards);
            let better = match best {
                None => true,
                Some((_, was)) if (off.abs() - was.abs()).abs() < TIE => off > was,
                Some((_, was)) => off.abs() < was.abs(),
            };
            if better {
                best = Some((slot, off));
            }
        }
        best.map_or(current, |(slot, _)| slot)
    }
}

/// The middle of a side.
fn middle(side: &Side) -> Point {
    match *side {
        Side::Line(a, b) => Point::new((a.x + b.x) / 2.0, (a.y + b.y) / 2.0),
        Side::Arc { centre, radius, from, to } => {
            let angle = (from + to) / 2.0;
            Point::new(centre.x + radius * angle.cos(), centre.y + radius * angle.sin())
        }
    }
}

/// `angle` in `(-π, π]`.
fn signed(angle: f64) -> f64 {
    let a = angle.rem_euclid(2.0 * PI);
    if a > PI { a - 2.0 * PI } else { a }
}

impl Ground for ShapedBoard {
    type Cell = usize;
    type Heading = usize;

    fn cells(&self) -> usize {
        self.maze.len()
    }

    fn index(&self, cell: usize) -> usize {
        cell
    }

    fn cell(&self, index: usize) -> usize {
        index
    }

    fn ways(&self) -> usize {
        self.maze.graph().slots()
    }

    fn heading_index(&self, heading: usize) -> usize {
        heading
    }

    fn heading(&self, index: usize) -> usize {
        index
    }

    fn heading_name(&self, heading: usize) -> String {
        format!("slot {heading}")
    }

    fn start(&self) -> (usize, usize) {
        (self.start, self.nearest(self.start, 0.0, 0))
    }

    fn is_goal(&self, cell: usize) -> bool {
        cell == self.goal
    }

    fn starts_on_cheese(&self) -> bool {
        self.start == self.goal
    }

    fn neighbour(&self, cell: usize, heading: usize) -> Option<usize> {
        self.maze.neighbour(cell, self.through(cell, heading))
    }

    fn is_open(&self, cell: usize, heading: usize) -> bool {
        Cells::is_open(&self.maze, cell, self.through(cell, heading))
    }

    fn door(&self, cell: usize, heading: usize) -> Option<Clock> {
        self.doors.clock(&self.maze, cell, self.through(cell, heading))
    }

    fn stairs(&self, _: usize, flight: Flight) -> Option<usize> {
        let floors = matches!(self.maze.graph().shape(), Shape::Floors { .. });
        floors.then_some(match flight {
            Flight::Up => UP,
            Flight::Down => DOWN,
        })
    }

    fn turned(&self, cell: usize, heading: usize, turn: Instruction) -> usize {
        let ways = self.ways(cell);
        let Some(at) = ways.iter().position(|&(slot, _)| slot == heading) else {
            return heading;
        };
        let count = ways.len();
        let right = match turn {
            Instruction::TurnRight => 1,
            Instruction::TurnLeft => count - 1,
            _ => count / 2,
        };
        ways[(at + right) % count].0
    }

    fn arrived(&self, from: usize, heading: usize, to: usize) -> usize {
        let back = self.maze.back_slot(from, heading, to);
        let ways = self.ways(to);
        match ways.iter().position(|&(slot, _)| slot == back) {
            // Half the ways round to the left of the way back: turning around faces it again.
            Some(at) => ways[(at + ways.len() - ways.len() / 2) % ways.len()].0,
            None => {
                let (a, b) = (self.centre(from), self.centre(to));
                self.nearest(to, (b.y - a.y).atan2(b.x - a.x), heading)
            }
        }
    }

    fn smell(&self, cell: usize, heading: Option<usize>) -> i64 {
        let at = heading.and_then(|h| self.neighbour(cell, h)).unwrap_or(cell);
        self.span - self.crow_flies(at, self.goal).round() as i64
    }
}

#[cfg(test)]
#[path = "shaped_tests.rs"]
mod tests;
