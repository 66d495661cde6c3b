//! The knossos twins of our generators and PNG renderer, timed in the same groups as ours
//! (the `knossos` feature, on by default; CI lints the benches without it, since knossos
//! pulls `image` with every format, an AV1 encoder among them, and checking those took most
//! of the benches' lint).
//!
//! Two knossos quirks shape this file:
//! - its recursive backtracker recurses once per cell and overflows the default 8 MiB main
//!   stack from about 550²; it runs here on a thread with a [`BIG_STACK`];
//! - some of its algorithms are too slow to time at the bigger sizes (see [`largest_side`]),
//!   so they are left out there, and the table says so.

use std::hint::black_box;
use std::time::Instant;

use criterion::measurement::WallTime;
use criterion::{Bencher, BenchmarkGroup, BenchmarkId};
use knossos::maze::{self as kn, OrthogonalMaze, OrthogonalMazeBuilder};
use mousemaze_maze::Algorithm;

/// The stack knossos's recursive backtracker gets: it recurses once per cell of the current
/// corridor, about 100 bytes a frame, and overflows the default 8 MiB main stack from about
/// 550². 2000² needs several hundred MiB; the pages are only reserved until touched.
const BIG_STACK: usize = 4 << 30;

/// Runs `work` on a thread with a [`BIG_STACK`] and returns what it returns.
fn on_big_stack<T: Send>(work: impl FnOnce() -> T + Send) -> T {
    std::thread::scope(|s| {
        std::thread::Builder::new().stack_size(BIG_STACK).spawn_scoped(s, work).unwrap().join().unwrap()
    })
}

/// The knossos algorithm that matches one of ours, if there is one. Wilson, origin shift,
/// "true" (weighted) Prim and blobby division have none.
fn twin(algorithm: Algorithm) -> Option<fn() -> Box<dyn kn::Algorithm>> {
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
fn largest_side(algorithm: Algorithm) -> u32 {
    match algorithm {
        Algorithm::Kruskal => 100,
        Algorithm::Prim | Algorithm::GrowingTree | Algorithm::GrowingTreeRandom | Algorithm::AldousBroder => 1000,
        _ => 2000,
    }
}

/// knossos's twin of `algorithm` at `side`², in `group` beside ours (`<side>/knossos`), where
/// it has one and it is quick enough at that side. `OrthogonalMazeBuilder` with the algorithm
/// and a seed: what a knossos user calls.
pub fn generate(group: &mut BenchmarkGroup<WallTime>, algorithm: Algorithm, side: u32) {
    let Some(twin) = twin(algorithm) else { return };
    if side > largest_side(algorithm) {
        return;
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

/// knossos's `Image` formatter drawing a `side`² backtracker maze into memory with our PNG
/// geometry (1-pixel walls, 3-pixel passages, 4-pixel margin), in `group` as
/// `render/knossos`. knossos has no streaming writer: its `save` renders like this and then
/// encodes the whole image.
pub fn render(group: &mut BenchmarkGroup<WallTime>, side: u32) {
    let maze: OrthogonalMaze = on_big_stack(|| {
        let side = side as usize;
        let algorithm = Box::new(kn::RecursiveBacktracking);
        OrthogonalMazeBuilder::new().width(side).height(side).algorithm(algorithm).seed(Some(1)).build()
    });
    group.bench_function("render/knossos", |b| {
        b.iter(|| maze.format(kn::Image::new().wall(1).passage(3).margin(4)).into_inner())
    });
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
