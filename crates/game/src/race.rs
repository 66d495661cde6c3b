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
use crate::maze::Pos;
use crate::rules::{Bump, DoorChange, Outcome};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<EnteredCell>()
        .add_message::<CheeseReached>()
        .add_message::<RivalReachedCheese>()
        .add_message::<Bumped>()
        .add_message::<DoorMoved>()
        .add_message::<CellSeen>()
        .add_systems(FixedUpdate, step_run.in_set(PlaySet::Step))
        .add_systems(FixedUpdate, decide_race.in_set(PlaySet::React));
}

/// A mouse reached the centre of a cell.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct EnteredCell {
    /// Which mouse: its index in the run (0 is the player).
    pub mouse: usize,
    pub cell: Pos,
}

/// The player's mouse reached the cheese.
#[derive(Message, Clone, Copy, Debug)]
pub struct CheeseReached;

/// A rival reached the cheese.
#[derive(Message, Clone, Copy, Debug)]
pub struct RivalReachedCheese;

/// The player pushed into a wall or a shut door.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq, Deref)]
pub struct Bumped(pub Bump);

/// A door opened or shut.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq, Deref)]
pub struct DoorMoved(pub DoorChange);

/// The player saw a cell for the first time (fog runs).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq, Deref)]
pub struct CellSeen(pub Pos);

/// Where the tick's events go.
#[derive(bevy::ecs::system::SystemParam)]
struct Reports<'w> {
    entered: MessageWriter<'w, EnteredCell>,
    cheese: MessageWriter<'w, CheeseReached>,
    rival: MessageWriter<'w, RivalReachedCheese>,
    bumped: MessageWriter<'w, Bumped>,
    doors: MessageWriter<'w, DoorMoved>,
    seen: MessageWriter<'w, CellSeen>,
}

fn step_run(
    mut run: ResMut<CurrentRun>,
    mut intent: ResMut<MoveIntent>,
    replay: Option<ResMut<ReplayTape>>,
    mut second: ResMut<super::mouse::SecondIntent>,
    mut out: Reports,
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
    out.entered.write_batch(report.entered.iter().map(|&(mouse, cell)| EnteredCell { mouse, cell }));
    for &mouse in &report.arrived {
        if mouse < run.players {
            out.cheese.write(CheeseReached);
        } else {
            out.rival.write(RivalReachedCheese);
        }
    }
    if let Some(bump) = report.bump {
        out.bumped.write(Bumped(bump));
    }
    out.doors.write_batch(report.doors.into_iter().map(DoorMoved));
    out.seen.write_batch(report.seen.into_iter().map(CellSeen));
}

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
