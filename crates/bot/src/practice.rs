//! Boards to try bots on: the board a recipe makes between chosen ends, with the recipe's
//! doors placed from its seed between those ends (half of them on the route, so a bot must
//! meet them).
//!
//! ```
//! use mousemaze_bot::practice;
//! use mousemaze_maze::{Ends, doors::DoorAmount, recipe::MazeRecipe};
//!
//! let recipe = MazeRecipe { doors: DoorAmount::Count(3), ..MazeRecipe::default() };
//! let board = practice::board(recipe, Ends::Corners).unwrap();
//! assert_eq!(board.doors.len(), 3);
//! ```

use std::fmt;

use crate::maze::doors::{DoorsAsked, place_doors};
use crate::maze::recipe::MazeRecipe;
use crate::maze::{Dir, Ends, MazeError};
use crate::rules::Board;

/// The most cells a bot's board may have: a run keeps a few numbers a cell.
pub const MAX_BOT_CELLS: usize = 1 << 22;

/// Why a recipe gives no board for a bot.
#[derive(Clone, Debug, PartialEq)]
pub enum BoardError {
    /// More cells than [`MAX_BOT_CELLS`].
    TooBig { width: u32, height: u32 },
    /// The recipe made no maze.
    Maze(MazeError),
    /// Its doors do not fit the maze.
    Doors(DoorsAsked),
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::TooBig { width, height } => {
                let cells = u64::from(*width) * u64::from(*height);
                write!(f, "a {width}x{height} maze has {cells} cells: bots run on at most {MAX_BOT_CELLS}")
            }
            BoardError::Maze(e) => e.fmt(f),
            BoardError::Doors(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for BoardError {}

/// The maze `recipe` makes, from one end to the other as `ends` says.
pub fn board(recipe: MazeRecipe, ends: Ends) -> Result<Board, BoardError> {
    let cells = u64::from(recipe.width) * u64::from(recipe.height);
    if cells > MAX_BOT_CELLS as u64 {
        return Err(BoardError::TooBig { width: recipe.width, height: recipe.height });
    }
    let maze = recipe.build().map_err(BoardError::Maze)?;
    let (start, cheese) = ends.resolve(&maze);
    let doors = place_doors(&maze, recipe.doors, recipe.seed, start, cheese).map_err(BoardError::Doors)?;
    Ok(Board { maze, start, goal: cheese, doors, region: Vec::new(), facing: Dir::E })
}
