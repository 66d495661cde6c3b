//! Pins what seeds make, square and shaped, while the two sets of generators, braid and
//! solvers become one: every row was recorded from the code before that work began, so a
//! generic version that draws differently from the one it replaces fails here.
//!
//! Each row folds the fingerprints of several sizes and seeds (and, for braids and routes,
//! what they made) into one number.

use mousemaze_maze::distances::{diameter, distance_map};
use mousemaze_maze::fair::fair_starts;
use mousemaze_maze::shape::generate::{ON_EVERY_SHAPE, generate_braided};
use mousemaze_maze::shape::solve::{self as shape_solve, solve};
use mousemaze_maze::shape::{Graph, Mask, Shape, ShapedMaze};
use mousemaze_maze::{Algorithm, Ends, Maze, MazeRng, Pos, Solver};

/// FNV-1a over 64-bit words.
fn fnv(items: impl IntoIterator<Item = u64>) -> u64 {
    items.into_iter().fold(0xcbf2_9ce4_8422_2325, |h, x| (h ^ x).wrapping_mul(0x0000_0100_0000_01b3))
}

const SQUARE_SIZES: [(u32, u32); 6] = [(1, 1), (1, 9), (9, 1), (2, 2), (17, 11), (40, 33)];

/// Every algorithm's square mazes over [`SQUARE_SIZES`] and seeds 0..5, perfect and braided.
fn square_row(algorithm: Algorithm) -> u64 {
    let mut items = Vec::new();
    for (w, h) in SQUARE_SIZES {
        for seed in 0..5 {
            items.push(algorithm.generate(w, h, seed).unwrap().fingerprint());
            items.push(algorithm.generate_braided(w, h, seed, 0.5).unwrap().fingerprint());
        }
    }
    fnv(items)
}

fn shapes() -> Vec<Graph> {
    let mask = Mask::from_text("m.txt", "..###..\n.#####.\n###.###\n.#####.\n..###..\n").unwrap();
    let mut graphs: Vec<Graph> = [
        Shape::Square { width: 9, height: 7 },
        Shape::Hex { width: 11, height: 8 },
        Shape::Hex { width: 1, height: 5 },
        Shape::Hexagon { radius: 5 },
        Shape::Triangle { width: 13, height: 6 },
        Shape::Polar { rings: 7 },
    ]
    .into_iter()
    .map(|shape| Graph::new(shape).unwrap())
    .collect();
    for shape in [Shape::Square { width: 0, height: 0 }, Shape::Hex { width: 0, height: 0 }] {
        graphs.push(Graph::masked(shape, &mask).unwrap());
    }
    graphs
}

/// Every shape's mazes by `algorithm` over seeds 0..4, perfect and braided, with BFS's route
/// on the braided ones (the other solvers' routes on shapes are checked by what they must be:
/// `shaped_routes_are_shortest_or_walks`).
fn shape_row(algorithm: Algorithm) -> u64 {
    let mut items = Vec::new();
    for graph in shapes() {
        for seed in 0..4 {
            items.push(generate_braided(graph.clone(), algorithm, seed, 0.0).unwrap().fingerprint());
            let braided = generate_braided(graph.clone(), algorithm, seed, 0.6).unwrap();
            items.push(braided.fingerprint());
            let (start, goal) = braided.default_ends();
            items.push(fnv(solve(&braided, Solver::Bfs, start, goal).unwrap().into_iter().map(u64::from)));
        }
    }
    fnv(items)
}

/// Every square solver's route on braided and perfect square mazes.
fn solver_row(solver: Solver) -> u64 {
    let mut items = Vec::new();
    for seed in 0..4 {
        for braid in [0.0, 0.6] {
            let maze = Algorithm::Prim.generate_braided(21, 14, seed, braid).unwrap();
            let (start, goal) = Ends::Corners.resolve(&maze);
            match solver.solve(&maze, start, goal) {
                Ok(solution) => {
                    items.extend(solution.path.iter().map(|p| u64::from(p.x) << 32 | u64::from(p.y)));
                    items.push(solution.visited as u64);
                }
                Err(err) => items.push(fnv(err.to_string().bytes().map(u64::from))),
            }
        }
    }
    fnv(items)
}

/// Distances, the diameter and fair starts on braided square mazes.
fn distances_row() -> u64 {
    let mut items = Vec::new();
    for seed in 0..6 {
        let maze = Algorithm::Wilson.generate_braided(19, 13, seed, 0.4).unwrap();
        let (a, b) = maze.corners();
        items.extend(distance_map(&maze, a).into_iter().map(u64::from));
        let (x, y, steps) = diameter(&maze);
        items.extend([maze.index(x) as u64, maze.index(y) as u64, u64::from(steps)]);
        let fair = fair_starts(&maze, Pos::new(9, 6), b);
        items.extend([maze.index(fair.one) as u64, maze.index(fair.two) as u64, u64::from(fair.steps)]);
    }
    fnv(items)
}

#[test]
fn distances_and_fair_starts_are_what_they_were() {
    assert_eq!(distances_row(), DISTANCES, "{:#x}", distances_row());
}

#[test]
fn square_mazes_are_what_they_were() {
    let found: Vec<(Algorithm, u64)> = Algorithm::ALL.iter().map(|&a| (a, square_row(a))).collect();
    assert_eq!(found, SQUARE, "{found:#x?}");
}

#[test]
fn shaped_mazes_and_routes_are_what_they_were() {
    let found: Vec<(Algorithm, u64)> = ON_EVERY_SHAPE.iter().map(|&a| (a, shape_row(a))).collect();
    assert_eq!(found, SHAPED, "{found:#x?}");
}

#[test]
fn square_routes_are_what_they_were() {
    let found: Vec<(Solver, u64)> =
        Solver::ALL.iter().filter(|&&s| s != Solver::Fastest).map(|&s| (s, solver_row(s))).collect();
    assert_eq!(found, ROUTES, "{found:#x?}");
}

/// Whether `route` runs from `start` to `goal` through open passages of `maze`.
fn is_walk(maze: &ShapedMaze, route: &[u32], start: u32, goal: u32) -> bool {
    route.first() == Some(&start)
        && route.last() == Some(&goal)
        && route.windows(2).all(|w| maze.open_neighbours(w[0]).any(|n| n == w[1]))
}

#[test]
fn shaped_routes_are_shortest_or_walks() {
    for graph in shapes() {
        for (seed, braid) in [(0, 0.0), (1, 0.6), (2, 0.6), (3, 1.0)] {
            let maze = generate_braided(graph.clone(), Algorithm::Prim, seed, braid).unwrap();
            let (start, goal) = maze.default_ends();
            let shortest = solve(&maze, Solver::Bfs, start, goal).unwrap().len();
            for solver in shape_solve::ON_EVERY_SHAPE {
                let route = solve(&maze, solver, start, goal).unwrap();
                let what = format!("{solver} on {:?}, seed {seed}", graph.shape());
                assert!(is_walk(&maze, &route, start, goal), "{what}: {route:?}");
                if solver.is_shortest() || braid == 0.0 {
                    assert_eq!(route.len(), shortest, "{what}");
                }
            }
        }
    }
}

/// The square `maze` as a maze on the square graph: the same cells, slots and passages.
fn as_shaped(maze: &Maze) -> ShapedMaze {
    let mut shaped = ShapedMaze::new(Graph::new(Shape::Square { width: maze.width(), height: maze.height() }).unwrap());
    for cell in 0..maze.len() {
        for (_, n) in maze.open_neighbors(maze.pos(cell)) {
            shaped.carve_between(cell as u32, maze.index(n) as u32);
        }
    }
    shaped
}

#[test]
fn the_square_grid_and_the_square_graph_find_the_same_routes() {
    for seed in 0..6 {
        let maze = Algorithm::Backtracker.generate_braided(23, 15, seed, [0.0, 0.5, 1.0][seed as usize % 3]).unwrap();
        let shaped = as_shaped(&maze);
        let mut rng = MazeRng::new(seed);
        let (start, goal) = (rng.index(maze.len()), rng.index(maze.len()));
        for solver in shape_solve::ON_EVERY_SHAPE {
            let square = solver.solve(&maze, maze.pos(start), maze.pos(goal)).unwrap().path;
            let square: Vec<u32> = square.iter().map(|&p| maze.index(p) as u32).collect();
            let route = solve(&shaped, solver, start as u32, goal as u32).unwrap();
            assert_eq!(route, square, "{solver}, seed {seed}");
        }
    }
}

const SQUARE: [(Algorithm, u64); 15] = [
    (Algorithm::Backtracker, 0xafa5e4d5ebc06212),
    (Algorithm::Prim, 0x5166e04ee000c665),
    (Algorithm::Kruskal, 0x47149933afb46052),
    (Algorithm::GrowingTree, 0x9178687222edbb34),
    (Algorithm::GrowingTreeRandom, 0xa684351f2ae6f47c),
    (Algorithm::Wilson, 0x0e08322ea0d8204a),
    (Algorithm::AldousBroder, 0x15313dd8b1b76635),
    (Algorithm::Eller, 0xf60df62712558040),
    (Algorithm::HuntAndKill, 0xa1ce3bb39af7a1e4),
    (Algorithm::BinaryTree, 0xf2fdf8478a465ebd),
    (Algorithm::Sidewinder, 0x676a07680354ac6c),
    (Algorithm::RecursiveDivision, 0xb477cc63027565f1),
    (Algorithm::OriginShift, 0xb9649501dc73fd1b),
    (Algorithm::PrimWeighted, 0x17455675aff32dbc),
    (Algorithm::BlobbyDivision, 0x57d5e2a48ee1601e),
];
/// The last row, weighted Prim, is new: it worked on squares only before. Routes: BFS's alone
/// (re-pinned when the shaped solvers became the generic ones; the mazes are unchanged).
const SHAPED: [(Algorithm, u64); 10] = [
    (Algorithm::Backtracker, 0x64e86060b6430c45),
    (Algorithm::Prim, 0xe89943440d8f1695),
    (Algorithm::Kruskal, 0x6b3630c65f39759a),
    (Algorithm::GrowingTree, 0x006e1dc4b9182bfa),
    (Algorithm::GrowingTreeRandom, 0x2b9127468989b3e4),
    (Algorithm::Wilson, 0xeddcf76ebe9af6b3),
    (Algorithm::AldousBroder, 0xf49895c1eea57847),
    (Algorithm::HuntAndKill, 0x35b8f00e13cd4cfa),
    (Algorithm::OriginShift, 0xa619cc79d910dcf9),
    (Algorithm::PrimWeighted, 0x51b3102fc08efc04),
];
/// Every solver but the fastest route's, which is being worked on elsewhere.
const ROUTES: [(Solver, u64); 10] = [
    (Solver::Bfs, 0xc8a5f9fbdf126fce),
    (Solver::Dfs, 0x031a95229aa4deb1),
    (Solver::AStar, 0xbec2a5bd0d6e21b9),
    (Solver::Dijkstra, 0xf648aeeec284c989),
    (Solver::WallFollowerLeft, 0x74ae315c0b59b70f),
    (Solver::WallFollowerRight, 0xe61357320ed11d62),
    (Solver::DeadEndFill, 0x7e3d6cbef4214138),
    (Solver::Tremaux, 0x233989eaceb9dfc2),
    (Solver::RecursiveDfs, 0x70ed4996664ce6ae),
    (Solver::Earliest, 0xc8a5f9fbdf126fce),
];
const DISTANCES: u64 = 0x4c57ff8e347389b3;
