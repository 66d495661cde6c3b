//! [`Maze`], [`Pos`] and [`Dir`]: the grid every generator carves and every solver walks.
//!
//! Rows grow downwards: `Pos { x: 0, y: 0 }` is the top-left cell and north is up.
//! Cells are addressed either by [`Pos`] or, on hot paths, by their row-major index.

use std::fmt;

pub use super::geometry::{Dir, Pos};

/// The largest width or height accepted.
pub const MAX_SIDE: u32 = 65_535;
/// The largest cell count accepted (2^28 ≈ 268 M cells, e.g. 16384×16384).
/// Checked before anything is allocated.
pub const MAX_CELLS: u64 = 1 << 28;

/// Bits 0..4 of a cell: open passages.
pub(crate) const PASSAGE_MASK: u8 = 0b1111;

/// Why a maze could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MazeError {
    /// A side is 0 or over [`MAX_SIDE`].
    BadSide { name: &'static str, value: u64 },
    /// The cell count is over [`MAX_CELLS`].
    TooManyCells { width: u64, height: u64 },
}

impl fmt::Display for MazeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MazeError::BadSide { name, value } => {
                write!(f, "{name} {value} is out of range: allowed 1..={MAX_SIDE}")
            }
            MazeError::TooManyCells { width, height } => write!(
                f,
                "a {width}×{height} maze has {} cells, over the limit of {MAX_CELLS} cells (16384×16384)",
                width * height
            ),
        }
    }
}

impl std::error::Error for MazeError {}

/// Checks a requested size against the limits without allocating anything.
pub fn check_size(width: u64, height: u64) -> Result<(u32, u32), MazeError> {
    for (name, value) in [("width", width), ("height", height)] {
        if value == 0 || value > u64::from(MAX_SIDE) {
            return Err(MazeError::BadSide { name, value });
        }
    }
    if width * height > MAX_CELLS {
        return Err(MazeError::TooManyCells { width, height });
    }
    Ok((width as u32, height as u32))
}

/// A rectangular maze, one byte a cell, with every wall closed until something carves it.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Maze {
    width: u32,
    height: u32,
    cells: Vec<u8>,
}

impl Maze {
    /// A grid with every wall closed. The size is checked before allocating.
    pub fn new(width: u32, height: u32) -> Result<Maze, MazeError> {
        let (width, height) = check_size(width.into(), height.into())?;
        Ok(Maze { width, height, cells: vec![0; width as usize * height as usize] })
    }

    /// A grid with every inner wall open (the starting point of recursive division).
    pub fn open(width: u32, height: u32) -> Result<Maze, MazeError> {
        let mut maze = Maze::new(width, height)?;
        let w = width as usize;
        for (y, row) in maze.cells.chunks_exact_mut(w).enumerate() {
            // Every side open, then the border sides closed again.
            let mut mask = PASSAGE_MASK;
            if y == 0 {
                mask &= !Dir::N.bit();
            }
            if y + 1 == height as usize {
                mask &= !Dir::S.bit();
            }
            row.fill(mask);
            row[0] &= !Dir::W.bit();
            row[w - 1] &= !Dir::E.bit();
        }
        Ok(maze)
    }

    pub fn width(&self) -> u32 {
        self.width
    }

    pub fn height(&self) -> u32 {
        self.height
    }

    /// The number of cells, W·H.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Always false: a maze has at least one cell.
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The raw cell bytes, row by row (passage bits only).
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// The raw cells for generators, which may use the high four bits as scratch.
    /// They must call [`Maze::clear_scratch`] before handing the maze back.
    pub(crate) fn cells_mut(&mut self) -> &mut [u8] {
        &mut self.cells
    }

    /// Puts `cells` (W·H of them, row by row) in place of the maze's own, for a generator
    /// that worked in a grid of its own.
    pub(crate) fn set_cells(&mut self, cells: Vec<u8>) {
        assert_eq!(cells.len(), self.cells.len(), "one byte for each of the maze's cells");
        self.cells = cells;
    }

    /// Clears the scratch bits generators leave in the high nibble.
    pub(crate) fn clear_scratch(&mut self) {
        for c in &mut self.cells {
            *c &= PASSAGE_MASK;
        }
    }

    pub fn contains(&self, pos: Pos) -> bool {
        pos.x < self.width && pos.y < self.height
    }

    /// The row-major index of a cell inside the maze.
    #[inline]
    pub fn index(&self, pos: Pos) -> usize {
        debug_assert!(self.contains(pos));
        pos.y as usize * self.width as usize + pos.x as usize
    }

    /// The position of a row-major index.
    #[inline]
    pub fn pos(&self, index: usize) -> Pos {
        let w = self.width as usize;
        Pos::new((index % w) as u32, (index / w) as u32)
    }

    /// The neighbouring cell in `dir`, if it is inside the maze (walls are not considered).
    #[inline]
    pub fn neighbor(&self, pos: Pos, dir: Dir) -> Option<Pos> {
        let next = match dir {
            Dir::N => Pos::new(pos.x, pos.y.checked_sub(1)?),
            Dir::E => Pos::new(pos.x + 1, pos.y),
            Dir::S => Pos::new(pos.x, pos.y + 1),
            Dir::W => Pos::new(pos.x.checked_sub(1)?, pos.y),
        };
        self.contains(next).then_some(next)
    }

    /// The neighbour index of `index` in `dir`, if it is inside the maze.
    #[inline]
    pub fn neighbor_index(&self, index: usize, dir: Dir) -> Option<usize> {
        let w = self.width as usize;
        match dir {
            Dir::N => index.checked_sub(w),
            Dir::E => (index % w + 1 < w).then_some(index + 1),
            Dir::S => (index + w < self.cells.len()).then_some(index + w),
            Dir::W => (!index.is_multiple_of(w)).then(|| index - 1),
        }
    }

    /// The passage bits of a cell (a set of [`Dir::bit`]s).
    #[inline]
    pub fn passages(&self, pos: Pos) -> u8 {
        self.cells[self.index(pos)] & PASSAGE_MASK
    }

    /// Whether the side `dir` of `pos` is an open passage. False outside the maze.
    #[inline]
    pub fn is_open(&self, pos: Pos, dir: Dir) -> bool {
        self.contains(pos) && self.cells[self.index(pos)] & dir.bit() != 0
    }

    /// The cell reached by moving from `pos` through an open side `dir`.
    #[inline]
    pub fn step(&self, pos: Pos, dir: Dir) -> Option<Pos> {
        if self.is_open(pos, dir) { self.neighbor(pos, dir) } else { None }
    }

    /// The cells reachable in one move from `pos`.
    pub fn open_neighbors(&self, pos: Pos) -> impl Iterator<Item = (Dir, Pos)> + '_ {
        Dir::ALL.into_iter().filter_map(move |d| self.step(pos, d).map(|p| (d, p)))
    }

    /// Opens the wall between `pos` and its neighbour in `dir`, on both sides.
    /// Returns false (and changes nothing) if that neighbour is outside the maze.
    #[inline]
    pub fn carve(&mut self, pos: Pos, dir: Dir) -> bool {
        let Some(next) = self.neighbor(pos, dir) else { return false };
        let (a, b) = (self.index(pos), self.index(next));
        self.carve_between(a, b, dir);
        true
    }

    /// Opens the wall between the cells at `a` and `b = a + dir`, on both sides.
    #[inline]
    pub(crate) fn carve_between(&mut self, a: usize, b: usize, dir: Dir) {
        self.cells[a] |= dir.bit();
        self.cells[b] |= dir.opposite().bit();
    }

    /// Closes the wall between the cells at `a` and `b = a + dir`, on both sides.
    #[inline]
    pub(crate) fn wall_between(&mut self, a: usize, b: usize, dir: Dir) {
        self.cells[a] &= !dir.bit();
        self.cells[b] &= !dir.opposite().bit();
    }

    /// The index of the neighbour of `index` in `dir`, which the caller knows is inside
    /// the maze (say, because the passage that way is open). No division, no bounds check.
    #[inline]
    pub(crate) fn beside(&self, index: usize, dir: Dir) -> usize {
        let next = dir.step_index(index, self.width as usize);
        debug_assert_eq!(self.neighbor_index(index, dir), Some(next));
        next
    }

    /// Closes the wall between `pos` and its neighbour in `dir`, on both sides.
    /// Returns false if that neighbour is outside the maze.
    pub fn build_wall(&mut self, pos: Pos, dir: Dir) -> bool {
        let Some(next) = self.neighbor(pos, dir) else { return false };
        let (a, b) = (self.index(pos), self.index(next));
        self.wall_between(a, b, dir);
        true
    }

    /// How many open passages there are (each counted once).
    /// A perfect maze has exactly `len() - 1`.
    pub fn passage_count(&self) -> usize {
        // Count each passage from its west or north cell only.
        self.cells.iter().map(|c| ((c & Dir::E.bit() != 0) as usize) + ((c & Dir::S.bit() != 0) as usize)).sum()
    }

    /// Cells with exactly one open side.
    pub fn dead_ends(&self) -> impl Iterator<Item = Pos> + '_ {
        self.cells.iter().enumerate().filter(|(_, c)| (*c & PASSAGE_MASK).count_ones() == 1).map(|(i, _)| self.pos(i))
    }

    /// A stable 64-bit fingerprint (FNV-1a) of the size and cells, used to pin seeds in tests.
    pub fn fingerprint(&self) -> u64 {
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        let size = [self.width.to_le_bytes(), self.height.to_le_bytes()].concat();
        for &byte in size.iter().chain(&self.cells) {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        }
        hash
    }

    /// The direction from `from` to its neighbour `to`, if they are neighbours (walls aside).
    pub fn direction_to(&self, from: Pos, to: Pos) -> Option<Dir> {
        Dir::ALL.into_iter().find(|&d| self.neighbor(from, d) == Some(to))
    }

    /// The top-left and bottom-right cells.
    pub fn corners(&self) -> (Pos, Pos) {
        (Pos::new(0, 0), Pos::new(self.width - 1, self.height - 1))
    }
}

/// The size and the passage count, and for small mazes (up to 400 cells) each
/// row of cells as hex digits of their open sides ([`Dir::bit`]); on its own, with no exporter.
impl fmt::Debug for Maze {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Maze {}×{}, {} passages", self.width, self.height, self.passage_count())?;
        if self.cells.len() <= DEBUG_DRAW_CELLS {
            for row in self.cells.chunks(self.width as usize) {
                f.write_str("\n")?;
                for cell in row {
                    write!(f, "{:x}", cell & PASSAGE_MASK)?;
                }
            }
        }
        Ok(())
    }
}

/// Mazes up to this many cells show their cells in `{:?}`.
const DEBUG_DRAW_CELLS: usize = 400;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_shows_the_size_and_small_mazes_cell_by_cell() {
        let mut maze = Maze::new(3, 2).unwrap();
        maze.carve(Pos::new(0, 0), Dir::E);
        let shown = format!("{maze:?}");
        let (e, w) = (Dir::E.bit(), Dir::W.bit());
        assert_eq!(shown, format!("Maze 3×2, 1 passages\n{e:x}{w:x}0\n000"));
        let big = format!("{:?}", Maze::new(300, 200).unwrap());
        assert_eq!(big, "Maze 300×200, 0 passages");
    }

    #[test]
    fn sizes_are_checked_before_allocating() {
        assert!(matches!(Maze::new(0, 5), Err(MazeError::BadSide { name: "width", .. })));
        assert!(matches!(Maze::new(5, 0), Err(MazeError::BadSide { name: "height", .. })));
        let err = Maze::new(65_535, 65_535).unwrap_err();
        assert!(err.to_string().contains("limit of 268435456 cells"), "{err}");
        assert!(check_size(100_000, 100_000).unwrap_err().to_string().contains("1..=65535"));
    }

    #[test]
    fn carving_opens_both_sides_and_walls_close_them() {
        let mut maze = Maze::new(3, 2).unwrap();
        assert!(maze.carve(Pos::new(1, 0), Dir::S));
        assert!(maze.is_open(Pos::new(1, 1), Dir::N));
        assert_eq!(maze.step(Pos::new(1, 0), Dir::S), Some(Pos::new(1, 1)));
        assert!(!maze.carve(Pos::new(0, 0), Dir::W), "the border is never carved");
        assert_eq!(maze.passage_count(), 1);
        maze.build_wall(Pos::new(1, 1), Dir::N);
        assert_eq!(maze.passage_count(), 0);
    }

    #[test]
    fn index_and_neighbors_agree() {
        let maze = Maze::open(4, 3).unwrap();
        for i in 0..maze.len() {
            for d in Dir::ALL {
                let by_pos = maze.neighbor(maze.pos(i), d).map(|p| maze.index(p));
                assert_eq!(by_pos, maze.neighbor_index(i, d));
            }
        }
        // An open 4×3 grid has 3·3 + 4·2 inner walls, all open.
        assert_eq!(maze.passage_count(), 17);
    }

    #[test]
    fn directions_turn_consistently() {
        for d in Dir::ALL {
            assert_eq!(d.opposite().opposite(), d);
            assert_eq!(d.right().left(), d);
            assert_eq!(d.right().right(), d.opposite());
        }
    }
}
