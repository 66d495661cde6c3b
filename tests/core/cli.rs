//! The `mousemaze` binary end to end: output, reproducibility and one-line errors.

use std::process::{Command, Output};

pub fn mousemaze(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mousemaze")).args(args).output().expect("the binary runs")
}

pub fn stdout(args: &[&str]) -> String {
    let out = mousemaze(args);
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn generate_is_reproducible_and_seed_and_algorithm_matter() {
    let args = ["generate", "-W", "30", "-H", "15", "--seed", "1", "--solve"];
    let first = stdout(&args);
    assert_eq!(first, stdout(&args), "same arguments, same bytes");
    assert_eq!(first.lines().count(), 31);
    assert!(first.contains('S') && first.contains('G') && first.contains('*'));
    assert_ne!(first, stdout(&["generate", "-W", "30", "-H", "15", "--seed", "2", "--solve"]));
    assert_ne!(first, stdout(&["generate", "-W", "30", "-H", "15", "--seed", "1", "--solve", "-a", "prim"]));
}

#[test]
fn bad_input_fails_with_one_line_naming_the_allowed_range() {
    let cases: [(&[&str], &str); 5] = [
        (&["generate", "-W", "0"], "1..=65535"),
        (&["generate", "-W", "100000", "-H", "100000"], "1..=65535"),
        (&["generate", "-W", "60000", "-H", "60000"], "limit of 268435456 cells"),
        (&["generate", "--braid", "1.5"], "0..=1"),
        (&["generate", "--algorithm", "spiral"], "possible values: backtracker"),
    ];
    for (args, expected) in cases {
        assert_one_line_error(&mousemaze(args), args, expected);
    }
}

/// The command failed with status 1 and one `error:` line containing `expected`.
pub fn assert_one_line_error(out: &Output, args: &[&str], expected: &str) {
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{args:?}");
    assert_eq!(err.lines().count(), 1, "{args:?}: one line, got {err}");
    assert!(err.starts_with("error: ") && err.contains(expected), "{args:?}: {err}");
    assert!(!err.contains("panicked"), "{args:?}");
}

#[test]
fn bad_image_options_fail_with_one_line() {
    let cases: [(&[&str], &str); 8] = [
        (&["generate", "--format", "png", "--wall-color", "red"], "allowed #rgb or #rrggbb"),
        (&["generate", "--format", "svg", "--path-color", "#12345"], "allowed #rgb or #rrggbb"),
        (&["generate", "--format", "png", "--cell-size", "1"], "2..=1000"),
        (&["generate", "--format", "png", "--cell-size", "6", "--wall", "6"], "allowed 1..=5"),
        (&["generate", "--format", "png", "--margin", "-1"], "(see --help)"),
        (&["generate", "--format", "png", "-W", "5000", "-H", "5000", "--cell-size", "100"], "smaller cell size"),
        (&["generate", "--format", "gif"], "possible values: ascii, micromouse, maz, num, png, svg, none"),
        (&["export", "maze.gif"], "allowed .txt, .maz, .num, .png, .svg"),
    ];
    for (args, expected) in cases {
        assert_one_line_error(&mousemaze(args), args, expected);
    }
}

#[test]
fn unwritable_outputs_fail_cleanly_and_leave_nothing() {
    let dir = crate::scratch::scratch("unwritable");
    let missing = dir.join("missing/maze.png");
    let dir_text = dir.to_str().unwrap();
    let cases: [(&[&str], &str); 3] = [
        (&["generate", "--format", "png", "-o", missing.to_str().unwrap()], "cannot write"),
        (&["export", "/dev/full", "--format", "svg", "--seed", "1"], "cannot write /dev/full"),
        (&["generate", "--format", "png", "-o", dir_text], "cannot write"),
    ];
    for (args, expected) in cases {
        assert_one_line_error(&mousemaze(args), args, expected);
    }
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0, "no partial or temporary file left");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn images_are_not_printed_to_a_terminal() {
    // `script` runs the command with a pseudo-terminal as its standard output.
    if Command::new("script").arg("--version").output().is_err() {
        eprintln!("skipped: no `script` to make a terminal");
        return;
    }
    for format in ["png", "svg"] {
        let command = format!("'{}' generate -W 5 -H 5 --format {format}", env!("CARGO_BIN_EXE_mousemaze"));
        let out = Command::new("script").args(["-qec", &command, "/dev/null"]).output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(1), "{format}: {text}");
        assert_eq!(text.trim_end().lines().count(), 1, "{format}: one line, got {text:?}");
        assert!(text.starts_with("error: not writing") && text.contains("--output FILE"), "{format}: {text}");
    }
}

#[test]
fn export_and_solve_round_trip_through_files() {
    let dir = crate::scratch::scratch("export");
    let [png, svg, txt, solved_png, nothing] =
        ["maze.PNG", "maze.svg", "maze.txt", "solved.png", "nothing.txt"].map(|n| dir.join(n).display().to_string());
    let maze = ["-W", "14", "-H", "9", "--seed", "5", "-a", "kruskal"];

    stdout(&[&["export", &png][..], &maze, &["--solve", "--cell-size", "8", "--wall", "2", "--margin", "0"]].concat());
    let image = image::open(&png).unwrap();
    assert_eq!((image.width(), image.height()), (14 * 8 + 2, 9 * 8 + 2));
    stdout(&[&["export", &svg][..], &maze].concat());
    let svg = std::fs::read_to_string(&svg).unwrap();
    assert!(svg.starts_with("<?xml") && svg.contains("<circle"), "unsolved images still mark the ends");
    assert_eq!(svg.matches("<path").count(), 2, "walls only: no solution path");

    // `solve FILE` reads what `generate` wrote and draws what `generate --solve` draws.
    stdout(&[&["export", &txt][..], &maze].concat());
    let route = ["--solve", "--ends", "farthest", "--solver", "astar"];
    let solved = stdout(&[&["generate"][..], &maze, &route].concat());
    assert_eq!(stdout(&[&["solve", &txt][..], &route[1..]].concat()), solved);
    let out = mousemaze(&["solve", &txt, "--format", "png", "-o", &solved_png, "--stats"]);
    let stats = String::from_utf8(out.stderr).unwrap();
    for line in ["stats for a 14×9 maze", "reading", "dead ends", "solution", "diameter", "output", "peak memory"] {
        assert!(stats.contains(line), "--stats shows {line}: {stats}");
    }
    assert!(image::open(&solved_png).is_ok());
    let png_args = ["solve", png.as_str()];
    assert_one_line_error(&mousemaze(&png_args), &png_args, "maze.PNG:1:1: byte 0x89 cannot be part of a maze drawing");
    assert_one_line_error(&mousemaze(&["solve", &nothing]), &[], "cannot read");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn generate_stats_go_to_stderr() {
    let out = mousemaze(&["generate", "-W", "10", "-H", "10", "--seed", "1", "--solve", "--stats"]);
    let (text, stats) = (String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap());
    assert_eq!(text, stdout(&["generate", "-W", "10", "-H", "10", "--seed", "1", "--solve"]), "stdout unchanged");
    assert!(stats.contains("generation") && stats.contains("M cells/s") && stats.contains("solution"), "{stats}");
    let peak = stats.lines().find(|l| l.contains("peak memory")).unwrap();
    assert!(peak.ends_with("MiB") || peak.ends_with("unknown"), "{peak}");
}

#[test]
fn output_files_are_written_whole() {
    let dir = crate::scratch::scratch("cli");
    let file = dir.join("maze.txt");
    stdout(&["generate", "-W", "12", "-H", "5", "--seed", "3", "-o", file.to_str().unwrap()]);
    let written = std::fs::read_to_string(&file).unwrap();
    assert_eq!(written, stdout(&["generate", "-W", "12", "-H", "5", "--seed", "3"]));
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1, "no temporary file left behind");
    let out = mousemaze(&["generate", "--seed", "1", "-o", dir.join("missing/dir/maze.txt").to_str().unwrap()]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).starts_with("error: cannot write"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn every_solver_draws_the_one_route_of_a_perfect_maze_and_a_lost_follower_says_so() {
    let base = ["generate", "-W", "16", "-H", "9", "--seed", "5", "--solve", "--ends", "farthest"];
    let bfs = stdout(&base);
    for solver in mousemaze::maze::Solver::ALL {
        let drawn = stdout(&[&base[..], &["--solver", solver.name()]].concat());
        // The timed solvers add a `route:` note under the drawing.
        let drawing: String = drawn.lines().filter(|l| !l.starts_with("route:")).map(|l| format!("{l}\n")).collect();
        assert_eq!(drawing, bfs, "{solver}: a perfect maze has one route");
    }
    // Seed 2, braided: the goal lies by a wall the left hand never touches.
    let out =
        mousemaze(&["generate", "-W", "12", "-H", "8", "--seed", "2", "-b", "1", "--ends", "farthest", "--solve"]);
    assert!(out.status.success());
    let lost =
        ["generate", "-W", "12", "-H", "8", "--seed", "2", "-b", "1", "--ends", "farthest", "--solve", "--solver"];
    let out = mousemaze(&[&lost[..], &["wall-follower-left"]].concat());
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(String::from_utf8(out.stderr).unwrap(), "error: no route found by this method (wall-follower-left)\n");
}

#[test]
fn doors_on_the_command_line_print_the_timed_route_and_read_back() {
    let args = ["generate", "-W", "20", "-H", "10", "--seed", "3", "--doors", "6", "--solve"];
    let text = stdout(&args);
    assert_eq!(text, stdout(&args), "the same bytes every time");
    assert_eq!(text.lines().filter(|l| l.starts_with("door ")).count(), 6);
    let route = text.lines().find(|l| l.starts_with("route: ")).expect("a route line");
    assert!(route.contains("arrives at tick 1368") && route.contains("1 wait of 248 ticks"), "{route}");
    assert!(text.contains("wait 248 ticks at 7,6 for the door S"), "{text}");
    let file = crate::scratch::scratch("doors").join("doors.txt");
    std::fs::write(&file, &text).unwrap();
    assert_eq!(stdout(&["solve", file.to_str().unwrap(), "--solver", "earliest"]), text, "solve reads it back");
    std::fs::remove_file(&file).unwrap();
    let stats =
        mousemaze(&["generate", "-W", "20", "-H", "10", "--seed", "3", "--doors", "6", "--stats", "--format", "none"]);
    let err = String::from_utf8(stats.stderr).unwrap();
    assert!(err.contains("earliest     tick 1,368"), "{err}");
    let too_many = ["generate", "-W", "3", "-H", "3", "--seed", "1", "--doors", "9"];
    assert_one_line_error(
        &mousemaze(&too_many),
        &too_many,
        "--doors: 9 doors asked, but this maze has 8 passages: allowed 0..=8 doors",
    );
    let other = mousemaze(&[
        "generate", "-W", "20", "-H", "10", "--seed", "3", "--doors", "6", "--solve", "--solver", "tremaux",
    ]);
    let note = String::from_utf8(other.stderr).unwrap();
    assert!(note.contains("tremaux does not wait for doors: it met 1 shut door and went round it as a wall"), "{note}");
    let cut = ["generate", "-W", "20", "-H", "10", "--seed", "3", "--doors", "6", "--solve", "--solver", "bfs"];
    assert_one_line_error(
        &mousemaze(&cut),
        &cut,
        "bfs does not wait for doors, and the 1 shut door it met cuts the goal off",
    );
    let bad = ["generate", "--doors", "lots"];
    assert_one_line_error(&mousemaze(&bad), &bad, "invalid value 'lots' for '--doors <DOORS>'");
}

/// The binary with `RAYON_NUM_THREADS` set: how many threads its parallel commands use.
fn on_threads(threads: usize, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mousemaze"))
        .args(args)
        .env("RAYON_NUM_THREADS", threads.to_string())
        .output()
        .expect("the binary runs")
}

#[test]
fn many_mazes_on_every_core_print_exactly_what_one_core_prints() {
    use mousemaze::content::balance::{Balance, Player};
    use mousemaze::content::difficulty::Difficulty;

    // A folder with a broken file among good ones: the errors too come in the list's order.
    let dir = crate::scratch::scratch("parallel");
    let campaign = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("levels");
    for entry in std::fs::read_dir(campaign).unwrap() {
        let path = entry.unwrap().path();
        std::fs::copy(&path, dir.join(path.file_name().unwrap())).unwrap();
    }
    std::fs::write(dir.join("05-broken.ron"), "(name: \"half").unwrap();
    std::fs::write(dir.join("11-broken.ron"), "(").unwrap();
    let folder = dir.to_str().unwrap();

    let cases: [&[&str]; 3] = [&["simulate", "--seeds", "8"], &["check-levels"], &["check-levels", folder]];
    for args in cases {
        let one = on_threads(1, args);
        assert!(!one.stdout.is_empty(), "{args:?}");
        for threads in [2, 5] {
            let many = on_threads(threads, args);
            assert_eq!(many.status.code(), one.status.code(), "{args:?} on {threads} threads");
            assert_eq!(String::from_utf8_lossy(&many.stdout), String::from_utf8_lossy(&one.stdout), "{args:?}");
            assert_eq!(String::from_utf8_lossy(&many.stderr), String::from_utf8_lossy(&one.stderr), "{args:?}");
        }
    }
    let broken = on_threads(2, &["check-levels", folder]);
    let stderr = String::from_utf8(broken.stderr).unwrap();
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 2, "{stderr}");
    assert!(lines[0].contains("05-broken.ron") && lines[1].contains("11-broken.ron"), "{stderr}");

    // The tables are the library's, measured on one thread: the perfect player's, then the
    // searching player's.
    let output = String::from_utf8(on_threads(2, &["simulate", "--seeds", "8"]).stdout).unwrap();
    let (perfect, searching) = output.split_once("A player searching").unwrap();
    for (player, table) in [(Player::Perfect, perfect), (Player::Searching, searching)] {
        for difficulty in Difficulty::ALL {
            let b = Balance::measure(player, difficulty, 0..8);
            let cells = format!(
                "| {:.0}% | {:+.0}% | {:+.0}% | {:+.0}% |",
                b.win_rate * 100.0,
                b.slack_p10 * 100.0,
                b.slack_median * 100.0,
                b.slack_p90 * 100.0
            );
            let row = table.lines().find(|l| l.starts_with(&format!("| {difficulty} |"))).unwrap();
            assert!(row.contains(&cells), "{player:?}: {row} against {cells}");
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
