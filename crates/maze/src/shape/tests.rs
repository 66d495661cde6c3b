//! Every shape with every graph generator and solver: spanning trees, braids that keep the
//! maze joined, routes along open passages that agree on the shortest length, and golden
//! hashes that pin each seed's maze.

use super::generate::{ON_EVERY_SHAPE, generate, generate_braided};
use super::solve::{self, solve};
use super::{Graph, Mask, NONE, Shape, ShapedMaze};
use crate::{Algorithm, Solver};

const SHAPES: [Shape; 5] = [
    Shape::Square { width: 9, height: 7 },
    Shape::Hex { width: 11, height: 8 },
    Shape::Hexagon { radius: 5 },
    Shape::Triangle { width: 13, height: 6 },
    Shape::Polar { rings: 7 },
];

fn reached(maze: &ShapedMaze) -> usize {
    let mut seen = vec![false; maze.len()];
    let mut stack = vec![0u32];
    seen[0] = true;
    while let Some(cell) = stack.pop() {
        for n in maze.open_neighbours(cell) {
            if !std::mem::replace(&mut seen[n as usize], true) {
                stack.push(n);
            }
        }
    }
    seen.iter().filter(|&&s| s).count()
}

fn assert_route(maze: &ShapedMaze, route: &[u32], start: u32, goal: u32, what: &str) {
    assert_eq!((route[0], route[route.len() - 1]), (start, goal), "{what}");
    for pair in route.windows(2) {
        let slot = maze.graph().slot_of(pair[0], pair[1]).unwrap_or_else(|| panic!("{what}: {pair:?} not neighbours"));
        assert!(maze.is_open(pair[0], slot), "{what}: {pair:?} walled");
    }
}

#[test]
fn every_generator_makes_a_spanning_tree_on_every_shape() {
    for shape in SHAPES {
        for algorithm in ON_EVERY_SHAPE {
            for seed in 0..4 {
                let maze = generate(Graph::new(shape).unwrap(), algorithm, seed).unwrap();
                let what = format!("{algorithm} on {shape}, seed {seed}");
                assert_eq!(maze.passage_count(), maze.len() - 1, "{what}");
                assert_eq!(reached(&maze), maze.len(), "{what}");
                for (a, b) in maze.passages() {
                    assert!(maze.graph().neighbours(a).contains(&b), "{what}: {a}-{b}");
                }
                assert_eq!(maze, generate(Graph::new(shape).unwrap(), algorithm, seed).unwrap(), "{what}");
            }
        }
    }
}

#[test]
fn braiding_removes_dead_ends_and_keeps_the_maze_joined() {
    for shape in SHAPES {
        for algorithm in [Algorithm::Backtracker, Algorithm::Kruskal] {
            let perfect = generate(Graph::new(shape).unwrap(), algorithm, 5).unwrap();
            let braided = generate_braided(Graph::new(shape).unwrap(), algorithm, 5, 1.0).unwrap();
            assert_eq!(reached(&braided), braided.len());
            assert!(braided.passage_count() > perfect.passage_count(), "{shape}");
            assert_eq!(braided.dead_ends().count(), 0, "{algorithm} on {shape}");
            // Half the dead ends go, on average: counted over a few seeds.
            let count = |share| -> usize {
                (0..8)
                    .map(|seed| {
                        generate_braided(Graph::new(shape).unwrap(), algorithm, seed, share)
                            .unwrap()
                            .dead_ends()
                            .count()
                    })
                    .sum()
            };
            let (half, all) = (count(0.5), count(0.0));
            assert!(half < all, "{algorithm} on {shape}: {half} dead ends of {all} left");
        }
    }
}

#[test]
fn solvers_follow_passages_and_the_shortest_agree() {
    for shape in SHAPES {
        for braid in [0.0, 0.6] {
            let maze = generate_braided(Graph::new(shape).unwrap(), Algorithm::Prim, 9, braid).unwrap();
            let (start, goal) = maze.default_ends();
            let shortest = solve(&maze, Solver::Bfs, start, goal).unwrap().len();
            for solver in solve::ON_EVERY_SHAPE {
                let route = solve(&maze, solver, start, goal).unwrap();
                let what = format!("{solver} on {shape}, braid {braid}");
                assert_route(&maze, &route, start, goal, &what);
                if solver.is_shortest() || braid == 0.0 {
                    assert_eq!(route.len(), shortest, "{what}");
                }
            }
        }
    }
}

#[test]
fn the_row_by_row_generators_make_spanning_trees_on_whole_hex_rectangles_only() {
    use super::generate::{ON_HEX_ROWS, check};
    let mask = Mask::from_text("m.txt", "###\n###\n").unwrap();
    for algorithm in ON_HEX_ROWS {
        for (w, h) in [(1, 1), (1, 6), (6, 1), (2, 2), (9, 7), (10, 8)] {
            for seed in 0..4 {
                let maze = generate(Graph::new(Shape::Hex { width: w, height: h }).unwrap(), algorithm, seed).unwrap();
                let what = format!("{algorithm} on {w}×{h} hexes, seed {seed}");
                assert_eq!(maze.passage_count(), maze.len() - 1, "{what}");
                assert_eq!(reached(&maze), maze.len(), "{what}");
            }
        }
        let masked = Graph::masked(Shape::Hex { width: 0, height: 0 }, &mask).unwrap();
        let err = check(&masked, algorithm).unwrap_err().to_string();
        assert!(err.contains("works on whole square and hex grids only, not on a masked hex maze"), "{err}");
        assert!(check(&Graph::new(Shape::Hexagon { radius: 4 }).unwrap(), algorithm).is_err());
    }
}

#[test]
fn square_only_generators_and_solvers_say_so() {
    let graph = || Graph::new(Shape::Hex { width: 5, height: 5 }).unwrap();
    let err = generate(graph(), Algorithm::Eller, 1).unwrap_err().to_string();
    assert!(
        err.starts_with("eller works on whole square grids only, not on a hex maze: allowed there backtracker"),
        "{err}"
    );
    let maze = generate(graph(), Algorithm::Backtracker, 1).unwrap();
    let err = solve(&maze, Solver::WallFollowerLeft, 0, 24).unwrap_err().to_string();
    assert!(err.contains("works on square mazes only, not on a hex maze: allowed there bfs"), "{err}");
    assert!(solve(&maze, Solver::Bfs, 0, 99).unwrap_err().to_string().contains("allowed 0..=24"));
}

#[test]
fn masked_mazes_are_spanning_trees_of_the_kept_cells() {
    let mask = Mask::from_text("m.txt", "..###..\n.#####.\n###.###\n.#####.\n..###..\n").unwrap();
    for shape in [Shape::Square { width: 0, height: 0 }, Shape::Hex { width: 0, height: 0 }] {
        let graph = Graph::masked(shape, &mask).unwrap();
        assert_eq!(graph.len(), 22);
        let maze = generate(graph, Algorithm::Wilson, 3).unwrap();
        assert_eq!(maze.passage_count(), 21);
        assert_eq!(reached(&maze), 22);
        for cell in 0..22 {
            let (x, y) = maze.graph().place(cell);
            assert!(mask.keeps(x, y));
            assert!(maze.graph().neighbours(cell).iter().all(|&n| n == NONE || (n as usize) < 22));
        }
    }
}

/// Pinned: changing any of these changes the maze a seed names.
const GOLDEN: [(&str, [u64; 10]); 5] = [
    (
        "square",
        [
            0xfcb158f6532b86cc,
            0x216c69fd032ee72c,
            0xd9907417376bed51,
            0x29d4baffeb1c16cb,
            0x652ec66be3170159,
            0xa04d9769a2fdd95f,
            0x06d31f7715ca1a69,
            0x3a258273a9022d73,
            0x3cea8d112e56e0d0,
            0xe212e662af984150,
        ],
    ),
    (
        "hex",
        [
            0x1142017becba1c4c,
            0x032513a425c30501,
            0x598271aa13ba3244,
            0xd9c64ee772c9895e,
            0x7b55d7bd971bf402,
            0x1bea117ff4040ea0,
            0x6ed92facd3231aba,
            0x95ca2f1edfc24335,
            0xc45306a4eda0e816,
            0x280e4683f1d22424,
        ],
    ),
    (
        "hexagon",
        [
            0x20355fae554b5082,
            0x4f55fcb6b61a7aaf,
            0xeb301ab5c6bc4d8b,
            0xcc6700444e3ea717,
            0xa9fc88b7f0f47202,
            0x5f7b6b8bfc29a4d7,
            0x38c7d3c918ef47ba,
            0x5c32ed2f11f5b6c3,
            0x29dabd1c7f807ddd,
            0x6737f8635025948c,
        ],
    ),
    (
        "triangle",
        [
            0x34b66b670f2e286e,
            0x159e44bab8184128,
            0x361e358f488ba824,
            0x1fe2ecb87d97862b,
            0x5c25113460bfce6c,
            0x28ae6b5e40b40537,
            0x5abec83036936c8c,
            0x0040a11be3ede943,
            0x6d217ca6e25fdf45,
            0xbbd91de3f7ff910b,
        ],
    ),
    (
        "polar",
        [
            0x828a5beafcb5bb82,
            0xeb7ff6a7fa4fbfe6,
            0xc2db9c2f1488cb28,
            0x632a6d6faf7aa6dd,
            0xb3517d912e42cc6a,
            0xfa93fe5ca5af3b09,
            0x43b566c6934b11ff,
            0x58e900526b18df0e,
            0xba7452cf4104c9af,
            0x0b872bba05821ec4,
        ],
    ),
];

#[test]
fn golden_hashes_pin_every_seed() {
    let found: Vec<[u64; 10]> = SHAPES
        .iter()
        .map(|&shape| ON_EVERY_SHAPE.map(|a| generate(Graph::new(shape).unwrap(), a, 42).unwrap().fingerprint()))
        .collect();
    for ((name, pinned), found) in GOLDEN.iter().zip(&found) {
        assert_eq!(pinned, found, "{name}: {found:#x?}");
    }
}
