//! Boards to try bots on: the board a recipe makes between chosen ends, and the same with
//! timed doors across its shortest route (so a bot must meet them), until recipes carry
//! doors of their own.
//!
//! ```
//! use mousemaze::bot::practice;
//! use mousemaze::maze::{Ends, recipe::MazeRecipe};
//!
//! let mut board = practice::board(MazeRecipe::default(), Ends::Corners).unwrap();
//! practice::doors_on_route(&mut board, 3, 7);
//! assert_eq!(board.doors.len(), 3);
//! ```

use crate::maze::doors::Door;
use crate::maze::recipe::MazeRecipe;
use crate::maze::{Ends, MazeRng, Solver};
use crate::rules::{Board, TICKS_PER_SECOND};

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
    Ok(Board::new(maze, start, cheese))
}

/// Puts up to `count` doors across the shortest route, evenly spaced, each with its own
/// period (1.2 to 2.5 seconds), open a third of the time, its phase drawn from `seed`.
pub fn doors_on_route(board: &mut Board, count: u32, seed: u64) {
    let Ok(route) = Solver::Bfs.solve(&board.maze, board.start, board.cheese) else { return };
    let path = route.path;
    let mut rng = MazeRng::new(seed ^ 0xD00D_D00D);
    let count = (count as usize).min(path.len().saturating_sub(1));
    for k in 1..=count {
        let i = k * path.len() / (count + 1);
        let (at, next) = (path[i.max(1) - 1], path[i.max(1)]);
        let Some(side) = board.maze.direction_to(at, next) else { continue };
        let period = TICKS_PER_SECOND * 6 / 5 + rng.below(TICKS_PER_SECOND * 13 / 10);
        let door = Door { at, side, period, open: period / 3, phase: rng.below(period) };
        // Two doors cannot share a passage; on a short route the second is left out.
        let _ = board.doors.add(&board.maze, door);
    }
}
