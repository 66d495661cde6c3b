//! What a tick reports: every event of the run, decided here once, so the game only draws and
//! plays what it is told. Cells entered and arrivals decide the race; a bump (the player's key
//! pushing into a wall or a shut door, from any device) plays a sound; doors opening and
//! shutting are heard; cells seen for the first time lift the fog; the trail grows with the
//! player's entered cells ([`Run::trail`](super::Run::trail)); the tick that decides the race
//! reports its [`Outcome`].

use super::mouse::Mouse;
use super::{Board, Ground};
use crate::maze::Maze;

/// How a race ended, for the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The player (in a race of two, a player: [`Run::duel`](super::Run::duel) says who)
    /// reached the cheese first (a dead heat with a rival counts as a win).
    Won,
    /// A rival got there first.
    Lost,
}

/// What happened in one tick.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TickReport<G: Ground = Maze> {
    /// Cells whose centre a mouse reached, as (index in [`Run::mice`](super::Run::mice), cell),
    /// in order.
    pub entered: Vec<(usize, G::Cell)>,
    /// Mice that reached the cheese this tick.
    pub arrived: Vec<usize>,
    /// Set in the tick that decided the race.
    pub outcome: Option<Outcome>,
    /// The player pushed into a wall or a shut door.
    pub bump: Option<Bump<G>>,
    /// Doors that opened or shut this tick.
    pub doors: Vec<DoorChange>,
    /// Cells the player saw for the first time (fog runs only), in the order seen.
    pub seen: Vec<G::Cell>,
}

impl<G: Ground> Default for TickReport<G> {
    fn default() -> Self {
        TickReport {
            entered: Vec::new(),
            arrived: Vec::new(),
            outcome: None,
            bump: None,
            doors: Vec::new(),
            seen: Vec::new(),
        }
    }
}

/// The player's key pushed the mouse, standing at a cell's centre, into a side it cannot pass
/// now.
#[derive(Debug, PartialEq, Eq)]
pub struct Bump<G: Ground = Maze> {
    pub cell: G::Cell,
    /// The key pressed.
    pub toward: G::Key,
    /// The shut door it pushed against (its index in the board's doors), or `None` for a wall.
    pub door: Option<usize>,
}

impl<G: Ground> Clone for Bump<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Ground> Copy for Bump<G> {}

/// A door that opened or shut.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DoorChange {
    /// Its index in the board's doors.
    pub door: usize,
    /// Open now (else shut now).
    pub open: bool,
}

/// The bump, if `pressed` pushes `mouse` into a way it cannot pass at `tick` (or, on a shape
/// where a key means only open ways, into no way at all): only a mouse standing at a centre
/// bumps (a running one turns later or runs on).
pub(super) fn bump<G: Ground>(
    board: &Board<G>,
    mouse: &Mouse<G>,
    pressed: Option<G::Key>,
    tick: u64,
) -> Option<Bump<G>> {
    let toward = pressed?;
    let ground = &board.maze;
    let way = ground.key_way(mouse.cell, toward);
    if mouse.heading.is_some() || way.is_some_and(|way| board.passable(mouse.cell, way, tick)) {
        return None;
    }
    let door =
        way.filter(|&way| ground.opens(mouse.cell, way)).and_then(|way| ground.door_at(&board.doors, mouse.cell, way));
    Some(Bump { cell: mouse.cell, toward, door })
}

/// The doors whose state at `tick` differs from the tick before.
pub(super) fn door_changes<G: Ground>(doors: &G::Doors, tick: u64) -> Vec<DoorChange> {
    let Some(before) = tick.checked_sub(1) else { return Vec::new() };
    G::door_clocks(doors)
        .enumerate()
        .filter_map(|(door, clock)| {
            let open = clock.is_open(tick);
            (open != clock.is_open(before)).then_some(DoorChange { door, open })
        })
        .collect()
}
