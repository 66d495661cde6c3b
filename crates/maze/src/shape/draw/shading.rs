//! Distance colouring: each cell's floor shaded by its steps from the start (a breadth-first
//! search over the open passages), from [`NEAR`] at the start to [`FAR`] at the farthest cell,
//! in a straight line between the two colours (so each channel goes one way with the
//! distance). Both are pale, so the dark walls and the blue route stay readable over them. A
//! cell no passage reaches keeps the floor colour. Square mazes are drawn this way through the
//! square graph (`crate::knobs::as_shaped`), so every shape shades alike.

use super::{Drawing, Point};
use crate::distances::{UNREACHED, steps_from};
use crate::export::Color;

/// The shade of the start.
pub const NEAR: Color = Color::rgb(0xc8, 0xf0, 0xdc);
/// The shade of the cell farthest from the start.
pub const FAR: Color = Color::rgb(0xf8, 0xb0, 0x90);

/// The shade of a cell `steps` from the start when the farthest is `most` steps away.
pub fn shade(steps: u32, most: u32) -> Color {
    let t = if most == 0 { 0.0 } else { f64::from(steps) / f64::from(most) };
    let mix = |near: u8, far: u8| (f64::from(near) + (f64::from(far) - f64::from(near)) * t).round() as u8;
    Color([mix(NEAR.0[0], FAR.0[0]), mix(NEAR.0[1], FAR.0[1]), mix(NEAR.0[2], FAR.0[2])])
}

impl<'a> Drawing<'a> {
    /// Shades each cell's floor by its steps from `start` ([`shade`]), under the walls, the
    /// route and the doors.
    ///
    /// ```
    /// use mousemaze_maze::shape::draw::{Drawing, shading};
    /// use mousemaze_maze::shape::{Graph, Shape, generate::generate};
    /// use mousemaze_maze::{Algorithm, export::Style};
    ///
    /// let maze = generate(Graph::new(Shape::Polar { rings: 4 }).unwrap(), Algorithm::Prim, 1).unwrap();
    /// let plain = Drawing::new(&maze, &Style::default(), 20).unwrap();
    /// let shaded = Drawing::new(&maze, &Style::default(), 20).unwrap().shade_by_distance(0);
    /// assert_ne!(plain.render().2, shaded.render().2);
    /// assert_eq!(shading::shade(0, 9), shading::NEAR);
    /// ```
    pub fn shade_by_distance(mut self, start: u32) -> Drawing<'a> {
        let steps = steps_from(self.maze, start as usize);
        let most = steps.iter().copied().filter(|&s| s != UNREACHED).max().unwrap_or(0);
        self.shades = Some(steps.into_iter().map(|s| (s != UNREACHED).then(|| shade(s, most))).collect());
        self
    }

    /// Each shaded cell's outline in pixels (its sides' points, arcs as short chords, in
    /// order round its centre) and its shade.
    pub(super) fn shaded_cells(&self) -> impl Iterator<Item = (Vec<Point>, Color)> + '_ {
        let graph = self.maze.graph();
        let shades = self.shades.as_deref().unwrap_or(&[]);
        shades.iter().enumerate().filter_map(move |(cell, shade)| {
            let shade = (*shade)?;
            let centre = graph.centre(cell as u32);
            let mut points: Vec<Point> = graph
                .sides(cell as u32)
                .into_iter()
                .flat_map(|(side, _)| side.points((side.length() * 4.0).ceil().max(1.0) as usize))
                .collect();
            let angle = |p: &Point| (p.y - centre.y).atan2(p.x - centre.x);
            points.sort_by(|a, b| angle(a).total_cmp(&angle(b)));
            points.dedup_by(|a, b| a.distance(*b) < 1e-9);
            Some((points.into_iter().map(|p| self.to_pixels(p)).collect(), shade))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Algorithm;
    use crate::export::Style;
    use crate::shape::generate::generate;
    use crate::shape::solve::solve;
    use crate::shape::{Graph, Shape};

    fn png_of(drawing: &Drawing) -> image::RgbImage {
        let mut bytes = Vec::new();
        drawing.write_png(&mut bytes).unwrap();
        image::load_from_memory(&bytes).unwrap().to_rgb8()
    }

    #[test]
    fn shades_go_with_the_distance_along_the_route_on_every_shape() {
        let shapes = [
            Shape::Square { width: 14, height: 9 },
            Shape::Hex { width: 11, height: 8 },
            Shape::Triangle { width: 16, height: 7 },
            Shape::Polar { rings: 7 },
        ];
        for shape in shapes {
            let maze = generate(Graph::new(shape).unwrap(), Algorithm::Backtracker, 3).unwrap();
            let (start, goal) = maze.default_ends();
            let style = Style::default();
            let plain = png_of(&Drawing::new(&maze, &style, 24).unwrap());
            let drawing = Drawing::new(&maze, &style, 24).unwrap().shade_by_distance(start);
            let shaded = png_of(&drawing);
            assert_eq!(plain.dimensions(), shaded.dimensions(), "{shape}");
            assert_ne!(plain, shaded, "{shape}: shading changes the picture");
            let route = solve(&maze, crate::Solver::Bfs, start, goal).unwrap();
            let colours: Vec<[u8; 3]> = route
                .iter()
                .map(|&cell| {
                    let p = drawing.to_pixels(maze.graph().centre(cell));
                    shaded.get_pixel(p.x as u32, p.y as u32).0
                })
                .collect();
            assert_eq!(colours[0], NEAR.0, "{shape}: the start");
            for pair in colours.windows(2) {
                // Red grows, green and blue fall with the distance (NEAR to FAR).
                assert!(
                    pair[0][0] <= pair[1][0] && pair[0][1] >= pair[1][1] && pair[0][2] >= pair[1][2],
                    "{shape}: {pair:?}"
                );
            }
            assert!(colours[colours.len() - 1][0] > colours[0][0] + 20, "{shape}: the goal is far");
        }
    }
}
