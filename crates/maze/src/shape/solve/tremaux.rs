//! Trémaux's method: walk, marking each passage as it is taken; at a junction seen before,
//! turn back if the way in has one mark; else take a passage with no marks, or one with a
//! single mark; never one with two. The passages marked once are then the route.

use crate::shape::{NONE, ShapedMaze};

pub(super) fn solve(maze: &ShapedMaze, start: u32, goal: u32) -> Option<Vec<u32>> {
    // Two bits of marks for each of a cell's six slots, set on both sides of a passage.
    let mut marks = vec![0u16; maze.len()];
    let mark = |marks: &[u16], cell: u32, slot: usize| (marks[cell as usize] >> (2 * slot)) & 0b11;
    let mut visited = vec![false; maze.len()];
    let mut route = vec![start];
    let (mut cell, mut came) = (start, None::<usize>);
    while cell != goal {
        let seen_before = std::mem::replace(&mut visited[cell as usize], true);
        let neighbours = maze.graph().neighbours(cell);
        let open = (0..6).filter(|&s| neighbours[s] != NONE && maze.is_open(cell, s));
        let slot = match came {
            Some(back) if seen_before && mark(&marks, cell, back) == 1 => back,
            _ => {
                open.filter(|&s| mark(&marks, cell, s) < 2).min_by_key(|&s| (mark(&marks, cell, s), Some(s) == came))?
            }
        };
        let next = neighbours[slot];
        let back = maze.graph().reverse_slot(cell, slot, next);
        marks[cell as usize] += 1 << (2 * slot);
        marks[next as usize] += 1 << (2 * back);
        if mark(&marks, cell, slot) == 2 {
            route.pop();
        } else {
            route.push(next);
        }
        (cell, came) = (next, Some(back));
    }
    Some(route)
}
