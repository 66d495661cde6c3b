//! Braiding a maze of any shape: each dead end, in cell order, is opened with probability
//! `p` (if it is still a dead end by then), joined to a neighbouring dead end when it has
//! one, else to a random closed neighbour. Only walls are removed: it stays connected.

use super::{NONE, ShapedMaze};
use crate::MazeRng;

/// Removes each dead end with probability `p` (clamped to 0..=1).
pub fn braid(maze: &mut ShapedMaze, p: f64, rng: &mut MazeRng) {
    let p = p.clamp(0.0, 1.0);
    if p == 0.0 {
        return;
    }
    for cell in 0..maze.len() as u32 {
        if maze.open_count(cell) != 1 || !rng.chance(p) {
            continue;
        }
        let mut closed = [(0, 0); 6];
        let mut dead = [(0, 0); 6];
        let (mut closed_count, mut dead_count) = (0, 0);
        for (slot, n) in maze.graph().neighbours(cell).into_iter().enumerate() {
            if n == NONE || maze.is_open(cell, slot) {
                continue;
            }
            closed[closed_count] = (slot, n);
            closed_count += 1;
            if maze.open_count(n) == 1 {
                dead[dead_count] = (slot, n);
                dead_count += 1;
            }
        }
        let (slot, n) = if dead_count > 0 {
            dead[rng.index(dead_count)]
        } else if closed_count > 0 {
            closed[rng.index(closed_count)]
        } else {
            continue;
        };
        maze.carve(cell, slot, n);
    }
}
