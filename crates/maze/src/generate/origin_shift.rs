//! Origin shift: a spanning tree whose root wanders, rewiring the tree as it goes.
//!
//! The maze is kept as a tree in which every cell points towards one root, the origin.
//! One move: the origin steps to a random neighbour, points at it, and the neighbour
//! becomes the new origin, dropping its own pointer. In walls, that opens the passage
//! between the old and new origin and closes the one the new origin used to point
//! through, so the maze is a perfect maze after every single move. (Popularised as a
//! maze algorithm by CaptainLuma, 2024; the tree chain itself is the one behind the
//! Aldous–Broder theorem.)
//!
//! It starts from a plain tree (every row running east, the last column south) and moves
//! until the origin has stood on every cell. By then every pointer was written by the walk
//! and nothing of the starting tree is left. The texture looks like Aldous–Broder's and
//! Wilson's, and on small grids the trees pass the same chi-square test of uniformity,
//! though we know no proof that stopping at the cover time keeps them exactly uniform.
//! The cost is a cover time, as for Aldous–Broder. Animated, it is a maze that keeps
//! changing while staying solvable, which is what it is loved for.
//!
//! ```
//! use mousemaze_maze::generate::{Generator, OriginShift};
//! use mousemaze_maze::{Maze, MazeRng};
//!
//! let mut maze = Maze::new(10, 10).unwrap();
//! OriginShift.run(&mut maze, &mut MazeRng::new(12), |_| {});
//! assert_eq!(maze.passage_count(), 99);
//! ```

use super::{GenStep, Generator, Walker};
use crate::{Dir, Maze, MazeRng, Pos};

/// Scratch bits 4–5: the direction in which the cell points towards the origin.
const WAY_SHIFT: u8 = 4;
const WAY_MASK: u8 = 0b11 << WAY_SHIFT;
/// Scratch bit: the origin has stood on this cell.
const SEEN: u8 = 0x40;

/// The origin shift algorithm, run until the origin has visited every cell.
#[derive(Clone, Copy, Debug, Default)]
pub struct OriginShift;

impl Generator for OriginShift {
    fn run<F: FnMut(GenStep)>(&self, maze: &mut Maze, rng: &mut MazeRng, mut observe: F) {
        let (w, h) = (maze.width(), maze.height());
        // The starting tree: rows run east, the last column runs south to the bottom right.
        let mut cell = 0;
        for y in 0..h {
            for x in 0..w {
                let way = if x + 1 < w { Dir::E } else { Dir::S };
                if cell + 1 < maze.len() {
                    maze.carve_between(cell, maze.beside(cell, way), way);
                    maze.cells_mut()[cell] |= (way as u8) << WAY_SHIFT;
                    observe(GenStep::Carve(Pos::new(x, y), way));
                }
                cell += 1;
            }
        }
        let mut origin = Walker::new(maze, maze.len() - 1);
        maze.cells_mut()[origin.index] |= SEEN;
        observe(GenStep::Visit(origin.pos()));
        let mut unseen = maze.len() - 1;
        // The origin's byte as last written, so that it never needs reading back.
        let mut byte_at_origin = maze.cells()[origin.index];
        while unseen > 0 {
            let (old, here) = (origin.index, origin.pos());
            let way = origin.random_step(rng);
            let new = origin.index;
            // The old origin points at the new one through an open passage; the new one
            // drops its pointer and the passage behind it, unless that is the same passage:
            // `parent` is the old origin exactly when the passage was open already. That
            // case needs no branch, which the CPU could not predict: clearing the old
            // origin's side of the passage and then setting it again leaves it open.
            let byte = maze.cells()[new];
            let dropped_index = (byte & WAY_MASK) >> WAY_SHIFT;
            let (dropped, parent) = (Dir::from_index(dropped_index), origin.beside(new, dropped_index));
            let cells = maze.cells_mut();
            cells[parent] &= !dropped.opposite().bit();
            cells[old] = (byte_at_origin & !WAY_MASK) | ((way as u8) << WAY_SHIFT) | way.bit();
            byte_at_origin = (byte & !dropped.bit()) | way.opposite().bit() | SEEN;
            cells[new] = byte_at_origin;
            unseen -= usize::from(byte & SEEN == 0);
            if parent != old {
                observe(GenStep::Carve(here, way));
                observe(GenStep::Wall(origin.pos(), dropped));
            }
            observe(GenStep::Visit(origin.pos()));
        }
    }
}
