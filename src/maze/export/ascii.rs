//! ASCII art: each cell is three characters wide between `+`, `-` and `|` walls.
//! A solution path is drawn as a trail of `*` from `S` to `G` through the open walls.
//! An electronic door is a `D` in its wall gap, and its timing is a `door` line under the
//! drawing (`door 3,4 E: period 390, open 234, phase 12`), so [`parse_with_doors`] reads
//! both back. Lines starting `route:` or `wait` (a timed route's summary) are notes.
//!
//! ```
//! use mousemaze::maze::{export::ascii, Algorithm, Solver};
//!
//! let maze = Algorithm::Backtracker.generate(3, 2, 1).unwrap();
//! let text = ascii::render(&maze, None);
//! assert_eq!(text.lines().count(), 2 * 2 + 1);
//! assert!(text.starts_with("+---+---+---+\n"));
//!
//! let (start, goal) = maze.corners();
//! let path = Solver::Bfs.solve(&maze, start, goal).unwrap().path;
//! let solved = ascii::render(&maze, Some(&path));
//! assert!(solved.contains('S') && solved.contains('G'));
//!
//! // Text read back is the same maze; the path marks are ignored.
//! assert_eq!(ascii::parse(&solved).unwrap(), maze);
//! let err = ascii::parse("+---+\n| x |\n+---+\n").unwrap_err();
//! assert_eq!(err.to_string(), "line 2, column 3: 'x' is not allowed in a cell: allowed ' ', '*', 'S', 'G'");
//! ```

use std::fmt;
use std::io::{self, BufRead, Read, Write};

use super::{Marks, ON_PATH, path_links};
use crate::maze::doors::{Door, Doors};
use crate::maze::text::quoted_excerpt;
use crate::maze::{Dir, MAX_CELLS, MAX_SIDE, Maze, Pos, check_size};

/// The maze as a string, with `path` drawn over it if given.
pub fn render(maze: &Maze, path: Option<&[Pos]>) -> String {
    render_marked(maze, &Marks::from(path))
}

/// The maze as a string with its marks: the path and the doors (with their `door` lines).
pub fn render_marked(maze: &Maze, marks: &Marks) -> String {
    let mut out = Vec::new();
    write_marked(maze, marks, &mut out).expect("writing to a Vec cannot fail");
    String::from_utf8(out).expect("the drawing is ASCII")
}

/// Streams the drawing to `out` row by row, so huge mazes need no huge string.
pub fn write(maze: &Maze, path: Option<&[Pos]>, out: &mut (impl Write + ?Sized)) -> io::Result<()> {
    write_marked(maze, &Marks::from(path), out)
}

/// Streams the drawing with its marks (the path, and the doors followed by their `door`
/// lines) to `out`. The start and goal letters come from the path.
pub fn write_marked(maze: &Maze, marks: &Marks, out: &mut (impl Write + ?Sized)) -> io::Result<()> {
    let path = marks.path;
    let links = path.map(|p| path_links(maze, p));
    let link = |x: u32, y: u32| links.as_ref().map_or(0, |l| l[maze.index(Pos::new(x, y))]);
    let (start, goal) = match path {
        Some(p) if !p.is_empty() => (p.first().copied(), p.last().copied()),
        _ => (None, None),
    };
    let (w, h) = (maze.width(), maze.height());
    let mut line = Vec::with_capacity(4 * w as usize + 2);
    for y in 0..h {
        // The wall line above row y.
        line.clear();
        for x in 0..w {
            line.push(b'+');
            let segment: &[u8] = if !maze.is_open(Pos::new(x, y), Dir::N) {
                b"---"
            } else if marks.door(Pos::new(x, y), Dir::N) {
                b" D "
            } else if link(x, y) & Dir::N.bit() != 0 {
                b" * "
            } else {
                b"   "
            };
            line.extend_from_slice(segment);
        }
        line.extend_from_slice(b"+\n");
        out.write_all(&line)?;
        // The cells of row y.
        line.clear();
        for x in 0..w {
            let pos = Pos::new(x, y);
            let l = link(x, y);
            line.push(if !maze.is_open(pos, Dir::W) {
                b'|'
            } else if marks.door(pos, Dir::W) {
                b'D'
            } else if l & Dir::W.bit() != 0 {
                b'*'
            } else {
                b' '
            });
            let mark = |bit: u8| if l & bit != 0 { b'*' } else { b' ' };
            let center = if Some(pos) == start {
                b'S'
            } else if Some(pos) == goal {
                b'G'
            } else {
                mark(ON_PATH)
            };
            line.extend_from_slice(&[mark(Dir::W.bit()), center, mark(Dir::E.bit())]);
        }
        line.extend_from_slice(b"|\n");
        out.write_all(&line)?;
    }
    line.clear();
    for _ in 0..w {
        line.extend_from_slice(b"+---");
    }
    line.extend_from_slice(b"+\n");
    out.write_all(&line)?;
    for door in marks.doors.iter().flat_map(|d| d.iter()) {
        writeln!(out, "{}", door_line(door))?;
    }
    Ok(())
}

/// A door's line under the drawing: `door 3,4 E: period 390, open 234, phase 12`.
pub fn door_line(door: &Door) -> String {
    let Door { at, side, period, open, phase } = door;
    format!("door {},{} {}: period {period}, open {open}, phase {phase}", at.x, at.y, side.letter())
}

/// Why a text is not a maze drawn by [`render`]: where (1-based) and what.
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

/// Reads a maze drawn by [`render`] (as `mousemaze generate` prints it), with or without a
/// path: `*`, `S` and `G` are read as open floor, a door's `D` as an open passage. Trailing
/// blank lines and `\r\n` endings are fine; blanks after a line's east border are not (the
/// error says so), nor is a `D` in the border.
pub fn parse(text: &str) -> Result<Maze, ParseError> {
    parse_with_doors(text).map(|(maze, _)| maze)
}

/// Reads a maze and its doors: each `D` in a wall gap with its `door` line under the drawing.
///
/// ```
/// use mousemaze::maze::{Algorithm, Pos, Dir, doors::{DoorAmount, place_doors}, export::{ascii, Marks}};
///
/// let maze = Algorithm::Backtracker.generate(6, 4, 2).unwrap();
/// let (start, goal) = maze.corners();
/// let doors = place_doors(&maze, DoorAmount::Count(3), 2, start, goal).unwrap();
/// let text = ascii::render_marked(&maze, &Marks::default().with_doors(&doors));
/// assert_eq!(text.matches('D').count(), 3);
/// assert_eq!(ascii::parse_with_doors(&text).unwrap(), (maze, doors));
/// ```
pub fn parse_with_doors(text: &str) -> Result<(Maze, Doors), ParseError> {
    let all: Vec<&str> = text.lines().collect();
    // The drawing ends where the notes begin (or the text ends), blank lines aside.
    let notes = all.iter().position(|l| ["door ", "route:", "wait"].iter().any(|p| l.starts_with(p)));
    let mut drawn = notes.unwrap_or(all.len());
    while drawn > 0 && all[drawn - 1].trim().is_empty() {
        drawn -= 1;
    }
    let lines = &all[..drawn];
    let err = |line: usize, column: usize, message: String| ParseError { line: line + 1, column: column + 1, message };
    let first = lines.first().ok_or_else(|| err(0, 0, "no maze here: the text is empty".into()))?;
    if let Some((i, line)) = lines.iter().enumerate().find(|(_, l)| l.ends_with([' ', '\t'])) {
        let kept = line.trim_end_matches([' ', '\t']);
        return Err(err(i, kept.chars().count(), TRAILING_BLANKS.into()));
    }
    let len = first.len();
    if len < 5 || (len - 1) % 4 != 0 || !first.starts_with('+') {
        return Err(err(
            0,
            0,
            format!("the top wall is `+---` once per column then `+`; found {}", quoted_excerpt(first)),
        ));
    }
    if lines.len() < 3 || lines.len().is_multiple_of(2) {
        let message = format!(
            "a maze has 2·height + 1 lines (a wall line, then a cell line and a wall line per row); found {}",
            lines.len()
        );
        return Err(err(lines.len() - 1, 0, message));
    }
    let (width, height) = ((len - 1) / 4, (lines.len() - 1) / 2);
    check_size(width as u64, height as u64).map_err(|e| err(0, 0, e.to_string()))?;
    let mut maze = Maze::new(width as u32, height as u32).map_err(|e| err(0, 0, e.to_string()))?;
    // Door marks: (line, column, cell, side), matched with the `door` lines afterwards.
    let mut door_marks: Vec<(usize, usize, Pos, Dir)> = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        if let Some((col, found)) = line.char_indices().find(|(_, c)| !c.is_ascii()) {
            let column = line[..col].chars().count();
            return Err(err(i, column, format!("'{}' is not allowed: a maze is drawn in ASCII", found.escape_debug())));
        }
        // From here on, the line is ASCII: one byte a column.
        let bytes = line.as_bytes();
        if bytes.len() != len {
            let message = format!("every line is {len} characters long, like the first; this one is {}", bytes.len());
            return Err(err(i, bytes.len().min(len), message));
        }
        let bad = |col: usize, place: &str, allowed: &str| {
            let (found, door) = (char::from(bytes[col]), door_hint(bytes[col], place.contains("border")));
            err(i, col, format!("'{}' is not allowed {place}: allowed {allowed}{door}", found.escape_debug()))
        };
        let y = i / 2;
        let border = i == 0 || i == lines.len() - 1;
        for x in 0..width {
            let col = 4 * x;
            if i % 2 == 0 {
                if bytes[col] != b'+' {
                    return Err(bad(col, "at a corner", "'+'"));
                }
                let segment = &bytes[col + 1..col + 4];
                let (patterns, place, allowed): (&[&[u8]], _, _) = if border {
                    (&[b"---"], "in the border", "'---'")
                } else {
                    (&[b"---", b"   ", b" * ", b" D "], "in a wall", "'---', '   ', ' * ' or ' D '")
                };
                if let Some(k) = mismatch(segment, patterns) {
                    return Err(bad(col + 1 + k, place, allowed));
                }
                if segment == b" D " {
                    door_marks.push((i, col + 2, Pos::new(x as u32, y as u32), Dir::N));
                }
                if segment != b"---" {
                    maze.carve(Pos::new(x as u32, y as u32), Dir::N);
                }
            } else {
                match bytes[col] {
                    b'|' => {}
                    b' ' | b'*' | b'D' if x > 0 => {
                        maze.carve(Pos::new(x as u32, y as u32), Dir::W);
                        if bytes[col] == b'D' {
                            door_marks.push((i, col, Pos::new(x as u32, y as u32), Dir::W));
                        }
                    }
                    _ if x == 0 => return Err(bad(col, "in the border", "'|'")),
                    _ => return Err(bad(col, "in a wall", "'|', ' ', '*' or 'D'")),
                }
                if let Some(k) = (1..4).find(|k| !b" *SG".contains(&bytes[col + k])) {
                    return Err(bad(col + k, "in a cell", "' ', '*', 'S', 'G'"));
                }
            }
        }
        let (last, allowed) = if i % 2 == 0 { (b'+', "'+'") } else { (b'|', "'|'") };
        if bytes[len - 1] != last {
            return Err(bad(len - 1, "at the east border", allowed));
        }
    }
    let doors = super::ascii_doors::read_door_lines(&maze, &all[drawn..], drawn, &door_marks)?;
    Ok((maze, doors))
}

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

/// What to add when `found` is a `D` in the border: a door never leads out of the maze.
fn door_hint(found: u8, in_border: bool) -> &'static str {
    if found == b'D' && in_border { " (a door goes in a wall inside the maze, not in its border)" } else { "" }
}

/// Blanks after a drawing line's last wall.
const TRAILING_BLANKS: &str =
    "blanks after the maze's east border: a drawing line ends with its '+' or '|', remove the blanks";
/// The bytes a drawing is made of (and line ends).
const DRAWING_BYTES: &[u8] = b"+-| *SGD\r\n";
/// The bytes of the `door`, `route:` and `wait` lines under a drawing.
const NOTE_BYTES: &[u8] = b" \r\n0123456789abcdefghijklmnopqrstuvwxyzNESW,:.()";
/// The longest line of the widest maze, and a `\r`.
const MAX_LINE: usize = 4 * MAX_SIDE as usize + 2;
/// The longest `door`, `route:` or `wait` line read.
const MAX_NOTE_LINE: usize = 200;
/// Blank lines allowed after the drawing.
const TRAILING_SLACK: usize = 4096;

/// Reads a maze drawn by [`render`] from `input` (a file, a pipe), as [`parse`] does, but
/// looks at each byte as it arrives: the first byte that cannot be part of a drawing ends
/// the reading, and no more is read than the largest maze as wide as the first line needs.
/// So endless or binary input (`/dev/zero`, `yes`) fails at once, in bounded memory.
///
/// ```
/// use mousemaze::maze::export::ascii;
///
/// let err = ascii::read(&b"+---+\n|yes|\n"[..]).unwrap_err();
/// assert_eq!(err.to_string(), "line 2, column 2: 'y' cannot be part of a maze drawing: allowed '+', '-', '|', ' ', '*', 'S', 'G', 'D'");
/// assert!(ascii::read(std::io::repeat(0)).is_err());
/// ```
pub fn read(input: impl Read) -> Result<Maze, ReadError> {
    read_with_doors(input).map(|(maze, _)| maze)
}

/// Like [`read`], with the doors of the `door` lines ([`parse_with_doors`]).
pub fn read_with_doors(input: impl Read) -> Result<(Maze, Doors), ReadError> {
    let mut input = io::BufReader::with_capacity(1 << 16, input);
    let mut text = Vec::new();
    let (mut line, mut column) = (1usize, 0usize);
    let (mut first, mut limit) = (None, MAX_LINE + 1);
    let mut notes = false;
    // Blanks at the end of the line so far: past the first line's width, they trail the drawing.
    let mut blanks = 0;
    let fail = |line, column, message: String| Err(ReadError::Parse(ParseError { line, column, message }));
    loop {
        let chunk = match input.fill_buf() {
            Ok([]) => break,
            Ok(chunk) => chunk,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e.into()),
        };
        for &byte in chunk {
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
            notes |= column == 1 && line > 1 && !b"+|".contains(&byte);
            if notes && column == 1 && byte.is_ascii_graphic() && DRAWING_BYTES.contains(&byte) {
                let (found, door) = (char::from(byte), door_hint(byte, true));
                return fail(line, column, format!("'{found}' cannot start a drawing line: allowed '+' or '|'{door}"));
            }
            if !(if notes { NOTE_BYTES } else { DRAWING_BYTES }).contains(&byte) {
                let shown = if byte.is_ascii_graphic() {
                    format!("'{}'", char::from(byte))
                } else {
                    format!("byte 0x{byte:02x}")
                };
                let allowed = if notes {
                    "allowed door lines (`door x,y SIDE: period P, open O, phase F`)"
                } else {
                    "allowed '+', '-', '|', ' ', '*', 'S', 'G', 'D'"
                };
                return fail(line, column, format!("{shown} cannot be part of a maze drawing: {allowed}"));
            }
            let longest = if notes { MAX_NOTE_LINE } else { first.map_or(MAX_LINE, |len: usize| len + 1) };
            if column > longest {
                if !notes && blanks > 0 && first.is_some_and(|len| column - blanks <= len) {
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
    parse_with_doors(&text).map_err(ReadError::Parse)
}

/// The most bytes a drawing whose first line has `len` characters can take: the most rows
/// a maze that wide may have, each two lines with their ends.
fn drawing_limit(len: usize) -> usize {
    let width = (len.saturating_sub(1) / 4).max(1) as u64;
    let rows = (MAX_CELLS / width).min(u64::from(MAX_SIDE)) as usize;
    // The drawing, then as much again for its door lines and notes.
    2 * ((2 * rows + 1) * (len + 1)) + TRAILING_SLACK
}

/// Where `text` first leaves the pattern it follows furthest, or `None` if it is one of them.
fn mismatch(text: &[u8], patterns: &[&[u8]]) -> Option<usize> {
    let agree = |p: &[u8]| text.iter().zip(p).take_while(|(a, b)| a == b).count();
    let best = patterns.iter().map(|p| agree(p)).max().unwrap_or(0);
    (best < text.len()).then_some(best)
}
