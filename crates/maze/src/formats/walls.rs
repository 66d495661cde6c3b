//! The wall lists of the `.maz` and `.num` formats: every cell lists its four walls as bits
//! (N = 1, E = 2, S = 4, W = 8), with x from the west and y from the **south**, so every inner
//! wall is written twice, once from each side. [`WallTable`] gathers the lists and makes the
//! [`Maze`] (whose rows grow southwards), checking that each cell is listed once, that the
//! outer wall is closed and that both sides of every wall agree; [`cell_walls`] writes them.

use crate::{Dir, Maze, MazeError, Pos};

/// The contest bit of each [`Dir`], in [`Dir::ALL`] order (N, E, S, W).
const BITS: [u8; 4] = [1, 2, 4, 8];
/// Marks a cell already listed.
const LISTED: u8 = 0x10;

/// A cell as the contest formats name it: x from the west, y from the south.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell {
    pub x: u32,
    pub y: u32,
}

impl Cell {
    /// The contest cell of `pos` in `maze` (whose rows grow southwards).
    pub fn of(maze: &Maze, pos: Pos) -> Cell {
        Cell { x: pos.x, y: maze.height() - 1 - pos.y }
    }
}

impl std::fmt::Display for Cell {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "x {} y {}", self.x, self.y)
    }
}

/// What is wrong with a wall list, and the cell it is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WallProblem {
    pub cell: Cell,
    pub message: String,
}

/// The walls of every cell, as they are listed.
pub struct WallTable {
    width: u32,
    height: u32,
    /// Row by row, south row first: the wall bits, and [`LISTED`].
    walls: Vec<u8>,
}

impl WallTable {
    /// An empty table for a `width`×`height` maze (the size checked before allocating).
    pub fn new(width: u32, height: u32) -> Result<WallTable, MazeError> {
        Maze::new(width, height)?;
        Ok(WallTable { width, height, walls: vec![0; width as usize * height as usize] })
    }

    fn slot(&self, cell: Cell) -> usize {
        cell.y as usize * self.width as usize + cell.x as usize
    }

    /// Lists `cell`'s walls (the low four bits of `bits`); a cell listed twice is refused.
    pub fn list(&mut self, cell: Cell, bits: u8) -> Result<(), WallProblem> {
        let slot = self.slot(cell);
        if self.walls[slot] & LISTED != 0 {
            return Err(WallProblem {
                cell,
                message: format!("cell {cell} is listed twice: each cell is listed once"),
            });
        }
        self.walls[slot] = LISTED | (bits & 0b1111);
        Ok(())
    }

    /// The maze the lists describe, or the first problem (in x, then y order): a cell not
    /// listed, an open outer wall, a wall seen from one side only.
    pub fn finish(self) -> Result<Maze, WallProblem> {
        let mut maze = Maze::new(self.width, self.height)
            .map_err(|e| WallProblem { cell: Cell { x: 0, y: 0 }, message: e.to_string() })?;
        let top = self.height - 1;
        for x in 0..self.width {
            for y in 0..self.height {
                let cell = Cell { x, y };
                let walls = self.walls[self.slot(cell)];
                if walls & LISTED == 0 {
                    return Err(WallProblem { cell, message: format!("cell {cell} is not listed: every cell is") });
                }
                let pos = Pos::new(x, top - y);
                for (k, dir) in Dir::ALL.into_iter().enumerate() {
                    let wall = walls & BITS[k] != 0;
                    let Some(next) = maze.neighbor(pos, dir) else {
                        if !wall {
                            let message = format!(
                                "cell {cell} has no {} wall, but it is on the edge: the outer wall is closed all round",
                                dir.letter()
                            );
                            return Err(WallProblem { cell, message });
                        }
                        continue;
                    };
                    let other = Cell::of(&maze, next);
                    let seen = self.walls[self.slot(other)];
                    let other_wall = seen & BITS[dir.opposite() as usize] != 0;
                    if seen & LISTED != 0 && other_wall != wall {
                        let (has, lacks) = if wall { (cell, other) } else { (other, cell) };
                        let message = format!(
                            "the wall between cells {cell} and {other} is seen from one side only: cell {has} lists it, \
                             cell {lacks} does not (both sides list a wall)"
                        );
                        return Err(WallProblem { cell, message });
                    }
                    if !wall {
                        maze.carve(pos, dir);
                    }
                }
            }
        }
        Ok(maze)
    }
}

/// The contest wall bits (N = 1, E = 2, S = 4, W = 8) of `pos` in `maze`.
pub fn cell_walls(maze: &Maze, pos: Pos) -> u8 {
    Dir::ALL.into_iter().enumerate().filter(|(_, dir)| !maze.is_open(pos, *dir)).map(|(k, _)| BITS[k]).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_sided_walls_and_open_edges_are_named() {
        let mut table = WallTable::new(2, 1).unwrap();
        table.list(Cell { x: 0, y: 0 }, 1 | 4 | 8).unwrap(); // open east
        table.list(Cell { x: 1, y: 0 }, 1 | 2 | 4 | 8).unwrap(); // closed west
        let problem = table.finish().unwrap_err();
        assert_eq!(problem.cell, Cell { x: 0, y: 0 });
        assert!(problem.message.contains("seen from one side only"), "{}", problem.message);

        let mut table = WallTable::new(1, 1).unwrap();
        table.list(Cell { x: 0, y: 0 }, 2 | 4 | 8).unwrap();
        assert!(table.finish().unwrap_err().message.contains("no N wall"));
        let mut table = WallTable::new(1, 1).unwrap();
        table.list(Cell { x: 0, y: 0 }, 15).unwrap();
        assert!(table.list(Cell { x: 0, y: 0 }, 15).unwrap_err().message.contains("listed twice"));
    }
}
