//! Hostile input, round four, end to end: no command writes over one of its inputs; `grade`
//! checks its CSV path before grading, prints its table whatever happens to the CSV, finds
//! scripts named as Windows names them, takes a byte-order mark and bounds a row's time;
//! `export` and `generate -o` share one format rule; `.maz` and `.num` refuse ends they cannot
//! hold; `play --maze` says `no route` before any window; and the small messages.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use super::cli::{assert_one_line_error, mousemaze, stdout};
use super::cli_files::folder;

/// Runs the binary, killing it (and failing) if it has not ended within `seconds`.
fn within(seconds: u64, args: &[&str]) -> std::process::Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_mousemaze"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let started = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > Duration::from_secs(seconds) {
            child.kill().unwrap();
            panic!("{args:?} still running after {seconds} s");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

fn arg(path: &Path) -> String {
    path.display().to_string()
}

#[test]
fn no_command_writes_over_one_of_its_inputs() {
    let dir = folder("round4-inputs");
    let alice = dir.join("alice.rhai");
    std::fs::write(&alice, "loop { forward(); }").unwrap();
    let own = dir.join("own.ron");
    let first = mousemaze::content::challenge::built_in_files()[0].1;
    std::fs::write(&own, first).unwrap();
    let (dir_arg, alice_arg, own_arg) = (arg(&dir), arg(&alice), arg(&own));
    let cases: [&[&str]; 2] = [
        &["grade", &dir_arg, "--challenge", "1", "--csv", &alice_arg],
        &["grade", &dir_arg, "--challenge", &own_arg, "--csv", &own_arg],
    ];
    for args in cases {
        assert_one_line_error(&mousemaze(args), args, "a command never writes over what it reads");
    }
    // Another spelling of the same file is the same file.
    let other = format!("{}/./alice.rhai", dir.display());
    let args = ["grade", &arg(&dir), "-c", "1", "--csv", &other];
    assert_one_line_error(&mousemaze(&args), &args, "it is the input");
    assert_eq!(std::fs::read_to_string(&alice).unwrap(), "loop { forward(); }");
    assert_eq!(std::fs::read_to_string(&own).unwrap(), first);
    // `solve` too.
    let maze = dir.join("maze.txt");
    std::fs::write(&maze, stdout(&["generate", "-W", "4", "-H", "3", "--seed", "1"])).unwrap();
    let before = std::fs::read(&maze).unwrap();
    let args = ["solve", &arg(&maze), "-o", &arg(&maze)];
    assert_one_line_error(&mousemaze(&args), &args, "it is the input");
    assert_eq!(std::fs::read(&maze).unwrap(), before);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[cfg(unix)]
#[test]
fn the_csv_path_is_checked_before_grading_and_a_fifo_with_no_reader_does_not_block() {
    let dir = folder("round4-csv");
    std::fs::write(dir.join("alice.rhai"), "loop { forward(); }").unwrap();
    let fifo = dir.join("grades.csv");
    assert!(Command::new("mkfifo").arg(&fifo).status().unwrap().success());
    let missing = dir.join("no-such-folder").join("grades.csv");
    for (csv, expected) in [(&fifo, "with no reader"), (&missing, "cannot write"), (&dir, "it is a folder")] {
        let args = ["grade", &arg(&dir), "-c", "1", "--csv", &arg(csv)];
        let out = within(30, &args);
        assert_one_line_error(&out, &args, expected);
        assert!(out.stdout.is_empty(), "refused before any grading: {}", String::from_utf8_lossy(&out.stdout));
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn grade_finds_scripts_named_the_windows_way_and_takes_a_byte_order_mark() {
    let dir = folder("round4-names");
    for name in ["Bob.RHAI", "dave.Rhai", "carol.rhai.txt"] {
        std::fs::write(dir.join(name), "loop { forward(); }").unwrap();
    }
    std::fs::write(dir.join("erin.rhai"), "\u{feff}loop { forward(); }").unwrap();
    std::fs::write(dir.join("notes.txt"), "not a script").unwrap();
    let out = stdout(&["grade", &arg(&dir), "-c", "1"]);
    for name in ["Bob.RHAI", "carol.rhai.txt", "dave.Rhai", "erin.rhai"] {
        let row = out.lines().find(|l| l.starts_with(name)).unwrap_or_else(|| panic!("no row for {name}: {out}"));
        assert!(row.contains("3/3     ***"), "{row}");
    }
    assert!(out.ends_with("4 of 4 scripts solved every maze\n"), "{out}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_challenge_that_is_a_folder_says_so() {
    let dir = folder("round4-challenge");
    let ron = dir.join("d.ron");
    std::fs::create_dir(&ron).unwrap();
    let args = ["grade", &arg(&dir), "--challenge", &arg(&ron)];
    assert_one_line_error(&mousemaze(&args), &args, "it is a folder");
    let args = ["grade", &arg(&dir), "--challenge", "nothing-here.ron"];
    assert_one_line_error(&mousemaze(&args), &args, "or a challenge file (.ron)");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_grade_row_has_a_bounded_wall_time_and_says_so() {
    let dir = folder("round4-slow");
    let first = mousemaze::content::challenge::built_in_files()[0].1;
    // A budget of a billion operations: `loop {}` runs until the clock stops it.
    let own = dir.join("slow.ron");
    std::fs::write(&own, first.replace("starter:", "budget: (operations: Some(1000000000)),\n    starter:")).unwrap();
    let scripts = dir.join("class");
    std::fs::create_dir(&scripts).unwrap();
    std::fs::write(scripts.join("spin.rhai"), "loop {}").unwrap();
    // The teacher's bound, shorter than the 10 s default (`--row-seconds`).
    let started = Instant::now();
    let out = within(60, &["grade", &arg(&scripts), "-c", &arg(&own), "--row-seconds", "2"]);
    let took = started.elapsed();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let row = text.lines().find(|l| l.starts_with("spin.rhai")).unwrap();
    assert!(row.contains("stopped after 2s (the time limit) (maze 1)"), "{row}");
    assert!(took < Duration::from_secs(10), "a row takes at most twice its bound, and the start: {took:?}");
    // The later mazes are not begun once the row's time is used, and the CSV says so.
    let csv = dir.join("rows.csv");
    within(60, &["grade", &arg(&scripts), "-c", &arg(&own), "--row-seconds", "1", "--csv", &arg(&csv)]);
    let rows = std::fs::read_to_string(&csv).unwrap();
    assert!(rows.contains("not run: the row's 1 s were used up"), "{rows}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn export_and_generate_share_one_format_rule() {
    let dir = folder("round4-format");
    let png = dir.join("maze.png");
    let png_arg = arg(&png);
    let cases: [&[&str]; 2] =
        [&["export", &png_arg, "--format", "ascii"], &["generate", "-o", &png_arg, "--format", "ascii"]];
    for args in cases {
        assert_one_line_error(&mousemaze(args), args, "is named for PNG, but --format asks for ASCII");
    }
    assert!(!png.exists());
    let txt = dir.join("maze.txt");
    stdout(&["export", &arg(&txt), "--format", "micromouse", "--style", "micromouse", "--seed", "1"]);
    assert!(std::fs::read_to_string(&txt).unwrap().starts_with('o'));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn maz_and_num_files_refuse_ends_they_cannot_hold() {
    let dir = folder("round4-ends");
    let maz = dir.join("y.maz");
    let args = ["export", &arg(&maz), "--solve", "--ends", "farthest", "--style", "micromouse", "--seed", "3"];
    assert_one_line_error(&mousemaze(&args), &args, "--ends farthest names others");
    let txt = dir.join("a.txt");
    stdout(&["generate", "-W", "6", "-H", "6", "--seed", "1", "-o", &arg(&txt)]);
    let num = dir.join("z.num");
    let args = ["solve", &arg(&txt), "--ends", "corners", "-o", &arg(&num)];
    assert_one_line_error(&mousemaze(&args), &args, "a .num file holds no start or goal");
    assert!(!maz.exists() && !num.exists());
    // The contest's own ends are what the file holds: fine.
    stdout(&["export", &arg(&maz), "--solve", "--style", "micromouse", "--seed", "3"]);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[cfg(feature = "game")]
#[test]
fn play_a_maze_file_whose_goal_is_walled_off_says_no_route_before_any_window() {
    let dir = folder("round4-play");
    let file = dir.join("walled.txt");
    std::fs::write(&file, "+---+---+\n| S |   |\n+   +---+\n|   | G |\n+---+---+\n").unwrap();
    let args = ["play", "--maze", &arg(&file), "--screenshot", &arg(&dir.join("shot.png"))];
    let out = within(30, &args);
    assert_one_line_error(&out, &args, "no route from the start to the goal");
    assert!(!dir.join("shot.png").exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn small_messages_a_negative_seed_and_a_text_of_blank_lines() {
    let out = stdout(&["generate", "-W", "3", "-H", "3", "--seed", "-1"]);
    assert_eq!(out, stdout(&["generate", "-W", "3", "-H", "3", "--seed=-1"]));
    let dir = folder("round4-blank");
    let blank = dir.join("blank.txt");
    std::fs::write(&blank, "\n".repeat(256)).unwrap();
    let args = ["solve", &arg(&blank)];
    let out = mousemaze(&args);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1));
    assert!(!err.contains(".maz") && !err.contains("byte"), "not read as a .maz: {err}");
    std::fs::remove_dir_all(&dir).unwrap();
}
