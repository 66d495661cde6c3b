//! The words the core's choices are written with: `backtracker`, `astar`, `explorer`, `hard`…
//! One table a kind, with a line of help a value, so that the CLI (through one generic
//! value parser), level files and messages all take and list the same names, with no CLI
//! crate in the core.
//!
//! ```
//! use mousemaze_maze::{Algorithm, names::Named};
//!
//! assert_eq!("growing-tree".parse::<Algorithm>(), Ok(Algorithm::GrowingTree));
//! assert_eq!(Algorithm::Wilson.word(), "wilson");
//! let err = "spiral".parse::<Algorithm>().unwrap_err().to_string();
//! assert!(err.starts_with("unknown algorithm 'spiral': allowed backtracker, prim, kruskal"), "{err}");
//! ```

use std::fmt;

use super::export::svg::Page;
use super::{Algorithm, Ends, Solver};

/// A choice written as one word: every value, its word, and a line of help.
pub trait Named: Copy + PartialEq + Sized + 'static {
    /// What a value is, in messages: `algorithm`.
    const KIND: &'static str;
    /// Every value, in the order lists show them.
    const VALUES: &'static [Self];
    /// The word the CLI and files use: `growing-tree`.
    fn word(self) -> &'static str;
    /// One line saying what it is (empty if the word says it all).
    fn help(self) -> &'static str;
}

/// A word that names no value of a kind; says which words are allowed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownName {
    pub kind: &'static str,
    /// The word given, cut short if it was long.
    pub given: String,
    pub allowed: Vec<&'static str>,
}

impl fmt::Display for UnknownName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown {} '{}': allowed {}", self.kind, self.given, self.allowed.join(", "))
    }
}

impl std::error::Error for UnknownName {}

/// The value called `word` (spaces around it ignored).
pub fn parse<T: Named>(word: &str) -> Result<T, UnknownName> {
    T::VALUES.iter().copied().find(|v| v.word() == word.trim()).ok_or_else(|| UnknownName {
        kind: T::KIND,
        given: super::text::excerpt(word),
        allowed: T::VALUES.iter().map(|v| v.word()).collect(),
    })
}

/// `FromStr` through [`parse`], and the table of words and help, for each kind (the kinds
/// of the layers above use it too: rivals, difficulties, as `mousemaze_maze::names::named!`).
#[macro_export]
#[doc(hidden)]
macro_rules! named {
    ($type:ident, $kind:literal, [$($variant:ident => $word:literal, $help:literal;)+]) => {
        impl $crate::names::Named for $type {
            const KIND: &'static str = $kind;
            const VALUES: &'static [Self] = &[$($type::$variant),+];
            fn word(self) -> &'static str {
                match self { $($type::$variant => $word,)+ }
            }
            fn help(self) -> &'static str {
                match self { $($type::$variant => $help,)+ }
            }
        }

        impl std::str::FromStr for $type {
            type Err = $crate::names::UnknownName;
            fn from_str(word: &str) -> Result<Self, $crate::names::UnknownName> {
                $crate::names::parse(word)
            }
        }
    };
}
pub use crate::named;

named!(Algorithm, "algorithm", [
    Backtracker => "backtracker", "Recursive backtracker (iterative, no stack): long winding corridors";
    Prim => "prim", "Randomized Prim: grows from random frontier cells; many short dead ends";
    Kruskal => "kruskal", "Randomized Kruskal with union-find: joins random walls between separate regions";
    GrowingTree => "growing-tree", "Growing tree picking the newest or a random active cell, half and half";
    GrowingTreeRandom => "growing-tree-random", "Growing tree that always picks a random cell (Prim-like)";
    Wilson => "wilson", "Wilson's loop-erased random walks: every spanning tree equally likely, and fast";
    AldousBroder => "aldous-broder", "Aldous–Broder random walk: every spanning tree equally likely, but slow";
    Eller => "eller", "Eller's row-by-row sets: memory for one row only";
    HuntAndKill => "hunt-and-kill", "Hunt-and-kill: walks until stuck, then hunts for the next start";
    BinaryTree => "binary-tree", "Binary tree: north or west at each cell; fastest, strong diagonal bias";
    Sidewinder => "sidewinder", "Sidewinder: east-west runs, each opening north once";
    RecursiveDivision => "recursive-division", "Recursive division: walls with doors added to an open field; floor-plan look";
    OriginShift => "origin-shift", "Origin shift: a wandering root rewires a tree until it has been everywhere";
    PrimWeighted => "prim-weighted", "\"True\" Prim with random cell costs: lobes and long branches";
    BlobbyDivision => "blobby-division", "Blobby division: recursive division along wobbly, organic boundaries";
]);

named!(Solver, "solver", [
    Bfs => "bfs", "Breadth-first search: shortest path";
    Dfs => "dfs", "Iterative depth-first search: a path, not always the shortest";
    AStar => "astar", "A* with the Manhattan heuristic: shortest path, fewer cells visited";
    Dijkstra => "dijkstra", "Dijkstra: cheapest path over cell costs (all 1 here, so the shortest path)";
    WallFollowerLeft => "wall-follower-left", "Left hand on the wall: a path; can be caught in a loop on braided mazes (no route)";
    WallFollowerRight => "wall-follower-right", "Right hand on the wall: a path; can be caught in a loop on braided mazes (no route)";
    DeadEndFill => "dead-end-fill", "Dead-end filling: fills in dead ends, then walks what is left";
    Tremaux => "tremaux", "Trémaux's method: marks passages as it walks, never takes one marked twice";
    RecursiveDfs => "recursive-dfs", "The classic recursive \"solve(x, y)\", without recursion: goal's way first";
    Earliest => "earliest", "Earliest arrival through timed doors, waiting where it pays (no doors: a shortest path)";
    Fastest => "fastest", "Fastest in time for a mouse slowed by turns and quick on straights, waiting for doors";
]);

named!(Ends, "ends", [
    Corners => "corners", "Top-left to bottom-right";
    Farthest => "farthest", "The two ends of the maze's diameter (its longest shortest path)";
]);

named!(Page, "page", [
    A4 => "a4", "Scaled to fit an A4 sheet with 10 mm margins, turned to suit the maze";
    Pixels => "pixels", "One user unit a pixel, so a cell is as many pixels as its size";
]);

/// A check for the kinds' tables, for the tests here and in the layers above (rivals,
/// difficulties): not part of the library's API.
#[doc(hidden)]
pub mod checks {
    use serde::Deserialize;
    use serde::de::IntoDeserializer;
    use serde::de::value::{Error, StrDeserializer};

    use super::*;

    /// Every word parses back to its value, the kind's `ALL` lists the same values, and
    /// serde (level files, saved progress) reads the same words. Panics where one does not.
    pub fn round_trip<T: Named + fmt::Debug + for<'de> Deserialize<'de> + std::str::FromStr<Err = UnknownName>>(
        all: &[T],
    ) {
        assert_eq!(T::VALUES, all, "{}", T::KIND);
        for &value in T::VALUES {
            assert_eq!(value.word().parse::<T>(), Ok(value));
            let de: StrDeserializer<'_, Error> = value.word().into_deserializer();
            assert_eq!(T::deserialize(de), Ok(value), "serde reads '{}'", value.word());
        }
        let err = "no-such-word".parse::<T>().unwrap_err();
        assert_eq!(err.allowed, T::VALUES.iter().map(|v| v.word()).collect::<Vec<_>>());
    }
}

#[cfg(test)]
mod tests {
    use super::checks::round_trip;
    use super::*;

    #[test]
    fn words_match_all_and_serde() {
        round_trip(&Algorithm::ALL);
        round_trip(&Solver::ALL);
        round_trip(&[Ends::Corners, Ends::Farthest]);
        for algorithm in Algorithm::ALL {
            assert_eq!(algorithm.word(), algorithm.name());
        }
        for solver in Solver::ALL {
            assert_eq!(solver.word(), solver.name());
        }
    }

    #[test]
    fn an_unknown_word_is_cut_short_in_the_message() {
        let long = "x".repeat(100_000);
        let err = long.parse::<Solver>().unwrap_err().to_string();
        assert!(err.len() < 400, "{} bytes", err.len());
        assert!(err.contains("allowed bfs, dfs, astar"), "{err}");
    }
}
