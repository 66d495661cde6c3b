//! Where a command's route starts and ends (`--ends`), said plainly when the maze (read by
//! `solve`) is not connected: `farthest` then measures only the part reachable from the
//! top-left cell, and a walled-in top-left cell is an error, never a zero-length route.

use mousemaze::maze::distances::{UNREACHED, distance_map};
use mousemaze::maze::{Ends, Maze, Pos};

/// The start and goal for `ends` on `maze`; a note on stderr when `farthest` could use only
/// part of a disconnected maze.
pub fn resolve(ends: Ends, maze: &Maze) -> Result<(Pos, Pos), String> {
    let (start, goal) = ends.resolve(maze);
    if ends != Ends::Farthest {
        return Ok((start, goal));
    }
    let reached = distance_map(maze, Pos::new(0, 0)).iter().filter(|d| **d != UNREACHED).count();
    if reached == maze.len() {
        return Ok((start, goal));
    }
    if start == goal {
        return Err(format!(
            "--ends farthest found no route: the top-left cell {start} is walled in (the maze is not connected); \
             use --ends corners, or open a wall"
        ));
    }
    eprintln!(
        "note: the maze is not connected: --ends farthest used the part reachable from the top-left cell \
         ({reached} of {} cells)",
        maze.len()
    );
    Ok((start, goal))
}
