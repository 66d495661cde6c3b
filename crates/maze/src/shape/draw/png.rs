//! PNG: the [`Drawing`] rasterised with anti-aliased strokes (each wall and door a capsule,
//! arcs cut into short chords), written with the `png` encoder. The default cell size shrinks for big
//! mazes so the image stays under [`MAX_PIXELS`].

use std::io::{self, Write};

use super::{Drawing, Point, Side, size_of};
use crate::export::{Color, DEFAULT_CELL_SIZE, MIN_CELL_SIZE, Style, StyleError};
use crate::shape::{Shape, ShapedMaze};

/// The most pixels a PNG may have (3 bytes each in memory).
pub const MAX_PIXELS: u64 = 100_000_000;

/// A PNG's cell size, and its width and height in whole pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fit {
    pub cell: u32,
    pub width: u32,
    pub height: u32,
}

/// The cell size and the size in pixels of the PNG of any maze of `shape`: the style's cell
/// size, or the default shrunk until the image is at most [`MAX_PIXELS`]; an error if it
/// cannot be. Needs the shape alone, so an image too big is refused before its maze is
/// made; [`drawing`] draws at this size ([`super::size_of`], rounded up to whole pixels).
pub fn fit(shape: Shape, style: &Style) -> Result<Fit, StyleError> {
    let mut cell = DEFAULT_CELL_SIZE;
    loop {
        let (width, height) = whole_pixels(size_of(shape, style, cell)?);
        if u64::from(width) * u64::from(height) <= MAX_PIXELS {
            return Ok(Fit { cell, width, height });
        }
        if let Some(given) = style.cell_size {
            return Err(StyleError(format!(
                "{shape} at cell size {given} is a {width}×{height} PNG, over the limit of {MAX_PIXELS} pixels: \
                 pass a smaller --cell-size, or write SVG"
            )));
        }
        if cell <= MIN_CELL_SIZE {
            return Err(StyleError(format!(
                "{shape} is a {width}×{height} PNG even at the smallest cell size ({MIN_CELL_SIZE}), over the limit \
                 of {MAX_PIXELS} pixels: make it smaller, or write SVG"
            )));
        }
        cell -= 1;
    }
}

/// The style's cell size, or the default shrunk until the image fits ([`fit`]).
pub fn drawing<'a>(maze: &'a ShapedMaze, style: &Style) -> Result<Drawing<'a>, StyleError> {
    let fit = fit(maze.graph().shape(), style)?;
    Drawing::new(maze, style, fit.cell)
}

/// A drawing's size in whole pixels (rounded up).
fn whole_pixels((w, h): (f64, f64)) -> (u32, u32) {
    (w.ceil() as u32, h.ceil() as u32)
}

/// An RGB canvas to draw strokes on.
struct Canvas {
    width: usize,
    height: usize,
    pixels: Vec<u8>,
}

impl Canvas {
    fn new(width: usize, height: usize, floor: Color) -> Canvas {
        Canvas { width, height, pixels: floor.0.repeat(width * height) }
    }

    /// A straight stroke of `width` from `a` to `b` with round ends (a dot when a = b).
    fn stroke(&mut self, a: Point, b: Point, width: f64, color: Color) {
        let half = width / 2.0;
        let x0 = (a.x.min(b.x) - half - 1.0).floor().max(0.0) as usize;
        let y0 = (a.y.min(b.y) - half - 1.0).floor().max(0.0) as usize;
        let x1 = ((a.x.max(b.x) + half + 1.0).ceil() as usize).min(self.width);
        let y1 = ((a.y.max(b.y) + half + 1.0).ceil() as usize).min(self.height);
        let (dx, dy) = (b.x - a.x, b.y - a.y);
        let length2 = dx * dx + dy * dy;
        for y in y0..y1 {
            for x in x0..x1 {
                let p = Point::new(x as f64 + 0.5, y as f64 + 0.5);
                let t =
                    if length2 > 0.0 { (((p.x - a.x) * dx + (p.y - a.y) * dy) / length2).clamp(0.0, 1.0) } else { 0.0 };
                let distance = p.distance(Point::new(a.x + t * dx, a.y + t * dy));
                let cover = (half + 0.5 - distance).clamp(0.0, 1.0);
                if cover > 0.0 {
                    self.blend(x, y, color, cover);
                }
            }
        }
    }

    /// Fills the polygon `outline` (its corners in order) with `color`: each pixel whose
    /// centre is inside it (even-odd rule), half-way pixels too on the edges the walls cover.
    fn fill(&mut self, outline: &[Point], color: Color) {
        let (mut x0, mut y0, mut x1, mut y1) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
        for p in outline {
            (x0, y0, x1, y1) = (x0.min(p.x), y0.min(p.y), x1.max(p.x), y1.max(p.y));
        }
        let columns = (x0.floor().max(0.0) as usize)..(x1.ceil().max(0.0) as usize).min(self.width);
        for y in (y0.floor().max(0.0) as usize)..(y1.ceil().max(0.0) as usize).min(self.height) {
            let py = y as f64 + 0.5;
            for x in columns.clone() {
                let px = x as f64 + 0.5;
                let mut inside = false;
                for (a, b) in outline.iter().zip(outline.iter().cycle().skip(1)) {
                    if (a.y > py) != (b.y > py) && px < a.x + (py - a.y) / (b.y - a.y) * (b.x - a.x) {
                        inside = !inside;
                    }
                }
                if inside {
                    let at = (y * self.width + x) * 3;
                    self.pixels[at..at + 3].copy_from_slice(&color.0);
                }
            }
        }
    }

    /// A filled triangle, its edges smoothed over about a pixel.
    fn triangle(&mut self, corners: [Point; 3], color: Color) {
        let xs = corners.map(|p| p.x);
        let ys = corners.map(|p| p.y);
        let low = |v: [f64; 3]| (v.iter().copied().fold(f64::MAX, f64::min) - 1.0).floor().max(0.0) as usize;
        let high =
            |v: [f64; 3], most: usize| ((v.iter().copied().fold(f64::MIN, f64::max) + 1.0).ceil() as usize).min(most);
        // The signed distance from each edge, inwards positive whichever way round the corners go.
        let turn = (corners[1].x - corners[0].x) * (corners[2].y - corners[0].y)
            - (corners[1].y - corners[0].y) * (corners[2].x - corners[0].x);
        let inside = |p: Point| {
            (0..3)
                .map(|k| {
                    let (a, b) = (corners[k], corners[(k + 1) % 3]);
                    let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
                    cross.signum() * turn.signum() * cross.abs() / a.distance(b).max(1e-9)
                })
                .fold(f64::MAX, f64::min)
        };
        for y in low(ys)..high(ys, self.height) {
            for x in low(xs)..high(xs, self.width) {
                let cover = (inside(Point::new(x as f64 + 0.5, y as f64 + 0.5)) + 0.5).clamp(0.0, 1.0);
                if cover > 0.0 {
                    self.blend(x, y, color, cover);
                }
            }
        }
    }

    /// Mixes `color` into the pixel at `x`, `y` by `cover` (0 to 1).
    fn blend(&mut self, x: usize, y: usize, color: Color, cover: f64) {
        let at = (y * self.width + x) * 3;
        for (channel, &ink) in self.pixels[at..at + 3].iter_mut().zip(&color.0) {
            *channel = (f64::from(*channel) * (1.0 - cover) + f64::from(ink) * cover).round() as u8;
        }
    }

    /// A side: a line, or an arc as chords about two pixels long.
    fn side(&mut self, side: &Side, width: f64, color: Color) {
        let pieces = (side.length() / 2.0).ceil().max(1.0) as usize;
        for pair in side.points(pieces).windows(2) {
            self.stroke(pair[0], pair[1], width, color);
        }
    }
}

impl Drawing<'_> {
    /// The drawing as RGB bytes, row by row, with its width and height.
    pub fn render(&self) -> (u32, u32, Vec<u8>) {
        let (width, height) = whole_pixels(self.size());
        let (width, height) = (width as usize, height as usize);
        let mut canvas = Canvas::new(width, height, self.palette.floor);
        for (outline, shade) in self.shaded_cells() {
            canvas.fill(&outline, shade);
        }
        for wall in self.walls() {
            canvas.side(&wall, self.wall, self.palette.wall);
        }
        for (corners, colour) in self.stair_marks() {
            canvas.triangle(corners, colour);
        }
        for piece in self.route_pieces().unwrap_or_default() {
            for pair in piece.windows(2) {
                canvas.stroke(pair[0], pair[1], self.route_width(), self.palette.path);
            }
        }
        // Doors fill their wall's place, over the route.
        for bar in self.door_bars() {
            canvas.side(&bar, self.wall, self.palette.door);
        }
        if let Some((start, goal, radius)) = self.end_dots() {
            canvas.stroke(start, start, 2.0 * radius, self.palette.start);
            canvas.stroke(goal, goal, 2.0 * radius, self.palette.goal);
        }
        (width as u32, height as u32, canvas.pixels)
    }

    /// Writes the drawing as a PNG.
    pub fn write_png(&self, out: &mut dyn Write) -> io::Result<()> {
        let (width, height, pixels) = self.render();
        let mut encoder = png::Encoder::new(out, width, height);
        encoder.set_color(png::ColorType::Rgb);
        encoder.set_depth(png::BitDepth::Eight);
        let mut writer = encoder.write_header().map_err(io::Error::other)?;
        writer.write_image_data(&pixels).map_err(io::Error::other)?;
        writer.finish().map_err(io::Error::other)
    }
}
