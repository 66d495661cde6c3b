//! Depth-first search with an explicit stack (never the call stack): follows one corridor
//! to its end before trying another. It finds a path, not always the shortest one.
//! The stack holds the current path, so it is the answer when the goal is reached.
//!
//! ```
//! use mousemaze::maze::{Algorithm, Solver};
//!
//! let maze = Algorithm::Backtracker.generate(30, 30, 5).unwrap();
//! let (start, goal) = maze.corners();
//! let dfs = Solver::Dfs.solve(&maze, start, goal).unwrap();
//! let bfs = Solver::Bfs.solve(&maze, start, goal).unwrap();
//! assert_eq!(dfs.path, bfs.path); // a perfect maze has one path
//! ```

use super::SolveStep;
use crate::maze::distances::neighbor_through_open;
use crate::maze::{Dir, Maze, Pos};

pub(super) fn solve<F: FnMut(SolveStep)>(maze: &Maze, start: Pos, goal: Pos, observe: &mut F) -> Option<Vec<Pos>> {
    let (start, goal) = (maze.index(start), maze.index(goal));
    let mut seen = vec![false; maze.len()];
    // Each frame: a cell on the current path and the next direction to try from it.
    let mut stack: Vec<(u32, u8)> = vec![(start as u32, 0)];
    seen[start] = true;
    observe(SolveStep::Visit(maze.pos(start)));
    while let Some(top) = stack.last_mut() {
        let cell = top.0 as usize;
        if cell == goal {
            return Some(stack.iter().map(|&(c, _)| maze.pos(c as usize)).collect());
        }
        let open = maze.cells()[cell];
        let mut next = None;
        while top.1 < 4 {
            let dir = Dir::from_index(top.1);
            top.1 += 1;
            if open & dir.bit() != 0 {
                let n = neighbor_through_open(maze, cell, dir);
                if !seen[n] {
                    next = Some(n);
                    break;
                }
            }
        }
        match next {
            Some(n) => {
                seen[n] = true;
                observe(SolveStep::Visit(maze.pos(n)));
                stack.push((n as u32, 0));
            }
            None => {
                stack.pop();
                observe(SolveStep::Backtrack(maze.pos(cell)));
            }
        }
    }
    None
}
