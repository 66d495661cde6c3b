//! Breadth-first search: explores in rings of equal distance, so the first time it reaches
//! the goal it has a shortest path. Memory: one parent byte a cell and a `u32` queue.
//!
//! ```
//! use mousemaze::maze::{Algorithm, Solver};
//!
//! let maze = Algorithm::Prim.generate(20, 20, 1).unwrap();
//! let (start, goal) = maze.corners();
//! let solution = Solver::Bfs.solve(&maze, start, goal).unwrap();
//! assert!(solution.steps() >= 38); // at least the Manhattan distance
//! ```

use super::{NO_PARENT, ROOT, SolveStep, trace_back};
use crate::maze::distances::neighbor_through_open;
use crate::maze::{Dir, Maze, Pos};

pub(super) fn solve<F: FnMut(SolveStep)>(maze: &Maze, start: Pos, goal: Pos, observe: &mut F) -> Option<Vec<Pos>> {
    let (start, goal) = (maze.index(start), maze.index(goal));
    let mut parents = vec![NO_PARENT; maze.len()];
    let mut queue: Vec<u32> = Vec::with_capacity(maze.len().min(1 << 20));
    parents[start] = ROOT;
    queue.push(start as u32);
    let mut head = 0;
    while head < queue.len() {
        let cell = queue[head] as usize;
        head += 1;
        observe(SolveStep::Visit(maze.pos(cell)));
        if cell == goal {
            return Some(trace_back(maze, &parents, goal));
        }
        let open = maze.cells()[cell];
        for dir in Dir::ALL {
            if open & dir.bit() != 0 {
                let n = neighbor_through_open(maze, cell, dir);
                if parents[n] == NO_PARENT {
                    parents[n] = dir.opposite() as u8;
                    queue.push(n as u32);
                }
            }
        }
    }
    None
}
