//! Every algorithm, on every awkward size, for hundreds of seeds, makes a spanning tree;
//! braiding keeps mazes connected; seeds reproduce and differ.

use mousemaze_maze::{Algorithm, MazeRng, braid};

use super::{reachable_cells, walls_are_consistent};

/// 1×1, lines, 2×2, odd and even shapes, up to 64×64.
const SIZES: [(u32, u32); 12] =
    [(1, 1), (1, 9), (9, 1), (2, 2), (3, 3), (4, 7), (8, 8), (15, 6), (16, 16), (31, 17), (33, 64), (64, 64)];
const SEEDS: u64 = 200;

#[test]
fn every_algorithm_makes_a_spanning_tree_on_every_size() {
    for algorithm in Algorithm::ALL {
        for (w, h) in SIZES {
            // The two largest sizes take fewer seeds to keep the debug-build test quick.
            let seeds = if w * h > 1000 { 20 } else { SEEDS };
            for seed in 0..seeds {
                let maze = algorithm.generate(w, h, seed).unwrap();
                let cells = (w * h) as usize;
                assert_eq!(maze.passage_count(), cells - 1, "{algorithm} {w}×{h} seed {seed}: passages");
                assert_eq!(reachable_cells(&maze), cells, "{algorithm} {w}×{h} seed {seed}: reachability");
                assert!(walls_are_consistent(&maze), "{algorithm} {w}×{h} seed {seed}: walls");
            }
        }
    }
}

#[test]
fn braided_mazes_stay_connected_and_lose_dead_ends() {
    for algorithm in Algorithm::ALL {
        for (w, h) in SIZES {
            for seed in 0..20 {
                let perfect = algorithm.generate(w, h, seed).unwrap();
                for p in [0.25, 0.5, 1.0] {
                    let mut maze = perfect.clone();
                    let before = maze.dead_ends().count();
                    braid(&mut maze, p, &mut MazeRng::new(seed));
                    assert_eq!(reachable_cells(&maze), (w * h) as usize, "{algorithm} {w}×{h} seed {seed} p {p}");
                    assert!(walls_are_consistent(&maze));
                    assert!(maze.dead_ends().count() <= before);
                    if p == 1.0 && w > 1 && h > 1 {
                        assert_eq!(maze.dead_ends().count(), 0, "{algorithm} {w}×{h} seed {seed}: p = 1 removes all");
                    }
                }
            }
        }
    }
}

#[test]
fn seeds_reproduce_and_differ() {
    for algorithm in Algorithm::ALL {
        let a = algorithm.generate(30, 20, 1).unwrap();
        assert_eq!(a, algorithm.generate(30, 20, 1).unwrap(), "{algorithm}: same seed, same maze");
        assert_ne!(a, algorithm.generate(30, 20, 2).unwrap(), "{algorithm}: another seed, another maze");
    }
    let distinct: std::collections::HashSet<_> =
        Algorithm::ALL.iter().map(|a| a.generate(30, 20, 1).unwrap().fingerprint()).collect();
    assert_eq!(distinct.len(), Algorithm::ALL.len(), "each algorithm makes its own maze from one seed");
}

#[test]
fn huge_mazes_need_no_deep_stack() {
    // Run on a deliberately small 256 KiB thread stack: anything recursive would overflow.
    let handle = std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(|| {
            for algorithm in Algorithm::ALL {
                let maze = algorithm.generate(300, 300, 5).unwrap();
                assert_eq!(maze.passage_count(), 300 * 300 - 1, "{algorithm}");
            }
        })
        .unwrap();
    handle.join().expect("no stack overflow");
}
