//! The route on a shaped board (H): a line through the cells' centres from the mouse to the
//! cheese, through the doors at the run's clock (the earliest arrival, as on squares), with a
//! pause sign where it waits for a door (`crate::overlay::wait_mark`, the squares' own). On a
//! weave the route over a bridge is drawn over its deck and through a tunnel under it; across
//! a wrapped edge it goes out at one side and in at the other; up or down stairs it goes on
//! on the next floor. Once the race is won, the paths beside the shortest ([`won_layers`]).

use bevy::prelude::*;

use super::mesh::{Chunks, UNIT, step, world};
use crate::board::CELL_SIZE;
use crate::maze::shape::ShapedMaze;
use crate::palette::{Colours, PLAYER_TWO_PATH};
use crate::rules::{Ground, RouteKeys, Run};
use crate::trail::shortest_routes;

/// The route's layers (over the paths, and under a weave's decks), in `colour`; `mark` spawns
/// a wait mark at each place given.
pub(super) fn route_layers(
    run: &Run<ShapedMaze>,
    colour: Color,
    mut mark: impl FnMut(Transform),
) -> [(Chunks, Color, f32); 2] {
    let (maze, graph) = (&run.board.maze, run.board.maze.graph());
    let centre = |cell: u32| world(graph, graph.centre(cell));
    let keys = RouteKeys::fastest(run);
    let [route, under] = line_through(maze, keys.route(), ROUTE_WIDTH);
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

/// How wide the route is drawn, and a player's path over it on a won race's board.
const ROUTE_WIDTH: f32 = 0.22 * UNIT;
const PATH_WIDTH: f32 = 0.08 * UNIT;

/// A line through `cells`' centres, width `width`: what runs over the board, and what runs
/// through a weave's tunnels, under it.
fn line_through(maze: &ShapedMaze, cells: &[u32], width: f32) -> [Chunks; 2] {
    let graph = maze.graph();
    let centre = |cell: u32| world(graph, graph.centre(cell));
    let (mut over, mut under) = (Chunks::default(), Chunks::default());
    for pair in cells.windows(2) {
        let (a, b) = (centre(pair[0]), centre(pair[1]));
        let way = maze.way_to(pair[0], pair[1]);
        match way.filter(|&way| graph.is_seam(pair[0], way)).map(|way| step(graph, pair[0], way)) {
            Some(Some(out)) => {
                over.segment(a, a + out / 2.0, width);
                over.segment(b - out / 2.0, b, width);
            }
            Some(None) => {}
            None if way.is_some_and(|way| graph.is_tunnel(way)) => under.segment(a, b, width),
            None if way.is_some() => over.segment(a, b, width),
            // Where one player's shortest route ends and the other's begins.
            None => {}
        }
    }
    [over, under]
}

/// A won race's paths, as the square game's Won screen shows them (`crate::trail`): the
/// shortest route from each player's start drawn as the route is, and each player's path
/// as a thin line over it (player two's in gold), so a path that is the shortest shows both.
pub(super) fn won_layers(run: &Run<ShapedMaze>, colours: &Colours) -> Vec<(Chunks, Color, f32)> {
    let maze = &run.board.maze;
    let over = if maze.graph().is_woven() { 0.8 } else { 0.3 };
    let [route, under] = line_through(maze, &shortest_routes(run), ROUTE_WIDTH);
    let mut layers = vec![(route, colours.route_line(), over), (under, colours.route_line(), 0.3)];
    for (player, colour) in [(0, colours.trail), (1, PLAYER_TWO_PATH)] {
        let Some(trail) = run.trail_of(player) else { continue };
        let [path, path_under] = line_through(maze, &trail.path, PATH_WIDTH);
        layers.extend([(path, colour, over + 0.05), (path_under, colour, 0.35)]);
    }
    layers
}
