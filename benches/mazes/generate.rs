//! Generators at 100², 1000² and 2000², each next to knossos's version of the same
//! algorithm where it has one (`knossos`, with the `knossos` feature).

use std::time::Duration;

use criterion::{BenchmarkId, Criterion, Throughput};
use mousemaze_maze::Algorithm;

/// The sides benchmarked: 100², 1000² and 2000² cells.
pub const SIDES: [u32; 3] = [100, 1000, 2000];

pub fn bench(c: &mut Criterion) {
    for algorithm in Algorithm::ALL {
        let mut group = c.benchmark_group(format!("generate/{algorithm}"));
        for side in SIDES {
            group.throughput(Throughput::Elements(u64::from(side) * u64::from(side)));
            if side >= 1000 {
                group.sample_size(10).measurement_time(Duration::from_secs(4));
            }
            group.bench_with_input(BenchmarkId::new(side.to_string(), "mousemaze"), &side, |b, &side| {
                let mut seed = 0;
                b.iter(|| {
                    seed += 1;
                    algorithm.generate(side, side, seed).unwrap()
                });
            });
            #[cfg(feature = "knossos")]
            crate::knossos::generate(&mut group, algorithm, side);
        }
        group.finish();
    }
}
