//! PNG export of a 2000² maze (an 8009×8009-pixel image at the automatic 4-pixel cell).
//!
//! - `write`: encoded to PNG, streamed to a sink (what `mousemaze export` does);
//! - `write-solved`: the same with the solution path and its ends drawn;
//! - `render`: RGB pixels in memory, next to knossos's `Image` formatter drawing the same
//!   geometry into memory (`knossos::render`, with the `knossos` feature).

use std::io;

use criterion::{Criterion, Throughput};
use mousemaze_maze::export::{Marks, Style, png::Png};
use mousemaze_maze::{Algorithm, Solver};

/// The side of the exported maze.
const SIDE: u32 = 2000;

pub fn bench(c: &mut Criterion) {
    let maze = Algorithm::Backtracker.generate(SIDE, SIDE, 1).unwrap();
    let (start, goal) = maze.corners();
    let path = Solver::Bfs.solve(&maze, start, goal).unwrap().path;
    let style = Style::default();
    let plain = Png::new(&maze, &style).unwrap();
    let solved = Png::new(&maze, &style).unwrap().marks(Marks::path(&path));

    let mut group = c.benchmark_group(format!("export/png/{SIDE}"));
    group.throughput(Throughput::Elements(maze.len() as u64));
    group.bench_function("write/mousemaze", |b| b.iter(|| plain.write(io::sink()).unwrap()));
    group.bench_function("write-solved/mousemaze", |b| b.iter(|| solved.write(io::sink()).unwrap()));
    group.bench_function("render/mousemaze", |b| b.iter(|| plain.render()));
    #[cfg(feature = "knossos")]
    crate::knossos::render(&mut group, SIDE);
    group.finish();
}
