//! The player's input in a tick ([`MoveInput`]), and a scripted player ([`RouteKeys`]) that
//! presses the keys of a route the way a person would: each turn a little before its
//! junction. The game's tests press the same keys, so a race in the core and the same race
//! in the game end on the same tick.

use super::Ground;
use super::mouse::Mouse;
use super::run::Run;
use crate::maze::{Dir, Maze};

/// The direction keys in one tick (on squares the four directions; on other shapes a
/// [`ShapeKey`](super::ShapeKey)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveInput<K = Dir> {
    /// A direction key pressed since the last tick (the newest wins).
    pub pressed: Option<K>,
    /// The direction key held down now (the most recently pressed among those held).
    pub held: Option<K>,
    /// The direction key held before it, if two are held: the next wish, where the newest's
    /// way is shut.
    pub also: Option<K>,
}

impl<K> Default for MoveInput<K> {
    fn default() -> Self {
        MoveInput { pressed: None, held: None, also: None }
    }
}

impl<K: Copy + PartialEq> MoveInput<K> {
    /// A key tapped in this tick: pressed, and down for this tick only.
    pub fn tap(key: K) -> MoveInput<K> {
        MoveInput { pressed: Some(key), held: Some(key), also: None }
    }

    /// A key held down, pressed in an earlier tick.
    pub fn hold(key: K) -> MoveInput<K> {
        MoveInput { held: Some(key), ..MoveInput::default() }
    }

    /// Gives the mouse the keys: a press is a turn to take ([`Mouse::press`]); the held keys
    /// are its wish, taken where they open but never back the way it came, so a held key
    /// never reverses it.
    pub fn apply<G: Ground<Key = K>>(self, mouse: &mut Mouse<G>, ground: &G) {
        if let Some(pressed) = self.pressed {
            mouse.press_on(pressed, ground);
        }
        mouse.wish = [self.held, self.also.filter(|&also| Some(also) != self.held)];
    }
}

/// A scripted player that runs a route by tapping keys.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RouteKeys<G: Ground = Maze> {
    route: Vec<G::Cell>,
}

impl<G: Ground> RouteKeys<G> {
    /// Keys for `route` (start to cheese).
    pub fn new(route: Vec<G::Cell>) -> RouteKeys<G> {
        RouteKeys { route }
    }

    /// The route it runs, start to cheese.
    pub fn route(&self) -> &[G::Cell] {
        &self.route
    }

    /// Keys for the fastest route of `run`'s board from the start at the doors' tick now: the
    /// shortest route, or with doors the earliest-arrival route (the player waits where it
    /// waits).
    pub fn fastest(run: &Run<G>) -> RouteKeys<G> {
        RouteKeys::fastest_for(run, 0)
    }

    /// Keys for player `player`'s fastest route, from where that player's mouse stands.
    pub fn fastest_for(run: &Run<G>, player: usize) -> RouteKeys<G> {
        let board = &run.board;
        let mouse = run.mice[player].mouse;
        let route = if board.door_count() == 0 {
            board.maze.shortest_route(mouse.cell, &[board.goal])
        } else {
            board.maze.earliest_route(&board.doors, mouse.cell, board.goal, run.door_tick(), mouse.pace)
        };
        RouteKeys::new(route.unwrap_or_default())
    }

    /// The key to tap now, if any: the way on from the cell the player runs into next, unless
    /// it is already queued or already the way it runs.
    pub fn input(&self, run: &Run<G>) -> MoveInput<G::Key> {
        self.input_for(run, 0)
    }

    /// The key for player `player` to tap now (once: not while that turn is still pressed).
    pub fn input_for(&self, run: &Run<G>, player: usize) -> MoveInput<G::Key> {
        let mouse = run.mice[player].mouse;
        let at = mouse.next_cell(&run.board);
        let Some(i) = self.route.iter().position(|&p| p == at) else { return MoveInput::default() };
        let Some(&next) = self.route.get(i + 1) else { return MoveInput::default() };
        let Some(wanted) = run.board.maze.way_to(at, next) else { return MoveInput::default() };
        let key = G::way_key(wanted);
        let running_there = mouse.heading == Some(wanted) && mouse.cell != at;
        let pressed = mouse.queued == Some(key) || mouse.earlier.is_some_and(|(earlier, _)| earlier == key);
        if pressed || running_there { MoveInput::default() } else { MoveInput::tap(key) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::{Algorithm, recipe::MazeRecipe};
    use crate::rules::rivals::RivalKind;
    use crate::rules::{Outcome, RivalSpec};

    fn recipe(seed: u64, braid: f64) -> MazeRecipe {
        MazeRecipe { algorithm: Algorithm::Backtracker, width: 21, height: 15, seed, braid, ..Default::default() }
    }

    #[test]
    fn the_route_keys_run_the_shortest_route_without_stopping() {
        for seed in 0..30 {
            let mut run = Run::from_recipe(recipe(seed, 0.3), 6.5, &[]).unwrap();
            let keys = RouteKeys::fastest(&run);
            while run.outcome.is_none() {
                run.step(keys.input(&run));
                assert!(run.tick < 100_000, "seed {seed}: no end");
            }
            assert_eq!(run.outcome, Some(Outcome::Won));
            assert_eq!(run.player().moves as usize, run.shortest_moves, "seed {seed}");
            // Never a standstill: arrival is as early as the pace allows (the first tap moves too).
            let needed = run.shortest_moves as u64 * u64::from(run.player().mouse.pace);
            assert_eq!(run.player().arrived, Some(needed), "seed {seed}");
        }
    }

    #[test]
    fn a_fast_rival_wins_the_race_and_the_same_inputs_give_the_same_race() {
        let rivals = [RivalSpec { kind: RivalKind::Sprinter, cells_per_second: 13.0 }];
        let race = || {
            let mut run = Run::from_recipe(recipe(3, 0.0), 6.5, &rivals).unwrap();
            let keys = RouteKeys::fastest(&run);
            let mut reports = Vec::new();
            while run.outcome.is_none() {
                reports.push(run.step(keys.input(&run)));
            }
            (run, reports)
        };
        let (run, reports) = race();
        assert_eq!(run.outcome, Some(Outcome::Lost));
        // 13 cells/s at 130 ticks/s is exactly 10 ticks a move.
        let moves = run.mice[1].plan().unwrap().walk.len() as u64 - 1;
        assert_eq!(run.mice[1].arrived, Some(10 * moves));
        assert_eq!(run.tick, 10 * moves);
        assert_eq!(race(), (run, reports), "deterministic, tick for tick");
    }
}
