//! The binary against hostile values, round three (issue 22): a door whose period is the
//! largest number a file can say, and values whose old messages did not say what is wrong or
//! what is allowed. Each run is bounded in memory and time, so a regression that allocates by
//! a value fails here instead of stalling the machine.

use std::fs;
use std::path::Path;
use std::process::{Command, Output, Stdio};

use super::cli::assert_one_line_error;
use super::cli_files::{folder, wait};

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

const HUGE_DOOR_LEVEL: &str = r#"(
    name: "Big door",
    maze: Drawn(layout: "
        +---+---+---+
        | S         |
        +---+---+   +
        | G         |
        +---+---+---+
    "),
    doors: [(at: (x: 0, y: 0), side: E, period: 4294967295, open: 1, phase: 0)],
)
"#;

#[test]
fn a_door_with_the_largest_period_gets_one_message_in_level_files_and_solve() {
    let dir = folder("huge-door");
    let levels = dir.join("levels");
    fs::create_dir_all(&levels).unwrap();
    fs::write(levels.join("big.ron"), HUGE_DOOR_LEVEL).unwrap();
    let expected = "big.ron:10:49: door 1: a door's period is 4294967295 ticks: allowed 2..=7800 (up to a minute)";
    let args = ["check-levels", levels.to_str().unwrap()];
    assert_one_line_error(&bounded(&args, &[]), &args, expected);
    let listed = bounded(&["levels"], &[("MOUSEMAZE_LEVELS_DIR", &levels)]);
    let text = String::from_utf8_lossy(&listed.stdout);
    assert!(listed.status.success(), "{}", String::from_utf8_lossy(&listed.stderr));
    assert!(text.lines().last().is_some_and(|l| l.contains("(broken)") && l.contains(expected)), "{text}");

    let drawing = "+---+---+---+\n|   D       |\n+---+---+---+\ndoor 0,0 E: period 4294967295, open 1, phase 0\n";
    let maze = dir.join("maze.txt");
    fs::write(&maze, drawing).unwrap();
    let args = ["solve", maze.to_str().unwrap()];
    let expected = "maze.txt: line 4, column 1: a door's period is 4294967295 ticks: allowed 2..=7800";
    assert_one_line_error(&bounded(&args, &[]), &args, expected);
    fs::write(&maze, drawing.replace("4294967295, open 1, phase 0", "7800, open 1, phase 1")).unwrap();
    let solved = bounded(&args, &[]);
    let text = String::from_utf8_lossy(&solved.stdout);
    assert!(solved.status.success() && text.contains("wait 7799 ticks at 0,0 for the door E"), "{text}");
    fs::remove_dir_all(&dir).unwrap();
}
