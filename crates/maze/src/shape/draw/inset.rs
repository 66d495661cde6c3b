//! A weave maze's walls, drawn inset: each cell's floor a square [`INSET`] inside its
//! bounds, each passage a corridor from floor to floor between two walls, so one corridor
//! can be seen to pass under another. Over a crossing the upper corridor's walls run on
//! unbroken; the tunnel's walls stop [`GAP`] short of them on each side, the gap of a bridge.

use super::{Drawing, Point, Side};

/// How far a cell's floor sits inside its bounds, in cells (corridors are `1 − 2·INSET` wide).
const INSET: f64 = 0.25;
/// How far short of a bridge's walls the tunnel's walls stop, in cells.
const GAP: f64 = 0.12;

/// A point of cell (x, y) near its side `d` (0 N, 1 E, 2 S, 3 W): `along` the side from its
/// first corner (west or north end), `inward` from the side into the cell, both in cells.
fn local(x: f64, y: f64, d: usize, along: f64, inward: f64) -> Point {
    match d {
        0 => Point::new(x + along, y + inward),
        1 => Point::new(x + 1.0 - inward, y + along),
        2 => Point::new(x + along, y + 1.0 - inward),
        _ => Point::new(x + inward, y + along),
    }
}

impl Drawing<'_> {
    /// The walls of `cell` of a woven grid, in drawing units: by each side, the floor's edge
    /// where it is closed, a corridor's two walls out to the side where a way or a tunnel
    /// leaves, and a tunnel's walls up to the gap where one passes under.
    pub(super) fn inset_walls(&self, cell: u32) -> Vec<Side> {
        let graph = self.maze.graph();
        let (x, y) = graph.place(cell);
        let (x, y) = (f64::from(x), f64::from(y));
        let open = self.maze.open_bits()[cell as usize];
        let neighbours = graph.neighbours(cell);
        let mut walls = Vec::with_capacity(8);
        let line = |d: usize, (along_a, in_a): (f64, f64), (along_b, in_b): (f64, f64)| {
            Side::Line(local(x, y, d, along_a, in_a), local(x, y, d, along_b, in_b))
        };
        for (d, &near) in neighbours.iter().take(4).enumerate() {
            let leaves = open & (1 << d | 1 << (4 + d)) != 0;
            // Passed under along this side when the neighbour there digs a tunnel back
            // through this cell.
            let under = near != super::NONE
                && graph.neighbours(near)[4 + (d + 2) % 4] != super::NONE
                && self.maze.is_open(near, 4 + (d + 2) % 4);
            let (reach, corridor) = match (leaves, under) {
                (true, _) => (INSET, true),
                (false, true) => (INSET - GAP, true),
                (false, false) => (0.0, false),
            };
            if corridor {
                walls.push(line(d, (INSET, 0.0), (INSET, reach)));
                walls.push(line(d, (1.0 - INSET, 0.0), (1.0 - INSET, reach)));
            }
            if !leaves {
                walls.push(line(d, (INSET, INSET), (1.0 - INSET, INSET)));
            }
        }
        walls
    }
}
