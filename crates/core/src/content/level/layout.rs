//! Drawn layouts: the `+---+` text of a `Drawn` level, as written inside a RON string.
//!
//! The string may be indented and may start and end on the lines of its quotes, so each line
//! is trimmed and the blank lines around the drawing are dropped before
//! [`ascii::parse`] reads it. Every kept line remembers where it began in the string, so a
//! position in the drawing maps back to the level file. `S` and `G` in a cell mark the start
//! and the cheese.

use super::{Problem, Spot};
use crate::maze::export::ascii;
use crate::maze::{Maze, Pos};

/// A layout string with its drawing lines trimmed.
pub(super) struct Layout<'a> {
    /// Each drawing line, and the byte offset in the raw string where it begins.
    lines: Vec<(usize, &'a str)>,
}

/// A mark drawn in a cell: the cell, and where the letter is in the drawing (1-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Mark {
    pub pos: Pos,
    pub spot: Spot,
}

/// A maze, with the `S` and `G` marks of its layout if it was drawn.
pub(super) struct Drawing {
    pub maze: Maze,
    pub start: Option<Mark>,
    pub cheese: Option<Mark>,
}

impl<'a> Layout<'a> {
    pub fn new(raw: &'a str) -> Layout<'a> {
        let mut lines = Vec::new();
        let mut offset = 0;
        for line in raw.split('\n') {
            let kept = line.trim();
            let indent = line.len() - line.trim_start().len();
            lines.push((offset + indent, kept));
            offset += line.len() + 1;
        }
        let first = lines.iter().position(|(_, l)| !l.is_empty()).unwrap_or(lines.len());
        let last = lines.iter().rposition(|(_, l)| !l.is_empty()).map_or(first, |i| i + 1);
        Layout { lines: lines.drain(first..last).collect() }
    }

    /// The byte offset in the raw string of a 1-based line and column of the drawing.
    /// Past the end of a line (or of the drawing) it gives the end.
    pub fn raw_offset(&self, line: usize, column: usize) -> usize {
        let Some(&(start, text)) = self.lines.get(line.saturating_sub(1)).or(self.lines.last()) else { return 0 };
        let in_line = text.char_indices().nth(column.saturating_sub(1)).map_or(text.len(), |(i, _)| i);
        start + in_line
    }

    /// The drawing's lines, trimmed, each with its 1-based line number.
    pub fn lines(&self) -> impl Iterator<Item = (usize, &'a str)> + '_ {
        self.lines.iter().enumerate().map(|(i, &(_, line))| (i + 1, line))
    }

    /// Reads the drawing: the maze, then its marks.
    pub fn read(&self) -> Result<Drawing, Problem> {
        let text: Vec<&str> = self.lines.iter().map(|(_, l)| *l).collect();
        let maze = ascii::parse(&text.join("\n")).map_err(|e| Problem {
            spot: Spot::Layout { line: e.line, column: e.column },
            message: format!("bad layout: {}", e.message),
        })?;
        let mut drawing = Drawing { maze, start: None, cheese: None };
        // Once parsed, an `S` or `G` can only be inside a cell, on an odd line.
        for (i, line) in text.iter().enumerate().skip(1).step_by(2) {
            for (col, letter) in line.bytes().enumerate().filter(|(_, b)| matches!(b, b'S' | b'G')) {
                let pos = Pos::new((col / 4) as u32, (i / 2) as u32);
                let mark = Mark { pos, spot: Spot::Layout { line: i + 1, column: col + 1 } };
                let (slot, what) = if letter == b'S' {
                    (&mut drawing.start, "start (S)")
                } else {
                    (&mut drawing.cheese, "cheese (G)")
                };
                if let Some(first) = slot {
                    let message = format!("a second {what} mark: the first is in cell {}; draw only one", first.pos);
                    return Err(Problem { spot: mark.spot, message });
                }
                *slot = Some(mark);
            }
        }
        Ok(drawing)
    }
}

/// How a drawing's lines are indented inside a level file, like the campaign's levels.
const INDENT: &str = "        ";

/// Lines as the text of a drawing's string in a level file: each on its own line,
/// indented, the closing quote on a line of its own at the field's indent.
pub(super) fn indented_block<S: AsRef<str>>(lines: impl IntoIterator<Item = S>) -> String {
    let mut text = String::from("\n");
    for line in lines {
        text.push_str(INDENT);
        text.push_str(line.as_ref());
        text.push('\n');
    }
    text.push_str("    ");
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    const INDENTED: &str = "
        +---+---+
        | S   G |
        +---+---+
    ";

    #[test]
    fn indentation_and_blank_lines_around_are_dropped() {
        let layout = Layout::new(INDENTED);
        let drawing = layout.read().unwrap();
        assert_eq!((drawing.maze.width(), drawing.maze.height()), (2, 1));
        assert_eq!(drawing.start.unwrap().pos, Pos::new(0, 0));
        assert_eq!(drawing.cheese.unwrap().pos, Pos::new(1, 0));
        assert_eq!(drawing.cheese.unwrap().spot, Spot::Layout { line: 2, column: 7 });
        // Line 2, column 7 of the drawing is the G in the raw string.
        assert_eq!(&INDENTED[layout.raw_offset(2, 7)..][..1], "G");
    }

    #[test]
    fn a_bad_drawing_says_where() {
        let err = Layout::new("+---+\n| x |\n+---+").read().err().unwrap();
        assert_eq!(err.spot, Spot::Layout { line: 2, column: 3 });
        assert!(err.message.starts_with("bad layout: 'x' is not allowed in a cell"), "{}", err.message);
        let twice = Layout::new("+---+---+\n| S | S |\n+---+---+").read().err().unwrap();
        assert_eq!(twice.spot, Spot::Layout { line: 2, column: 7 });
        assert!(twice.message.contains("second start (S) mark"), "{}", twice.message);
    }
}
