//! SVG: a printable drawing that stays small however large the maze is.
//!
//! Walls are merged into long straight runs across cells and drawn as two `<path>`s (one of
//! horizontal runs, `M x y H x2`, one of vertical runs, `M x y V y2`) with square caps, so
//! corners close without gaps. The solution is one `<path>` through the cell centres, with a
//! point only where it turns; the start and goal are circles.
//!
//! One cell is `cell_size` user units, walls are centred on the grid lines, and the drawing
//! fits an A4 page by default (portrait or landscape, whichever suits the maze), or takes
//! one pixel a unit with [`Page::Pixels`].
//!
//! ```
//! use mousemaze_maze::export::svg::{Page, Svg, SvgOptions};
//! use mousemaze_maze::export::{Marks, Style};
//! use mousemaze_maze::{Algorithm, Solver};
//!
//! let maze = Algorithm::Kruskal.generate(30, 20, 9).unwrap();
//! let (start, goal) = maze.corners();
//! let path = Solver::AStar.solve(&maze, start, goal).unwrap().path;
//! let svg = Svg::new(&maze, &SvgOptions::default()).unwrap().marks(Marks::path(&path)).render();
//! assert!(svg.contains(r#"width="297mm" height="210mm""#)); // wider than tall: landscape
//! assert_eq!(svg.matches("<path").count(), 3); // horizontal walls, vertical walls, solution
//!
//! let style = Style { cell_size: Some(10), wall: Some(2), ..Style::default() };
//! let options = SvgOptions { page: Page::Pixels, style };
//! let plain = Svg::new(&maze, &options).unwrap().render();
//! assert!(plain.contains(r#"width="322" height="222""#)); // 30·10 + 2 (wall) + 2·10 (margin)
//! ```

use std::fmt::Display;
use std::io::{self, Write};

use super::style::{DEFAULT_CELL_SIZE, MARK_SHARE, Marks, PATH_SHARE, Palette, Sizes, Style, StyleError};
use crate::{Dir, Maze, Pos};

/// The page the drawing is laid out on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Page {
    /// Scaled to fit an A4 sheet with 10 mm margins, turned to suit the maze.
    #[default]
    A4,
    /// One user unit a pixel, so a cell is as many pixels as its size.
    Pixels,
}

/// The A4 sheet, portrait, in millimetres.
const A4_MM: (f64, f64) = (210.0, 297.0);
/// The paper left around the drawing on a page, in millimetres.
const PAGE_MARGIN_MM: f64 = 10.0;

/// What an SVG looks like: sizes and colours, and the page.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SvgOptions {
    pub style: Style,
    pub page: Page,
}

/// A maze ready to draw as SVG.
#[derive(Clone, Debug)]
pub struct Svg<'a> {
    maze: &'a Maze,
    marks: Marks<'a>,
    sizes: Sizes,
    palette: Palette,
    page: Page,
}

impl<'a> Svg<'a> {
    /// Resolves the options' sizes (a missing cell size is [`DEFAULT_CELL_SIZE`]).
    pub fn new(maze: &'a Maze, options: &SvgOptions) -> Result<Svg<'a>, StyleError> {
        let sizes = options.style.sizes(DEFAULT_CELL_SIZE)?;
        Ok(Svg { maze, marks: Marks::default(), sizes, palette: options.style.palette, page: options.page })
    }

    /// Draws `marks` (a path, start and goal) over the maze. Their cells must lie in the maze.
    pub fn marks(mut self, marks: Marks<'a>) -> Svg<'a> {
        self.marks = marks;
        self
    }

    /// The whole document as a string.
    pub fn render(&self) -> String {
        let mut out = Vec::new();
        self.write(&mut out).expect("writing to a Vec cannot fail");
        String::from_utf8(out).expect("the document is UTF-8")
    }

    /// Writes the document to `out` (which should be buffered: this writes in small pieces).
    pub fn write(&self, mut out: impl Write) -> io::Result<()> {
        let Sizes { cell, wall, margin } = self.sizes;
        let (c, t, m) = (f64::from(cell), f64::from(wall), f64::from(margin));
        // The drawing's box in user units: the maze, its outer walls and the margin.
        let (x0, y0) = (-t / 2.0 - m, -t / 2.0 - m);
        let (w, h) = (f64::from(self.maze.width()) * c + t + 2.0 * m, f64::from(self.maze.height()) * c + t + 2.0 * m);
        let (size, view_box) = match self.page {
            Page::Pixels => (format!(r#"width="{}" height="{}""#, num(w), num(h)), [x0, y0, w, h]),
            Page::A4 => {
                let (page_w, page_h) = if w > h { (A4_MM.1, A4_MM.0) } else { A4_MM };
                let scale = ((page_w - 2.0 * PAGE_MARGIN_MM) / w).min((page_h - 2.0 * PAGE_MARGIN_MM) / h);
                let (view_w, view_h) = (page_w / scale, page_h / scale);
                let view = [x0 - (view_w - w) / 2.0, y0 - (view_h - h) / 2.0, view_w, view_h];
                (format!(r#"width="{page_w}mm" height="{page_h}mm""#), view)
            }
        };
        let [vx, vy, vw, vh] = view_box.map(num);
        writeln!(out, r#"<?xml version="1.0" encoding="UTF-8"?>"#)?;
        writeln!(out, r#"<svg xmlns="http://www.w3.org/2000/svg" {size} viewBox="{vx} {vy} {vw} {vh}">"#)?;
        writeln!(out, "<title>mousemaze {}×{}</title>", self.maze.width(), self.maze.height())?;
        let [x0, y0, w, h] = [x0, y0, w, h].map(num);
        writeln!(out, r#"<rect x="{x0}" y="{y0}" width="{w}" height="{h}" fill="{}"/>"#, self.palette.floor)?;
        let floor = c - t;
        if let Some(path) = self.marks.path.filter(|p| !p.is_empty()) {
            write!(
                out,
                r#"<path fill="none" stroke="{}" stroke-width="{}" stroke-linecap="round" stroke-linejoin="round" d=""#,
                self.palette.path,
                num(floor * PATH_SHARE)
            )?;
            match self.marks.chords.filter(|c| !c.is_empty()) {
                Some(chords) => self.write_diagonal_route(&mut out, path, chords)?,
                None => self.write_route(&mut out, path)?,
            }
            writeln!(out, r#""/>"#)?;
        }
        writeln!(
            out,
            r#"<g fill="none" stroke="{}" stroke-width="{wall}" stroke-linecap="square">"#,
            self.palette.wall
        )?;
        out.write_all(br#"<path d=""#)?;
        self.write_horizontal_walls(&mut out)?;
        out.write_all(b"\"/>\n<path d=\"")?;
        self.write_vertical_walls(&mut out)?;
        writeln!(out, "\"/>\n</g>")?;
        if let Some(doors) = self.marks.doors.filter(|d| !d.is_empty()) {
            write!(out, r#"<path fill="none" stroke="{}" stroke-width="{}" d=""#, self.palette.door, num(t))?;
            for door in doors.iter() {
                // The gap between the two cells, short of the posts at its ends.
                let (x, y) = (f64::from(door.at.x) * c, f64::from(door.at.y) * c);
                let (from, to) = (t / 2.0, c - t / 2.0);
                let segment = match door.side {
                    Dir::N => format!("M{} {}H{}", num(x + from), num(y), num(x + to)),
                    Dir::S => format!("M{} {}H{}", num(x + from), num(y + c), num(x + to)),
                    Dir::W => format!("M{} {}V{}", num(x), num(y + from), num(y + to)),
                    Dir::E => format!("M{} {}V{}", num(x + c), num(y + from), num(y + to)),
                };
                out.write_all(segment.as_bytes())?;
            }
            writeln!(out, r#""/>"#)?;
        }
        if let Some((start, goal)) = self.marks.ends {
            for (pos, color) in [(start, self.palette.start), (goal, self.palette.goal)] {
                let (x, y) = self.centre(pos);
                let r = num(floor * MARK_SHARE / 2.0);
                writeln!(out, r#"<circle cx="{}" cy="{}" r="{r}" fill="{color}"/>"#, num(x), num(y))?;
            }
        }
        writeln!(out, "</svg>")
    }

    /// The centre of a cell in user units.
    fn centre(&self, pos: Pos) -> (f64, f64) {
        let c = f64::from(self.sizes.cell);
        ((f64::from(pos.x) + 0.5) * c, (f64::from(pos.y) + 0.5) * c)
    }

    /// The path's `d`: a move to the start, then a line to each turn and to the goal.
    fn write_route(&self, out: &mut impl Write, path: &[Pos]) -> io::Result<()> {
        let (x, y) = self.centre(path[0]);
        write!(out, "M{} {}", num(x), num(y))?;
        for (i, &pos) in path.iter().enumerate().skip(1) {
            let turns_next = path.get(i + 1).is_none_or(|next| {
                let before = path[i - 1];
                (before.x == pos.x) != (pos.x == next.x)
            });
            if turns_next {
                let (x, y) = self.centre(pos);
                if pos.y == path[i - 1].y { write!(out, "H{}", num(x)) } else { write!(out, "V{}", num(y)) }?;
            }
        }
        Ok(())
    }

    /// The `d` of a route with diagonals: through the centres of its cells, but across each
    /// cell of `chords` (a corner) from the middle of the side it comes in by to the middle of
    /// the side it leaves by; a line to each point where the way changes.
    fn write_diagonal_route(&self, out: &mut impl Write, path: &[Pos], chords: &[Pos]) -> io::Result<()> {
        let c = f64::from(self.sizes.cell);
        let middle = |a: Pos, b: Pos| {
            let ((ax, ay), (bx, by)) = (self.centre(a), self.centre(b));
            ((ax + bx) / 2.0, (ay + by) / 2.0)
        };
        let mut points = vec![self.centre(path[0])];
        for (i, &pos) in path.iter().enumerate().skip(1) {
            let next = path.get(i + 1).copied();
            let corner = next.is_some_and(|n| n.x != path[i - 1].x && n.y != path[i - 1].y);
            match next {
                Some(next) if corner && chords.contains(&pos) => {
                    points.push(middle(path[i - 1], pos));
                    points.push(middle(pos, next));
                }
                _ => points.push(self.centre(pos)),
            }
        }
        let (x, y) = points[0];
        write!(out, "M{} {}", num(x), num(y))?;
        for (i, &(x, y)) in points.iter().enumerate().skip(1) {
            let turns = points.get(i + 1).is_none_or(|&(nx, ny)| {
                let (px, py) = points[i - 1];
                // Not in line: the cross product of the two steps (in cells, so exact enough).
                (((x - px) * (ny - y) - (y - py) * (nx - x)) / (c * c)).abs() > 1e-9
            });
            if turns {
                write!(out, "L{} {}", num(x), num(y))?;
            }
        }
        Ok(())
    }

    /// Each horizontal grid line's walls, merged into runs.
    fn write_horizontal_walls(&self, out: &mut impl Write) -> io::Result<()> {
        let (w, h, c) = (self.maze.width(), self.maze.height(), self.sizes.cell);
        for line in 0..=h {
            // The line above row `line` (the bottom border below the last row).
            let row = line.min(h - 1);
            let side = if line < h { Dir::N } else { Dir::S };
            let mut run_start = None;
            for x in 0..=w {
                let is_wall = x < w && !self.maze.is_open(Pos::new(x, row), side);
                match (is_wall, run_start) {
                    (true, None) => run_start = Some(x),
                    (false, Some(from)) => {
                        write!(out, "M{} {}H{}", from * c, line * c, x * c)?;
                        run_start = None;
                    }
                    _ => {}
                }
            }
        }
        Ok(())
    }

    /// Each vertical grid line's walls, merged into runs, scanning row by row.
    fn write_vertical_walls(&self, out: &mut impl Write) -> io::Result<()> {
        let (w, h, c) = (self.maze.width(), self.maze.height(), self.sizes.cell);
        let mut run_starts: Vec<Option<u32>> = vec![None; w as usize + 1];
        for y in 0..=h {
            for (line, run_start) in run_starts.iter_mut().enumerate() {
                let line = line as u32;
                // The wall west of cell (line, y); the east border after the last column.
                let is_wall = y < h && (line == w || !self.maze.is_open(Pos::new(line, y), Dir::W));
                match (is_wall, *run_start) {
                    (true, None) => *run_start = Some(y),
                    (false, Some(from)) => {
                        write!(out, "M{} {}V{}", line * c, from * c, y * c)?;
                        *run_start = None;
                    }
                    _ => {}
                }
            }
        }
        Ok(())
    }
}

/// A number for SVG: at most three decimals, no trailing zeros.
fn num(value: f64) -> impl Display {
    let text = format!("{value:.3}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" { "0".to_string() } else { text.to_string() }
}

/// The maze as an SVG document, with `path` (and its ends) drawn if given.
pub fn render(maze: &Maze, path: Option<&[Pos]>, options: &SvgOptions) -> Result<String, StyleError> {
    Ok(Svg::new(maze, options)?.marks(Marks::from(path)).render())
}

/// Writes the maze as SVG to `out`, with `path` (and its ends) drawn if given.
/// A style whose sizes do not fit is an [`io::ErrorKind::InvalidInput`] error.
pub fn write(maze: &Maze, path: Option<&[Pos]>, options: &SvgOptions, out: impl Write) -> io::Result<()> {
    Svg::new(maze, options)?.marks(Marks::from(path)).write(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_short() {
        assert_eq!(num(3.0).to_string(), "3");
        assert_eq!(num(-2.5).to_string(), "-2.5");
        assert_eq!(num(1.0 / 3.0).to_string(), "0.333");
        assert_eq!(num(-0.0001).to_string(), "0");
    }

    #[test]
    fn a_closed_grid_has_one_run_per_line() {
        let maze = Maze::new(3, 2).unwrap();
        let svg = Svg::new(&maze, &SvgOptions::default()).unwrap().render();
        assert!(svg.contains(r#"<path d="M0 0H48M0 16H48M0 32H48"/>"#), "{svg}");
        assert!(svg.contains(r#"<path d="M0 0V32M16 0V32M32 0V32M48 0V32"/>"#), "{svg}");
    }

    #[test]
    fn the_route_keeps_only_its_turns() {
        let maze = Maze::open(3, 3).unwrap();
        let path = [(0, 0), (1, 0), (2, 0), (2, 1), (2, 2), (1, 2)].map(|(x, y)| Pos::new(x, y));
        let svg = Svg::new(&maze, &SvgOptions::default()).unwrap().marks(Marks::path(&path)).render();
        assert!(svg.contains(r#"d="M8 8H40V40H24""#), "{svg}");
    }
}
