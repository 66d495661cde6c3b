//! Weave mazes: a square grid whose corridors may pass under others. Besides the square's
//! four slots (north, east, south, west), a cell has four *tunnel* slots (4–7, in the same
//! order) to the cell two steps away that way, under the cell between.
//!
//! Which tunnels a maze may dig is drawn from its seed before it is generated
//! ([`Graph::woven`]): each place one could go (two cells in a row or a column, the cell
//! between them with neighbours on both other sides) is *offered* with the weave share's
//! probability, on a stream of its own. The generator then takes an offered tunnel as it
//! takes any way, when the model lets it open ([`may_open`]):
//! - a tunnel only under a cell whose passage runs straight across it, and nothing else
//!   (its two perpendicular ways open, no other way, no tunnel of its own);
//! - a straight way never through a side a tunnel already uses (a tunnel's end, or a cell
//!   a tunnel passes under, whose sides along the tunnel are the tunnel's).
//!
//! A tunnel is a passage like any other (solvers and distances go through it) between its two
//! ends; the cell it passes under is `(a + b) / 2`. Once the maze is made, the offers not
//! taken are dropped, so its graph's tunnel neighbours are the tunnels it has.
//!
//! ```
//! use mousemaze_maze::Algorithm;
//! use mousemaze_maze::shape::generate::generate_woven;
//!
//! let maze = generate_woven(12, 9, Algorithm::Backtracker, 7, 0.0, 1.0).unwrap();
//! assert_eq!(maze.passage_count(), maze.len() - 1, "a spanning tree, tunnels counted");
//! for [a, b, under] in maze.tunnels() {
//!     assert_eq!(maze.graph().slot_of(a, b).map(|s| s >= 4), Some(true));
//!     assert_eq!(maze.open_count(under), 2, "the passage over it runs straight across");
//! }
//! ```

use super::{Graph, MAX_SLOTS, Shape, ShapeError, ShapedMaze};
use crate::MazeRng;

/// The stream the offered tunnels are drawn on (the seed xor this), so the maze's own
/// draws are the generator's as usual.
const WEAVE_STREAM: u64 = 0x7765_6176_6520_2020;

/// The tunnel slots' bits.
pub const TUNNEL_BITS: u8 = 0xF0;

/// The straight ways across a cell that a tunnel in direction `d` (0 N, 1 E, 2 S, 3 W)
/// passes under: east and west under a north–south tunnel, north and south under an
/// east–west one.
const ACROSS: [u8; 4] = [0b1010, 0b0101, 0b1010, 0b0101];

impl Graph {
    /// A `width`×`height` square grid whose tunnels are offered with probability `share`
    /// (0 to 1), drawn from `seed`: see the [module](self).
    ///
    /// ```
    /// use mousemaze_maze::shape::Graph;
    ///
    /// let none = Graph::woven(10, 10, 0.0, 1).unwrap();
    /// let all = Graph::woven(10, 10, 1.0, 1).unwrap();
    /// assert!(none.is_woven() && (0..100).all(|c| none.degree(c) <= 4));
    /// assert_eq!(all.degree(44), 8, "an inner cell: four ways and four tunnels");
    /// ```
    pub fn woven(width: u32, height: u32, share: f64, seed: u64) -> Result<Graph, ShapeError> {
        let graph = Graph::new(Shape::Square { width, height })?;
        let (w, h) = (width as usize, height as usize);
        let mut offered = vec![0u8; w * h];
        let mut rng = MazeRng::new(seed ^ WEAVE_STREAM);
        for y in 0..h {
            for x in 0..w {
                let cell = y * w + x;
                // East, under (x + 1, y), which needs a north and a south; south likewise.
                if x + 2 < w && y > 0 && y + 1 < h && rng.chance(share) {
                    offered[cell] |= 1 << 5;
                    offered[cell + 2] |= 1 << 7;
                }
                if y + 2 < h && x > 0 && x + 1 < w && rng.chance(share) {
                    offered[cell] |= 1 << 6;
                    offered[cell + 2 * w] |= 1 << 4;
                }
            }
        }
        Ok(graph.with_tunnels(offered))
    }
}

/// Fills the tunnel slots of `out` for `cell` of a grid `width` wide, from its offered
/// tunnel bits.
#[inline]
pub(super) fn tunnel_neighbours(width: u32, cell: u32, offered: u8, out: &mut [u32; MAX_SLOTS]) {
    let steps = [cell.wrapping_sub(2 * width), cell + 2, cell + 2 * width, cell.wrapping_sub(2)];
    for (d, &far) in steps.iter().enumerate() {
        if offered & (1 << (4 + d)) != 0 {
            out[4 + d] = far;
        }
    }
}

/// Whether the way through `slot` of `cell` to `next` may open, given every cell's open
/// slots (see the [module](self)).
#[inline]
pub(super) fn may_open(open: &[u8], cell: usize, slot: usize, next: usize) -> bool {
    if slot < 4 {
        // Neither side a tunnel's: not an end of one that way, and not passed under
        // (which would make the neighbour an end of one facing this cell).
        let back = (slot + 2) % 4;
        return open[cell] & (1 << (4 + slot)) == 0 && open[next] & (1 << (4 + back)) == 0;
    }
    open[(cell + next) / 2] == ACROSS[slot - 4]
}

impl ShapedMaze {
    /// The slot through which the side `side` (0 N, 1 E, 2 S, 3 W) of `cell` leads: on a
    /// weave, its tunnel when that is open (the side's slot plus four, to the cell two steps
    /// that way; a tunnel only opens where the side's own way is shut), else the side's own
    /// slot. What "straight on" and a bot's heading go through.
    ///
    /// ```
    /// use mousemaze_maze::Algorithm;
    /// use mousemaze_maze::shape::generate::generate_woven;
    ///
    /// let maze = generate_woven(12, 9, Algorithm::Backtracker, 7, 0.0, 1.0).unwrap();
    /// let [a, b, _] = maze.tunnels()[0];
    /// let side = if b == a + 2 { 1 } else { 2 };
    /// assert_eq!(maze.side_way(a, side), side + 4);
    /// assert_eq!(maze.side_way(a, (side + 1) % 4), (side + 1) % 4, "no tunnel that way");
    /// ```
    pub fn side_way(&self, cell: u32, side: usize) -> usize {
        let tunnel = side + 4;
        if self.graph().is_woven() && side < 4 && self.is_open(cell, tunnel) { tunnel } else { side }
    }

    /// The maze's tunnels, each once as `[a, b, under]`: a passage between cells `a` < `b`
    /// under the cell `under` (none unless the maze is [woven](Graph::woven)).
    pub fn tunnels(&self) -> Vec<[u32; 3]> {
        let mut found = Vec::new();
        if !self.graph().is_woven() {
            return found;
        }
        for (a, &open) in self.open_bits().iter().enumerate() {
            let neighbours = self.graph().neighbours(a as u32);
            for (slot, &b) in neighbours.iter().enumerate().skip(4) {
                if open & (1 << slot) != 0 && (a as u32) < b {
                    found.push([a as u32, b, (a as u32 + b) / 2]);
                }
            }
        }
        found
    }

    /// The same maze with only the tunnels it opened offered: its graph's neighbours are
    /// then its ways and its tunnels.
    pub(crate) fn keep_open_tunnels(self) -> ShapedMaze {
        let offered = self.open_bits().iter().map(|&open| open & TUNNEL_BITS).collect();
        let mut kept = ShapedMaze::new(self.graph().clone().with_tunnels(offered));
        kept.open_bits_mut().copy_from_slice(self.open_bits());
        kept
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tunnel_opens_only_under_a_straight_crossing_and_then_blocks_its_sides() {
        // A 3×3 grid: a tunnel from 3 to 5 under 4 (east).
        let mut open = vec![0u8; 9];
        assert!(!may_open(&open, 3, 5, 5), "4 has no passage over it yet");
        open[4] = 0b0101;
        assert!(may_open(&open, 3, 5, 5), "4 runs north–south: the tunnel may pass under");
        open[4] = 0b0111;
        assert!(!may_open(&open, 3, 5, 5), "4 turns east too: not straight across");
        open[4] = 0b0101;
        assert!(!may_open(&open, 1, 6, 7), "a south tunnel under 4 needs it east–west");
        open[3] |= 1 << 5;
        open[5] |= 1 << 7;
        assert!(!may_open(&open, 3, 1, 4), "3's east side is the tunnel's");
        assert!(!may_open(&open, 4, 1, 5), "so is 5's west side");
        assert!(may_open(&open, 3, 0, 0) && may_open(&open, 5, 2, 8), "their other sides are free");
    }

    #[test]
    fn tunnels_are_offered_only_where_one_could_go_and_mirrored() {
        let graph = Graph::woven(6, 5, 1.0, 3).unwrap();
        for cell in 0..30u32 {
            let neighbours = graph.neighbours(cell);
            for (slot, &far) in neighbours.iter().enumerate().skip(4) {
                if far == crate::shape::NONE {
                    continue;
                }
                assert_eq!(graph.neighbours(far)[4 + (slot - 2) % 4], cell, "{cell} slot {slot}");
                let under = (cell + far) / 2;
                let (x, y) = (under % 6, under / 6);
                assert!(x > 0 && x < 5 && y > 0 && y < 4, "{under} is inside, with four neighbours");
            }
        }
    }
}
