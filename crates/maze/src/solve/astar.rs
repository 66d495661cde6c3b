//! A*: best-first search ordered by steps so far plus the Manhattan distance still to go.
//! The heuristic never overestimates on a 4-connected grid, so the path is a shortest one;
//! on open or braided mazes it visits far fewer cells than BFS.
//!
//! The open set is taken in the order (f = g + h ascending, g descending, cell ascending).
//! It needs no heap: every move changes g by 1 and h by ±1, so f never drops along a move
//! and has the same parity everywhere, which leaves only two f values open at a time, F and
//! F + 2 (see [`Open`]). Per cell, one byte holds the maze's walls and the search's marks
//! (the way back, closed), next to one `u32` of cost.
//!
//! ```
//! use mousemaze_maze::{braid, Algorithm, MazeRng, Solver};
//!
//! let mut maze = Algorithm::Kruskal.generate(25, 25, 2).unwrap();
//! braid(&mut maze, 0.5, &mut MazeRng::new(2));
//! let (start, goal) = maze.corners();
//! let astar = Solver::AStar.solve(&maze, start, goal).unwrap();
//! assert_eq!(astar.steps(), Solver::Bfs.solve(&maze, start, goal).unwrap().steps());
//! ```

use std::cmp::Reverse;

use super::{SolveStep, trace_path};
use crate::{Dir, Maze, Pos};

/// The cell has been expanded.
const CLOSED: u8 = 0x80;
/// The cell has a cost (it has been pushed at least once).
const REACHED: u8 = 0x40;
/// Bits 4–5: the index of the direction back towards the start, once the cell is reached.
/// The start is reached with no way back: it alone has [`REACHED`] and a cost of 0.
const BACK_SHIFT: u8 = 4;

pub(super) fn solve<F: FnMut(SolveStep)>(maze: &Maze, start: Pos, goal_pos: Pos, observe: &mut F) -> Option<Vec<Pos>> {
    let (start_index, goal) = (maze.index(start), maze.index(goal_pos));
    let width = maze.width() as usize;
    let mut marks = maze.cells().to_vec();
    // Read only where REACHED is set, so it needs no filling (and, zeroed, costs no memset).
    let mut cost = vec![0u32; maze.len()];
    marks[start_index] |= REACHED;
    let way_back = |mark: u8, cell: usize| (cell != start_index).then(|| Dir::from_index(mark >> BACK_SHIFT));
    let mut open = Open::new(start.manhattan(goal_pos), Entry { g: 0, cell: start_index as u32, pos: start });
    while let Some(Entry { g, cell, pos }) = open.pop() {
        let cell = cell as usize;
        let mark = marks[cell];
        if mark & CLOSED != 0 {
            continue; // stale: a shorter way here was expanded first
        }
        marks[cell] |= CLOSED;
        observe(SolveStep::Visit(pos));
        if cell == goal {
            return Some(trace_path(maze, goal, |c| way_back(marks[c], c)));
        }
        // The first entry of a cell to come out has its lowest cost, so `g` is `cost[cell]`.
        let g = g + 1;
        let mut walls = mark & 0b1111;
        if let Some(back) = way_back(mark, cell) {
            walls &= !back.bit(); // closed, and cheaper: never improved on
        }
        // Cells pushed at the current f share one g, larger than any other there, so they go
        // on top of its stack, where the smallest cell must come out first: pushing in the
        // order S, E, W, N (largest index first) does that without sorting.
        let mut todo = DESCENDING_MASK[usize::from(walls)];
        while todo != 0 {
            let dir = DESCENDING[todo.trailing_zeros() as usize];
            todo &= todo - 1;
            let n = dir.step_index(cell, width);
            if marks[n] & REACHED == 0 || g < cost[n] {
                cost[n] = g;
                marks[n] = (marks[n] & 0b1111) | REACHED | (dir.opposite() as u8) << BACK_SHIFT;
                let next = pos.moved(dir);
                open.push(g + next.manhattan(goal_pos), Entry { g, cell: n as u32, pos: next });
            }
        }
    }
    None
}

/// The directions in descending order of the neighbour's index: S, E, W, N.
const DESCENDING: [Dir; 4] = [Dir::S, Dir::E, Dir::W, Dir::N];
/// A set of [`Dir::bit`]s with bit `k` standing for `DESCENDING[k]` instead.
const DESCENDING_MASK: [u8; 16] = {
    let mut table = [0; 16];
    let mut mask = 0;
    while mask < 16 {
        let mut k = 0;
        while k < 4 {
            if mask & DESCENDING[k].bit() != 0 {
                table[mask as usize] |= 1 << k;
            }
            k += 1;
        }
        mask += 1;
    }
    table
};

/// One open cell: its cost so far, index and position.
#[derive(Clone, Copy, Debug)]
struct Entry {
    g: u32,
    cell: u32,
    pos: Pos,
}

/// The open set as two buckets, for the lowest f (`now`) and f + 2 (`next`).
///
/// `now` is a stack sorted so its top is the next entry in (g descending, cell ascending)
/// order. Pushes at the current f come from expanding the entry with the largest g, so
/// their g is one more than anything left: they go on top, in descending cell order.
/// Pushes at f + 2 pile up unsorted in `next`, which is sorted once when it becomes `now`.
struct Open {
    f: u32,
    now: Vec<Entry>,
    next: Vec<Entry>,
}

impl Open {
    fn new(f: u32, first: Entry) -> Open {
        Open { f, now: vec![first], next: Vec::new() }
    }

    #[inline]
    fn push(&mut self, f: u32, entry: Entry) {
        if f == self.f {
            self.now.push(entry);
        } else {
            debug_assert_eq!(f, self.f + 2, "f only ever rises by 0 or 2 along a move");
            self.next.push(entry);
        }
    }

    #[inline]
    fn pop(&mut self) -> Option<Entry> {
        if self.now.is_empty() {
            std::mem::swap(&mut self.now, &mut self.next);
            self.f += 2;
            self.now.sort_unstable_by_key(|e| (e.g, Reverse(e.cell)));
        }
        self.now.pop()
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BinaryHeap;

    use super::*;
    use crate::{Algorithm, MazeRng, braid};

    /// The textbook A* with a binary heap over (f, g descending, cell): the order the
    /// buckets must reproduce exactly.
    fn with_a_heap(maze: &Maze, start: Pos, goal: Pos) -> (Vec<Pos>, Option<usize>) {
        let mut cost = vec![u32::MAX; maze.len()];
        let mut closed = vec![false; maze.len()];
        let mut heap = BinaryHeap::from([Reverse((start.manhattan(goal), u32::MAX, maze.index(start)))]);
        cost[maze.index(start)] = 0;
        let mut visits = Vec::new();
        while let Some(Reverse((_, _, cell))) = heap.pop() {
            if std::mem::replace(&mut closed[cell], true) {
                continue;
            }
            visits.push(maze.pos(cell));
            if cell == maze.index(goal) {
                return (visits, Some(cost[cell] as usize));
            }
            for (_, n) in maze.open_neighbors(maze.pos(cell)) {
                let (i, g) = (maze.index(n), cost[cell] + 1);
                if g < cost[i] {
                    cost[i] = g;
                    heap.push(Reverse((g + n.manhattan(goal), u32::MAX - g, i)));
                }
            }
        }
        (visits, None)
    }

    #[test]
    fn buckets_visit_in_exactly_the_heap_order() {
        for algorithm in [Algorithm::Backtracker, Algorithm::Kruskal, Algorithm::Prim] {
            for seed in 0..12 {
                let mut maze = algorithm.generate(23, 17, seed).unwrap();
                braid(&mut maze, [0.0, 0.3, 1.0][seed as usize % 3], &mut MazeRng::new(seed));
                let mut rng = MazeRng::new(seed);
                let mut pick = || maze.pos(rng.index(maze.len()));
                let (start, goal) = (pick(), pick());
                let mut visits = Vec::new();
                let path = solve(&maze, start, goal, &mut |s: SolveStep| visits.push(s.pos())).unwrap();
                let (expected, steps) = with_a_heap(&maze, start, goal);
                assert_eq!(visits, expected, "{algorithm} seed {seed}");
                assert_eq!(Some(path.len() - 1), steps, "{algorithm} seed {seed}");
            }
        }
    }
}
