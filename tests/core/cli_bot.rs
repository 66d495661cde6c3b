//! `mousemaze bot` end to end: the table, JSON, the trace with the path drawn, bad input
//! (a missing script, a syntax error, a huge maze) failing with one line, the same output on
//! one core or many, no raw control character from a script on the terminal, and memory
//! that stays flat however many seeds.

use super::cli::{assert_one_line_error, mousemaze, stdout};

#[test]
fn the_table_counts_each_maze_and_json_says_the_same() {
    let table = stdout(&["bot", "tremaux", "--difficulty", "easy", "--seeds", "5"]);
    assert!(table.contains("tremaux.rhai on 15x11 backtracker"), "{table}");
    assert_eq!(table.lines().filter(|l| l.ends_with("|  |") && l.contains("| yes |")).count(), 5, "{table}");
    assert!(table.contains("solved 5/5"), "{table}");
    assert!(table.contains("raced the explorer rival at 80% speed") && table.contains("first on "), "{table}");
    let json = stdout(&["bot", "tremaux", "--difficulty", "easy", "--seeds", "5", "--json"]);
    assert!(json.starts_with("{\"bot\":\"tremaux.rhai\""), "{json}");
    assert!(json.trim_end().ends_with("\"mazes\":5,\"solved\":5}"), "{json}");
    assert_eq!(json.matches("\"solved\":true").count(), 5);
    assert_eq!(json.matches("\"rival_ticks\":").count(), 5, "{json}");
}

#[test]
fn the_trace_prints_each_instruction_and_the_path_and_failures_say_why() {
    let trace = stdout(&["bot", "wall-follower", "-W", "6", "-H", "4", "--seed", "3", "--trace"]);
    // Each instruction where bots/wall-follower.rhai calls it: file, line, column.
    let first: Vec<&str> = trace.lines().skip(1).take(3).collect();
    assert_eq!(
        first,
        [
            "wall-follower.rhai:15:5: turn_right()",
            "wall-follower.rhai:16:11: look() -> open, 2 cells",
            "wall-follower.rhai:19:5: forward() -> true"
        ],
        "{trace}"
    );
    // Every place holds the call it names.
    let (file, source) = mousemaze::bot::bundled::find("wall-follower").unwrap();
    let source: Vec<&str> = source.lines().collect();
    for line in trace.lines().filter(|l| l.starts_with(&format!("{file}:"))) {
        let fields: Vec<&str> = line.splitn(4, ':').collect();
        let (row, column): (usize, usize) = (fields[1].parse().unwrap(), fields[2].parse().unwrap());
        let name = fields[3].trim_start().split('(').next().unwrap();
        assert!(source[row - 1][column - 1..].starts_with(name), "{line}");
    }
    assert!(trace.contains("+---+") && trace.contains('S') && trace.contains('*'), "{trace}");
    assert!(trace.contains("reached the cheese"), "{trace}");
    let looping = stdout(&[
        "bot",
        "wall-follower",
        "-W",
        "21",
        "-H",
        "15",
        "--braid",
        "0.5",
        "--ends",
        "farthest",
        "--seeds",
        "20",
    ]);
    assert!(looping.contains("out of moves") && looping.contains("went round in circles"), "{looping}");
}

#[test]
fn bad_scripts_and_mazes_fail_with_one_line() {
    let dir = super::cli_files::folder("bot-cli");
    let typo = dir.join("typo.rhai");
    std::fs::write(&typo, "loop {\n    forward(\n}\n").unwrap();
    let cases: Vec<(Vec<String>, &str)> = vec![
        (vec!["bot".into(), "no-such-bot".into()], "no such file, nor a bundled bot (bundled: door-aware.rhai"),
        (vec!["bot".into(), typo.display().to_string()], "typo.rhai:3:1:"),
        // Over many seeds too: the script's error once, and a failing exit.
        (vec!["bot".into(), typo.display().to_string(), "--seeds".into(), "5".into()], "typo.rhai:3:1:"),
        (vec!["bot".into(), dir.display().to_string()], "not a regular file"),
        (
            vec!["bot".into(), "tremaux".into(), "-W".into(), "60000".into(), "-H".into(), "60000".into()],
            "bots run on at most",
        ),
    ];
    for (args, expected) in cases {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        assert_one_line_error(&mousemaze(&args), &args, expected);
    }
}

/// Runs the binary with `RAYON_NUM_THREADS` set to `threads`; its standard output.
pub fn stdout_on(threads: &str, args: &[&str]) -> String {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_mousemaze"))
        .args(args)
        .env("RAYON_NUM_THREADS", threads)
        .output()
        .expect("the binary runs");
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn many_seeds_on_every_core_print_what_one_core_prints() {
    for args in [
        &["bot", "wall-follower", "-W", "21", "-H", "15", "--braid", "0.5", "--ends", "farthest", "--seeds", "40"][..],
        &["bot", "door-aware", "--difficulty", "normal", "--doors", "4", "--seeds", "30", "--json"],
        &["bot", "floodfill", "--contest", "-W", "6", "-H", "6", "--style", "micromouse", "--seeds", "6", "--json"],
    ] {
        let one = stdout_on("1", args);
        assert_eq!(stdout_on("2", args), one, "{args:?}");
        assert_eq!(stdout_on("3", args), one, "{args:?}");
    }
}

#[test]
fn no_raw_control_character_reaches_the_terminal_from_a_bot() {
    let dir = super::cli_files::folder("bot-raw");
    // A newline and an escape in the file's name, an escape in what it prints and throws.
    let script = dir.join("two\nlines\u{1b}[2J.rhai");
    std::fs::write(&script, "print(\"red\\x1b[31m\\rback\");\nforward();\nthrow \"up\\x1b[1A\";\n").unwrap();
    let path = script.to_str().unwrap();
    // The same error on every maze: said once, on standard error, and a failing exit.
    let thrown = "two\\nlines\\u{1b}[2J.rhai:3:1: Runtime error: up\\u{1b}[1A";
    let mut outs = Vec::new();
    for extra in [&["--seeds", "3"][..], &["--trace"], &["--json"]] {
        let args = [&["bot", path, "-W", "5", "-H", "4"][..], extra].concat();
        let out = mousemaze(&args);
        assert_one_line_error(&out, &args, thrown);
        outs.push(String::from_utf8(out.stdout).unwrap());
        outs.push(String::from_utf8(out.stderr).unwrap());
    }
    for out in &outs {
        assert!(!out.chars().any(|c| c.is_control() && c != '\n'), "{out:?}");
    }
    // Only the trace prints on standard output: what the bot did before the error.
    assert!(outs[0].is_empty() && outs[4].is_empty(), "{outs:?}");
    assert!(outs[2].contains("     print: red\\u{1b}[31m\\rback\n"), "{}", outs[2]);
    // A byte-order mark inside the script is named, not an invisible "Unexpected".
    let bom = dir.join("bom.rhai");
    std::fs::write(&bom, "turn_left();\n\u{feff}forward();\n").unwrap();
    let args = ["bot", bom.to_str().unwrap()];
    assert_one_line_error(&mousemaze(&args), &args, "bom.rhai:2:1: Unexpected '\\u{feff}'");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A script that fails while running (`throw`, a type error) is a failing command: the same
/// error on every maze is said once; errors on some mazes keep their rows, and the exit status
/// says so. Running out of a budget is a bot's result, not an error.
#[test]
fn a_runtime_error_is_said_once_and_fails_the_command() {
    let dir = super::cli_files::folder("bot-runtime");
    let thrown = dir.join("thrown.rhai");
    std::fs::write(&thrown, "forward();\nthrow \"x\";\n").unwrap();
    let mistyped = dir.join("mistyped.rhai");
    std::fs::write(&mistyped, "let n = look() * 2;\n").unwrap();
    for (script, expected) in
        [(&thrown, "thrown.rhai:2:1: Runtime error: x"), (&mistyped, "mistyped.rhai:1:16: Function not found")]
    {
        let args = ["bot", script.to_str().unwrap(), "-W", "5", "-H", "4", "--seeds", "5"];
        let out = mousemaze(&args);
        assert_one_line_error(&out, &args, expected);
        assert!(out.stdout.is_empty(), "{}", String::from_utf8_lossy(&out.stdout));
    }
    // An error on some mazes only: their rows say it, one line on standard error counts them.
    let walled = dir.join("walled.rhai");
    std::fs::write(
        &walled,
        "if look() == \"wall\" {\n    throw \"a wall ahead\";\n}\nwhile !at_cheese() {\n    forward();\n    turn_left();\n    if look() == \"wall\" { turn_right(); }\n    if look() == \"wall\" { turn_right(); }\n}\n",
    )
    .unwrap();
    let args = ["bot", walled.to_str().unwrap(), "-W", "5", "-H", "4", "--seeds", "6"];
    let out = mousemaze(&args);
    assert_one_line_error(
        &out,
        &args,
        "failed on 2 of 6 mazes (seeds 2, 5): walled.rhai:2:5: Runtime error: a wall ahead",
    );
    let table = String::from_utf8(out.stdout).unwrap();
    assert_eq!(table.matches("| walled.rhai:2:5: Runtime error: a wall ahead |").count(), 2, "{table}");
    assert!(table.contains("solved 4/6"), "{table}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The trace's legend promises a `G` where the bot stopped: a bot that never left the start
/// is drawn there as `GS`.
#[test]
fn a_bot_that_stops_on_the_start_is_drawn_there() {
    let dir = super::cli_files::folder("bot-stays");
    let stays = dir.join("stays.rhai");
    std::fs::write(&stays, "turn_left();\n").unwrap();
    let trace = stdout(&["bot", stays.to_str().unwrap(), "-W", "6", "-H", "4", "--seed", "1", "--trace"]);
    assert!(trace.contains("|GS |"), "{trace}");
    assert!(trace.contains("G: where the bot stopped"), "{trace}");
}

/// The binary's peak memory (`VmHWM`, KiB) running `args`, watched in `/proc` while it runs.
/// Not `wait4`'s `ru_maxrss`: on Linux that counts the memory of the process that spawned
/// it too (the test binary, with every other test running in it), carried over by the fork
/// and exec, so it would hide the bot's own memory.
#[cfg(target_os = "linux")]
fn peak_kib(args: &[&str]) -> u64 {
    use std::process::{Command, Stdio};
    use std::time::{Duration, Instant};
    let mut child = Command::new(env!("CARGO_BIN_EXE_mousemaze"))
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary runs");
    let status = format!("/proc/{}/status", child.id());
    let (started, mut peak) = (Instant::now(), 0);
    loop {
        let text = std::fs::read_to_string(&status).unwrap_or_default();
        let hwm = text.lines().find_map(|l| l.strip_prefix("VmHWM:")).and_then(|kib| kib.trim().strip_suffix(" kB"));
        peak = peak.max(hwm.map_or(0, |kib| kib.parse().unwrap()));
        if let Some(ended) = child.try_wait().unwrap() {
            assert!(ended.success(), "{args:?}: {ended}");
            return peak;
        }
        if started.elapsed() > Duration::from_secs(120) {
            let _ = child.kill();
            panic!("{args:?}: still running after 120 s");
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// `bot --seeds N` keeps each maze's numbers, not its run (issue 22 item 10): ten times the
/// mazes take under 1.5× the peak memory (both counts above the cores, which each hold one
/// run at a time). The bot chalks and walks 200 cells, then gives up: what a run holds that
/// the old table kept (the chalk, 8 bytes a cell, and the path) is 1.3 MB on a 400×400
/// maze, while the run costs little time (the 60 mazes take about 2 s in a debug build).
/// Keeping each run's trace, 6 mazes peaked at 20 MB and 60 at 87 MB (no Bevy in the
/// binary); with rows alone, 20 and 21 MB. A real bot (tremaux) is far slower for the
/// memory it leaves behind: at 120×120 over 100 mazes, minutes in a debug build, to tell.
#[cfg(target_os = "linux")]
#[test]
fn memory_stays_flat_however_many_seeds() {
    let dir = super::cli_files::folder("flat-seeds");
    let script = dir.join("chalk.rhai");
    let walk = "for i in 0..200 {\n    mark(i);\n    turn_right();\n    while look() == \"wall\" { turn_left(); }\n    \
                forward();\n}\n";
    std::fs::write(&script, walk).unwrap();
    let peak = |seeds: &str| peak_kib(&["bot", script.to_str().unwrap(), "-W", "400", "-H", "400", "--seeds", seeds]);
    let (few, many) = (peak("6"), peak("60"));
    eprintln!("bot --seeds 6: {few} KiB at peak, --seeds 60: {many} KiB");
    assert!(few > 0 && (many as f64) < 1.5 * few as f64, "6 mazes: {few} KiB, 60 mazes: {many} KiB");
    std::fs::remove_dir_all(&dir).unwrap();
}
