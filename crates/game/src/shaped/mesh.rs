//! The shaped board's meshes: [`Triangles`] gathers triangles (cells as fans from their
//! centres, thick segments for walls and the route) and makes one mesh of them; [`Chunks`]
//! cuts a layer into squares of the world, a mesh each, so the renderer skips the ones out
//! of view (a followed maze shows a few dozen of hundreds: under software rendering, a
//! 120×90 hex field drawn as one mesh a layer ran at 39 % of the renderer's ceiling);
//! [`world`] places the drawing's points in the world, [`UNIT`] world units a drawing unit.

use std::collections::BTreeMap;

use bevy::asset::RenderAssetUsages;
use bevy::camera::primitives::Aabb;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

use crate::maze::shape::Graph;
use crate::maze::shape::geometry::{Point, Side};

/// World units (unzoomed pixels) a drawing unit: a cell is about this wide.
pub(super) const UNIT: f32 = 24.0;
/// A wall's thickness, in cells (times [`UNIT`] in world units).
pub(super) const WALL: f32 = 0.2;

/// Where a drawing point goes in the world: the drawing centred, y up.
pub(super) fn world(graph: &Graph, p: Point) -> Vec2 {
    let (w, h) = graph.extent();
    Vec2::new((p.x - w / 2.0) as f32, (h / 2.0 - p.y) as f32) * UNIT
}

/// Where the way through `slot` of `cell` leads in the world, from the cell's centre: to the
/// next cell's centre, or across a wrapped edge on past the edge ([`Graph::way_step`]); `None`
/// for stairs and empty slots.
pub(super) fn step(graph: &Graph, cell: u32, slot: usize) -> Option<Vec2> {
    graph.way_step(cell, slot).map(|p| Vec2::new(p.x as f32, -p.y as f32) * UNIT)
}

/// Triangles for one mesh.
#[derive(Clone, Default)]
pub(super) struct Triangles {
    positions: Vec<[f32; 3]>,
    indices: Vec<u32>,
}

impl Triangles {
    pub(super) fn triangle(&mut self, a: Vec2, b: Vec2, c: Vec2) {
        let first = self.positions.len() as u32;
        self.positions.extend([a, b, c].map(|p| [p.x, p.y, 0.0]));
        self.indices.extend([first, first + 1, first + 2]);
    }

    /// A thick line from `a` to `b`, its ends stretched by half its width so corners meet.
    pub(super) fn segment(&mut self, a: Vec2, b: Vec2, width: f32) {
        let along = (b - a).normalize_or_zero() * width / 2.0;
        let across = along.perp();
        let (a, b) = (a - along, b + along);
        self.triangle(a - across, b - across, b + across);
        self.triangle(a - across, b + across, a + across);
    }

    /// A cell filled: a fan from its centre over each of its sides.
    pub(super) fn cell(&mut self, graph: &Graph, cell: u32) {
        let centre = world(graph, graph.centre(cell));
        for (side, _) in graph.sides(cell) {
            for pair in side_points(graph, &side).windows(2) {
                self.triangle(centre, pair[0], pair[1]);
            }
        }
    }

    /// Every triangle's corners (what the tests check).
    #[cfg(test)]
    pub(super) fn list(&self) -> Vec<[Vec2; 3]> {
        let at = |i: u32| Vec3::from(self.positions[i as usize]).truncate();
        self.indices.chunks(3).map(|t| [at(t[0]), at(t[1]), at(t[2])]).collect()
    }

    /// The box round every point, if there is one.
    fn bounds(&self) -> Option<Aabb> {
        let mut points = self.positions.iter().map(|&p| Vec3::from(p));
        let first = points.next()?;
        let (low, high) = points.fold((first, first), |(low, high), p| (low.min(p), high.max(p)));
        Some(Aabb::from_min_max(low, high))
    }

    pub(super) fn mesh(self) -> Mesh {
        let uvs = vec![[0.0f32, 0.0]; self.positions.len()];
        Mesh::new(PrimitiveTopology::TriangleList, RenderAssetUsages::default())
            .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, self.positions)
            .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
            .with_inserted_indices(Indices::U32(self.indices))
    }
}

/// How far a straight piece may stray from its arc, in drawing units: under a pixel at the
/// followed zoom (40 pixels a unit).
const ARC_STRAY: f64 = 0.02;

/// The points of a side, in the world: a line's two ends; an arc cut into the fewest
/// straight pieces that stay within [`ARC_STRAY`] of it (a wide outer ring's cell is one or
/// two pieces, the centre's small rings a few: five a unit everywhere drew a 40-ring
/// circle at 29 % of the renderer's ceiling).
pub(super) fn side_points(graph: &Graph, side: &Side) -> Vec<Vec2> {
    let pieces = match *side {
        Side::Line(..) => 1,
        Side::Arc { radius, from, to, .. } => {
            let widest = 2.0 * (1.0 - ARC_STRAY / radius.max(ARC_STRAY)).acos();
            ((to - from).abs() / widest.max(1e-3)).ceil().clamp(1.0, 256.0) as usize
        }
    };
    side.points(pieces).into_iter().map(|p| world(graph, p)).collect()
}

/// World units a side of a chunk: twelve cells or so.
const CHUNK: f32 = 12.0 * UNIT;

/// A layer's triangles cut by where they are: each piece of it goes to the chunk of a point
/// the caller names (a cell's centre, a wall's middle), so neighbouring chunks overlap a
/// little and nothing is cut in two.
#[derive(Clone, Default)]
pub(super) struct Chunks(BTreeMap<(i32, i32), Triangles>);

/// One layer drawn as one mesh (what is never culled: it reaches past any view).
impl From<Triangles> for Chunks {
    fn from(triangles: Triangles) -> Chunks {
        Chunks(BTreeMap::from([((0, 0), triangles)]))
    }
}

impl Chunks {
    /// The triangles of the chunk holding `at`.
    pub(super) fn at(&mut self, at: Vec2) -> &mut Triangles {
        let key = ((at.x / CHUNK).floor() as i32, (at.y / CHUNK).floor() as i32);
        self.0.entry(key).or_default()
    }

    /// The triangles of the piece that reaches past any view (never culled).
    pub(super) fn everywhere(&mut self) -> &mut Triangles {
        self.0.entry((i32::MAX, i32::MAX)).or_default()
    }

    /// Every chunk's triangles, each as its three corners.
    #[cfg(test)]
    pub(super) fn list(&self) -> Vec<[Vec2; 3]> {
        self.0.values().flat_map(Triangles::list).collect()
    }

    /// A cell filled, in the chunk of its centre.
    pub(super) fn cell(&mut self, graph: &Graph, cell: u32) {
        self.at(world(graph, graph.centre(cell))).cell(graph, cell);
    }

    /// A thick line, in the chunk of its middle.
    pub(super) fn segment(&mut self, a: Vec2, b: Vec2, width: f32) {
        self.at((a + b) / 2.0).segment(a, b, width);
    }

    /// Each chunk's mesh with the box round it (what the renderer culls by).
    pub(super) fn meshes(self) -> impl Iterator<Item = (Mesh, Aabb)> {
        self.0.into_values().filter_map(|triangles| Some((triangles.bounds()?, triangles)).map(|(b, t)| (t.mesh(), b)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::shape::Shape;

    #[test]
    fn arcs_are_cut_finely_only_where_they_bend_sharply() {
        let graph = Graph::new(Shape::Polar { rings: 40 }).unwrap();
        let (mut most_stray, mut pieces, mut arcs) = (0.0f64, 0, 0);
        for cell in 0..graph.len() as u32 {
            for (side, _) in graph.sides(cell) {
                let Side::Arc { centre, radius, .. } = side else { continue };
                let points = side_points(&graph, &side);
                for pair in points.windows(2) {
                    // The chord's middle is where it strays most from the arc.
                    let middle = world(&graph, centre).distance((pair[0] + pair[1]) / 2.0) / UNIT;
                    most_stray = most_stray.max(radius - f64::from(middle));
                }
                (pieces, arcs) = (pieces + points.len() - 1, arcs + 1);
            }
        }
        assert!(most_stray <= ARC_STRAY + 1e-4, "a chord strays {most_stray} units from its arc");
        assert!(pieces < 2 * arcs, "{pieces} pieces for {arcs} arcs: about one an arc on a big circle");
    }

    #[test]
    fn a_big_field_is_cut_into_chunks_each_with_its_box() {
        let graph = Graph::new(Shape::Hex { width: 120, height: 90 }).unwrap();
        let mut floor = Chunks::default();
        for cell in 0..graph.len() as u32 {
            floor.cell(&graph, cell);
        }
        let chunks: Vec<(Mesh, Aabb)> = floor.meshes().collect();
        assert!(chunks.len() > 100, "{} chunks", chunks.len());
        let widest = chunks.iter().map(|(_, b)| 2.0 * b.half_extents.x).fold(0.0, f32::max);
        assert!(widest < 2.0 * CHUNK, "a chunk {widest} world units wide");
    }
}
