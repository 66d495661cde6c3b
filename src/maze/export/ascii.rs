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
//! ```

use std::io::{self, Write};

use super::{ON_PATH, path_links};
use crate::maze::{Dir, Maze, Pos};

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
