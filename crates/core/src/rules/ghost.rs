//! A run kept to be raced again: the player's keys, tick by tick, from the step that started
//! the race to the cheese ([`GhostRun`]), and the translucent mouse that replays them
//! ([`Ghost`]). The keys are replayed through the same rule as the player's, so the ghost
//! stands where the player stood at every tick, doors and all.
//!
//! Only the ticks where the keys change are kept, as compact text on every shape
//! ([`super::tape`]: `0EE1.E40S.`, ticks since the last change, then the key pressed and the
//! key held, `.` for none), so a minute's run is a few hundred bytes in the save file.
//!
//! ```
//! use mousemaze_maze::{Algorithm, recipe::MazeRecipe};
//! use mousemaze_core::rules::{Ghost, RouteKeys, Run};
//!
//! let recipe = MazeRecipe { algorithm: Algorithm::Prim, width: 9, height: 7, seed: 2, ..Default::default() };
//! let mut run = Run::from_recipe(recipe, 6.5, &[]).unwrap();
//! let keys = RouteKeys::fastest(&run);
//! while run.outcome.is_none() {
//!     run.step(keys.input(&run));
//! }
//! let best = run.recorded().unwrap();
//! assert_eq!(best.ticks, run.tick);
//!
//! // The next race on the same maze has the best run as a ghost, tick for tick.
//! let mut again = Run::from_recipe(recipe, 6.5, &[]).unwrap();
//! again.ghost = Some(Ghost::new(&again.board, &best));
//! while again.outcome.is_none() {
//!     again.step(keys.input(&again));
//!     assert_eq!(again.ghost.as_ref().unwrap().mouse, again.player().mouse);
//! }
//! ```

use super::keys::Keys;
use super::mouse::Mouse;
use super::tape::{TapeKey, writable};
use super::{Board, Ground, MoveInput};
use crate::maze::{Dir, Maze};

/// The most key changes a kept run may have (an hour of frantic tapping); longer runs are
/// not kept.
pub const MAX_GHOST_CHANGES: usize = 50_000;

/// The longest run kept, in ticks: two hours of the race's clock. A replay of a kept run
/// never steps further (`mousemaze replay --ascii` of a damaged save ends at once).
pub const MAX_GHOST_TICKS: u64 = 2 * 3600 * super::TICKS_PER_SECOND as u64;

/// A finished run's keys: what the player pressed and held at each tick where that changed,
/// from the tick the race started (0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GhostRun<K = Dir> {
    /// The player's pace in ticks a cell.
    pub pace: u32,
    /// The player's steering style.
    pub steering: Keys,
    /// The tick the player reached the cheese.
    pub ticks: u64,
    /// `(tick, keys from that tick on)`, in tick order; a press lasts one tick.
    pub changes: Vec<(u64, MoveInput<K>)>,
    /// Ticks the doors ran before the race started ([`Run::door_offset`](super::Run)).
    pub door_offset: u64,
}

impl<K> Default for GhostRun<K> {
    fn default() -> Self {
        GhostRun { pace: 0, steering: Keys::default(), ticks: 0, changes: Vec::new(), door_offset: 0 }
    }
}

/// Records the player's keys while a race is on (kept by [`Run`](super::Run)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recorder<K = Dir> {
    changes: Vec<(u64, MoveInput<K>)>,
    last: MoveInput<K>,
    /// Too many changes, or a key no tape writes: the run is not kept.
    unkept: bool,
}

impl<K> Default for Recorder<K> {
    fn default() -> Self {
        Recorder { changes: Vec::new(), last: MoveInput::default(), unkept: false }
    }
}

impl<K: TapeKey + PartialEq> Recorder<K> {
    /// The keys of the step at `tick` (once the race is on; the step that started it gives,
    /// as its press, the turn the mouse had queued, whichever earlier key queued it).
    pub fn record(&mut self, tick: u64, input: MoveInput<K>) {
        // A press is always kept (it lasts one tick); otherwise only a change of held key.
        let same = input.pressed.is_none() && (input.held, input.also) == (self.last.held, self.last.also);
        if (self.changes.is_empty() || !same) && !self.unkept {
            if self.changes.len() == MAX_GHOST_CHANGES || !writable(&input) {
                self.unkept = true;
                return;
            }
            self.changes.push((tick, input));
            self.last = input;
        }
    }

    /// The recorded run, arrived at `ticks` with `pace` after the doors ran `door_offset`
    /// ticks before it; `None` if it was too long to keep (over [`MAX_GHOST_CHANGES`] key
    /// changes or [`MAX_GHOST_TICKS`] ticks) or pressed a key no tape writes
    /// ([`TapeKey::tape_char`]).
    pub fn finish(&self, pace: u32, ticks: u64, steering: Keys, door_offset: u64) -> Option<GhostRun<K>> {
        (!self.unkept && ticks <= MAX_GHOST_TICKS).then(|| GhostRun {
            pace,
            steering,
            ticks,
            changes: self.changes.clone(),
            door_offset,
        })
    }
}

/// A recorded run's keys played back tick by tick: what the player pressed and held.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyTape<K = Dir> {
    changes: Vec<(u64, MoveInput<K>)>,
    next: usize,
    keys: MoveInput<K>,
}

impl<K: Copy + PartialEq> KeyTape<K> {
    pub fn new(run: &GhostRun<K>) -> KeyTape<K> {
        KeyTape { changes: run.changes.clone(), next: 0, keys: MoveInput::default() }
    }

    /// The keys of the race's tick `tick` (call once a tick, from 0).
    pub fn keys_at(&mut self, tick: u64) -> MoveInput<K> {
        if let Some(&(at, keys)) = self.changes.get(self.next)
            && at <= tick
        {
            self.keys = keys;
            self.next += 1;
        } else {
            // A press lasts one tick; the held key goes on.
            self.keys.pressed = None;
        }
        self.keys
    }
}

/// A mouse that replays a [`GhostRun`] on a board. It never races: it only shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ghost<G: Ground = Maze> {
    pub mouse: Mouse<G>,
    tape: KeyTape<G::Key>,
    steering: Keys,
    /// Ticks its doors ran before its race started.
    door_offset: u64,
    /// The tick it reached the cheese, once it has.
    pub arrived: Option<u64>,
}

impl<G: Ground> Ghost<G> {
    /// The ghost of `run`, standing at `board`'s start.
    pub fn new(board: &Board<G>, run: &GhostRun<G::Key>) -> Ghost<G> {
        Ghost {
            mouse: Mouse::at_start(board, run.pace),
            tape: KeyTape::new(run),
            steering: run.steering,
            door_offset: run.door_offset,
            arrived: None,
        }
    }

    /// One tick of the race (call with the race's tick, from 0, once per tick): the keys of
    /// this tick go to the mouse and it moves by the player's rule. Returns the cell whose
    /// centre it reached, if any.
    pub fn step(&mut self, board: &Board<G>, tick: u64) -> Option<G::Cell> {
        if self.arrived.is_some() {
            return None;
        }
        self.tape.keys_at(tick).apply(&mut self.mouse, &board.maze);
        let entered = self.mouse.step(board, tick + self.door_offset, &mut self.steering);
        if entered.is_some_and(|cell| board.is_goal(cell)) {
            self.arrived = Some(tick + 1);
            self.mouse = self.mouse.stopped();
        }
        entered
    }

    /// The cells it entered over the whole run, from the start (`mousemaze replay --ascii`).
    /// It stops at the cheese, and after [`MAX_GHOST_TICKS`] whatever `run` says.
    pub fn path(board: &Board<G>, run: &GhostRun<G::Key>) -> Vec<G::Cell> {
        let mut ghost = Ghost::new(board, run);
        let mut path = vec![board.start];
        for tick in 0..run.ticks.min(MAX_GHOST_TICKS) {
            path.extend(ghost.step(board, tick));
            if ghost.arrived.is_some() {
                break;
            }
        }
        path
    }
}
