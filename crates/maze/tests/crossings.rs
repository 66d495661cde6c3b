//! Weaves and zeta grids, the two graphs whose ways depend on what is already open: every
//! allowed generator makes a spanning tree (tunnels and diagonals counted as passages), the
//! tunnels pass only under straight crossings and grow in number with the weave share, the
//! diagonals are there and never cross, passages are mirrored, and the solvers agree.

use mousemaze_maze::model::Cells;
use mousemaze_maze::shape::crossings::{ON_WEAVE, ON_ZETA};
use mousemaze_maze::shape::generate::{check, generate_braided, generate_woven};
use mousemaze_maze::shape::solve::{ON_EVERY_SHAPE, solve};
use mousemaze_maze::shape::{Graph, Shape, ShapedMaze};
use mousemaze_maze::{Algorithm, Solver};

/// How many cells an explicit-stack flood fill reaches from cell 0 through open passages.
fn reached(maze: &ShapedMaze) -> usize {
    let mut seen = vec![false; maze.len()];
    let (mut stack, mut count) = (vec![0u32], 0);
    seen[0] = true;
    while let Some(cell) = stack.pop() {
        count += 1;
        for n in maze.open_neighbours(cell) {
            if !std::mem::replace(&mut seen[n as usize], true) {
                stack.push(n);
            }
        }
    }
    count
}

/// Every open slot has a neighbour, whose slot back is open too.
fn mirrored(maze: &ShapedMaze) -> bool {
    (0..maze.len()).all(|cell| {
        let open = maze.open_ways(cell);
        (0..8).filter(|s| open & (1 << s) != 0).all(|slot| match maze.neighbour(cell, slot) {
            Some(n) => maze.is_open(n as u32, maze.back_slot(cell, slot, n)),
            None => false,
        })
    })
}

fn assert_spanning_tree(maze: &ShapedMaze, what: &str) {
    assert_eq!(maze.passage_count(), maze.len() - 1, "{what}: one passage fewer than cells");
    assert_eq!(reached(maze), maze.len(), "{what}: every cell reached");
    assert!(mirrored(maze), "{what}: passages mirrored");
}

/// Every solver's route runs from start to goal through open passages; on a perfect maze
/// they are the one path, and the shortest ones agree on its length on a braided one.
fn assert_solvers_agree(maze: &ShapedMaze, perfect: bool, what: &str) {
    let (start, goal) = maze.default_ends();
    let bfs = solve(maze, Solver::Bfs, start, goal).unwrap();
    for solver in ON_EVERY_SHAPE {
        let route = solve(maze, solver, start, goal).unwrap_or_else(|e| panic!("{what} {solver}: {e}"));
        assert_eq!((route.first(), route.last()), (Some(&start), Some(&goal)), "{what} {solver}");
        for pair in route.windows(2) {
            let slot = maze.graph().slot_of(pair[0], pair[1]);
            assert!(slot.is_some_and(|s| maze.is_open(pair[0], s)), "{what} {solver}: {pair:?} not a passage");
        }
        if perfect {
            assert_eq!(route, bfs, "{what} {solver}: a tree has one path");
        } else if solver.is_shortest() {
            assert_eq!(route.len(), bfs.len(), "{what} {solver}");
        }
    }
}

#[test]
fn weaves_are_spanning_trees_with_their_tunnels() {
    for algorithm in ON_WEAVE {
        for (w, h) in [(24, 17), (3, 3), (1, 6), (5, 2)] {
            for seed in 0..5 {
                let maze = generate_woven(w, h, algorithm, seed, 0.0, 0.8).unwrap();
                assert_spanning_tree(&maze, &format!("{algorithm} {w}×{h} seed {seed}"));
            }
        }
    }
}

#[test]
fn tunnels_grow_with_the_weave_share() {
    let count = |share: f64| -> usize {
        let mazes = (0..4).map(|seed| generate_woven(30, 30, Algorithm::Backtracker, seed, 0.0, share).unwrap());
        mazes.map(|maze| maze.tunnels().len()).sum()
    };
    let counts: Vec<usize> = [0.0, 0.2, 0.5, 1.0].into_iter().map(count).collect();
    assert_eq!(counts[0], 0, "no share, no tunnel");
    assert!(counts.windows(2).all(|pair| pair[0] < pair[1]), "{counts:?}");
    let kruskal = generate_woven(30, 30, Algorithm::Kruskal, 1, 0.0, 1.0).unwrap();
    assert!(kruskal.tunnels().len() > 20, "Kruskal weaves too: {}", kruskal.tunnels().len());
}

#[test]
fn tunnels_pass_only_under_straight_perpendicular_passages() {
    for algorithm in ON_WEAVE {
        for seed in 0..6 {
            let maze = generate_woven(20, 20, algorithm, seed, 0.4, 1.0).unwrap();
            let tunnels = maze.tunnels();
            assert!(!tunnels.is_empty(), "{algorithm} seed {seed}");
            for [a, b, under] in tunnels {
                let (across, straight_on) = if b - a == 2 { (0b0101, 0b1010) } else { (0b1010, 0b0101) };
                assert!(b - a == 2 || b - a == 40, "{a}–{b}: two cells apart in a row or a column");
                assert_eq!(maze.open_ways(under as usize), across, "{a}–{b} under {under}: straight across only");
                assert_eq!(maze.open_ways(under as usize) & straight_on, 0);
                // Neither end has a straight way into the cell the tunnel passes under.
                assert_eq!(maze.graph().slot_of(a, under).map(|s| maze.is_open(a, s)), Some(false));
                assert_eq!(maze.graph().slot_of(b, under).map(|s| maze.is_open(b, s)), Some(false));
            }
            // No side carries both a way and a tunnel.
            for cell in 0..maze.len() {
                let open = maze.open_ways(cell);
                assert_eq!(open & (open >> 4) & 0x0F, 0, "cell {cell}: {open:08b}");
            }
        }
    }
}

#[test]
fn solvers_route_through_tunnels_and_agree() {
    let mut through_tunnels = 0;
    for seed in 0..8 {
        for braid in [0.0, 0.5] {
            let maze = generate_woven(16, 12, Algorithm::Backtracker, seed, braid, 1.0).unwrap();
            assert_solvers_agree(&maze, braid == 0.0, &format!("weave seed {seed} braid {braid}"));
            let (start, goal) = maze.default_ends();
            let route = solve(&maze, Solver::Bfs, start, goal).unwrap();
            through_tunnels += route
                .windows(2)
                .filter(|pair| pair[0].abs_diff(pair[1]) >= 2 && pair[0].abs_diff(pair[1]) != 16)
                .count();
        }
    }
    assert!(through_tunnels > 0, "some route goes through a tunnel");
}

#[test]
fn no_weave_is_the_square_graph() {
    let square = Graph::new(Shape::Square { width: 14, height: 9 }).unwrap();
    for algorithm in ON_WEAVE {
        let woven = generate_woven(14, 9, algorithm, 3, 0.3, 0.0).unwrap();
        let plain = generate_braided(square.clone(), algorithm, 3, 0.3).unwrap();
        assert_eq!(woven.open_bits(), plain.open_bits(), "{algorithm}");
    }
    let refused = generate_woven(9, 9, Algorithm::Wilson, 1, 0.0, 0.5).unwrap_err().to_string();
    assert_eq!(
        refused,
        "wilson cannot make a weave maze (its tunnels could pass under a corner or a junction): allowed there backtracker, kruskal"
    );
    assert!(generate_woven(9, 9, Algorithm::Backtracker, 1, 0.0, 1.5).is_err());
}

/// Whether the two diagonals of any 2×2 block are both open.
fn crossing(maze: &ShapedMaze, width: usize) -> Option<usize> {
    (0..maze.len()).find(|&cell| {
        let beside = cell + 1;
        cell % width + 1 < width && maze.is_open(cell as u32, 5) && maze.is_open(beside as u32, 6)
    })
}

#[test]
fn zeta_mazes_have_diagonals_that_never_cross() {
    let (w, h) = (18, 13);
    for algorithm in ON_ZETA {
        let mut diagonals = 0;
        for seed in 0..5 {
            let maze = generate_braided(Graph::new(Shape::Zeta { width: w, height: h }).unwrap(), algorithm, seed, 0.0)
                .unwrap();
            assert_spanning_tree(&maze, &format!("zeta {algorithm} seed {seed}"));
            assert_eq!(crossing(&maze, w as usize), None, "zeta {algorithm} seed {seed}");
            diagonals += (0..maze.len()).map(|c| (maze.open_ways(c) >> 4).count_ones()).sum::<u32>();
            let braided =
                generate_braided(Graph::new(Shape::Zeta { width: w, height: h }).unwrap(), algorithm, seed, 1.0)
                    .unwrap();
            assert_eq!(crossing(&braided, w as usize), None, "braided zeta {algorithm} seed {seed}");
            assert_eq!(braided.dead_ends().count(), 0);
        }
        // Each diagonal counted from both ends; about a third of the passages or more.
        let passages = 5 * (w * h - 1);
        assert!(diagonals / 2 > passages / 5, "zeta {algorithm}: {} diagonals of {passages}", diagonals / 2);
    }
}

#[test]
fn zeta_solvers_agree_and_other_generators_are_refused() {
    for seed in 0..6 {
        for braid in [0.0, 0.6] {
            let graph = Graph::new(Shape::Zeta { width: 15, height: 11 }).unwrap();
            let maze = generate_braided(graph, Algorithm::Backtracker, seed, braid).unwrap();
            assert_solvers_agree(&maze, braid == 0.0, &format!("zeta seed {seed} braid {braid}"));
        }
    }
    let graph = Graph::new(Shape::Zeta { width: 5, height: 5 }).unwrap();
    for algorithm in Algorithm::ALL {
        assert_eq!(check(&graph, algorithm).is_ok(), ON_ZETA.contains(&algorithm), "{algorithm}");
    }
    let refused = check(&graph, Algorithm::Wilson).unwrap_err().to_string();
    assert!(
        refused.starts_with("wilson cannot make a zeta maze (it could open two diagonals that cross)"),
        "{refused}"
    );
}
