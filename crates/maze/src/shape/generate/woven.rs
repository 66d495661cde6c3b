//! Weave mazes made: the tunnels offered from the seed ([`Graph::woven`]), the maze
//! generated over them by the backtracker or Kruskal (the generators that weave,
//! [`crate::shape::crossings::ON_WEAVE`]), braided, and the offers not taken dropped.

use std::fmt;

use super::{SquareOnly, generate_braided};
use crate::Algorithm;
use crate::shape::{Graph, ShapeError, ShapedMaze};

/// Why a weave maze could not be made.
#[derive(Clone, Debug, PartialEq)]
pub enum WeaveError {
    /// The share of tunnels offered is not within 0..=1.
    BadShare(f64),
    /// The grid's size is out of range.
    Shape(ShapeError),
    /// The generator does not weave.
    Algorithm(SquareOnly),
    /// Tunnels were asked of another shape than a square grid.
    NotSquare,
}

impl fmt::Display for WeaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WeaveError::BadShare(share) => {
                write!(f, "a weave share of {share} is out of range: allowed 0 to 1 (the share of tunnels offered)")
            }
            WeaveError::Shape(error) => error.fmt(f),
            WeaveError::Algorithm(error) => error.fmt(f),
            WeaveError::NotSquare => {
                write!(f, "a weave's tunnels run on square grids only: weave squares, or leave out the weave")
            }
        }
    }
}

impl std::error::Error for WeaveError {}

/// A `width`×`height` weave maze by `algorithm` from `seed`: tunnels offered with
/// probability `weave`, then braided with `braid` (the share of dead ends removed). Its
/// graph keeps the tunnels it dug ([`ShapedMaze::tunnels`]).
///
/// ```
/// use mousemaze_maze::Algorithm;
/// use mousemaze_maze::shape::generate::generate_woven;
///
/// let few = generate_woven(30, 30, Algorithm::Kruskal, 5, 0.0, 0.1).unwrap();
/// let many = generate_woven(30, 30, Algorithm::Kruskal, 5, 0.0, 1.0).unwrap();
/// assert!(many.tunnels().len() > few.tunnels().len());
/// assert!(generate_woven(30, 30, Algorithm::Wilson, 5, 0.0, 0.5).is_err());
/// ```
pub fn generate_woven(
    width: u32,
    height: u32,
    algorithm: Algorithm,
    seed: u64,
    braid: f64,
    weave: f64,
) -> Result<ShapedMaze, WeaveError> {
    if !(0.0..=1.0).contains(&weave) {
        return Err(WeaveError::BadShare(weave));
    }
    let graph = Graph::woven(width, height, weave, seed).map_err(WeaveError::Shape)?;
    let maze = generate_braided(graph, algorithm, seed, braid).map_err(WeaveError::Algorithm)?;
    Ok(maze.keep_open_tunnels())
}
