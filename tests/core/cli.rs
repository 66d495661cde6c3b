//! The `mousemaze` binary end to end: output, reproducibility and one-line errors.

use std::process::{Command, Output};

fn mousemaze(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mousemaze")).args(args).output().expect("the binary runs")
}

fn stdout(args: &[&str]) -> String {
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
        let out = mousemaze(args);
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: one line, got {err}");
        assert!(err.starts_with("error: ") && err.contains(expected), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}");
    }
}

#[test]
fn output_files_are_written_whole() {
    let dir = std::env::temp_dir().join(format!("mousemaze-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
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
        assert_eq!(drawn, bfs, "{solver}: a perfect maze has one route");
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
