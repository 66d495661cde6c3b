//! Reveal the route: H shows the fastest way from the mouse's cell to the cheese at the
//! run's current tick (the earliest-arrival route: through doors, with the places to wait),
//! and hides it again. The route follows the mouse: it is recomputed in the same fixed step
//! in which the mouse enters a new cell. Each reveal is counted and shown on the results.
//! In a race of two each player has a key ([`Act::Route`], [`Act::RouteTwo`]): it shows the
//! route from that player's mouse (taking it over from the other's) and counts as that
//! player's help ([`crate::rules::Run::routes_shown`]).
//! [`Route`] changes only when its cells do; the reveal animation reads the clock.

use bevy::prelude::*;

use super::input::{Act, Actions};
use super::race::{DoorMoved, EnteredCell};
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
    /// How many times it was revealed this run (by either player).
    pub times_shown: u32,
    /// Whose route it is (0, or 1 in a race of two).
    pub player: usize,
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
        let pace = run.mice[self.player].mouse.pace;
        let route = earliest_arrival(&board.maze, &board.doors, from, board.goal, run.door_tick(), pace);
        self.waits = route.as_ref().map(|r| r.timed_waits().collect()).unwrap_or_default();
        self.cells = route.map(|r| r.path).unwrap_or_default();
    }
}

fn reset_route(mut commands: Commands, config: Res<RunConfig>, mut run: ResMut<CurrentRun>) {
    let mut route = Route::default();
    if config.reveal {
        route.shown = true;
        route.times_shown = 1;
        run.routes_shown[0] = 1;
        route.recompute(&run, run.board.start);
    }
    commands.insert_resource(route);
}

fn toggle_route(actions: Res<Actions>, time: Res<Time>, mut run: ResMut<CurrentRun>, mut route: ResMut<Route>) {
    let player = match (actions.just(Act::Route), actions.just(Act::RouteTwo)) {
        (true, _) => 0,
        (false, true) if run.players == 2 => 1,
        // Alone, player two's keys (the second gamepad's X among them) show player one's route,
        // as that pad's d-pad steers player one.
        (false, true) => 0,
        (false, false) => return,
    };
    // The other player's key takes the route over: it shows, from its own mouse.
    route.shown = !route.shown || route.player != player;
    route.player = player;
    if route.shown {
        route.times_shown += 1;
        run.routes_shown[player] += 1;
        route.revealed_at = time.elapsed_secs();
        route.recompute(&run, run.mice[player].mouse.cell);
    } else {
        route.cells.clear();
        route.waits.clear();
    }
}

fn follow_the_mouse(
    run: Res<CurrentRun>,
    mut arrivals: MessageReader<EnteredCell>,
    mut doors: MessageReader<DoorMoved>,
    mut route: ResMut<Route>,
) {
    // Before the first step the doors cycle while the mouse stands: the route's waits follow them.
    let doors_moved = doors.read().count() > 0 && !run.started();
    let entered = arrivals.read().filter(|a| a.mouse == route.player).last().map(|a| a.cell);
    let from = entered.or(doors_moved.then(|| run.mice[route.player].mouse.cell));
    if let Some(cell) = from
        && route.shown
    {
        route.recompute(&run, cell);
    }
}
