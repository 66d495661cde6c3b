//! `generate --style labyrinth`: a perfect maze turned into one path through every cell, drawn
//! twice as wide and high with its two ends side by side; what does not fit says so in one line.

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
