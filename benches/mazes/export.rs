//! PNG export of a 2000² maze (an 8009×8009-pixel image at the automatic 4-pixel cell).
//!
//! - `write`: encoded to PNG, streamed to a sink (what `mousemaze export` does);
//! - `write-solved`: the same with the solution path and its ends drawn;
//! - `render`: RGB pixels in memory, next to knossos's `Image` formatter drawing the same
//!   geometry (1-pixel walls, 3-pixel passages, 4-pixel margin) into memory. knossos has no
//!   streaming writer: its `save` renders like this and then encodes the whole image.

use std::io;

use criterion::{Criterion, Throughput};
use knossos::maze::{self as kn, OrthogonalMazeBuilder};
use mousemaze_maze::export::{Marks, Style, png::Png};
use mousemaze_maze::{Algorithm, Solver};

use crate::on_big_stack;

/// The side of the exported maze.
const SIDE: u32 = 2000;

pub fn bench(c: &mut Criterion) {
    let maze = Algorithm::Backtracker.generate(SIDE, SIDE, 1).unwrap();
    let (start, goal) = maze.corners();
    let path = Solver::Bfs.solve(&maze, start, goal).unwrap().path;
    let style = Style::default();
    let plain = Png::new(&maze, &style).unwrap();
    let solved = Png::new(&maze, &style).unwrap().marks(Marks::path(&path));
    let twin = on_big_stack(|| {
        let side = SIDE as usize;
        let algorithm = Box::new(kn::RecursiveBacktracking);
        OrthogonalMazeBuilder::new().width(side).height(side).algorithm(algorithm).seed(Some(1)).build()
    });

    let mut group = c.benchmark_group(format!("export/png/{SIDE}"));
    group.throughput(Throughput::Elements(maze.len() as u64));
    group.bench_function("write/mousemaze", |b| b.iter(|| plain.write(io::sink()).unwrap()));
    group.bench_function("write-solved/mousemaze", |b| b.iter(|| solved.write(io::sink()).unwrap()));
    group.bench_function("render/mousemaze", |b| b.iter(|| plain.render()));
    group.bench_function("render/knossos", |b| {
        b.iter(|| twin.format(kn::Image::new().wall(1).passage(3).margin(4)).into_inner())
    });
    group.finish();
}
