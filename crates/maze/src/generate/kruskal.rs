//! Randomized Kruskal, on a maze of any shape ([`Cells`]): every inner wall, in random
//! order, is opened if the two cells it separates are not yet connected. Connectivity is a flat union-find (path halving,
//! union by rank) over `u32` parents, so it stays near-linear on huge mazes.
//!
//! ```
//! use mousemaze_maze::generate::{Generator, Kruskal};
//! use mousemaze_maze::{Maze, MazeRng};
//!
//! let mut maze = Maze::new(9, 4).unwrap();
//! Kruskal.run(&mut maze, &mut MazeRng::new(8), |_| {});
//! assert_eq!(maze.passage_count(), 35);
//! ```

use super::{GenStep, Generator};
use crate::model::{Cells, Step};
use crate::{Maze, MazeRng};

/// Randomized Kruskal's algorithm.
#[derive(Clone, Copy, Debug, Default)]
pub struct Kruskal;

impl Generator for Kruskal {
    fn run<F: FnMut(GenStep)>(&self, maze: &mut Maze, rng: &mut MazeRng, mut observe: F) {
        let width = maze.width();
        join(maze, rng, |step| observe(step.on_grid(width)));
    }

    /// It uses none.
    fn leaves_scratch(&self) -> bool {
        false
    }
}

/// Kruskal on a maze of any shape: every inner wall once, from its lower-numbered cell, in
/// cell and slot order (on squares: each cell's east wall, then its south one), shuffled;
/// each opened when it parts two regions not yet joined.
pub(crate) fn join<M: Cells>(maze: &mut M, rng: &mut MazeRng, mut observe: impl FnMut(Step)) {
    let len = maze.len();
    // An edge is `cell << 3 | slot`: cells are under 2^28, so it fits in a u32.
    let mut edges: Vec<u32> = Vec::with_capacity(len * maze.slots() / 2);
    maze.each_pair(|cell, slot, _| edges.push((cell as u32) << 3 | slot as u32));
    rng.shuffle(&mut edges);
    let mut sets = UnionFind::new(len);
    let mut left = len - 1;
    if left == 0 {
        return;
    }
    // The edges come in random order, so on big mazes each one's cells are a cache miss.
    // Reading a batch's cells first lets those misses overlap instead of queueing.
    let mut ends = [(0, 0, 0); WARM_BATCH];
    for batch in edges.chunks(WARM_BATCH) {
        let mut warm = 0;
        for (end, &edge) in ends.iter_mut().zip(batch) {
            let (a, slot) = ((edge >> 3) as usize, (edge & 7) as usize);
            let b = maze.beside(a, slot);
            *end = (a, slot, b);
            warm ^= sets.peek(a) ^ sets.peek(b) ^ u32::from(maze.open_ways(a));
        }
        std::hint::black_box(warm);
        for &(a, slot, b) in &ends[..batch.len()] {
            if maze.may_open(a, slot, b) && sets.union(a as u32, b as u32) {
                maze.open_way(a, slot, b);
                observe(Step::Open(a, slot));
                left -= 1;
                if left == 0 {
                    return;
                }
            }
        }
    }
}

/// How many edges' cells are read ahead together (see [`Kruskal`]'s main loop): enough for
/// the misses to overlap, few enough for their loads to fit the CPU's reorder window.
const WARM_BATCH: usize = 16;

/// A flat disjoint-set forest: one `u32` parent a cell and nothing else.
///
/// It is Rem's algorithm with splicing: every parent has a smaller index than its child, so
/// a set's root is its smallest cell, and no rank array is needed. A union walks both paths
/// up together, always advancing the side whose parent is larger and pointing it at the
/// other side's parent as it goes (which flattens both paths), until the two meet (already
/// joined) or one reaches its root (link it). In practice this touches fewer cache lines
/// than find-find-link with ranks, which is what counts when the edges come in random order.
///
/// Kruskal only asks "were these two apart?", and every union-find answers that the same
/// way, so the maze does not depend on which one is used.
pub(crate) struct UnionFind {
    parent: Vec<u32>,
}

impl UnionFind {
    pub(crate) fn new(len: usize) -> UnionFind {
        UnionFind { parent: (0..len as u32).collect() }
    }

    /// The parent of `x`, read only to bring it into the cache ahead of a union.
    #[inline]
    pub(crate) fn peek(&self, x: usize) -> u32 {
        self.parent[x]
    }

    /// The root of `x`'s set (its smallest cell), halving the path walked on the way: each
    /// cell passed points to its grandparent after, so asking again is quick (without it, the
    /// symmetry knob's many questions walked long chains: quadratic on big mazes). A parent is
    /// never larger than its child, before or after.
    pub(crate) fn root(&mut self, mut x: u32) -> u32 {
        let p = &mut self.parent[..];
        while p[x as usize] != x {
            let grandparent = p[p[x as usize] as usize];
            p[x as usize] = grandparent;
            x = grandparent;
        }
        x
    }

    /// Joins the sets of `a` and `b`; false if they were already one set.
    #[inline]
    pub(crate) fn union(&mut self, a: u32, b: u32) -> bool {
        let p = &mut self.parent[..];
        let (mut x, mut y) = (a as usize, b as usize);
        loop {
            let (px, py) = (p[x], p[y]);
            if px == py {
                return false;
            }
            // Advance the side with the larger parent.
            let (hi, lo_parent) = if px > py { (x, py) } else { (y, px) };
            let up = p[hi] as usize;
            if up == hi {
                p[hi] = lo_parent;
                return true;
            }
            p[hi] = lo_parent;
            if px > py { x = up } else { y = up }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn union_find_agrees_with_a_naive_labelling() {
        let mut rng = MazeRng::new(11);
        let n = 300;
        let mut sets = UnionFind::new(n);
        let mut label: Vec<usize> = (0..n).collect();
        for _ in 0..2000 {
            let (a, b) = (rng.index(n), rng.index(n));
            let apart = label[a] != label[b];
            assert_eq!(sets.union(a as u32, b as u32), apart);
            if apart {
                let (from, to) = (label[a], label[b]);
                label.iter_mut().filter(|l| **l == from).for_each(|l| *l = to);
            }
        }
    }
}
