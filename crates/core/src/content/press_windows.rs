//! How forgiving the keys are, measured: for every turn of a difficulty's fastest route that
//! needs a key (a junction where the route does not run straight on), the longest stretch of
//! ticks during which one tap of that turn's key still takes the route, every other key
//! tapped as [`RouteKeys`] taps it. A tap too early is taken at an earlier opening or
//! forgotten ([`PRESS_KEPT_TICKS`](crate::rules::PRESS_KEPT_TICKS)); one too late runs past
//! the junction. `mousemaze simulate --press-windows` prints the share of turns whose window
//! is at least a quarter of a second.
//!
//! ```
//! use mousemaze_core::content::difficulty::Difficulty;
//! use mousemaze_core::content::press_windows::turn_windows;
//!
//! let windows = turn_windows(Difficulty::Easy, 3).unwrap();
//! assert!(!windows.is_empty() && windows.iter().all(|&ticks| ticks > 0));
//! ```

use crate::content::difficulty::Difficulty;
use crate::maze::Pos;
use crate::rules::{MoveInput, PLAYER_SPEED, RouteKeys, Run, RunError, TICKS_PER_SECOND};

/// How far before the mouse reaches a turn's junction a tap is tried: 1.5 s.
const BEFORE: u64 = TICKS_PER_SECOND as u64 * 3 / 2;
/// How far after: 0.5 s.
const AFTER: u64 = TICKS_PER_SECOND as u64 / 2;

/// The window a quarter of a second makes, in ticks (rounded up).
pub const QUARTER_SECOND: u64 = (TICKS_PER_SECOND as u64).div_ceil(4);

/// For each turn of `difficulty`'s fastest route on the maze of `seed` that needs a key, in
/// route order: the longest run of consecutive ticks in which tapping it takes the route.
pub fn turn_windows(difficulty: Difficulty, seed: u64) -> Result<Vec<u64>, RunError> {
    let run = Run::from_recipe(difficulty.recipe(seed), PLAYER_SPEED, &[])?;
    let keys = RouteKeys::fastest(&run);
    let route = keys.route().to_vec();
    let arrivals = arrival_ticks(run.clone(), &keys, route.len());
    let turns = (1..route.len().saturating_sub(1)).filter(|&i| needs_key(&run, &route, i));
    Ok(turns.map(|i| window(&run, &keys, &route, &arrivals, i)).collect())
}

/// Whether the route's turn at `route[i]` needs a key: it does not run straight on there, and
/// the cell is not a plain bend (which the mouse follows on its own).
fn needs_key(run: &Run, route: &[Pos], i: usize) -> bool {
    let maze = &run.board.maze;
    let (Some(a), Some(b)) = (maze.direction_to(route[i - 1], route[i]), maze.direction_to(route[i], route[i + 1]))
    else {
        return false;
    };
    a != b && maze.passages(route[i]).count_ones() > 2
}

/// The tick the route keys' run reaches each cell of the route (the start at 0).
fn arrival_ticks(mut run: Run, keys: &RouteKeys, cells: usize) -> Vec<u64> {
    let mut arrivals = vec![0];
    while run.outcome.is_none() && arrivals.len() < cells && run.tick < 1_000_000 {
        let tick = run.tick;
        if !run.step(keys.input(&run)).entered.is_empty() {
            arrivals.push(tick + 1);
        }
    }
    arrivals
}

/// The longest window of the turn at `route[i]`.
fn window(start: &Run, keys: &RouteKeys, route: &[Pos], arrivals: &[u64], i: usize) -> u64 {
    let Some(&at) = arrivals.get(i) else { return 0 };
    let junction = route[i];
    // The route keys, except the key for this junction: that one is tapped by the trial.
    let input = |run: &Run| {
        if run.player().mouse.next_cell(&run.board) == junction { MoveInput::default() } else { keys.input(run) }
    };
    let mut run = start.clone();
    let first = at.saturating_sub(BEFORE);
    while run.tick < first && run.outcome.is_none() {
        run.step(keys.input(&run));
    }
    let (mut best, mut current) = (0, 0);
    for _ in first..=at + AFTER {
        let mut trial = run.clone();
        let ok = takes_route(&mut trial, route, i, &input);
        current = if ok { current + 1 } else { 0 };
        best = best.max(current);
        run.step(input(&run));
    }
    best
}

/// Taps the turn's key now and runs on: whether the mouse enters the route's cells in order
/// up to the one after the junction, without losing time past a second's grace.
fn takes_route(run: &mut Run, route: &[Pos], i: usize, input: &impl Fn(&Run) -> MoveInput) -> bool {
    let maze = &run.board.maze;
    let Some(turn) = maze.direction_to(route[i], route[i + 1]) else { return false };
    let Some(mut next) = route.iter().position(|&p| p == run.player().mouse.cell).map(|k| k + 1) else {
        return false;
    };
    let limit = run.tick + 3 * TICKS_PER_SECOND as u64;
    let mut keys = MoveInput { pressed: Some(turn), ..input(run) };
    while run.tick < limit && run.outcome.is_none() {
        for (_, cell) in run.step(keys).entered.into_iter().filter(|&(mouse, _)| mouse == 0) {
            if route.get(next) != Some(&cell) {
                return false;
            }
            if next == i + 1 {
                return true;
            }
            next += 1;
        }
        keys = input(run);
    }
    run.outcome.is_some() && next > i + 1
}
