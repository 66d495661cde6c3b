//! The best run of each maze, of any shape, kept with the progress to be raced as a ghost and
//! played back (`mousemaze replay`): the player's keys as compact text
//! ([`GhostRun::changes_text`]), with the board's fingerprint so a run is only replayed on the
//! maze it was run on.
//!
//! The most recently improved [`MAX_KEPT_RUNS`] are kept; two games saving at once keep the
//! faster run of each maze.

use serde::{Deserialize, Serialize};

use super::Progress;
use crate::maze::recipe::MazeRecipe;
use crate::maze::text::printable;
use crate::rules::{Board, GhostRun, Ground, Keys, MAX_GHOST_TICKS, TapeError};

/// The rules of the keys that kept runs are replayed by: 2 since a held key never turns the
/// mouse back, an early press is kept 0.4 s and a late one is forgiven just past a junction.
/// Runs kept before (read as 0) replayed by today's rules would not be the runs that were
/// run: their times stand, but they are not replayed, and the next run of the maze replaces
/// them.
pub const KEYS_RULES: u32 = 2;

/// How many mazes' best runs are kept (the oldest improved go first).
pub const MAX_KEPT_RUNS: usize = 60;

/// One maze's best run, as saved.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct KeptRun {
    /// What was played, for people: `Normal, seed 123`, `level 16: Wait for It`.
    pub what: String,
    /// The board's fingerprint ([`Board::fingerprint`]).
    pub board: u64,
    /// A custom game's recipe (the key holds everything else: a level's id, a preset and
    /// its seed, a date).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recipe: Option<MazeRecipe>,
    pub pace: u32,
    /// The tick the cheese was reached.
    pub ticks: u64,
    /// The keys ([`GhostRun::changes_text`]).
    pub keys: String,
    /// When it was kept, counting saves of runs (the newest is the highest).
    pub order: u64,
    /// Run in the style that stops at every junction (kept only when it did).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub stops_at_junctions: bool,
    /// The rules of the keys it was run by ([`KEYS_RULES`]; 0 when kept before they were
    /// written).
    #[serde(default)]
    pub rules: u32,
    /// Ticks the doors ran before its race started (they cycle from the moment the maze
    /// shows); not written when 0.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub doors_from: u64,
}

fn is_zero(ticks: &u64) -> bool {
    *ticks == 0
}

impl KeptRun {
    /// `run`, run on `board` (of any shape).
    pub fn new<G: Ground>(
        what: String,
        board: &Board<G>,
        recipe: Option<MazeRecipe>,
        run: &GhostRun<G::Key>,
    ) -> KeptRun {
        let (pace, ticks, keys) = (run.pace, run.ticks, run.changes_text());
        let stops_at_junctions = run.steering.stop_at_junctions;
        let board = board.fingerprint();
        let doors_from = run.door_offset;
        KeptRun { what, board, recipe, pace, ticks, keys, order: 0, stops_at_junctions, rules: KEYS_RULES, doors_from }
    }

    /// The run to replay on `board`: `Err` when it was run on another board (the level was
    /// edited, or of another shape) or its keys are damaged.
    pub fn run_on<G: Ground>(&self, board: &Board<G>) -> Result<GhostRun<G::Key>, KeptRunError> {
        let what = || self.what.clone();
        if self.board != board.fingerprint() {
            return Err(KeptRunError::OtherBoard { what: what() });
        }
        if self.rules != KEYS_RULES {
            return Err(KeptRunError::OldKeys { what: what() });
        }
        if self.ticks > MAX_GHOST_TICKS {
            return Err(KeptRunError::TooLong { what: what(), ticks: self.ticks });
        }
        let changes =
            GhostRun::parse_changes(&self.keys).map_err(|error| KeptRunError::Keys { what: what(), error })?;
        if let Some(&(last, _)) = changes.last().filter(|&&(tick, _)| tick > self.ticks) {
            return Err(KeptRunError::TooLong { what: what(), ticks: last });
        }
        let steering = Keys { stop_at_junctions: self.stops_at_junctions };
        Ok(GhostRun { pace: self.pace, steering, ticks: self.ticks, changes, door_offset: self.doors_from })
    }
}

/// Why a kept run cannot be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeptRunError {
    /// It was run on another board (the level was edited since, or the game changed).
    OtherBoard { what: String },
    /// It was run by older rules of the keys ([`KEYS_RULES`]): replayed today it would not be
    /// the run that was run.
    OldKeys { what: String },
    /// Its keys cannot be read back.
    Keys { what: String, error: TapeError },
    /// It says it lasted longer than any run kept ([`MAX_GHOST_TICKS`]), or its keys go on
    /// after it ended: a damaged save.
    TooLong { what: String, ticks: u64 },
}

impl std::fmt::Display for KeptRunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            KeptRunError::OtherBoard { what } => {
                write!(f, "the best run of {} was made on another version of this maze", printable(what))
            }
            KeptRunError::OldKeys { what } => write!(
                f,
                "the best run of {} was run before the keys changed (a held key no longer turns the mouse \
                 back): its time stands, but it cannot be replayed; race the maze again to keep a new one",
                printable(what)
            ),
            KeptRunError::Keys { what, error } => write!(f, "the best run of {}: {error}", printable(what)),
            KeptRunError::TooLong { what, ticks } => write!(
                f,
                "the best run of {} lasts {ticks} ticks: a kept run lasts at most {MAX_GHOST_TICKS} (two hours) \
                 and ends after its last key",
                printable(what)
            ),
        }
    }
}

impl std::error::Error for KeptRunError {}

impl Progress {
    /// Keeps `run` as the best of `key` if it beats the one kept (or there is none); true if
    /// kept. The oldest kept runs go beyond [`MAX_KEPT_RUNS`].
    pub fn keep_run(&mut self, key: &str, mut run: KeptRun) -> bool {
        let stands = |kept: &KeptRun| kept.ticks <= run.ticks && kept.board == run.board && kept.rules == run.rules;
        if self.kept_runs.get(key).is_some_and(stands) {
            return false;
        }
        run.order = self.kept_runs.values().map(|k| k.order + 1).max().unwrap_or(1);
        self.kept_runs.insert(key.to_string(), run);
        while self.kept_runs.len() > MAX_KEPT_RUNS {
            let oldest = self.kept_runs.iter().min_by_key(|(_, k)| k.order).map(|(key, _)| key.clone());
            oldest.map(|key| self.kept_runs.remove(&key));
        }
        true
    }

    /// Drops the oldest kept runs until all of them, as written, take at most `bytes`; a
    /// warning for each dropped.
    pub fn fit_kept_runs(&mut self, bytes: usize) -> Vec<String> {
        let size = |key: &String, run: &KeptRun| key.len() + run.what.len() + run.keys.len() + 160;
        let mut total: usize = self.kept_runs.iter().map(|(key, run)| size(key, run)).sum();
        let mut warnings = Vec::new();
        while total > bytes {
            let Some(oldest) = self.kept_runs.iter().min_by_key(|(_, k)| k.order).map(|(key, _)| key.clone()) else {
                break;
            };
            if let Some(run) = self.kept_runs.remove(&oldest) {
                total -= size(&oldest, &run);
                let what = printable(&run.what);
                warnings.push(format!("the best run of {what} was dropped to keep the save under {bytes} bytes"));
            }
        }
        warnings
    }

    /// The kept run of `key`, replayable on `board` (of any shape), if there is one.
    pub fn ghost_of<G: Ground>(&self, key: &str, board: &Board<G>) -> Option<GhostRun<G::Key>> {
        self.kept_runs.get(key)?.run_on(board).ok()
    }

    /// `other`'s kept runs added to these: the faster of each maze.
    pub(super) fn merge_kept_runs(&mut self, other: &Progress) {
        for (key, run) in &other.kept_runs {
            let better = self.kept_runs.get(key).is_none_or(|mine| {
                run.ticks < mine.ticks
                    || mine.board != run.board
                    || (mine.rules != KEYS_RULES && run.rules == KEYS_RULES)
            });
            if better {
                self.keep_run(key, run.clone());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::{Algorithm, recipe::MazeRecipe};
    use crate::rules::{MoveInput, Run};

    fn board(seed: u64) -> Board {
        let recipe = MazeRecipe { algorithm: Algorithm::Prim, width: 6, height: 5, seed, ..Default::default() };
        Run::from_recipe(recipe, 6.5, &[]).unwrap().board
    }

    fn kept(ticks: u64, on: &Board) -> KeptRun {
        let run = GhostRun {
            pace: 20,
            steering: Default::default(),
            ticks,
            changes: vec![(0, MoveInput::tap(crate::maze::Dir::E))],
            door_offset: 0,
        };
        KeptRun::new(format!("run of {ticks}"), on, None, &run)
    }

    #[test]
    fn the_faster_run_is_kept_and_only_replayed_on_its_board() {
        let (mine, other) = (board(1), board(2));
        let mut progress = Progress::default();
        assert!(progress.keep_run("a", kept(300, &mine)));
        assert!(!progress.keep_run("a", kept(310, &mine)), "slower");
        assert!(progress.keep_run("a", kept(290, &mine)));
        assert_eq!(progress.ghost_of("a", &mine).unwrap().ticks, 290);
        assert_eq!(progress.ghost_of("a", &other), None, "another maze");
        assert!(progress.kept_runs["a"].run_on(&other).unwrap_err().to_string().contains("another version"));
        // Saved as text: a damaged one is refused, not replayed.
        progress.kept_runs.get_mut("a").unwrap().keys = "0EQ".into();
        assert!(progress.kept_runs["a"].run_on(&mine).unwrap_err().to_string().contains("'Q' is not a key"));
        // A damaged save that says the run lasted years is refused before anything is stepped.
        let years = KeptRun { ticks: u64::MAX / 2, keys: "0EE".into(), ..progress.kept_runs["a"].clone() };
        assert!(matches!(years.run_on(&mine), Err(KeptRunError::TooLong { .. })));
        let late_keys = KeptRun { ticks: 10, keys: "99999999999EE".into(), ..progress.kept_runs["a"].clone() };
        assert!(matches!(late_keys.run_on(&mine), Err(KeptRunError::TooLong { .. })));
    }

    #[test]
    fn a_run_kept_by_older_keys_keeps_its_time_but_is_not_replayed_and_the_next_run_replaces_it() {
        let mine = board(1);
        let mut progress = Progress::default();
        // As a save written before the keys' rules were kept reads: no `rules`.
        let text = ron::to_string(&kept(300, &mine)).unwrap().replace(",rules:2", "");
        assert!(!text.contains("rules"), "{text}");
        progress.kept_runs.insert("a".into(), ron::from_str(&text).unwrap());
        assert_eq!(progress.kept_runs["a"].rules, 0);
        let refused = progress.kept_runs["a"].run_on(&mine).unwrap_err().to_string();
        assert!(refused.contains("before the keys changed") && refused.contains("time stands"), "{refused}");
        assert_eq!(progress.ghost_of("a", &mine), None);
        assert!(progress.keep_run("a", kept(400, &mine)), "a slower run by today's keys replaces it");
        assert_eq!(progress.ghost_of("a", &mine).unwrap().ticks, 400);
    }

    #[test]
    fn a_shaped_run_is_kept_written_read_and_replayed_tick_for_tick_on_its_board_only() {
        use crate::content::maze_key::{KeyBoard, MazeKey};
        use crate::content::shaped_recipe::ShapedRecipe;
        use crate::maze::doors::DoorAmount;
        use crate::maze::shape::Shape;
        use crate::rules::{Ghost, RouteKeys};
        let shapes = [
            Shape::Hex { width: 13, height: 9 },
            Shape::Hexagon { radius: 6 },
            Shape::Triangle { width: 21, height: 9 },
            Shape::Polar { rings: 9 },
        ];
        let (squares, mut waited) = (board(1), 0);
        for (i, shape) in shapes.into_iter().enumerate() {
            let algorithm = crate::maze::Algorithm::Wilson;
            let recipe = ShapedRecipe {
                shape,
                algorithm,
                seed: i as u64,
                braid: 0.2,
                doors: DoorAmount::Count(4),
                weave: 0.0,
                symmetry: None,
            };
            let key = MazeKey::Shaped(recipe).to_string();
            let Ok(KeyBoard::Shaped(board)) = MazeKey::parse(&key, None).unwrap().any_board(None) else { panic!() };
            assert_eq!(board.door_count(), 4, "{key}");
            let race = || {
                let mut run = recipe.run(1, 6.5, &[]).unwrap();
                run.door_offset = 77;
                run
            };
            let mut run = race();
            let keys = RouteKeys::fastest(&run);
            let mut stood = Vec::new();
            while run.outcome.is_none() {
                run.step(keys.input(&run));
                stood.push(run.player().mouse);
            }
            let best = run.recorded().unwrap();
            assert_eq!((best.ticks, best.door_offset), (run.tick, 77), "{key}");
            let mut progress = Progress::default();
            assert!(progress.keep_run(&key, KeptRun::new(format!("{shape}"), &board, None, &best)));
            // Written and read back as the save does.
            let text = ron::to_string(&progress.kept_runs[&key]).unwrap();
            let read: KeptRun = ron::from_str(&text).unwrap();
            assert_eq!(read.run_on(&board), Ok(best.clone()), "{key}: {text}");
            let ghost = progress.ghost_of(&key, &board).unwrap();
            // Replayed beside a new run of the same board, raced again: where the player stood,
            // every tick, through the doors.
            let mut again = race();
            again.ghost = Some(Ghost::new(&again.board, &ghost));
            for (tick, mouse) in stood.iter().enumerate() {
                again.step(keys.input(&again));
                let shown = &again.ghost.as_ref().unwrap().mouse;
                assert!(shown == mouse && shown == &again.player().mouse, "{key}: tick {tick}");
            }
            assert_eq!(again.ghost.unwrap().arrived, Some(best.ticks));
            waited += stood.iter().filter(|mouse| mouse.waiting.is_some()).count();
            // Not on another board: other doors, another maze, or squares.
            let other_doors = ShapedRecipe { doors: DoorAmount::Count(3), ..recipe }.board().unwrap();
            let other_maze = ShapedRecipe { seed: 99, ..recipe }.board().unwrap();
            for other in [other_doors, other_maze] {
                assert!(matches!(read.run_on(&other), Err(KeptRunError::OtherBoard { .. })), "{key}");
                assert_eq!(progress.ghost_of(&key, &other), None);
            }
            assert!(matches!(read.run_on(&squares), Err(KeptRunError::OtherBoard { .. })), "{key}");
        }
        assert!(waited > 0, "the runs waited at shut doors, and so did their ghosts");
    }

    #[test]
    fn only_the_newest_runs_are_kept_and_merging_keeps_the_faster() {
        let on = board(1);
        let mut progress = Progress::default();
        for i in 0..MAX_KEPT_RUNS + 5 {
            progress.keep_run(&format!("maze {i}"), kept(100, &on));
        }
        assert_eq!(progress.kept_runs.len(), MAX_KEPT_RUNS);
        assert!(!progress.kept_runs.contains_key("maze 4") && progress.kept_runs.contains_key("maze 5"));
        let mut other = Progress::default();
        other.keep_run("maze 5", kept(90, &on));
        other.keep_run("maze 6", kept(120, &on));
        let merged = progress.merged_with(&other);
        assert_eq!((merged.kept_runs["maze 5"].ticks, merged.kept_runs["maze 6"].ticks), (90, 100));
        assert_eq!(merged.kept_runs.len(), MAX_KEPT_RUNS);
    }
}
