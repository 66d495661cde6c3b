//! Doors on the command line: the earliest-arrival route through them (`--solver earliest`,
//! the default when the maze has doors), summed up in `route:` and `wait` lines that the
//! ASCII reader skips, so a solved maze still reads back.

use mousemaze::maze::doors::Doors;
use mousemaze::maze::solve::earliest::{TimedRoute, earliest_arrival};
use mousemaze::maze::{Maze, Pos, SolveError, Solver};
use mousemaze::rules::PLAYER_SPEED;
use mousemaze::rules::TICKS_PER_SECOND;
use mousemaze::rules::pace;

/// The solver to use: the one asked for, else `earliest` on a maze with doors, else `bfs`.
pub fn solver(asked: Option<Solver>, doors: &Doors) -> Solver {
    asked.unwrap_or(if doors.is_empty() { Solver::Bfs } else { Solver::Earliest })
}

/// Ticks a cell at the player's speed: the pace a timed route is worked out for.
pub fn player_pace() -> u32 {
    pace(PLAYER_SPEED)
}

/// The earliest arrival from `start` to `goal` through `doors` at the player's pace.
pub fn earliest(maze: &Maze, doors: &Doors, start: Pos, goal: Pos) -> Result<TimedRoute, SolveError> {
    earliest_arrival(maze, doors, start, goal, 0, player_pace()).ok_or(SolveError::NotConnected { start, goal })
}

/// The `route:` line and a `wait` line for each place the route waits.
pub fn notes(maze: &Maze, route: &TimedRoute) -> Vec<String> {
    let waits: Vec<(Pos, u64)> = route.waits().collect();
    let waited: u64 = waits.iter().map(|(_, t)| t).sum();
    let waiting = match waits.len() {
        0 => "no waits".to_string(),
        1 => format!("1 wait of {waited} ticks"),
        n => format!("{n} waits, {waited} ticks in all"),
    };
    let mut lines = vec![format!(
        "route: {} moves, arrives at tick {} ({}), {waiting}",
        route.path.len().saturating_sub(1),
        route.arrival,
        seconds(route.arrival, route.pace),
    )];
    for (cell, ticks) in waits {
        let i = route.path.iter().position(|&p| p == cell).unwrap_or(0);
        let side = route.path.get(i + 1).and_then(|&next| maze.direction_to(cell, next)).map_or('?', |d| d.letter());
        lines.push(format!("wait {ticks} ticks at {},{} for the door {side}", cell.x, cell.y));
    }
    lines
}

/// `9.49 s at 20 ticks a cell`.
pub fn seconds(ticks: u64, pace: u32) -> String {
    format!(
        "{:.2} s at {pace} ticks a cell, {TICKS_PER_SECOND} ticks a second",
        ticks as f64 / f64::from(TICKS_PER_SECOND)
    )
}
