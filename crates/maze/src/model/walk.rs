//! What the square grid's generators share for walking it fast: [`Bits`] (64 random bits
//! drawn at once, handed out one coin at a time) and [`Walker`] (random steps by table, no
//! division).

use crate::{Dir, Maze, MazeRng, Pos};

/// Random bits drawn 64 at a time, for the many coin flips and direction picks of the
/// row-by-row generators and the random walks: one RNG call serves 64 flips or 32 steps.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Bits {
    word: u64,
    left: u32,
}

impl Bits {
    /// The next `n` random bits (1 ≤ `n` ≤ 32) as a number below 2^n.
    #[inline]
    pub(crate) fn take(&mut self, rng: &mut MazeRng, n: u32) -> u32 {
        debug_assert!((1..=32).contains(&n));
        if self.left < n {
            self.word = rng.next_u64();
            self.left = 64;
        }
        let value = (self.word & ((1u64 << n) - 1)) as u32;
        self.word >>= n;
        self.left -= n;
        value
    }

    /// A fair coin.
    #[inline]
    pub(crate) fn coin(&mut self, rng: &mut MazeRng) -> bool {
        self.take(rng, 1) == 1
    }

    /// Up to `max` coins (at least 1) at once, as bits (the first coin lowest), with how
    /// many there are: all that are left in the current word, refilled first if it is
    /// empty. They are exactly the coins, drawn at exactly the moments, of that many
    /// [`Bits::coin`] calls; a loop over them need not branch on each one.
    #[inline]
    pub(crate) fn coins(&mut self, rng: &mut MazeRng, max: u32) -> (u64, u32) {
        debug_assert!(max >= 1);
        if self.left == 0 {
            self.word = rng.next_u64();
            self.left = 64;
        }
        let k = max.min(self.left);
        let taken = if k == 64 { self.word } else { self.word & ((1u64 << k) - 1) };
        self.word = self.word.checked_shr(k).unwrap_or(0);
        self.left -= k;
        (taken, k)
    }
}

/// A cell that a random walk on the square grid moves around (its
/// [`crate::model::Cells::Walker`]), keeping its column and row beside its index, so that
/// stepping needs no division (Aldous–Broder, Wilson, origin shift).
#[derive(Clone, Copy, Debug)]
pub struct Walker {
    pub(crate) index: usize,
    pos: Pos,
    width: u32,
    height: u32,
    /// The index step of each direction of [`Dir::ALL`], wrapping: −w, +1, +w, −1.
    offsets: [usize; 4],
    bits: Bits,
}

impl Walker {
    pub(crate) fn new(maze: &Maze, index: usize) -> Walker {
        let w = maze.width() as usize;
        let offsets = [w.wrapping_neg(), 1, w, usize::MAX];
        Walker {
            index,
            pos: maze.pos(index),
            width: maze.width(),
            height: maze.height(),
            offsets,
            bits: Bits::default(),
        }
    }

    /// Moves straight to cell `index` of `maze`.
    #[inline]
    pub(crate) fn jump(&mut self, maze: &Maze, index: usize) {
        (self.index, self.pos) = (index, maze.pos(index));
    }

    /// Steps to a uniformly random neighbour and returns the direction taken. A draw that
    /// points out of the maze is drawn again, so each neighbour inside is equally likely.
    /// The maze must have more than one cell.
    #[inline]
    pub(crate) fn random_step(&mut self, rng: &mut MazeRng) -> Dir {
        debug_assert!(self.width > 1 || self.height > 1, "a 1×1 maze has nowhere to walk");
        loop {
            let dir = Dir::from_index(self.bits.take(rng, 2) as u8);
            let next = self.pos.moved(dir);
            if next.x < self.width && next.y < self.height {
                self.pos = next;
                self.index = self.index.wrapping_add(self.offsets[dir as usize]);
                return dir;
            }
        }
    }
}
