//! The race, stepped: once a fixed tick the player's keys go into the rules core's
//! [`Run::step`](crate::rules::Run::step), and what the tick reports becomes Messages
//! ([`EnteredCell`], [`CheeseReached`], [`RivalReachedCheese`], [`Bumped`], [`DoorMoved`], [`CellSeen`])
//! and,
//! when the race is decided, the Won or Lost screen. Nothing here decides a rule: the core
//! does (a bump from a gamepad is the same bump as from a key).

use bevy::prelude::*;

use super::ghost::ReplayTape;
use super::mouse::MoveIntent;
use super::run::CurrentRun;
use super::{PlaySet, Screen};
use crate::maze::Maze;
use crate::rules::{Bump, DoorChange, Ground, Outcome, Run, TickReport};

pub(super) fn plugin(app: &mut App) {
    add_race_messages::<Maze>(app);
    app.add_message::<CheeseReached>()
        .add_message::<RivalReachedCheese>()
        .add_message::<DoorMoved>()
        .add_systems(FixedUpdate, step_run.in_set(PlaySet::Step))
        .add_systems(FixedUpdate, decide_race.in_set(PlaySet::React));
}

/// Registers the Messages that name cells, for races on ground `G` (the shapes' screen adds
/// its own).
pub fn add_race_messages<G: Ground>(app: &mut App) {
    app.add_message::<EnteredCell<G>>().add_message::<Bumped<G>>().add_message::<CellSeen<G>>();
}

/// A race's run kept as a resource, whatever its ground: the square game's [`CurrentRun`],
/// the shapes' screen's own. What reacts to any race (the sounds) reads it through this.
pub trait RaceRun: Resource {
    /// The ground raced on.
    type Ground: Ground;
    /// The run.
    fn race(&self) -> &Run<Self::Ground>;

    /// Where the player is, when the HUD should say it beside the moves (the floor, on a maze
    /// of several).
    fn whereabouts(&self) -> Option<String> {
        None
    }
}

impl RaceRun for CurrentRun {
    type Ground = Maze;
    fn race(&self) -> &Run {
        self
    }
}

/// A mouse reached the centre of a cell.
#[derive(Message, Debug, PartialEq, Eq)]
pub struct EnteredCell<G: Ground = Maze> {
    /// Which mouse: its index in the run (0 is the player).
    pub mouse: usize,
    pub cell: G::Cell,
}

/// The player's mouse reached the cheese.
#[derive(Message, Clone, Copy, Debug)]
pub struct CheeseReached;

/// A rival reached the cheese.
#[derive(Message, Clone, Copy, Debug)]
pub struct RivalReachedCheese;

/// The player pushed into a wall or a shut door.
#[derive(Message, Debug, PartialEq, Eq, Deref)]
pub struct Bumped<G: Ground = Maze>(pub Bump<G>);

/// A door opened or shut.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq, Deref)]
pub struct DoorMoved(pub DoorChange);

/// The player saw a cell for the first time (fog runs).
#[derive(Message, Debug, PartialEq, Eq)]
pub struct CellSeen<G: Ground = Maze>(pub G::Cell);

/// Where a tick's events go, on ground `G`.
#[derive(bevy::ecs::system::SystemParam)]
pub struct Reports<'w, G: Ground> {
    entered: MessageWriter<'w, EnteredCell<G>>,
    cheese: MessageWriter<'w, CheeseReached>,
    rival: MessageWriter<'w, RivalReachedCheese>,
    bumped: MessageWriter<'w, Bumped<G>>,
    doors: MessageWriter<'w, DoorMoved>,
    seen: MessageWriter<'w, CellSeen<G>>,
}

impl<G: Ground> Reports<'_, G> {
    /// Writes what one tick of a race of `players` reported as Messages.
    pub fn write(&mut self, report: TickReport<G>, players: usize) {
        self.entered.write_batch(report.entered.iter().map(|&(mouse, cell)| EnteredCell { mouse, cell }));
        for &mouse in &report.arrived {
            if mouse < players {
                self.cheese.write(CheeseReached);
            } else {
                self.rival.write(RivalReachedCheese);
            }
        }
        if let Some(bump) = report.bump {
            self.bumped.write(Bumped(bump));
        }
        self.doors.write_batch(report.doors.into_iter().map(DoorMoved));
        self.seen.write_batch(report.seen.into_iter().map(CellSeen));
    }
}

fn step_run(
    mut run: ResMut<CurrentRun>,
    mut intent: ResMut<MoveIntent>,
    replay: Option<ResMut<ReplayTape>>,
    mut second: ResMut<super::mouse::SecondIntent>,
    mut out: Reports<Maze>,
) {
    // Once decided the race stands still: a slow frame runs several fixed steps, and those
    // after the deciding tick must not run the clock on past the arrival.
    if run.outcome.is_some() {
        return;
    }
    let keys = intent.take_input();
    // A replay plays its kept keys, from the first tick.
    let input = match replay {
        Some(mut tape) => tape.keys_at(run.tick),
        None => keys,
    };
    let two = second.take_input();
    let report = run.step_players(&[input, two]);
    out.write(report, run.players);
}

impl<G: Ground> Clone for EnteredCell<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Ground> Copy for EnteredCell<G> {}

impl<G: Ground> Clone for Bumped<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Ground> Copy for Bumped<G> {}

impl<G: Ground> Clone for CellSeen<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Ground> Copy for CellSeen<G> {}

/// The tick that decides the race ends the run: the player's arrival wins (also in a dead
/// heat), a rival's loses.
fn decide_race(
    run: Res<CurrentRun>,
    mut cheese: MessageReader<CheeseReached>,
    mut rival: MessageReader<RivalReachedCheese>,
    mut screen: ResMut<NextState<Screen>>,
) {
    let arrivals = cheese.read().count() + rival.read().count();
    match run.outcome {
        Some(Outcome::Won) if arrivals > 0 => screen.set(Screen::Won),
        Some(Outcome::Lost) if arrivals > 0 => screen.set(Screen::Lost),
        _ => {}
    }
}
