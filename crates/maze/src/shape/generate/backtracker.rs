//! The recursive backtracker on any shape, without recursion: a walk to random unvisited
//! neighbours, stepping back along its own stack when stuck. Long winding corridors.
//!
//! On a whole hex rectangle the stack keeps each cell's column and row, so finding the
//! neighbours needs no division (two divisions a look were most of the walk's time); the
//! mazes and the random draws are the same as the general walk's.

use super::{ShapedMaze, neighbours_where, pick};
use crate::MazeRng;
use crate::shape::{NONE, hex};

pub(super) fn run(maze: &mut ShapedMaze, rng: &mut MazeRng) {
    let start = rng.index(maze.len()) as u32;
    match maze.graph().whole_hex() {
        Some((width, height)) => walk_hexes(maze, rng, start, width, height),
        None => walk(maze, rng, start),
    }
}

fn walk(maze: &mut ShapedMaze, rng: &mut MazeRng, start: u32) {
    let mut visited = vec![false; maze.len()];
    visited[start as usize] = true;
    let mut stack = vec![start];
    while let Some(&cell) = stack.last() {
        let (fresh, count) = neighbours_where(maze.graph(), cell, |n| !visited[n as usize]);
        if count == 0 {
            stack.pop();
            continue;
        }
        let (slot, next) = fresh[pick(rng, count)];
        maze.carve(cell, slot, next);
        visited[next as usize] = true;
        stack.push(next);
    }
}

/// The walk on a whole hex rectangle: a cell is visited once it has an open side (the start
/// gets one with the first carve, before any neighbour looks at it), so no second array. It
/// carves straight into the maze's bytes (a hex slot's far side is three slots on) and draws
/// from a copy of the generator held in registers, written back at the end.
fn walk_hexes(maze: &mut ShapedMaze, rng: &mut MazeRng, start: u32, width: u32, height: u32) {
    let mut draws = rng.clone();
    let open = maze.open_bits_mut();
    let mut stack = vec![(start % width, start / width)];
    while let Some(&(x, y)) = stack.last() {
        let mut all = [NONE; 6];
        hex::neighbours_at(width, height, x, y, &mut all);
        let mut fresh = [0; 6];
        let mut count = 0;
        for (slot, n) in all.into_iter().enumerate() {
            if n != NONE && open[n as usize] == 0 {
                fresh[count] = slot;
                count += 1;
            }
        }
        if count == 0 {
            stack.pop();
            continue;
        }
        let slot = fresh[pick(&mut draws, count)];
        let back = if slot < 3 { slot + 3 } else { slot - 3 };
        open[(y * width + x) as usize] |= 1 << slot;
        open[all[slot] as usize] |= 1 << back;
        stack.push(hex::step(x, y, slot));
    }
    *rng = draws;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::{Graph, Shape};

    #[test]
    fn the_hex_walk_is_the_general_walk() {
        for (w, h) in [(1, 1), (1, 7), (7, 1), (9, 6), (16, 16)] {
            for seed in 0..6 {
                let graph = Graph::new(Shape::Hex { width: w, height: h }).unwrap();
                let (mut a, mut b) = (ShapedMaze::new(graph.clone()), ShapedMaze::new(graph));
                let (mut rng_a, mut rng_b) = (MazeRng::new(seed), MazeRng::new(seed));
                walk_hexes(&mut a, &mut rng_a, 0, w, h);
                walk(&mut b, &mut rng_b, 0);
                assert_eq!(a, b, "{w}×{h}, seed {seed}");
                assert_eq!(rng_a.next_u64(), rng_b.next_u64());
            }
        }
    }
}
