//! Drawing a maze of any shape: PNG ([`png`]), SVG ([`svg`], polar walls as true arcs) and
//! JSON ([`json`], the graph itself for any program to read).
//!
//! Both images draw the same [`Drawing`]: the walls (a cell's side where there is no
//! neighbour, or a closed passage, each drawn once), the route through the cells' centres,
//! the doors ([`CellDoors`]: each a bar across its passage, where the wall would be, short of
//! the corners, in the door colour as on square mazes) and the start and goal as dots, in the
//! colours and sizes of the square exports' [`Style`].
//! The style's cell size is a square's side, a hex's width, a triangle's height, a ring's depth,
//! the step from one upsilon cell's centre to the next. Stairs between floors are marked with
//! small triangles, and a route breaks where it takes stairs or crosses a wrapped edge
//! (`seams.rs`).

pub mod ascii;
mod inset;
pub mod json;
pub mod png;
mod seams;
pub mod shading;
pub mod svg;
#[cfg(test)]
mod tests;

use super::geometry::{Point, Side};
use super::{NONE, Shape, ShapedMaze};
use crate::doors::CellDoors;
use crate::export::{Palette, Style, StyleError};

/// The width and height in pixels (SVG user units) of the drawing of any maze of `shape`,
/// with cells of `auto_cell` pixels unless the style says: what [`Drawing::size`] will be,
/// known before the maze is made.
pub fn size_of(shape: Shape, style: &Style, auto_cell: u32) -> Result<(f64, f64), StyleError> {
    let frame = Frame::new(shape, style, auto_cell)?;
    Ok(in_pixels(shape, frame.scale, frame.margin))
}

/// `shape`'s extent at `scale` pixels a unit, with a margin all round.
fn in_pixels(shape: Shape, scale: f64, margin: f64) -> (f64, f64) {
    let (w, h) = shape.extent();
    (w * scale + 2.0 * margin, h * scale + 2.0 * margin)
}

/// A drawing's sizes in pixels.
struct Frame {
    /// Pixels per drawing unit.
    scale: f64,
    wall: f64,
    margin: f64,
}

impl Frame {
    fn new(shape: Shape, style: &Style, auto_cell: u32) -> Result<Frame, StyleError> {
        let sizes = style.sizes(auto_cell)?;
        let unit = match shape {
            Shape::Hex { .. } | Shape::Hexagon { .. } => 3f64.sqrt(),
            // A triangle as high as a square cell is wide.
            Shape::Triangle { .. } => 3f64.sqrt() / 2.0,
            Shape::Square { .. }
            | Shape::Polar { .. }
            | Shape::Zeta { .. }
            | Shape::Upsilon { .. }
            | Shape::Floors { .. }
            | Shape::Wrapped { .. } => 1.0,
        };
        let (wall, margin) = (f64::from(sizes.wall), f64::from(sizes.margin));
        Ok(Frame { scale: f64::from(sizes.cell) / unit, wall, margin })
    }
}

/// Sizes in pixels, and what to draw.
pub struct Drawing<'a> {
    maze: &'a ShapedMaze,
    /// Pixels per drawing unit.
    scale: f64,
    wall: f64,
    margin: f64,
    palette: Palette,
    route: Option<&'a [u32]>,
    ends: Option<(u32, u32)>,
    doors: Option<&'a CellDoors>,
    /// Each cell's floor colour, when shaded ([`shading`]).
    shades: Option<Vec<Option<crate::export::Color>>>,
}

impl<'a> Drawing<'a> {
    /// A drawing of `maze` with cells of `cell` pixels unless the style says (PNG passes a
    /// size that keeps big mazes in bounds).
    pub fn new(maze: &'a ShapedMaze, style: &Style, auto_cell: u32) -> Result<Drawing<'a>, StyleError> {
        let Frame { scale, wall, margin } = Frame::new(maze.graph().shape(), style, auto_cell)?;
        let palette = style.palette;
        Ok(Drawing { maze, scale, wall, margin, palette, route: None, ends: None, doors: None, shades: None })
    }

    /// Draws `route` (and marks its ends).
    pub fn route(mut self, route: &'a [u32]) -> Drawing<'a> {
        self.route = Some(route);
        if let (Some(&first), Some(&last)) = (route.first(), route.last()) {
            self.ends = Some((first, last));
        }
        self
    }

    /// Draws `doors` (none for an empty set), each a bar across its passage.
    pub fn doors(mut self, doors: &'a CellDoors) -> Drawing<'a> {
        self.doors = (!doors.is_empty()).then_some(doors);
        self
    }

    /// Marks `start` and `goal` with dots.
    pub fn ends(mut self, start: u32, goal: u32) -> Drawing<'a> {
        self.ends = Some((start, goal));
        self
    }

    /// The image's width and height in pixels (SVG user units): [`size_of`] its shape.
    pub fn size(&self) -> (f64, f64) {
        in_pixels(self.maze.graph().shape(), self.scale, self.margin)
    }

    /// A point in drawing units, in pixels.
    fn to_pixels(&self, p: Point) -> Point {
        Point::new(p.x * self.scale + self.margin, p.y * self.scale + self.margin)
    }

    /// Every wall to draw, in pixels (arcs keep their centre and radius): a closed passage
    /// once, from its lower cell, but a side two cells do not share (a zeta diagonal's) from
    /// each, and across a wrapped edge on both edges; a weave is drawn inset ([`inset`]).
    fn walls(&self) -> impl Iterator<Item = Side> + '_ {
        let graph = self.maze.graph();
        (0..self.maze.len() as u32).flat_map(move |cell| {
            if graph.is_woven() {
                return self.inset_walls(cell).into_iter().map(|side| self.side_in_pixels(side)).collect();
            }
            let neighbours = graph.neighbours(cell);
            let walls = graph.sides(cell).into_iter().filter_map(move |(side, slot)| {
                let shown = match slot.map(|s| (s, neighbours[s])) {
                    None | Some((_, NONE)) => true,
                    Some((s, n)) => {
                        (n > cell || !graph.side_is_shared(s) || graph.is_seam(cell, s)) && !self.maze.is_open(cell, s)
                    }
                };
                shown.then(|| self.side_in_pixels(side))
            });
            walls.collect::<Vec<_>>()
        })
    }

    fn side_in_pixels(&self, side: Side) -> Side {
        match side {
            Side::Line(a, b) => Side::Line(self.to_pixels(a), self.to_pixels(b)),
            Side::Arc { centre, radius, from, to } => {
                Side::Arc { centre: self.to_pixels(centre), radius: radius * self.scale, from, to }
            }
        }
    }

    /// Each door's bar, in pixels: the side between its two cells, where the wall would be,
    /// short of the corners by the wall's width (a door of another maze's cells is left out;
    /// a door on stairs colours their mark instead).
    fn door_bars(&self) -> Vec<Side> {
        let slots = self.maze.graph().slots();
        let on_maze = |cell: u32, slot: u8| (cell as usize) < self.maze.len() && usize::from(slot) < slots;
        let doors = self.doors.into_iter().flat_map(|d| d.iter()).filter(|d| on_maze(d.cell, d.slot));
        doors
            .flat_map(|door| self.door_sides(door.cell, usize::from(door.slot)))
            .map(|side| self.side_in_pixels(side).shortened(self.wall))
            .collect()
    }

    /// The start and goal dots' centres and radius, in pixels.
    fn end_dots(&self) -> Option<(Point, Point, f64)> {
        let graph = self.maze.graph();
        let (start, goal) = self.ends?;
        let radius = (0.25 * self.scale).max(1.0);
        Some((self.to_pixels(graph.centre(start)), self.to_pixels(graph.centre(goal)), radius))
    }

    /// The route's line width.
    fn route_width(&self) -> f64 {
        (0.2 * self.scale).max(1.0)
    }
}
