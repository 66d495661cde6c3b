//! The hex backtracker at 1000×1000: mousemaze's (`shape::generate`, the maze it returns
//! ready to solve or draw) against amaze's `RecursiveBacktracker6` and `GrowingTree6` (newest
//! cell, the same walk), each as its user calls it, in one criterion run; and the square
//! grid's backtracker at 1000² beside them.

use std::time::Duration;

use amaze::generators::{GrowingTree6, NewestCell, RecursiveBacktracker6};
use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use mousemaze_maze::Algorithm;
use mousemaze_maze::shape::generate::generate;
use mousemaze_maze::shape::{Graph, Shape};

const SIDE: u32 = 1000;

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("hex-backtracker");
    group.sample_size(10).measurement_time(Duration::from_secs(6));
    group.throughput(Throughput::Elements(u64::from(SIDE) * u64::from(SIDE)));
    group.bench_function(BenchmarkId::new(SIDE.to_string(), "mousemaze"), |b| {
        let mut seed = 0;
        b.iter(|| {
            seed += 1;
            generate(Graph::new(Shape::Hex { width: SIDE, height: SIDE }).unwrap(), Algorithm::Backtracker, seed)
                .unwrap()
        });
    });
    group.bench_function(BenchmarkId::new(SIDE.to_string(), "amaze-backtracker6"), |b| {
        let mut seed = 0;
        b.iter(|| {
            seed += 1;
            RecursiveBacktracker6::new_from_seed(seed).generate(SIDE as usize, SIDE as usize)
        });
    });
    group.bench_function(BenchmarkId::new(SIDE.to_string(), "amaze-growing-tree6"), |b| {
        let mut seed = 0;
        b.iter(|| {
            seed += 1;
            GrowingTree6::new_from_seed_with_selector(seed, NewestCell).generate(SIDE as usize, SIDE as usize)
        });
    });
    // The square grid's one-byte backtracker, untouched by the shapes, in the same run.
    group.bench_function(BenchmarkId::new(SIDE.to_string(), "mousemaze-square-grid"), |b| {
        let mut seed = 0;
        b.iter(|| {
            seed += 1;
            Algorithm::Backtracker.generate(SIDE, SIDE, seed).unwrap()
        });
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
