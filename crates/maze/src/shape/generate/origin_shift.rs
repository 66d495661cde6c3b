//! Origin shift on any shape: a tree whose every cell points towards a root, the origin,
//! which wanders to random neighbours (pointing at each as it leaves) until it has stood on
//! every cell; the passages are then the pointers. The starting tree is a breadth-first one
//! from cell 0, and nothing of it is left once the origin has been everywhere.

use std::collections::VecDeque;

use super::{ShapedMaze, neighbours_where};
use crate::MazeRng;
use crate::shape::NONE;

/// The origin's own "way": it points nowhere.
const ROOT: u8 = u8::MAX;

pub(super) fn run(maze: &mut ShapedMaze, rng: &mut MazeRng) {
    let cells = maze.len();
    let mut way = vec![ROOT; cells];
    let mut reached = vec![false; cells];
    reached[0] = true;
    let mut queue = VecDeque::from([0u32]);
    while let Some(cell) = queue.pop_front() {
        for (slot, n) in maze.graph().neighbours(cell).into_iter().enumerate() {
            if n != NONE && !reached[n as usize] {
                reached[n as usize] = true;
                way[n as usize] = maze.graph().reverse_slot(cell, slot, n) as u8;
                queue.push_back(n);
            }
        }
    }
    let mut seen = vec![false; cells];
    let mut origin = 0u32;
    seen[0] = true;
    let mut left = cells - 1;
    while left > 0 {
        let (all, count) = neighbours_where(maze.graph(), origin, |_| true);
        let (slot, next) = all[rng.index(count)];
        way[origin as usize] = slot as u8;
        way[next as usize] = ROOT;
        origin = next;
        if !seen[next as usize] {
            seen[next as usize] = true;
            left -= 1;
        }
    }
    for cell in 0..cells as u32 {
        let slot = way[cell as usize];
        if slot != ROOT {
            let next = maze.graph().neighbours(cell)[usize::from(slot)];
            maze.carve(cell, usize::from(slot), next);
        }
    }
}
