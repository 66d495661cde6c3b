//! Reading a drawing ([`super`]) from a stream (a file, a pipe) in bounded memory: each
//! byte is looked at as it arrives, the first one that cannot be part of a drawing ends the
//! reading, and no more is read than the tallest maze as wide as the first line needs; what
//! follows a micromouse (`o`) drawing is not read at all.

use std::fmt;
use std::io::{self, BufRead, Read};

use super::parse::{TRAILING_BLANKS, door_hint, parse};
use super::{Drawing, ParseError, Posts};
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
    read_within(input, MAX_CELLS)
}

/// [`read`] for a maze of at most `max_cells` cells: the bytes read are bounded by the
/// tallest maze of that many cells as wide as the first line, so a bigger one is refused as
/// it is read, never held whole (a 2.3 GB drawing where a bot's maze is at most 4 M cells
/// fails within its first 70 MB); a first line wider than `max_cells` cells fails at once.
/// Memory the system refuses is an error, not an abort.
pub fn read_within(input: impl Read, max_cells: u64) -> Result<Drawing, ReadError> {
    let max_cells = max_cells.clamp(1, MAX_CELLS);
    let mut input = io::BufReader::with_capacity(1 << 16, input);
    let mut text = Vec::new();
    let (mut line, mut column) = (1usize, 0usize);
    let (mut first, mut limit) = (None, MAX_LINE + 1);
    let mut notes = false;
    let mut posts = None;
    // Blanks at the end of the line so far: past the first line's width, they trail the drawing.
    let mut blanks = 0;
    // Whether the byte before was a CR: one not followed by LF ends no line we count.
    let mut last_cr = false;
    // Whether this line of an `o` drawing starts with a blank: the parser says what is wrong.
    let mut indented_line = false;
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
            if last_cr && byte != b'\n' {
                let message = "a line ends with a CR alone (classic Mac line ends): end lines with LF or CR LF";
                return fail(line, column, message.into());
            }
            last_cr = byte == b'\r';
            if byte == b'\n' && line == 1 && column - usize::from(at > 0 && chunk[at - 1] == b'\r') == 0 {
                let message = "the first line is blank: a maze drawing starts with its top wall (`+---+` or \
                               `o---o`) on line 1";
                return fail(1, 1, message.into());
            }
            if byte == b'\n' {
                if first.is_none() {
                    first = Some(column);
                    limit = drawing_limit(column, max_cells);
                    let width = (column.saturating_sub(1) / 4) as u64;
                    if width > max_cells {
                        let message = format!("a maze {width} cells wide is over the limit of {max_cells} cells");
                        return fail(line, column, message);
                    }
                }
                (line, column, blanks) = (line + 1, 0, 0);
                continue;
            }
            column += 1;
            blanks = if byte == b' ' { blanks + 1 } else { 0 };
            // The drawing's lines start with a wall; the first line that does not begins the notes.
            // An indented line is read on: the parser says whether it is inside the drawing.
            let indented = posts == Posts::O && byte == b' ';
            if column == 1 {
                indented_line = indented && line > 1;
            }
            if column == 1 && line > 1 && !b"|".contains(&byte) && byte != posts.byte() && !indented {
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
            if column > longest && !indented_line {
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
            let message = format!(
                "more text than the tallest maze this wide needs ({limit} bytes): a maze here has at most \
                 {max_cells} cells"
            );
            return fail(line, column, message);
        }
        if text.try_reserve(chunk.len()).is_err() {
            let message = format!("not enough memory to read a drawing of {} bytes", text.len() + chunk.len());
            return Err(ReadError::Io(io::Error::new(io::ErrorKind::OutOfMemory, message)));
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
fn drawing_limit(len: usize, max_cells: u64) -> usize {
    let width = (len.saturating_sub(1) / 4).max(1) as u64;
    let rows = (max_cells / width).clamp(1, u64::from(MAX_SIDE)) as usize;
    // The drawing, then as much again for its door lines and notes.
    2 * ((2 * rows + 1) * (len + 1)) + TRAILING_SLACK
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An endless `+` drawing `width` cells wide, made as it is read (never held whole), and
    /// how many bytes were taken from it.
    struct EndlessDrawing {
        border: Vec<u8>,
        row: Vec<u8>,
        /// Whether the border is done, and where in the current line the next byte is.
        past_border: bool,
        offset: usize,
        taken: std::rc::Rc<std::cell::Cell<u64>>,
    }

    impl Read for EndlessDrawing {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let line = if self.past_border { &self.row } else { &self.border };
            let n = buf.len().min(line.len() - self.offset);
            buf[..n].copy_from_slice(&line[self.offset..self.offset + n]);
            self.offset += n;
            if self.offset == line.len() {
                (self.past_border, self.offset) = (true, 0);
            }
            self.taken.set(self.taken.get() + n as u64);
            Ok(n)
        }
    }

    #[test]
    fn a_maze_over_the_cell_limit_is_refused_as_it_is_read() {
        let width = 16_384;
        let taken = std::rc::Rc::new(std::cell::Cell::new(0));
        let border = format!("{}+\n", "+---".repeat(width)).into_bytes();
        let row = format!("{}|\n", "|   ".repeat(width)).into_bytes();
        let endless = EndlessDrawing { border, row, past_border: false, offset: 0, taken: taken.clone() };
        let max_cells = 1 << 22;
        let err = read_within(endless, max_cells).unwrap_err().to_string();
        assert!(err.contains("more text than the tallest maze this wide needs"), "{err}");
        assert!(err.ends_with("a maze here has at most 4194304 cells"), "{err}");
        // 256 rows of 16384 cells: about 67 MB of drawing, and not much more read.
        assert!(taken.get() < 80_000_000, "read {} bytes", taken.get());
        let wide = format!("{}+\n", "+---".repeat(300));
        let err = read_within(wide.as_bytes(), 299).unwrap_err().to_string();
        assert_eq!(err, "line 1, column 1201: a maze 300 cells wide is over the limit of 299 cells");
    }

    #[test]
    fn errors_name_the_line_that_is_wrong() {
        let o = "o---o---o\n|       |\no   o   o\n|       |\no---o---o\n";
        let lines: Vec<&str> = o.lines().collect();
        for (k, bad) in [(3, ""), (3, "  o   o   o")] {
            let mut text = lines.clone();
            text[k - 1] = bad;
            let err = crate::formats::read(text.join("\n").as_bytes(), None).unwrap_err().to_string();
            let what = if bad.is_empty() { "blank" } else { "indented" };
            assert!(err.starts_with(&format!("line {k}, column 1: a {what} line inside a micromouse")), "{err}");
        }
        let err = crate::formats::read(format!("\n{o}").as_bytes(), None).unwrap_err().to_string();
        assert!(err.starts_with("line 1, column 1: the first line is blank"), "{err}");
        let err = crate::formats::read(o.replace('\n', "\r").as_bytes(), None).unwrap_err().to_string();
        assert!(err.starts_with("line 1, column 10: a line ends with a CR alone"), "{err}");
        let with_bom = format!("\u{feff}{o}");
        let read = crate::formats::read(with_bom.as_bytes(), None).unwrap();
        assert_eq!(read.format, crate::formats::MazeFormat::Micromouse);
        // A .num whose last cell is missing is told at its last line, not one past it.
        let num = "0 0 1 1 1 1\n1 0 1 1 1 1\n0 1 1 1 1 1\n";
        let err = crate::formats::num::read(num.as_bytes()).map(|_| ()).unwrap_err().to_string();
        assert!(err.starts_with("line 3, "), "{err}");
    }
}
