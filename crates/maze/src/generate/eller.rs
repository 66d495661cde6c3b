//! Eller's algorithm: one row at a time, with memory for one row only.
//!
//! Each cell of the current row belongs to a set: the cells already joined to it by the
//! rows above. Neighbours in different sets are joined eastwards on a coin flip (and
//! their sets merge); then every set opens at least one wall south, chosen at random, so
//! that nothing is cut off; the cells below those openings keep their set, the others
//! start new ones. The last row joins every pair of neighbours still apart. The texture
//! is balanced, with a slight horizontal grain.
//!
//! The sets are labels `0..width` with a small union-find over them, reset every row, so
//! the memory is O(width) whatever the height: the rows could be streamed out one by one.
//!
//! ```
//! use mousemaze_maze::generate::{Eller, Generator};
//! use mousemaze_maze::{Maze, MazeRng};
//!
//! let mut maze = Maze::new(13, 8).unwrap();
//! Eller.run(&mut maze, &mut MazeRng::new(3), |_| {});
//! assert_eq!(maze.passage_count(), 13 * 8 - 1);
//! ```

use super::{Bits, GenStep, Generator};
use crate::{Dir, Maze, MazeRng, Pos};

/// "No cell" in the per-set lists.
const NONE: u32 = u32::MAX;

/// Eller's row-by-row algorithm.
#[derive(Clone, Copy, Debug, Default)]
pub struct Eller;

impl Generator for Eller {
    fn run<F: FnMut(GenStep)>(&self, maze: &mut Maze, rng: &mut MazeRng, mut observe: F) {
        let (w, h) = (maze.width(), maze.height());
        let mut rows = RowSets::new(w as usize);
        let mut bits = Bits::default();
        for y in 0..h {
            let row = y as usize * w as usize;
            let last = y + 1 == h;
            for x in 0..w {
                observe(GenStep::Visit(Pos::new(x, y)));
            }
            // Join east, merging sets.
            for x in 0..w as usize - 1 {
                if (last || bits.coin(rng)) && rows.union(x, x + 1) {
                    maze.carve_between(row + x, row + x + 1, Dir::E);
                    observe(GenStep::Carve(Pos::new(x as u32, y), Dir::E));
                }
            }
            if last {
                break;
            }
            // Open south: one random member of each set for sure, the others on a coin flip.
            rows.group();
            for first in 0..w as usize {
                let count = rows.gather_if_first(first);
                if count == 0 {
                    continue;
                }
                let sure = rng.index(count);
                for k in 0..count {
                    if k == sure || bits.coin(rng) {
                        let x = rows.members[k];
                        let cell = row + x as usize;
                        maze.carve_between(cell, maze.beside(cell, Dir::S), Dir::S);
                        observe(GenStep::Carve(Pos::new(x, y), Dir::S));
                        rows.kept[x as usize] = true;
                    }
                }
            }
            rows.next_row();
        }
    }
}

/// The sets of one row: a label per column, a union-find over the labels, and the
/// scratch lists used to go through each set's members. Everything is `width` long.
struct RowSets {
    /// The set label of each column's cell.
    label: Vec<u32>,
    /// Union-find parents of the labels.
    parent: Vec<u32>,
    /// After [`RowSets::group`]: the first column of each label's set, and the next column
    /// of the same set after each column.
    head: Vec<u32>,
    next: Vec<u32>,
    /// Which columns carry their set down to the next row.
    kept: Vec<bool>,
    /// Which labels the next row already uses.
    used: Vec<bool>,
    /// The members of the set being opened south.
    members: Vec<u32>,
}

impl RowSets {
    fn new(width: usize) -> RowSets {
        RowSets {
            label: (0..width as u32).collect(),
            parent: (0..width as u32).collect(),
            head: vec![NONE; width],
            next: vec![NONE; width],
            kept: vec![false; width],
            used: vec![false; width],
            members: Vec::with_capacity(width),
        }
    }

    fn find(&mut self, mut l: u32) -> u32 {
        while self.parent[l as usize] != l {
            let grandparent = self.parent[self.parent[l as usize] as usize];
            self.parent[l as usize] = grandparent;
            l = grandparent;
        }
        l
    }

    /// Merges the sets of columns `a` and `b`; false if they were one set already.
    fn union(&mut self, a: usize, b: usize) -> bool {
        let (ra, rb) = (self.find(self.label[a]), self.find(self.label[b]));
        self.parent[ra as usize] = rb;
        ra != rb
    }

    /// Resolves every column's label to its set and links the columns of each set.
    fn group(&mut self) {
        self.head.fill(NONE);
        for x in (0..self.label.len()).rev() {
            let l = self.find(self.label[x]);
            self.label[x] = l;
            self.next[x] = self.head[l as usize];
            self.head[l as usize] = x as u32;
        }
    }

    /// Puts the columns of the set whose leftmost column is `x` in `members` and returns
    /// how many there are; 0 if `x` is not the leftmost column of its set.
    fn gather_if_first(&mut self, x: usize) -> usize {
        self.members.clear();
        if self.head[self.label[x] as usize] == x as u32 {
            let mut c = x as u32;
            while c != NONE {
                self.members.push(c);
                c = self.next[c as usize];
            }
        }
        self.members.len()
    }

    /// Moves to the next row: kept columns keep their label, the others take unused ones.
    fn next_row(&mut self) {
        self.used.fill(false);
        for x in 0..self.label.len() {
            if self.kept[x] {
                self.used[self.label[x] as usize] = true;
            }
        }
        let mut free = 0;
        for x in 0..self.label.len() {
            if !self.kept[x] {
                while self.used[free] {
                    free += 1;
                }
                self.used[free] = true;
                self.label[x] = free as u32;
            }
            self.kept[x] = false;
        }
        for (l, p) in self.parent.iter_mut().enumerate() {
            *p = l as u32;
        }
    }
}
