//! What the square grid's walking solvers share: the directions ordered towards the goal
//! ([`towards`], for recursive DFS and the wall followers), and [`Trail`], a walk kept with
//! its loops erased, so a wanderer such as the wall follower still returns a simple path.
//! (The depth-first engine, over every shape, is [`super::dfs::depth_first`].)
//!
//! ```
//! use mousemaze_maze::{Maze, Solver};
//!
//! // On an open room both head straight for the goal, towards it first.
//! let room = Maze::open(6, 4).unwrap();
//! let (start, goal) = room.corners();
//! assert_eq!(Solver::RecursiveDfs.solve(&room, start, goal).unwrap().steps(), 8);
//! assert_eq!(Solver::WallFollowerLeft.solve(&room, start, goal).unwrap().path.first(), Some(&start));
//! ```

use super::SolveStep;
use super::dfs::SlotOrder;
use crate::{Dir, Maze, Pos};

/// The directions from `cell` ordered by how far they point towards `goal`: by the dot
/// product of their step with the vector to the goal, largest first, ties in N, E, S, W
/// order. From (0, 0) towards (5, 2) that is E, S, N, W; towards (5, 0), E, N, S, W.
pub(super) fn towards(maze: &Maze, cell: usize, goal: Pos) -> SlotOrder {
    let here = maze.pos(cell);
    let (dx, dy) = (i64::from(goal.x) - i64::from(here.x), i64::from(goal.y) - i64::from(here.y));
    let score = |d: Dir| {
        let (sx, sy) = d.delta();
        i64::from(sx) * dx + i64::from(sy) * dy
    };
    let mut dirs = Dir::ALL;
    // Insertion sort: stable, and plenty for four.
    for i in 1..4 {
        let mut j = i;
        while j > 0 && score(dirs[j]) > score(dirs[j - 1]) {
            dirs.swap(j, j - 1);
            j -= 1;
        }
    }
    dirs.iter().rev().fold(SlotOrder::MAX, |order, &d| order << 4 | d as SlotOrder)
}

/// The walk of a solver that moves cell by cell, kept with its loops erased.
///
/// Each [`Trail::step`] is reported to the observer: as [`SolveStep::Backtrack`] when it
/// goes back to the cell before on the trail, else as [`SolveStep::Visit`]. When the walk
/// comes back to a cell already on the trail, the loop it made is cut off, so the trail is
/// always a simple path from the start to where the walker stands. A cell is cut only
/// after a step added it, so the whole walk costs time in proportion to its length.
pub(super) struct Trail {
    path: Vec<u32>,
    /// For each cell, 1 + its index in `path`, or 0 when it is not on the trail.
    place: Vec<u32>,
}

impl Trail {
    /// A trail standing on `start`, reported as the first visit.
    pub(super) fn new<F: FnMut(SolveStep)>(maze: &Maze, start: usize, observe: &mut F) -> Trail {
        let mut place = vec![0; maze.len()];
        place[start] = 1;
        observe(SolveStep::Visit(maze.pos(start)));
        Trail { path: vec![start as u32], place }
    }

    /// Moves to `to`, an open neighbour of the last cell.
    pub(super) fn step<F: FnMut(SolveStep)>(&mut self, maze: &Maze, to: usize, observe: &mut F) {
        let pos = maze.pos(to);
        match self.place[to] as usize {
            0 => {
                self.path.push(to as u32);
                self.place[to] = self.path.len() as u32;
                observe(SolveStep::Visit(pos));
            }
            kept => {
                let back = kept + 1 == self.path.len();
                for cut in self.path.drain(kept..) {
                    self.place[cut as usize] = 0;
                }
                observe(if back { SolveStep::Backtrack(pos) } else { SolveStep::Visit(pos) });
            }
        }
    }

    /// The trail as positions, start first.
    pub(super) fn into_path(self, maze: &Maze) -> Vec<Pos> {
        self.path.iter().map(|&c| maze.pos(c as usize)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dirs(order: SlotOrder) -> [Dir; 4] {
        [0, 1, 2, 3].map(|k| Dir::from_index((order >> (4 * k)) as u8 & 0xF))
    }

    #[test]
    fn orders_unpack_and_point_towards_the_goal() {
        let maze = Maze::open(9, 9).unwrap();
        assert_eq!(dirs(crate::solve::dfs::in_slot_order(4)), Dir::ALL);
        let centre = maze.index(Pos::new(4, 4));
        assert_eq!(dirs(towards(&maze, centre, Pos::new(8, 6))), [Dir::E, Dir::S, Dir::N, Dir::W]);
        assert_eq!(dirs(towards(&maze, centre, Pos::new(8, 4))), [Dir::E, Dir::N, Dir::S, Dir::W]);
        assert_eq!(dirs(towards(&maze, centre, Pos::new(3, 0))), [Dir::N, Dir::W, Dir::E, Dir::S]);
        assert_eq!(dirs(towards(&maze, centre, Pos::new(4, 4))), Dir::ALL);
    }

    #[test]
    fn a_trail_erases_loops_and_tells_back_steps_from_forward_ones() {
        // A 2×2 open square: walk round it and one step back.
        let maze = Maze::open(2, 2).unwrap();
        let mut steps = Vec::new();
        let mut observe = |s| steps.push(s);
        let mut trail = Trail::new(&maze, 0, &mut observe);
        for to in [1, 3, 2, 0, 2, 0] {
            trail.step(&maze, to, &mut observe);
        }
        assert_eq!(trail.into_path(&maze), vec![Pos::new(0, 0)]);
        let kinds: Vec<bool> = steps.iter().map(|s| matches!(s, SolveStep::Backtrack(_))).collect();
        // Closing the loop at (0, 0) is a step forward; (0, 1) → (0, 0) after it is a step back.
        assert_eq!(kinds, [false, false, false, false, false, false, true]);
    }
}
