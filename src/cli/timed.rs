//! Timed routes on the command line: the earliest-arrival route through doors (`--solver
//! earliest`, the default when the maze has doors) and the fastest-time route of a mouse slowed
//! by turns (`--solver fastest`, doors or not), summed up in `route:` and `wait` lines that the
//! ASCII reader skips, so a solved maze still reads back.

use mousemaze::maze::doors::Doors;
use mousemaze::maze::solve::earliest::{TimedRoute, earliest_arrival};
use mousemaze::maze::solve::fastest::{CostModel, DiagonalCosts, FastestQuery};
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

/// Whether `solver` gives a timed route on a maze with `doors`: `earliest` through doors,
/// `fastest` always.
pub fn is_timed(solver: Solver, doors: &Doors) -> bool {
    solver == Solver::Fastest || (solver == Solver::Earliest && !doors.is_empty())
}

/// A timed route for the command line: its cells, its `route:` and `wait` lines, and the
/// cells it crosses on a diagonal.
pub struct Timed {
    pub path: Vec<Pos>,
    pub notes: Vec<String>,
    pub chords: Vec<Pos>,
}

/// The timed route of `solver` ([`is_timed`]), with diagonals if asked (`fastest` only).
pub fn route(
    solver: Solver,
    diagonals: bool,
    maze: &Maze,
    doors: &Doors,
    start: Pos,
    goal: Pos,
) -> Result<Timed, SolveError> {
    if solver != Solver::Fastest {
        let route = earliest(maze, doors, start, goal)?;
        let notes = notes(maze, &route);
        return Ok(Timed { path: route.path, notes, chords: Vec::new() });
    }
    let query = FastestQuery { maze, doors, start, goals: &[goal], start_tick: 0, model: &CostModel::MOUSE };
    let not_connected = SolveError::NotConnected { start, goal };
    let (route, chords, diagonal) = if diagonals {
        let found = query.route_with_diagonals(&DiagonalCosts::MOUSE).ok_or(not_connected)?;
        let chords: Vec<Pos> = found.chords().collect();
        let runs = match found.diagonals() {
            1 => "1 diagonal".to_string(),
            n => format!("{n} diagonals"),
        };
        let said = format!(", {runs} over {} cells", chords.len());
        (found.route, chords, said)
    } else {
        (query.route().ok_or(not_connected)?, Vec::new(), String::new())
    };
    let moves = format!("{} moves, {} turns{diagonal}", route.path.len().saturating_sub(1), route.turns());
    let time = format!(
        "{:.2} s, {TICKS_PER_SECOND} ticks a second, slowed by turns, quicker on straights",
        route.ticks() as f64 / f64::from(TICKS_PER_SECOND)
    );
    let notes = route_notes(maze, &route.path, moves, route.arrival(), time, route.waits().collect());
    Ok(Timed { path: route.path, notes, chords })
}

/// The `route:` line and a `wait` line for each place the route waits.
pub fn notes(maze: &Maze, route: &TimedRoute) -> Vec<String> {
    let moves = format!("{} moves", route.path.len().saturating_sub(1));
    let time = seconds(route.arrival, route.pace);
    route_notes(maze, &route.path, moves, route.arrival, time, route.waits().collect())
}

/// `route: {moves}, arrives at tick {arrival} ({time}), {waits}`, and a line a wait.
fn route_notes(
    maze: &Maze,
    path: &[Pos],
    moves: String,
    arrival: u64,
    time: String,
    waits: Vec<(Pos, u64)>,
) -> Vec<String> {
    let waited: u64 = waits.iter().map(|(_, t)| t).sum();
    let waiting = match waits.len() {
        0 => "no waits".to_string(),
        1 => format!("1 wait of {waited} ticks"),
        n => format!("{n} waits, {waited} ticks in all"),
    };
    let mut lines = vec![format!("route: {moves}, arrives at tick {arrival} ({time}), {waiting}")];
    for (cell, ticks) in waits {
        let i = path.iter().position(|&p| p == cell).unwrap_or(0);
        let side = path.get(i + 1).and_then(|&next| maze.direction_to(cell, next)).map_or('?', |d| d.letter());
        lines.push(format!("wait {ticks} ticks at {},{} for the door {side}", cell.x, cell.y));
    }
    lines
}

/// `9.49 s at 20 ticks a cell`.
pub fn seconds(ticks: u64, pace: u32) -> String {
    let time = mousemaze::rules::seconds_text(ticks as f64);
    format!("{time} at {pace} ticks a cell, {TICKS_PER_SECOND} ticks a second")
}
