//! The knobs' cost (issue 57): a straight backtracker (straightness 0.9, the growing tree's
//! walk with the heading kept), symmetric mazes (`x` and `xy`: the region's maze lifted and
//! joined) and a sparse backtracker (`--sparse 2`: the maze made a shaped one and two rounds of
//! dead ends culled, as the CLI does) beside the plain generator on the same size, at 100² and
//! 1000².

use criterion::{BenchmarkId, Criterion, Throughput};
use mousemaze_maze::Algorithm;
use mousemaze_maze::knobs::sparse::cull;
use mousemaze_maze::knobs::straight::Straightness;
use mousemaze_maze::knobs::symmetry::Symmetry;
use mousemaze_maze::knobs::{Knobs, as_shaped, generate_square};

pub fn bench(c: &mut Criterion) {
    let straight = Knobs { straightness: Some(Straightness::new(0.9).expect("in 0..=1")), symmetry: None };
    let mirrored = |symmetry| Knobs { straightness: None, symmetry: Some(symmetry) };
    let cases = [
        ("plain", Knobs::default()),
        ("straightness-0.9", straight),
        ("symmetry-x", mirrored(Symmetry::X)),
        ("symmetry-xy", mirrored(Symmetry::Xy)),
    ];
    for algorithm in [Algorithm::Backtracker, Algorithm::Kruskal] {
        let mut group = c.benchmark_group(format!("knobs/{algorithm}"));
        for side in [100u32, 1000] {
            group.throughput(Throughput::Elements(u64::from(side) * u64::from(side)));
            for (name, knobs) in cases {
                if knobs.straightness.is_some() && algorithm != Algorithm::Backtracker {
                    continue;
                }
                group.bench_with_input(BenchmarkId::new(side.to_string(), name), &side, |b, &side| {
                    let mut seed = 0;
                    b.iter(|| {
                        seed += 1;
                        generate_square(algorithm, side, side, seed, 0.0, &knobs).expect("a maze")
                    });
                });
            }
            if algorithm == Algorithm::Backtracker {
                group.bench_with_input(BenchmarkId::new(side.to_string(), "sparse-2"), &side, |b, &side| {
                    let mut seed = 0;
                    b.iter(|| {
                        seed += 1;
                        let maze = as_shaped(
                            &generate_square(algorithm, side, side, seed, 0.0, &Knobs::default()).expect("a maze"),
                        );
                        cull(&maze, 2, maze.default_ends())
                    });
                });
            }
        }
        group.finish();
    }
}
