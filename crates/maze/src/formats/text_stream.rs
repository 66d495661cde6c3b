//! Reading a drawing ([`super::text`]) from a stream (a file, a pipe) in bounded memory: each
//! byte is looked at as it arrives, the first one that cannot be part of a drawing ends the
//! reading, and no more is read than the tallest maze as wide as the first line needs; what
//! follows a micromouse (`o`) drawing is not read at all.

use std::fmt;
use std::io::{self, BufRead, Read};

use super::text::{Drawing, ParseError, Posts, TRAILING_BLANKS, door_hint, parse};
use crate::{MAX_CELLS, MAX_SIDE};

/// Why [`read`] found no maze: the input failed, or the text is not a maze.
#[derive(Debug)]
pub enum ReadError {
    Io(io::Error),
    Parse(ParseError),
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Io(e) => write!(f, "cannot read: {e}"),
            ReadError::Parse(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ReadError {}

impl From<io::Error> for ReadError {
    fn from(e: io::Error) -> Self {
        ReadError::Io(e)
    }
}

/// The bytes a `+` drawing is made of (and line ends).
const DRAWING_BYTES: &[u8] = b"+-| *SGD\r\n";
/// The bytes of the `door`, `route:` and `wait` lines under a `+` drawing.
const NOTE_BYTES: &[u8] = b" \r\n0123456789abcdefghijklmnopqrstuvwxyzNESW,:.()";
/// The longest line of the widest maze, and a `\r`.
const MAX_LINE: usize = 4 * MAX_SIDE as usize + 2;
/// The longest `door`, `route:` or `wait` line read.
const MAX_NOTE_LINE: usize = 200;
/// Blank lines allowed after the drawing.
const TRAILING_SLACK: usize = 4096;

/// Whether `byte` may be part of a drawing in `posts`: an `o` drawing's walls may be drawn with
/// any printable character.
fn drawing_byte(posts: Posts, byte: u8) -> bool {
    match posts {
        Posts::Plus => DRAWING_BYTES.contains(&byte),
        Posts::O => byte == b'\r' || byte == b' ' || byte.is_ascii_graphic(),
    }
}

/// Reads a drawing from `input` (a file, a pipe), as [`parse`] does, but looks at each byte
/// as it arrives: the first byte that cannot be part of a drawing ends the reading, and no
/// more is read than the largest maze as wide as the first line needs (an `o` drawing's
/// notes are not read at all). So endless or binary input (`/dev/zero`, `yes`) fails at once,
/// in bounded memory.
///
/// ```
/// use mousemaze_maze::formats::text;
///
/// let err = text::read(&b"+---+\n|yes|\n"[..]).unwrap_err();
/// assert_eq!(err.to_string(), "line 2, column 2: 'y' cannot be part of a maze drawing: allowed '+', '-', '|', ' ', '*', 'S', 'G', 'D'");
/// assert!(text::read(std::io::repeat(0)).is_err());
/// assert!(text::read(std::io::repeat(b'o')).is_err());
/// ```
pub fn read(input: impl Read) -> Result<Drawing, ReadError> {
    let mut input = io::BufReader::with_capacity(1 << 16, input);
    let mut text = Vec::new();
    let (mut line, mut column) = (1usize, 0usize);
    let (mut first, mut limit) = (None, MAX_LINE + 1);
    let mut notes = false;
    let mut posts = None;
    // Blanks at the end of the line so far: past the first line's width, they trail the drawing.
    let mut blanks = 0;
    let fail = |line, column, message: String| Err(ReadError::Parse(ParseError { line, column, message }));
    'reading: loop {
        let chunk = match input.fill_buf() {
            Ok([]) => break,
            Ok(chunk) => chunk,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e.into()),
        };
        let posts = *posts.get_or_insert(Posts::of(chunk.first().copied()));
        for (at, &byte) in chunk.iter().enumerate() {
            if byte == b'\n' {
                if first.is_none() {
                    first = Some(column);
                    limit = drawing_limit(column);
                }
                (line, column, blanks) = (line + 1, 0, 0);
                continue;
            }
            column += 1;
            blanks = if byte == b' ' { blanks + 1 } else { 0 };
            // The drawing's lines start with a wall; the first line that does not begins the notes.
            if column == 1 && line > 1 && !b"|".contains(&byte) && byte != posts.byte() {
                notes = true;
                if posts == Posts::O {
                    // Whatever follows a micromouse drawing is not read.
                    text.extend_from_slice(&chunk[..at]);
                    break 'reading;
                }
            }
            if notes && posts == Posts::Plus && column == 1 && byte.is_ascii_graphic() && drawing_byte(posts, byte) {
                let (found, door) = (char::from(byte), door_hint(byte, true));
                return fail(line, column, format!("'{found}' cannot start a drawing line: allowed '+' or '|'{door}"));
            }
            let allowed = if notes { NOTE_BYTES.contains(&byte) } else { drawing_byte(posts, byte) };
            if !allowed {
                let shown = if byte.is_ascii_graphic() {
                    format!("'{}'", char::from(byte))
                } else {
                    format!("byte 0x{byte:02x}")
                };
                let allowed = match (notes, posts) {
                    (true, _) => "allowed door lines (`door x,y SIDE: period P, open O, phase F`)",
                    (false, Posts::Plus) => "allowed '+', '-', '|', ' ', '*', 'S', 'G', 'D'",
                    (false, Posts::O) => "allowed printable ASCII characters",
                };
                return fail(line, column, format!("{shown} cannot be part of a maze drawing: {allowed}"));
            }
            let longest = if notes { MAX_NOTE_LINE } else { first.map_or(MAX_LINE, |len: usize| len + 1) };
            if column > longest {
                if !notes && posts == Posts::Plus && blanks > 0 && first.is_some_and(|len| column - blanks <= len) {
                    return fail(line, column + 1 - blanks, TRAILING_BLANKS.into());
                }
                let what = if notes {
                    "a door line may be"
                } else if first.is_some() {
                    "the first line"
                } else {
                    "the widest maze's"
                };
                return fail(line, column, format!("this line is longer than {what} ({longest} characters)"));
            }
        }
        if text.len() + chunk.len() > limit {
            let message = format!("more text than the tallest maze this wide needs ({limit} bytes)");
            return fail(line, column, message);
        }
        text.extend_from_slice(chunk);
        let used = chunk.len();
        input.consume(used);
    }
    let text = String::from_utf8(text).map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))?;
    parse(&text).map_err(ReadError::Parse)
}

/// The most bytes a drawing whose first line has `len` characters can take: the most rows
/// a maze that wide may have, each two lines with their ends.
fn drawing_limit(len: usize) -> usize {
    let width = (len.saturating_sub(1) / 4).max(1) as u64;
    let rows = (MAX_CELLS / width).min(u64::from(MAX_SIDE)) as usize;
    // The drawing, then as much again for its door lines and notes.
    2 * ((2 * rows + 1) * (len + 1)) + TRAILING_SLACK
}
