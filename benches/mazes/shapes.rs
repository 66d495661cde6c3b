//! Mazes of other shapes, about a million cells each: the hex backtracker at 1000×1000 (the
//! issue's yardstick), a hexagon, triangles and a circle, next to the square backtracker's
//! one-byte grid in the same run. amaze's hex generators are timed beside ours by the
//! separate `benches/hex-peers` crate, kept out of the workspace so that amaze's `rand`
//! features do not rebuild the game's dependencies.
//!
//! ```text
//! cargo bench --no-default-features --bench mazes -- shapes/
//! ```

use std::time::Duration;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, BenchmarkId, Criterion, Throughput};
use mousemaze_maze::Algorithm;
use mousemaze_maze::shape::generate::generate;
use mousemaze_maze::shape::{Graph, Shape};

/// The shapes timed, each near a million cells.
const SHAPES: [(&str, Shape); 5] = [
    ("square-graph", Shape::Square { width: 1000, height: 1000 }),
    ("hex", Shape::Hex { width: 1000, height: 1000 }),
    ("hexagon", Shape::Hexagon { radius: 578 }),
    ("triangle", Shape::Triangle { width: 1000, height: 1000 }),
    ("polar", Shape::Polar { rings: 565 }),
];

pub fn bench(c: &mut Criterion) {
    for algorithm in [Algorithm::Backtracker, Algorithm::Wilson, Algorithm::Kruskal] {
        let mut group = c.benchmark_group(format!("shapes/{algorithm}"));
        group.sample_size(10).measurement_time(Duration::from_secs(4));
        for (name, shape) in SHAPES {
            // The hex backtracker is the one compared with peers; the rest, hex only.
            if algorithm != Algorithm::Backtracker && name != "hex" {
                continue;
            }
            time_shape(&mut group, name, shape, algorithm);
        }
        if algorithm == Algorithm::Backtracker {
            time_square_grid(&mut group);
        }
        group.finish();
    }
}

/// Times `algorithm` making mazes of `shape` (a new seed each time), as `name`.
pub fn time_shape(group: &mut BenchmarkGroup<'_, WallTime>, name: &str, shape: Shape, algorithm: Algorithm) {
    group.throughput(Throughput::Elements(shape.cell_count()));
    group.bench_with_input(BenchmarkId::new(name, "mousemaze"), &shape, |b, &shape| {
        let mut seed = 0;
        b.iter(|| {
            seed += 1;
            generate(Graph::new(shape).unwrap(), algorithm, seed).unwrap()
        });
    });
}

/// Times the backtracker on the square grid's one-byte `Maze`, 1000×1000, as `square-grid`.
pub fn time_square_grid(group: &mut BenchmarkGroup<'_, WallTime>) {
    group.throughput(Throughput::Elements(1_000_000));
    group.bench_function(BenchmarkId::new("square-grid", "mousemaze"), |b| {
        let mut seed = 0;
        b.iter(|| {
            seed += 1;
            Algorithm::Backtracker.generate(1000, 1000, seed).unwrap()
        });
    });
}
