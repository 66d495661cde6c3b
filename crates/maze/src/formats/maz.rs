//! `.maz`: the classic binary micromouse file. Exactly 256 bytes, a 16×16 maze; byte
//! `x*16 + y` (x from the west, y from the **south**) holds the cell's walls as bits N = 1,
//! E = 2, S = 4, W = 8 ([`super::walls`]). The start and goal are not stored: the contest
//! convention holds ([`super::MarkedMaze::contest`]).
//!
//! ```
//! use mousemaze_maze::{Algorithm, formats::maz};
//!
//! let maze = Algorithm::Backtracker.generate(16, 16, 7).unwrap();
//! let mut bytes = Vec::new();
//! maz::write(&maze, &mut bytes).unwrap();
//! assert_eq!(bytes.len(), 256);
//! assert_eq!(maz::parse(&bytes).unwrap(), maze);
//! assert_eq!(maz::parse(&bytes[..255]).unwrap_err().to_string(),
//!     "byte 255: a .maz file is exactly 256 bytes (16×16 cells, one byte a cell); this one has 255");
//! ```

use std::fmt;
use std::io::{self, Write};

use super::walls::{Cell, WallTable, cell_walls};
use crate::{Maze, Pos};

/// The side of a `.maz` maze.
pub const SIDE: u32 = 16;
/// The size of a `.maz` file.
pub const BYTES: usize = (SIDE * SIDE) as usize;

/// Why bytes are not a `.maz` maze: the byte offset (from 0) and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MazError {
    pub offset: usize,
    pub message: String,
}

impl fmt::Display for MazError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "byte {}: {}", self.offset, self.message)
    }
}

impl std::error::Error for MazError {}

/// The offset of a cell's byte.
fn offset(cell: Cell) -> usize {
    (cell.x * SIDE + cell.y) as usize
}

/// Reads a `.maz` file's bytes (which the caller has bounded: reading 257 bytes at most is
/// enough to tell a file too long).
pub fn parse(bytes: &[u8]) -> Result<Maze, MazError> {
    if bytes.len() != BYTES {
        let message = format!(
            "a .maz file is exactly {BYTES} bytes (16×16 cells, one byte a cell); this one has {}{}",
            bytes.len(),
            if bytes.len() > BYTES { " or more" } else { "" }
        );
        return Err(MazError { offset: bytes.len().min(BYTES), message });
    }
    let mut table = WallTable::new(SIDE, SIDE).expect("16×16 is within the limits");
    for (at, &byte) in bytes.iter().enumerate() {
        if byte > 0b1111 {
            let message =
                format!("0x{byte:02x} is not a cell: a cell is 0x00..=0x0f (walls N = 1, E = 2, S = 4, W = 8)");
            return Err(MazError { offset: at, message });
        }
        let cell = Cell { x: at as u32 / SIDE, y: at as u32 % SIDE };
        table.list(cell, byte).expect("each offset is one cell");
    }
    table.finish().map_err(|problem| MazError { offset: offset(problem.cell), message: problem.message })
}

/// Writes a 16×16 maze as `.maz` bytes; any other size is refused.
pub fn write(maze: &Maze, out: &mut (impl Write + ?Sized)) -> io::Result<()> {
    if (maze.width(), maze.height()) != (SIDE, SIDE) {
        let message = format!(
            "a .maz file holds a 16×16 maze only; this one is {}×{}: use .num or .txt for other sizes",
            maze.width(),
            maze.height()
        );
        return Err(io::Error::new(io::ErrorKind::InvalidInput, message));
    }
    let mut bytes = [0u8; BYTES];
    for (at, byte) in bytes.iter_mut().enumerate() {
        let cell = Cell { x: at as u32 / SIDE, y: at as u32 % SIDE };
        *byte = cell_walls(maze, Pos::new(cell.x, SIDE - 1 - cell.y));
    }
    out.write_all(&bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_byte_order_is_x_major_from_the_south() {
        // A maze open only between the south-west cell and its north neighbour.
        let mut bytes = [15u8; BYTES];
        bytes[0] = 15 & !1; // x 0, y 0 (south-west): no north wall
        bytes[1] = 15 & !4; // x 0, y 1: no south wall
        let maze = parse(&bytes).unwrap();
        assert!(maze.is_open(Pos::new(0, 15), crate::Dir::N));
        assert_eq!(maze.passage_count(), 1);
        bytes[1] = 15;
        assert_eq!(parse(&bytes).unwrap_err().offset, 0);
        bytes[17] = 0x20;
        assert_eq!(parse(&bytes).unwrap_err().offset, 17);
    }
}
