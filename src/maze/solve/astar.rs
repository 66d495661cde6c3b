//! A*: best-first search ordered by steps so far plus the Manhattan distance still to go.
//! The heuristic never overestimates on a 4-connected grid, so the path is a shortest one;
//! on open or braided mazes it visits far fewer cells than BFS.
//!
//! ```
//! use mousemaze::maze::{braid, Algorithm, MazeRng, Solver};
//!
//! let mut maze = Algorithm::Kruskal.generate(25, 25, 2).unwrap();
//! braid(&mut maze, 0.5, &mut MazeRng::new(2));
//! let (start, goal) = maze.corners();
//! let astar = Solver::AStar.solve(&maze, start, goal).unwrap();
//! assert_eq!(astar.steps(), Solver::Bfs.solve(&maze, start, goal).unwrap().steps());
//! ```

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::{NO_PARENT, ROOT, SolveStep, trace_back};
use crate::maze::distances::neighbor_through_open;
use crate::maze::{Dir, Maze, Pos};

pub(super) fn solve<F: FnMut(SolveStep)>(maze: &Maze, start: Pos, goal_pos: Pos, observe: &mut F) -> Option<Vec<Pos>> {
    let (start, goal) = (maze.index(start), maze.index(goal_pos));
    let mut parents = vec![NO_PARENT; maze.len()];
    let mut cost = vec![u32::MAX; maze.len()];
    let mut closed = vec![false; maze.len()];
    // (f = g + h, g reversed so deeper entries win ties, cell)
    let mut open: BinaryHeap<Reverse<(u32, u32, u32)>> = BinaryHeap::new();
    parents[start] = ROOT;
    cost[start] = 0;
    open.push(Reverse((maze.pos(start).manhattan(goal_pos), 0, start as u32)));
    while let Some(Reverse((_, _, cell))) = open.pop() {
        let cell = cell as usize;
        if closed[cell] {
            continue;
        }
        closed[cell] = true;
        observe(SolveStep::Visit(maze.pos(cell)));
        if cell == goal {
            return Some(trace_back(maze, &parents, goal));
        }
        let g = cost[cell] + 1;
        let walls = maze.cells()[cell];
        for dir in Dir::ALL {
            if walls & dir.bit() != 0 {
                let n = neighbor_through_open(maze, cell, dir);
                if g < cost[n] {
                    cost[n] = g;
                    parents[n] = dir.opposite() as u8;
                    let f = g + maze.pos(n).manhattan(goal_pos);
                    open.push(Reverse((f, u32::MAX - g, n as u32)));
                }
            }
        }
    }
    None
}
