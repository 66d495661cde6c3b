//! Issue 57's kinds end to end: `--shape upsilon`, `--floors N` and `--wrap x|y|xy` through
//! `generate` and `export`: JSON a reader can follow (upsilon's eight ways, each cell's floor
//! with a route that climbs, the wrap named and passages across the edges), PNG and SVG drawn,
//! and every refusal one line that says what is allowed.

use super::cli::{assert_one_line_error, mousemaze, stdout};
use super::cli_files::folder;
use super::shapes::{Json, check, json};

const KINDS: [&[&str]; 4] = [
    &["--shape", "upsilon", "-W", "11", "-H", "8"],
    &["--floors", "3", "-W", "7", "-H", "5"],
    &["--wrap", "xy", "-W", "10", "-H", "7"],
    &["--wrap", "x", "-W", "6", "-H", "4"],
];

/// The cell's column and row in a grid `width` wide.
fn at(cell: usize, width: usize) -> (usize, usize) {
    (cell % width, cell / width)
}

#[test]
fn every_kind_and_generator_makes_a_perfect_maze_with_a_shortest_route() {
    for kind in KINDS {
        for algorithm in ["backtracker", "wilson", "kruskal", "origin-shift"] {
            let mut args = vec!["--solve", "--seed", "3", "-a", algorithm];
            args.extend_from_slice(kind);
            let maze = json(&args);
            let what = format!("{args:?}");
            check(&maze, &what);
            assert_eq!(maze.passages.len(), maze.cells - 1, "{what}");
        }
    }
}

#[test]
fn upsilon_json_has_octagons_of_eight_ways_between_squares_of_four() {
    let maze = json(&["--shape", "upsilon", "-W", "11", "-H", "8", "--seed", "1"]);
    assert_eq!((maze.shape.as_str(), maze.cells), ("upsilon", 88));
    for (cell, ways) in maze.neighbours.iter().enumerate() {
        let (x, y) = at(cell, 11);
        let octagon = (x + y) % 2 == 0;
        let inside = x > 0 && y > 0 && x < 10 && y < 7;
        let expected = match (octagon, inside) {
            (true, true) => 8,
            (false, true) => 4,
            _ => ways.len(),
        };
        assert_eq!(ways.len(), expected, "cell {cell}");
        assert!(ways.len() <= if octagon { 8 } else { 4 }, "cell {cell}");
    }
}

#[test]
fn floors_json_says_each_cells_floor_and_the_route_climbs_from_the_first_to_the_top() {
    let maze = json(&["--floors", "4", "-W", "6", "-H", "5", "--seed", "2", "--solve"]);
    let floor = maze.floor.as_ref().expect("a floor for each cell");
    assert_eq!((maze.shape.as_str(), maze.cells, floor.len()), ("floors", 120, 120));
    assert_eq!((floor[maze.start], floor[maze.goal]), (0, 3), "floor 0 to the top floor");
    let stairs = maze.passages.iter().filter(|&&[a, b]| floor[a] != floor[b]).count();
    assert!(stairs >= 3, "{stairs} stairs join four floors");
    let route = maze.route.as_ref().unwrap();
    let climbs = route.windows(2).filter(|p| floor[p[1]] > floor[p[0]]).count();
    assert!(climbs >= 3, "the route climbs: {climbs}");
    assert!(route.windows(2).all(|p| floor[p[0]].abs_diff(floor[p[1]]) <= 1));
}

#[test]
fn wrapped_json_names_the_wrap_and_has_passages_across_the_edges() {
    let plain = json(&["-W", "10", "-H", "7", "--seed", "4"]);
    assert_eq!(plain.wrap, None, "a plain maze says nothing of wrapping");
    for (wrap, goal) in [("xy", 3 * 10 + 5), ("x", 6 * 10 + 5), ("y", 3 * 10 + 9)] {
        let maze: Json = json(&["--wrap", wrap, "-W", "10", "-H", "7", "--seed", "4", "-b", "0.5"]);
        assert_eq!((maze.shape.as_str(), maze.wrap.as_deref()), ("square", Some(wrap)));
        assert_eq!((maze.start, maze.goal), (0, goal), "--wrap {wrap}: to the cell farthest round");
        let across = |&&[a, b]: &&[usize; 2]| {
            let ((ax, ay), (bx, by)) = (at(a, 10), at(b, 10));
            ax.abs_diff(bx) == 9 || ay.abs_diff(by) == 6
        };
        let crossing = maze.passages.iter().filter(across).count();
        assert!(crossing > 0, "--wrap {wrap}: no passage across an edge");
        assert!(maze.neighbours.iter().all(|n| n.len() == 4) || wrap != "xy", "a torus has no edge");
    }
}

#[test]
fn images_draw_every_kind() {
    let dir = folder("kind-images");
    for kind in KINDS {
        for name in ["maze.png", "maze.svg"] {
            let file = dir.join(name);
            let mut args = vec!["export", file.to_str().unwrap(), "--seed", "4", "--solve"];
            args.extend_from_slice(kind);
            stdout(&args);
            if name.ends_with("png") {
                let image = image::open(&file).unwrap().to_rgb8();
                let ink = image.pixels().filter(|p| p.0.iter().all(|&c| c < 80)).count();
                assert!(ink * 20 > image.len() / 3, "{args:?}: walls drawn ({ink} dark pixels)");
            } else {
                let text = std::fs::read_to_string(&file).unwrap();
                assert!(text.starts_with("<svg") && text.contains("<polyline"), "{args:?}");
                // Stairs are marked with filled triangles, on floors alone.
                assert_eq!(text.contains("Z\"/>"), kind[0] == "--floors", "{args:?}");
            }
        }
    }
}

#[test]
fn kinds_refuse_what_they_cannot_do_in_one_line() {
    // Other than plain squares, `generate` writes JSON, PNG or SVG: JSON here.
    let cases: [(&[&str], &str); 13] = [
        (&["generate", "-f", "json", "--floors", "1"], "floors 1 is out of range: allowed 2..=256"),
        (&["generate", "-f", "json", "--floors", "300"], "allowed 2..=256"),
        (&["generate", "-f", "json", "--floors", "3", "--shape", "hex"], "--floors stacks square grids, not hex"),
        (
            &["generate", "-f", "json", "--wrap", "xy", "--shape", "polar"],
            "--wrap joins the edges of square grids, not polar",
        ),
        (&["generate", "--wrap", "z"], "allowed x, y or xy"),
        (&["generate", "-f", "json", "--wrap", "x", "-W", "2"], "wrapping x needs a width of at least 3"),
        (&["generate", "-f", "json", "--floors", "2", "--wrap", "x"], "--floors and --wrap do not go together"),
        (
            &["generate", "-f", "json", "--shape", "upsilon", "-a", "eller"],
            "not on an upsilon maze: allowed there backtracker",
        ),
        (&["generate", "-f", "json", "--wrap", "xy", "-a", "sidewinder"], "not on a wrapped square maze"),
        (&["generate", "-f", "json", "--mask", "no-such-mask.txt", "--floors", "2"], "leave out --floors and --wrap"),
        (&["bot", "tremaux", "--floors", "1"], "floors 1 is out of range: allowed 2..=256"),
        (&["bot", "tremaux", "--wrap", "y", "-H", "2"], "wrapping y needs a height of at least 3"),
        (&["bot", "tremaux", "--shape", "upsilon", "-a", "eller"], "not on an upsilon maze: allowed there backtracker"),
    ];
    for (args, expected) in cases {
        assert_one_line_error(&mousemaze(args), args, expected);
    }
    let ascii = ["generate", "--shape", "upsilon", "--format", "ascii"];
    assert_one_line_error(&mousemaze(&ascii), &ascii, "write --format json, png or svg");
}
