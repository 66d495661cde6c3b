//! The ways a drawing shows apart from the cells they join ([`crate::shape::Graph::is_seam`]):
//! stairs between floors, drawn as a small triangle in the cell (pointing up in its top-right
//! corner for the stairs up, down in its bottom-left one for the stairs down; in the door
//! colour when a door is on them), and passages across a wrapped edge, whose route is drawn to
//! the edge it leaves by and on from the edge it enters by.

use super::{Drawing, Point, Side};
use crate::export::Color;
use crate::shape::floors::stair_mark;
use crate::shape::{DOWN, Shape, UP};

impl Drawing<'_> {
    /// The route's lines through the cells' centres, in pixels: one piece, broken where the
    /// route takes a seam; across a wrapped edge each piece runs to the edge.
    pub(super) fn route_pieces(&self) -> Option<Vec<Vec<Point>>> {
        let graph = self.maze.graph();
        let route = self.route?;
        let mut pieces = vec![Vec::new()];
        for (i, &cell) in route.iter().enumerate() {
            if let Some(&before) = i.checked_sub(1).and_then(|j| route.get(j))
                && let Some(slot) = graph.slot_of(before, cell).filter(|&s| graph.is_seam(before, s))
            {
                let back = graph.reverse_slot(before, slot, cell);
                pieces.last_mut().expect("a piece").extend(self.side_middle(before, slot));
                pieces.push(self.side_middle(cell, back).into_iter().collect());
            }
            pieces.last_mut().expect("a piece").push(self.to_pixels(graph.centre(cell)));
        }
        Some(pieces)
    }

    /// The middle of the side of `cell` facing `slot`, in pixels, if it has one.
    fn side_middle(&self, cell: u32, slot: usize) -> Option<Point> {
        let (side, _) = self.maze.graph().sides(cell).into_iter().find(|(_, faces)| *faces == Some(slot))?;
        Some(match self.side_in_pixels(side) {
            Side::Line(a, b) => Point::new((a.x + b.x) / 2.0, (a.y + b.y) / 2.0),
            arc => arc.points(2)[1],
        })
    }

    /// Each open stair's triangle, in pixels, with its colour (the door colour when a door is
    /// on the stairs, else the wall's).
    pub(super) fn stair_marks(&self) -> Vec<([Point; 3], Color)> {
        let graph = self.maze.graph();
        if !matches!(graph.shape(), Shape::Floors { .. }) {
            return Vec::new();
        }
        let mut marks = Vec::new();
        for cell in 0..self.maze.len() as u32 {
            for slot in [UP, DOWN].into_iter().filter(|&s| self.maze.is_open(cell, s)) {
                let Some(corners) = stair_mark(graph.centre(cell), slot) else { continue };
                let on_door = self.doors.is_some_and(|d| d.has_door(self.maze, cell as usize, slot));
                let colour = if on_door { self.palette.door } else { self.palette.wall };
                marks.push((corners.map(|p| self.to_pixels(p)), colour));
            }
        }
        marks
    }

    /// The sides a door's bar is drawn on: the side of its cell facing its slot and, across a
    /// seam, the neighbour's side facing back (a wrapped edge's door shows on both edges).
    pub(super) fn door_sides(&self, cell: u32, slot: usize) -> Vec<Side> {
        let graph = self.maze.graph();
        let facing = |cell: u32, slot: usize| {
            graph.sides(cell).into_iter().find(|(_, faces)| *faces == Some(slot)).map(|(side, _)| side)
        };
        let mut sides: Vec<Side> = facing(cell, slot).into_iter().collect();
        let neighbour = graph.neighbours(cell).get(slot).copied().filter(|&n| n != crate::shape::NONE);
        if let Some(n) = neighbour.filter(|_| graph.is_seam(cell, slot)) {
            sides.extend(facing(n, graph.reverse_slot(cell, slot, n)));
        }
        sides
    }
}

#[cfg(test)]
mod tests {
    use crate::Algorithm;
    use crate::export::Style;
    use crate::shape::draw::Drawing;
    use crate::shape::generate::generate;
    use crate::shape::{Graph, Shape, Wrap};

    #[test]
    fn a_route_breaks_at_every_seam_it_takes() {
        let shapes =
            [Shape::Floors { width: 5, height: 4, floors: 3 }, Shape::Wrapped { width: 6, height: 5, wrap: Wrap::XY }];
        for shape in shapes {
            let maze = generate(Graph::new(shape).unwrap(), Algorithm::Kruskal, 2).unwrap();
            let graph = maze.graph();
            let (start, goal) = maze.default_ends();
            let route = crate::shape::solve::solve(&maze, crate::Solver::Bfs, start, goal).unwrap();
            let seams =
                route.windows(2).filter(|p| graph.slot_of(p[0], p[1]).is_some_and(|s| graph.is_seam(p[0], s))).count();
            let drawing = Drawing::new(&maze, &Style::default(), 10).unwrap().route(&route);
            let pieces = drawing.route_pieces().unwrap();
            assert_eq!(pieces.len(), seams + 1, "{shape}");
            // Every line drawn is at most a cell long: no line jumps across the drawing.
            for pair in pieces.iter().flat_map(|piece| piece.windows(2)) {
                assert!(pair[0].distance(pair[1]) <= 10.0 + 1e-9, "{shape}: {pair:?}");
            }
        }
    }
}
