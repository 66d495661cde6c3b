//! The fastest-time search with diagonals against the one along the grid, on backtracker
//! mazes braided to half their dead ends, corner to corner, no doors, the contest's costs:
//! 512² and 2048² (issue "Hostile input, round five", 7: within 5× of the search along the
//! grid at 2048²). 8192² takes seconds an iteration: timed once with the release CLI instead
//! (`docs/BENCHMARKS.md` has the command).

use criterion::{Criterion, Throughput};
use mousemaze_maze::doors::Doors;
use mousemaze_maze::solve::fastest::{CostModel, DiagonalCosts, FastestQuery};
use mousemaze_maze::{Algorithm, MazeRng, braid};

pub fn bench(c: &mut Criterion) {
    for side in [512, 2048] {
        let mut maze = Algorithm::Backtracker.generate(side, side, 1).unwrap();
        braid(&mut maze, 0.5, &mut MazeRng::new(1));
        let (start, goal) = maze.corners();
        let doors = Doors::new(&maze);
        let goals = [goal];
        let query =
            FastestQuery { maze: &maze, doors: &doors, start, goals: &goals, start_tick: 0, model: &CostModel::MOUSE };
        let mut group = c.benchmark_group(format!("fastest-braided/{side}"));
        group.throughput(Throughput::Elements(maze.len() as u64));
        group.bench_function("grid", |b| b.iter(|| query.route().unwrap()));
        group.bench_function("diagonals", |b| b.iter(|| query.route_with_diagonals(&DiagonalCosts::MOUSE).unwrap()));
        group.finish();
    }
}
