//! The model's generator steps ([`Step`], in cells and slots) as the square grid's
//! [`GenStep`]s (in positions and directions), which the game animates: the generators
//! written once over the model report through this.

use super::GenStep;
use crate::model::Step;
use crate::{Dir, Pos};

/// A generator's step over the model, on the square grid.
impl Step {
    /// The step on a square grid `width` cells wide, as the game animates it.
    #[inline]
    pub fn on_grid(self, width: u32) -> GenStep {
        let pos = |cell: usize| Pos::new((cell % width as usize) as u32, (cell / width as usize) as u32);
        let dir = |slot: usize| Dir::from_index(slot as u8);
        match self {
            Step::Visit(cell) => GenStep::Visit(pos(cell)),
            Step::Open(cell, slot) => GenStep::Carve(pos(cell), dir(slot)),
            Step::Close(cell, slot) => GenStep::Wall(pos(cell), dir(slot)),
            Step::Backtrack(cell) => GenStep::Backtrack(pos(cell)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_on_a_grid_name_cells_and_sides() {
        assert_eq!(Step::Open(7, 2).on_grid(5), GenStep::Carve(Pos::new(2, 1), Dir::S));
        assert_eq!(Step::Backtrack(4).on_grid(5), GenStep::Backtrack(Pos::new(4, 0)));
    }
}
