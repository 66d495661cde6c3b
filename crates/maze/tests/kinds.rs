//! The maze kinds of issue 57 on the one maze model: upsilon (octagons and squares), floors
//! joined by stairs, and wrapped squares. Every graph generator makes a spanning tree on each,
//! braiding keeps them joined, the solvers agree with the distances, fair starts are fair,
//! and each kind's own promise holds (eight ways at most and alternating tiles; stairs that a
//! route climbs; passages across the edges that make routes shorter).

use mousemaze_maze::distances::steps_from;
use mousemaze_maze::fair::fair_cells;
use mousemaze_maze::model::Cells;
use mousemaze_maze::shape::generate::{ON_EVERY_SHAPE, generate, generate_braided};
use mousemaze_maze::shape::solve::{self as shape_solve, solve};
use mousemaze_maze::shape::{DOWN, Graph, NONE, Shape, ShapedMaze, UP, Wrap};
use mousemaze_maze::{Algorithm, Solver};

const KINDS: [Shape; 6] = [
    Shape::Upsilon { width: 9, height: 7 },
    Shape::Upsilon { width: 1, height: 4 },
    Shape::Floors { width: 5, height: 4, floors: 3 },
    Shape::Wrapped { width: 8, height: 6, wrap: Wrap::XY },
    Shape::Wrapped { width: 7, height: 3, wrap: Wrap::X },
    Shape::Wrapped { width: 3, height: 5, wrap: Wrap::Y },
];

/// How many cells the open passages reach from cell 0.
fn reached(maze: &ShapedMaze) -> usize {
    steps_from(maze, 0).iter().filter(|&&d| d != u32::MAX).count()
}

/// The passages of `maze` through a seam (stairs, or across a wrapped edge).
fn seams(maze: &ShapedMaze) -> usize {
    let graph = maze.graph();
    let mut count = 0;
    maze.each_pair(|cell, slot, _| {
        count += usize::from(Cells::is_open(maze, cell, slot) && graph.is_seam(cell as u32, slot))
    });
    count
}

/// `route` runs from `start` to `goal` through open passages only.
fn assert_route(maze: &ShapedMaze, route: &[u32], (start, goal): (u32, u32), what: &str) {
    assert_eq!((route[0], route[route.len() - 1]), (start, goal), "{what}");
    for pair in route.windows(2) {
        let slot = maze.graph().slot_of(pair[0], pair[1]).unwrap_or_else(|| panic!("{what}: {pair:?} apart"));
        assert!(maze.is_open(pair[0], slot), "{what}: {pair:?} walled");
    }
}

#[test]
fn every_generator_makes_a_spanning_tree_on_every_kind() {
    for shape in KINDS {
        for algorithm in ON_EVERY_SHAPE {
            for seed in 0..3 {
                let maze = generate(Graph::new(shape).unwrap(), algorithm, seed).unwrap();
                let what = format!("{algorithm} on {shape}, seed {seed}");
                assert_eq!(maze.passage_count(), maze.len() - 1, "{what}");
                assert_eq!(reached(&maze), maze.len(), "{what}");
                // Both cells of every passage have it open, towards each other.
                maze.each_pair(|cell, slot, n| {
                    let back = maze.back_slot(cell, slot, n);
                    assert_eq!(maze.neighbour(n, back), Some(cell), "{what}");
                    assert_eq!(Cells::is_open(&maze, cell, slot), Cells::is_open(&maze, n, back), "{what}: {cell}-{n}");
                });
                assert_eq!(maze, generate(Graph::new(shape).unwrap(), algorithm, seed).unwrap(), "{what}");
            }
        }
    }
}

#[test]
fn braids_stay_joined_and_the_solvers_agree_with_the_distances() {
    for shape in KINDS {
        for braid in [0.0, 0.6] {
            let maze = generate_braided(Graph::new(shape).unwrap(), Algorithm::Prim, 11, braid).unwrap();
            assert_eq!(reached(&maze), maze.len(), "{shape}");
            let (start, goal) = maze.default_ends();
            let steps = steps_from(&maze, start as usize)[goal as usize];
            for solver in shape_solve::ON_EVERY_SHAPE {
                let route = solve(&maze, solver, start, goal).unwrap();
                let what = format!("{solver} on {shape}, braid {braid}");
                assert_route(&maze, &route, (start, goal), &what);
                if solver.is_shortest() || braid == 0.0 {
                    assert_eq!(route.len() as u32, steps + 1, "{what}");
                }
            }
            // Two starts the same number of steps from the goal.
            let graph = maze.graph();
            let apart = |a: usize, b: usize| (graph.centre(a as u32).distance(graph.centre(b as u32)) * 100.0) as u32;
            let (one, two, at) = fair_cells(&maze, goal as usize, start as usize, apart);
            let from_goal = steps_from(&maze, goal as usize);
            assert_eq!((from_goal[one], from_goal[two]), (at, at), "{shape}");
        }
    }
}

#[test]
fn upsilon_alternates_octagons_of_eight_ways_and_squares_of_four() {
    let graph = Graph::new(Shape::Upsilon { width: 10, height: 8 }).unwrap();
    let (mut eights, mut octagons) = (0, 0);
    for cell in 0..graph.len() as u32 {
        let (x, y) = graph.place(cell);
        let octagon = (x + y) % 2 == 0;
        octagons += usize::from(octagon);
        let degree = graph.degree(cell);
        assert!(degree <= if octagon { 8 } else { 4 }, "cell {cell}: {degree} ways");
        assert_eq!(graph.sides(cell).len(), if octagon { 8 } else { 4 }, "cell {cell}");
        let inside = x > 0 && y > 0 && x < 9 && y < 7;
        eights += usize::from(degree == 8);
        assert_eq!(degree == 8, octagon && inside, "cell {cell}");
        for (slot, n) in graph.neighbours(cell).into_iter().enumerate().filter(|(_, n)| *n != NONE) {
            let (nx, ny) = graph.place(n);
            // A square's ways (axis slots, even) all lead to octagons; an octagon's axis slots
            // to squares and its slanted ones (odd) to octagons.
            let to_octagon = (nx + ny) % 2 == 0;
            assert_eq!(to_octagon, !octagon || slot % 2 == 1, "cell {cell} slot {slot}");
            assert_eq!(x.abs_diff(nx).max(y.abs_diff(ny)), 1, "cell {cell} slot {slot}");
        }
    }
    assert_eq!(octagons, 40, "half the cells");
    assert_eq!(eights, 8 * 6 / 2, "the octagons among the 8×6 inner cells");
    // An octagon's eighth slot (north-west) is the top bit of its cell's byte.
    let mut maze = ShapedMaze::new(graph.clone());
    let (octagon, north_west) = (2 * 10 + 2, 10 + 1);
    assert_eq!(maze.neighbour(octagon, 7), Some(north_west));
    maze.open_way(octagon, 7, north_west);
    assert_eq!((maze.open_ways(octagon), maze.open_ways(north_west)), (0b1000_0000, 0b0000_1000));
    assert_eq!(maze.passages().collect::<Vec<_>>(), [(north_west as u32, octagon as u32)]);
    maze.close_way(north_west, 3, octagon);
    assert_eq!(maze.passage_count(), 0);
    // The octagons' slanted passages are used: a spanning tree takes some.
    let maze = generate(graph, Algorithm::Wilson, 4).unwrap();
    let slanted = (0..maze.len()).map(|c| maze.open_ways(c) & 0b1010_1010).map(u8::count_ones).sum::<u32>() / 2;
    assert!(slanted > 0, "{slanted} slanted passages");
}

#[test]
fn floors_are_joined_by_stairs_that_the_route_climbs() {
    let shape = Shape::Floors { width: 6, height: 5, floors: 4 };
    for algorithm in ON_EVERY_SHAPE {
        let maze = generate(Graph::new(shape).unwrap(), algorithm, 3).unwrap();
        let graph = maze.graph();
        // A tree joining four floors takes at least three stairs.
        assert!(seams(&maze) >= 3, "{algorithm}: {} stairs", seams(&maze));
        let (start, goal) = maze.default_ends();
        assert_eq!((graph.floor(start), graph.floor(goal)), (0, 3), "floor 0 to the top floor");
        let route = solve(&maze, Solver::AStar, start, goal).unwrap();
        assert_route(&maze, &route, (start, goal), &format!("{algorithm}"));
        let ups = route.windows(2).filter(|p| graph.slot_of(p[0], p[1]) == Some(UP)).count();
        let downs = route.windows(2).filter(|p| graph.slot_of(p[0], p[1]) == Some(DOWN)).count();
        assert_eq!(ups - downs, 3, "{algorithm}: the route climbs three floors");
        for pair in route.windows(2) {
            let climbed = graph.floor(pair[0]).abs_diff(graph.floor(pair[1]));
            let slot = graph.slot_of(pair[0], pair[1]).unwrap();
            assert_eq!(climbed == 1, graph.is_seam(pair[0], slot), "{pair:?}");
            assert!(climbed <= 1);
        }
    }
}

#[test]
fn wrapped_passages_cross_the_edges_and_make_routes_shorter() {
    let shape = Shape::Wrapped { width: 12, height: 9, wrap: Wrap::XY };
    let (width, height) = (12u32, 9u32);
    let (mut crossing, mut shorter) = (0, 0);
    for seed in 0..10 {
        let maze = generate_braided(Graph::new(shape).unwrap(), Algorithm::Kruskal, seed, 0.5).unwrap();
        crossing += usize::from(seams(&maze) > 0);
        // Corner to corner: the grid's distance is 19 steps, round the torus 2.
        let (start, goal) = (0, width * height - 1);
        let route = solve(&maze, Solver::Bfs, start, goal).unwrap();
        assert_route(&maze, &route, (start, goal), &format!("seed {seed}"));
        let steps = route.len() as u32 - 1;
        assert!(steps >= 2);
        if steps < (width - 1) + (height - 1) {
            shorter += 1;
            let graph = maze.graph();
            let crossed = route.windows(2).any(|p| graph.slot_of(p[0], p[1]).is_some_and(|s| graph.is_seam(p[0], s)));
            assert!(crossed, "seed {seed}: shorter than the grid allows, so across an edge");
        }
    }
    assert_eq!(crossing, 10, "every maze has passages across its edges");
    assert!(shorter > 0, "no route was shorter round the torus in 10 seeds");
    // The default goal is the cell farthest round the wrap, half way across.
    let maze = generate(Graph::new(shape).unwrap(), Algorithm::Backtracker, 1).unwrap();
    assert_eq!(maze.default_ends(), (0, (height / 2) * width + width / 2));
}

#[test]
fn sizes_each_kind_cannot_have_are_refused_saying_what_is_allowed() {
    let err = |shape: Shape| Graph::new(shape).unwrap_err().to_string();
    assert_eq!(
        err(Shape::Floors { width: 4, height: 4, floors: 1 }),
        "floors 1 is out of range: allowed 2..=256 (one floor is a plain square maze)"
    );
    assert!(err(Shape::Floors { width: 4, height: 4, floors: 257 }).contains("allowed 2..=256"));
    assert!(err(Shape::Floors { width: 65_535, height: 65_535, floors: 2 }).contains("over the limit"));
    assert_eq!(
        err(Shape::Wrapped { width: 2, height: 5, wrap: Wrap::XY }),
        "width 2 is too small to wrap: wrapping x needs a width of at least 3"
    );
    assert!(err(Shape::Wrapped { width: 5, height: 1, wrap: Wrap::Y }).contains("height of at least 3"));
    assert!(Graph::new(Shape::Wrapped { width: 5, height: 1, wrap: Wrap::X }).is_ok());
    assert!(err(Shape::Upsilon { width: 0, height: 3 }).contains("allowed 1..="));
}
