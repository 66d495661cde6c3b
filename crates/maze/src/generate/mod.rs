//! Maze generators: one [`Generator`] trait, one file per algorithm, and the [`Algorithm`]
//! enum that names them for the CLI, level files (serde) and the game ([`super::names`]).
//!
//! Every generator is iterative: nothing recurses in proportion to the maze's size, so a
//! 10000×10000 maze runs on the default stack. Every generator also reports what it does,
//! one [`GenStep`] at a time, to an observer closure; a no-op closure compiles away, and
//! [`Algorithm::record`] keeps the steps so the game can animate them.
//!
//! ```
//! use mousemaze_maze::Algorithm;
//!
//! for algorithm in Algorithm::ALL {
//!     let maze = algorithm.generate(12, 7, 2024).unwrap();
//!     assert_eq!(maze.passage_count(), maze.len() - 1, "{algorithm} makes a spanning tree");
//! }
//! ```

pub(crate) mod aldous_broder;
pub(crate) mod backtracker;
pub(crate) mod binary_tree;
mod blobby_division;
mod division_rooms;
mod eller;
pub(crate) mod growing_tree;
pub(crate) mod hunt_and_kill;
pub(crate) mod kruskal;
pub mod micromouse;
mod on_grid;
pub(crate) mod origin_shift;
pub(crate) mod prim;
pub(crate) mod prim_weighted;
mod recursive_division;
mod replay;
pub(crate) mod sidewinder;
mod straight_step;
pub(crate) mod wilson;

pub use aldous_broder::AldousBroder;
pub use backtracker::Backtracker;
pub use binary_tree::BinaryTree;
pub use blobby_division::BlobbyDivision;
pub use eller::Eller;
pub use growing_tree::{GrowingTree, Selection};
pub use hunt_and_kill::HuntAndKill;
pub use kruskal::Kruskal;
pub use origin_shift::OriginShift;
pub use prim::Prim;
pub use prim_weighted::PrimWeighted;
pub use recursive_division::RecursiveDivision;
pub use replay::Replay;
pub use sidewinder::Sidewinder;
pub use wilson::Wilson;

pub(crate) use crate::model::Bits;

use std::fmt;

use super::{Dir, Maze, MazeError, MazeRng, Pos};

static HELPER_THREADS: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Lets the generators use a second thread where it helps (the backtracker writes the grid of
/// a maze of 16 MiB and up on two threads: about 10 % of a 10000² maze's time). Off by default:
/// a library call spawns no thread unless its program allows it; the `mousemaze` binary does.
/// The mazes are the same either way.
pub fn allow_helper_threads(allow: bool) {
    HELPER_THREADS.store(allow, std::sync::atomic::Ordering::Relaxed);
}

/// Whether [`allow_helper_threads`] allowed them.
pub(crate) fn helper_threads_allowed() -> bool {
    HELPER_THREADS.load(std::sync::atomic::Ordering::Relaxed)
}

/// One thing a generator did, in order. Replaying the steps onto the starting grid
/// ([`Recording::starts_open`]) rebuilds the finished maze.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GenStep {
    /// The generator's attention moved to this cell (it joined the maze or the frontier).
    Visit(Pos),
    /// The wall on side `Dir` of the cell was opened.
    Carve(Pos, Dir),
    /// The wall on side `Dir` of the cell was closed (wall-adding generators).
    Wall(Pos, Dir),
    /// The generator stepped back to this cell, having nothing left to do further on.
    Backtrack(Pos),
}

/// A maze generation algorithm.
pub trait Generator {
    /// Whether the algorithm starts from an open grid and adds walls, rather than
    /// starting from a closed grid and carving passages.
    fn starts_open(&self) -> bool {
        false
    }

    /// Turns the starting grid into a maze, telling `observe` each step.
    /// May use the cells' high four bits as scratch; the caller clears them afterwards.
    fn run<F: FnMut(GenStep)>(&self, maze: &mut Maze, rng: &mut MazeRng, observe: F);

    /// Whether [`Generator::run`] may leave scratch bits for the caller to clear: false for a
    /// generator that clears its own (the backtracker, as it packs its grid), which saves a
    /// pass over every cell.
    fn leaves_scratch(&self) -> bool {
        true
    }
}

/// The generators by name. The names are what the CLI and level files take.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
pub enum Algorithm {
    /// Recursive backtracker (iterative, no stack): long winding corridors.
    #[default]
    Backtracker,
    /// Randomized Prim: grows from random frontier cells; many short dead ends.
    Prim,
    /// Randomized Kruskal with union-find: joins random walls between separate regions.
    Kruskal,
    /// Growing tree picking the newest or a random active cell, half and half.
    GrowingTree,
    /// Growing tree that always picks a random cell (Prim-like).
    GrowingTreeRandom,
    /// Wilson's loop-erased random walks: every spanning tree equally likely, and fast.
    Wilson,
    /// Aldous–Broder random walk: every spanning tree equally likely, but slow.
    AldousBroder,
    /// Eller's row-by-row sets: memory for one row only.
    Eller,
    /// Hunt-and-kill: walks until stuck, then hunts for the next start.
    HuntAndKill,
    /// Binary tree: north or west at each cell; fastest, strong diagonal bias.
    BinaryTree,
    /// Sidewinder: east-west runs, each opening north once.
    Sidewinder,
    /// Recursive division: walls with doors added to an open field; floor-plan look.
    RecursiveDivision,
    /// Origin shift: a wandering root rewires a tree until it has been everywhere.
    OriginShift,
    /// "True" Prim with random cell costs: lobes and long branches.
    PrimWeighted,
    /// Blobby division: recursive division along wobbly, organic boundaries.
    BlobbyDivision,
}

impl Algorithm {
    /// Every algorithm, in CLI order.
    pub const ALL: [Algorithm; 15] = [
        Algorithm::Backtracker,
        Algorithm::Prim,
        Algorithm::Kruskal,
        Algorithm::GrowingTree,
        Algorithm::GrowingTreeRandom,
        Algorithm::Wilson,
        Algorithm::AldousBroder,
        Algorithm::Eller,
        Algorithm::HuntAndKill,
        Algorithm::BinaryTree,
        Algorithm::Sidewinder,
        Algorithm::RecursiveDivision,
        Algorithm::OriginShift,
        Algorithm::PrimWeighted,
        Algorithm::BlobbyDivision,
    ];

    /// The name the CLI and level files use, e.g. `growing-tree`.
    pub fn name(self) -> &'static str {
        super::names::Named::word(self)
    }

    /// Whether this algorithm starts from an open grid (see [`Generator::starts_open`]).
    pub fn starts_open(self) -> bool {
        self.dispatch(|g| g.starts_open())
    }

    /// A `width`×`height` perfect maze from `seed`. The size is checked before allocating.
    pub fn generate(self, width: u32, height: u32, seed: u64) -> Result<Maze, MazeError> {
        self.generate_observed(width, height, &mut MazeRng::new(seed), |_| {})
    }

    /// Like [`Algorithm::generate`], drawing from `rng` and telling `observe` every step.
    pub fn generate_observed<F: FnMut(GenStep)>(
        self,
        width: u32,
        height: u32,
        rng: &mut MazeRng,
        mut observe: F,
    ) -> Result<Maze, MazeError> {
        let mut maze = if self.starts_open() { Maze::open(width, height)? } else { Maze::new(width, height)? };
        self.dispatch_run(&mut maze, rng, &mut observe);
        if self.dispatch(|g| g.leaves_scratch()) {
            maze.clear_scratch();
        }
        Ok(maze)
    }

    /// The maze a seed names: generated from `seed`, then braided with `braid` (the share of
    /// dead ends removed) from the same random stream. This is the one definition of
    /// seed → maze that the CLI, level files, difficulty presets and the game all share.
    ///
    /// ```
    /// use mousemaze_maze::Algorithm;
    ///
    /// let perfect = Algorithm::Prim.generate_braided(12, 8, 3, 0.0).unwrap();
    /// assert_eq!(perfect, Algorithm::Prim.generate(12, 8, 3).unwrap());
    /// let loops = Algorithm::Prim.generate_braided(12, 8, 3, 1.0).unwrap();
    /// assert_eq!(loops.dead_ends().count(), 0);
    /// ```
    pub fn generate_braided(self, width: u32, height: u32, seed: u64, braid: f64) -> Result<Maze, MazeError> {
        self.generate_braided_observed(width, height, seed, braid, |_| {})
    }

    /// Like [`Algorithm::generate_braided`], telling `observe` every generation step.
    pub fn generate_braided_observed<F: FnMut(GenStep)>(
        self,
        width: u32,
        height: u32,
        seed: u64,
        braid: f64,
        observe: F,
    ) -> Result<Maze, MazeError> {
        let mut rng = MazeRng::new(seed);
        let mut maze = self.generate_observed(width, height, &mut rng, observe)?;
        super::braid(&mut maze, braid, &mut rng);
        Ok(maze)
    }

    /// Generates a maze and keeps every step, for animation.
    ///
    /// ```
    /// use mousemaze_maze::{Algorithm, GenStep};
    ///
    /// let rec = Algorithm::Prim.record(5, 5, 1).unwrap();
    /// let carves = rec.steps.iter().filter(|s| matches!(s, GenStep::Carve(..))).count();
    /// assert_eq!(carves, 24);
    /// ```
    pub fn record(self, width: u32, height: u32, seed: u64) -> Result<Recording, MazeError> {
        let mut steps = Vec::new();
        let maze = self.generate_observed(width, height, &mut MazeRng::new(seed), |s| steps.push(s))?;
        Ok(Recording { starts_open: self.starts_open(), steps, maze })
    }

    fn dispatch_run<F: FnMut(GenStep)>(self, maze: &mut Maze, rng: &mut MazeRng, observe: F) {
        match self {
            Algorithm::Backtracker => Backtracker.run(maze, rng, observe),
            Algorithm::Prim => Prim.run(maze, rng, observe),
            Algorithm::Kruskal => Kruskal.run(maze, rng, observe),
            Algorithm::GrowingTree => GrowingTree::new(Selection::Mixed).run(maze, rng, observe),
            Algorithm::GrowingTreeRandom => GrowingTree::new(Selection::Random).run(maze, rng, observe),
            Algorithm::Wilson => Wilson.run(maze, rng, observe),
            Algorithm::AldousBroder => AldousBroder.run(maze, rng, observe),
            Algorithm::Eller => Eller.run(maze, rng, observe),
            Algorithm::HuntAndKill => HuntAndKill.run(maze, rng, observe),
            Algorithm::BinaryTree => BinaryTree.run(maze, rng, observe),
            Algorithm::Sidewinder => Sidewinder.run(maze, rng, observe),
            Algorithm::RecursiveDivision => RecursiveDivision.run(maze, rng, observe),
            Algorithm::OriginShift => OriginShift.run(maze, rng, observe),
            Algorithm::PrimWeighted => PrimWeighted.run(maze, rng, observe),
            Algorithm::BlobbyDivision => BlobbyDivision.run(maze, rng, observe),
        }
    }

    /// Calls `f` with the algorithm's generator (for the object-safe parts of the trait).
    fn dispatch<R>(self, f: impl FnOnce(&dyn Traits) -> R) -> R {
        match self {
            Algorithm::Backtracker => f(&Backtracker),
            Algorithm::Prim => f(&Prim),
            Algorithm::Kruskal => f(&Kruskal),
            Algorithm::GrowingTree | Algorithm::GrowingTreeRandom => f(&GrowingTree::new(Selection::Mixed)),
            Algorithm::Wilson => f(&Wilson),
            Algorithm::AldousBroder => f(&AldousBroder),
            Algorithm::Eller => f(&Eller),
            Algorithm::HuntAndKill => f(&HuntAndKill),
            Algorithm::BinaryTree => f(&BinaryTree),
            Algorithm::Sidewinder => f(&Sidewinder),
            Algorithm::RecursiveDivision => f(&RecursiveDivision),
            Algorithm::OriginShift => f(&OriginShift),
            Algorithm::PrimWeighted => f(&PrimWeighted),
            Algorithm::BlobbyDivision => f(&BlobbyDivision),
        }
    }
}

/// The object-safe part of [`Generator`].
trait Traits {
    fn starts_open(&self) -> bool;
    fn leaves_scratch(&self) -> bool;
}

impl<G: Generator> Traits for G {
    fn starts_open(&self) -> bool {
        Generator::starts_open(self)
    }

    fn leaves_scratch(&self) -> bool {
        Generator::leaves_scratch(self)
    }
}

impl From<Algorithm> for &'static str {
    fn from(algorithm: Algorithm) -> &'static str {
        algorithm.name()
    }
}

impl TryFrom<String> for Algorithm {
    type Error = super::names::UnknownName;

    /// Parses a name as the CLI does, with an error that lists the allowed names.
    fn try_from(name: String) -> Result<Algorithm, super::names::UnknownName> {
        name.parse()
    }
}

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A generation kept step by step: replay `steps` onto a closed grid (or an open one when
/// `starts_open`) and you get `maze`.
#[derive(Clone, Debug)]
pub struct Recording {
    pub starts_open: bool,
    pub steps: Vec<GenStep>,
    pub maze: Maze,
}

impl IntoIterator for Recording {
    type Item = GenStep;
    type IntoIter = std::vec::IntoIter<GenStep>;

    fn into_iter(self) -> Self::IntoIter {
        self.steps.into_iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaying_a_recording_rebuilds_the_maze() {
        for algorithm in Algorithm::ALL {
            let rec = algorithm.record(9, 6, 5).unwrap();
            let mut replay = if rec.starts_open { Maze::open(9, 6) } else { Maze::new(9, 6) }.unwrap();
            for step in &rec.steps {
                match *step {
                    GenStep::Carve(p, d) => assert!(replay.carve(p, d)),
                    GenStep::Wall(p, d) => assert!(replay.build_wall(p, d)),
                    GenStep::Visit(_) | GenStep::Backtrack(_) => {}
                }
            }
            assert_eq!(replay, rec.maze, "{algorithm}");
            assert_eq!(rec.maze, algorithm.generate(9, 6, 5).unwrap(), "{algorithm}: recording changes nothing");
        }
    }

    #[test]
    fn growing_tree_newest_is_the_backtracker() {
        // Same walk, same random draws: which is why it is not listed separately. It also
        // checks the backtracker's fast walk against a plain one, on every shape of border.
        for (w, h) in [(13, 8), (1, 1), (1, 9), (9, 1), (2, 2), (64, 3), (3, 64)] {
            for seed in 0..20 {
                let mut a = Maze::new(w, h).unwrap();
                let mut b = Maze::new(w, h).unwrap();
                let (mut rng_a, mut rng_b) = (MazeRng::new(seed), MazeRng::new(seed));
                Backtracker.run(&mut a, &mut rng_a, |_| {});
                GrowingTree::new(Selection::Newest).run(&mut b, &mut rng_b, |_| {});
                // The backtracker clears its own scratch bits: `a` is compared as it is.
                b.clear_scratch();
                assert_eq!(a, b, "{w}×{h}, seed {seed}");
                assert_eq!(rng_a.next_u64(), rng_b.next_u64(), "{w}×{h}, seed {seed}: the same draws");
            }
        }
    }

    #[test]
    fn names_match_serde() {
        for algorithm in Algorithm::ALL {
            let text = ron::to_string(&algorithm).unwrap();
            assert_eq!(text, format!("\"{}\"", algorithm.name()));
            assert_eq!(ron::from_str::<Algorithm>(&text).unwrap(), algorithm);
        }
        let err = ron::from_str::<Algorithm>("\"spiral\"").unwrap_err().to_string();
        assert!(err.contains("unknown algorithm 'spiral': allowed backtracker, prim"), "{err}");
        let typed = Algorithm::try_from("spiral".to_string()).unwrap_err();
        assert_eq!((typed.kind, typed.given.as_str()), ("algorithm", "spiral"));
        assert!(err.ends_with(&typed.to_string()), "{err}");
    }
}
