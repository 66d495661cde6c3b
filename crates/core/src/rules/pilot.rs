//! Who steers a mouse: the player's keys, or a rival's plan (the walk its kind of solver
//! makes, replayed cell by cell; or a bot's run, replayed on its own timetable).

use super::keys::Keys;
use super::mouse::{Mouse, Steer};
use super::{Board, Ground};
use crate::maze::Maze;
use crate::rules::rivals::RivalKind;

/// What steers a mouse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pilot<G: Ground = Maze> {
    /// The player: turns queued by [`MoveInput`](super::MoveInput), corridors followed, in
    /// the player's style.
    Keys(Keys),
    /// A rival replaying its walk.
    Plan(Plan<G>),
}

/// Whose walk a plan is: a rival's (its kind of solver) or a bot's run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlanKind {
    Rival(RivalKind),
    /// The player's own bot, raced on its own timetable.
    Bot,
}

impl PlanKind {
    /// Whether it searches (its "thoughts" are worth showing).
    pub fn searches(self) -> bool {
        matches!(self, PlanKind::Rival(kind) if kind.searches())
    }
}

impl std::fmt::Display for PlanKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlanKind::Rival(kind) => kind.fmt(f),
            PlanKind::Bot => f.write_str("bot"),
        }
    }
}

/// A walk planned ahead: the cells from the start to the cheese, each an open neighbour of
/// the one before (dead ends show as runs in and back out).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan<G: Ground = Maze> {
    pub kind: PlanKind,
    pub walk: Vec<G::Cell>,
    /// The index in `walk` of the cell last reached.
    pub reached: usize,
    /// The tick it leaves each cell of `walk` (a bot's timetable: its bumps, turns and waits
    /// take time too); empty to leave each cell as soon as the way is open.
    pub departures: Vec<u64>,
}

impl<G: Ground> Plan<G> {
    /// The cells explored so far: what the "thoughts" overlay shows.
    pub fn explored(&self) -> &[G::Cell] {
        RivalKind::explored(&self.walk, self.reached)
    }
}

impl<G: Ground> Steer<G> for Plan<G> {
    fn choose(&mut self, mouse: &mut Mouse<G>, board: &Board<G>, tick: u64, _: Option<G::Way>) -> Option<G::Way> {
        if self.departures.get(self.reached).is_some_and(|&leave| tick < leave) {
            return None;
        }
        let next = *self.walk.get(self.reached + 1)?;
        let way = board.maze.way_to(mouse.cell, next)?;
        board.passable(mouse.cell, way, tick).then_some(way)
    }

    fn entered(&mut self, _: G::Cell) {
        self.reached += 1;
    }
}

impl<G: Ground> Steer<G> for Pilot<G> {
    fn choose(
        &mut self,
        mouse: &mut Mouse<G>,
        board: &Board<G>,
        tick: u64,
        arriving: Option<G::Way>,
    ) -> Option<G::Way> {
        match self {
            Pilot::Keys(keys) => keys.choose(mouse, board, tick, arriving),
            Pilot::Plan(plan) => plan.choose(mouse, board, tick, arriving),
        }
    }

    fn entered(&mut self, cell: G::Cell) {
        if let Pilot::Plan(plan) = self {
            plan.entered(cell);
        }
    }
}
