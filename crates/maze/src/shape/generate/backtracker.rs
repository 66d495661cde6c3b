//! The recursive backtracker on shaped mazes: on any shape it is the model's growing tree
//! taking the newest cell (`generate::growing_tree`), the same walk and the same draws.
//!
//! On a whole hex rectangle the walk is the square grid's (see `generate::backtracker`):
//! a padded grid of a byte a cell keeps each cell's way back, so there is no stack and no
//! division, and it asks the cache ahead for the rows it will read. The mazes and the
//! random draws are the same as the growing tree's (a test holds them equal).

use crate::MazeRng;
use crate::generate::backtracker::{AHEAD_BYTES, AHEAD_ROWS, prefetch};
use crate::generate::{Selection, growing_tree};
use crate::shape::{ShapedMaze, hex};

/// The backtracker on `maze`: the hex walk on a whole hex rectangle, else the model's
/// growing tree taking the newest cell, which is the backtracker on any shape.
pub(super) fn run(maze: &mut ShapedMaze, rng: &mut MazeRng) {
    match maze.graph().whole_hex() {
        Some((width, height)) => {
            let start = rng.index(maze.len()) as u32;
            walk_hexes(maze, rng, start, width, height);
        }
        None => growing_tree::grow(maze, rng, Selection::Newest, |_| {}),
    }
}

/// The walk on a whole hex rectangle, as the square grid's walk is done: no stack. Each
/// cell of a padded copy of the grid (a border of [`PAD`] bytes that are never fresh, so no
/// test of the column or row) keeps the slot back to the cell the walk came from, which also
/// marks it visited; at a dead end the walk follows it back. The passages are written in one
/// pass at the end. The fresh neighbours are a bit mask and the drawn one is looked up in
/// [`NTH_SLOT`]: the same draws and the same choice as the general walk's list of fresh slots.
fn walk_hexes(maze: &mut ShapedMaze, rng: &mut MazeRng, start: u32, width: u32, height: u32) {
    let (wide, high) = (width as usize, height as usize);
    let s = wide + 2;
    let mut cells = vec![0u8; (high + 2) * s];
    for (row, line) in cells.chunks_mut(s).enumerate() {
        if row == 0 || row == high + 1 {
            line.fill(PAD);
        } else {
            line[0] = PAD;
            line[s - 1] = PAD;
        }
    }
    // Where each slot leads from a cell of an even row and of an odd one (odd rows sit half
    // a cell right), as offsets in the padded grid; every step but east and west changes row.
    let offsets = |odd: usize| -> [usize; 6] {
        let (down, up) = (s + odd, odd.wrapping_sub(s));
        [1, down, down - 1, usize::MAX, up.wrapping_sub(1), up]
    };
    let ways = [offsets(0), offsets(1)];
    let (x, y) = ((start % width) as usize, (start / width) as usize);
    let mut i = (y + 1) * s + x + 1;
    let mut odd = y & 1;
    cells[i] = ROOT;
    let mut draws = rng.clone();
    loop {
        let way = &ways[odd];
        let here = cells.as_ptr() as usize + i;
        for ahead in [AHEAD_ROWS * s, AHEAD_BYTES] {
            prefetch(here.wrapping_sub(ahead));
            prefetch(here.wrapping_add(ahead));
        }
        let mut fresh = 0usize;
        for (slot, &offset) in way.iter().enumerate() {
            fresh |= usize::from(cells[i.wrapping_add(offset)] == 0) << slot;
        }
        if fresh != 0 {
            let count = fresh.count_ones();
            let k = if count == 1 { 0 } else { draws.below(count) as usize };
            let slot = usize::from(NTH_SLOT[fresh][k]);
            i = i.wrapping_add(way[slot]);
            odd ^= usize::from(slot % 3 != 0);
            cells[i] = ENTERED | hex::reverse(slot) as u8;
        } else {
            let back = cells[i];
            if back == ROOT {
                break;
            }
            let slot = usize::from(back & SLOT_BITS);
            i = i.wrapping_add(way[slot]);
            odd ^= usize::from(slot % 3 != 0);
        }
    }
    *rng = draws;
    let open = maze.open_bits_mut();
    for y in 0..height {
        let row = &cells[(y as usize + 1) * s + 1..][..wide];
        for (x, &back) in (0..width).zip(row) {
            if back == ROOT {
                continue;
            }
            let slot = usize::from(back & SLOT_BITS);
            let (nx, ny) = hex::step(x, y, slot);
            open[(y * width + x) as usize] |= 1 << slot;
            open[(ny * width + nx) as usize] |= 1 << hex::reverse(slot);
        }
    }
}

/// The padded hex grid's bytes: a border, the start, and a visited cell's slot back.
const PAD: u8 = 0xFF;
const ROOT: u8 = 0x40;
const ENTERED: u8 = 0x80;
const SLOT_BITS: u8 = 0x07;

/// `NTH_SLOT[mask][k]`: the `k`th set bit of a six-bit mask of fresh slots, lowest first.
const NTH_SLOT: [[u8; 6]; 64] = {
    let mut table = [[0u8; 6]; 64];
    let mut mask = 0;
    while mask < 64 {
        let (mut slot, mut k) = (0, 0);
        while slot < 6 {
            if mask & (1 << slot) != 0 {
                table[mask][k] = slot as u8;
                k += 1;
            }
            slot += 1;
        }
        mask += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::{Graph, Shape};

    #[test]
    fn the_hex_walk_is_the_growing_tree_taking_the_newest() {
        for (w, h) in [(1, 1), (1, 7), (7, 1), (9, 6), (16, 16)] {
            for seed in 0..6 {
                let graph = Graph::new(Shape::Hex { width: w, height: h }).unwrap();
                let (mut a, mut b) = (ShapedMaze::new(graph.clone()), ShapedMaze::new(graph));
                let (mut rng_a, mut rng_b) = (MazeRng::new(seed), MazeRng::new(seed));
                let start = rng_a.index(a.len()) as u32;
                walk_hexes(&mut a, &mut rng_a, start, w, h);
                growing_tree::grow(&mut b, &mut rng_b, Selection::Newest, |_| {});
                assert_eq!(a, b, "{w}×{h}, seed {seed}");
                assert_eq!(rng_a.next_u64(), rng_b.next_u64());
            }
        }
    }
}
