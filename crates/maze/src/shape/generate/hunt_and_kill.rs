//! Hunt-and-kill on any shape: a random walk through unvisited cells; when stuck, a hunt in
//! cell order for an unvisited cell beside the maze, joined to it, and the walk goes on.
//! The hunt resumes where the last one stopped, past cells it knows are done.

use super::{ShapedMaze, neighbours_where, pick};
use crate::MazeRng;

pub(super) fn run(maze: &mut ShapedMaze, rng: &mut MazeRng) {
    let cells = maze.len();
    let mut visited = vec![false; cells];
    let mut cell = rng.index(cells) as u32;
    visited[cell as usize] = true;
    // Every cell below `hunted` is visited.
    let mut hunted = 0;
    loop {
        let (fresh, count) = neighbours_where(maze.graph(), cell, |n| !visited[n as usize]);
        if count > 0 {
            let (slot, next) = fresh[pick(rng, count)];
            maze.carve(cell, slot, next);
            visited[next as usize] = true;
            cell = next;
            continue;
        }
        while hunted < cells && visited[hunted] {
            hunted += 1;
        }
        let found = (hunted..cells).find_map(|c| {
            if visited[c] {
                return None;
            }
            let (joined, count) = neighbours_where(maze.graph(), c as u32, |n| visited[n as usize]);
            (count > 0).then_some((c as u32, joined, count))
        });
        let Some((start, joined, count)) = found else { return };
        let (slot, next) = joined[pick(rng, count)];
        maze.carve(start, slot, next);
        visited[start as usize] = true;
        cell = start;
    }
}
