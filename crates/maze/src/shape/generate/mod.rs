//! Mazes on a [`Graph`] of any shape, by the crate's [`Algorithm`]: the backtracker, Prim and
//! weighted Prim, Kruskal, the growing tree, Wilson, Aldous–Broder, hunt-and-kill and origin
//! shift. Each is
//! the one generator of `crate::generate`, written over the maze model
//! ([`crate::model::Cells`]) that the square grid shares; only the hex rectangle's fast
//! backtracker walk lives here ([`backtracker`]).
//!
//! The binary tree and sidewinder also work on whole hex rectangles ([`ON_HEX_ROWS`]); the
//! square-only generators (Eller, the divisions) refuse other shapes with [`SquareOnly`].
//!
//! ```
//! use mousemaze_maze::Algorithm;
//! use mousemaze_maze::shape::{Graph, Shape, generate};
//!
//! let graph = Graph::new(Shape::Polar { rings: 6 }).unwrap();
//! let maze = generate::generate(graph, Algorithm::Wilson, 1).unwrap();
//! assert_eq!(maze.passage_count(), maze.len() - 1);
//! let hexes = Graph::new(Shape::Hex { width: 9, height: 5 }).unwrap();
//! let maze = generate::generate(hexes, Algorithm::Sidewinder, 1).unwrap();
//! assert_eq!(maze.passage_count(), maze.len() - 1);
//! let rows_only = Graph::new(Shape::Polar { rings: 6 }).unwrap();
//! assert!(generate::generate(rows_only, Algorithm::Sidewinder, 1).is_err());
//! ```

mod backtracker;
mod woven;

use std::fmt;

pub use woven::{WeaveError, generate_woven};

use super::crossings::generators_for;
use super::{Graph, Shape, ShapedMaze};
use crate::generate::{
    Selection, aldous_broder, binary_tree, growing_tree, hunt_and_kill, origin_shift, prim_weighted, sidewinder, wilson,
};
use crate::{Algorithm, MazeRng};

/// The generators that work on every shape, in CLI order (on a zeta grid and a weave, whose
/// ways depend on each other, only those of [`crate::shape::crossings`]).
pub const ON_EVERY_SHAPE: [Algorithm; 10] = [
    Algorithm::Backtracker,
    Algorithm::Prim,
    Algorithm::Kruskal,
    Algorithm::GrowingTree,
    Algorithm::GrowingTreeRandom,
    Algorithm::Wilson,
    Algorithm::AldousBroder,
    Algorithm::HuntAndKill,
    Algorithm::OriginShift,
    Algorithm::PrimWeighted,
];

/// The row-by-row generators, which work on whole hex rectangles too (their rows run east,
/// and up is north-west or north-east).
pub const ON_HEX_ROWS: [Algorithm; 2] = [Algorithm::BinaryTree, Algorithm::Sidewinder];

/// Whether `algorithm` makes mazes on `graph`: the generators of [`ON_EVERY_SHAPE`]
/// everywhere, those of [`ON_HEX_ROWS`] on whole hex rectangles; else the refusal.
pub fn check(graph: &Graph, algorithm: Algorithm) -> Result<(), SquareOnly> {
    if let Some((allowed, _)) = generators_for(graph) {
        let shape = graph.kind_name();
        return if allowed.contains(&algorithm) { Ok(()) } else { Err(SquareOnly { algorithm, shape }) };
    }
    let rows = ON_HEX_ROWS.contains(&algorithm);
    if ON_EVERY_SHAPE.contains(&algorithm) || (rows && graph.whole_hex().is_some()) {
        return Ok(());
    }
    let shape = match graph.shape() {
        Shape::Hex { .. } if graph.whole_hex().is_none() => "masked hex",
        Shape::Wrapped { .. } => "wrapped square",
        shape => shape.name(),
    };
    Err(SquareOnly { algorithm, shape })
}

/// A square-only generator was asked for a maze of another shape.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SquareOnly {
    pub algorithm: Algorithm,
    pub shape: &'static str,
}

impl fmt::Display for SquareOnly {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some((allowed, why)) = super::crossings::generators_named(self.shape) {
            let allowed: Vec<&str> = allowed.iter().map(|a| a.name()).collect();
            let (algorithm, shape, allowed) = (self.algorithm, self.shape, allowed.join(", "));
            return write!(f, "{algorithm} cannot make a {shape} maze ({why}): allowed there {allowed}");
        }
        let allowed: Vec<&str> = ON_EVERY_SHAPE.iter().map(|a| a.name()).collect();
        let grids = if ON_HEX_ROWS.contains(&self.algorithm) { "square and hex grids" } else { "square grids" };
        write!(
            f,
            "{} works on whole {grids} only, not on {} maze: allowed there {}",
            self.algorithm,
            super::a_maze_of(self.shape),
            allowed.join(", ")
        )
    }
}

impl std::error::Error for SquareOnly {}

/// A perfect maze over `graph` by `algorithm`, from `seed`.
pub fn generate(graph: Graph, algorithm: Algorithm, seed: u64) -> Result<ShapedMaze, SquareOnly> {
    generate_braided(graph, algorithm, seed, 0.0)
}

/// A maze over `graph` by `algorithm` from `seed`, then braided with `braid` (the share of
/// dead ends removed) from the same random stream, as the square [`Algorithm::generate_braided`].
pub fn generate_braided(graph: Graph, algorithm: Algorithm, seed: u64, share: f64) -> Result<ShapedMaze, SquareOnly> {
    check(&graph, algorithm)?;
    let mut rng = MazeRng::new(seed);
    let mut maze = ShapedMaze::new(graph);
    match algorithm {
        Algorithm::Backtracker => backtracker::run(&mut maze, &mut rng),
        Algorithm::Prim => crate::generate::prim::grow(&mut maze, &mut rng, &mut Vec::new(), |_| {}),
        Algorithm::Kruskal => crate::generate::kruskal::join(&mut maze, &mut rng, |_| {}),
        Algorithm::GrowingTree => growing_tree::grow(&mut maze, &mut rng, Selection::Mixed, |_| {}),
        Algorithm::GrowingTreeRandom => growing_tree::grow(&mut maze, &mut rng, Selection::Random, |_| {}),
        Algorithm::Wilson => wilson::walk(&mut maze, &mut rng, |_| {}),
        Algorithm::AldousBroder => aldous_broder::walk(&mut maze, &mut rng, |_| {}),
        Algorithm::HuntAndKill => hunt_and_kill::hunt(&mut maze, &mut rng, |_| {}),
        Algorithm::OriginShift => origin_shift::shift(&mut maze, &mut rng, 0, |_| {}),
        Algorithm::PrimWeighted => prim_weighted::grow_weighted(&mut maze, &mut rng, |_| {}),
        Algorithm::BinaryTree => binary_tree::towards_first(&mut maze, &mut rng, |_| {}),
        Algorithm::Sidewinder => {
            let (width, _) = maze.graph().whole_hex().expect("checked: a whole hex rectangle");
            sidewinder::rows(&mut maze, &mut rng, width as usize, 0, |_| {});
        }
        _ => unreachable!("checked against ON_EVERY_SHAPE and ON_HEX_ROWS"),
    }
    crate::braid(&mut maze, share, &mut rng);
    Ok(maze)
}
