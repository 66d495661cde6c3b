//! Drawing a maze of any shape: PNG ([`png`]), SVG ([`svg`], polar walls as true arcs) and
//! JSON ([`json`], the graph itself for any program to read).
//!
//! Both images draw the same [`Drawing`]: the walls (a cell's side where there is no
//! neighbour, or a closed passage, each drawn once), the route through the cells' centres,
//! the doors ([`CellDoors`]: each a bar across its passage, where the wall would be, short of
//! the corners, in the door colour as on square mazes) and the start and goal as dots, in the
//! colours and sizes of the square exports' [`Style`].
//! The style's cell size is a square's side, a hex's width, a triangle's height, a ring's depth.

mod inset;
pub mod json;
pub mod png;
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
            Shape::Square { .. } | Shape::Polar { .. } | Shape::Zeta { .. } => 1.0,
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
}

impl<'a> Drawing<'a> {
    /// A drawing of `maze` with cells of `cell` pixels unless the style says (PNG passes a
    /// size that keeps big mazes in bounds).
    pub fn new(maze: &'a ShapedMaze, style: &Style, auto_cell: u32) -> Result<Drawing<'a>, StyleError> {
        let Frame { scale, wall, margin } = Frame::new(maze.graph().shape(), style, auto_cell)?;
        Ok(Drawing { maze, scale, wall, margin, palette: style.palette, route: None, ends: None, doors: None })
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

    /// Every wall to draw, in pixels (arcs keep their centre and radius). A side two cells
    /// share is drawn once; a weave is drawn inset ([`inset`]).
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
                    Some((s, n)) => (n > cell || !graph.side_is_shared(s)) && !self.maze.is_open(cell, s),
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
    /// short of the corners by the wall's width (a door of another maze's cells is left out).
    fn door_bars(&self) -> Vec<Side> {
        let graph = self.maze.graph();
        let on_maze = |cell: u32| (cell as usize) < self.maze.len();
        let doors = self.doors.into_iter().flat_map(|d| d.iter()).filter(|d| on_maze(d.cell));
        doors
            .filter_map(|door| {
                let faces = |(_, slot): &(Side, Option<usize>)| *slot == Some(usize::from(door.slot));
                let (side, _) = graph.sides(door.cell).into_iter().find(faces)?;
                Some(self.side_in_pixels(side).shortened(self.wall))
            })
            .collect()
    }

    /// The route's cell centres, in pixels.
    fn route_points(&self) -> Option<Vec<Point>> {
        let graph = self.maze.graph();
        self.route.map(|route| route.iter().map(|&c| self.to_pixels(graph.centre(c))).collect())
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
