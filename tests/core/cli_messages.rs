//! The binary against hostile values, round three (issue 22): a door whose period is the
//! largest number a file can say, values whose old messages did not say what is wrong or
//! what is allowed, and bot scripts that copy, throw, sort or sleep without end. Each run is bounded in memory and time, so a regression that allocates by
//! a value fails here instead of stalling the machine.

use std::fs;
use std::path::Path;
use std::process::{Command, Output, Stdio};

use super::cli::assert_one_line_error;
use super::cli_files::{folder, wait};
use super::levels::DRAWN;

const BIN: &str = env!("CARGO_BIN_EXE_mousemaze");

/// Runs the binary with at most 1 GiB of address space and 60 s, with `env` set.
fn bounded(args: &[&str], env: &[(&str, &Path)]) -> Output {
    let mut command = Command::new("sh");
    command.arg("-c").arg("ulimit -v 1048576; exec \"$0\" \"$@\"").arg(BIN).args(args);
    for (name, value) in env {
        command.env(name, value);
    }
    let mut child = command.stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().expect("the binary runs");
    wait(&mut child, 60);
    child.wait_with_output().unwrap()
}

#[test]
fn a_door_with_the_largest_period_gets_one_message_in_level_files_and_solve() {
    let dir = folder("huge-door");
    let levels = dir.join("levels");
    fs::create_dir_all(&levels).unwrap();
    let door = "    doors: [(at: (x: 0, y: 0), side: E, period: 4294967295, open: 1, phase: 0)],\n";
    fs::write(levels.join("big.ron"), DRAWN.replace("\"),\n)", &format!("\"),\n{door})"))).unwrap();
    let expected = "big.ron:10:49: door 1: a door's period is 4294967295 ticks: allowed 2..=7800 (up to a minute)";
    let args = ["check-levels", levels.to_str().unwrap()];
    assert_one_line_error(&bounded(&args, &[]), &args, expected);
    let listed = bounded(&["levels"], &[("MOUSEMAZE_LEVELS_DIR", &levels)]);
    let text = String::from_utf8_lossy(&listed.stdout);
    assert!(listed.status.success(), "{}", String::from_utf8_lossy(&listed.stderr));
    assert!(text.lines().last().is_some_and(|l| l.contains("(broken)") && l.contains(expected)), "{text}");
    // The game refuses to play it, in one line, before a window opens.
    #[cfg(feature = "game")]
    {
        let file = levels.join("big.ron");
        let args = ["play", "--level", file.to_str().unwrap()];
        assert_one_line_error(&bounded(&args, &[]), &args, expected);
    }

    let drawing = "+---+---+---+\n|   D       |\n+---+---+---+\ndoor 0,0 E: period 4294967295, open 1, phase 0\n";
    let maze = dir.join("maze.txt");
    fs::write(&maze, drawing).unwrap();
    let args = ["solve", maze.to_str().unwrap()];
    let expected = "maze.txt:4:1: a door's period is 4294967295 ticks: allowed 2..=7800";
    assert_one_line_error(&bounded(&args, &[]), &args, expected);
    fs::write(&maze, drawing.replace("4294967295, open 1, phase 0", "7800, open 1, phase 1")).unwrap();
    let solved = bounded(&args, &[]);
    let text = String::from_utf8_lossy(&solved.stdout);
    assert!(solved.status.success() && text.contains("wait 7799 ticks at 0,0 for the door E"), "{text}");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn unclear_values_now_say_what_is_wrong_and_what_is_allowed() {
    let cases: [(&[&str], &str); 4] = [
        (
            &["generate", "--doors", "18446744073709551615"],
            "18446744073709551615 doors is too many: allowed a count up to the maze's passages (at most 4294967295)",
        ),
        (
            &["generate", "-W", "5", "-H", "5", "--seed", "1", "--doors", "4294967295"],
            "error: --doors: 4294967295 doors asked, but this maze has 24 passages: allowed 0..=24 doors\n",
        ),
        (
            &["daily", "--date", "0000-01-01"],
            "0000-01-01 is not a date: there is no year 0000, the years are 0001 to 9999",
        ),
        (&["daily", "--date", "2026-1-01"], "'2026-1-01' is not a date: write it YYYY-MM-DD, like 2026-11-22"),
    ];
    for (args, expected) in cases {
        assert_one_line_error(&bounded(args, &[]), args, expected);
    }
}

#[test]
fn a_drawing_with_trailing_blanks_or_a_door_in_its_border_says_so() {
    let dir = folder("drawings");
    let good = "+---+---+\n|       |\n+---+---+\n";
    let blanks_after_border = "blanks after the maze's east border: a drawing line ends with its '+' or '|'";
    let door_in_border = "(a door goes in a wall inside the maze, not in its border)";
    let cases = [
        (good.replacen('\n', "  \n", 1), format!("1:10: {blanks_after_border}")),
        (good.replacen("|\n", "|   \n", 1), format!("2:10: {blanks_after_border}")),
        (good.replacen("|\n", "| \n", 1), format!("2:10: {blanks_after_border}")),
        (
            good.replacen("+---+", "+-D-+", 1),
            format!("1:3: 'D' is not allowed in the border: allowed '---' {door_in_border}"),
        ),
        (
            good.replacen("|\n", "D\n", 1),
            format!("2:9: 'D' is not allowed at the east border: allowed '|' {door_in_border}"),
        ),
        (
            good.replacen("\n|", "\nD", 1),
            format!("2:1: 'D' cannot start a drawing line: allowed '+' or '|' {door_in_border}"),
        ),
    ];
    for (k, (text, expected)) in cases.iter().enumerate() {
        let file = dir.join(format!("maze-{k}.txt"));
        fs::write(&file, text).unwrap();
        let args = ["solve", file.to_str().unwrap()];
        assert_one_line_error(&bounded(&args, &[]), &args, &format!("maze-{k}.txt:{expected}"));
    }
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_dangling_bot_link_and_a_levels_folder_that_is_a_file_are_named_as_such() {
    let dir = folder("named");
    let link = dir.join("gone.rhai");
    std::os::unix::fs::symlink(dir.join("missing.rhai"), &link).unwrap();
    let args = ["bot", link.to_str().unwrap(), "-W", "4", "-H", "3"];
    let expected =
        format!("gone.rhai: it is a symbolic link to {} that leads nowhere", dir.join("missing.rhai").display());
    assert_one_line_error(&bounded(&args, &[]), &args, &expected);

    let file = dir.join("levels");
    fs::write(&file, "not a folder").unwrap();
    let expected = "levels: it is a file, not a folder: a folder of level files (*.ron) is needed here";
    let args = ["check-levels", file.to_str().unwrap()];
    assert_one_line_error(&bounded(&args, &[]), &args, expected);
    let listed = bounded(&["levels"], &[("MOUSEMAZE_LEVELS_DIR", &file)]);
    let text = String::from_utf8_lossy(&listed.stdout);
    assert!(text.lines().last().is_some_and(|l| l.contains("(broken)") && l.ends_with(expected)), "{text}");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn hostile_bots_are_stopped_within_the_time_and_memory_the_binary_is_given() {
    let dir = folder("hostile-bots");
    let big_map = "let m = #{};\nlet k = \"k\";\nk.pad(9000, \"x\");\nfor i in 0..2000 { m[k + i] = i; }\n";
    let scripts = [
        // Each call holds copies of an 18 MB map: 60 calls would hold over 2 GB.
        (
            "copies.rhai",
            format!(
                "fn down(n, big) {{ let c = big; if n > 0 {{ down(n - 1, big) }} else {{ 0 }} }}\n{big_map}down(60, m);\n"
            ),
            "stopped holding over 64 MiB (the memory limit",
        ),
        ("throw.rhai", format!("{big_map}throw m;\n"), "Runtime error: #{\"kxxx"),
        (
            "sort.rhai",
            "let a = [];\nfor i in 0..10000 { a.push(10000 - i); }\nloop { let b = a; b.sort(); }\n".into(),
            "stopped after copying 1024 MiB",
        ),
        ("nap.rhai", "loop { sleep(1); }\n".into(), "sleep() is not allowed"),
    ];
    for (name, source, expected) in scripts {
        let path = dir.join(name);
        fs::write(&path, source).unwrap();
        let out = bounded(&["bot", path.to_str().unwrap(), "-W", "5", "-H", "4"], &[]);
        let text = String::from_utf8_lossy(&out.stdout);
        let error = String::from_utf8_lossy(&out.stderr);
        // A script's own error (a throw, sleep) fails the command with one line; a budget
        // (memory, time) is the row's "no".
        let fault = expected.starts_with("Runtime error") || expected.starts_with("sleep");
        assert_eq!(out.status.success(), !fault, "{name}: {error}");
        let row = if fault {
            assert_eq!(error.lines().count(), 1, "{name}: {error}");
            error.trim_end()
        } else {
            text.lines().find(|l| l.starts_with("| 0 |")).unwrap_or_else(|| panic!("{name}: {text}"))
        };
        assert!(row.contains(&format!("{name}:")) && row.contains(expected), "{row}");
        assert!(row.chars().count() < 400, "{name}: {} characters", row.chars().count());
    }
    fs::remove_dir_all(&dir).unwrap();
}

/// `solve --help` says what the solvers that do not wait do at a door, and they do it: one
/// meets a shut door, takes it for a wall and finds no way (exit 1, one line saying so), while
/// `earliest` waits for it.
#[test]
fn solve_help_and_a_solver_that_does_not_wait_agree_about_doors() {
    let help = bounded(&["solve", "--help"], &[]);
    let text = String::from_utf8_lossy(&help.stdout).split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(text.contains("take a shut one for a wall (so they may find no way: exit 1)"), "{text}");
    assert!(!text.contains("as if open"), "{text}");
    let dir = folder("solve-doors");
    let file = dir.join("d.txt");
    let made =
        bounded(&["generate", "-W", "8", "-H", "6", "--doors", "3", "--seed", "2", "-o", file.to_str().unwrap()], &[]);
    assert!(made.status.success(), "{}", String::from_utf8_lossy(&made.stderr));
    let args = ["solve", file.to_str().unwrap(), "--solver", "bfs"];
    let expected =
        "bfs does not wait for doors, and the 1 shut door it met cuts the goal off: --solver earliest waits for them";
    assert_one_line_error(&bounded(&args, &[]), &args, expected);
    let waits = bounded(&["solve", file.to_str().unwrap(), "--solver", "earliest"], &[]);
    assert!(waits.status.success(), "{}", String::from_utf8_lossy(&waits.stderr));
}

/// `play --level ''` (or blanks) says the value is empty and what it may be, in one line,
/// before any window opens (issue 22 item 13; the game's build alone has `play`).
#[cfg(feature = "game")]
#[test]
fn an_empty_level_says_what_a_level_may_be() {
    let dir = folder("empty-level");
    let count = mousemaze::content::level::catalog::campaign().len();
    let expected = format!(
        "error: --level is empty: give a level's number, 1..={count} (`mousemaze levels` lists them), or a level file\n"
    );
    for level in ["", "  "] {
        let args = ["play", "--level", level];
        let out = bounded(&args, &[("MOUSEMAZE_LEVELS_DIR", &dir), ("MOUSEMAZE_CONFIG_DIR", &dir)]);
        assert_one_line_error(&out, &args, &expected);
        assert_eq!(String::from_utf8_lossy(&out.stderr), expected.as_str(), "{args:?}");
    }
    fs::remove_dir_all(&dir).unwrap();
}
