//! Boards to try bots on: the board a recipe makes between chosen ends, with the recipe's
//! doors placed from its seed between those ends (half of them on the route, so a bot must
//! meet them).
//!
//! ```
//! use mousemaze::bot::practice;
//! use mousemaze::maze::{Ends, doors::DoorAmount, recipe::MazeRecipe};
//!
//! let recipe = MazeRecipe { doors: DoorAmount::Count(3), ..MazeRecipe::default() };
//! let board = practice::board(recipe, Ends::Corners).unwrap();
//! assert_eq!(board.doors.len(), 3);
//! ```

use crate::maze::Ends;
use crate::maze::doors::place_doors;
use crate::maze::recipe::MazeRecipe;
use crate::rules::Board;

/// The most cells a bot's board may have: a run keeps a few numbers a cell.
pub const MAX_BOT_CELLS: usize = 1 << 22;

/// The maze `recipe` makes, from one end to the other as `ends` says.
pub fn board(recipe: MazeRecipe, ends: Ends) -> Result<Board, String> {
    let cells = u64::from(recipe.width) * u64::from(recipe.height);
    if cells > MAX_BOT_CELLS as u64 {
        return Err(format!(
            "a {}x{} maze has {cells} cells: bots run on at most {MAX_BOT_CELLS}",
            recipe.width, recipe.height
        ));
    }
    let maze = recipe.build().map_err(|e| e.to_string())?;
    let (start, cheese) = ends.resolve(&maze);
    let doors = place_doors(&maze, recipe.doors, recipe.seed, start, cheese).map_err(|e| e.to_string())?;
    Ok(Board { maze, start, goal: cheese, doors, region: Vec::new() })
}
