//! The ground outside a shaped maze, as triangles: what lets the window's clear colour be
//! the maze's floor, so the floor costs no drawing at all (under software rendering a
//! floor mesh over the whole window took a third of a followed hex field's frame).
//!
//! Two pieces cover everything outside the maze and nothing inside it. Each cell on the
//! edge is mirrored across each of its outer sides: on hexagons and triangles the mirror is
//! the tiling's next cell, so the notches of a ragged edge are filled exactly. Then the
//! convex hull of the maze is pushed out along rays from its middle to far beyond anything
//! the camera shows: being convex, the hull's outside is tiled by those quads with no gap.
//! Between the hull and the maze lie only the notches the mirrors filled (and on a circle,
//! nothing: its outline is convex). The game's shapes have no holes (masks are not played).
//! The mirrors go in the chunks of the cells they mirror, so each view draws only those
//! near it (a split screen's half drew every one of a 120×90 hex field's 5,000); the far
//! pieces are one mesh, in every view.

use bevy::prelude::*;

use super::mesh::{Chunks, side_points, world};
use crate::maze::shape::{Graph, NONE};

/// How far out the hull is pushed, in maze widths: past any view of the maze.
const FAR: f32 = 40.0;

/// The triangles covering the outside of `graph`'s maze.
pub(super) fn outside(graph: &Graph) -> Chunks {
    let mut out = Chunks::default();
    let mut edge_points = Vec::new();
    for cell in 0..graph.len() as u32 {
        let neighbours = graph.neighbours(cell);
        let sides = graph.sides(cell);
        let outer = |slot: Option<usize>| slot.is_none_or(|s| neighbours[s] == NONE);
        if !sides.iter().any(|&(_, slot)| outer(slot)) {
            continue;
        }
        let centre = world(graph, graph.centre(cell));
        let pieces: Vec<Vec<Vec2>> = sides.iter().map(|(side, _)| side_points(graph, side)).collect();
        for ((_, slot), points) in sides.iter().zip(&pieces) {
            if !outer(*slot) {
                continue;
            }
            edge_points.extend(points);
            // A side cut in pieces (an arc) bulges past its chord: a mirror there would cover
            // the maze. Only circles have them, and a circle's hull needs no mirrors.
            let &[a, b] = points.as_slice() else { continue };
            let mirror = |p: Vec2| {
                let along = (b - a).normalize_or_zero();
                let foot = a + along * (p - a).dot(along);
                2.0 * foot - p
            };
            let near = out.at(mirror(centre));
            for pair in pieces.iter().flat_map(|points| points.windows(2)) {
                near.triangle(mirror(centre), mirror(pair[0]), mirror(pair[1]));
            }
        }
    }
    let hull = convex_hull(edge_points);
    let Some(middle) = (!hull.is_empty()).then(|| hull.iter().sum::<Vec2>() / hull.len() as f32) else {
        return out;
    };
    let (w, h) = graph.extent();
    let far = FAR * (w.max(h) as f32) * super::mesh::UNIT;
    let pushed = |p: Vec2| middle + (p - middle).normalize_or_zero() * far;
    let everywhere = out.everywhere();
    for (i, &p) in hull.iter().enumerate() {
        let q = hull[(i + 1) % hull.len()];
        everywhere.triangle(p, q, pushed(q));
        everywhere.triangle(p, pushed(q), pushed(p));
    }
    out
}

/// The convex hull of `points`, anticlockwise (Andrew's monotone chain).
fn convex_hull(mut points: Vec<Vec2>) -> Vec<Vec2> {
    points.sort_by(|a, b| a.x.total_cmp(&b.x).then(a.y.total_cmp(&b.y)));
    points.dedup_by(|a, b| a.distance_squared(*b) < 1e-6);
    if points.len() < 3 {
        return points;
    }
    let turns_left = |o: Vec2, a: Vec2, b: Vec2| (a - o).perp_dot(b - o) > 1e-4;
    let mut hull: Vec<Vec2> = Vec::with_capacity(points.len() + 1);
    for pass in [points.clone(), points.into_iter().rev().collect()] {
        let start = hull.len();
        for p in pass {
            while hull.len() >= start + 2 && !turns_left(hull[hull.len() - 2], hull[hull.len() - 1], p) {
                hull.pop();
            }
            hull.push(p);
        }
        hull.pop();
    }
    hull
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::shape::Shape;

    /// Whether `p` is inside the triangle, with a margin (positive: strictly inside by it).
    fn inside(p: Vec2, [a, b, c]: [Vec2; 3], margin: f32) -> bool {
        let area = (b - a).perp_dot(c - a);
        if area.abs() < 1e-6 {
            return false;
        }
        let s = area.signum();
        [(a, b), (b, c), (c, a)].iter().all(|&(u, v)| s * (v - u).perp_dot(p - u) / (v - u).length() > margin)
    }

    #[test]
    fn the_outside_covers_every_point_off_the_maze_and_none_on_it() {
        for shape in [
            Shape::Hex { width: 7, height: 5 },
            Shape::Hexagon { radius: 4 },
            Shape::Triangle { width: 9, height: 5 },
            Shape::Polar { rings: 5 },
        ] {
            let graph = Graph::new(shape).unwrap();
            let mut cells = crate::shaped::mesh::Triangles::default();
            for cell in 0..graph.len() as u32 {
                cells.cell(&graph, cell);
            }
            let (cells, outside) = (cells.list(), outside(&graph).list());
            let (w, h) = graph.extent();
            let half = Vec2::new(w as f32, h as f32) * crate::shaped::mesh::UNIT / 2.0 + 30.0;
            let (mut off, mut on) = (0, 0);
            for i in 0..=120 {
                for j in 0..=120 {
                    let p = -half + 2.0 * half * Vec2::new(i as f32, j as f32) / 120.0;
                    // Points right on an edge (within half a pixel) count as either.
                    let in_cell = cells.iter().any(|&t| inside(p, t, -0.5));
                    let deep_in_cell = cells.iter().any(|&t| inside(p, t, 0.5));
                    let covered = outside.iter().any(|&t| inside(p, t, -0.5));
                    let deep_covered = outside.iter().any(|&t| inside(p, t, 0.5));
                    assert!(in_cell || covered, "{shape:?}: {p} is neither in the maze nor covered");
                    assert!(!(deep_in_cell && deep_covered), "{shape:?}: {p} in the maze is covered");
                    off += usize::from(!in_cell);
                    on += usize::from(in_cell);
                }
            }
            assert!(off > 500 && on > 500, "{shape:?}: {off} points off the maze, {on} on it");
        }
    }

    #[test]
    fn a_view_draws_only_the_outside_near_it() {
        let graph = Graph::new(Shape::Hex { width: 120, height: 90 }).unwrap();
        let pieces: Vec<_> = outside(&graph).meshes().map(|(_, bounds)| bounds.half_extents.max_element()).collect();
        let unit = crate::shaped::mesh::UNIT;
        let far = pieces.iter().filter(|&&half| half > 20.0 * unit).count();
        assert_eq!(far, 1, "only the pushed-out hull reaches past a view: {far} pieces do");
        assert!(pieces.len() > 30, "the mirrors of a 120×90 field's edge in {} pieces", pieces.len());
    }
}
