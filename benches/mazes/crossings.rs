//! Weaves and zeta grids, the graphs whose ways ask "may this way open now?", beside the
//! square backtracker on the same million cells: the one-byte `Maze` grid (whose model hook
//! is a constant true), the square graph (`ShapedMaze`, the same generic walk as the others
//! without the hook's work), a weave offering half its tunnels, and a zeta grid.
//!
//! ```text
//! cargo bench -p mousemaze-benches --no-default-features --bench mazes -- crossings/
//! ```

use std::time::Duration;

use criterion::{BenchmarkId, Criterion, Throughput};
use mousemaze_maze::Algorithm;
use mousemaze_maze::shape::generate::{generate, generate_woven};
use mousemaze_maze::shape::{Graph, Shape};

/// The side of the square timed (a million cells).
const SIDE: u32 = 1000;

pub fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("crossings/backtracker");
    group.sample_size(10).measurement_time(Duration::from_secs(4));
    group.throughput(Throughput::Elements(u64::from(SIDE) * u64::from(SIDE)));
    let mut timed = |name: &str, make: &dyn Fn(u64)| {
        group.bench_function(BenchmarkId::new(name, "mousemaze"), |b| {
            let mut seed = 0;
            b.iter(|| {
                seed += 1;
                make(seed)
            });
        });
    };
    timed("square-grid", &|seed| {
        std::hint::black_box(Algorithm::Backtracker.generate(SIDE, SIDE, seed).unwrap());
    });
    timed("square-graph", &|seed| {
        let graph = Graph::new(Shape::Square { width: SIDE, height: SIDE }).unwrap();
        std::hint::black_box(generate(graph, Algorithm::Backtracker, seed).unwrap());
    });
    timed("weave-0.5", &|seed| {
        std::hint::black_box(generate_woven(SIDE, SIDE, Algorithm::Backtracker, seed, 0.0, 0.5).unwrap());
    });
    timed("zeta", &|seed| {
        let graph = Graph::new(Shape::Zeta { width: SIDE, height: SIDE }).unwrap();
        std::hint::black_box(generate(graph, Algorithm::Backtracker, seed).unwrap());
    });
    group.finish();
}
