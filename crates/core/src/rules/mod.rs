//! The rules of a run, with no Bevy: one race in fixed ticks. The game's `FixedUpdate`
//! feeds [`Run::step`] the player's keys once a tick and draws what it says; `simulate`
//! and the tests loop it with scripted inputs ([`RouteKeys`]). The same inputs give the same
//! ticks on every machine: each mouse runs a cell in a whole number of ticks (its pace).
//!
//! - [`Board`]: the maze, the start, the cheese and the timed doors: which sides are
//!   passable at a tick.
//! - [`Mouse`] and [`Steer`]: how a mouse runs corridors, follows bends and takes queued turns.
//! - [`Pilot`]: who steers: the player's keys or a rival's plan (a bot script later).
//! - [`Run`]: the mice, the clock, who won; [`TickReport`]: what happened in a tick.
//! - [`duel`]: two players in one run, from fair starts; a tie is a tie ([`Duel`]).
//! - [`fog`]: what a mouse sees from its cell, and remembers (fog of war).
//! - [`contest`]: the micromouse contest: several runs, a time budget, a score.
//! - [`Ghost`]: the best run kept as its keys ([`GhostRun`]) and replayed beside the player.
//!
//! The difficulty table, measured by racing these rules, is `content::balance`, in the layer
//! above.
//!
//! ```
//! use mousemaze_maze::{Algorithm, recipe::MazeRecipe};
//! use mousemaze_core::rules::rivals::RivalKind;
//! use mousemaze_core::rules::{Outcome, RivalSpec, RouteKeys, Run};
//!
//! let recipe = MazeRecipe { algorithm: Algorithm::Backtracker, width: 15, height: 11, seed: 7, ..Default::default() };
//! let slow = RivalSpec { kind: RivalKind::Explorer, cells_per_second: 3.0 };
//! let mut run = Run::from_recipe(recipe, 6.5, &[slow]).unwrap();
//! let keys = RouteKeys::fastest(&run);
//! while run.outcome.is_none() {
//!     let input = keys.input(&run);
//!     run.step(input);
//! }
//! assert_eq!(run.outcome, Some(Outcome::Won));
//! assert_eq!(run.player().moves as usize, run.shortest_moves);
//! ```

pub mod contest;
mod contest_result;
mod door_clock;
pub mod duel;
pub mod finish;
pub mod fog;
mod ghost;
pub mod ground;
mod input;
mod keys;
mod mouse;
mod pilot;
mod report;
pub mod rivals;
mod run;
pub mod script_error;
pub mod tape;
mod trail;

pub use duel::Duel;
pub use ghost::{Ghost, GhostRun, KeyTape, MAX_GHOST_CHANGES, MAX_GHOST_TICKS, Recorder};
pub use ground::{Ground, ShapeKey};
pub use input::{MoveInput, RouteKeys};
pub use keys::Keys;
pub use mouse::{CORNER_PERCENT, Mouse, PRESS_KEPT_TICKS, Steer};
pub use pilot::{Pilot, Plan, PlanKind};
pub use report::Outcome;
pub use report::{Bump, DoorChange, TickReport};
pub use run::{RivalSpec, Run, RunError, Runner, SLOWEST_PACE, pace};
pub use tape::{TapeError, TapeKey};
pub use trail::Trail;

use crate::maze::doors::Doors;
use crate::maze::formats::MarkedMaze;
use crate::maze::solve::fastest::{CostModel, FastestQuery};
use crate::maze::{Dir, Maze, Pos};

/// Fixed ticks a second: the game's fixed timestep, and the clock of every run and of the
/// doors. At 130, the player's 6.5 cells a second is exactly 20 ticks a cell.
pub const TICKS_PER_SECOND: u32 = 130;

// The maze library times doors in ticks of this clock: its placed doors cycle in 2 to 5 s,
// and no door's cycle is longer than a minute.
const _: () = assert!(crate::maze::doors::PERIOD_TICKS.0 == 2 * TICKS_PER_SECOND);
const _: () = assert!(crate::maze::doors::PERIOD_TICKS.1 == 5 * TICKS_PER_SECOND);
const _: () = assert!(crate::maze::doors::MAX_PERIOD == 60 * TICKS_PER_SECOND);

/// The player's running speed in cells per second, the same at every difficulty.
pub const PLAYER_SPEED: f32 = 6.5;

/// Hundredths of a second in `ticks`, rounded to the nearest: the one rounding rule for every
/// time shown (the HUD, results, best times, ghosts, `replay`, contests' runs and scores, the
/// CLI, its JSON and the game), so shown times always add up and micromouse's hundredths
/// compare. A whole number of ticks is never half a hundredth (13 does not divide 10·ticks
/// into halves), so the rounding never hangs on a tie.
///
/// ```
/// use mousemaze_core::rules::hundredths;
///
/// assert_eq!(hundredths(427.0), 328); // 3.2846 s: 3.28, not 3.2 nor 3.29
/// assert_eq!(hundredths(428.05), 329); // a contest's score may be a fraction of a tick
/// ```
pub fn hundredths(ticks: f64) -> u64 {
    if ticks.is_finite() && ticks > 0.0 { (ticks * 100.0 / f64::from(TICKS_PER_SECOND)).round() as u64 } else { 0 }
}

/// Seconds as the JSON outputs give them: [`hundredths`] as a number (`3.28`).
pub fn seconds(ticks: f64) -> f64 {
    hundredths(ticks) as f64 / 100.0
}

/// Seconds as text, `3.28 s`: [`hundredths`].
pub fn seconds_text(ticks: f64) -> String {
    let h = hundredths(ticks);
    format!("{}.{:02} s", h / 100, h % 100)
}

/// The ticks nearest to `seconds` (saved best times are seconds made from ticks).
pub fn ticks_in(seconds: f32) -> u64 {
    if seconds.is_finite() && seconds > 0.0 {
        (f64::from(seconds) * f64::from(TICKS_PER_SECOND)).round() as u64
    } else {
        0
    }
}

/// A time as players see it, `1:05.31`: minutes, seconds and [`hundredths`].
///
/// ```
/// use mousemaze_core::rules::{TICKS_PER_SECOND, clock};
///
/// assert_eq!(clock(0), "0:00.00");
/// assert_eq!(clock(247), "0:01.90"); // 1.9 s exactly, never 1.89 by a float's rounding
/// assert_eq!(clock(427), "0:03.28"); // 3.2846 s, rounded
/// assert_eq!(clock(65 * u64::from(TICKS_PER_SECOND) + 40), "1:05.31");
/// ```
pub fn clock(ticks: u64) -> String {
    let h = hundredths(ticks as f64);
    format!("{}:{:02}.{:02}", h / 6000, h / 100 % 60, h % 100)
}

/// Where a race is run: the maze (of any shape: a [`Ground`]), the start, the goal (where the
/// cheese is) and the doors. The one place a race is set: levels
/// ([`crate::content::level::BuiltLevel`]), the level editor's draft, the game's run,
/// `simulate`, bots and the tests all hold one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board<G: Ground = Maze> {
    pub maze: G,
    pub start: G::Cell,
    /// The cheese: reaching it ends a mouse's race.
    pub goal: G::Cell,
    pub doors: G::Doors,
    /// A goal region (a micromouse maze's 2×2 centre): every goal cell, `goal` among them;
    /// reaching any ends a mouse's race. Empty for the one cell `goal`.
    pub region: Vec<G::Cell>,
    /// Which way every mouse faces at the start: out of a marked start (a maze file's,
    /// a contest's: north on a micromouse maze, see [`Board::facing_out`]), else east (on
    /// other shapes, its first open way).
    pub facing: G::Way,
}

impl<G: Ground> Board<G> {
    /// A board with no doors.
    pub fn new(maze: G, start: G::Cell, goal: G::Cell) -> Board<G> {
        let doors = maze.no_doors();
        let facing = maze.start_facing(start);
        Board { maze, start, goal, doors, region: Vec::new(), facing }
    }

    /// A board with `doors`.
    pub fn with_doors(maze: G, start: G::Cell, goal: G::Cell, doors: G::Doors) -> Board<G> {
        Board { doors, ..Board::new(maze, start, goal) }
    }

    /// Every goal cell: the region, or the one goal.
    pub fn goals(&self) -> &[G::Cell] {
        if self.region.is_empty() { std::slice::from_ref(&self.goal) } else { &self.region }
    }

    /// Whether reaching `cell` ends a mouse's race.
    pub fn is_goal(&self, cell: G::Cell) -> bool {
        cell == self.goal || self.region.contains(&cell)
    }

    /// This board with the goal region `cells` (`goal` is the first of them); one cell or
    /// none leaves the single goal.
    pub fn with_region(mut self, cells: Vec<G::Cell>) -> Board<G> {
        self.set_region(cells);
        self
    }

    /// Sets the goal region, as [`Board::with_region`] does.
    pub fn set_region(&mut self, mut cells: Vec<G::Cell>) {
        cells.sort_unstable();
        cells.dedup();
        if let Some(&first) = cells.first() {
            self.goal = if cells.contains(&self.goal) { self.goal } else { first };
        }
        self.region = if cells.len() > 1 { cells } else { Vec::new() };
    }

    /// Whether a mouse standing at `cell` may leave it through `way` at `tick`: the way is an
    /// open passage and its door, if it has one, is open at that tick.
    pub fn passable(&self, cell: G::Cell, way: G::Way, tick: u64) -> bool {
        self.maze.opens(cell, way) && self.maze.door_open(&self.doors, cell, way, tick)
    }

    /// How many doors there are.
    pub fn door_count(&self) -> usize {
        G::door_count(&self.doors)
    }

    /// A stable 64-bit fingerprint (FNV-1a) of the maze ([`Ground::print`]), the ends and
    /// the doors (each door's cell, side and clock), on every shape: a kept run is replayed
    /// only on the board it was run on.
    pub fn fingerprint(&self) -> u64 {
        let mut numbers = vec![self.maze.print()];
        numbers.extend(G::cell_numbers(self.start).chain(G::cell_numbers(self.goal)));
        for (cell, way, clock) in G::doors_of(&self.doors) {
            numbers.extend(G::cell_numbers(cell));
            numbers.extend([G::slot(way) as u64, clock.period.into(), clock.open.into(), clock.phase.into()]);
        }
        // A region counts only where there is one, so single-goal boards keep their prints.
        numbers.extend(self.region.iter().flat_map(|&cell| G::cell_numbers(cell)));
        fnv(numbers)
    }
}

/// FNV-1a over `numbers`, each as 8 little-endian bytes: the boards' fingerprints.
pub(crate) fn fnv(numbers: impl IntoIterator<Item = u64>) -> u64 {
    numbers
        .into_iter()
        .flat_map(u64::to_le_bytes)
        .fold(0xcbf2_9ce4_8422_2325, |hash, byte| (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3))
}

impl Board {
    /// This board with the mouse starting out of its marked start: facing the start cell's
    /// first open side (north, east, south, west; a micromouse start, closed on three sides,
    /// opens north), or north from a closed cell. Maze files, contests and micromouse
    /// challenges mark their start so, in every mode (race, challenge, contest, game).
    pub fn facing_out(mut self) -> Board {
        self.facing = self.way_out();
        self
    }

    /// The start cell's first open side (north, east, south, west), or north if it has none.
    pub fn way_out(&self) -> Dir {
        Dir::ALL.into_iter().find(|&d| self.maze.is_open(self.start, d)).unwrap_or(Dir::N)
    }

    /// A board whose goal cells are `goals` (the cheese is the first of them, sorted; a
    /// region when there are several): goal and region agree by construction. `goals` empty
    /// is a board whose goal is its start.
    pub fn with_goals(maze: Maze, start: Pos, goals: Vec<Pos>, doors: Doors) -> Board {
        Board { maze, start, goal: start, doors, region: Vec::new(), facing: Dir::E }.with_region(goals)
    }

    /// The board of a marked maze: its marked start and goal cells, each taken from
    /// `fallback`'s (start, goals) where the maze has none; the mouse faces east until
    /// [`Board::facing_out`] turns it. The one way a marked maze (a micromouse file, a contest
    /// maze) becomes a board.
    pub fn from_marked(marked: MarkedMaze, doors: Doors, fallback: impl FnOnce(&Maze) -> (Pos, Vec<Pos>)) -> Board {
        let MarkedMaze { maze, start, goals } = marked;
        let (start, goals) = match (start, goals.is_empty()) {
            (Some(start), false) => (start, goals),
            (start, _) => {
                let (fallback_start, fallback_goals) = fallback(&maze);
                (start.unwrap_or(fallback_start), if goals.is_empty() { fallback_goals } else { goals })
            }
        };
        Board::with_goals(maze, start, goals, doors)
    }

    /// The fastest-run search on this board (its doors, from the start to any goal cell, the
    /// clock at 0) timed by `model`: the contest's result and the game's drawn route use it.
    pub fn fastest_query<'a>(&'a self, model: &'a CostModel) -> FastestQuery<'a> {
        FastestQuery {
            maze: &self.maze,
            doors: &self.doors,
            start: self.start,
            goals: self.goals(),
            start_tick: 0,
            model,
        }
    }
}
