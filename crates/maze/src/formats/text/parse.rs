//! Parsing a maze drawing held whole ([`super`] says what a drawing is): the grid, its
//! walls, marks and doors, with one message at the first line and column that is wrong.

use super::doors::read_door_lines;
use super::{Drawing, Letter, ParseError, Posts};
use crate::doors::Doors;
use crate::text::quoted_excerpt;
use crate::{Dir, Maze, Pos, check_size};

/// What an open outer wall is told.
const OPEN_BORDER: &str = "' ' is not allowed in the border: the outer wall is closed all round";

/// Blanks after a drawing line's last wall.
pub(super) const TRAILING_BLANKS: &str =
    "blanks after the maze's east border: a drawing line ends with its '+' or '|', remove the blanks";

/// What to add when `found` is a `D` in the border: a door never leads out of the maze.
pub(super) fn door_hint(found: u8, in_border: bool) -> &'static str {
    if found == b'D' && in_border { " (a door goes in a wall inside the maze, not in its border)" } else { "" }
}

/// Reads a drawing in either dialect (see the [module docs](super)).
pub fn parse(text: &str) -> Result<Drawing, ParseError> {
    let all: Vec<&str> = text.lines().collect();
    let posts = Posts::of(text.bytes().next());
    let mut drawn = match posts {
        // The drawing ends where the notes begin (or the text ends), blank lines aside.
        Posts::Plus => all.iter().position(|l| ["door ", "route:", "wait"].iter().any(|p| l.starts_with(p))),
        Posts::O => all.iter().skip(1).position(|l| !l.starts_with(['o', '|'])).map(|i| i + 1),
    }
    .unwrap_or(all.len());
    let err = |line: usize, column: usize, message: String| ParseError { line: line + 1, column: column + 1, message };
    if posts == Posts::O {
        check_o_line_ends(&all, drawn).map_err(|(line, column, message)| err(line, column, message))?;
    }
    while drawn > 0 && all[drawn - 1].trim().is_empty() {
        drawn -= 1;
    }
    let lines = &all[..drawn];
    let first = lines.first().ok_or_else(|| err(0, 0, "no maze here: the text is empty".into()))?;
    if posts == Posts::Plus
        && let Some((i, line)) = lines.iter().enumerate().find(|(_, l)| l.ends_with([' ', '\t']))
    {
        let kept = line.trim_end_matches([' ', '\t']);
        return Err(err(i, kept.chars().count(), TRAILING_BLANKS.into()));
    }
    let len = first.len();
    let post = char::from(posts.byte());
    if len < 5 || (len - 1) % 4 != 0 || !first.starts_with(post) {
        let message =
            format!("the top wall is `{post}---` once per column then `{post}`; found {}", quoted_excerpt(first));
        return Err(err(0, 0, message));
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
    let maze = Maze::new(width as u32, height as u32).map_err(|e| err(0, 0, e.to_string()))?;
    let mut drawing = Drawing { doors: Doors::new(&maze), maze, posts, starts: Vec::new(), goals: Vec::new() };
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
        let row = Row { bytes, line: i, posts, border: i == 0 || i == lines.len() - 1 };
        for x in 0..width {
            let pos = Pos::new(x as u32, (i / 2) as u32);
            let found = if i % 2 == 0 { row.wall(4 * x)? } else { row.cell(4 * x, x == 0)? };
            if found.open {
                drawing.maze.carve(pos, found.side);
            }
            if let Some(col) = found.door {
                door_marks.push((i, col, pos, found.side));
            }
            for (k, letter) in found.letters {
                if letter == b'S' {
                    drawing.starts.push(Letter { pos, line: i + 1, column: 4 * x + k + 1 });
                } else if drawing.goals.last() != Some(&pos) {
                    drawing.goals.push(pos);
                }
            }
        }
        row.east_border(len - 1)?;
    }
    if posts == Posts::Plus {
        drawing.doors = read_door_lines(&drawing.maze, &all[drawn..], drawn, &door_marks)?;
    }
    Ok(drawing)
}

/// A micromouse drawing ends at its first line that starts with neither `o` nor `|`; when
/// that line is blank or indented and the drawing goes on after it, it is that line that is
/// wrong (0-based line and column, and what), not the shortened drawing above it.
fn check_o_line_ends(all: &[&str], end: usize) -> Result<(), (usize, usize, String)> {
    let Some(line) = all.get(end) else { return Ok(()) };
    let drawing_line = |l: &str| l.starts_with(['o', '|']);
    let trimmed = line.trim_start();
    if !(trimmed.is_empty() || drawing_line(trimmed)) || !all[end + 1..].iter().any(|l| drawing_line(l)) {
        return Ok(());
    }
    let (what, column) = if trimmed.is_empty() { ("blank", 0) } else { ("indented", 0) };
    let message = format!(
        "a {what} line inside a micromouse (o---o) drawing: every line of it starts with 'o' or '|' in column 1"
    );
    Err((end, column, message))
}

/// One line of a drawing, checked four columns at a time.
struct Row<'a> {
    bytes: &'a [u8],
    /// The line's number, from 0.
    line: usize,
    posts: Posts,
    /// Whether the line is the north or south border.
    border: bool,
}

/// What four columns of a line say about their cell: whether its north (wall line) or west
/// (cell line) side is open, where a door is drawn, and the `S` and `G` letters in the cell.
struct Found {
    side: Dir,
    open: bool,
    door: Option<usize>,
    letters: Vec<(usize, u8)>,
}

impl Row<'_> {
    fn bad(&self, col: usize, place: &str, allowed: &str) -> ParseError {
        let shown = char::from(self.bytes[col]).escape_debug();
        let door = door_hint(self.bytes[col], place.contains("border"));
        let message = format!("'{shown}' is not allowed {place}: allowed {allowed}{door}");
        ParseError { line: self.line + 1, column: col + 1, message }
    }

    fn open_border(&self, col: usize) -> ParseError {
        ParseError { line: self.line + 1, column: col + 1, message: OPEN_BORDER.into() }
    }

    /// A post and the wall segment east of it: `o---`, `+   `, `+ D `…
    fn wall(&self, col: usize) -> Result<Found, ParseError> {
        let post = self.posts.byte();
        if self.bytes[col] != post {
            return Err(self.bad(col, "at a corner", &format!("'{}'", char::from(post))));
        }
        let segment = &self.bytes[col + 1..col + 4];
        let blank = segment == b"   ";
        if self.border && blank {
            return Err(self.open_border(col + 1));
        }
        let mut found = Found { side: Dir::N, open: blank, door: None, letters: Vec::new() };
        if self.posts == Posts::Plus {
            let (patterns, place, allowed): (&[&[u8]], _, _) = if self.border {
                (&[b"---"], "in the border", "'---'")
            } else {
                (&[b"---", b"   ", b" * ", b" D "], "in a wall", "'---', '   ', ' * ' or ' D '")
            };
            if let Some(k) = mismatch(segment, patterns) {
                return Err(self.bad(col + 1 + k, place, allowed));
            }
            found.open = segment != b"---";
            found.door = (segment == b" D ").then_some(col + 2);
        }
        Ok(found)
    }

    /// A cell's west wall and its three columns: `| S `, `  G `, `|   `…
    fn cell(&self, col: usize, west_border: bool) -> Result<Found, ParseError> {
        let wall = self.bytes[col];
        let mut found = Found { side: Dir::W, open: wall == b' ', door: None, letters: Vec::new() };
        if west_border && wall == b' ' {
            return Err(self.open_border(col));
        }
        if self.posts == Posts::Plus {
            found.open = matches!(wall, b' ' | b'*' | b'D');
            found.door = (wall == b'D').then_some(col);
            if west_border && wall != b'|' {
                return Err(self.bad(col, "in the border", "'|'"));
            } else if !matches!(wall, b'|' | b' ' | b'*' | b'D') {
                return Err(self.bad(col, "in a wall", "'|', ' ', '*' or 'D'"));
            }
        }
        for k in 1..4 {
            match self.bytes[col + k] {
                b' ' | b'*' => {}
                letter @ (b'S' | b'G') => found.letters.push((k, letter)),
                _ => return Err(self.bad(col + k, "in a cell", "' ', '*', 'S', 'G'")),
            }
        }
        Ok(found)
    }

    /// The last column: a post on a wall line, the east wall on a cell line.
    fn east_border(&self, col: usize) -> Result<(), ParseError> {
        let byte = self.bytes[col];
        let wall_line = self.line.is_multiple_of(2);
        match (self.posts, wall_line) {
            (posts, true) if byte != posts.byte() => {
                Err(self.bad(col, "at the east border", &format!("'{}'", char::from(posts.byte()))))
            }
            (_, false) if byte == b' ' => Err(self.open_border(col)),
            (Posts::Plus, false) if byte != b'|' => Err(self.bad(col, "at the east border", "'|'")),
            _ => Ok(()),
        }
    }
}

/// Where `text` first leaves the pattern it follows furthest, or `None` if it is one of them.
fn mismatch(text: &[u8], patterns: &[&[u8]]) -> Option<usize> {
    let agree = |p: &[u8]| text.iter().zip(p).take_while(|(a, b)| a == b).count();
    let best = patterns.iter().map(|p| agree(p)).max().unwrap_or(0);
    (best < text.len()).then_some(best)
}
