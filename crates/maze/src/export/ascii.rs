//! ASCII art: each cell is three characters wide between `+`, `-` and `|` walls.
//! A solution path is drawn as a trail of `*` from `S` to `G` through the open walls.
//! An electronic door is a `D` in its wall gap, and its timing is a `door` line under the
//! drawing (`door 3,4 E: period 390, open 234, phase 12`), so [`parse_with_doors`] reads
//! both back. Lines starting `route:` or `wait` (a timed route's summary) are notes.
//!
//! ```
//! use mousemaze_maze::{export::ascii, Algorithm, Solver};
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

use std::io::{self, Read, Write};

use super::{Marks, ON_PATH};
use crate::doors::{Door, Doors};
use crate::formats::text::{self, Posts};
pub use crate::formats::text::{ParseError, ReadError};
use crate::{Dir, Maze, Pos};

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
    let path = marks.path.filter(|p| !p.is_empty());
    let goal: Vec<Pos> = path.and_then(|p| p.last().copied()).into_iter().collect();
    let letters = Letters { posts: Posts::Plus, start: path.map(|p| p[0]), goals: &goal };
    write_drawing(maze, marks, &letters, out)
}

/// The posts of a drawing and the cells lettered `S` and `G` in it.
pub struct Letters<'a> {
    pub posts: Posts,
    pub start: Option<Pos>,
    /// The goal cells, sorted.
    pub goals: &'a [Pos],
}

/// Streams a drawing in either dialect ([`text`]) with `marks` and the `letters`' `S` and `G`.
pub fn write_drawing(maze: &Maze, marks: &Marks, letters: &Letters, out: &mut (impl Write + ?Sized)) -> io::Result<()> {
    let links = marks.links(maze);
    let link = |x: u32, y: u32| links.as_ref().map_or(0, |l| l[maze.index(Pos::new(x, y))]);
    let post = letters.posts.byte();
    let (w, h) = (maze.width(), maze.height());
    let mut line = Vec::with_capacity(4 * w as usize + 2);
    for y in 0..h {
        // The wall line above row y.
        line.clear();
        for x in 0..w {
            line.push(post);
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
        line.extend_from_slice(&[post, b'\n']);
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
            let center = if Some(pos) == letters.start {
                b'S'
            } else if letters.goals.binary_search(&pos).is_ok() {
                b'G'
            } else {
                mark(ON_PATH)
            };
            // A start inside the goal region shows both letters.
            let goal_start = center == b'S' && letters.goals.binary_search(&pos).is_ok();
            let west = if goal_start { b'G' } else { mark(Dir::W.bit()) };
            line.extend_from_slice(&[west, center, mark(Dir::E.bit())]);
        }
        line.extend_from_slice(b"|\n");
        out.write_all(&line)?;
    }
    line.clear();
    for _ in 0..w {
        line.extend_from_slice(&[post, b'-', b'-', b'-']);
    }
    line.extend_from_slice(&[post, b'\n']);
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

/// Reads a maze drawn by [`render`] (as `mousemaze generate` prints it), with or without a
/// path: `*`, `S` and `G` are read as open floor, a door's `D` as an open passage. Trailing
/// blank lines and `\r\n` endings are fine.
pub fn parse(text: &str) -> Result<Maze, ParseError> {
    parse_with_doors(text).map(|(maze, _)| maze)
}

/// Reads a maze and its doors: each `D` in a wall gap with its `door` line under the drawing.
///
/// ```
/// use mousemaze_maze::{Algorithm, Pos, Dir, doors::{DoorAmount, place_doors}, export::{ascii, Marks}};
///
/// let maze = Algorithm::Backtracker.generate(6, 4, 2).unwrap();
/// let (start, goal) = maze.corners();
/// let doors = place_doors(&maze, DoorAmount::Count(3), 2, start, goal).unwrap();
/// let text = ascii::render_marked(&maze, &Marks::default().with_doors(&doors));
/// assert_eq!(text.matches('D').count(), 3);
/// assert_eq!(ascii::parse_with_doors(&text).unwrap(), (maze, doors));
/// ```
pub fn parse_with_doors(text: &str) -> Result<(Maze, Doors), ParseError> {
    text::parse(text).map(|drawing| (drawing.maze, drawing.doors))
}

/// Reads a maze drawn by [`render`] from `input` (a file, a pipe), as [`parse`] does, but
/// looks at each byte as it arrives: the first byte that cannot be part of a drawing ends
/// the reading, and no more is read than the largest maze as wide as the first line needs.
/// So endless or binary input (`/dev/zero`, `yes`) fails at once, in bounded memory.
///
/// ```
/// use mousemaze_maze::export::ascii;
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
    text::read(input).map(|drawing| (drawing.maze, drawing.doors))
}
