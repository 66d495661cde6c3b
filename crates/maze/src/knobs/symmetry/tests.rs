//! The symmetric mazes' invariants: every passage's images are passages, the maze is joined,
//! and it is a spanning tree wherever [`is_perfect`] says so.

use super::*;
use crate::distances::{UNREACHED, steps_from};
use crate::shape::Graph;

/// Checks the invariants of one symmetric maze; returns its loops (passages over a tree's).
fn check<M: Cells>(maze: &M, images: &[Vec<u32>], perfect: bool, what: &str) -> usize {
    maze.each_pair(|cell, slot, next| {
        if maze.is_open(cell, slot) {
            for map in images {
                let (a, b) = (map[cell] as usize, map[next] as usize);
                let mut found = false;
                maze.each_open(a, |_, n| found |= n == b);
                assert!(found, "{what}: passage {cell}-{next} has no image {a}-{b}");
            }
        }
    });
    assert!(steps_from(maze, 0).iter().all(|&d| d != UNREACHED), "{what}: joined");
    let passages = (0..maze.len()).map(|c| maze.open_count(c) as usize).sum::<usize>() / 2;
    let loops = passages + 1 - maze.len();
    if perfect {
        assert_eq!(loops, 0, "{what}: a spanning tree");
    }
    loops
}

#[test]
fn symmetric_squares_are_mirrored_joined_and_perfect_where_claimed() {
    let algorithms =
        [Algorithm::Backtracker, Algorithm::Kruskal, Algorithm::Wilson, Algorithm::Eller, Algorithm::RecursiveDivision];
    for (width, height) in [(10, 8), (11, 8), (10, 9), (11, 9), (1, 5), (2, 2), (3, 3)] {
        for symmetry in Symmetry::ALL {
            let shape = Shape::Square { width, height };
            let images = symmetry.images(shape).unwrap();
            let perfect = is_perfect(symmetry, shape);
            let mut most = 0;
            for algorithm in algorithms {
                for seed in 0..6 {
                    let what = format!("{symmetry} {width}×{height} {algorithm} seed {seed}");
                    let maze =
                        symmetric_square(algorithm, width, height, symmetry, None, &mut MazeRng::new(seed)).unwrap();
                    most = most.max(check(&maze, &images, perfect, &what));
                }
            }
            assert!(most <= 2, "{symmetry} {width}×{height}: at most the loops through the centre, not {most}");
        }
    }
}

#[test]
fn symmetric_circles_are_turned_joined_and_perfect_where_claimed() {
    for rings in [1, 2, 3, 5, 8] {
        let shape = Shape::Polar { rings };
        for symmetry in Symmetry::ALL {
            let images = symmetry.images(shape).unwrap();
            for algorithm in [Algorithm::Backtracker, Algorithm::Wilson, Algorithm::Prim] {
                for seed in 0..4 {
                    let mut maze = ShapedMaze::new(Graph::new(shape).unwrap());
                    symmetric_shaped(&mut maze, algorithm, symmetry, None, &mut MazeRng::new(seed)).unwrap();
                    let what = format!("{symmetry} {rings} rings {algorithm} seed {seed}");
                    check(&maze, &images, is_perfect(symmetry, shape), &what);
                }
            }
        }
    }
}

#[test]
fn the_maps_keep_neighbours_neighbours() {
    let shapes = [Shape::Square { width: 7, height: 4 }, Shape::Polar { rings: 9 }];
    for shape in shapes {
        let graph = ShapedMaze::new(Graph::new(shape).unwrap());
        for symmetry in Symmetry::ALL {
            for map in symmetry.images(shape).unwrap() {
                graph.each_pair(|cell, _, next| {
                    let (a, b) = (map[cell] as usize, map[next] as usize);
                    let mut found = false;
                    graph.each_neighbour(a, |_, n| found |= n == b);
                    assert!(found, "{symmetry} on {shape}: {cell}-{next} maps to {a}-{b}");
                });
            }
        }
    }
}

#[test]
fn other_shapes_and_masks_are_refused() {
    let err = Symmetry::X.images(Shape::Triangle { width: 5, height: 3 }).unwrap_err();
    assert_eq!(err.to_string(), "symmetry x works on square and polar mazes, not on a triangle maze");
    let mut circle = ShapedMaze::new(Graph::new(Shape::Polar { rings: 4 }).unwrap().keeping(|cell| cell != 30));
    let err = symmetric_shaped(&mut circle, Algorithm::Prim, Symmetry::X, None, &mut MazeRng::new(1)).unwrap_err();
    assert_eq!(err.to_string(), "symmetry x works on square and polar mazes, not on a masked maze");
}

#[test]
fn straight_symmetric_mazes_keep_their_invariants() {
    let straight = Some(Straightness::new(0.8).unwrap());
    let shape = Shape::Square { width: 9, height: 6 };
    let maze = symmetric_square(Algorithm::HuntAndKill, 9, 6, Symmetry::Xy, straight, &mut MazeRng::new(2)).unwrap();
    check(&maze, &Symmetry::Xy.images(shape).unwrap(), true, "xy 9×6 hunt-and-kill, straight");
    let shape = Shape::Polar { rings: 7 };
    let mut circle = ShapedMaze::new(Graph::new(shape).unwrap());
    symmetric_shaped(&mut circle, Algorithm::Backtracker, Symmetry::Radial, straight, &mut MazeRng::new(2)).unwrap();
    check(&circle, &Symmetry::Radial.images(shape).unwrap(), true, "radial 7 rings, straight");
}
