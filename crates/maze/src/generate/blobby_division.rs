//! Blobby division: recursive division with organic, blob-shaped regions.
//!
//! Like [recursive division](super::RecursiveDivision) it starts from an open field and
//! adds walls, but a region is not cut by a straight line: two random seed cells grow
//! into it at once, each step taking the unclaimed neighbours of a random cell on their
//! growing edge, until they have claimed it all. The boundary between the two blobs is
//! walled, but for one random door, and each blob is divided in turn, down to single
//! cells. The walls follow wobbly, natural-looking lines, and the nested structure reads
//! like cells within cells (Jamis Buck's "blobby recursive subdivision").
//!
//! Regions are ranges of one array of cell indices, kept on an explicit stack. A door
//! stays walled until both blobs it joins are fully divided, so a blob can only ever grow
//! through the open passages of its own region, and a division is a single pass over the
//! region: the growth itself, which writes the two blobs' cells to the two ends of the
//! region's range. The work is O(n log n).
//!
//! ```
//! use mousemaze_maze::generate::{BlobbyDivision, Generator};
//! use mousemaze_maze::{Maze, MazeRng};
//!
//! let mut maze = Maze::open(12, 8).unwrap();
//! BlobbyDivision.run(&mut maze, &mut MazeRng::new(17), |_| {});
//! assert_eq!(maze.passage_count(), 12 * 8 - 1);
//! ```

use super::{GenStep, Generator};
use crate::{Dir, Maze, MazeRng};

/// Scratch bit: flipped when a blob claims the cell. A region's cells all have the same
/// value; the cells that differ from the region's value are claimed.
const CLAIM: u8 = 0x10;
/// Scratch bit: the cell was claimed by blob B (else A).
const SIDE_B: u8 = 0x20;

/// What is left to do, on the stack.
enum Task {
    /// Divide the region `order[lo..hi]`, whose cells' CLAIM bits all have this value.
    Divide(usize, usize, u8),
    /// Open this door (`cell << 2 | side`): both regions it joins are fully divided.
    Open(u32),
}

/// The blobby recursive division algorithm, with an explicit stack.
#[derive(Clone, Copy, Debug, Default)]
pub struct BlobbyDivision;

impl Generator for BlobbyDivision {
    fn starts_open(&self) -> bool {
        true
    }

    fn run<F: FnMut(GenStep)>(&self, maze: &mut Maze, rng: &mut MazeRng, mut observe: F) {
        let w = maze.width() as usize;
        let offsets = [w.wrapping_neg(), 1, w, usize::MAX];
        let mut order: Vec<u32> = (0..maze.len() as u32).collect();
        let mut stack = vec![Task::Divide(0, order.len(), 0)];
        // The growing edge and the walls found between the blobs (as `cell << 2 | side`),
        // used as buffers with their own lengths, so that adding is branch-free.
        let (mut edge, mut boundary) = (vec![0u32; 64], vec![0u32; 64]);
        while let Some(task) = stack.pop() {
            let (lo, hi, unclaimed) = match task {
                Task::Divide(lo, hi, unclaimed) => (lo, hi, unclaimed),
                Task::Open(door) => {
                    let (c, dir) = ((door >> 2) as usize, Dir::from_index(door as u8));
                    maze.carve_between(c, maze.beside(c, dir), dir);
                    continue;
                }
            };
            if hi - lo < 2 {
                continue;
            }
            // Two distinct seeds.
            let a = lo + rng.index(hi - lo);
            let b = lo + (a - lo + 1 + rng.index(hi - lo - 1)) % (hi - lo);
            for (k, (seed, side)) in [(order[a], 0), (order[b], SIDE_B)].into_iter().enumerate() {
                let cell = &mut maze.cells_mut()[seed as usize];
                *cell = (*cell & !SIDE_B) ^ CLAIM | side;
                edge[k] = seed;
                observe(GenStep::Visit(maze.pos(seed as usize)));
            }
            // A random cell of the growing edge claims its unclaimed neighbours and goes to
            // its blob's end of the range. Its neighbours of the other blob are across the
            // boundary: each such wall is seen from both sides, and kept from side A.
            // Which of these happens is a coin flip for the CPU, so none is a branch.
            let (mut edge_len, mut boundary_len) = (2, 0);
            let (mut end_a, mut end_b) = (lo, hi);
            while edge_len > 0 {
                if edge.len() < edge_len + 4 {
                    edge.resize(2 * edge.len(), 0);
                }
                if boundary.len() < boundary_len + 4 {
                    boundary.resize(2 * boundary.len(), 0);
                }
                let k = rng.index(edge_len);
                let c = edge[k] as usize;
                edge_len -= 1;
                edge[k] = edge[edge_len];
                let cell = maze.cells()[c];
                let side = cell & SIDE_B;
                let is_b = usize::from(side != 0);
                order[if is_b == 1 { end_b - 1 } else { end_a }] = c as u32;
                (end_a, end_b) = (end_a + 1 - is_b, end_b - is_b);
                for dir in Dir::ALL {
                    let open = cell & dir.bit() != 0;
                    // A closed side points back at the cell itself, which is claimed.
                    let n = if open { c.wrapping_add(offsets[dir as usize]) } else { c };
                    let near = maze.cells()[n];
                    let fresh = near & CLAIM == unclaimed;
                    maze.cells_mut()[n] = if fresh { (near & !SIDE_B) ^ CLAIM | side } else { near };
                    edge[edge_len] = n as u32;
                    edge_len += usize::from(fresh);
                    boundary[boundary_len] = (c as u32) << 2 | dir as u32;
                    boundary_len += usize::from(open & !fresh & (near & SIDE_B > side));
                }
            }
            // Wall the whole boundary; one random wall of it is a door, opened at the end.
            let door = rng.index(boundary_len);
            for (k, &wall) in boundary[..boundary_len].iter().enumerate() {
                let (c, dir) = ((wall >> 2) as usize, Dir::from_index(wall as u8));
                maze.wall_between(c, maze.beside(c, dir), dir);
                if k != door {
                    observe(GenStep::Wall(maze.pos(c), dir));
                }
            }
            // Last in, first out: blob A is divided, then blob B, then the door opens.
            stack.push(Task::Open(boundary[door]));
            stack.push(Task::Divide(end_a, hi, unclaimed ^ CLAIM));
            stack.push(Task::Divide(lo, end_a, unclaimed ^ CLAIM));
        }
    }
}
