//! Kruskal's algorithm on any shape: every inner wall in random order, each opened when it
//! parts two regions not yet joined (union–find, with path halving).

use super::ShapedMaze;
use crate::MazeRng;
use crate::shape::NONE;

pub(super) fn run(maze: &mut ShapedMaze, rng: &mut MazeRng) {
    let cells = maze.len() as u32;
    // Each wall once, from its lower-numbered cell: the cell times 8, plus the slot.
    let mut walls: Vec<u64> = Vec::new();
    for cell in 0..cells {
        for (slot, n) in maze.graph().neighbours(cell).into_iter().enumerate() {
            if n != NONE && cell < n {
                walls.push(u64::from(cell) * 8 + slot as u64);
            }
        }
    }
    rng.shuffle(&mut walls);
    let mut parent: Vec<u32> = (0..cells).collect();
    let mut joined = 1;
    for wall in walls {
        let (cell, slot) = ((wall / 8) as u32, (wall % 8) as usize);
        let next = maze.graph().neighbours(cell)[slot];
        let (a, b) = (root(&mut parent, cell), root(&mut parent, next));
        if a != b {
            parent[a as usize] = b;
            maze.carve(cell, slot, next);
            joined += 1;
            if joined == cells {
                break;
            }
        }
    }
}

fn root(parent: &mut [u32], mut cell: u32) -> u32 {
    while parent[cell as usize] != cell {
        let up = parent[parent[cell as usize] as usize];
        parent[cell as usize] = up;
        cell = up;
    }
    cell
}
