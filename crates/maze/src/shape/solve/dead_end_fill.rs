//! Dead-end filling: every dead end but the start and goal is filled in, and the filling
//! runs back along its corridor until a junction; what is left holds every route, and a
//! search through it finds the shortest.

use super::search::breadth_first;
use crate::shape::ShapedMaze;

pub(super) fn solve(maze: &ShapedMaze, start: u32, goal: u32) -> Option<Vec<u32>> {
    let mut open: Vec<u32> = (0..maze.len() as u32).map(|c| maze.open_count(c)).collect();
    let mut filled = vec![false; maze.len()];
    let ends = |c: u32| c == start || c == goal;
    let mut dead: Vec<u32> = (0..maze.len() as u32).filter(|&c| open[c as usize] <= 1 && !ends(c)).collect();
    while let Some(cell) = dead.pop() {
        if filled[cell as usize] {
            continue;
        }
        filled[cell as usize] = true;
        for n in maze.open_neighbours(cell) {
            if !filled[n as usize] {
                open[n as usize] -= 1;
                if open[n as usize] == 1 && !ends(n) {
                    dead.push(n);
                }
            }
        }
    }
    breadth_first(maze, start, goal, |c| !filled[c as usize])
}
