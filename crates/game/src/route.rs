//! Reveal the route: H shows the fastest way from the mouse's cell to the cheese at the
//! run's current tick (the earliest-arrival route: through doors, with the places to wait),
//! and hides it again. The route follows the mouse: it is recomputed in the same fixed step
//! in which the mouse enters a new cell. Each reveal is counted and shown on the results.
//! [`Route`] changes only when its cells do; the reveal animation reads the clock.

use bevy::prelude::*;

use super::input::{Act, Actions};
use super::race::EnteredCell;
use super::run::{CurrentRun, RunConfig};
use super::{PlaySet, Screen};
use crate::maze::Pos;
use crate::maze::solve::earliest::earliest_arrival;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Route>()
        .add_systems(OnEnter(Screen::Playing), reset_route)
        .add_systems(Update, toggle_route.in_set(PlaySet::Keys).run_if(in_state(Screen::Playing)))
        .add_systems(FixedUpdate, follow_the_mouse.in_set(PlaySet::React));
}

/// The revealed route.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct Route {
    /// Whether it is on screen.
    pub shown: bool,
    /// How many times the player revealed it this run.
    pub times_shown: u32,
    /// The cells from the mouse's cell to the cheese (empty while hidden).
    pub cells: Vec<Pos>,
    /// Where the route waits for a door: the cell, the tick it goes on, and the ticks it waits.
    pub waits: Vec<(Pos, u64, u64)>,
    /// When it was last revealed, in seconds of the app's clock (the reveal animation runs
    /// from there).
    pub revealed_at: f32,
}

impl Route {
    /// Recomputes the cells from `from` at the run's tick: the earliest arrival at the
    /// player's pace (with no doors, a shortest way).
    fn recompute(&mut self, run: &CurrentRun, from: Pos) {
        let board = &run.board;
        let pace = run.player().mouse.pace;
        let route = earliest_arrival(&board.maze, &board.doors, from, board.goal, run.tick, pace);
        self.waits = route.as_ref().map(|r| r.timed_waits().collect()).unwrap_or_default();
        self.cells = route.map(|r| r.path).unwrap_or_default();
    }
}

fn reset_route(mut commands: Commands, config: Res<RunConfig>, run: Res<CurrentRun>) {
    let mut route = Route::default();
    if config.reveal {
        route.shown = true;
        route.times_shown = 1;
        route.recompute(&run, run.board.start);
    }
    commands.insert_resource(route);
}

fn toggle_route(actions: Res<Actions>, time: Res<Time>, run: Res<CurrentRun>, mut route: ResMut<Route>) {
    if !actions.just(Act::Route) {
        return;
    }
    route.shown = !route.shown;
    if route.shown {
        route.times_shown += 1;
        route.revealed_at = time.elapsed_secs();
        route.recompute(&run, run.player().mouse.cell);
    } else {
        route.cells.clear();
        route.waits.clear();
    }
}

fn follow_the_mouse(run: Res<CurrentRun>, mut arrivals: MessageReader<EnteredCell>, mut route: ResMut<Route>) {
    let Some(cell) = arrivals.read().filter(|a| a.mouse == 0).last().map(|a| a.cell) else { return };
    if route.shown {
        route.recompute(&run, cell);
    }
}
