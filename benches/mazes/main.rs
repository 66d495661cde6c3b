//! The one criterion bench binary: mousemaze's generators, solvers and exporters, each side
//! by side with the same algorithm from the `knossos` crate where it has one.
//!
//! Run everything, or a group by name, from the package root:
//!
//! ```text
//! cargo bench --no-default-features --bench mazes
//! cargo bench --no-default-features --bench mazes -- generate/backtracker/1000
//! ```
//!
//! Each benchmark id reads `<area>/<algorithm>/<side>/<crate>`, with throughput in cells,
//! so criterion prints cells per second next to the time. `docs/BENCHMARKS.md` holds the
//! table, the machine and what was learnt.

use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};

mod generate;
mod solve;

/// Short runs: the big sizes take tens of milliseconds an iteration, so ten samples over a
/// few seconds already give tight intervals, and the whole run stays in minutes.
fn config() -> Criterion {
    Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3))
}

criterion_group! {
    name = benches;
    config = config();
    targets = generate::bench, solve::bench
}
criterion_main!(benches);
