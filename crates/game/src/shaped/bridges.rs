//! A weave's bridges and tunnels on the shapes' board. A tunnel is drawn as a dark lane from
//! the centre of one end to the centre of the other, under the cell between; that cell is a
//! bridge: a deck across it (narrower than the cell, so the lane shows at its two mouths)
//! with a rail along each edge, drawn above the walls and above a mouse in the tunnel, so the
//! mouse goes under it and comes out on the other side. The walls leave a tunnel's mouths
//! open ([`is_mouth`]).

use bevy::prelude::*;

use super::mesh::{Chunks, UNIT, WALL, world};
use crate::maze::shape::ShapedMaze;

/// The tunnel's lane: darker than the floor.
const LANE: Color = Color::srgb(0.11, 0.12, 0.17);
/// The bridge's deck: a little lighter than the floor.
const DECK: Color = Color::srgb(0.22, 0.24, 0.33);
/// The depth a mouse is drawn at while it runs through a tunnel: above the lane, the trail,
/// the route and the walls of its ends, below the bridge's deck.
pub(super) const IN_TUNNEL: f32 = 0.55;
/// How far the deck reaches from the bridge's centre along the tunnel, in cells (the lane
/// shows beyond it, at the mouths).
const DECK_HALF: f32 = 0.3;

/// Whether the side through `slot` of `cell` (a square's way) is a tunnel's mouth: the way
/// that side is taken by a tunnel from this cell, or into it from the cell beyond.
pub(super) fn is_mouth(maze: &ShapedMaze, cell: u32, slot: usize) -> bool {
    let graph = maze.graph();
    if !graph.is_woven() || slot >= 4 {
        return false;
    }
    let beyond = graph.neighbours(cell)[slot];
    let tunnel_from = |cell: u32, side: usize| maze.side_way(cell, side) != side;
    tunnel_from(cell, slot) || (beyond as usize) < maze.len() && tunnel_from(beyond, (slot + 2) % 4)
}

/// The layers of the tunnels and bridges beside a cell `shown`: the lanes, the decks and
/// their rails in the walls' colour `wall` (colour and depth each).
pub(super) fn bridges(maze: &ShapedMaze, shown: impl Fn(u32) -> bool, wall: Color) -> Vec<(Chunks, Color, f32)> {
    let graph = maze.graph();
    let (mut lanes, mut decks, mut rails) = (Chunks::default(), Chunks::default(), Chunks::default());
    for [a, b, under] in maze.tunnels() {
        let [from, to, middle] = [a, b, under].map(|cell| world(graph, graph.centre(cell)));
        if shown(a) || shown(b) {
            lanes.segment(from, to, 0.5 * UNIT);
        }
        if !shown(under) {
            continue;
        }
        // Along the tunnel, and across it (the way the bridge's passage runs).
        let along = (to - from).normalize_or_zero() * UNIT;
        let across = along.perp();
        // A segment's ends reach out by half its width: the deck ends at the cell's sides.
        let reach = across * (0.5 - DECK_HALF);
        decks.segment(middle - reach, middle + reach, 2.0 * DECK_HALF * UNIT);
        for edge in [-DECK_HALF, DECK_HALF] {
            let rail = middle + along * edge;
            let corner = middle + along * edge.signum() / 2.0;
            rails.segment(rail - across / 2.0, rail + across / 2.0, WALL * UNIT);
            // The rail meets the walls of the cells either side at the cell's corners.
            for side in [-0.5, 0.5] {
                rails.segment(rail + across * side, corner + across * side, WALL * UNIT);
            }
        }
    }
    vec![(lanes, LANE, 0.12), (decks, DECK, 0.7), (rails, wall, 0.75)]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::shaped_recipe::make_woven_maze;
    use crate::maze::Algorithm;
    use crate::maze::shape::Shape;

    #[test]
    fn each_tunnel_has_two_mouths_and_nothing_else_is_one() {
        let square = Shape::Square { width: 14, height: 10 };
        let maze = make_woven_maze(square, Algorithm::Backtracker, 4, 0.0, 1.0).unwrap();
        let tunnels = maze.tunnels();
        assert!(tunnels.len() > 3, "{} tunnels", tunnels.len());
        let mouths =
            (0..maze.len() as u32).flat_map(|c| (0..4).map(move |s| (c, s))).filter(|&(c, s)| is_mouth(&maze, c, s));
        // Each mouth is seen from both its cells.
        assert_eq!(mouths.count(), 4 * tunnels.len());
        for [a, _, under] in tunnels {
            let slot = maze.graph().slot_of(a, under).unwrap();
            assert!(is_mouth(&maze, a, slot) && !maze.is_open(a, slot), "the mouth of {a} is a closed square way");
        }
        let plain = make_woven_maze(square, Algorithm::Backtracker, 4, 0.0, 0.0).unwrap();
        assert!((0..plain.len() as u32).all(|c| (0..4).all(|s| !is_mouth(&plain, c, s))));
    }
}
