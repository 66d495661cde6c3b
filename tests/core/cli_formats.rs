//! The binary with maze files of every format: `generate --style micromouse` is reproducible
//! byte for byte, `solve` reads micromouse text, `.maz` and `.num` (and text on standard input)
//! and goes from the file's start to its goal region, `--stats` prints the route's length, and
//! each refusal is one line, naming a micromouse file's cells as the file does (y up, the
//! start (0, 0)).

use std::io::Write;
use std::process::{Command, Stdio};

use mousemaze::maze::Solver;
use mousemaze::maze::formats;

use super::cli::{assert_one_line_error, mousemaze, stdout};
use super::cli_files::folder;

/// The `solution N steps` line of `--stats`, as N.
fn solution_steps(stderr: &[u8]) -> usize {
    let text = String::from_utf8_lossy(stderr);
    let line = text.lines().find(|l| l.trim_start().starts_with("solution")).expect("a solution line");
    line.split_whitespace().nth(1).unwrap().replace(',', "").parse().unwrap()
}

#[test]
fn a_generated_contest_maze_is_the_same_in_every_format_and_solves_to_its_goal() {
    let dir = folder("contest");
    let path = |name: &str| dir.join(name).to_str().unwrap().to_string();
    let txt = path("x.txt");
    stdout(&["generate", "--style", "micromouse", "--seed", "42", "-o", &txt]);
    let first = std::fs::read(&txt).unwrap();
    stdout(&["generate", "--style", "micromouse", "--seed", "42", "-o", &txt]);
    assert_eq!(std::fs::read(&txt).unwrap(), first, "the same seed, the same bytes");
    assert!(first.starts_with(b"o---o") && first.iter().filter(|b| **b == b'G').count() == 4);
    // The route the library finds to the nearest goal cell, and what the binary says.
    let file = formats::read(&first[..], None).unwrap().marked;
    let expected = Solver::Bfs.solve_region(&file.maze, file.start.unwrap(), &file.goals).unwrap().steps();
    for name in ["x.txt", "x.maz", "x.num"] {
        if name != "x.txt" {
            stdout(&["export", &path(name), "--style", "micromouse", "--seed", "42"]);
        }
        let out = mousemaze(&["solve", &path(name), "--stats"]);
        assert!(out.status.success(), "{name}: {}", String::from_utf8_lossy(&out.stderr));
        assert_eq!(solution_steps(&out.stderr), expected, "{name}");
        let drawn = String::from_utf8(out.stdout).unwrap();
        assert_eq!(drawn.matches('S').count(), 1, "{name}");
        assert_eq!(drawn.matches('G').count(), 4, "{name}: the whole goal region is lettered");
        assert!(drawn.matches('*').count() > expected, "{name}: the path is drawn");
    }
    assert_eq!(std::fs::read(path("x.maz")).unwrap().len(), 256);
    // --ends corners overrides the marks.
    let out = mousemaze(&["solve", &txt, "--ends", "corners", "--stats", "--format", "none"]);
    let corners = Solver::Bfs.solve(&file.maze, file.maze.corners().0, file.maze.corners().1).unwrap().steps();
    assert_eq!(solution_steps(&out.stderr), corners);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn text_mazes_are_read_from_standard_input() {
    let text = stdout(&["generate", "--style", "micromouse", "-W", "8", "-H", "6", "--seed", "3"]);
    assert!(text.starts_with("o---o"));
    let mut child = Command::new(env!("CARGO_BIN_EXE_mousemaze"))
        .args(["solve", "-", "--stats", "--format", "none"])
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(text.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let marked = formats::read(text.as_bytes(), None).unwrap().marked;
    let steps = Solver::Bfs.solve_region(&marked.maze, marked.start.unwrap(), &marked.goals).unwrap().steps();
    assert_eq!(solution_steps(&out.stderr), steps);
}

#[test]
fn bad_maze_files_and_formats_fail_in_one_line() {
    let dir = folder("formats-bad");
    let write = |name: &str, bytes: &[u8]| {
        let path = dir.join(name);
        std::fs::write(&path, bytes).unwrap();
        path.to_str().unwrap().to_string()
    };
    let walled_off = write("walled.txt", b"o---o---o\n| S | G |\no---o---o\n");
    let two_starts = write("two.txt", b"o---o---o\n| S   S |\no---o---o\n");
    let short = write("short.maz", &[14; 100]);
    let one_sided = write("one.num", b"0 0 1 0 1 1\n1 0 1 1 1 1\n");
    let unmarked = write("plain.txt", b"+---+---+\n|       |\n+---+---+\n");
    let eight = dir.join("eight.maz").to_str().unwrap().to_string();
    // Micromouse files name cells as micromouse does: x from the west, y from the south, the
    // start (0, 0). A 16×16 .num, open but for its outer wall, with the start (0, 0) and the
    // top-left cell (0, 15) walled in; a drawing whose bottom-left cell is a goal.
    let mut num = String::new();
    for x in 0..16 {
        for y in 0..16 {
            let shut = |cell: (u32, u32)| (x, y) == cell;
            let n = y == 15 || shut((0, 0)) || shut((0, 14));
            let e = x == 15 || shut((0, 0)) || shut((0, 15));
            let s = y == 0 || shut((0, 1)) || shut((0, 15));
            let w = x == 0 || shut((1, 0)) || shut((1, 15));
            num += &format!("{x} {y} {} {} {} {}\n", u8::from(n), u8::from(e), u8::from(s), u8::from(w));
        }
    }
    let walled_num = write("walled.num", num.as_bytes());
    let goal_start = write("goal-start.txt", b"o---o---o\n|       |\no   o---o\n| G   G |\no---o---o\n");
    let separated = "no route from the start to the goal: walls separate the start (0, 0) from the goal (7, 8)";
    let cases: Vec<(Vec<&str>, String)> = vec![
        (vec!["solve", &walled_off], "no route from the start to the goal".into()),
        (vec!["solve", &walled_num], separated.into()),
        (vec!["solve", &walled_num, "--solver", "fastest"], separated.into()),
        (vec!["solve", &walled_num, "--ends", "farthest"], "the top-left cell (0, 15) is walled in".into()),
        (vec!["bot", "floodfill", "--contest", "--maze", &goal_start], "the start (0, 0) is in the goal".into()),
        (vec!["solve", &two_starts], format!("{two_starts}:2:7: a second start (S)")),
        (vec!["solve", &short], format!("{short}: byte 100: a .maz file is exactly 256 bytes")),
        (vec!["solve", &one_sided], format!("{one_sided}:1:1: the wall between cells")),
        (vec!["solve", &unmarked, "--ends", "marked"], "--ends marked: this maze marks no start and goal".into()),
        (vec!["export", &eight, "-W", "8", "-H", "8"], "a .maz file holds a 16×16 maze only; this one is 8×8".into()),
        (vec!["generate", "--style", "micromouse", "-W", "9"], "9×16 cannot be a micromouse maze: the 2×2 goal".into()),
        (vec!["generate", "-o", &eight, "--format", "ascii"], "named for .maz, but --format asks for ASCII".into()),
    ];
    for (args, expected) in &cases {
        assert_one_line_error(&mousemaze(args), args, expected);
    }
    assert!(!dir.join("eight.maz").exists(), "nothing is written on a refusal");
    // An unmarked `+` drawing keeps the corners, and micromouse text may go to a .txt file.
    assert!(stdout(&["solve", &unmarked]).contains("| S***G |"));
    let mm = dir.join("m.txt").to_str().unwrap().to_string();
    stdout(&["generate", "-W", "6", "-H", "6", "--seed", "1", "--format", "micromouse", "-o", &mm]);
    assert!(std::fs::read_to_string(&mm).unwrap().starts_with("o---o"));
    std::fs::remove_dir_all(&dir).unwrap();
}
