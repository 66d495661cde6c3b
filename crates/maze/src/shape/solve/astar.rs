//! A* and Dijkstra over open passages, every step costing one. A*'s estimate never
//! overstates the steps left: hex steps on hexes, Manhattan steps on squares, the rings
//! between on a circle, and the straight distance over the closest two centres can be on
//! triangles.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::walk_back;
use crate::shape::{NONE, Shape, ShapedMaze};

pub(super) fn astar(maze: &ShapedMaze, start: u32, goal: u32) -> Option<Vec<u32>> {
    best_first(maze, start, goal, |cell| lower_bound(maze, cell, goal))
}

pub(super) fn dijkstra(maze: &ShapedMaze, start: u32, goal: u32) -> Option<Vec<u32>> {
    best_first(maze, start, goal, |_| 0)
}

/// A best-first search ordered by steps so far plus `estimate` (0 for Dijkstra).
fn best_first(maze: &ShapedMaze, start: u32, goal: u32, estimate: impl Fn(u32) -> u32) -> Option<Vec<u32>> {
    let mut parent = vec![NONE; maze.len()];
    let mut steps = vec![u32::MAX; maze.len()];
    parent[start as usize] = start;
    steps[start as usize] = 0;
    let mut open = BinaryHeap::from([Reverse((estimate(start), 0u32, start))]);
    while let Some(Reverse((_, so_far, cell))) = open.pop() {
        if so_far > steps[cell as usize] {
            continue;
        }
        if cell == goal {
            return Some(walk_back(&parent, goal));
        }
        for n in maze.open_neighbours(cell) {
            if so_far + 1 < steps[n as usize] {
                steps[n as usize] = so_far + 1;
                parent[n as usize] = cell;
                open.push(Reverse((so_far + 1 + estimate(n), so_far + 1, n)));
            }
        }
    }
    None
}

/// At most the number of steps from `cell` to `goal` through any passages.
fn lower_bound(maze: &ShapedMaze, cell: u32, goal: u32) -> u32 {
    let graph = maze.graph();
    let ((x0, y0), (x1, y1)) = (graph.place(cell), graph.place(goal));
    match graph.shape() {
        Shape::Square { .. } => x0.abs_diff(x1) + y0.abs_diff(y1),
        Shape::Hex { .. } | Shape::Hexagon { .. } => graph.hex_steps(cell, goal),
        Shape::Polar { .. } => y0.abs_diff(y1),
        Shape::Triangle { .. } => {
            // Neighbouring triangles' centres are 1/√3 apart.
            let gap = graph.centre(cell).distance(graph.centre(goal));
            (gap * 3f64.sqrt() + 1e-9).floor() as u32
        }
    }
}
