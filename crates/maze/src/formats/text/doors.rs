//! The `door` lines under a `+---+` drawing ([`super`]): one a door, `door 3,4 E: period 390,
//! open 234, phase 12`, matched with the `D` marks in the drawing's wall gaps. Lines that start with
//! `route:` or `wait` (a timed route's summary) are notes, and blank lines are skipped.

use super::ParseError;
use crate::doors::{Door, Doors};
use crate::text::quoted_excerpt;
use crate::{Dir, Maze, Pos};

/// Reads the lines after the drawing (`rest`, whose first line is line `first` counting
/// from 0) into the doors that the `D` marks `(line, column, cell, side)` announce.
pub(super) fn read_door_lines(
    maze: &Maze,
    rest: &[&str],
    first: usize,
    marks: &[(usize, usize, Pos, Dir)],
) -> Result<Doors, ParseError> {
    let mut doors = Doors::new(maze);
    let at = |line: usize, column: usize, message: String| ParseError { line: line + 1, column: column + 1, message };
    for (k, line) in rest.iter().enumerate() {
        let number = first + k;
        let text = line.trim_end_matches('\r');
        let Some(fields) = text.strip_prefix("door ") else {
            if text.trim().is_empty() || text.starts_with("route:") || text.starts_with("wait") {
                continue;
            }
            let message = format!(
                "after the drawing only `door x,y SIDE: period P, open O, phase F` lines are allowed; found {}",
                quoted_excerpt(text)
            );
            return Err(at(number, 0, message));
        };
        let door = door_fields(fields).ok_or_else(|| {
            let message = format!(
                "a door line is `door x,y SIDE: period P, open O, phase F` (SIDE one of N, E, S, W); found {}",
                quoted_excerpt(text)
            );
            at(number, 0, message)
        })?;
        // Doors are drawn on north and west gaps: the passage's other cell says the same door.
        let (cell, side) = match door.side {
            Dir::E | Dir::S => {
                maze.neighbor(door.at, door.side).map_or((door.at, door.side), |n| (n, door.side.opposite()))
            }
            _ => (door.at, door.side),
        };
        if !marks.iter().any(|&(_, _, c, s)| (c, s) == (cell, side)) {
            let message = format!("no `D` in the drawing at the door {} {}", door.at, door.side.letter());
            return Err(at(number, 0, message));
        }
        doors.add(maze, door).map_err(|e| at(number, 0, e.to_string()))?;
    }
    if let Some(&(line, column, cell, side)) = marks.iter().find(|&&(_, _, c, s)| !doors.has_door(c, s)) {
        let message = format!("a door `D` at {cell} {} has no `door` line under the drawing", side.letter());
        return Err(at(line, column, message));
    }
    Ok(doors)
}

/// `3,4 E: period 390, open 234, phase 12`.
fn door_fields(text: &str) -> Option<Door> {
    let (place, timing) = text.split_once(':')?;
    let (xy, side) = place.trim().split_once(' ')?;
    let (x, y) = xy.split_once(',')?;
    let mut numbers = timing.split(',').map(str::trim);
    let mut field = |name: &str| numbers.next()?.strip_prefix(name)?.trim().parse::<u32>().ok();
    let (period, open, phase) = (field("period")?, field("open")?, field("phase")?);
    let at = Pos::new(x.trim().parse().ok()?, y.trim().parse().ok()?);
    Some(Door { at, side: Dir::from_letter(side.trim())?, period, open, phase })
}
