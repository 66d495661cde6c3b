//! [`Dir`] and [`Pos`]: the four compass directions and cell positions on the grid.
//! Rows grow downwards: north is up, towards row 0.

use std::fmt;

/// A compass direction on the grid. North is up (towards row 0). In RON it is its letter:
/// `side: E`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub enum Dir {
    N,
    E,
    S,
    W,
}

impl Dir {
    /// All four directions, clockwise from north.
    pub const ALL: [Dir; 4] = [Dir::N, Dir::E, Dir::S, Dir::W];

    /// Its letter: `N`, `E`, `S` or `W`.
    pub const fn letter(self) -> char {
        match self {
            Dir::N => 'N',
            Dir::E => 'E',
            Dir::S => 'S',
            Dir::W => 'W',
        }
    }

    /// The direction with this letter.
    pub fn from_letter(letter: &str) -> Option<Dir> {
        Dir::ALL.into_iter().find(|d| d.letter().to_string() == letter)
    }

    /// The passage bit of this side in a cell byte.
    #[inline]
    pub const fn bit(self) -> u8 {
        1 << self as u8
    }

    /// The direction back.
    #[inline]
    pub const fn opposite(self) -> Dir {
        Dir::from_index(self as u8 + 2)
    }

    /// Turning right (clockwise).
    #[inline]
    pub const fn right(self) -> Dir {
        Dir::from_index(self as u8 + 1)
    }

    /// Turning left (anticlockwise).
    #[inline]
    pub const fn left(self) -> Dir {
        Dir::from_index(self as u8 + 3)
    }

    /// The direction with index `i % 4` in [`Dir::ALL`].
    #[inline]
    pub const fn from_index(i: u8) -> Dir {
        match i & 3 {
            0 => Dir::N,
            1 => Dir::E,
            2 => Dir::S,
            _ => Dir::W,
        }
    }

    /// The step in x and y (y grows downwards).
    #[inline]
    pub const fn delta(self) -> (i32, i32) {
        match self {
            Dir::N => (0, -1),
            Dir::E => (1, 0),
            Dir::S => (0, 1),
            Dir::W => (-1, 0),
        }
    }

    /// The cell index reached by one step from `index` on a grid `width` wide (row-major),
    /// without checking the border. Arithmetic with no branch: hot loops step in random
    /// directions, where a `match` would mispredict most of the time.
    #[inline]
    pub(crate) fn step_index(self, index: usize, width: usize) -> usize {
        let d = self as usize;
        // N (0) and S (2) move a row, E (1) and W (3) a column; E and S move forwards.
        let by = if d & 1 == 0 { width } else { 1 };
        if (d + 1) & 2 != 0 { index + by } else { index - by }
    }
}

/// A cell position: column `x`, row `y`, with (0, 0) at the top left.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct Pos {
    pub x: u32,
    pub y: u32,
}

impl Pos {
    pub const fn new(x: u32, y: u32) -> Pos {
        Pos { x, y }
    }

    /// Manhattan distance, the A* heuristic on a 4-connected grid.
    pub fn manhattan(self, other: Pos) -> u32 {
        self.x.abs_diff(other.x) + self.y.abs_diff(other.y)
    }

    /// The position one step in `dir`, without checking the border (the caller knows it
    /// stays inside). Table lookups, no branch, like [`Dir::step_index`].
    #[inline]
    pub(crate) fn moved(self, dir: Dir) -> Pos {
        /// The column and row steps of N, E, S, W, wrapping.
        const DX: [u32; 4] = [0, 1, 0, u32::MAX];
        const DY: [u32; 4] = [u32::MAX, 0, 1, 0];
        Pos::new(self.x.wrapping_add(DX[dir as usize]), self.y.wrapping_add(DY[dir as usize]))
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.x, self.y)
    }
}
