//! mms mouse programs: display commands (the ones with no answer, which a flood fill sends by
//! the hundred each step) a second, in-process through the protocol alone and end to end
//! through the pipe from a real process (`yes` piped into `head`: a million `setColor` lines,
//! the process start included); and one compiled flood fill's whole run on a contest maze,
//! redrawing every cell's distance each step (`--draw`).

use std::path::PathBuf;

use criterion::{Criterion, Throughput};
use mousemaze_bot::mms_program::process::{Exit, MmsCommand, ProgramLimits, run_program};
use mousemaze_bot::mms_program::protocol::Session;
use mousemaze_bot::mms_program::world::MmsWorld;
use mousemaze_maze::generate::micromouse;

const LINES: u64 = 1_000_000;

pub fn bench(c: &mut Criterion) {
    let maze = micromouse::generate(16, 16, 1).unwrap().maze;
    let mut group = c.benchmark_group("mms/display");
    group.throughput(Throughput::Elements(LINES));
    group.bench_function("protocol", |b| {
        let mut session = Session::new(MmsWorld::new(maze.clone(), false));
        let mut out = Vec::new();
        b.iter(|| {
            for _ in 0..LINES {
                session.line(b"setColor 0 0 G", &mut out);
            }
        });
    });
    let script = format!("yes 'setColor 0 0 G' | head -n {LINES}");
    let command = MmsCommand { words: vec!["sh".into(), "-c".into(), script], dir: None };
    group.bench_function("pipe", |b| {
        b.iter(|| {
            let run = run_program(&command, maze.clone(), &ProgramLimits::default(), false);
            assert_eq!((run.exit, run.session.counts.display), (Exit::Code(0), LINES));
        });
    });
    group.finish();

    let Some(mouse) = compiled_flood_fill() else {
        eprintln!("mms/floodfill-draw not run: `cc` could not compile tests/core/mms_mice/floodfill.c");
        return;
    };
    let command = MmsCommand { words: vec![mouse.display().to_string(), "--draw".into()], dir: None };
    let commands = run_program(&command, maze.clone(), &ProgramLimits::default(), false).session.counts.commands();
    let mut group = c.benchmark_group("mms/floodfill-draw");
    group.throughput(Throughput::Elements(commands));
    group.bench_function("16x16", |b| {
        b.iter(|| run_program(&command, maze.clone(), &ProgramLimits::default(), false));
    });
    group.finish();
}

/// The test mouse `tests/core/mms_mice/floodfill.c` compiled with the system's `cc`.
fn compiled_flood_fill() -> Option<PathBuf> {
    // This crate sits in benches/mazes: the workspace's root is two folders up.
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let out = std::env::temp_dir().join(format!("mms-bench-floodfill-{}", std::process::id()));
    let status = std::process::Command::new("cc")
        .args(["-O2", "-o"])
        .arg(&out)
        .arg(root.join("tests/core/mms_mice/floodfill.c"))
        .status()
        .ok()?;
    status.success().then_some(out)
}
