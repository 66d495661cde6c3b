//! ASCII art: each cell is three characters wide between `+`, `-` and `|` walls.
//! A solution path is drawn as a trail of `*` from `S` to `G` through the open walls.
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
use std::io::{self, Write};

use super::{ON_PATH, path_links};
use crate::maze::text::excerpt;
use crate::maze::{Dir, Maze, Pos, check_size};

/// The maze as a string, with `path` drawn over it if given.
pub fn render(maze: &Maze, path: Option<&[Pos]>) -> String {
    let mut out = Vec::new();
    write(maze, path, &mut out).expect("writing to a Vec cannot fail");
    String::from_utf8(out).expect("the drawing is ASCII")
}

/// Streams the drawing to `out` row by row, so huge mazes need no huge string.
pub fn write(maze: &Maze, path: Option<&[Pos]>, out: &mut (impl Write + ?Sized)) -> io::Result<()> {
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
    out.write_all(&line)
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
/// path: `*`, `S` and `G` are read as open floor. Trailing blank lines and `\r\n` endings
/// are fine.
pub fn parse(text: &str) -> Result<Maze, ParseError> {
    let mut lines: Vec<&str> = text.lines().collect();
    while lines.last().is_some_and(|l| l.trim().is_empty()) {
        lines.pop();
    }
    let err = |line: usize, column: usize, message: String| ParseError { line: line + 1, column: column + 1, message };
    let first = lines.first().ok_or_else(|| err(0, 0, "no maze here: the text is empty".into()))?;
    let len = first.len();
    if len < 5 || (len - 1) % 4 != 0 || !first.starts_with('+') {
        return Err(err(
            0,
            0,
            format!("the top wall is `+---` once per column then `+`; found \"{}\"", excerpt(first)),
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
            err(
                i,
                col,
                format!("'{}' is not allowed {place}: allowed {allowed}", char::from(bytes[col]).escape_debug()),
            )
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
                    (&[b"---", b"   ", b" * "], "in a wall", "'---', '   ' or ' * '")
                };
                if let Some(k) = mismatch(segment, patterns) {
                    return Err(bad(col + 1 + k, place, allowed));
                }
                if segment != b"---" {
                    maze.carve(Pos::new(x as u32, y as u32), Dir::N);
                }
            } else {
                match bytes[col] {
                    b'|' => {}
                    b' ' | b'*' if x > 0 => {
                        maze.carve(Pos::new(x as u32, y as u32), Dir::W);
                    }
                    _ if x == 0 => return Err(bad(col, "in the border", "'|'")),
                    _ => return Err(bad(col, "in a wall", "'|', ' ' or '*'")),
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
    Ok(maze)
}

/// Where `text` first leaves the pattern it follows furthest, or `None` if it is one of them.
fn mismatch(text: &[u8], patterns: &[&[u8]]) -> Option<usize> {
    let agree = |p: &[u8]| text.iter().zip(p).take_while(|(a, b)| a == b).count();
    let best = patterns.iter().map(|p| agree(p)).max().unwrap_or(0);
    (best < text.len()).then_some(best)
}
