//! `mousemaze replay` against saves the game did not write (issue 22 item 8), each written
//! by hand in a scratch `MOUSEMAZE_CONFIG_DIR`: a kept run whose `ticks` or key changes say
//! it lasted for years is refused at once in one line.

use std::fs;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use mousemaze::content::maze_key::MazeKey;
use mousemaze::rules::MAX_GHOST_TICKS;

use super::cli::assert_one_line_error;
use super::cli_files::{folder, wait};

const BIN: &str = env!("CARGO_BIN_EXE_mousemaze");

/// The maze every kept run here was run on.
const KEY: &str = "preset:Easy:7";

/// Runs the binary with `config` as its config folder, at most 30 s (a hang fails the test).
fn run_with(config: &Path, args: &[&str]) -> Output {
    let mut child = Command::new(BIN)
        .args(args)
        .env("MOUSEMAZE_CONFIG_DIR", config)
        .env("MOUSEMAZE_LEVELS_DIR", config.join("no-levels"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    wait(&mut child, 30);
    child.wait_with_output().unwrap()
}

/// A save holding one kept run of [`KEY`], written as the game writes it (RON).
fn save_with_run(ticks: u64, keys: &str) -> String {
    let board = MazeKey::parse(KEY, None).unwrap().board(None).unwrap().fingerprint();
    format!(
        "(\n    finished: [\"01-first-steps\"],\n    kept_runs: {{\n        \"{KEY}\": (\n            \
         what: \"Easy, seed 7\",\n            board: {board},\n            pace: 20,\n            \
         ticks: {ticks},\n            keys: \"{keys}\",\n            order: 1,\n        ),\n    }},\n)\n"
    )
}

#[test]
fn a_kept_run_that_says_it_lasted_years_is_refused_at_once_in_one_line() {
    let dir = folder("replay-years");
    let path = dir.join("progress.ron");
    let args = ["replay", "1", "--ascii"];
    // A sound run on the same board first: the board, the key and the format are right, so
    // what is refused below is refused for its ticks alone.
    fs::write(&path, save_with_run(2000, "0EE")).unwrap();
    let out = run_with(&dir, &args);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(text.starts_with("Easy, seed 7: 0:15.3 in ") && text.contains('+'), "{text}");

    let cap = MAX_GHOST_TICKS;
    let allowed = format!("a kept run lasts at most {cap} (two hours) and ends after its last key");
    let cases = [
        // `ticks` damaged: years of ticks (u64::MAX ticks at 130 a second: 4.5 billion years).
        (u64::MAX, "0EE".to_string(), u64::MAX),
        (cap + 1, "0EE".to_string(), cap + 1),
        // A key change long after the run ended, and one at the last tick there is.
        (2000, "0EE99999999999..".to_string(), 99_999_999_999),
        (cap, format!("0EE{}..", u64::MAX), u64::MAX),
    ];
    for (ticks, keys, said) in cases {
        fs::write(&path, save_with_run(ticks, &keys)).unwrap();
        let started = Instant::now();
        let out = run_with(&dir, &args);
        let expected = format!("error: the best run of Easy, seed 7 lasts {said} ticks: {allowed}");
        assert_one_line_error(&out, &args, &expected);
        assert!(out.stdout.is_empty(), "nothing drawn for {ticks} ticks");
        assert!(started.elapsed() < Duration::from_secs(10), "refused before anything is stepped");
    }
    // Listed as it is, with its (damaged) time: listing steps nothing either.
    fs::write(&path, save_with_run(u64::MAX, "0EE")).unwrap();
    let out = run_with(&dir, &["replay"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success() && text.contains("Easy, seed 7  (preset:Easy:7)"), "{text}");
    fs::remove_dir_all(&dir).unwrap();
}
