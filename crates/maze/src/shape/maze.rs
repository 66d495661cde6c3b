//! [`ShapedMaze`]: a [`Graph`] and its open passages, one byte a cell: bit `s` is open when
//! the passage through slot `s` is, set on both of its cells.

use std::fmt;

use super::{Graph, NONE};

/// A maze of any shape: its graph, and which passages are open.
#[derive(Clone, PartialEq, Eq)]
pub struct ShapedMaze {
    graph: Graph,
    open: Vec<u8>,
}

impl ShapedMaze {
    /// Every wall closed.
    pub fn new(graph: Graph) -> ShapedMaze {
        let open = vec![0; graph.len()];
        ShapedMaze { graph, open }
    }

    pub fn graph(&self) -> &Graph {
        &self.graph
    }

    /// How many cells there are.
    pub fn len(&self) -> usize {
        self.open.len()
    }

    /// Always false: a maze has at least one cell.
    pub fn is_empty(&self) -> bool {
        self.open.is_empty()
    }

    /// The open slots of each cell, as bits.
    pub fn open_bits(&self) -> &[u8] {
        &self.open
    }

    /// The open slots of each cell, to carve in place (a generator's hot walk).
    pub(crate) fn open_bits_mut(&mut self) -> &mut [u8] {
        &mut self.open
    }

    /// Whether the passage through `slot` of `cell` is open.
    #[inline]
    pub fn is_open(&self, cell: u32, slot: usize) -> bool {
        self.open[cell as usize] & (1 << slot) != 0
    }

    /// Opens the passage from `cell` through `slot` to `neighbour` (the graph's neighbour
    /// there), on both sides.
    #[inline]
    pub fn carve(&mut self, cell: u32, slot: usize, neighbour: u32) {
        let back = self.graph.reverse_slot(cell, slot, neighbour);
        self.open[cell as usize] |= 1 << slot;
        self.open[neighbour as usize] |= 1 << back;
    }

    /// Closes the passage from `cell` through `slot` to `neighbour`, on both sides.
    pub fn wall(&mut self, cell: u32, slot: usize, neighbour: u32) {
        let back = self.graph.reverse_slot(cell, slot, neighbour);
        self.open[cell as usize] &= !(1 << slot);
        self.open[neighbour as usize] &= !(1 << back);
    }

    /// Opens the passage between two neighbours; false if they are not neighbours.
    pub fn carve_between(&mut self, a: u32, b: u32) -> bool {
        match self.graph.slot_of(a, b) {
            Some(slot) => {
                self.carve(a, slot, b);
                true
            }
            None => false,
        }
    }

    /// The cells reachable in one move from `cell`.
    #[inline]
    pub fn open_neighbours(&self, cell: u32) -> impl Iterator<Item = u32> + '_ {
        let bits = self.open[cell as usize];
        self.graph
            .neighbours(cell)
            .into_iter()
            .enumerate()
            .filter(move |(s, n)| bits & (1 << s) != 0 && *n != NONE)
            .map(|(_, n)| n)
    }

    /// How many open passages `cell` has.
    pub fn open_count(&self, cell: u32) -> u32 {
        self.open[cell as usize].count_ones()
    }

    /// Every open passage once, as `(a, b)` with `a < b`, in order of `a`.
    pub fn passages(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        (0..self.len() as u32).flat_map(move |a| self.open_neighbours(a).filter(move |&b| a < b).map(move |b| (a, b)))
    }

    /// How many open passages there are; a perfect maze has `len() - 1`.
    pub fn passage_count(&self) -> usize {
        self.open.iter().map(|b| b.count_ones() as usize).sum::<usize>() / 2
    }

    /// Cells with exactly one open passage.
    pub fn dead_ends(&self) -> impl Iterator<Item = u32> + '_ {
        (0..self.len() as u32).filter(|&c| self.open_count(c) == 1)
    }

    /// A stable 64-bit fingerprint (FNV-1a) of the shape's name, the cell count and the open
    /// bits, used to pin seeds in tests.
    pub fn fingerprint(&self) -> u64 {
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        let head = [self.graph.shape().name().as_bytes(), &(self.len() as u64).to_le_bytes()].concat();
        for &byte in head.iter().chain(&self.open) {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        }
        hash
    }

    /// Where the route starts and ends unless told otherwise ([`Graph::default_ends`]): corner
    /// to corner on rectangles, the centre to the outer ring on a circle, floor 0 to the top
    /// floor, and on wrapped squares the first cell to the one farthest round the wrap.
    pub fn default_ends(&self) -> (u32, u32) {
        self.graph.default_ends()
    }
}

impl fmt::Debug for ShapedMaze {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}, {} cells, {} passages", self.graph.shape(), self.len(), self.passage_count())
    }
}
