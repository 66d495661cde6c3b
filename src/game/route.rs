//! Reveal the route: H shows the shortest way from the mouse's cell to the cheese, and
//! hides it again. The route follows the mouse: it is recomputed in the same fixed step in
//! which the mouse enters a new cell. Each reveal is counted and shown on the results.

use bevy::prelude::*;

use super::mouse::{EnteredCell, Mouse, Player};
use super::run::{CurrentMaze, RunConfig};
use super::{PlaySet, Screen};
use crate::maze::{Pos, Solver};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Route>()
        .add_systems(OnEnter(Screen::Playing), reset_route)
        .add_systems(Update, toggle_route.run_if(in_state(Screen::Playing)))
        .add_systems(FixedUpdate, follow_the_mouse.in_set(PlaySet::Rules));
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
    /// Seconds since it was last revealed (for the reveal animation).
    pub age: f32,
}

impl Route {
    /// Recomputes the cells from `from` (BFS: the shortest way).
    fn recompute(&mut self, current: &CurrentMaze, from: Pos) {
        self.cells = Solver::Bfs.solve(&current.maze, from, current.goal).map(|s| s.path).unwrap_or_default();
    }
}

fn reset_route(mut commands: Commands, config: Res<RunConfig>, current: Res<CurrentMaze>) {
    let mut route = Route::default();
    if config.reveal {
        route.shown = true;
        route.times_shown = 1;
        route.recompute(&current, current.start);
    }
    commands.insert_resource(route);
}

fn toggle_route(
    keys: Res<ButtonInput<KeyCode>>,
    time: Res<Time>,
    current: Res<CurrentMaze>,
    player: Query<&Mouse, With<Player>>,
    mut route: ResMut<Route>,
) {
    route.age += time.delta_secs();
    if !keys.just_pressed(KeyCode::KeyH) {
        return;
    }
    route.shown = !route.shown;
    if route.shown {
        route.times_shown += 1;
        route.age = 0.0;
        let from = player.single().map_or(current.start, |m| m.cell);
        route.recompute(&current, from);
    } else {
        route.cells.clear();
    }
}

fn follow_the_mouse(
    current: Res<CurrentMaze>,
    mut arrivals: MessageReader<EnteredCell>,
    player: Query<(), With<Player>>,
    mut route: ResMut<Route>,
) {
    let Some(cell) = arrivals.read().filter(|a| player.contains(a.mouse)).last().map(|a| a.cell) else { return };
    if route.shown {
        route.recompute(&current, cell);
    }
}
