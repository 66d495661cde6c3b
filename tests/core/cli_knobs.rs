//! The generators' knobs end to end (`generate` and `export`): `--straightness`, `--sparse`,
//! `--colour distance` and `--symmetry` change the maze as they say, leave it alone when left
//! out, and refuse what does not fit in one line.

use mousemaze::maze::export::ascii;

use super::cli::{assert_one_line_error, mousemaze, stdout};
use super::scratch::scratch;

const SIZE: [&str; 4] = ["-W", "14", "-H", "9"];

fn generate(extra: &[&str]) -> String {
    let mut args = vec!["generate", "--seed", "5"];
    args.extend_from_slice(&SIZE);
    args.extend_from_slice(extra);
    stdout(&args)
}

#[test]
fn straightness_makes_another_perfect_maze_and_plain_colour_changes_nothing() {
    let plain = generate(&[]);
    assert_eq!(plain, generate(&["--colour", "plain"]), "no knob: the same bytes");
    let straight = generate(&["--straightness", "0.9"]);
    assert_ne!(plain, straight);
    let maze = ascii::parse(&straight).unwrap();
    assert_eq!(maze.passage_count(), 14 * 9 - 1, "still perfect:\n{straight}");
    let hexes = stdout(&["generate", "--shape", "hex", "--seed", "2", "--straightness", "1", "--format", "json"]);
    assert!(hexes.starts_with("{\"shape\": \"hex\""), "{hexes}");
}

#[test]
fn symmetric_text_reads_the_same_mirrored() {
    let x = generate(&["--symmetry", "x"]);
    for line in x.lines() {
        assert_eq!(line.chars().rev().collect::<String>(), line, "every line a palindrome:\n{x}");
    }
    let y = generate(&["--symmetry", "y", "-a", "kruskal"]);
    let lines: Vec<&str> = y.lines().collect();
    assert!(lines.iter().eq(lines.iter().rev()), "the lines read the same upwards:\n{y}");
    assert_eq!(ascii::parse(&y).unwrap().passage_count(), 14 * 9 - 1, "perfect");
    let polar = stdout(&["generate", "--shape", "polar", "--rings", "6", "--symmetry", "radial", "--format", "json"]);
    assert!(polar.contains("\"passages\""), "{polar}");
}

#[test]
fn sparse_mazes_leave_the_culled_cells_outside() {
    // Enough rounds cull a perfect maze down to its route: every cell left is on it.
    let json = generate(&["--sparse", "1000", "--format", "json", "--solve"]);
    let cells: usize = json.split("\"cells\": ").nth(1).and_then(|r| r.split(',').next()).unwrap().parse().unwrap();
    assert!(cells < 14 * 9, "{json}");
    let passages = json.split("\"passages\": [").nth(1).unwrap().split("]]").next().unwrap().matches('[').count();
    assert_eq!(passages, cells - 1, "still a tree: {json}");
    let route = json.split("\"route\": [").nth(1).unwrap().split(']').next().unwrap().split(", ").count();
    assert_eq!(route, cells, "only the route is left: {json}");
    let text = generate(&["--sparse", "1000", "--solve"]);
    let interiors: Vec<&[u8]> =
        text.lines().skip(1).step_by(2).flat_map(|l| l.as_bytes().get(1..).unwrap_or(&[]).chunks(4)).collect();
    let marked = interiors.iter().filter(|c| matches!(c.get(1), Some(b'*' | b'S' | b'G'))).count();
    assert_eq!(marked, cells, "the text draws the kept cells:\n{text}");
    assert_eq!(json, generate(&["--sparse", "1000", "--format", "json", "--solve"]), "reproducible");
}

#[test]
fn distance_colouring_shades_the_png() {
    let dir = scratch("knobs-colour");
    let (plain, shaded) = (dir.join("plain.png"), dir.join("shaded.png"));
    generate(&["-o", plain.to_str().unwrap()]);
    generate(&["-o", shaded.to_str().unwrap(), "--colour", "distance"]);
    // On squares the shaded maze is drawn by the shapes' drawing (a pixel more of margin
    // round it than the square exporter's): the same maze, another picture.
    let plain = image::open(&plain).unwrap().to_rgb8();
    let shaded = image::open(&shaded).unwrap().to_rgb8();
    assert_ne!(plain, shaded);
    let colours = |image: &image::RgbImage| image.pixels().map(|p| p.0).collect::<std::collections::HashSet<_>>();
    assert!(colours(&shaded).contains(&[0xc8, 0xf0, 0xdc]), "the start's shade");
    assert!(colours(&shaded).contains(&[0xf8, 0xb0, 0x90]), "the farthest cell's shade");
    assert!(!colours(&plain).contains(&[0xc8, 0xf0, 0xdc]), "no shade without the knob");
    let svg = dir.join("polar.svg");
    let args = ["export", svg.to_str().unwrap(), "--shape", "polar", "--rings", "5", "--colour", "distance"];
    stdout(&args);
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(text.contains("<path fill=\"#c8f0dc\""), "{text}");
}

#[test]
fn knobs_that_do_not_fit_fail_in_one_line() {
    let cases: [(&[&str], &str); 9] = [
        (&["generate", "--straightness", "1.5"], "1.5 is not a number in 0..=1"),
        (&["generate", "--straightness", "0.5", "-a", "kruskal"], "--straightness works with backtracker"),
        (&["generate", "--sparse", "-1"], "-1 is not a number of rounds"),
        (&["generate", "--symmetry", "z"], "possible values: x, y, xy, radial"),
        (&["generate", "--symmetry", "x", "--shape", "hex", "--format", "json"], "not on a hex maze"),
        (&["generate", "--symmetry", "x", "-b", "0.3"], "breaks the symmetry"),
        (&["generate", "--colour", "distance"], "--colour distance shades images"),
        (&["generate", "--sparse", "2", "--style", "micromouse"], "leave them out with --style micromouse"),
        (&["generate", "--sparse", "2", "--shape", "polar", "--format", "ascii"], "draws whole square mazes only"),
    ];
    for (args, expected) in cases {
        assert_one_line_error(&mousemaze(args), args, expected);
    }
}
