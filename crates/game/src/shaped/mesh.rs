//! The shaped board's meshes: [`Triangles`] gathers a layer's triangles (cells as fans from
//! their centres, thick segments for walls and the route) and makes one mesh of them; [`world`]
//! places the drawing's points in the world, [`UNIT`] world units a drawing unit.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

use crate::maze::shape::Graph;
use crate::maze::shape::geometry::Point;

/// World units (unzoomed pixels) a drawing unit: a cell is about this wide.
pub(super) const UNIT: f32 = 24.0;

/// Where a drawing point goes in the world: the drawing centred, y up.
pub(super) fn world(graph: &Graph, p: Point) -> Vec2 {
    let (w, h) = graph.extent();
    Vec2::new((p.x - w / 2.0) as f32, (h / 2.0 - p.y) as f32) * UNIT
}

/// Triangles for one mesh.
#[derive(Default)]
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
            let points: Vec<Vec2> = side.points(pieces(side.length())).into_iter().map(|p| world(graph, p)).collect();
            for pair in points.windows(2) {
                self.triangle(centre, pair[0], pair[1]);
            }
        }
    }

    pub(super) fn mesh(self) -> Mesh {
        let uvs = vec![[0.0f32, 0.0]; self.positions.len()];
        Mesh::new(PrimitiveTopology::TriangleList, RenderAssetUsages::default())
            .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, self.positions)
            .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
            .with_inserted_indices(Indices::U32(self.indices))
    }
}

/// Straight pieces for a side: arcs get one about every fifth of a unit.
pub(super) fn pieces(length: f64) -> usize {
    (length * 5.0).ceil().max(1.0) as usize
}
