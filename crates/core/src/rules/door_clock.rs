//! The doors' clock of a run: the doors cycle from the moment the maze shows, so their rhythm
//! can be learnt before the first step, while the race's clock ([`Run::tick`]) starts with
//! that step. [`Run::door_tick`] is the one tick every door is met and drawn at.

use super::Ground;
use super::pilot::{Pilot, PlanKind};
use super::report::{DoorChange, door_changes};
use super::rivals::RivalKind;
use super::run::Run;

impl<G: Ground> Run<G> {
    /// The doors' clock: the race's tick plus the ticks the doors ran before it started.
    /// Every door a mouse meets, and every door drawn, is at this tick.
    pub fn door_tick(&self) -> u64 {
        self.tick + self.door_offset
    }

    /// The race starts after the doors ran `door_offset` ticks: a sprinter, who knows the
    /// doors' clocks, plans its route from now (the searchers' walks do not depend on it).
    pub(super) fn plan_rivals_from_now(&mut self) {
        let (board, from) = (&self.board, self.door_offset);
        for runner in &mut self.mice[self.players..] {
            let pace = runner.mouse.pace;
            let Pilot::Plan(plan) = &mut runner.pilot else { continue };
            if plan.kind != PlanKind::Rival(RivalKind::Sprinter) || board.door_count() == 0 {
                continue;
            }
            let ends = (board.start, board.goal);
            if let Ok(walk) = RivalKind::Sprinter.walk_through_from(&board.maze, &board.doors, ends, pace, from) {
                plan.walk = walk;
            }
        }
    }

    /// A tick before the race: the doors' clock runs (not against a bot: its run was timed
    /// with the doors starting with the race); the doors that opened or shut.
    pub(super) fn doors_before_the_race(&mut self) -> Vec<DoorChange> {
        if self.board.door_count() == 0 || self.races_a_bot() {
            return Vec::new();
        }
        self.door_offset += 1;
        door_changes::<G>(&self.board.doors, self.door_tick())
    }

    /// Whether the doors' clock runs now: before the race too, but not against a bot (see
    /// [`Run::door_tick`]), and not once the race is over.
    pub fn doors_running(&self) -> bool {
        self.outcome.is_none() && self.board.door_count() > 0 && (self.started() || !self.races_a_bot())
    }

    /// Whether a bot's run is raced ([`Run::add_timed_rival`]).
    fn races_a_bot(&self) -> bool {
        self.mice.iter().any(|runner| runner.plan().is_some_and(|plan| plan.kind == PlanKind::Bot))
    }
}
