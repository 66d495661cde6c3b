//! A*, written once over the maze model ([`Cells`]): best-first search ordered by steps so
//! far plus an estimate of the steps still to go ([`Cells::fewest_steps`]: the Manhattan
//! distance on squares, hex steps on hexes, rings on a circle, the straight distance on
//! triangles). The estimate never overestimates, so the path is a shortest one; on open or
//! braided mazes it visits far fewer cells than BFS.
//!
//! The open set is taken in the order (f = g + h ascending, g descending, cell ascending).
//! It needs no heap: every move changes g by 1 and the estimate by at most 1, so f never
//! drops along a move and rises by at most 2, which leaves only three f values open at a
//! time, F, F + 1 and F + 2 (see [`Open`]; on squares f keeps its parity, so F + 1 stays
//! empty). Per cell, two bytes hold the cell's open ways and the search's marks (the way
//! back, reached, closed), so an expansion reads one array for both (the maze's cells and
//! separate marks cost 50–80 % more at 2000²), next to one `u32` of cost; the estimate
//! reads places carried with the cells ([`Cells::Place`]: on squares the position, so
//! nothing is divided).
//!
//! ```
//! use mousemaze_maze::{braid, Algorithm, MazeRng, Solver};
//! use mousemaze_maze::shape::{Graph, Shape, generate::generate_braided, solve::solve};
//!
//! let mut maze = Algorithm::Kruskal.generate(25, 25, 2).unwrap();
//! braid(&mut maze, 0.5, &mut MazeRng::new(2));
//! let (start, goal) = maze.corners();
//! let astar = Solver::AStar.solve(&maze, start, goal).unwrap();
//! assert_eq!(astar.steps(), Solver::Bfs.solve(&maze, start, goal).unwrap().steps());
//!
//! // The same search on triangles.
//! let graph = Graph::new(Shape::Triangle { width: 21, height: 12 }).unwrap();
//! let triangles = generate_braided(graph, Algorithm::Kruskal, 2, 0.5).unwrap();
//! let (start, goal) = triangles.default_ends();
//! let shortest = solve(&triangles, Solver::Bfs, start, goal).unwrap().len();
//! assert_eq!(solve(&triangles, Solver::AStar, start, goal).unwrap().len(), shortest);
//! ```

use std::cmp::Reverse;

use super::cells::{CellStep, route_back};
use crate::model::Cells;

/// The low byte of a cell's marks: its open ways, one bit a slot.
const WAYS: u16 = 0xff;
/// The cell has been expanded.
const CLOSED: u16 = 0x8000;
/// The cell has a cost (it has been pushed at least once).
const REACHED: u16 = 0x4000;
/// Where the slot of the way back towards the start sits, once the cell is reached. The
/// start is reached with no way back: it alone has [`REACHED`] and a cost of 0.
const BACK_SHIFT: u16 = 8;

/// The slot of the way back in a cell's marks.
#[inline]
fn back(mark: u16) -> usize {
    usize::from((mark >> BACK_SHIFT) & 0x07)
}

/// A shortest path from `start` to `goal`, telling `observe` each cell expanded.
pub(crate) fn solve<M: Cells>(
    maze: &M,
    start: usize,
    goal: usize,
    observe: &mut impl FnMut(CellStep),
) -> Option<Vec<usize>> {
    let mut marks: Vec<u16> = (0..maze.len()).map(|cell| u16::from(maze.open_ways(cell))).collect();
    // Read only where REACHED is set, so it needs no filling (and, zeroed, costs no memset).
    let mut cost = vec![0u32; maze.len()];
    marks[start] |= REACHED;
    let (from, target) = (maze.place(start), maze.place(goal));
    let mut open = Open::new(maze.fewest_steps(from, target), Entry { g: 0, cell: start as u32, place: from });
    while let Some(Entry { g, cell, place }) = open.pop() {
        let cell = cell as usize;
        let mark = marks[cell];
        if mark & CLOSED != 0 {
            continue; // stale: a shorter way here was expanded first
        }
        marks[cell] = mark | CLOSED;
        observe(CellStep::Visit(cell));
        if cell == goal {
            return Some(route_back(maze, goal, |c| (c != start).then(|| back(marks[c]))));
        }
        // The first entry of a cell to come out has its lowest cost, so `g` is `cost[cell]`.
        let g = g + 1;
        let mut ways = (mark & WAYS) as u8;
        if cell != start {
            ways &= !(1 << back(mark)); // closed, and cheaper: never improved on
        }
        let pushed = open.now_len();
        maze.each_way(cell, ways, |slot, n| {
            if marks[n] & REACHED == 0 || g < cost[n] {
                cost[n] = g;
                marks[n] = (marks[n] & WAYS) | REACHED | (maze.back_slot(cell, slot, n) as u16) << BACK_SHIFT;
                let at = maze.place_beside(place, slot, n);
                open.push(g + maze.fewest_steps(at, target), Entry { g, cell: n as u32, place: at });
            }
        });
        open.settle(pushed);
    }
    None
}

/// One open cell: its cost so far, index and place.
#[derive(Clone, Copy, Debug)]
struct Entry<P> {
    g: u32,
    cell: u32,
    place: P,
}

/// The open set as three buckets, for the lowest f (the current one), f + 1 and f + 2,
/// kept round by f modulo 3.
///
/// The current bucket is a stack sorted so its top is the next entry in (g descending, cell
/// ascending) order. Pushes at the current f come from expanding the entry with the largest
/// g, so their g is one more than anything left: they go on top, smallest cell last
/// ([`Open::settle`]). Pushes at f + 1 and f + 2 pile up unsorted, each bucket sorted once
/// when it becomes the current one.
struct Open<P> {
    f: u32,
    buckets: [Vec<Entry<P>>; 3],
}

impl<P: Copy> Open<P> {
    fn new(f: u32, first: Entry<P>) -> Open<P> {
        let mut buckets = [Vec::new(), Vec::new(), Vec::new()];
        buckets[(f % 3) as usize].push(first);
        Open { f, buckets }
    }

    #[inline]
    fn now(&mut self) -> &mut Vec<Entry<P>> {
        &mut self.buckets[(self.f % 3) as usize]
    }

    /// How many entries the current bucket holds.
    #[inline]
    fn now_len(&self) -> usize {
        self.buckets[(self.f % 3) as usize].len()
    }

    #[inline]
    fn push(&mut self, f: u32, entry: Entry<P>) {
        debug_assert!((self.f..=self.f + 2).contains(&f), "f only ever rises by 0, 1 or 2 along a move");
        self.buckets[(f.clamp(self.f, self.f + 2) % 3) as usize].push(entry);
    }

    /// Puts the current bucket's entries from `from` on (one expansion's pushes at the
    /// current f, all of one g) in descending cell order, so the smallest comes out first.
    #[inline]
    fn settle(&mut self, from: usize) {
        let top = &mut self.now()[from..];
        for i in 1..top.len() {
            let mut j = i;
            while j > 0 && top[j].cell > top[j - 1].cell {
                top.swap(j, j - 1);
                j -= 1;
            }
        }
    }

    #[inline]
    fn pop(&mut self) -> Option<Entry<P>> {
        for _ in 0..3 {
            if let Some(entry) = self.now().pop() {
                return Some(entry);
            }
            self.f += 1;
            self.now().sort_unstable_by_key(|e| (e.g, Reverse(e.cell)));
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BinaryHeap;

    use super::*;
    use crate::{Algorithm, Maze, MazeRng, Pos, braid};

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
                let (from, to) = (maze.index(start), maze.index(goal));
                let path = solve(&maze, from, to, &mut |s: CellStep| visits.push(s.on_grid(&maze).pos())).unwrap();
                let (expected, steps) = with_a_heap(&maze, start, goal);
                assert_eq!(visits, expected, "{algorithm} seed {seed}");
                assert_eq!(Some(path.len() - 1), steps, "{algorithm} seed {seed}");
            }
        }
    }
}
