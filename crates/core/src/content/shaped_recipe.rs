//! Everything that decides a race on a maze of another shape ([`ShapedRecipe`]): the shape,
//! the generator, its seed, the braid and the doors. The daily maze of a Sunday, a kept run's
//! key (`shaped:hex-21x15:backtracker:7:0.1:4`) and the game's shapes screen make their board
//! from one: the maze from its first cell (the start) to its last (the cheese), with its doors
//! placed from the same seed.
//!
//! ```
//! use mousemaze_core::content::shaped_recipe::ShapedRecipe;
//! use mousemaze_maze::{Algorithm, doors::DoorAmount, shape::Shape};
//!
//! let recipe = ShapedRecipe {
//!     shape: Shape::Polar { rings: 8 },
//!     algorithm: Algorithm::Prim,
//!     seed: 7,
//!     braid: 0.1,
//!     doors: DoorAmount::Count(3),
//!     weave: 0.0,
//!     symmetry: None,
//! };
//! let board = recipe.board().unwrap();
//! assert_eq!((board.start, board.goal, board.door_count()), (0, board.maze.len() as u32 - 1, 3));
//! assert_eq!(recipe.to_string(), "circle-8:prim:7:0.1:3");
//! assert_eq!(recipe.to_string().parse(), Ok(recipe));
//! assert!("circle-8:eller:7:0:0".parse::<ShapedRecipe>().is_ok(), "read; its maze is refused later");
//! ```

use std::fmt;
use std::str::FromStr;

use crate::maze::doors::{DoorAmount, DoorsAsked, place_cell_doors};
use crate::maze::knobs::symmetry::Symmetry;
use crate::maze::knobs::{KnobError, Knobs, as_shaped, generate_shaped, generate_square};
use crate::maze::shape::generate::{SquareOnly, WeaveError, generate_woven};
use crate::maze::shape::{Shape, ShapeError, ShapedMaze};
use crate::maze::text::excerpt;
use crate::maze::{Algorithm, SolveError};
use crate::rules::{Board, RivalSpec, Run};

/// Why [`make_maze`] made no maze.
#[derive(Clone, Debug, PartialEq)]
pub enum MakeMazeError {
    /// The shape's size is 0 or too big.
    Shape(ShapeError),
    /// The generator works on square grids only.
    SquareOnly(SquareOnly),
    /// A weave asked of another shape than squares, or of a generator that does not weave.
    Weave(WeaveError),
    /// A symmetry the shape or the generator does not take (or asked with a weave).
    Symmetry(KnobError),
}

impl std::fmt::Display for MakeMazeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MakeMazeError::Shape(e) => e.fmt(f),
            MakeMazeError::SquareOnly(e) => e.fmt(f),
            MakeMazeError::Weave(e) => e.fmt(f),
            MakeMazeError::Symmetry(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for MakeMazeError {}

/// A maze of `shape` from `algorithm` and `seed`, braided by `braid`, with a clear message
/// when the shape or the generator does not fit.
pub fn make_maze(shape: Shape, algorithm: Algorithm, seed: u64, braid: f64) -> Result<ShapedMaze, MakeMazeError> {
    make_woven_maze(shape, algorithm, seed, braid, 0.0)
}

/// [`make_maze`], whose corridors may pass under others with tunnels offered at the share
/// `weave` (squares only; 0 weaves nothing).
pub fn make_woven_maze(
    shape: Shape,
    algorithm: Algorithm,
    seed: u64,
    braid: f64,
    weave: f64,
) -> Result<ShapedMaze, MakeMazeError> {
    if weave != 0.0 {
        let Shape::Square { width, height } = shape else { return Err(MakeMazeError::Weave(WeaveError::NotSquare)) };
        return generate_woven(width, height, algorithm, seed, braid, weave).map_err(MakeMazeError::Weave);
    }
    let graph = crate::maze::shape::Graph::new(shape).map_err(MakeMazeError::Shape)?;
    crate::maze::shape::generate::generate_braided(graph, algorithm, seed, braid).map_err(MakeMazeError::SquareOnly)
}

/// A maze of another shape and its doors (see the module).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ShapedRecipe {
    pub shape: Shape,
    pub algorithm: Algorithm,
    pub seed: u64,
    /// The share of dead ends opened into loops, 0..=1.
    pub braid: f64,
    /// Electronic doors, placed from the seed off the way from the start to the cheese.
    pub doors: DoorAmount,
    /// The share of the tunnels offered under straight passages, 0..=1 (squares only; 0 for
    /// a maze without bridges).
    pub weave: f64,
    /// A maze mirrored or turned onto itself (squares and circles; none by default).
    pub symmetry: Option<Symmetry>,
}

/// Why a [`ShapedRecipe`] made no board or no race.
#[derive(Clone, Debug, PartialEq)]
pub enum ShapedRecipeError {
    /// The shape or the generator does not fit.
    Maze(MakeMazeError),
    /// The maze cannot hold the doors asked for.
    Doors(DoorsAsked),
    /// No way leads to the cheese (a race could not be set).
    Solve(SolveError),
    /// Doors asked of a weave (a door hangs between two cells side by side; a tunnel's
    /// ends are not).
    WovenDoors,
}

impl fmt::Display for ShapedRecipeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShapedRecipeError::Maze(e) => e.fmt(f),
            ShapedRecipeError::Doors(e) => e.fmt(f),
            ShapedRecipeError::Solve(e) => e.fmt(f),
            ShapedRecipeError::WovenDoors => {
                write!(f, "a weave is played without doors so far: set the doors to 0, or leave out the weave")
            }
        }
    }
}

impl std::error::Error for ShapedRecipeError {}

impl ShapedRecipe {
    /// The maze.
    pub fn maze(&self) -> Result<ShapedMaze, MakeMazeError> {
        let Some(symmetry) = self.symmetry else {
            return make_woven_maze(self.shape, self.algorithm, self.seed, self.braid, self.weave);
        };
        if self.weave != 0.0 {
            let both = "a weave is not made symmetric: leave out the weave or the symmetry";
            return Err(MakeMazeError::Symmetry(KnobError::Generator(both.into())));
        }
        let knobs = Knobs { straightness: None, symmetry: Some(symmetry) };
        let (algorithm, seed, braid) = (self.algorithm, self.seed, self.braid);
        match self.shape {
            Shape::Square { width, height } => {
                generate_square(algorithm, width, height, seed, braid, &knobs).map(|maze| as_shaped(&maze))
            }
            shape => {
                let graph = crate::maze::shape::Graph::new(shape).map_err(MakeMazeError::Shape)?;
                generate_shaped(graph, algorithm, seed, braid, &knobs)
            }
        }
        .map_err(MakeMazeError::Symmetry)
    }

    /// What the maze is, in words: its shape, woven or symmetric if it is (`a 14×10 square
    /// maze woven`, `a polar maze of 10 rings, symmetry radial`): the title of a race.
    pub fn kind_text(&self) -> String {
        match (self.weave > 0.0, self.symmetry) {
            (true, _) => format!("{} woven", self.shape),
            (_, Some(symmetry)) => format!("{}, symmetry {symmetry}", self.shape),
            _ => self.shape.to_string(),
        }
    }

    /// The board: the maze from its first cell to its last, with its doors.
    pub fn board(&self) -> Result<Board<ShapedMaze>, ShapedRecipeError> {
        if self.weave != 0.0 && !self.doors.is_none() {
            return Err(ShapedRecipeError::WovenDoors);
        }
        let maze = self.maze().map_err(ShapedRecipeError::Maze)?;
        let (start, goal) = maze.default_ends();
        let doors = place_cell_doors(&maze, self.doors, self.seed, start, goal).map_err(ShapedRecipeError::Doors)?;
        Ok(Board::with_doors(maze, start, goal, doors))
    }

    /// A race of `players` (1, or 2 from fair starts) on its board at `player_speed` cells a
    /// second against `rivals`.
    pub fn run(
        &self,
        players: usize,
        player_speed: f32,
        rivals: &[RivalSpec],
    ) -> Result<Run<ShapedMaze>, ShapedRecipeError> {
        let board = self.board()?;
        Run::on_board_for(players.clamp(1, 2), board, player_speed, rivals).map_err(ShapedRecipeError::Solve)
    }
}

/// How people call a shape: `hexagons`, `big hexagon`, `triangles`, `circle` (`squares`):
/// the custom game's menu and the daily maze's share line.
pub fn shape_word(shape: Shape) -> &'static str {
    match shape {
        Shape::Square { .. } => "squares",
        Shape::Hex { .. } => "hexagons",
        Shape::Hexagon { .. } => "big hexagon",
        Shape::Triangle { .. } => "triangles",
        Shape::Polar { .. } => "circle",
        Shape::Zeta { .. } => "zeta squares",
        Shape::Upsilon { .. } => "octagons",
        Shape::Floors { .. } => "floors",
        Shape::Wrapped { .. } => "wrapped squares",
    }
}

/// The words of the shapes in the text form: `hex-21x15`, `hexagon-6`, `triangle-41x16`,
/// `circle-9`.
const SHAPE_WORDS: &str = "hex-WxH, hexagon-R, triangle-WxH, circle-R, square-WxH, weave-S-WxH (S the share 0..=1 of tunnels offered), \
     upsilon-WxH, floors-WxHxN, wrap-x|y|xy-WxH or zeta-WxH";

impl fmt::Display for ShapedRecipe {
    /// `hex-21x15:backtracker:7:0.1:4`: the shape, the algorithm, the seed, the braid and the
    /// doors (a count, or a share of the passages as a fraction, `0.05`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.shape {
            Shape::Square { width, height } if self.weave != 0.0 => {
                write!(f, "weave-{:?}-{width}x{height}", self.weave)?
            }
            Shape::Square { width, height } => write!(f, "square-{width}x{height}")?,
            Shape::Hex { width, height } => write!(f, "hex-{width}x{height}")?,
            Shape::Hexagon { radius } => write!(f, "hexagon-{radius}")?,
            Shape::Triangle { width, height } => write!(f, "triangle-{width}x{height}")?,
            Shape::Polar { rings } => write!(f, "circle-{rings}")?,
            Shape::Zeta { width, height } => write!(f, "zeta-{width}x{height}")?,
            Shape::Upsilon { width, height } => write!(f, "upsilon-{width}x{height}")?,
            Shape::Floors { width, height, floors } => write!(f, "floors-{width}x{height}x{floors}")?,
            Shape::Wrapped { width, height, wrap } => write!(f, "wrap-{wrap}-{width}x{height}")?,
        }
        write!(f, ":{}:{}:{}:", self.algorithm, self.seed, self.braid)?;
        match self.doors {
            DoorAmount::Count(count) => write!(f, "{count}")?,
            // Always with a point, so a whole share reads back as a share.
            DoorAmount::Share(share) => write!(f, "{share:?}")?,
        }
        match self.symmetry {
            Some(symmetry) => write!(f, ":{symmetry}"),
            None => Ok(()),
        }
    }
}

/// Why a text is not a [`ShapedRecipe`]: the text (cut short), and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShapedRecipeTextError {
    pub text: String,
    pub problem: String,
}

impl fmt::Display for ShapedRecipeTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a shaped maze: {}", self.text, self.problem)
    }
}

impl std::error::Error for ShapedRecipeTextError {}

impl FromStr for ShapedRecipe {
    type Err = ShapedRecipeTextError;

    /// Reads the text [`ShapedRecipe`]'s `Display` writes. The sizes are only read: the
    /// board says whether they make a maze.
    fn from_str(text: &str) -> Result<ShapedRecipe, ShapedRecipeTextError> {
        let error = |problem: String| ShapedRecipeTextError { text: excerpt(text), problem };
        let parts: Vec<&str> = text.trim().split(':').collect();
        let (five, symmetry) = match parts.as_slice() {
            [five @ .., symmetry] if five.len() == 5 => (five, Some(*symmetry)),
            five => (five, None),
        };
        let &[shape, algorithm, seed, braid, doors] = five else {
            return Err(error(
                "write it shape:algorithm:seed:braid:doors (then :symmetry if any), like hex-21x15:prim:7:0.1:4".into(),
            ));
        };
        let symmetry = symmetry
            .map(|name| Symmetry::ALL.into_iter().find(|s| s.name() == name))
            .map(|found| found.ok_or_else(|| error("the symmetry is x, y, xy or radial".into())))
            .transpose()?;
        let (shape, weave) = shape_of(shape).ok_or_else(|| error(format!("the shape is {SHAPE_WORDS}")))?;
        let algorithm = algorithm.parse::<Algorithm>().map_err(|e| error(e.to_string()))?;
        let seed = seed.parse::<u64>().map_err(|_| error("the seed is a whole number".into()))?;
        let braid = braid.parse::<f64>().ok().filter(|b| (0.0..=1.0).contains(b));
        let braid = braid.ok_or_else(|| error("the braid is a share 0..=1".into()))?;
        let doors = doors.parse::<DoorAmount>().map_err(|e| error(e.to_string()))?;
        Ok(ShapedRecipe { shape, algorithm, seed, braid, doors, weave, symmetry })
    }
}

/// The shape a word of [`SHAPE_WORDS`] names, and its weave share (0 but for `weave-`).
fn shape_of(word: &str) -> Option<(Shape, f64)> {
    let (name, size) = word.split_once('-')?;
    if name == "weave" {
        let (share, size) = size.split_once('-')?;
        let share = share.parse::<f64>().ok().filter(|s| *s > 0.0 && *s <= 1.0)?;
        let (width, height) = size.split_once('x')?;
        return Some((Shape::Square { width: width.parse().ok()?, height: height.parse().ok()? }, share));
    }
    plain_shape_of(name, size).map(|shape| (shape, 0.0))
}

/// The shape named `name` of the size `size` (the word's part after its first `-`).
fn plain_shape_of(name: &str, size: &str) -> Option<Shape> {
    let number = |text: &str| text.parse::<u32>().ok();
    let sides = || size.split_once('x').and_then(|(w, h)| Some((number(w)?, number(h)?)));
    match name {
        "square" => sides().map(|(width, height)| Shape::Square { width, height }),
        "upsilon" => sides().map(|(width, height)| Shape::Upsilon { width, height }),
        "floors" => {
            let mut parts = size.split('x').map(number);
            let (Some(width), Some(height), Some(floors), None) =
                (parts.next()?, parts.next()?, parts.next()?, parts.next())
            else {
                return None;
            };
            Some(Shape::Floors { width, height, floors })
        }
        "wrap" => {
            let (wrap, size) = size.split_once('-')?;
            let (width, height) = size.split_once('x').and_then(|(w, h)| Some((number(w)?, number(h)?)))?;
            Some(Shape::Wrapped { width, height, wrap: wrap.parse().ok()? })
        }
        "hex" => sides().map(|(width, height)| Shape::Hex { width, height }),
        "triangle" => sides().map(|(width, height)| Shape::Triangle { width, height }),
        "hexagon" => number(size).map(|radius| Shape::Hexagon { radius }),
        "circle" => number(size).map(|rings| Shape::Polar { rings }),
        "zeta" => sides().map(|(width, height)| Shape::Zeta { width, height }),
        _ => None,
    }
}

#[cfg(test)]
mod tests;
