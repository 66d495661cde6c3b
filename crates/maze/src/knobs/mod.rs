//! The generators' knobs (issue 57), each off by default, so that a seed without them makes
//! the same maze as ever:
//! - [`straight`]: how likely a corridor runs on straight (the walking generators);
//! - [`symmetry`]: mazes mirrored or turned onto themselves (squares and circles);
//! - [`sparse`]: dead ends culled in rounds, the culled cells out of the maze (any shape).
//!
//! Distance colouring, the fourth, is drawing: [`crate::shape::draw::Drawing::shade_by_distance`].
//! [`Knobs`] holds the two that change how a maze is carved; [`generate_square`] and
//! [`generate_shaped`] make a maze with them, braided after as without.
//!
//! ```
//! use mousemaze_maze::knobs::{Knobs, generate_square, straight::Straightness, symmetry::Symmetry};
//! use mousemaze_maze::Algorithm;
//!
//! let plain = generate_square(Algorithm::Prim, 12, 8, 3, 0.0, &Knobs::default()).unwrap();
//! assert_eq!(plain, Algorithm::Prim.generate(12, 8, 3).unwrap(), "no knob: the same maze");
//! let knobs = Knobs { straightness: Some(Straightness::new(0.8).unwrap()), symmetry: Some(Symmetry::Y) };
//! let maze = generate_square(Algorithm::Backtracker, 12, 8, 3, 0.0, &knobs).unwrap();
//! assert_eq!(maze.passage_count(), 12 * 8 - 1);
//! ```

pub mod sparse;
pub mod straight;
pub mod symmetry;

use std::fmt;

use crate::shape::{Graph, Shape, ShapedMaze};
use crate::{Algorithm, Maze, MazeError, MazeRng};
use straight::{STRAIGHT_ALGORITHMS, Straightness, carve_straight};
use symmetry::Symmetry;

/// The knobs that change how a maze is carved; `Knobs::default()` is none of them.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Knobs {
    pub straightness: Option<Straightness>,
    pub symmetry: Option<Symmetry>,
}

impl Knobs {
    /// Whether no knob is set (the maze is the plain generator's).
    pub fn is_none(&self) -> bool {
        self.straightness.is_none() && self.symmetry.is_none()
    }
}

/// Why a maze with knobs could not be made.
#[derive(Clone, Debug, PartialEq)]
pub enum KnobError {
    /// A straightness outside 0..=1.
    Straightness(f64),
    /// A straightness asked of a generator that does not walk.
    NotStraight(Algorithm),
    /// A symmetry asked of a shape it does not fit.
    Symmetry { symmetry: Symmetry, shape: &'static str },
    /// Braiding would break the symmetry.
    BraidedSymmetry,
    /// The size is out of range.
    Size(MazeError),
    /// The generator refused the shape.
    Generator(String),
}

impl fmt::Display for KnobError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KnobError::Straightness(chance) => write!(f, "straightness {chance} is out of range: allowed 0..=1"),
            KnobError::NotStraight(algorithm) => {
                let names: Vec<&str> = STRAIGHT_ALGORITHMS.iter().map(|a| a.name()).collect();
                write!(
                    f,
                    "straightness works with {} (the generators that walk on from the last cell), not with {algorithm}",
                    names.join(", ")
                )
            }
            KnobError::Symmetry { symmetry, shape } => {
                write!(f, "symmetry {symmetry} works on square and polar mazes, not on a {shape} maze")
            }
            KnobError::BraidedSymmetry => {
                f.write_str("symmetry with braid: braiding opens walls one by one and breaks the symmetry")
            }
            KnobError::Size(e) => e.fmt(f),
            KnobError::Generator(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for KnobError {}

/// A `width`×`height` square maze by `algorithm` from `seed` with `knobs`, then braided with
/// `braid` from the same random stream. With no knob it is
/// [`Algorithm::generate_braided`]'s maze, draw for draw.
pub fn generate_square(
    algorithm: Algorithm,
    width: u32,
    height: u32,
    seed: u64,
    braid: f64,
    knobs: &Knobs,
) -> Result<Maze, KnobError> {
    check(algorithm, braid, knobs)?;
    let mut rng = MazeRng::new(seed);
    let mut maze = match (knobs.symmetry, knobs.straightness) {
        (Some(symmetry), straightness) => {
            symmetry::symmetric_square(algorithm, width, height, symmetry, straightness, &mut rng)?
        }
        (None, Some(straightness)) => {
            let mut maze = Maze::new(width, height).map_err(KnobError::Size)?;
            carve_straight(&mut maze, algorithm, straightness, &mut rng)?;
            maze
        }
        (None, None) => algorithm.generate_observed(width, height, &mut rng, |_| {}).map_err(KnobError::Size)?,
    };
    crate::braid(&mut maze, braid, &mut rng);
    Ok(maze)
}

/// A maze over `graph` by `algorithm` from `seed` with `knobs`, then braided with `braid`.
/// With no knob it is [`crate::shape::generate::generate_braided`]'s maze.
pub fn generate_shaped(
    graph: Graph,
    algorithm: Algorithm,
    seed: u64,
    braid: f64,
    knobs: &Knobs,
) -> Result<ShapedMaze, KnobError> {
    if knobs.is_none() {
        return crate::shape::generate::generate_braided(graph, algorithm, seed, braid)
            .map_err(|e| KnobError::Generator(e.to_string()));
    }
    check(algorithm, braid, knobs)?;
    crate::shape::generate::check(&graph, algorithm).map_err(|e| KnobError::Generator(e.to_string()))?;
    let mut rng = MazeRng::new(seed);
    let mut maze = ShapedMaze::new(graph);
    match (knobs.symmetry, knobs.straightness) {
        (Some(symmetry), straightness) => {
            symmetry::symmetric_shaped(&mut maze, algorithm, symmetry, straightness, &mut rng)?;
        }
        (None, Some(straightness)) => carve_straight(&mut maze, algorithm, straightness, &mut rng)?,
        (None, None) => unreachable!("no knob was handled above"),
    }
    crate::braid(&mut maze, braid, &mut rng);
    Ok(maze)
}

/// The knobs' refusals that need no maze: a straightness with a generator that does not
/// walk, a symmetry with braiding.
pub fn check(algorithm: Algorithm, braid: f64, knobs: &Knobs) -> Result<(), KnobError> {
    if knobs.straightness.is_some() && !STRAIGHT_ALGORITHMS.contains(&algorithm) {
        return Err(KnobError::NotStraight(algorithm));
    }
    if knobs.symmetry.is_some() && braid > 0.0 {
        return Err(KnobError::BraidedSymmetry);
    }
    Ok(())
}

/// The square `maze` as a [`ShapedMaze`] on the square graph (the same cells, slots and
/// passages), for what only shaped mazes have: culling ([`sparse`]) and distance shading.
///
/// ```
/// use mousemaze_maze::knobs::as_shaped;
/// use mousemaze_maze::Algorithm;
///
/// let maze = Algorithm::Eller.generate(9, 4, 1).unwrap();
/// let shaped = as_shaped(&maze);
/// assert_eq!((shaped.len(), shaped.passage_count()), (36, 35));
/// ```
pub fn as_shaped(maze: &Maze) -> ShapedMaze {
    use crate::model::Cells;
    let shape = Shape::Square { width: maze.width(), height: maze.height() };
    let mut shaped = ShapedMaze::new(Graph::new(shape).expect("a maze's size is a usable shape"));
    maze.each_pair(|cell, slot, next| {
        if Cells::is_open(maze, cell, slot) {
            shaped.carve_between(cell as u32, next as u32);
        }
    });
    shaped
}
