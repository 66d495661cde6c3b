//! The recursive backtracker, done without recursion and without a stack.
//!
//! A random walk carves into unvisited neighbours; at a dead end it steps back the way it
//! came until some cell has an unvisited neighbour again. The way back from each cell is
//! kept in that cell's spare bits, so the walk needs no memory beyond the maze itself (and a
//! byte a row): 1 byte a cell in all. It makes long, winding corridors with few branches.
//!
//! Its speed (120–125 M cells/s from 1000² to 10000², 124 M at 2000² by criterion: see
//! docs/BENCHMARKS.md) comes from keeping each step's chain of dependent work short, since
//! one step's cell is where the next step reads, and the cells it will read in the cache:
//! - the way back is stored as a [code](code_of) (along a row or not, forwards or not), so a
//!   step, forwards or back, is two selects between neighbours already worked out;
//! - the direction is picked with one shift of a word that the draw alone chooses
//!   ([`pick`]): no division, multiply or table on the way from the neighbours to the step;
//! - the walk writes only the cell it enters (its passage back, which also marks it
//!   visited). The passage into it from the cell it left is added by [`link_and_pack`] in
//!   one pass at the end, from each cell's way back: storing it at once made the next step's
//!   read of that neighbour wait for the store (about 13 % slower);
//! - the walk's rows end in a [`PAD`] byte that is never fresh, so east and west need no
//!   test of the column; the pass at the end packs the rows together again;
//! - out of the cache, the walk asks ahead for the lines 16 rows above and below it and a
//!   line either side ([`AHEAD_ROWS`]), and the grid's pages are all written before it starts.
//!
//! ```
//! use mousemaze_maze::generate::{Backtracker, Generator};
//! use mousemaze_maze::{Maze, MazeRng};
//!
//! let mut maze = Maze::new(20, 10).unwrap();
//! Backtracker.run(&mut maze, &mut MazeRng::new(1), |_| {});
//! assert_eq!(maze.passage_count(), 199);
//! ```

use std::hint::select_unpredictable as select;
use std::num::NonZeroUsize;
use std::sync::Mutex;

use super::{GenStep, Generator};
use crate::grid::PASSAGE_MASK;
use crate::{Dir, Maze, MazeRng, Pos};

/// Marks the cell where the walk began: stepping back to it with nothing left ends the walk.
const ROOT: u8 = 0x80;
/// Bits 4–5 hold the code of the way back; with [`ROOT`], the bits that tell a cell's parent.
const CODE_SHIFT: u32 = 4;
const PARENT_BITS: u8 = ROOT | 0x30;

/// A direction's code: bit 0 set along a row (E, W), bit 1 set forwards (E, S). N 0, W 1,
/// S 2, E 3; the way back is the code with bit 1 flipped.
const fn code_of(dir: Dir) -> u32 {
    (4 - dir as u32) & 3
}

const fn dir_of(code: u32) -> Dir {
    Dir::from_index(((4 - code) & 3) as u8)
}

/// The byte of a cell just entered by `code`: its passage back, and the code back.
const ENTERED: [u8; 4] = {
    let mut bytes = [0u8; 4];
    let mut code = 0;
    while code < 4 {
        bytes[code as usize] = dir_of(code).opposite().bit() | ((code ^ 2) << CODE_SHIFT) as u8;
        code += 1;
    }
    bytes
};

/// The least draw (low 32 bits) of each of six ranges; within a range, `below(n)` for n of
/// 1 to 4 (the draw times n, top 32 bits) gives the same answer for every draw.
const RANGE_STARTS: [u32; 6] = [0, 1 << 30, 1_431_655_766, 1 << 31, 2_863_311_531, 3 << 30];

/// For each range of the draw, the code picked for each set of fresh sides (mask 1–15, two
/// bits at bit 2·mask): the k-th fresh side in N, E, S, W order, k = `below(count)`.
const PICKS: [u32; 6] = {
    let mut words = [0u32; 6];
    let mut range = 0;
    while range < 6 {
        let draw = RANGE_STARTS[range] as u64;
        let mut mask = 1u32;
        while mask < 16 {
            let k = (draw * mask.count_ones() as u64) >> 32;
            let (mut seen, mut side) = (0, 0);
            while side < 4 {
                if mask & (1 << side) != 0 {
                    if seen == k {
                        words[range] |= code_of(Dir::from_index(side)) << (2 * mask);
                    }
                    seen += 1;
                }
                side += 1;
            }
            mask += 1;
        }
        range += 1;
    }
    words
};

/// The code of the fresh side to carve into, drawn exactly as `rng.index(count)` would draw
/// its index among them. `fresh` is the set of fresh sides times two (N 2, E 4, S 8, W 16),
/// `draw` the low 32 bits of the next draw; `redraw` is called only when `index` would draw
/// again (a draw of 0 with 3 fresh sides, one in 2³²).
#[inline(always)]
fn pick(mut draw: u32, fresh: u32, mut redraw: impl FnMut() -> u32) -> u32 {
    while draw == 0 && fresh.count_ones() == 3 {
        draw = redraw();
    }
    let range = (draw >> 30) + ((u64::from(draw) * 3) >> 32) as u32;
    (PICKS[range as usize] >> fresh) & 3
}

/// The recursive backtracker (depth-first search carving).
#[derive(Clone, Copy, Debug, Default)]
pub struct Backtracker;

impl Generator for Backtracker {
    /// Carves the closed starting grid (as [`Maze::new`] makes it) into a maze. The walk runs
    /// in a grid of its own with a [`PAD`] byte between rows, which then takes the place of
    /// the maze's cells.
    fn run<F: FnMut(GenStep)>(&self, maze: &mut Maze, rng: &mut MazeRng, observe: F) {
        debug_assert!(maze.cells().iter().all(|&cell| cell == 0), "the closed starting grid");
        let (wide, high) = (maze.width() as usize, maze.height() as usize);
        let mut cells = padded_grid(wide, high);
        let start = rng.index(maze.len());
        walk(&mut cells, 1 + start / wide * (wide + 1) + start % wide, wide, rng, observe);
        link_and_pack(&mut cells, wide);
        maze.set_cells(cells);
    }

    /// [`link_and_pack`] clears them.
    fn leaves_scratch(&self) -> bool {
        false
    }
}

/// The walk through the padded grid (rows `wide + 1` bytes apart) from cell `i`, to its end
/// back there.
#[inline(never)]
fn walk<F: FnMut(GenStep)>(cells: &mut [u8], mut i: usize, wide: usize, rng: &mut MazeRng, mut observe: F) {
    let stride = NonZeroUsize::new(wide + 1).expect("a row and its pad");
    let s = stride.get();
    let pos = |i: usize| Pos::new(((i - 1) % stride) as u32, ((i - 1) / stride) as u32);
    cells[i] |= ROOT;
    observe(GenStep::Visit(pos(i)));
    // Drawn from a copy held in registers: through `&mut`, every draw would be stored back at
    // once, in case a panic showed it to the caller.
    let mut draws = rng.clone();
    loop {
        let here = cells.as_ptr() as usize + i;
        for ahead in [AHEAD_ROWS * s, AHEAD_BYTES] {
            prefetch(here.wrapping_sub(ahead));
            prefetch(here.wrapping_add(ahead));
        }
        // Pads end the rows; off the top or bottom row, the index leaves the slice.
        let fresh_n = u32::from(cells.get(i.wrapping_sub(s)) == Some(&0)) << 1;
        let fresh_e = u32::from(cells[i + 1] == 0) << 2;
        let fresh_s = u32::from(cells.get(i + s) == Some(&0)) << 3;
        let fresh_w = u32::from(cells[i - 1] == 0) << 4;
        let fresh = (fresh_n | fresh_e) | (fresh_s | fresh_w);
        if fresh != 0 {
            let first = draws.next_u64() as u32;
            let code = pick(first, fresh, || draws.next_u64() as u32);
            observe(GenStep::Carve(pos(i), dir_of(code)));
            i = step(i, code, s);
            cells[i] = ENTERED[code as usize];
            observe(GenStep::Visit(pos(i)));
        } else {
            let cell = cells[i];
            if cell & ROOT != 0 {
                break;
            }
            i = step(i, u32::from(cell >> CODE_SHIFT) & 3, s);
            observe(GenStep::Backtrack(pos(i)));
        }
    }
    *rng = draws;
}

/// How far ahead of the walk its cells are asked for: this many rows above and below, and
/// this many bytes (a cache line) either side. Out of the cache the walk would otherwise wait
/// on them: asking makes 10000² about 14 % faster and costs about 1 % in the cache. Of the
/// distances measured (8 to 64 rows, none to two lines either side, forward steps only),
/// this was among the best (12 and 24 rows did as well): docs/BENCHMARKS-HISTORY.md, "The
/// backtracker, round three".
pub(crate) const AHEAD_ROWS: usize = 16;
pub(crate) const AHEAD_BYTES: usize = 64;

/// Asks the cache for the line holding the byte at `address`, which may be any address
/// (outside the grid the hint asks for some other line, or for none).
#[inline(always)]
pub(crate) fn prefetch(address: usize) {
    // SAFETY: `_mm_prefetch` needs SSE, which every x86-64 processor has. It is a hint: it
    // reads nothing into the program and does not fault, whatever the address.
    #[cfg(target_arch = "x86_64")]
    unsafe {
        std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(address as *const i8);
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = address;
}

/// A byte that is never fresh and never anyone's child: it ends every row of the walk's grid.
const PAD: u8 = 0xFF;

/// A closed `wide`×`high` grid whose rows are `wide + 1` bytes apart: cell (x, y) at
/// 1 + y·(wide + 1) + x, a [`PAD`] before the first row and after every row. East and west
/// of any cell are then inside the slice, and never fresh across the border.
///
/// Every page of it is written before the walk, those of a big grid half by another thread:
/// otherwise the walk's first read of a page and its first write each stop for the system.
fn padded_grid(wide: usize, high: usize) -> Vec<u8> {
    let s = wide + 1;
    let mut cells = vec![0; 1 + high * s];
    let prepare = |part: &mut [u8]| {
        for page in part.chunks_mut(PAGE) {
            // A write the optimiser cannot drop for storing the zero already there.
            std::hint::black_box(page)[0] = 0;
        }
        for row in part.chunks_mut(s) {
            row[0] = PAD;
        }
    };
    if cells.len() < TWO_THREADS_FROM || !super::helper_threads_allowed() {
        prepare(&mut cells);
        return cells;
    }
    let half = cells.len() / 2 / s * s;
    let (first, second) = cells.split_at_mut(half);
    // Whichever thread comes to the second half first prepares it (this one, if no other
    // thread could be started).
    let rest = Mutex::new(Some(second));
    let prepare_rest = || {
        if let Some(part) = rest.lock().ok().and_then(|mut rest| rest.take()) {
            prepare(part);
        }
    };
    std::thread::scope(|scope| {
        let _helper = std::thread::Builder::new().spawn_scoped(scope, prepare_rest);
        prepare(first);
        prepare_rest();
    });
    cells
}

/// The smallest page size of common systems: a byte written in each is every page written.
const PAGE: usize = 4096;
/// The size (16 MiB) from which [`padded_grid`] is prepared on two threads, where the program
/// allows it ([`super::allow_helper_threads`]).
const TWO_THREADS_FROM: usize = 1 << 24;

/// Cell `i` moved one step by `code`, which must stay inside the maze: two selects between
/// neighbours worked out before the code is known (a branch here would be mispredicted at
/// random). Rows are `s` bytes apart.
#[inline(always)]
fn step(i: usize, code: u32, s: usize) -> usize {
    let along_row = code & 1 != 0;
    let ahead = select(along_row, i + 1, i + s);
    let behind = select(along_row, i.wrapping_sub(1), i.wrapping_sub(s));
    select(code & 2 != 0, ahead, behind)
}

/// Whether a cell byte says its way back leads to the neighbour on side `back` (its code).
#[inline(always)]
fn is_child(cell: u8, back: Dir) -> u8 {
    u8::from(cell & PARENT_BITS == (code_of(back) << CODE_SHIFT) as u8)
}

/// Turns the walk's padded grid into the maze's cells, in place: each cell gets the passages
/// to its children (the neighbours whose way back leads to it) besides the one back, loses
/// its scratch bits, and moves to row-major place; the pads go. Each row is worked from a copy
/// (as are the row above and the pads either side), so the loops need not go cell by cell.
fn link_and_pack(cells: &mut Vec<u8>, wide: usize) {
    let s = wide + 1;
    let high = cells.len() / s;
    let mut above = vec![PAD; wide];
    let mut row = vec![0; wide + 2];
    for y in 0..high {
        // The row with the pads either side; the row below starts where this row's output
        // could not reach.
        row.copy_from_slice(&cells[y * s..y * s + s + 1]);
        let len = cells.len();
        let (done, below) = cells.split_at_mut((1 + (y + 1) * s).min(len));
        let out = &mut done[y * wide..y * wide + wide];
        for (out, &cell) in out.iter_mut().zip(&row[1..]) {
            *out = cell & PASSAGE_MASK;
        }
        for (out, &north) in out.iter_mut().zip(&above) {
            *out |= is_child(north, Dir::S);
        }
        for (out, &east) in out.iter_mut().zip(&row[2..]) {
            *out |= is_child(east, Dir::W) << 1;
        }
        for (out, &south) in out.iter_mut().zip(below.iter()) {
            *out |= is_child(south, Dir::N) << 2;
        }
        for (out, &west) in out.iter_mut().zip(&row) {
            *out |= is_child(west, Dir::E) << 3;
        }
        above.copy_from_slice(&row[1..=wide]);
    }
    cells.truncate(high * wide);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `rng.index(count)`'s rule (Lemire's multiply, with its redraw) on a scripted stream.
    fn reference(draws: &mut impl Iterator<Item = u32>, count: u32) -> u32 {
        loop {
            let m = u64::from(draws.next().unwrap()) * u64::from(count);
            if (m as u32) >= count.wrapping_neg() % count {
                return (m >> 32) as u32;
            }
        }
    }

    fn kth_fresh_side(mask: u32, k: u32) -> Dir {
        Dir::ALL.into_iter().filter(|d| mask & d.bit() as u32 != 0).nth(k as usize).unwrap()
    }

    #[test]
    fn the_pick_is_the_index_rng_would_draw_for_every_range_edge_and_many_draws() {
        let mut rng = MazeRng::new(7);
        let mut draws: Vec<u32> = (0..20_000).map(|_| rng.next_u64() as u32).collect();
        for start in RANGE_STARTS {
            draws.extend([start, start.wrapping_sub(1), start.wrapping_add(1)]);
        }
        draws.extend([0, 1, u32::MAX]);
        for mask in 1..16u32 {
            for &draw in &draws {
                let want = kth_fresh_side(mask, reference(&mut [draw, 5].into_iter(), mask.count_ones()));
                let got = dir_of(pick(draw, mask << 1, || 5));
                assert_eq!(got, want, "mask {mask:04b}, draw {draw:#x}");
            }
        }
    }

    #[test]
    fn a_zero_draw_among_three_sides_is_drawn_again_as_index_does() {
        for mask in (1..16u32).filter(|m| m.count_ones() == 3) {
            let script = [0, 0, 0xC000_0000];
            let want = kth_fresh_side(mask, reference(&mut script.into_iter(), 3));
            let mut rest = script[1..].iter().copied();
            assert_eq!(dir_of(pick(script[0], mask << 1, || rest.next().unwrap())), want);
            assert_eq!(rest.next(), None, "both redraws taken");
        }
        // With 1, 2 or 4 sides a zero draw stands.
        assert_eq!(dir_of(pick(0, 0b1111 << 1, || unreachable!())), Dir::N);
    }

    #[test]
    fn a_big_grid_written_on_two_threads_is_the_grid_a_small_one_is() {
        let (wide, high) = (4099, 4097);
        let cells = padded_grid(wide, high);
        assert!(cells.len() >= TWO_THREADS_FROM, "the two-thread path");
        assert_eq!(cells.len(), 1 + high * (wide + 1));
        let pads = cells.iter().enumerate().filter(|&(_, &cell)| cell != 0);
        assert!(pads.clone().all(|(at, &cell)| at % (wide + 1) == 0 && cell == PAD));
        assert_eq!(pads.count(), high + 1);
        assert_eq!(padded_grid(3, 2), [PAD, 0, 0, 0, PAD, 0, 0, 0, PAD]);
    }

    #[test]
    fn codes_name_their_directions_and_ways_back() {
        for dir in Dir::ALL {
            let code = code_of(dir);
            assert_eq!(dir_of(code), dir);
            assert_eq!(dir_of(code ^ 2), dir.opposite());
            assert_eq!(code & 1 != 0, matches!(dir, Dir::E | Dir::W));
            assert_eq!(code & 2 != 0, matches!(dir, Dir::E | Dir::S));
            // On a 9-wide grid (rows 10 bytes apart), from (5, 5) at 56.
            let moved = Pos::new(5, 5).moved(dir);
            assert_eq!(step(56, code, 10), 1 + moved.y as usize * 10 + moved.x as usize);
        }
    }
}
