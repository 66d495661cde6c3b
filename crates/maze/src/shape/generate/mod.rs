//! Generators on a [`Graph`] of any shape: the backtracker, Prim, Kruskal, the growing tree,
//! Wilson, Aldous–Broder, hunt-and-kill and origin shift, named by the crate's
//! [`Algorithm`]. Each is iterative (its stacks and lists live on the heap), and draws only
//! from [`MazeRng`], so a seed gives the same maze everywhere.
//!
//! The square-only generators (binary tree, sidewinder, Eller, the divisions) and the weighted
//! Prim refuse other shapes with [`SquareOnly`].
//!
//! ```
//! use mousemaze_maze::Algorithm;
//! use mousemaze_maze::shape::{Graph, Shape, generate};
//!
//! let graph = Graph::new(Shape::Polar { rings: 6 }).unwrap();
//! let maze = generate::generate(graph, Algorithm::Wilson, 1).unwrap();
//! assert_eq!(maze.passage_count(), maze.len() - 1);
//! let square_only = Graph::new(Shape::Polar { rings: 6 }).unwrap();
//! assert!(generate::generate(square_only, Algorithm::Sidewinder, 1).is_err());
//! ```

mod aldous_broder;
mod backtracker;
mod growing_tree;
mod hunt_and_kill;
mod origin_shift;
mod wilson;

use std::fmt;

use super::{Graph, NONE, ShapedMaze};
use crate::{Algorithm, MazeRng};

/// The generators that work on every shape, in CLI order.
pub const ON_EVERY_SHAPE: [Algorithm; 9] = [
    Algorithm::Backtracker,
    Algorithm::Prim,
    Algorithm::Kruskal,
    Algorithm::GrowingTree,
    Algorithm::GrowingTreeRandom,
    Algorithm::Wilson,
    Algorithm::AldousBroder,
    Algorithm::HuntAndKill,
    Algorithm::OriginShift,
];

/// A square-only generator was asked for a maze of another shape.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SquareOnly {
    pub algorithm: Algorithm,
    pub shape: &'static str,
}

impl fmt::Display for SquareOnly {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let allowed: Vec<&str> = ON_EVERY_SHAPE.iter().map(|a| a.name()).collect();
        write!(
            f,
            "{} works on whole square grids only, not on a {} maze: allowed there {}",
            self.algorithm,
            self.shape,
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
    let shape = graph.shape().name();
    if !ON_EVERY_SHAPE.contains(&algorithm) {
        return Err(SquareOnly { algorithm, shape });
    }
    let mut rng = MazeRng::new(seed);
    let mut maze = ShapedMaze::new(graph);
    match algorithm {
        Algorithm::Backtracker => backtracker::run(&mut maze, &mut rng),
        Algorithm::Prim => crate::generate::prim::grow(&mut maze, &mut rng, &mut Vec::new(), |_| {}),
        Algorithm::Kruskal => crate::generate::kruskal::join(&mut maze, &mut rng, |_| {}),
        Algorithm::GrowingTree => growing_tree::run(&mut maze, &mut rng, 0.5),
        Algorithm::GrowingTreeRandom => growing_tree::run(&mut maze, &mut rng, 0.0),
        Algorithm::Wilson => wilson::run(&mut maze, &mut rng),
        Algorithm::AldousBroder => aldous_broder::run(&mut maze, &mut rng),
        Algorithm::HuntAndKill => hunt_and_kill::run(&mut maze, &mut rng),
        Algorithm::OriginShift => origin_shift::run(&mut maze, &mut rng),
        _ => unreachable!("checked against ON_EVERY_SHAPE"),
    }
    crate::braid(&mut maze, share, &mut rng);
    Ok(maze)
}

/// The neighbours of `cell` that `fresh` accepts, with their slots, and how many there are.
#[inline]
fn neighbours_where(graph: &Graph, cell: u32, fresh: impl Fn(u32) -> bool) -> ([(usize, u32); 6], usize) {
    let mut found = [(0, 0); 6];
    let mut count = 0;
    for (slot, n) in graph.neighbours(cell).into_iter().enumerate() {
        if n != NONE && fresh(n) {
            found[count] = (slot, n);
            count += 1;
        }
    }
    (found, count)
}

/// One of `count` choices, drawing from `rng` only when there is a choice.
#[inline]
fn pick(rng: &mut MazeRng, count: usize) -> usize {
    if count == 1 { 0 } else { rng.index(count) }
}
