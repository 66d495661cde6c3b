//! What a bot thinks, as it says it: the colours, texts and walls it puts on cells with
//! `setColor`/`set_color`, `setText`/`set_text` and `setWall`/`set_wall` (and their clears), as
//! in the mms simulator. They change nothing in the maze: they are kept in the run's trace so
//! the game can draw what the mouse believes, and `--trace` prints them.
//!
//! Cells are named in the script's coordinates (x from the west, y from the south, as mms and
//! the `.maz`/`.num` formats count) and kept also as the maze's own [`Pos`] (y from the north).

use std::fmt;

use crate::maze::{Dir, Pos};
use crate::mms_program::commands::Command;

/// The colours a cell may be given: mms's letters.
pub const COLOURS: &str = "kbacgorwyBCAGRY";

/// The longest text a cell shows, in characters (mms's limit).
pub const MAX_TEXT: usize = 10;

/// A cell a thought is about: as the script named it (x from the west, y from the south) and
/// as the maze knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ThoughtCell {
    pub at: (u32, u32),
    pub cell: Pos,
}

/// One thing a bot said it thinks.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Thought {
    Color(ThoughtCell, char),
    ClearColor(ThoughtCell),
    ClearAllColor,
    Text(ThoughtCell, String),
    ClearText(ThoughtCell),
    ClearAllText,
    /// A wall the bot believes in (`true`) or no longer does, on that side of the cell.
    Wall(ThoughtCell, Dir, bool),
}

/// The directions as mms writes them, in [`Dir::ALL`]'s order.
const LETTERS: [char; 4] = ['n', 'e', 's', 'w'];

/// A direction as mms writes it: `n`, `e`, `s`, `w`.
pub fn dir_letter(dir: Dir) -> char {
    LETTERS[dir as usize]
}

/// The direction of an mms letter (either case).
pub fn letter_dir(letter: char) -> Option<Dir> {
    let at = LETTERS.iter().position(|&l| l == letter.to_ascii_lowercase())?;
    Some(Dir::ALL[at])
}

/// A cell's text as mms shows it: at most [`MAX_TEXT`] characters, anything but printable
/// ASCII made `?`.
pub fn cell_text(text: &str) -> String {
    text.chars().take(MAX_TEXT).map(|c| if c.is_ascii_graphic() || c == ' ' { c } else { '?' }).collect()
}

impl fmt::Display for Thought {
    /// As the script called it: `setColor(3, 4, 'g')`, `setText(0, 1, "12")`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (command, at) = match self {
            Thought::Color(c, _) => (Command::SetColor, Some(c)),
            Thought::ClearColor(c) => (Command::ClearColor, Some(c)),
            Thought::ClearAllColor => (Command::ClearAllColor, None),
            Thought::Text(c, _) => (Command::SetText, Some(c)),
            Thought::ClearText(c) => (Command::ClearText, Some(c)),
            Thought::ClearAllText => (Command::ClearAllText, None),
            Thought::Wall(c, _, true) => (Command::SetWall, Some(c)),
            Thought::Wall(c, _, false) => (Command::ClearWall, Some(c)),
        };
        write!(f, "{}(", command.name())?;
        if let Some(c) = at {
            write!(f, "{}, {}", c.at.0, c.at.1)?;
        }
        match self {
            Thought::Color(_, colour) => write!(f, ", '{colour}')"),
            Thought::Text(_, text) => write!(f, ", {text:?})"),
            Thought::Wall(_, side, _) => write!(f, ", '{}')", dir_letter(*side)),
            _ => f.write_str(")"),
        }
    }
}
