//! Which ways may open now, on the graphs where that depends on what is already open:
//! a zeta grid's diagonals never cross ([`super::zeta`]), a weave's tunnels pass only under
//! straight passages and their sides stay theirs ([`super::weave`]). Everywhere else every
//! way may open. The model asks this through `Cells::may_open`, and only the generators
//! that ask it are allowed on these graphs ([`generators_for`]).

use super::{Graph, Shape, weave, zeta};
use crate::Algorithm;

/// The generators that keep a zeta grid's diagonals from crossing: those that carve only
/// ways the model lets open and still reach every cell when a diagonal is refused (a
/// straight way never is). The random walks (Wilson, Aldous–Broder, origin shift) carve the
/// way they stepped, and the row and division generators are square-only.
pub const ON_ZETA: [Algorithm; 6] = [
    Algorithm::Backtracker,
    Algorithm::Prim,
    Algorithm::Kruskal,
    Algorithm::GrowingTree,
    Algorithm::GrowingTreeRandom,
    Algorithm::HuntAndKill,
];

/// The generators that weave tunnels: the backtracker and Kruskal.
pub const ON_WEAVE: [Algorithm; 2] = [Algorithm::Backtracker, Algorithm::Kruskal];

/// The generators allowed on `graph` when its ways depend on each other (zeta, weave),
/// with the reason others are not; None on every other graph.
pub fn generators_for(graph: &Graph) -> Option<(&'static [Algorithm], &'static str)> {
    generators_named(graph.kind_name())
}

/// [`generators_for`] a graph of this [kind](Graph::kind_name).
pub(crate) fn generators_named(kind: &str) -> Option<(&'static [Algorithm], &'static str)> {
    match kind {
        "weave" => Some((&ON_WEAVE, "its tunnels could pass under a corner or a junction")),
        "zeta" => Some((&ON_ZETA, "it could open two diagonals that cross")),
        _ => None,
    }
}

impl Graph {
    /// Whether the way through `slot` of `cell` to `next` may open now, given the open
    /// slots of every cell: always, but on zeta grids and weaves (see the [module](self)).
    #[inline]
    pub fn may_open(&self, open: &[u8], cell: usize, slot: usize, next: usize) -> bool {
        match self.base() {
            Shape::Zeta { .. } => zeta::may_open(open, cell, slot),
            Shape::Square { .. } if self.is_woven() => weave::may_open(open, cell, slot, next),
            _ => true,
        }
    }

    /// Whether a cell's side facing `slot` is its alone, drawn by it whatever its neighbour
    /// draws: a zeta cell's slanted sides face each other across the diamond between four
    /// cells. Every other side is shared by the two cells and drawn once.
    pub fn side_is_shared(&self, slot: usize) -> bool {
        !(matches!(self.base(), Shape::Zeta { .. }) && slot >= 4)
    }

    /// The name JSON writes for the graph: its shape's, or `weave` for a woven grid.
    pub fn kind_name(&self) -> &'static str {
        if self.is_woven() { "weave" } else { self.shape().name() }
    }
}
