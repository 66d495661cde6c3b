//! `generate --shape hex|triangle|polar` (and masks) end to end, through `--format json`:
//! for every shape and every generator that works on it, passages join neighbours only, the
//! neighbours are symmetric, every cell is reached, a perfect maze has cells − 1 passages
//! (a braided one fewer dead ends), and `--solve`'s route is a shortest path along passages.
//! PNG and SVG draw every shape (and its doors), `--doors` lists the doors in the JSON, and
//! `export` takes every shape option `generate` takes; square-only generators and bad sizes
//! fail in one line.

use std::collections::{HashSet, VecDeque};

use mousemaze::maze::shape::generate::ON_EVERY_SHAPE;
use serde::Deserialize;

use super::cli::{assert_one_line_error, mousemaze, stdout};
use super::cli_files::folder;

/// What `--format json` writes.
#[derive(Deserialize)]
pub(super) struct Json {
    pub shape: String,
    pub cells: usize,
    pub neighbours: Vec<Vec<usize>>,
    pub passages: Vec<[usize; 2]>,
    pub start: usize,
    pub goal: usize,
    pub route: Option<Vec<usize>>,
    /// Only with `--doors`.
    doors: Option<Vec<JsonDoor>>,
    /// Only with `--wrap`: `x`, `y` or `xy`.
    pub wrap: Option<String>,
    /// Only with `--floors`: each cell's floor.
    pub floor: Option<Vec<u32>>,
}

/// A door in the JSON: the cells of its passage, lower first, and its timing in ticks.
#[derive(Debug, Deserialize, PartialEq)]
struct JsonDoor {
    cells: [usize; 2],
    period: u32,
    open: u32,
    phase: u32,
}

const SHAPES: [&[&str]; 4] = [
    &["--shape", "hex", "-W", "14", "-H", "9"],
    &["--shape", "hex", "--radius", "6"],
    &["--shape", "triangle", "-W", "17", "-H", "8"],
    &["--shape", "polar", "--rings", "7"],
];

pub(super) fn json(args: &[&str]) -> Json {
    let mut all = vec!["generate", "--format", "json"];
    all.extend_from_slice(args);
    serde_json::from_str(&stdout(&all)).unwrap_or_else(|e| panic!("{all:?}: {e}"))
}

/// Steps from `start` to every cell along passages (None where unreached).
pub(super) fn distances(maze: &Json, start: usize) -> Vec<Option<usize>> {
    let mut open = vec![Vec::new(); maze.cells];
    for &[a, b] in &maze.passages {
        open[a].push(b);
        open[b].push(a);
    }
    let mut steps = vec![None; maze.cells];
    steps[start] = Some(0);
    let mut queue = VecDeque::from([start]);
    while let Some(cell) = queue.pop_front() {
        for &n in &open[cell] {
            if steps[n].is_none() {
                steps[n] = Some(steps[cell].unwrap() + 1);
                queue.push_back(n);
            }
        }
    }
    steps
}

/// Every invariant of a connected maze with a shortest route; the dead-end count.
pub(super) fn check(maze: &Json, what: &str) -> usize {
    assert_eq!(maze.neighbours.len(), maze.cells, "{what}");
    for (cell, list) in maze.neighbours.iter().enumerate() {
        for &n in list {
            assert!(maze.neighbours[n].contains(&cell), "{what}: {cell} -> {n} is one way");
        }
    }
    let mut seen = HashSet::new();
    for &[a, b] in &maze.passages {
        assert!(a < b && maze.neighbours[a].contains(&b), "{what}: passage {a}-{b} between non-neighbours");
        assert!(seen.insert((a, b)), "{what}: passage {a}-{b} twice");
    }
    let steps = distances(maze, maze.start);
    assert!(steps.iter().all(Option::is_some), "{what}: a cell is cut off");
    let route = maze.route.as_ref().expect("--solve gives a route");
    assert_eq!((route[0], route[route.len() - 1]), (maze.start, maze.goal), "{what}");
    for pair in route.windows(2) {
        let (a, b) = (pair[0].min(pair[1]), pair[0].max(pair[1]));
        assert!(seen.contains(&(a, b)), "{what}: the route crosses a wall at {a}-{b}");
    }
    assert_eq!(route.len() - 1, steps[maze.goal].unwrap(), "{what}: the route is not a shortest one");
    let mut degree = vec![0; maze.cells];
    for &[a, b] in &maze.passages {
        degree[a] += 1;
        degree[b] += 1;
    }
    degree.iter().filter(|&&d| d == 1).count()
}

#[test]
fn every_shape_and_generator_makes_a_perfect_maze_and_a_shortest_route() {
    for shape in SHAPES {
        for algorithm in ON_EVERY_SHAPE {
            let mut args = shape.to_vec();
            args.extend(["--algorithm", algorithm.name(), "--seed", "11", "--solve"]);
            let maze = json(&args);
            let what = format!("{args:?}");
            assert_eq!(maze.shape, shape[1], "{what}");
            check(&maze, &what);
            assert_eq!(maze.passages.len(), maze.cells - 1, "{what}: a perfect maze is a spanning tree");
            let mut braided = args.clone();
            braided.extend(["--braid", "0.8"]);
            let braided_maze = json(&braided);
            let (perfect_ends, braided_ends) = (check(&maze, &what), check(&braided_maze, &what));
            assert!(braided_ends < perfect_ends, "{what}: --braid 0.8 left {braided_ends} of {perfect_ends} dead ends");
            assert!(braided_maze.passages.len() > maze.passages.len(), "{what}");
        }
    }
}

#[test]
fn shapes_have_their_neighbours_and_sizes() {
    let hex = json(&["--shape", "hex", "-W", "6", "-H", "5", "--seed", "1", "--solve"]);
    assert_eq!(hex.cells, 30);
    assert_eq!(hex.neighbours.iter().filter(|n| n.len() == 6).count(), 4 * 3, "the interior hexes have six");
    let hexagon = json(&["--shape", "hex", "--radius", "4", "--seed", "1", "--solve"]);
    assert_eq!(hexagon.cells, 37);
    let triangle = json(&["--shape", "triangle", "-W", "8", "-H", "4", "--seed", "1", "--solve"]);
    assert!(triangle.neighbours.iter().all(|n| (1..=3).contains(&n.len())));
    assert_eq!(triangle.neighbours.iter().filter(|n| n.len() == 3).count(), 6 * 2 + 6, "inner rows and edges");
    let polar = json(&["--shape", "polar", "--rings", "4", "--seed", "1", "--solve"]);
    assert_eq!(polar.cells, 1 + 6 + 12 + 24);
    assert_eq!(polar.neighbours[0].len(), 6, "the centre touches the first ring");
}

#[test]
fn the_square_grid_and_masks_write_json_too() {
    let square = json(&["-W", "7", "-H", "5", "--seed", "3", "--solve"]);
    assert_eq!((square.shape.as_str(), square.cells, square.passages.len()), ("square", 35, 34));
    check(&square, "square");
    let dir = folder("shape-masks");
    let mask = dir.join("heart.txt");
    std::fs::write(&mask, ".##.##.\n#######\n.#####.\n..###..\n...#...\n").unwrap();
    for shape in ["square", "hex"] {
        let maze = json(&["--shape", shape, "--mask", mask.to_str().unwrap(), "--seed", "2", "--solve"]);
        assert_eq!(maze.cells, 4 + 7 + 5 + 3 + 1, "{shape}");
        check(&maze, shape);
        assert_eq!(maze.passages.len(), maze.cells - 1, "{shape}");
    }
    // Two pieces that touch only at a corner join on hexes, not on squares.
    let apart = dir.join("apart.txt");
    std::fs::write(&apart, "##..\n..##\n").unwrap();
    let args = ["generate", "--format", "json", "--mask", apart.to_str().unwrap(), "--seed", "1"];
    assert_one_line_error(&mousemaze(&args), &args, "2 separate pieces");
}

#[test]
fn images_draw_every_shape() {
    let dir = folder("shape-images");
    for shape in SHAPES {
        let png = dir.join("maze.png");
        let mut args = vec!["generate", "--seed", "4", "--solve", "-o", png.to_str().unwrap()];
        args.extend_from_slice(shape);
        stdout(&args);
        let image = image::open(&png).unwrap().to_rgb8();
        let ink = image.pixels().filter(|p| p.0.iter().all(|&c| c < 80)).count();
        assert!(ink * 20 > image.len() / 3, "{args:?}: walls drawn ({ink} dark pixels)");
        let svg = dir.join("maze.svg");
        args[5] = svg.to_str().unwrap();
        stdout(&args);
        let text = std::fs::read_to_string(&svg).unwrap();
        assert!(text.starts_with("<svg") && text.contains("<polyline"), "{args:?}");
        assert_eq!(text.contains('A'), shape[1] == "polar", "{args:?}: arcs on a polar maze only");
    }
}

#[test]
fn doors_on_every_shape_are_listed_in_the_json_and_drawn_in_the_images() {
    let dir = folder("shape-doors");
    for shape in SHAPES.iter().copied().chain([&["-W", "9", "-H", "7"][..]]) {
        let mut args = vec!["--seed", "5", "--doors", "4"];
        args.extend_from_slice(shape);
        let maze = json(&args);
        let doors = maze.doors.as_ref().expect("a list of doors");
        assert_eq!(doors.len(), 4, "{shape:?}");
        for door in doors {
            assert!(maze.passages.contains(&door.cells), "{shape:?}: {door:?} on a passage");
            assert!((260..=650).contains(&door.period) && door.open < door.period && door.phase < door.period);
        }
        assert_eq!(json(&args).doors.as_ref(), Some(doors), "{shape:?}: the same seed, the same doors");
        let plain = json(&args[..2].iter().chain(&args[4..]).copied().collect::<Vec<_>>());
        assert_eq!((plain.passages, plain.doors), (maze.passages, None), "{shape:?}: doors leave the maze alone");
        let png = dir.join("doors.png");
        let mut drawn = vec!["generate", "-o", png.to_str().unwrap()];
        drawn.extend_from_slice(&args);
        stdout(&drawn);
        let image = image::open(&png).unwrap().to_rgb8();
        let amber = image.pixels().filter(|p| p.0 == [0xe8, 0x8a, 0x0c]).count();
        assert!(amber >= 4, "{drawn:?}: the doors drawn ({amber} pixels in the door colour)");
    }
}

#[test]
fn export_takes_every_shape_option_generate_takes() {
    let dir = folder("shape-export");
    let mask = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/mouse-mask.txt");
    let masked: &[&str] = &["--shape", "hex", "--mask", mask];
    for shape in SHAPES.iter().chain([&masked]) {
        for ext in ["png", "svg", "json"] {
            let (generated, exported) = (dir.join(format!("g.{ext}")), dir.join(format!("e.{ext}")));
            let mut generate = vec!["generate", "--seed", "6", "--solve", "-o", generated.to_str().unwrap()];
            generate.extend_from_slice(shape);
            stdout(&generate);
            let mut export = vec!["export", exported.to_str().unwrap(), "--seed", "6", "--solve"];
            export.extend_from_slice(shape);
            stdout(&export);
            let bytes = std::fs::read(&exported).unwrap();
            assert!(bytes.len() > 100, "{export:?}");
            assert_eq!(std::fs::read(&generated).unwrap(), bytes, "{export:?}: the same maze as {generate:?}");
        }
    }
    let maz = dir.join("hex.maz");
    let args = ["export", maz.to_str().unwrap(), "--shape", "hex"];
    assert_one_line_error(&mousemaze(&args), &args, ".maz draws whole square mazes only");
    let args = ["export", "maze.png", "--rings", "4"];
    assert_one_line_error(&mousemaze(&args), &args, "add --shape polar");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn wrong_combinations_fail_in_one_line() {
    let cases: [(&[&str], &str); 18] = [
        (
            &["generate", "--shape", "polar", "--format", "json", "-a", "sidewinder"],
            "works on whole square and hex grids only",
        ),
        (
            &["generate", "--shape", "polar", "--format", "json", "--solve", "--solver", "wall-follower-left"],
            "square mazes only",
        ),
        (&["generate", "--shape", "triangle"], "for this maze write --format json, png or svg"),
        (&["generate", "--shape", "polar", "-W", "5", "--format", "json"], "sized by --rings"),
        (&["generate", "--radius", "4", "--format", "json"], "add --shape hex"),
        (
            &["generate", "--shape", "hex", "--radius", "0", "--format", "json"],
            "radius 0 is out of range: allowed 1..=8000",
        ),
        (&["generate", "--shape", "triangle", "--mask", "m.txt", "--format", "json"], "masks work on square and hex"),
        (
            &["generate", "--shape", "hex", "-W", "3", "-H", "2", "--seed", "1", "--doors", "50", "--format", "json"],
            "--doors: 50 doors asked, but this maze has",
        ),
        (&["play", "--shape", "polar", "-W", "5"], "sized by --rings"),
        (&["play", "--shape", "hex", "--mask", "m.txt"], "leave out --mask"),
        (&["play", "--shape", "hex", "--difficulty", "easy"], "leave out --level, --maze"),
        (&["play", "--shape", "hex", "-W", "5", "-H", "4", "--doors", "500"], "doors"),
        (&["play", "--shape", "hex", "--bot", "floodfill"], "on square mazes only: try tremaux"),
        (&["play", "--shape", "triangle", "-a", "eller"], "works on whole square grids only"),
        (&["play", "--shape", "polar", "--rings", "41"], "--rings 41 is out of range to play: allowed 2..=40"),
        // One cell is no maze to play (the mouse started on the cheese): refused as levels are.
        (&["play", "--shape", "polar", "--rings", "1"], "--rings 1 is out of range to play: allowed 2..=40"),
        (&["play", "--shape", "hex", "--radius", "1"], "--radius 1 is out of range to play: allowed 2..=40"),
        // -W and -H size the hexes played (they were once left at 15×11).
        (&["play", "--shape", "hex", "-W", "300", "-H", "9"], "width 300 is too big to play: allowed 2..=200"),
    ];
    for (args, expected) in cases {
        assert_one_line_error(&mousemaze(args), args, expected);
    }
}
