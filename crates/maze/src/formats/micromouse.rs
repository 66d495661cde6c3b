//! Micromouse contest text: the geometry of mousemaze's drawings with `o` posts, `S` at the
//! start and `G` in every goal cell. [`super::text`] reads both post kinds; this file says
//! what the marks mean ([`marks`]); [`super::write`] writes a marked maze in either dialect.
//!
//! ```
//! use mousemaze_maze::{Pos, formats::{self, micromouse, MazeFormat}};
//!
//! let file = "o---o---o---o\n|         G |\no   o---o   o\n| S |       |\no---o---o---o\n";
//! let marked = micromouse::parse(file).unwrap();
//! assert_eq!(marked.start, Some(Pos::new(0, 1)));
//! assert_eq!(marked.goals, vec![Pos::new(2, 0)]);
//! let mut out = Vec::new();
//! formats::write(MazeFormat::Micromouse, &marked, &mut out).unwrap();
//! assert_eq!(String::from_utf8(out).unwrap(), file);
//! ```

use super::text::{self, Drawing, Letter, ParseError, Posts};
use super::{MarkedMaze, MazeFormat};

/// Reads micromouse (or `+`) text and its marks ([`marks`]); doors are dropped.
pub fn parse(file: &str) -> Result<MarkedMaze, ParseError> {
    marks(text::parse(file)?)
}

/// What a drawing's marks mean: `G` cells are the goal region and `S` the start (the contest
/// start, bottom left, if only goals are marked). Two `S`, or an `S` without any `G`, are
/// refused. With no
/// marks at all, an `o` drawing takes the contest convention ([`MarkedMaze::contest`]) and a
/// `+` drawing none (the caller picks its ends).
pub fn marks(drawing: Drawing) -> Result<MarkedMaze, ParseError> {
    let Drawing { maze, posts, starts, goals, .. } = drawing;
    let at = |letter: &Letter, message: String| ParseError { line: letter.line, column: letter.column, message };
    if let Some(second) = starts.iter().find(|s| s.pos != starts[0].pos) {
        // Named as the file's dialect names cells: micromouse text counts y from the south.
        let format = if posts == Posts::O { MazeFormat::Micromouse } else { MazeFormat::Drawing };
        let first = format.file_pos(&maze, starts[0].pos);
        return Err(at(second, format!("a second start (S): the first is in cell {first}; a maze has one start")));
    }
    match (starts.first(), goals.is_empty()) {
        (None, true) if posts == Posts::O => Ok(MarkedMaze::contest(maze)),
        (None, true) => Ok(MarkedMaze::unmarked(maze)),
        (Some(start), true) => Err(at(start, "a start (S) but no goal: mark each goal cell with G".into())),
        (start, false) => {
            let start = start.map_or_else(|| MarkedMaze::contest_start(&maze).0, |s| s.pos);
            Ok(MarkedMaze::new(maze, Some(start), goals))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Pos;

    #[test]
    fn unmarked_o_files_take_the_contest_ends_and_plus_files_none() {
        let o = parse("o---o---o\n|       |\no---o---o\n").unwrap();
        assert_eq!((o.start, o.goals), (Some(Pos::new(0, 0)), vec![Pos::new(0, 0), Pos::new(1, 0)]));
        let plus = parse("+---+---+\n|       |\n+---+---+\n").unwrap();
        assert_eq!((plus.start, plus.goals), (None, vec![]));
        let lone = parse("+---+---+\n|     S |\n+---+---+\n").unwrap_err();
        assert_eq!((lone.line, lone.column), (2, 7));
        assert!(lone.message.contains("no goal"));
    }
}
