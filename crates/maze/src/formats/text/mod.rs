//! The one reader of maze drawings, for both dialects of the same geometry (a cell is four
//! columns and two lines, with a post at every fourth column; line 1 is the north edge):
//!
//! - mousemaze's own `+---+` drawings (written by [`crate::export::ascii`]): strict
//!   walls (`---` or blank, `|` or blank), `*` path marks, doors (a `D` in a wall gap and its
//!   `door` line under the drawing), and `route:` / `wait` notes;
//! - micromouse contest files, whose posts are `o`: the drawing's lines start with `o` or `|`
//!   and it ends at the first line that starts with neither (any text may follow); any
//!   character but a space at a wall position is a wall.
//!
//! The first character picks the dialect. Both keep their marks, as drawn: the `S` letters
//! (what they mean is [`super::micromouse::marks`]) and the cells with a `G`. `\r\n` line ends are fine; the outer wall must be
//! closed all round.
//!
//! ```
//! use mousemaze_maze::{Pos, formats::text};
//!
//! let drawing = text::parse("o---o---o\n| G     |\no   o---o\n| S |\no---o\n").unwrap_err();
//! assert_eq!(drawing.to_string(), "line 4, column 6: every line is 9 characters long, like the first; this one is 5");
//! let drawing = text::parse("o---o---o\n| G     |\no   o---o\n| S     |\no---o---o\nmaze by hand\n").unwrap();
//! assert_eq!((drawing.starts[0].pos, drawing.starts[0].column), (Pos::new(0, 1), 3));
//! assert_eq!(drawing.goals, vec![Pos::new(0, 0)]);
//! ```
//!
//! The reading itself is in `parse.rs` (the drawing), `doors.rs` (its `door` lines) and
//! `stream.rs` (from a file or a pipe, in bounded memory).

use std::fmt;

use crate::doors::Doors;
use crate::{Maze, Pos};

mod doors;
mod parse;
mod stream;

pub use parse::parse;
pub use stream::{ReadError, read, read_within};

/// The post character, which says the dialect.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Posts {
    /// `+`: mousemaze's own drawings, with paths and doors.
    Plus,
    /// `o`: micromouse contest files.
    O,
}

impl Posts {
    /// The post's byte in the drawing.
    pub fn byte(self) -> u8 {
        match self {
            Posts::Plus => b'+',
            Posts::O => b'o',
        }
    }

    /// The dialect a text starting with `first` is drawn in.
    pub(crate) fn of(first: Option<u8>) -> Posts {
        if first == Some(b'o') { Posts::O } else { Posts::Plus }
    }
}

/// A drawing read: the maze, its doors (`+` drawings only) and its marks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drawing {
    pub maze: Maze,
    pub doors: Doors,
    pub posts: Posts,
    /// Every `S` drawn (a start), in reading order.
    pub starts: Vec<Letter>,
    /// The cells marked `G`, row by row.
    pub goals: Vec<Pos>,
}

/// A letter in a cell, and where it is drawn (1-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Letter {
    pub pos: Pos,
    pub line: usize,
    pub column: usize,
}

/// Why a text is not a maze drawing: where (1-based) and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: {}", self.line, self.column, self.message)
    }
}

impl std::error::Error for ParseError {}
