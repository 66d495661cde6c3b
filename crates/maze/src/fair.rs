//! Fair starts for a race between two players, on a maze of any shape ([`Cells`]): two
//! cells the same number of steps from the cheese, chosen from the maze in one breadth-first
//! sweep (no recursion, linear in its cells). Player one starts as near as can be to the usual start, player two as far from
//! player one as that distance allows, so neither runs in the other's wake.
//!
//! ```
//! use mousemaze_maze::{Algorithm, distances::distance_map, fair::fair_starts};
//!
//! let maze = Algorithm::Backtracker.generate(21, 15, 3).unwrap();
//! let (start, cheese) = maze.corners();
//! let fair = fair_starts(&maze, cheese, start);
//! let from_cheese = distance_map(&maze, cheese);
//! assert_ne!(fair.one, fair.two);
//! assert_eq!(from_cheese[maze.index(fair.one)], fair.steps);
//! assert_eq!(from_cheese[maze.index(fair.two)], fair.steps);
//! ```

use super::distances::{UNREACHED, steps_from};
use super::model::Cells;
use super::{Maze, Pos};

/// Two starts and their (equal) shortest distance to the cheese, in steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FairStarts {
    pub one: Pos,
    pub two: Pos,
    pub steps: u32,
}

/// Manhattan distance between two cells.
fn apart(a: Pos, b: Pos) -> u32 {
    a.x.abs_diff(b.x) + a.y.abs_diff(b.y)
}

/// Two starts equally far from `cheese`: the farthest distance no greater than `near`'s
/// (the usual start's) that two cells share; player one on the cell of that distance nearest
/// `near`, player two on the one farthest from player one (ties: the first in row order).
/// A maze with no two cells at one distance (a single corridor from the cheese) starts both
/// players on `near`, which is fair too.
pub fn fair_starts(maze: &Maze, cheese: Pos, near: Pos) -> FairStarts {
    let apart = |a: usize, b: usize| apart(maze.pos(a), maze.pos(b));
    let (one, two, steps) = fair_cells(maze, maze.index(cheese), maze.index(near), apart);
    FairStarts { one: maze.pos(one), two: maze.pos(two), steps }
}

/// [`fair_starts`] on a maze of any shape ([`Cells`]), in cells, with `apart` measuring how
/// far apart two cells lie (Manhattan steps on squares; on other shapes, say, the distance
/// between their centres): player one, player two and their steps to the cheese.
///
/// ```
/// use mousemaze_maze::fair::fair_cells;
/// use mousemaze_maze::distances::steps_from;
/// use mousemaze_maze::shape::{Graph, Shape, generate::generate};
/// use mousemaze_maze::Algorithm;
///
/// let maze = generate(Graph::new(Shape::Hex { width: 9, height: 7 }).unwrap(), Algorithm::Prim, 2).unwrap();
/// let graph = maze.graph();
/// let apart = |a: usize, b: usize| (graph.centre(a as u32).distance(graph.centre(b as u32)) * 100.0) as u32;
/// let (one, two, steps) = fair_cells(&maze, 31, 0, apart);
/// let from_cheese = steps_from(&maze, 31);
/// assert_eq!((from_cheese[one], from_cheese[two]), (steps, steps));
/// ```
pub fn fair_cells<M: Cells>(
    maze: &M,
    cheese: usize,
    near: usize,
    apart: impl Fn(usize, usize) -> u32,
) -> (usize, usize, u32) {
    let dist = steps_from(maze, cheese);
    let reachable = |d: u32| d != UNREACHED;
    let farthest = dist.iter().copied().filter(|&d| reachable(d)).max().unwrap_or(0);
    let near_steps = dist.get(near).copied().filter(|&d| reachable(d));
    let target = near_steps.unwrap_or(farthest);
    let mut count = vec![0u32; target as usize + 1];
    for &d in dist.iter().filter(|&&d| reachable(d) && d <= target) {
        count[d as usize] += 1;
    }
    let Some(steps) = (1..=target).rev().find(|&d| count[d as usize] >= 2) else {
        return (near, near, near_steps.unwrap_or(0));
    };
    let level = || dist.iter().enumerate().filter(move |(_, d)| **d == steps).map(|(i, _)| i);
    let first_best = |key: &dyn Fn(usize) -> u32| {
        level().fold(None, |best: Option<(usize, u32)>, cell| match best {
            Some((_, k)) if k >= key(cell) => best,
            _ => Some((cell, key(cell))),
        })
    };
    let one = first_best(&|cell| u32::MAX - apart(cell, near)).map_or(near, |(cell, _)| cell);
    let two = first_best(&|cell| apart(cell, one)).map_or(one, |(cell, _)| cell);
    (one, two, steps)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Algorithm;
    use crate::distances::distance_map;

    #[test]
    fn on_tiny_mazes_both_starts_are_as_far_from_the_cheese() {
        for seed in 0..20 {
            let maze = Algorithm::Backtracker.generate(2, 2, seed).unwrap();
            let fair = fair_starts(&maze, Pos::new(1, 1), Pos::new(0, 0));
            let dist = distance_map(&maze, Pos::new(1, 1));
            assert!([fair.one, fair.two].iter().all(|&p| dist[maze.index(p)] == fair.steps), "seed {seed}");
            // Two starts wherever two cells share a distance no greater than the usual start's;
            // on a path with the cheese at its end no two do, and both start on one cell.
            let usual = dist[maze.index(Pos::new(0, 0))];
            let shared = (1..=usual).any(|d| dist.iter().filter(|&&x| x == d).count() >= 2);
            assert_eq!(fair.one != fair.two, shared, "seed {seed}");
        }
    }

    #[test]
    fn a_single_corridor_starts_both_on_the_usual_start() {
        let maze = Algorithm::Backtracker.generate(4, 1, 1).unwrap();
        let fair = fair_starts(&maze, Pos::new(3, 0), Pos::new(0, 0));
        assert_eq!(fair, FairStarts { one: Pos::new(0, 0), two: Pos::new(0, 0), steps: 3 });
    }
}
