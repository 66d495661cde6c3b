//! The wall follower: walk with one hand always on the wall. At each cell it turns towards
//! its hand if it can, else goes straight, else turns away, else turns back. It starts
//! facing the goal (the direction that points most towards it).
//!
//! On a perfect maze every wall is joined to every other, so the hand slides along all of
//! them and the walker reaches every cell, the goal included. On a braided maze a wall can
//! be an island, and a goal beside an island the hand never touches is never reached: the
//! walker goes round and round. That is detected exactly. The next move depends only on the
//! cell and the facing, so when the walker stands on a cell facing a way it already stood
//! there facing, its walk has become a circle, and it gives up with
//! [`SolveError::NoRoute`](super::SolveError::NoRoute). There are four facings a cell, so it
//! never takes more than 4·cells moves.
//!
//! The walk itself doubles back into every dead end. The path returned is that walk with
//! its loops and back-tracks erased: a simple path from start to goal.
//!
//! ```
//! use mousemaze_maze::{Algorithm, Dir, Maze, Pos, Solver};
//!
//! let maze = Algorithm::Prim.generate(30, 20, 3).unwrap();
//! let (start, goal) = maze.corners();
//! let left = Solver::WallFollowerLeft.solve(&maze, start, goal).unwrap();
//! assert_eq!(left.path, Solver::Bfs.solve(&maze, start, goal).unwrap().path);
//!
//! // A ring round the goal, entered from the north: the hand stays on the ring's walls.
//! let mut ring = Maze::new(3, 3).unwrap();
//! for (x, y, dir) in [(0, 0, Dir::E), (1, 0, Dir::E), (2, 0, Dir::S), (2, 1, Dir::S)] {
//!     ring.carve(Pos::new(x, y), dir);
//! }
//! for (x, y, dir) in [(2, 2, Dir::W), (1, 2, Dir::W), (0, 2, Dir::N), (0, 1, Dir::N), (1, 0, Dir::S)] {
//!     ring.carve(Pos::new(x, y), dir);
//! }
//! let err = Solver::WallFollowerRight.solve(&ring, Pos::new(0, 0), Pos::new(1, 1)).unwrap_err();
//! assert_eq!(err.to_string(), "no route found by this method (wall-follower-right)");
//! ```

use super::SolveStep;
use super::dfs::first_slot;
use super::walk::{Trail, towards};
use crate::distances::neighbor_through_open;
use crate::{Dir, Maze, Pos};

/// Walks with the hand on the side `hand` turns to ([`Dir::left`] or [`Dir::right`]).
pub(super) fn solve<F: FnMut(SolveStep)>(
    maze: &Maze,
    start: Pos,
    goal: Pos,
    hand: fn(Dir) -> Dir,
    observe: &mut F,
) -> Option<Vec<Pos>> {
    let (start_cell, goal_cell) = (maze.index(start), maze.index(goal));
    let mut trail = Trail::new(maze, start_cell, observe);
    // Bit `d` of a cell: the walker stood here facing `d`.
    let mut stood = vec![0u8; maze.len()];
    let mut cell = start_cell;
    let mut facing = Dir::from_index(first_slot(towards(maze, start_cell, goal)) as u8);
    while cell != goal_cell {
        if stood[cell] & facing.bit() != 0 {
            return None; // going round in circles
        }
        stood[cell] |= facing.bit();
        let open = maze.cells()[cell];
        let side = hand(facing);
        let dir = [side, facing, side.opposite(), facing.opposite()].into_iter().find(|d| open & d.bit() != 0)?;
        cell = neighbor_through_open(maze, cell, dir);
        facing = dir;
        trail.step(maze, cell, observe);
    }
    Some(trail.into_path(maze))
}
