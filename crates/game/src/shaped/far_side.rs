//! A wrapped maze seen past its edges: what lies across an edge that wraps is drawn beyond
//! it, faint on the ground outside the maze, so the window shows where a mouse leaving by an
//! edge comes in (the board's walls again, moved by the board's width or height; only
//! without fog, which would otherwise show the unseen).

use bevy::prelude::*;

use super::mesh::UNIT;
use crate::maze::shape::{Graph, Shape};

/// How strongly the far side's walls are drawn, against the board's own.
pub(super) const FAINT: f32 = 0.3;

/// Where the board is drawn again past each edge that wraps, in world units: two places
/// for a cylinder, eight round a torus; none for a maze that does not wrap.
pub(super) fn offsets(graph: &Graph) -> Vec<Vec2> {
    let Shape::Wrapped { width, height, wrap } = graph.shape() else { return Vec::new() };
    let size = Vec2::new(width as f32, height as f32) * UNIT;
    let steps = |wraps: bool| if wraps { vec![-1.0, 0.0, 1.0] } else { vec![0.0] };
    let mut places = Vec::new();
    for x in steps(wrap.x()) {
        for y in steps(wrap.y()) {
            if (x, y) != (0.0, 0.0) {
                places.push(Vec2::new(x, y) * size);
            }
        }
    }
    places
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::shape::Wrap;

    #[test]
    fn a_cylinder_is_drawn_again_on_its_two_sides_and_a_torus_all_round() {
        let graph = |wrap| Graph::new(Shape::Wrapped { width: 6, height: 4, wrap }).unwrap();
        let across = offsets(&graph(Wrap::X));
        assert_eq!(across, vec![Vec2::new(-6.0 * UNIT, 0.0), Vec2::new(6.0 * UNIT, 0.0)]);
        assert!(offsets(&graph(Wrap::Y)).iter().all(|o| o.x == 0.0 && o.y.abs() == 4.0 * UNIT));
        assert_eq!(offsets(&graph(Wrap::XY)).len(), 8);
        assert!(offsets(&Graph::new(Shape::Square { width: 6, height: 4 }).unwrap()).is_empty());
    }
}
