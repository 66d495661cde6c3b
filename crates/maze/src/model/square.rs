//! The square [`Maze`] as the model ([`Cells`]): one byte a cell, row-major, slot `d` is
//! [`Dir::from_index`]`(d)` (north, east, south, west), and only the passage bits count
//! (generators' scratch bits are not ways). The fast path: every method is a few
//! instructions, inlined.

use super::{Cells, Walker};
use crate::grid::PASSAGE_MASK;
use crate::{Dir, Maze, MazeRng, Pos};

impl Cells for Maze {
    #[inline]
    fn len(&self) -> usize {
        Maze::len(self)
    }

    #[inline]
    fn slots(&self) -> usize {
        4
    }

    #[inline]
    fn each_neighbour(&self, cell: usize, mut f: impl FnMut(usize, usize)) {
        for dir in Dir::ALL {
            if let Some(n) = self.neighbor_index(cell, dir) {
                f(dir as usize, n);
            }
        }
    }

    #[inline]
    fn each_pair(&self, mut f: impl FnMut(usize, usize, usize)) {
        let (width, height) = (self.width() as usize, self.height() as usize);
        let (east, south) = (Dir::E as usize, Dir::S as usize);
        for y in 0..height {
            let row = y * width;
            for cell in row..row + width {
                if cell + 1 < row + width {
                    f(cell, east, cell + 1);
                }
                if y + 1 < height {
                    f(cell, south, cell + width);
                }
            }
        }
    }

    /// Each direction in turn, with its own fixed step: these branches predict well and
    /// cost fewer instructions than stepping by a computed slot.
    #[inline]
    fn each_way(&self, cell: usize, ways: u8, mut f: impl FnMut(usize, usize)) {
        let width = self.width() as usize;
        if ways & Dir::N.bit() != 0 {
            f(Dir::N as usize, cell - width);
        }
        if ways & Dir::E.bit() != 0 {
            f(Dir::E as usize, cell + 1);
        }
        if ways & Dir::S.bit() != 0 {
            f(Dir::S as usize, cell + width);
        }
        if ways & Dir::W.bit() != 0 {
            f(Dir::W as usize, cell - 1);
        }
    }

    #[inline]
    fn neighbour(&self, cell: usize, slot: usize) -> Option<usize> {
        self.neighbor_index(cell, Dir::from_index(slot as u8))
    }

    #[inline]
    fn beside(&self, cell: usize, slot: usize) -> usize {
        Maze::beside(self, cell, Dir::from_index(slot as u8))
    }

    #[inline]
    fn back_slot(&self, _: usize, slot: usize, _: usize) -> usize {
        Dir::from_index(slot as u8).opposite() as usize
    }

    #[inline]
    fn open_ways(&self, cell: usize) -> u8 {
        self.cells()[cell] & PASSAGE_MASK
    }

    #[inline]
    fn open_way(&mut self, cell: usize, slot: usize, next: usize) {
        self.carve_between(cell, next, Dir::from_index(slot as u8));
    }

    #[inline]
    fn close_way(&mut self, cell: usize, slot: usize, next: usize) {
        self.wall_between(cell, next, Dir::from_index(slot as u8));
    }

    #[inline]
    fn pick(rng: &mut MazeRng, count: usize) -> usize {
        rng.index(count)
    }

    #[inline]
    fn coin(rng: &mut MazeRng) -> bool {
        rng.below(2) == 0
    }

    #[inline]
    fn hunt_before(&self, lowest: usize) -> Option<usize> {
        let width = self.width() as usize;
        Some(if lowest.is_multiple_of(width) { lowest - width } else { lowest - 1 })
    }

    /// Two random bits a step, drawn 64 at a time, a step off the grid drawn again.
    type Walker = Walker;

    #[inline]
    fn walker(&self, cell: usize) -> Walker {
        Walker::new(self, cell)
    }

    #[inline]
    fn walker_cell(walker: &Walker) -> usize {
        walker.index
    }

    #[inline]
    fn jump(&self, walker: &mut Walker, cell: usize) {
        walker.jump(self, cell);
    }

    #[inline]
    fn random_step(&self, walker: &mut Walker, rng: &mut MazeRng) -> usize {
        walker.random_step(rng) as usize
    }

    /// The position, stepped along with the cell.
    type Place = Pos;

    #[inline]
    fn place(&self, cell: usize) -> Pos {
        self.pos(cell)
    }

    #[inline]
    fn place_beside(&self, place: Pos, slot: usize, _: usize) -> Pos {
        place.moved(Dir::from_index(slot as u8))
    }

    #[inline]
    fn fewest_steps(&self, from: Pos, to: Pos) -> u32 {
        from.manhattan(to)
    }
}
