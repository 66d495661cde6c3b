//! Braiding: turning a perfect maze into one with loops by removing dead ends.
//!
//! Each dead end, visited in row order, is opened with probability `p` (if it is still a
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

use super::{Dir, Maze, MazeRng};

/// Removes each dead end with probability `p` (clamped to 0..=1).
pub fn braid(maze: &mut Maze, p: f64, rng: &mut MazeRng) {
    let p = p.clamp(0.0, 1.0);
    if p == 0.0 {
        return;
    }
    let is_dead_end = |maze: &Maze, i: usize| maze.cells()[i].count_ones() == 1;
    for i in 0..maze.len() {
        if !is_dead_end(maze, i) || !rng.chance(p) {
            continue;
        }
        let mut closed = [(0usize, Dir::N); 3];
        let mut closed_count = 0;
        let mut dead = [(0usize, Dir::N); 3];
        let mut dead_count = 0;
        for dir in Dir::ALL {
            if maze.cells()[i] & dir.bit() != 0 {
                continue;
            }
            if let Some(n) = maze.neighbor_index(i, dir) {
                closed[closed_count] = (n, dir);
                closed_count += 1;
                if is_dead_end(maze, n) {
                    dead[dead_count] = (n, dir);
                    dead_count += 1;
                }
            }
        }
        let (n, dir) = if dead_count > 0 {
            dead[rng.index(dead_count)]
        } else if closed_count > 0 {
            closed[rng.index(closed_count)]
        } else {
            continue; // a 1×2 corridor end has nothing to join
        };
        maze.carve_between(i, n, dir);
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
