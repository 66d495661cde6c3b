//! What a tick reports: every event of the run, decided here once, so the game only draws and
//! plays what it is told. Cells entered and arrivals decide the race; a bump (the player's key
//! pushing into a wall or a shut door, from any device) plays a sound; doors opening and
//! shutting are heard; cells seen for the first time lift the fog; the trail grows with the
//! player's entered cells ([`Run::trail`](super::Run::trail)); the tick that decides the race
//! reports its [`Outcome`].

use super::Board;
use super::mouse::Mouse;
use crate::maze::doors::Doors;
use crate::maze::{Dir, Pos};

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
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TickReport {
    /// Cells whose centre a mouse reached, as (index in [`Run::mice`](super::Run::mice), cell),
    /// in order.
    pub entered: Vec<(usize, Pos)>,
    /// Mice that reached the cheese this tick.
    pub arrived: Vec<usize>,
    /// Set in the tick that decided the race.
    pub outcome: Option<Outcome>,
    /// The player pushed into a wall or a shut door.
    pub bump: Option<Bump>,
    /// Doors that opened or shut this tick.
    pub doors: Vec<DoorChange>,
    /// Cells the player saw for the first time (fog runs only), in the order seen.
    pub seen: Vec<Pos>,
}

/// The player's key pushed the mouse, standing at a cell's centre, into a side it cannot pass
/// now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bump {
    pub cell: Pos,
    pub toward: Dir,
    /// The shut door it pushed against (its index in the board's doors), or `None` for a wall.
    pub door: Option<usize>,
}

/// A door that opened or shut.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DoorChange {
    /// Its index in the board's doors.
    pub door: usize,
    /// Open now (else shut now).
    pub open: bool,
}

/// The bump, if `pressed` pushes `mouse` into a side it cannot pass at `tick`: only a mouse
/// standing at a centre bumps (a running one turns later or runs on).
pub(super) fn bump(board: &Board, mouse: &Mouse, pressed: Option<Dir>, tick: u64) -> Option<Bump> {
    let toward = pressed?;
    if mouse.heading.is_some() || board.passable(mouse.cell, toward, tick) {
        return None;
    }
    let door = if board.maze.is_open(mouse.cell, toward) { door_index(&board.doors, mouse.cell, toward) } else { None };
    Some(Bump { cell: mouse.cell, toward, door })
}

/// The index of the door on side `dir` of `cell`.
fn door_index(doors: &Doors, cell: Pos, dir: Dir) -> Option<usize> {
    let wanted = doors.door(cell, dir)?;
    doors.iter().position(|d| std::ptr::eq(d, wanted))
}

/// The doors whose state at `tick` differs from the tick before.
pub(super) fn door_changes(doors: &Doors, tick: u64) -> Vec<DoorChange> {
    let Some(before) = tick.checked_sub(1) else { return Vec::new() };
    doors
        .iter()
        .enumerate()
        .filter_map(|(door, d)| {
            let open = d.is_open(tick);
            (open != d.is_open(before)).then_some(DoorChange { door, open })
        })
        .collect()
}
