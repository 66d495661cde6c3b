//! Hostile bot scripts, round three (issue 22): `sleep`, a thrown huge value, copies held in
//! nested calls, a loop whose every pass copies big data (stopped by a count: issue 38). Each is stopped with one
//! short printable message, in bounded time (each run here is given a deadline far above
//! what it needs, so a regression fails instead of stalling the suite) and memory.

use std::sync::mpsc;
use std::time::Duration;

use mousemaze::bot::{Bot, BotError, Ending, ErrorKind, Limits, MESSAGE_CHARS, Trace};
use mousemaze::maze::recipe::MazeRecipe;
use mousemaze::rules::Board;

/// A map of `keys` entries whose keys are 9000 bytes each (values are small): big through
/// its keys alone, which Rhai's own size limits do not count.
fn big_map(keys: usize) -> String {
    format!("let m = #{{}};\nlet k = \"k\";\nk.pad(9000, \"x\");\nfor i in 0..{keys} {{ m[k + i] = i; }}\n")
}

/// Runs `source` with `limits` on a small board, on its own thread; panics if it has not
/// finished within `seconds`.
fn run_within(seconds: u64, name: &str, source: &str, limits: Limits) -> Trace {
    let (name, source) = (name.to_owned(), source.to_owned());
    let (sender, receiver) = mpsc::channel();
    std::thread::spawn(move || {
        let recipe = MazeRecipe { width: 6, height: 4, ..MazeRecipe::default() };
        let maze = recipe.build().unwrap();
        let (start, cheese) = maze.corners();
        let bot = Bot::with_limits(&name, &source, limits).unwrap();
        let _ = sender.send(bot.run(&Board::new(maze, start, cheese)));
    });
    receiver.recv_timeout(Duration::from_secs(seconds)).unwrap_or_else(|_| panic!("not done within {seconds} s"))
}

/// The error a run stopped with; its message is short and has no control characters.
fn stopped(trace: &Trace) -> &BotError {
    let Ending::Stopped(err) = &trace.ending else { panic!("expected an error, got {:?}", trace.ending) };
    let shown = err.to_string();
    assert!(err.message.chars().count() <= MESSAGE_CHARS + 1, "{} characters", err.message.len());
    assert!(!shown.chars().any(char::is_control), "{shown:?}");
    err
}

#[test]
fn sleep_stops_the_script_at_once_and_cannot_be_caught() {
    for call in ["sleep(1)", "sleep(0.5)", "try { sleep(3600) } catch { }"] {
        let trace = run_within(30, "nap.rhai", &format!("loop {{\n    {call};\n}}\n"), Limits::default());
        let err = stopped(&trace);
        assert_eq!((err.kind, err.line), (ErrorKind::Runtime, Some(2)), "{err}");
        assert!(err.message.starts_with("sleep() is not allowed"), "{err}");
    }
}

#[test]
fn a_thrown_huge_map_or_raw_text_becomes_a_short_printable_message() {
    let source = format!("{}throw m;\n", big_map(2000));
    let err = stopped(&run_within(60, "throw.rhai", &source, Limits::default())).clone();
    assert_eq!((err.kind, err.line), (ErrorKind::Runtime, Some(5)), "{err}");
    assert!(err.message.starts_with("Runtime error: #{\"kxxx") && err.message.ends_with('…'), "{err}");
    let err = stopped(&run_within(30, "ansi.rhai", "throw \"red\\x1b[31m\\r\\nforged line\";", Limits::default()))
        .to_string();
    assert_eq!(err, "ansi.rhai:1:1: Runtime error: red\\u{1b}[31m\\r\\nforged line");
    let err = stopped(&run_within(30, "\u{1b}[2J\n.rhai", "jump();", Limits::default())).to_string();
    assert!(err.starts_with("\\u{1b}[2J\\n.rhai:1:1: Function not found: jump"), "{err}");
}

#[test]
fn copies_held_in_nested_calls_are_stopped_by_the_memory_of_the_whole_run() {
    // Each call holds two copies of an 18 MB map (its keys): 60 calls would hold 2 GB.
    let source = format!(
        "fn down(n, big) {{\n    let c = big;\n    if n > 0 {{ down(n - 1, big) }} else {{ 0 }}\n}}\n{}down(60, m);\n",
        big_map(2000)
    );
    let limits = Limits { memory: 64 << 20, ..Limits::default() };
    let err = stopped(&run_within(60, "copies.rhai", &source, limits)).clone();
    assert_eq!(err.kind, ErrorKind::Memory, "{err}");
    assert!(err.message.starts_with("stopped holding over 64 MiB (the memory limit"), "{err}");
    // The map alone fits a larger limit, and then the copies are what is stopped.
    let err = stopped(&run_within(60, "copies.rhai", &source, Limits { memory: 40 << 20, ..limits })).clone();
    assert_eq!(err.kind, ErrorKind::Memory, "{err}");
    // Keys alone count too: a map under every per-value limit, over the run's memory.
    let err = stopped(&run_within(60, "keys.rhai", &big_map(9000), Limits::default())).clone();
    assert_eq!((err.kind, err.line), (ErrorKind::Memory, Some(4)), "{err}");
}

#[test]
fn a_loop_that_copies_at_every_pass_is_stopped_by_the_copying_count_at_the_same_place_every_time() {
    // Each pass turns (an instruction) and copies 160 KB, or an 18 MB map.
    let sorting = "let a = [];\nfor i in 0..10000 { a.push(10000 - i); }\nloop { let b = a; b.sort(); turn_left(); }\n";
    let copying = format!("{}loop {{ let c = m; turn_left(); }}\n", big_map(1000));
    // No clock can stop them (an hour): only the count, which a busy machine does not change.
    let hour = Duration::from_secs(3600);
    let limits = Limits { copying: 256 << 20, time: hour, ..Limits::default() };
    for (name, source, line) in [("sort.rhai", sorting, 3), ("copy.rhai", &copying, 5)] {
        let first = run_within(60, name, source, limits);
        let err = stopped(&first).clone();
        assert_eq!((err.kind, err.line), (ErrorKind::Memory, Some(line)), "{err}");
        assert!(err.message.starts_with("stopped after copying 256 MiB (the copying limit"), "{err}");
        assert!(first.instructions > 10, "{name}: it ran {} passes", first.instructions);
        // The same passes again, to the instruction.
        assert_eq!(run_within(60, name, source, limits), first, "{name}");
        // Twice the count, more passes: the count, not the clock, stopped it.
        let longer = run_within(60, name, source, Limits { copying: 512 << 20, ..limits });
        assert!(
            longer.instructions >= first.instructions + 10,
            "{name}: {} then {}",
            first.instructions,
            longer.instructions
        );
    }
    // Quick operations are stopped by the operation budget, or at last by the time limit.
    let endless = Limits { operations: u64::MAX, time: Duration::from_secs(1), ..Limits::default() };
    let err = stopped(&run_within(30, "count.rhai", "let n = 0;\nloop { n += 1; }\n", endless)).clone();
    assert_eq!((err.kind, err.message.as_str()), (ErrorKind::Time, "stopped after 1s (the time limit)"));
}

#[test]
fn the_watch_never_changes_a_run_that_finishes() {
    let (name, source) = mousemaze::bot::bundled::find("tremaux").unwrap();
    let hour = Duration::from_secs(3600);
    let roomy = Limits { time: hour, copying: usize::MAX, memory: usize::MAX, ..Limits::default() };
    let tight = Limits { memory: 1 << 20, ..Limits::default() };
    for seed in 0..5 {
        let recipe = MazeRecipe { width: 30, height: 20, seed, braid: 0.3, ..MazeRecipe::default() };
        let maze = recipe.build().unwrap();
        let (start, cheese) = maze.corners();
        let board = Board::new(maze, start, cheese);
        let free = Bot::with_limits(name, source, roomy).unwrap().run(&board);
        assert!(free.solved());
        // The chalk and the path are the run's, not the script's: 1 MiB is plenty.
        assert_eq!(Bot::with_limits(name, source, tight).unwrap().run(&board), free);
    }
}
