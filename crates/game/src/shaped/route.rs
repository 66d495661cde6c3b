//! The route on a shaped board (H): a line through the cells' centres from the mouse to the
//! cheese, through the doors at the run's clock (the earliest arrival, as on squares), with a
//! pause sign where it waits for a door (`crate::overlay::wait_mark`, the squares' own). On a
//! weave the route over a bridge is drawn over its deck and through a tunnel under it; across
//! a wrapped edge it goes out at one side and in at the other; up or down stairs it goes on
//! on the next floor.

use bevy::prelude::*;

use super::mesh::{Chunks, UNIT, step, world};
use crate::board::CELL_SIZE;
use crate::maze::shape::ShapedMaze;
use crate::rules::{Ground, RouteKeys, Run};

/// The route's layers (over the paths, and under a weave's decks), in `colour`; `mark` spawns
/// a wait mark at each place given.
pub(super) fn route_layers(
    run: &Run<ShapedMaze>,
    colour: Color,
    mut mark: impl FnMut(Transform),
) -> [(Chunks, Color, f32); 2] {
    let (maze, graph) = (&run.board.maze, run.board.maze.graph());
    let centre = |cell: u32| world(graph, graph.centre(cell));
    let (mut route, mut under) = (Chunks::default(), Chunks::default());
    let keys = RouteKeys::fastest(run);
    for pair in keys.route().windows(2) {
        let (a, b) = (centre(pair[0]), centre(pair[1]));
        let way = maze.way_to(pair[0], pair[1]);
        match way.filter(|&way| graph.is_seam(pair[0], way)).map(|way| step(graph, pair[0], way)) {
            Some(Some(out)) => {
                route.segment(a, a + out / 2.0, 0.22 * UNIT);
                route.segment(b - out / 2.0, b, 0.22 * UNIT);
            }
            Some(None) => {}
            None if way.is_some_and(|way| graph.is_tunnel(way)) => under.segment(a, b, 0.22 * UNIT),
            None => route.segment(a, b, 0.22 * UNIT),
        }
    }
    // Each wait on the side of its cell away from the door (clear of the door's countdown),
    // under the mice.
    let pace = run.player().mouse.pace;
    let scale = UNIT / CELL_SIZE;
    for (cell, _) in maze.walk_waits(&run.board.doors, keys.route(), run.door_tick(), pace) {
        let next = keys.route().iter().skip_while(|&&c| c != cell).nth(1);
        let towards = next.map_or(Vec2::ZERO, |&next| centre(next) - centre(cell)).normalize_or_zero();
        let at = centre(cell) - towards * 4.5 * scale;
        mark(Transform::from_translation(at.extend(2.9)).with_scale(Vec3::splat(scale)));
    }
    let over = if graph.is_woven() { 0.8 } else { 0.3 };
    [(route, colour, over), (under, colour, 0.3)]
}
