//! The one criterion bench binary: mousemaze's generators, solvers, exporters, bots and mms
//! mouse programs, each side by side with the same algorithm from the `knossos` crate where it
//! has one (the `knossos` feature, on by default).
//!
//! Run everything, or a group by name, from the package root:
//!
//! ```text
//! cargo bench -p mousemaze-benches
//! cargo bench -p mousemaze-benches -- generate/backtracker/1000
//! ```
//!
//! Each benchmark id reads `<area>/<algorithm>/<side>/<crate>`, with throughput in cells,
//! so criterion prints cells per second next to the time. `docs/BENCHMARKS.md` holds
//! today's numbers and the machine, `docs/BENCHMARKS-HISTORY.md` what was learnt.

use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};

mod bot;
mod crossings;
mod diagonal;
mod export;
mod generate;
mod kinds;
mod knobs;
#[cfg(feature = "knossos")]
mod knossos;
mod mms;
mod shapes;
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
    targets = generate::bench, solve::bench, diagonal::bench, export::bench, shapes::bench, crossings::bench, knobs::bench, kinds::bench
}

criterion_group! {
    name = bots;
    config = config();
    targets = bot::bench, mms::bench
}

criterion_main!(benches, bots);
