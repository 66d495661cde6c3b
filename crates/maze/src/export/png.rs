//! PNG: the maze drawn as filled rectangles, one band of pixel rows per maze row.
//!
//! Each band is drawn once into a small buffer of palette indices: a wall line (posts, and
//! walls where a cell's north side is closed) and a corridor row, each filled span by span and
//! copied down the band, then the path and the start/goal marks on top. [`Png::write`] streams
//! the bands to an indexed PNG (fast compression), so even a 16000×16000-pixel image needs
//! only a few bands in memory; [`Png::render`] expands them into an [`RgbBuffer`].
//!
//! With no cell size given, cells are [`DEFAULT_CELL_SIZE`] pixels, shrunk (down to 2) so
//! that the image's longer side stays near [`AUTO_MAX_SIDE`].
//!
//! ```
//! use mousemaze_maze::export::{png::Png, Marks, Style};
//! use mousemaze_maze::{Algorithm, Solver};
//!
//! let maze = Algorithm::Prim.generate(12, 8, 1).unwrap();
//! let (start, goal) = maze.corners();
//! let path = Solver::Bfs.solve(&maze, start, goal).unwrap().path;
//! let style = Style { cell_size: Some(10), wall: Some(2), margin: Some(4), ..Style::default() };
//! let png = Png::new(&maze, &style).unwrap().marks(Marks::path(&path));
//!
//! // 12 cells of 10 px, one closing wall, 4 px of margin each side.
//! assert_eq!(png.size(), (12 * 10 + 2 + 8, 8 * 10 + 2 + 8));
//! let image = png.render();
//! assert_eq!(image.pixel(4, 4), Some(style.palette.wall.0)); // the top-left post
//!
//! let mut bytes = Vec::new();
//! png.write(&mut bytes).unwrap();
//! assert!(bytes.starts_with(b"\x89PNG"));
//! ```

use std::io::{self, Write};

use super::rgb::RgbBuffer;
use super::style::{DEFAULT_CELL_SIZE, MARK_SHARE, Marks, PATH_SHARE, Palette, Sizes, Style, StyleError, centred_span};
use super::{DIAGONAL, ON_PATH};
use crate::{Dir, Maze, Pos};

/// With no cell size given, the cell shrinks so the image's longer side stays near this.
pub const AUTO_MAX_SIDE: u32 = 8192;
/// The most pixels an image may have (2^31; 6 GiB as RGB, 2 GiB as streamed indices).
pub const MAX_PIXELS: u64 = 1 << 31;

/// Palette indices, in the order of [`Png::palette_bytes`].
const FLOOR: u8 = 0;
const WALL: u8 = 1;
const PATH: u8 = 2;
const START: u8 = 3;
const GOAL: u8 = 4;
const DOOR: u8 = 5;

/// A maze ready to draw as PNG: sizes resolved and checked, marks chosen.
#[derive(Clone, Debug)]
pub struct Png<'a> {
    maze: &'a Maze,
    marks: Marks<'a>,
    sizes: Sizes,
    palette: Palette,
    width: u32,
    height: u32,
}

impl<'a> Png<'a> {
    /// Resolves `style` for `maze`: errors if the sizes do not fit together or the image
    /// would be over [`MAX_PIXELS`].
    pub fn new(maze: &'a Maze, style: &Style) -> Result<Png<'a>, StyleError> {
        let (sizes, (width, height)) = layout(maze.width(), maze.height(), style)?;
        Ok(Png { maze, marks: Marks::default(), sizes, palette: style.palette, width, height })
    }

    /// Draws `marks` (a path, start and goal) over the maze. Their cells must lie in the maze.
    pub fn marks(mut self, marks: Marks<'a>) -> Png<'a> {
        self.marks = marks;
        self
    }

    /// The image's width and height in pixels.
    pub fn size(&self) -> (u32, u32) {
        (self.width, self.height)
    }

    /// The resolved sizes in pixels.
    pub fn sizes(&self) -> Sizes {
        self.sizes
    }

    /// Streams the image to `out` as an 8-bit indexed PNG with fast compression.
    pub fn write(&self, out: impl Write) -> io::Result<()> {
        let mut encoder = ::png::Encoder::new(out, self.width, self.height);
        encoder.set_color(::png::ColorType::Indexed);
        encoder.set_depth(::png::BitDepth::Eight);
        encoder.set_palette(self.palette_bytes().to_vec());
        encoder.set_compression(::png::Compression::Fast);
        // Rows repeat down each band, so "up" turns most rows into zeros.
        encoder.set_filter(::png::Filter::Up);
        let mut writer = encoder.write_header()?;
        let mut stream = writer.stream_writer()?;
        self.rows(|row| stream.write_all(row))?;
        stream.finish()?;
        writer.finish()?;
        Ok(())
    }

    /// The image in memory (3 bytes a pixel; prefer [`Png::write`] for huge mazes).
    pub fn render(&self) -> RgbBuffer {
        let lookup: Vec<[u8; 3]> = self.palette_bytes().chunks_exact(3).map(|c| [c[0], c[1], c[2]]).collect();
        let mut image = RgbBuffer::new(self.width, self.height);
        let mut rows = image.rows_mut();
        self.rows(|row| {
            let out = rows.next().expect("one row of pixels per row of indices");
            for (pixel, &index) in out.chunks_exact_mut(3).zip(row) {
                pixel.copy_from_slice(&lookup[usize::from(index)]);
            }
            Ok(())
        })
        .expect("rendering to memory cannot fail");
        image
    }

    /// The palette as RGB triples, in index order.
    fn palette_bytes(&self) -> [u8; 18] {
        let p = &self.palette;
        let mut bytes = [0; 18];
        for (chunk, color) in bytes.chunks_exact_mut(3).zip([p.floor, p.wall, p.path, p.start, p.goal, p.door]) {
            chunk.copy_from_slice(&color.0);
        }
        bytes
    }

    /// Hands every row of palette indices to `emit`, top to bottom.
    fn rows(&self, mut emit: impl FnMut(&[u8]) -> io::Result<()>) -> io::Result<()> {
        let width = self.width as usize;
        let (cell, wall, margin) = (self.sizes.cell as usize, self.sizes.wall as usize, self.sizes.margin as usize);
        let links = self.marks.links(self.maze);
        let blank = vec![FLOOR; width];
        for _ in 0..margin {
            emit(&blank)?;
        }
        let mut band = vec![FLOOR; width * cell];
        for y in 0..self.maze.height() {
            self.draw_band(y, &mut band, links.as_deref());
            for row in band.chunks_exact(width) {
                emit(row)?;
            }
        }
        let mut bottom = blank.clone();
        bottom[margin..width - margin].fill(WALL);
        for _ in 0..wall {
            emit(&bottom)?;
        }
        for _ in 0..margin {
            emit(&blank)?;
        }
        Ok(())
    }

    /// Draws maze row `y` into `band`: `wall` rows of wall line, then the corridor rows.
    fn draw_band(&self, y: u32, band: &mut [u8], links: Option<&[u8]>) {
        let width = self.width as usize;
        let (cell, wall, margin) = (self.sizes.cell as usize, self.sizes.wall as usize, self.sizes.margin as usize);
        let floor = cell - wall;
        let w = self.maze.width() as usize;
        let row_start = y as usize * w;
        let cells = &self.maze.cells()[row_start..row_start + w];
        let links = links.map(|l| &l[row_start..row_start + w]);
        let (path_offset, path_len) = centred_span(floor as u32, PATH_SHARE);
        let (path_offset, path_len) = (path_offset as usize, path_len as usize);
        let (top, corridor) = band.split_at_mut(width * wall);

        // The wall line above the row: a post at every corner, a wall where north is closed.
        let line = &mut top[..width];
        draw_line(
            line,
            margin,
            cell,
            wall,
            cells,
            |c| if c & Dir::N.bit() != 0 { (WALL, FLOOR) } else { (WALL, WALL) },
        );
        for (x, _) in links.into_iter().flatten().enumerate().filter(|(_, l)| *l & Dir::N.bit() != 0) {
            let from = margin + x * cell + wall + path_offset;
            line[from..from + path_len].fill(PATH);
        }
        // Doors fill their wall gap, over the path.
        let doors = |dir: Dir| (0..w).filter(move |&x| self.marks.door(Pos::new(x as u32, y), dir));
        for x in doors(Dir::N) {
            let from = margin + x * cell + wall;
            line[from..from + floor].fill(DOOR);
        }
        repeat_first_row(top, width);

        // The corridor rows: a wall where west is closed, floor across the cell.
        draw_line(&mut corridor[..width], margin, cell, wall, cells, |c| {
            (if c & Dir::W.bit() != 0 { FLOOR } else { WALL }, FLOOR)
        });
        repeat_first_row(corridor, width);
        let mut rect = |rows: (usize, usize), cols: (usize, usize), value: u8| {
            for r in rows.0..rows.1 {
                corridor[r * width + cols.0..r * width + cols.1].fill(value);
            }
        };
        let path_end = path_offset + path_len;
        for (x, &l) in links.into_iter().flatten().enumerate().filter(|(_, l)| *l & ON_PATH != 0) {
            let left = margin + x * cell + wall;
            let has = |d: Dir| l & d.bit() != 0;
            if l & DIAGONAL != 0 {
                if has(Dir::W) {
                    rect((path_offset, path_end), (left - wall, left), PATH);
                }
                for (r, from, to) in chord_spans(l, floor, path_len) {
                    rect((r, r + 1), (left + from, left + to), PATH);
                }
                continue;
            }
            let rows = (if has(Dir::N) { 0 } else { path_offset }, if has(Dir::S) { floor } else { path_end });
            rect(rows, (left + path_offset, left + path_end), PATH);
            let cols = (
                if has(Dir::W) { left - wall } else { left + path_offset },
                if has(Dir::E) { left + floor } else { left + path_end },
            );
            rect((path_offset, path_end), cols, PATH);
        }

        for x in doors(Dir::W) {
            let left = margin + x * cell + wall;
            rect((0, floor), (left - wall, left), DOOR);
        }

        // The start and goal: discs in the middle of their cells.
        let (mark_offset, mark_len) = centred_span(floor as u32, MARK_SHARE);
        let ends = self.marks.ends.map(|(start, goal)| [(start, START), (goal, GOAL)]);
        for (pos, value) in ends.into_iter().flatten().filter(|(p, _)| p.y == y && self.maze.contains(*p)) {
            let left = margin + pos.x as usize * cell + wall + mark_offset as usize;
            for (r, (from, to)) in disc_rows(mark_len as usize).enumerate() {
                rect((mark_offset as usize + r, mark_offset as usize + r + 1), (left + from, left + to), value);
            }
        }
    }
}

/// A path cell's chord (a diagonal), row by row of the cell's floor (`floor` pixels square):
/// the columns `from..to` of each row `r` within half of `thickness` of the segment from the
/// middle of one of its path sides (`links`) to the other (a convex shape: one span a row).
fn chord_spans(links: u8, floor: usize, thickness: usize) -> impl Iterator<Item = (usize, usize, usize)> {
    let half = floor as f64 / 2.0;
    let mut middles = Dir::ALL.into_iter().filter(|d| links & d.bit() != 0).map(|d| {
        let (dx, dy) = d.delta();
        (half + f64::from(dx) * half, half + f64::from(dy) * half)
    });
    let (ax, ay) = middles.next().unwrap_or((half, half));
    let (bx, by) = middles.next().unwrap_or((half, half));
    let (vx, vy) = (bx - ax, by - ay);
    let length2 = (vx * vx + vy * vy).max(f64::MIN_POSITIVE);
    let reach2 = (thickness as f64 / 2.0).powi(2);
    let inside = move |r: usize, c: usize| {
        let (px, py) = (c as f64 + 0.5 - ax, r as f64 + 0.5 - ay);
        let t = ((px * vx + py * vy) / length2).clamp(0.0, 1.0);
        let (ex, ey) = (px - t * vx, py - t * vy);
        ex * ex + ey * ey <= reach2
    };
    (0..floor).filter_map(move |r| {
        let from = (0..floor).find(|&c| inside(r, c))?;
        let to = (from..floor).find(|&c| !inside(r, c)).unwrap_or(floor);
        Some((r, from, to))
    })
}

/// The sizes and the image size (in pixels) for a `width`×`height` maze, checked without
/// drawing anything: what [`Png::new`] would use, or why it would fail.
pub fn layout(width: u32, height: u32, style: &Style) -> Result<(Sizes, (u32, u32)), StyleError> {
    // The margin defaults to a cell on each side, hence the + 2.
    let auto_cell = ((AUTO_MAX_SIDE - 1) / (width.max(height).max(1) + 2)).min(DEFAULT_CELL_SIZE);
    let sizes = style.sizes(auto_cell)?;
    let side =
        |cells: u32| 2 * u64::from(sizes.margin) + u64::from(cells) * u64::from(sizes.cell) + u64::from(sizes.wall);
    let (image_width, image_height) = (side(width), side(height));
    if image_width * image_height > MAX_PIXELS {
        return Err(StyleError(format!(
            "a {image_width}×{image_height} px image is over the limit of {MAX_PIXELS} pixels: use a smaller cell size"
        )));
    }
    Ok((sizes, (image_width as u32, image_height as u32)))
}

/// Fills one pixel row across the maze: for each cell, `wall` pixels then `cell - wall`
/// pixels, coloured by `colors(cell byte)`; then the closing post on the east side.
#[inline]
fn draw_line(line: &mut [u8], margin: usize, cell: usize, wall: usize, cells: &[u8], colors: impl Fn(u8) -> (u8, u8)) {
    let inner = &mut line[margin..];
    for (chunk, &c) in inner.chunks_exact_mut(cell).zip(cells) {
        let (post, rest) = colors(c);
        chunk[..wall].fill(post);
        chunk[wall..].fill(rest);
    }
    let east = margin + cells.len() * cell;
    line[east..east + wall].fill(WALL);
}

/// Copies the first `width`-long row of `rows` over all the others.
fn repeat_first_row(rows: &mut [u8], width: usize) {
    let (first, rest) = rows.split_at_mut(width);
    for row in rest.chunks_exact_mut(width) {
        row.copy_from_slice(first);
    }
}

/// For each row of a `size`×`size` square, the columns a centred disc covers.
fn disc_rows(size: usize) -> impl Iterator<Item = (usize, usize)> {
    let radius = size as f64 / 2.0;
    (0..size).map(move |r| {
        if size <= 3 {
            return (0, size);
        }
        let dy = r as f64 + 0.5 - radius;
        let half = (radius * radius - dy * dy).max(0.0).sqrt();
        let from = ((radius - half).round() as usize).min((size - 1) / 2);
        (from, size - from)
    })
}

/// The maze as an RGB image, with `path` (and its ends) drawn if given.
pub fn render(maze: &Maze, path: Option<&[Pos]>, style: &Style) -> Result<RgbBuffer, StyleError> {
    Ok(Png::new(maze, style)?.marks(Marks::from(path)).render())
}

/// Writes the maze as PNG to `out`, with `path` (and its ends) drawn if given.
/// A style whose sizes do not fit is an [`io::ErrorKind::InvalidInput`] error.
pub fn write(maze: &Maze, path: Option<&[Pos]>, style: &Style, out: impl Write) -> io::Result<()> {
    Png::new(maze, style)?.marks(Marks::from(path)).write(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Algorithm;

    #[test]
    fn auto_cells_shrink_for_big_mazes() {
        let size = |w, h| Png::new(&Maze::new(w, h).unwrap(), &Style::default()).unwrap().sizes();
        assert_eq!(size(40, 25).cell, DEFAULT_CELL_SIZE);
        assert_eq!(size(2000, 10).cell, 4);
        assert_eq!(size(4000, 4000), Sizes { cell: 2, wall: 1, margin: 2 });
        let huge = Style { cell_size: Some(100), ..Style::default() };
        let err = Png::new(&Maze::new(5000, 5000).unwrap(), &huge).unwrap_err();
        assert!(err.to_string().contains("smaller cell size"), "{err}");
    }

    #[test]
    fn discs_are_symmetric() {
        for size in 1..30 {
            for (from, to) in disc_rows(size) {
                assert!(from < to && to <= size, "{size}: {from}..{to}");
                assert_eq!(from, size - to, "{size}: centred");
            }
        }
    }

    #[test]
    fn written_and_rendered_images_agree() {
        let maze = Algorithm::Kruskal.generate(7, 5, 3).unwrap();
        let path = crate::Solver::Bfs.solve(&maze, Pos::new(0, 0), Pos::new(6, 4)).unwrap().path;
        for cell_size in [2, 3, 9, 16] {
            let style = Style { cell_size: Some(cell_size), ..Style::default() };
            let mut bytes = Vec::new();
            write(&maze, Some(&path), &style, &mut bytes).unwrap();
            let decoded = image::load_from_memory(&bytes).unwrap().to_rgb8();
            let rendered = render(&maze, Some(&path), &style).unwrap();
            assert_eq!(decoded.dimensions(), rendered.dimensions());
            assert_eq!(decoded.as_raw(), rendered.as_bytes(), "cell size {cell_size}");
        }
    }
}
