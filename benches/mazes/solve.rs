//! Solvers at 2000², on one backtracker maze from corner to corner (long winding
//! corridors, so a search looks at a large share of the cells). knossos has no solvers.

use criterion::{Criterion, Throughput};
use mousemaze::maze::{Algorithm, Solver};

/// The side of the maze the solvers run on.
const SIDE: u32 = 2000;

/// The solvers the issue asks about; the others share their engines.
const SOLVERS: [Solver; 4] = [Solver::Bfs, Solver::AStar, Solver::Dfs, Solver::DeadEndFill];

pub fn bench(c: &mut Criterion) {
    let maze = Algorithm::Backtracker.generate(SIDE, SIDE, 1).unwrap();
    let (start, goal) = maze.corners();
    let mut group = c.benchmark_group(format!("solve/{SIDE}"));
    group.throughput(Throughput::Elements(maze.len() as u64));
    for solver in SOLVERS {
        group.bench_function(solver.name(), |b| b.iter(|| solver.solve(&maze, start, goal).unwrap()));
    }
    group.finish();
}
