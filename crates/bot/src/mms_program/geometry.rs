//! Where an mms mouse stands and what blocks it, as mms models it: positions in half-cells
//! ("semi-positions", mms `Mouse.h:16-39`), eight headings 45° apart (`Direction.h`), and
//! `isWall` (`Window.cpp:1521-1665`), the one test behind every wall sensor and every move.
//!
//! Cell (x, y) (y from the south, as mms counts) has its centre at semi-position
//! (2x+1, 2y+1); (even, odd) is the middle of a west/east wall line, (odd, even) of a
//! south/north one, (even, even) a post, never stood on. A semi-position belongs to the cell
//! (x/2, y/2) (`Mouse.cpp:15`): an edge middle counts as the cell north or east of it.

use crate::maze::{Dir, Maze, Pos};

/// A heading, in 45° steps counter-clockwise from east: 0 east, 1 north-east, 2 north, 3
/// north-west, 4 west, 5 south-west, 6 south, 7 south-east (mms's `SemiDirection`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Heading(pub u8);

impl Heading {
    pub const EAST: Heading = Heading(0);
    pub const NORTH: Heading = Heading(2);

    /// Turned by `eighths` × 45°, counter-clockwise for positive (left).
    pub fn turned(self, eighths: i8) -> Heading {
        Heading((self.0 as i8 + eighths).rem_euclid(8) as u8)
    }

    /// Whether it points along a diagonal (north-east, …): mms's `ORDINAL_DIRECTIONS`.
    pub fn is_diagonal(self) -> bool {
        self.0 % 2 == 1
    }

    /// One half-step's change of the semi-position (`Window.cpp:1626-1660`).
    pub fn delta(self) -> (i64, i64) {
        const DELTAS: [(i64, i64); 8] = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)];
        DELTAS[usize::from(self.0 % 8)]
    }

    /// The compass direction of a straight heading (`None` on a diagonal).
    pub fn cardinal(self) -> Option<Dir> {
        match self.0 {
            0 => Some(Dir::E),
            2 => Some(Dir::N),
            4 => Some(Dir::W),
            6 => Some(Dir::S),
            _ => None,
        }
    }
}

/// A semi-position: x and y in half-cells from the south-west corner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Semi {
    pub x: i64,
    pub y: i64,
}

impl Semi {
    /// The centre of the start cell (0, 0): mms's start (`Window.cpp:58-59`).
    pub const START: Semi = Semi { x: 1, y: 1 };

    /// The cell it belongs to, mms's `toMazeLocation` (`Mouse.cpp:15`): (x/2, y/2).
    pub fn cell(self) -> (i64, i64) {
        (self.x.div_euclid(2), self.y.div_euclid(2))
    }

    /// Whether it is a cell's centre.
    pub fn is_centre(self) -> bool {
        self.x % 2 == 1 && self.y % 2 == 1
    }

    /// One half-step along `heading`.
    pub fn stepped(self, heading: Heading) -> Semi {
        let (dx, dy) = heading.delta();
        Semi { x: self.x + dx, y: self.y + dy }
    }
}

/// The true maze as the mouse's sensors see it, in mms's coordinates.
#[derive(Clone, Debug)]
pub struct MmsMaze {
    pub maze: Maze,
}

impl MmsMaze {
    pub fn width(&self) -> i64 {
        i64::from(self.maze.width())
    }

    pub fn height(&self) -> i64 {
        i64::from(self.maze.height())
    }

    /// The grid cell of mms cell (x, y), if it is in the maze.
    pub fn pos(&self, (x, y): (i64, i64)) -> Option<Pos> {
        let inside = (0..self.width()).contains(&x) && (0..self.height()).contains(&y);
        inside.then(|| Pos::new(x as u32, (self.height() - 1 - y) as u32))
    }

    /// Whether mms cell (x, y) has a wall on side `dir` (outside the maze: a wall).
    pub fn wall(&self, cell: (i64, i64), dir: Dir) -> bool {
        self.pos(cell).is_none_or(|pos| !self.maze.is_open(pos, dir))
    }

    /// mms's goal cells, `Maze::getCenterPositions` (`Maze.cpp:324-347`): the middle one,
    /// two or four cells.
    pub fn is_goal(&self, (x, y): (i64, i64)) -> bool {
        let (w, h) = (self.width(), self.height());
        ((w - 1) / 2..=w / 2).contains(&x) && ((h - 1) / 2..=h / 2).contains(&y)
    }

    /// Whether the mouse at `at` facing `heading` is blocked at once: mms's
    /// `isWall(SemiPosition, SemiDirection)` (`Window.cpp:1521-1618`). A position mms never
    /// reaches (a post, outside the maze) is blocked.
    pub fn blocked(&self, at: Semi, heading: Heading) -> bool {
        let (cx, cy) = at.cell();
        let (odd_x, odd_y) = (at.x.rem_euclid(2) == 1, at.y.rem_euclid(2) == 1);
        if at.x < 0 || at.y < 0 || at.x > 2 * self.width() || at.y > 2 * self.height() {
            return true;
        }
        match (odd_x, odd_y) {
            (false, false) => true,
            // A cell's centre: a diagonal aims at a post (`:1537-1544`).
            (true, true) => heading.cardinal().is_none_or(|d| self.wall((cx, cy), d)),
            // On a west/east wall line (`:1545-1579`).
            (false, true) => match heading.0 {
                2 | 6 => true,
                0 | 4 => false,
                1 if at.x == 2 * self.width() => false,
                1 => self.wall((cx, cy), Dir::N),
                7 if at.x == 2 * self.width() => false,
                7 => self.wall((cx, cy), Dir::S),
                3 if at.x == 0 => false,
                3 => self.wall((cx - 1, cy), Dir::N),
                _ if at.x == 0 => false,
                _ => self.wall((cx - 1, cy), Dir::S),
            },
            // On a south/north wall line (`:1580-1614`).
            (true, false) => match heading.0 {
                0 | 4 => true,
                2 | 6 => false,
                1 if at.y == 2 * self.height() => false,
                1 => self.wall((cx, cy), Dir::E),
                3 if at.y == 2 * self.height() => false,
                3 => self.wall((cx, cy), Dir::W),
                7 if at.y == 0 => false,
                7 => self.wall((cx, cy - 1), Dir::E),
                _ if at.y == 0 => false,
                _ => self.wall((cx, cy - 1), Dir::W),
            },
        }
    }

    /// Whether anything blocks the mouse within `half_steps_ahead` half-steps: mms's
    /// `isWall(pos, dir, halfStepsAhead)` (`Window.cpp:1620-1665`), the start checked first.
    pub fn blocked_within(&self, mut at: Semi, heading: Heading, half_steps_ahead: i64) -> bool {
        if self.blocked(at, heading) {
            return true;
        }
        for _ in 0..half_steps_ahead {
            at = at.stepped(heading);
            if self.blocked(at, heading) {
                return true;
            }
        }
        false
    }
}
