//! Randomized Kruskal: every inner wall, in random order, is opened if the two cells it
//! separates are not yet connected. Connectivity is a flat union-find (path halving,
//! union by rank) over `u32` parents, so it stays near-linear on huge mazes.
//!
//! ```
//! use mousemaze::maze::generate::{Generator, Kruskal};
//! use mousemaze::maze::{Maze, MazeRng};
//!
//! let mut maze = Maze::new(9, 4).unwrap();
//! Kruskal.run(&mut maze, &mut MazeRng::new(8), |_| {});
//! assert_eq!(maze.passage_count(), 35);
//! ```

use super::{GenStep, Generator};
use crate::maze::{Dir, Maze, MazeRng};

/// Randomized Kruskal's algorithm.
#[derive(Clone, Copy, Debug, Default)]
pub struct Kruskal;

impl Generator for Kruskal {
    fn run<F: FnMut(GenStep)>(&self, maze: &mut Maze, rng: &mut MazeRng, mut observe: F) {
        let (w, h) = (maze.width() as usize, maze.height() as usize);
        // An edge is (cell << 1) | 0 for its east wall, | 1 for its south wall.
        let mut edges: Vec<u32> = Vec::with_capacity(2 * w * h);
        for y in 0..h {
            for x in 0..w {
                let cell = ((y * w + x) as u32) << 1;
                if x + 1 < w {
                    edges.push(cell);
                }
                if y + 1 < h {
                    edges.push(cell | 1);
                }
            }
        }
        rng.shuffle(&mut edges);
        let mut sets = UnionFind::new(w * h);
        let mut left = w * h - 1;
        for edge in edges {
            if left == 0 {
                break;
            }
            let a = (edge >> 1) as usize;
            let (b, dir) = if edge & 1 == 0 { (a + 1, Dir::E) } else { (a + w, Dir::S) };
            if sets.union(a as u32, b as u32) {
                maze.carve_between(a, b, dir);
                observe(GenStep::Carve(maze.pos(a), dir));
                left -= 1;
            }
        }
    }
}

/// A flat disjoint-set forest.
pub(crate) struct UnionFind {
    parent: Vec<u32>,
    rank: Vec<u8>,
}

impl UnionFind {
    pub(crate) fn new(len: usize) -> UnionFind {
        UnionFind { parent: (0..len as u32).collect(), rank: vec![0; len] }
    }

    /// The representative of `x`'s set, halving the path on the way.
    #[inline]
    pub(crate) fn find(&mut self, mut x: u32) -> u32 {
        while self.parent[x as usize] != x {
            let grandparent = self.parent[self.parent[x as usize] as usize];
            self.parent[x as usize] = grandparent;
            x = grandparent;
        }
        x
    }

    /// Joins the sets of `a` and `b`; false if they were already one set.
    #[inline]
    pub(crate) fn union(&mut self, a: u32, b: u32) -> bool {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra == rb {
            return false;
        }
        let (rank_a, rank_b) = (self.rank[ra as usize], self.rank[rb as usize]);
        if rank_a < rank_b {
            self.parent[ra as usize] = rb;
        } else {
            self.parent[rb as usize] = ra;
            if rank_a == rank_b {
                self.rank[ra as usize] += 1;
            }
        }
        true
    }
}
