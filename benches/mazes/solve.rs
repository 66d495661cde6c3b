//! Solvers at 2000², on one backtracker maze from corner to corner (long winding
//! corridors, so a search looks at a large share of the cells). knossos has no solvers.
//! Then the same maze braided (half its dead ends opened: loops everywhere), BFS beside the
//! fastest-time search, which has many more ways to arrive there. Then doors: the
//! earliest-arrival search through 5 % of the passages made timed doors, beside plain BFS on
//! the same maze (the bar: at most twice BFS's time), and the fastest-time search
//! through them.

use criterion::{Criterion, Throughput};
use mousemaze_maze::doors::{DoorAmount, Doors, place_doors};
use mousemaze_maze::solve::earliest::earliest_arrival;
use mousemaze_maze::solve::fastest::{CostModel, FastestQuery};
use mousemaze_maze::{Algorithm, MazeRng, Solver, braid};

/// The side of the maze the solvers run on.
const SIDE: u32 = 2000;

/// The solvers the issues ask about (the fastest-time search: at most 3× BFS's time), and
/// Dijkstra and Trémaux (written once over the maze model, beside DFS, A* and dead-end
/// filling); the others share their engines.
const SOLVERS: [Solver; 7] =
    [Solver::Bfs, Solver::AStar, Solver::Dfs, Solver::Dijkstra, Solver::DeadEndFill, Solver::Tremaux, Solver::Fastest];

pub fn bench(c: &mut Criterion) {
    let maze = Algorithm::Backtracker.generate(SIDE, SIDE, 1).unwrap();
    let (start, goal) = maze.corners();
    let mut group = c.benchmark_group(format!("solve/{SIDE}"));
    group.throughput(Throughput::Elements(maze.len() as u64));
    for solver in SOLVERS {
        group.bench_function(solver.name(), |b| b.iter(|| solver.solve(&maze, start, goal).unwrap()));
    }
    group.finish();

    let mut braided = maze.clone();
    braid(&mut braided, 0.5, &mut MazeRng::new(1));
    let mut group = c.benchmark_group(format!("solve-braided/{SIDE}"));
    group.throughput(Throughput::Elements(maze.len() as u64));
    for solver in [Solver::Bfs, Solver::Fastest] {
        group.bench_function(solver.name(), |b| b.iter(|| solver.solve(&braided, start, goal).unwrap()));
    }
    group.finish();

    // The game's pace (20 ticks a cell) and door cycles (2 to 5 s of 130 ticks).
    let doors = place_doors(&maze, DoorAmount::Share(0.05), 1, start, goal).unwrap();
    let none = Doors::new(&maze);
    let mut group = c.benchmark_group(format!("doors/{SIDE}"));
    group.throughput(Throughput::Elements(maze.len() as u64));
    group.bench_function("bfs", |b| b.iter(|| Solver::Bfs.solve(&maze, start, goal).unwrap()));
    group.bench_function("earliest-5%-doors", |b| {
        b.iter(|| earliest_arrival(&maze, &doors, start, goal, 0, 20).unwrap())
    });
    group.bench_function("earliest-no-doors", |b| {
        b.iter(|| earliest_arrival(&maze, &none, start, goal, 0, 20).unwrap())
    });
    group.bench_function("fastest-5%-doors", |b| {
        b.iter(|| {
            FastestQuery { maze: &maze, doors: &doors, start, goals: &[goal], start_tick: 0, model: &CostModel::MOUSE }
                .route()
                .unwrap()
        })
    });
    group.finish();
}
