//! Braiding: turning a perfect maze of any shape into one with loops by removing dead ends.
//!
//! Each dead end, visited in cell order (row order on squares), is opened with probability `p` (if it is still a
//! dead end by then). It is joined to a neighbouring dead end when it has one, which removes
//! two at once; otherwise to a random closed neighbour. Only walls are removed, so a
//! connected maze stays connected.
//!
//! ```
//! use mousemaze_maze::{braid, Algorithm, MazeRng};
//!
//! let mut maze = Algorithm::Backtracker.generate(30, 30, 9).unwrap();
//! braid(&mut maze, 1.0, &mut MazeRng::new(9));
//! assert_eq!(maze.dead_ends().count(), 0);
//! ```

use super::MazeRng;
use super::model::Cells;
use super::shape::MAX_SLOTS;

/// Removes each dead end with probability `p` (clamped to 0..=1), on a maze of any shape.
pub fn braid<M: Cells>(maze: &mut M, p: f64, rng: &mut MazeRng) {
    let p = p.clamp(0.0, 1.0);
    if p == 0.0 {
        return;
    }
    for cell in 0..maze.len() {
        if maze.open_count(cell) != 1 || !rng.chance(p) {
            continue;
        }
        let mut closed = [(0, 0); MAX_SLOTS];
        let mut dead = [(0, 0); MAX_SLOTS];
        let (mut closed_count, mut dead_count) = (0, 0);
        let open = maze.open_ways(cell);
        maze.each_neighbour(cell, |slot, n| {
            if open & (1 << slot) != 0 || !maze.may_open(cell, slot, n) {
                return;
            }
            closed[closed_count] = (slot, n);
            closed_count += 1;
            if maze.open_count(n) == 1 {
                dead[dead_count] = (slot, n);
                dead_count += 1;
            }
        });
        let (slot, n) = if dead_count > 0 {
            dead[rng.index(dead_count)]
        } else if closed_count > 0 {
            closed[rng.index(closed_count)]
        } else {
            continue; // a 1×2 corridor end has nothing to join
        };
        maze.open_way(cell, slot, n);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Algorithm;

    #[test]
    fn zero_changes_nothing_and_half_removes_about_half() {
        let perfect = Algorithm::Prim.generate(40, 40, 3).unwrap();
        let mut same = perfect.clone();
        braid(&mut same, 0.0, &mut MazeRng::new(1));
        assert_eq!(same, perfect);

        let mut half = perfect.clone();
        braid(&mut half, 0.5, &mut MazeRng::new(1));
        let (before, after) = (perfect.dead_ends().count(), half.dead_ends().count());
        assert!(after < before * 7 / 10 && after > before / 10, "{before} → {after}");
        assert!(half.passage_count() > perfect.passage_count());
    }
}
