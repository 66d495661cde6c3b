//! Sparse mazes: dead ends culled in rounds. Each round removes every dead-end cell (one open
//! way) but the start and the goal, all at once; the next round removes the dead ends that
//! leaves, and so on. The culled cells leave the maze: it becomes a [`ShapedMaze`] whose graph
//! keeps the other cells ([`crate::shape::Graph::keeping`], a mask on any shape), so JSON
//! lists only them and the images draw the culled ones as outside, as a mask's.
//!
//! Removing a dead end never cuts a maze in two, so the kept cells stay joined, with the start
//! and goal among them, and a perfect maze stays a tree. A braided maze with no dead ends
//! loses nothing.
//!
//! ```
//! use mousemaze_maze::knobs::sparse::cull;
//! use mousemaze_maze::shape::{Graph, Shape, generate::generate};
//! use mousemaze_maze::Algorithm;
//!
//! let maze = generate(Graph::new(Shape::Hex { width: 12, height: 9 }).unwrap(), Algorithm::Prim, 2).unwrap();
//! let (start, goal) = maze.default_ends();
//! let sparse = cull(&maze, 3, (start, goal));
//! assert!(sparse.len() < maze.len());
//! assert_eq!(sparse.passage_count(), sparse.len() - 1); // still a tree
//! ```

use crate::model::Cells;
use crate::shape::ShapedMaze;

/// Which cells `rounds` rounds of culling keep, by cell: each round drops every kept cell with
/// one open way to a kept cell, except `ends`. Stops early once a round finds none.
pub fn kept_after_culling<M: Cells>(maze: &M, rounds: u32, ends: (usize, usize)) -> Vec<bool> {
    let mut kept = vec![true; maze.len()];
    let mut ways: Vec<u32> = (0..maze.len()).map(|cell| maze.open_count(cell)).collect();
    let mut dead: Vec<usize> = (0..maze.len()).filter(|&c| ways[c] == 1 && c != ends.0 && c != ends.1).collect();
    for _ in 0..rounds {
        if dead.is_empty() {
            break;
        }
        for &cell in &dead {
            kept[cell] = false;
        }
        let mut next = Vec::new();
        for &cell in &dead {
            maze.each_open(cell, |_, n| {
                if kept[n] {
                    ways[n] -= 1;
                    if ways[n] == 1 && n != ends.0 && n != ends.1 {
                        next.push(n);
                    }
                }
            });
        }
        dead = next;
    }
    kept
}

/// `maze` with `rounds` rounds of dead ends culled ([`kept_after_culling`]), the culled cells
/// out of its graph; `ends` (the start and goal) are kept, and keep their order among the
/// cells (so the maze's [`ShapedMaze::default_ends`] stay its first and last cells).
pub fn cull(maze: &ShapedMaze, rounds: u32, ends: (u32, u32)) -> ShapedMaze {
    let kept = kept_after_culling(maze, rounds, (ends.0 as usize, ends.1 as usize));
    let mut numbers = vec![u32::MAX; maze.len()];
    for (number, (cell, _)) in kept.iter().enumerate().filter(|(_, k)| **k).enumerate() {
        numbers[cell] = number as u32;
    }
    let mut sparse = ShapedMaze::new(maze.graph().keeping(|cell| kept[cell as usize]));
    maze.each_pair(|cell, slot, next| {
        if kept[cell] && kept[next] && Cells::is_open(maze, cell, slot) {
            sparse.carve_between(numbers[cell], numbers[next]);
        }
    });
    sparse
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::distances::{UNREACHED, steps_from};
    use crate::shape::generate::generate_braided;
    use crate::shape::{Graph, Shape};
    use crate::{Algorithm, MazeRng};

    /// The dead ends among `kept` cells (one open way to a kept cell), `ends` aside.
    fn dead_ends(maze: &ShapedMaze, kept: &[bool], ends: (usize, usize)) -> Vec<usize> {
        (0..maze.len())
            .filter(|&c| kept[c] && c != ends.0 && c != ends.1)
            .filter(|&c| {
                let mut ways = 0;
                maze.each_open(c, |_, n| ways += u32::from(kept[n]));
                ways == 1
            })
            .collect()
    }

    #[test]
    fn each_round_removes_exactly_the_dead_ends_and_the_rest_stays_joined() {
        let shapes = [
            Shape::Square { width: 14, height: 9 },
            Shape::Hexagon { radius: 5 },
            Shape::Triangle { width: 16, height: 7 },
            Shape::Polar { rings: 6 },
        ];
        for shape in shapes {
            for (braid, seed) in [(0.0, 1), (0.0, 2), (0.5, 3)] {
                let maze = generate_braided(Graph::new(shape).unwrap(), Algorithm::Kruskal, seed, braid).unwrap();
                let ends = (0, maze.len() - 1);
                let mut before = vec![true; maze.len()];
                for rounds in 1..6 {
                    let kept = kept_after_culling(&maze, rounds, ends);
                    let dead = dead_ends(&maze, &before, ends);
                    for cell in 0..maze.len() {
                        let culled_now = before[cell] && !kept[cell];
                        assert_eq!(culled_now, dead.contains(&cell), "{shape}, round {rounds}, cell {cell}");
                    }
                    before = kept;
                }
                let sparse = cull(&maze, 5, (ends.0 as u32, ends.1 as u32));
                assert_eq!(sparse.len(), before.iter().filter(|k| **k).count(), "{shape}");
                assert!(steps_from(&sparse, 0).iter().all(|&d| d != UNREACHED), "{shape}: joined");
                let (start, goal) = sparse.default_ends();
                assert_eq!(sparse.graph().base_cell(start), maze.graph().base_cell(0), "{shape}: the start kept");
                assert_eq!(sparse.graph().base_cell(goal), maze.graph().base_cell(ends.1 as u32), "{shape}");
                let loops = maze.passage_count() + 1 - maze.len();
                assert_eq!(sparse.passage_count() + 1 - sparse.len(), loops, "{shape}: culling makes no loop");
            }
        }
    }

    #[test]
    fn a_maze_without_dead_ends_loses_nothing() {
        let mut maze =
            generate_braided(Graph::new(Shape::Hex { width: 9, height: 7 }).unwrap(), Algorithm::Wilson, 5, 0.0)
                .unwrap();
        crate::braid(&mut maze, 1.0, &mut MazeRng::new(5));
        assert_eq!(cull(&maze, 10, maze.default_ends()).len(), maze.len());
    }
}
