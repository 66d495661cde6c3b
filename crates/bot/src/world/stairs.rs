//! The stairs on a maze of floors: `up()` and `down()` climb them, `look_up()` and
//! `look_down()` see them, `marked_up()` and `marked_down()` read the chalk at their far end.
//! The stairs are no side of a cell, so turning never faces them and `forward()` never
//! climbs; climbing keeps the way the mouse faces (on floors every cell is a square, so it
//! faces the same way on the floor above). Where there are no stairs (the top floor's
//! ceiling, the bottom floor's ground, and every maze without floors) `up()` and `down()`
//! bump (a move's time, answering `false`), the looks see a wall and the chalk is -1, as at
//! a wall ahead.

use super::{Halt, Hooks, World};
use crate::trace::{Flight, Instruction, Sight};

impl<G: Hooks> World<G> {
    /// Up or down the stairs here, if there are any and they are open now; else a bump.
    pub(crate) fn climb(&mut self, flight: Flight) -> Result<bool, Halt> {
        let way = self.board.stairs(self.cell, flight);
        self.step_through(way, Instruction::Climb(flight))
    }

    /// What the stairs here are ("open", or a wall where there are none), and how many
    /// floors in a row they climb.
    pub(crate) fn look_stairs(&mut self, flight: Flight) -> Result<Sight, Halt> {
        let way = self.board.stairs(self.cell, flight);
        self.sight(way, Instruction::LookStairs(flight))
    }

    /// The chalk at the stairs' far end (-1 where there are none).
    pub(crate) fn marked_stairs(&mut self, flight: Flight) -> Result<i64, Halt> {
        let seen = self.through_passage(self.board.stairs(self.cell, flight));
        self.chalk_on(seen, Instruction::MarkedStairs(flight))
    }
}
