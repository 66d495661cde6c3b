//! Trémaux's method, the maze-walker's pencil: each passage gets a mark every time it is
//! walked, and a passage with two marks is never walked again.
//!
//! - Arriving at a cell never seen before, take any unmarked passage (N, E, S, W first);
//!   at a dead end there is none, so go back.
//! - Arriving at a cell already seen through a passage walked for the first time, a loop
//!   has closed: go straight back the way you came.
//! - Otherwise (coming back down a passage), take an unmarked passage if there is one,
//!   else the passage marked once, which leads back towards the start.
//!
//! Each passage is walked at most twice, so it ends. At the goal, the passages marked once
//! form a simple path from the start: the answer. If the walker comes back to the start
//! with nothing left to try, there is no route.
//!
//! A first walk down a passage is reported as [`SolveStep::Visit`], the second (going back)
//! as [`SolveStep::Backtrack`]: the steps are the walk itself, move by move.
//!
//! ```
//! use mousemaze_maze::{braid, Algorithm, MazeRng, Solver};
//!
//! let mut maze = Algorithm::Backtracker.generate(40, 25, 6).unwrap();
//! braid(&mut maze, 0.5, &mut MazeRng::new(6));
//! let (start, goal) = maze.corners();
//! let found = Solver::Tremaux.solve(&maze, start, goal).unwrap();
//! assert!(mousemaze_maze::solve::is_valid_path(&maze, &found.path, start, goal));
//! ```

use super::SolveStep;
use crate::distances::neighbor_through_open;
use crate::{Dir, Maze, Pos};

/// The bit of a cell's mark byte set once the walker has stood there.
const SEEN: u8 = 1 << 4;

/// The marks of every passage: each cell's byte holds its E passage's count in bits 0–1 and
/// its S passage's in bits 2–3, so each passage is stored once.
struct Marks {
    bytes: Vec<u8>,
    width: usize,
}

impl Marks {
    /// The byte and bit shift holding the marks of the passage on side `dir` of `cell`.
    #[inline]
    fn slot(&self, cell: usize, dir: Dir) -> (usize, u8) {
        match dir {
            Dir::E => (cell, 0),
            Dir::S => (cell, 2),
            Dir::W => (cell - 1, 0),
            Dir::N => (cell - self.width, 2),
        }
    }

    #[inline]
    fn get(&self, cell: usize, dir: Dir) -> u8 {
        let (byte, shift) = self.slot(cell, dir);
        self.bytes[byte] >> shift & 3
    }

    /// Adds a mark to the passage and returns its new count.
    #[inline]
    fn add(&mut self, cell: usize, dir: Dir) -> u8 {
        let (byte, shift) = self.slot(cell, dir);
        self.bytes[byte] += 1 << shift;
        self.bytes[byte] >> shift & 3
    }

    /// The first open side of `cell` whose passage has `count` marks.
    fn find(&self, open: u8, cell: usize, count: u8) -> Option<Dir> {
        Dir::ALL.into_iter().find(|&d| open & d.bit() != 0 && self.get(cell, d) == count)
    }
}

pub(super) fn solve<F: FnMut(SolveStep)>(maze: &Maze, start: Pos, goal: Pos, observe: &mut F) -> Option<Vec<Pos>> {
    let (start, goal) = (maze.index(start), maze.index(goal));
    let mut marks = Marks { bytes: vec![0; maze.len()], width: maze.width() as usize };
    let mut cell = start;
    // The side of `cell` the walker came in by, and whether it had stood there before.
    let mut came: Option<(Dir, bool)> = None;
    marks.bytes[start] |= SEEN;
    observe(SolveStep::Visit(maze.pos(start)));
    while cell != goal {
        let open = maze.cells()[cell];
        let dir = match came {
            Some((back, true)) if marks.get(cell, back) == 1 => back,
            _ => marks.find(open, cell, 0).or_else(|| marks.find(open, cell, 1))?,
        };
        let count = marks.add(cell, dir);
        cell = neighbor_through_open(maze, cell, dir);
        came = Some((dir.opposite(), marks.bytes[cell] & SEEN != 0));
        marks.bytes[cell] |= SEEN;
        let pos = maze.pos(cell);
        observe(if count == 1 { SolveStep::Visit(pos) } else { SolveStep::Backtrack(pos) });
    }
    // Follow the passages marked once from the start.
    let mut path = vec![maze.pos(start)];
    let mut from = None;
    let mut cell = start;
    while cell != goal {
        let open = maze.cells()[cell];
        let dir = Dir::ALL
            .into_iter()
            .find(|&d| open & d.bit() != 0 && Some(d) != from && marks.get(cell, d) == 1)
            .expect("the passages marked once lead from the start to the goal");
        cell = neighbor_through_open(maze, cell, dir);
        from = Some(dir.opposite());
        path.push(maze.pos(cell));
    }
    Some(path)
}
