//! One step of a walk that keeps straight on: the piece the walking generators (with the
//! straightness knob, `knobs::straight`) and the micromouse contest generator share.
//! The way straight on is [`Cells::straight_on`]'s; the coin is drawn only when that way is
//! fresh, so a walk without a chance draws as it always did.

use crate::MazeRng;
use crate::model::Cells;

/// The heading of a walk's first cell: it was entered by no slot.
pub(crate) const NO_HEADING: u8 = u8::MAX;

/// The fresh way out of `cell` (entered by `heading`) to carve: straight on with the chance
/// `chance` where that way is fresh, else one of `fresh` at random, as the model draws.
#[inline]
pub(crate) fn straight_or_any<M: Cells>(
    maze: &M,
    cell: usize,
    heading: u8,
    fresh: &[(usize, usize)],
    chance: f64,
    rng: &mut MazeRng,
) -> (usize, usize) {
    let ahead = (heading != NO_HEADING).then(|| maze.straight_on(cell, usize::from(heading))).flatten();
    keep_straight(fresh, |&(slot, _)| Some(slot) == ahead, chance, rng)
        .unwrap_or_else(|| fresh[M::pick(rng, fresh.len())])
}

/// The item of `fresh` that `is_straight` names, when there is one and a coin of chance
/// `chance` says to keep straight (drawn only when there is one): the one piece both the
/// knob and the micromouse generator go straight on by.
#[inline]
pub(crate) fn keep_straight<T: Copy>(
    fresh: &[T],
    is_straight: impl Fn(&T) -> bool,
    chance: f64,
    rng: &mut MazeRng,
) -> Option<T> {
    fresh.iter().copied().find(|t| is_straight(t)).filter(|_| rng.chance(chance))
}
