//! Where a command's route starts and ends (`--ends`): the maze file's own marks (its start and
//! goal region, the default when it has them), the corners, or the farthest pair. Said plainly
//! when the maze (read by `solve`) is not connected: `farthest` then measures only the part
//! reachable from the top-left cell, and a walled-in top-left cell is an error, never a
//! zero-length route.

use mousemaze::maze::distances::{UNREACHED, distance_map};
use mousemaze::maze::formats::{MarkedMaze, MazeFormat};
use mousemaze::maze::{Ends, Pos};

/// `--ends`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum EndsChoice {
    /// Top-left to bottom-right.
    Corners,
    /// The two ends of the maze's diameter (its longest shortest path).
    Farthest,
    /// The file's marks: its start (S) to the first of its goal cells (G) reached; the
    /// contest ends (bottom left to the centre) for .maz, .num and unmarked micromouse text.
    Marked,
}

/// A route's start and its goal cells (one, or a region).
pub type RouteEnds = (Pos, Vec<Pos>);

/// The start and goal cells `choice` names on `marked` (by default its marks if it has any,
/// else the corners); a note on stderr when `farthest` could use only part of a disconnected
/// maze. Messages name cells as `read` (the maze file's format) does.
pub fn resolve(choice: Option<EndsChoice>, marked: &MarkedMaze, read: MazeFormat) -> Result<RouteEnds, String> {
    let maze = &marked.maze;
    let ends = match choice.unwrap_or(if marked.is_marked() { EndsChoice::Marked } else { EndsChoice::Corners }) {
        EndsChoice::Marked => {
            return match (marked.start, marked.goals.is_empty()) {
                (Some(start), false) => Ok((start, marked.goals.clone())),
                _ => Err("--ends marked: this maze marks no start and goal (S and G): use --ends corners or \
                          --ends farthest"
                    .into()),
            };
        }
        EndsChoice::Corners => Ends::Corners,
        EndsChoice::Farthest => Ends::Farthest,
    };
    let (start, goal) = ends.resolve(maze);
    if ends != Ends::Farthest {
        return Ok((start, vec![goal]));
    }
    let reached = distance_map(maze, Pos::new(0, 0)).iter().filter(|d| **d != UNREACHED).count();
    if reached == maze.len() {
        return Ok((start, vec![goal]));
    }
    if start == goal {
        let start = read.file_pos(maze, start);
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
    Ok((start, vec![goal]))
}

/// Refuses `--ends` that a `.maz` or `.num` file (`format`, by its name) cannot hold: those
/// files hold no marks, their readers take the contest's bottom-left start and centre goal, so
/// a route between other cells would be written as one between those. The one rule for
/// `export` and `solve -o`.
pub fn check_held_by(
    format: &str,
    choice: Option<EndsChoice>,
    marked: &MarkedMaze,
    read: MazeFormat,
) -> Result<(), String> {
    let Some(choice) = choice else { return Ok(()) };
    let (start, mut goals) = resolve(Some(choice), marked, read)?;
    goals.sort_unstable();
    let maze = &marked.maze;
    let mut contest = MarkedMaze::contest_goals(maze);
    contest.sort_unstable();
    if start == MarkedMaze::contest_start(maze).0 && goals == contest {
        return Ok(());
    }
    let named = format!("{choice:?}").to_lowercase();
    Err(format!(
        "a {format} file holds no start or goal (its readers take the bottom-left start and the centre goal), \
         and --ends {named} names others: leave out --ends, or write .txt to keep them"
    ))
}
