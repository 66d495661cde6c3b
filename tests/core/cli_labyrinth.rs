//! `generate --style labyrinth` and `--unicursal`: a perfect maze turned into one path through
//! every cell, drawn twice as wide and high with its two ends side by side; what does not fit
//! says so in one line.

use std::collections::VecDeque;

use super::cli::{assert_one_line_error, mousemaze, stdout};

#[test]
fn a_labyrinth_is_one_path_with_its_ends_side_by_side() {
    let text = stdout(&["generate", "--style", "labyrinth", "-W", "6", "-H", "4", "--seed", "3", "--solve"]);
    let rows: Vec<&str> = text.lines().collect();
    assert_eq!(rows.len(), 2 * 8 + 1, "twice as high: {text}");
    assert!(rows[1].starts_with("| S") && rows[3].starts_with("| G"), "{text}");
    // The solution is the whole path: every cell of the 12×8 labyrinth is on it.
    let on_path = rows
        .iter()
        .skip(1)
        .step_by(2)
        .flat_map(|row| row.as_bytes().chunks(4))
        .filter(|c| c.len() == 4 && matches!(c[2], b'*' | b'S' | b'G'))
        .count();
    assert_eq!(on_path, 12 * 8, "{text}");
}

#[test]
fn a_labyrinths_json_lists_its_one_path() {
    let json = stdout(&[
        "generate",
        "--style",
        "labyrinth",
        "-W",
        "3",
        "-H",
        "2",
        "--seed",
        "1",
        "--format",
        "json",
        "--solve",
    ]);
    assert!(json.starts_with("{\"shape\": \"labyrinth\", \"cells\": 24,"), "{json}");
    assert!(json.contains("\"start\": 0, \"goal\": 6"), "(0, 1) is cell 6 of a 6-wide grid: {json}");
    let route = json.split("\"route\": [").nth(1).and_then(|r| r.split(']').next()).unwrap_or_default();
    assert_eq!(route.split(", ").count(), 24, "the route is every cell: {json}");
}

#[test]
fn a_labyrinth_refuses_loops_doors_and_json_in_one_line() {
    let cases: [(&[&str], &str); 3] = [
        (&["generate", "--style", "labyrinth", "-b", "0.5"], "leave out --braid and --doors"),
        (&["generate", "--style", "labyrinth", "--doors", "3"], "leave out --braid and --doors"),
        (&["generate", "--style", "labyrinth", "--shape", "hex"], "leave out --shape and --mask"),
    ];
    for (args, expected) in cases {
        assert_one_line_error(&mousemaze(args), args, expected);
    }
}

#[test]
fn unicursal_is_the_labyrinth_style_in_every_format_and_command() {
    let sized = ["-W", "7", "-H", "5", "--seed", "4", "--solve"];
    for format in ["ascii", "json", "svg"] {
        let with = |how: &[&str]| stdout(&[&["generate"], how, &sized[..], &["--format", format]].concat());
        assert_eq!(with(&["--unicursal"]), with(&["--style", "labyrinth"]), "{format}");
    }
    let dir = std::env::temp_dir().join(format!("mousemaze-unicursal-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let files = ["unicursal.txt", "style.txt"].map(|name| dir.join(name).display().to_string());
    stdout(&[&["export", &files[0], "--unicursal"], &sized[..]].concat());
    stdout(&[&["export", &files[1], "--style", "labyrinth"], &sized[..]].concat());
    let [a, b] = files.map(|file| std::fs::read_to_string(file).unwrap());
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(a.lines().count() == 2 * 10 + 1 && a == b, "export: twice -H rows, the same maze\n{a}\n{b}");
    let contest = |how: &[&str]| {
        stdout(&[&["bot", "wall-follower", "--contest", "-W", "4", "-H", "3", "--seeds", "2"], how].concat())
    };
    assert_eq!(contest(&["--unicursal"]), contest(&["--style", "labyrinth"]), "bot --contest");
}

/// A `--unicursal` maze's JSON, read back: every cell has two passages but the two ends, which
/// have one; the passages are one fewer than the cells; and the path from the start reaches
/// every cell, ending at the goal.
#[test]
fn a_unicursal_mazes_json_is_one_path_through_every_cell() {
    for (width, height, seed, algorithm) in [(1, 1, "1", "backtracker"), (9, 4, "2", "kruskal"), (6, 7, "x", "wilson")]
    {
        let (w, h) = (width.to_string(), height.to_string());
        let args = ["generate", "--unicursal", "-W", &w, "-H", &h, "--seed", seed, "-a", algorithm, "--format", "json"];
        let json: serde_json::Value = serde_json::from_str(&stdout(&args)).unwrap();
        let cells = json["cells"].as_u64().unwrap() as usize;
        assert_eq!(cells, 4 * width * height, "{args:?}: twice each side");
        let mut ways = vec![Vec::new(); cells];
        for pair in json["passages"].as_array().unwrap() {
            let [a, b] = [0, 1].map(|i| pair[i].as_u64().unwrap() as usize);
            ways[a].push(b);
            ways[b].push(a);
        }
        let (start, goal) = (json["start"].as_u64().unwrap() as usize, json["goal"].as_u64().unwrap() as usize);
        assert_ne!(start, goal, "{args:?}");
        for (cell, to) in ways.iter().enumerate() {
            let ends = usize::from(cell == start || cell == goal);
            assert_eq!(to.len(), 2 - ends, "{args:?}: cell {cell}");
        }
        // One walk from the start, never turning back, goes through every cell to the goal.
        let (mut seen, mut queue, mut last) = (vec![false; cells], VecDeque::from([start]), start);
        seen[start] = true;
        while let Some(cell) = queue.pop_front() {
            last = cell;
            for &next in &ways[cell] {
                if !seen[next] {
                    seen[next] = true;
                    queue.push_back(next);
                }
            }
        }
        assert!(seen.iter().all(|&s| s) && last == goal, "{args:?}: one path, start to goal, every cell");
    }
}

#[test]
fn unicursal_refusals_name_what_to_leave_out() {
    let cases: [(&[&str], &str); 7] = [
        (&["generate", "--unicursal", "--style", "micromouse"], "cannot be used with '--style <STYLE>': leave out one"),
        (
            &["generate", "--unicursal", "--braid", "0.3"],
            "--unicursal makes one path from a perfect maze: leave out --braid",
        ),
        (&["export", "l.json", "--unicursal", "--doors", "2"], "leave out --braid and --doors"),
        (&["generate", "--unicursal", "--shape", "hex"], "--unicursal makes square mazes so far: leave out --shape"),
        (&["generate", "--unicursal", "--straightness", "0.5"], "leave them out with --unicursal"),
        (&["generate", "--unicursal", "--weave", "0.5"], "--weave makes plain mazes: leave out --unicursal"),
        (&["bot", "wall-follower", "--contest", "--unicursal", "--style", "plain"], "leave out one of them"),
    ];
    for (args, expected) in cases {
        assert_one_line_error(&mousemaze(args), args, expected);
    }
}

#[test]
fn play_refuses_a_labyrinth_too_big_or_with_loops_a_weave_off_squares_or_with_doors_and_a_symmetry_off_its_shapes() {
    let cases: [(&[&str], &str); 7] = [
        (&["play", "--symmetry", "xy", "--shape", "hex"], "symmetry xy works on square and polar mazes"),
        (&["play", "--symmetry", "x", "--weave", "0.3"], "a weave is not made symmetric"),
        (&["play", "--symmetry", "x", "--braid", "0.3"], "leave out one of them"),
        (&["play", "--unicursal", "-W", "150"], "width 150 makes a labyrinth 300 cells a side"),
        (&["play", "--unicursal", "--braid", "0.3"], "leave out one of them"),
        (&["play", "--weave", "0.5", "--shape", "hex"], "--weave plays square grids only"),
        (&["play", "--weave", "0.5", "--doors", "2"], "a weave is played without doors so far"),
    ];
    for (args, expected) in cases {
        assert_one_line_error(&mousemaze(args), args, expected);
    }
}
