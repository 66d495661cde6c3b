//! Breadth-first (shortest) and depth-first searches over open passages.

use std::collections::VecDeque;

use super::walk_back;
use crate::shape::{NONE, ShapedMaze};

/// The shortest route through cells `allowed` accepts (BFS), if any.
pub(super) fn breadth_first(
    maze: &ShapedMaze,
    start: u32,
    goal: u32,
    allowed: impl Fn(u32) -> bool,
) -> Option<Vec<u32>> {
    let mut parent = vec![NONE; maze.len()];
    parent[start as usize] = start;
    let mut queue = VecDeque::from([start]);
    while let Some(cell) = queue.pop_front() {
        if cell == goal {
            return Some(walk_back(&parent, goal));
        }
        for n in maze.open_neighbours(cell) {
            if parent[n as usize] == NONE && allowed(n) {
                parent[n as usize] = cell;
                queue.push_back(n);
            }
        }
    }
    None
}

/// A route found depth first (not always the shortest on a maze with loops).
pub(super) fn depth_first(maze: &ShapedMaze, start: u32, goal: u32) -> Option<Vec<u32>> {
    let mut parent = vec![NONE; maze.len()];
    parent[start as usize] = start;
    let mut stack = vec![start];
    while let Some(cell) = stack.pop() {
        if cell == goal {
            return Some(walk_back(&parent, goal));
        }
        for n in maze.open_neighbours(cell) {
            if parent[n as usize] == NONE {
                parent[n as usize] = cell;
                stack.push(n);
            }
        }
    }
    None
}
