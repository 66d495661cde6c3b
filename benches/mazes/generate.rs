//! Generators at 100², 1000² and 2000², each next to knossos's version of the same
//! algorithm (`OrthogonalMazeBuilder` with that algorithm and a seed, which is what a
//! knossos user calls).
//!
//! Two knossos quirks shape this file:
//! - its recursive backtracker recurses once per cell and overflows the default 8 MiB main
//!   stack from about 550²; it runs here on a thread with a [`BIG_STACK`](crate::BIG_STACK);
//! - some of its algorithms are too slow to time at the bigger sizes (see [`knossos_max`]),
//!   so they are left out there, and the table says so.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{Bencher, BenchmarkId, Criterion, Throughput};
use knossos::maze::{self as kn, OrthogonalMazeBuilder};
use mousemaze_maze::Algorithm;

use crate::on_big_stack;

/// The sides benchmarked: 100², 1000² and 2000² cells.
pub const SIDES: [u32; 3] = [100, 1000, 2000];

/// The knossos algorithm that matches one of ours, if there is one. Wilson, origin shift,
/// "true" (weighted) Prim and blobby division have none.
fn knossos_twin(algorithm: Algorithm) -> Option<fn() -> Box<dyn kn::Algorithm>> {
    Some(match algorithm {
        Algorithm::Backtracker => || Box::new(kn::RecursiveBacktracking),
        Algorithm::Prim => || Box::new(kn::Prim::new()),
        Algorithm::Kruskal => || Box::new(kn::Kruskal),
        Algorithm::GrowingTree => || Box::new(kn::GrowingTree::new(kn::Method::Newest50Random50)),
        Algorithm::GrowingTreeRandom => || Box::new(kn::GrowingTree::new(kn::Method::Random)),
        Algorithm::AldousBroder => || Box::new(kn::AldousBroder),
        Algorithm::Eller => || Box::new(kn::Eller),
        Algorithm::HuntAndKill => || Box::new(kn::HuntAndKill::new()),
        // Ours carves north or west, as knossos's north-west bias does.
        Algorithm::BinaryTree => || Box::new(kn::BinaryTree::new(kn::Bias::NorthWest)),
        Algorithm::Sidewinder => || Box::new(kn::Sidewinder),
        Algorithm::RecursiveDivision => || Box::new(kn::RecursiveDivision),
        Algorithm::Wilson | Algorithm::OriginShift | Algorithm::PrimWeighted | Algorithm::BlobbyDivision => {
            return None;
        }
    })
}

/// The largest side at which a knossos algorithm is still timed: past it, one maze takes
/// many seconds (ten samples would take minutes) or, for Kruskal, minutes on its own.
/// Measured once on the 2-core machine of `docs/BENCHMARKS.md`: Kruskal 47 ms at 100² and
/// over 300 s at 1000² (its cost grows with the square of the cells); at 1000², Prim
/// 2.7 s, growing tree 6 s (newest/random) and 0.64 s (random), Aldous–Broder 2.3 s; four
/// times that or more at 2000².
fn knossos_max(algorithm: Algorithm) -> u32 {
    match algorithm {
        Algorithm::Kruskal => 100,
        Algorithm::Prim | Algorithm::GrowingTree | Algorithm::GrowingTreeRandom | Algorithm::AldousBroder => 1000,
        _ => 2000,
    }
}

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
            let Some(twin) = knossos_twin(algorithm) else { continue };
            if side > knossos_max(algorithm) {
                continue;
            }
            group.bench_with_input(BenchmarkId::new(side.to_string(), "knossos"), &side, |b, &side| {
                let build = |seed| {
                    let side = side as usize;
                    OrthogonalMazeBuilder::new().width(side).height(side).algorithm(twin()).seed(Some(seed)).build()
                };
                if algorithm == Algorithm::Backtracker {
                    timed_on_big_stack(b, build);
                } else {
                    let mut seed = 0;
                    b.iter(|| {
                        seed += 1;
                        build(seed)
                    });
                }
            });
        }
        group.finish();
    }
}

/// Times `iters` runs of `run` on one thread with a big stack (see [`on_big_stack`]), so
/// knossos's recursion does not abort; spawning the thread is outside the timed part.
fn timed_on_big_stack<T>(b: &mut Bencher, run: impl Fn(u64) -> T + Sync) {
    b.iter_custom(|iters| {
        on_big_stack(|| {
            let start = Instant::now();
            for seed in 1..=iters {
                black_box(run(seed));
            }
            start.elapsed()
        })
    });
}
