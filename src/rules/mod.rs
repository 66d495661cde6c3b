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
//! - [`balance`]: the difficulty table, measured by racing.
//! - [`fog`]: what a mouse sees from its cell, and remembers (fog of war).
//! - [`Ghost`]: the best run kept as its keys ([`GhostRun`]) and replayed beside the player.
//!
//! ```
//! use mousemaze::maze::{Algorithm, recipe::MazeRecipe};
//! use mousemaze::rules::rivals::RivalKind;
//! use mousemaze::rules::{Outcome, RivalSpec, RouteKeys, Run};
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

pub mod fog;
mod ghost;
mod input;
mod mouse;
mod pilot;
pub mod rivals;
mod run;

pub use ghost::{Ghost, GhostRun, KeyTape, MAX_GHOST_CHANGES, Recorder};
pub use input::{MoveInput, RouteKeys};
pub use mouse::{Keys, Mouse, Steer};
pub use pilot::{Pilot, Plan};
pub use run::{Outcome, RivalSpec, Run, Runner, SLOWEST_PACE, TickReport, pace};

use crate::maze::doors::Doors;
use crate::maze::{Dir, Maze, Pos};

/// Fixed ticks a second: the game's fixed timestep, and the clock of every run and of the
/// doors. At 130, the player's 6.5 cells a second is exactly 20 ticks a cell.
pub const TICKS_PER_SECOND: u32 = 130;

/// The player's running speed in cells per second, the same at every difficulty.
pub const PLAYER_SPEED: f32 = 6.5;

/// Where a race is run: the maze, the start, the goal (where the cheese is) and the doors.
/// The one place a race is set: levels ([`crate::content::level::BuiltLevel`]), the game's
/// run, `simulate`, bots and the tests all hold one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub maze: Maze,
    pub start: Pos,
    /// The cheese: reaching it ends a mouse's race.
    pub goal: Pos,
    pub doors: Doors,
}

impl Board {
    /// A board with no doors.
    pub fn new(maze: Maze, start: Pos, goal: Pos) -> Board {
        let doors = Doors::new(&maze);
        Board { maze, start, goal, doors }
    }

    /// Whether a mouse standing at `cell` may leave it through side `dir` at `tick`: the
    /// side is an open passage and its door, if it has one, is open at that tick.
    pub fn passable(&self, cell: Pos, dir: Dir, tick: u64) -> bool {
        self.maze.is_open(cell, dir) && self.doors.is_open(cell, dir, tick)
    }

    /// A stable 64-bit fingerprint (FNV-1a) of the maze, the ends and the doors: a kept run
    /// is replayed only on the board it was run on.
    pub fn fingerprint(&self) -> u64 {
        let (start, cheese) = (self.start, self.goal);
        let mut numbers =
            vec![self.maze.fingerprint(), start.x.into(), start.y.into(), cheese.x.into(), cheese.y.into()];
        for door in self.doors.iter() {
            let (at, side) = (door.at, door.side as u64);
            numbers.extend([at.x.into(), at.y.into(), side, door.period.into(), door.open.into(), door.phase.into()]);
        }
        numbers
            .iter()
            .flat_map(|n| n.to_le_bytes())
            .fold(0xcbf2_9ce4_8422_2325, |hash, byte| (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3))
    }
}
