//! Breadth-first (shortest: the crate's one, over the maze model) and depth-first searches
//! over open passages.

use super::walk_back;
use crate::shape::{NONE, ShapedMaze};
use crate::solve::bfs;

/// The shortest route through cells `allowed` accepts (BFS, the crate's one), if any.
pub(super) fn breadth_first(
    maze: &ShapedMaze,
    start: u32,
    goal: u32,
    allowed: impl Fn(u32) -> bool,
) -> Option<Vec<u32>> {
    let is_goal = |cell: usize| cell == goal as usize;
    let route = bfs::breadth_first(maze, start as usize, is_goal, |cell| allowed(cell as u32), |_| {})?;
    Some(route.into_iter().map(|cell| cell as u32).collect())
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
