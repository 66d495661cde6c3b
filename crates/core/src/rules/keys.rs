//! The player's steering ([`Keys`]): a pressed turn, a held key's wish that never turns back,
//! straight on along a corridor and round its bends, and in the other style a stop at every
//! junction. How a mouse runs between cells is `mouse.rs`; this decides where it goes at a
//! cell's centre.

use super::mouse::{Mouse, Steer};
use super::{Board, Ground};

/// The player's way of steering: a pressed turn when it opens; else a held key's way where it
/// opens (never back the way the mouse came); else straight on, else round a bend (a cell
/// with exactly two open sides). A closed door on the chosen way holds the mouse until it
/// opens (a door is a way through, only not yet).
///
/// In the other style ([`Keys::stop_at_junctions`]) the mouse also stops at every junction it
/// arrives at with no turn pressed, unless a key held opens a way there.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Keys {
    pub stop_at_junctions: bool,
}

impl<G: Ground> Steer<G> for Keys {
    fn choose(
        &mut self,
        mouse: &mut Mouse<G>,
        board: &Board<G>,
        tick: u64,
        arriving: Option<G::Way>,
    ) -> Option<G::Way> {
        let (ground, cell) = (&board.maze, mouse.cell);
        let back = mouse.behind;
        let open = |key: G::Key| ground.key_way(cell, key).filter(|&way| ground.opens(cell, way));
        // An earlier press that meant, at the cell just left, the way the mouse ran from it
        // was pressed late for that cell (a bend it had already followed): done, it yields
        // to the turn pressed after it.
        let from = back.and_then(|back| ground.through(cell, back));
        let done = |key: G::Key| from.zip(arriving).is_some_and(|(from, way)| ground.key_way(from, key) == Some(way));
        if mouse.earlier.is_some_and(|(e, _)| done(e)) && mouse.queued.and_then(open).is_some() {
            mouse.earlier = None;
        }
        let first = mouse.earlier.and_then(|(e, _)| open(e));
        let pressed = first.or(mouse.queued.and_then(open));
        let wished = || mouse.wish.into_iter().flatten().filter_map(open).find(|&w| Some(w) != back);
        let way = match (pressed.or_else(wished), arriving) {
            (Some(way), _) => way,
            (None, Some(_)) if self.stop_at_junctions && ground.exits(cell) > 2 => return None,
            (None, Some(ahead)) => way_on(ground, cell, ahead, back)?,
            (None, None) => mouse.waiting?,
        };
        let go = board.passable(cell, way, tick);
        mouse.waiting = (!go).then_some(way);
        // Turns are taken in the order pressed: the earlier one first, where it opens.
        if go && first == Some(way) {
            mouse.earlier = None;
        } else if go && pressed == Some(way) {
            mouse.queued = None;
        }
        go.then_some(way)
    }
}

/// Where a corridor leads on from `cell` for a mouse arriving running `ahead` (`back`: the
/// way it came from): straight on, or round a bend (exactly two open ways); `None` at a wall
/// or a junction.
fn way_on<G: Ground>(ground: &G, cell: G::Cell, ahead: G::Way, back: Option<G::Way>) -> Option<G::Way> {
    if let Some(on) = ground.ahead(cell, ahead).filter(|&on| ground.opens(cell, on)) {
        return Some(on);
    }
    let mut ways = ground.open_ways_of(cell).filter(|&way| Some(way) != back);
    match (ways.next(), ways.next()) {
        (Some(only), None) if ground.exits(cell) == 2 => Some(only),
        _ => None,
    }
}
