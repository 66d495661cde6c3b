//! A perfect square maze turned into a classical labyrinth: one path, with no branch, through
//! every cell (a *unicursal* maze). Each cell becomes a 2×2 block of cells; the path runs round
//! the old maze's walls as a hand on the wall would, so the labyrinth keeps the old maze's
//! shape: where the old maze had a corridor the labyrinth has a corridor there and back.
//!
//! The rule, for every side of every old cell: an open side links the block's two cells on
//! that side to the two beyond it (two parallel corridors), a wall links those two cells to
//! each other (the path turns along the wall). Every new cell then has exactly two passages,
//! and because a perfect maze is a tree the passages make one cycle, round the whole tree. The
//! cycle is cut between the top-left cell and the one below it: the path runs from (0, 0) to
//! (0, 1), the two ends side by side at the entrance.
//!
//! ```
//! use mousemaze_maze::{Algorithm, Pos};
//! use mousemaze_maze::unicursal::{labyrinth, ENDS};
//!
//! let maze = Algorithm::Backtracker.generate(6, 4, 2).unwrap();
//! let path = labyrinth(&maze).unwrap();
//! assert_eq!((path.width(), path.height()), (12, 8));
//! // One path: every cell has two passages but the two ends, which have one.
//! for y in 0..8 {
//!     for x in 0..12 {
//!         let at = Pos::new(x, y);
//!         let ends = usize::from(at == ENDS.0 || at == ENDS.1);
//!         assert_eq!(path.passages(at).count_ones() as usize, 2 - ends);
//!     }
//! }
//! ```

use std::fmt;

use crate::{Dir, Maze, MazeError, Pos};

/// Where the labyrinth's path starts and ends: side by side at the top-left corner.
pub const ENDS: (Pos, Pos) = (Pos { x: 0, y: 0 }, Pos { x: 0, y: 1 });

/// Why a maze could not be made a labyrinth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LabyrinthError {
    /// The maze has loops (it was braided) or parts cut off: only a perfect maze (a tree)
    /// makes one path.
    NotPerfect { passages: usize, cells: usize },
    /// Twice its sides is too big a maze.
    TooBig(MazeError),
}

impl fmt::Display for LabyrinthError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LabyrinthError::NotPerfect { passages, cells } => write!(
                f,
                "a labyrinth is made from a perfect maze (one route between any two cells), but this one has \
                 {passages} passages for {cells} cells (a perfect maze has {}): leave out --braid",
                cells - 1
            ),
            LabyrinthError::TooBig(e) => write!(f, "a labyrinth doubles each side: {e}"),
        }
    }
}

impl std::error::Error for LabyrinthError {}

/// The labyrinth of the perfect maze `maze`: twice as wide and twice as high, one path from
/// [`ENDS`]`.0` to [`ENDS`]`.1` through every cell.
pub fn labyrinth(maze: &Maze) -> Result<Maze, LabyrinthError> {
    let cells = maze.len();
    let passages = maze.passage_count();
    if passages + 1 != cells {
        return Err(LabyrinthError::NotPerfect { passages, cells });
    }
    let (width, height) = (maze.width(), maze.height());
    let mut path = Maze::new(width * 2, height * 2).map_err(LabyrinthError::TooBig)?;
    for y in 0..height {
        for x in 0..width {
            let old = Pos::new(x, y);
            let (left, top) = (2 * x, 2 * y);
            let [tl, tr, bl] = [(left, top), (left + 1, top), (left, top + 1)].map(|(x, y)| Pos::new(x, y));
            // North and west: an open side links across (its far block links east and south
            // the same way); a wall links along. East and south walls link along here.
            if maze.is_open(old, Dir::N) {
                path.carve(tl, Dir::N);
                path.carve(tr, Dir::N);
            } else {
                path.carve(tl, Dir::E);
            }
            if maze.is_open(old, Dir::W) {
                path.carve(tl, Dir::W);
                path.carve(bl, Dir::W);
            } else {
                path.carve(tl, Dir::S);
            }
            if !maze.is_open(old, Dir::E) {
                path.carve(tr, Dir::S);
            }
            if !maze.is_open(old, Dir::S) {
                path.carve(bl, Dir::E);
            }
        }
    }
    // The start cell's west side is the border, a wall: the cycle runs down from (0, 0) to
    // (0, 1). Cut it there.
    path.build_wall(ENDS.0, Dir::S);
    Ok(path)
}
