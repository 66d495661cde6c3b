//! Origin shift, on a maze of any shape ([`Cells`]): a spanning tree whose root wanders, rewiring the tree as it goes.
//!
//! The maze is kept as a tree in which every cell points towards one root, the origin.
//! One move: the origin steps to a random neighbour, points at it, and the neighbour
//! becomes the new origin, dropping its own pointer. In walls, that opens the passage
//! between the old and new origin and closes the one the new origin used to point
//! through, so the maze is a perfect maze after every single move. (Popularised as a
//! maze algorithm by CaptainLuma, 2024; the tree chain itself is the one behind the
//! Aldous–Broder theorem.)
//!
//! It starts from a breadth-first tree around the origin (on squares, the bottom-right
//! cell) and moves until the origin has stood on every cell. By then every pointer was written by the walk
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

use std::collections::VecDeque;

use super::{GenStep, Generator};
use crate::model::{Cells, Step};
use crate::{Maze, MazeRng};

/// The origin shift algorithm, run until the origin has visited every cell.
#[derive(Clone, Copy, Debug, Default)]
pub struct OriginShift;

impl Generator for OriginShift {
    /// The origin starts on the bottom-right cell.
    fn run<F: FnMut(GenStep)>(&self, maze: &mut Maze, rng: &mut MazeRng, mut observe: F) {
        let (width, last) = (maze.width(), maze.len() - 1);
        shift(maze, rng, last, |step| observe(step.on_grid(width)));
    }

    /// It uses none.
    fn leaves_scratch(&self) -> bool {
        false
    }
}

/// A cell's byte beside the maze: the slot it points through, or [`ORIGIN`]; and [`SEEN`].
const SLOT: u8 = 0x0F;
const ORIGIN: u8 = 0x0F;
const SEEN: u8 = 0x80;
/// Not yet reached by the starting tree.
const UNREACHED: u8 = 0x7F;

/// Origin shift on a maze of any shape, from `origin`. The starting tree is breadth first
/// from the origin, and the passages follow the tree at every move.
pub(crate) fn shift<M: Cells>(maze: &mut M, rng: &mut MazeRng, origin: usize, mut observe: impl FnMut(Step)) {
    let len = maze.len();
    let mut way = vec![UNREACHED; len];
    way[origin] = ORIGIN;
    let mut queue = VecDeque::from([origin]);
    while let Some(cell) = queue.pop_front() {
        maze.each_neighbour(cell, |slot, n| {
            if way[n] == UNREACHED {
                way[n] = maze.back_slot(cell, slot, n) as u8;
                queue.push_back(n);
            }
        });
    }
    for cell in (0..len).filter(|&cell| cell != origin) {
        let slot = usize::from(way[cell]);
        let parent = maze.beside(cell, slot);
        maze.open_way(cell, slot, parent);
        observe(Step::Open(cell, slot));
    }
    let mut walker = maze.walker(origin);
    way[origin] |= SEEN;
    observe(Step::Visit(origin));
    let mut unseen = len - 1;
    while unseen > 0 {
        let old = M::walker_cell(&walker);
        let slot = maze.random_step(&mut walker, rng);
        let new = M::walker_cell(&walker);
        // The old origin points at the new one through an open passage; the new one drops
        // its pointer and the passage behind it, unless that is the same passage: `parent`
        // is the old origin exactly when the passage was open already. That case needs no
        // branch, which the CPU could not predict: closing the passage behind the new origin
        // and then opening the one from the old leaves it open.
        let mark = way[new];
        let dropped = usize::from(mark & SLOT);
        let parent = maze.beside(new, dropped);
        way[old] = SEEN | slot as u8; // the old origin was seen: it stood there
        unseen -= usize::from(mark & SEEN == 0);
        way[new] = SEEN | ORIGIN;
        maze.close_way(new, dropped, parent);
        maze.open_way(old, slot, new);
        if parent != old {
            observe(Step::Open(old, slot));
            observe(Step::Close(new, dropped));
        }
        observe(Step::Visit(new));
    }
}
