//! Issue 57's kinds, about a million cells each, by the backtracker (the model's growing tree
//! taking the newest cell on every graph): upsilon's octagons and squares, four floors of
//! squares joined by stairs and a wrapped square torus, beside the square graph and the hex
//! rectangle of the same cell count and the square grid's one-byte `Maze` in the same run.
//!
//! ```text
//! cargo bench -p mousemaze-benches --no-default-features --bench mazes -- kinds/
//! ```

use std::time::Duration;

use criterion::Criterion;
use mousemaze_maze::Algorithm;
use mousemaze_maze::shape::{Shape, Wrap};

use super::shapes::{time_shape, time_square_grid};

/// The kinds timed, and their yardsticks, each a million cells.
const KINDS: [(&str, Shape); 5] = [
    ("upsilon", Shape::Upsilon { width: 1000, height: 1000 }),
    ("floors-4", Shape::Floors { width: 500, height: 500, floors: 4 }),
    ("wrapped-xy", Shape::Wrapped { width: 1000, height: 1000, wrap: Wrap::XY }),
    ("square-graph", Shape::Square { width: 1000, height: 1000 }),
    ("hex", Shape::Hex { width: 1000, height: 1000 }),
];

pub fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("kinds/backtracker");
    group.sample_size(10).measurement_time(Duration::from_secs(4));
    for (name, shape) in KINDS {
        time_shape(&mut group, name, shape, Algorithm::Backtracker);
    }
    time_square_grid(&mut group);
    group.finish();
}
