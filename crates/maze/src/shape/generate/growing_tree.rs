//! The growing tree on any shape: a list of active cells; each step takes the newest (or,
//! with probability `random_share`, a random one) and carves to a random unvisited
//! neighbour, dropping the cell once it has none. Share 0.5 mixes the backtracker's corridors
//! with Prim's branching; share 1 is Prim-like.

use super::{ShapedMaze, neighbours_where, pick};
use crate::MazeRng;

/// `newest_share`: the probability of taking the newest active cell rather than a random one.
pub(super) fn run(maze: &mut ShapedMaze, rng: &mut MazeRng, newest_share: f64) {
    let mut visited = vec![false; maze.len()];
    let start = rng.index(maze.len()) as u32;
    visited[start as usize] = true;
    let mut active = vec![start];
    while !active.is_empty() {
        let at =
            if newest_share > 0.0 && rng.chance(newest_share) { active.len() - 1 } else { rng.index(active.len()) };
        let cell = active[at];
        let (fresh, count) = neighbours_where(maze.graph(), cell, |n| !visited[n as usize]);
        if count == 0 {
            active.swap_remove(at);
            continue;
        }
        let (slot, next) = fresh[pick(rng, count)];
        maze.carve(cell, slot, next);
        visited[next as usize] = true;
        active.push(next);
    }
}
