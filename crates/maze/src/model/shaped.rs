//! A [`ShapedMaze`] of any shape as the model ([`Cells`]), through its
//! [`crate::shape::Graph`]: its shape names the slots, and an empty slot holds
//! [`NONE`].

use super::{Cells, neighbours_where};
use crate::MazeRng;
use crate::shape::{NONE, ShapedMaze};

impl Cells for ShapedMaze {
    #[inline]
    fn len(&self) -> usize {
        ShapedMaze::len(self)
    }

    #[inline]
    fn slots(&self) -> usize {
        self.graph().slots()
    }

    #[inline]
    fn each_neighbour(&self, cell: usize, mut f: impl FnMut(usize, usize)) {
        for (slot, n) in self.graph().neighbours(cell as u32).into_iter().enumerate() {
            if n != NONE {
                f(slot, n as usize);
            }
        }
    }

    #[inline]
    fn neighbour(&self, cell: usize, slot: usize) -> Option<usize> {
        let n = self.graph().neighbours(cell as u32)[slot];
        (n != NONE).then_some(n as usize)
    }

    #[inline]
    fn back_slot(&self, cell: usize, slot: usize, next: usize) -> usize {
        self.graph().reverse_slot(cell as u32, slot, next as u32)
    }

    /// As the model says, but a flight of stairs is not run on up (or down) the next one: a
    /// floor is left one flight at a time.
    fn straight_on(&self, cell: usize, heading: usize) -> Option<usize> {
        let next = self.neighbour(cell, heading)?;
        let stairs = matches!(self.graph().shape(), crate::shape::Shape::Floors { .. })
            && (heading == crate::shape::UP || heading == crate::shape::DOWN);
        (!stairs && self.back_slot(cell, heading, next) != heading).then_some(heading)
    }

    #[inline]
    fn open_ways(&self, cell: usize) -> u8 {
        self.open_bits()[cell]
    }

    #[inline]
    fn open_way(&mut self, cell: usize, slot: usize, next: usize) {
        self.carve(cell as u32, slot, next as u32);
    }

    #[inline]
    fn close_way(&mut self, cell: usize, slot: usize, next: usize) {
        self.wall(cell as u32, slot, next as u32);
    }

    #[inline]
    fn may_open(&self, cell: usize, slot: usize, next: usize) -> bool {
        self.graph().may_open(self.open_bits(), cell, slot, next)
    }

    #[inline]
    fn pick(rng: &mut MazeRng, count: usize) -> usize {
        if count == 1 { 0 } else { rng.index(count) }
    }

    #[inline]
    fn coin(rng: &mut MazeRng) -> bool {
        rng.chance(0.5)
    }

    #[inline]
    fn hunt_before(&self, _: usize) -> Option<usize> {
        None
    }

    /// The cell; each step draws one of its neighbours.
    type Walker = usize;

    #[inline]
    fn walker(&self, cell: usize) -> usize {
        cell
    }

    #[inline]
    fn walker_cell(walker: &usize) -> usize {
        *walker
    }

    #[inline]
    fn jump(&self, walker: &mut usize, cell: usize) {
        *walker = cell;
    }

    #[inline]
    fn random_step(&self, walker: &mut usize, rng: &mut MazeRng) -> usize {
        let (all, count) = neighbours_where(self, *walker, |_| true);
        let (slot, next) = all[rng.index(count)];
        *walker = next;
        slot
    }

    /// The cell: its graph finds where it lies.
    type Place = usize;

    #[inline]
    fn place(&self, cell: usize) -> usize {
        cell
    }

    #[inline]
    fn place_beside(&self, _: usize, _: usize, next: usize) -> usize {
        next
    }

    #[inline]
    fn fewest_steps(&self, from: usize, to: usize) -> u32 {
        self.graph().fewest_steps(from as u32, to as u32)
    }
}
