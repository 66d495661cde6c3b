//! Drawn shaped levels (`DrawnShape(…)`): every shape's generated maze written out and read
//! back the same, and each error of the format at its place in the file.

use super::drawn_shape::{DrawnShapeSpec, forward_slots};
use super::shaped::BuiltShaped;
use super::{Built, Level, MazeSpec};

const SHAPES: [&str; 8] = [
    "Hex(width: 9, height: 7)",
    "Hexagon(radius: 5)",
    "Triangle(width: 15, height: 8)",
    "Polar(rings: 6)",
    "Upsilon(width: 9, height: 7)",
    "Zeta(width: 9, height: 7)",
    "Torus(width: 9, height: 7)",
    "Floors(width: 6, height: 5, floors: 3)",
];

fn built(text: &str) -> BuiltShaped {
    match Level::from_ron(text, "d.ron").unwrap().build_any().unwrap() {
        Built::Shaped(built) => built,
        Built::Square(_) => panic!("a shaped level"),
    }
}

fn drawn_level(shape: &str, ends: &str, passages: &str) -> String {
    format!(
        "(\n    name: \"Drawn\",\n    maze: DrawnShape(shape: {shape}{ends}, passages: \"{passages}\"),\n    rival: \
         Some((kind: \"explorer\", speed: 0.3)),\n)"
    )
}

#[test]
fn every_shapes_generated_maze_reads_back_the_same_when_drawn() {
    for shape in SHAPES {
        let generated =
            format!("(name: \"G\", maze: Shaped(shape: {shape}, algorithm: \"backtracker\", seed: 7, braid: 0.2))");
        let made = built(&generated);
        assert!(made.drawn.is_none(), "{shape}: generated");
        let (start, cheese) = made.ends();
        let spec = DrawnShapeSpec::of(&made.maze, start, cheese).unwrap();
        assert_eq!((spec.start, spec.cheese), (None, None), "{shape}: the default ends are left out");
        let graph = made.maze.graph();
        let digits = spec.passages.split_whitespace().count();
        let two = (0..graph.len() as u32).filter(|&cell| forward_slots(graph, cell).count() > 4).count();
        assert_eq!(digits, graph.len() + two, "{shape}: a digit a cell, two for more than four forward slots");
        let drawn = built(&drawn_level(shape, "", &spec.passages));
        assert_eq!(drawn.maze, made.maze, "{shape}");
        assert_eq!(drawn.shortest_moves, made.shortest_moves, "{shape}");
        assert_eq!(drawn.ends(), (start, cheese), "{shape}");
        let kept = drawn.drawn.as_ref().expect("a drawn maze");
        assert_eq!((&kept.maze, kept.start, kept.cheese), (&made.maze, start, cheese));
        assert!(drawn.summary().contains(" drawn, shortest "), "{}", drawn.summary());
        // Upper-case digits and any spacing read the same; serde writes it back too.
        let squeezed: String = spec.passages.split_whitespace().collect::<String>().to_uppercase();
        assert_eq!(built(&drawn_level(shape, "", &squeezed)).maze, made.maze, "{shape}: spacing is free");
        let level = Level::from_ron(&drawn_level(shape, "", &spec.passages), "d.ron").unwrap();
        assert!(matches!(level.maze, MazeSpec::DrawnShape(_)) && level.is_shaped());
        let written = ron::to_string(&level).unwrap();
        assert_eq!(Level::from_ron(&written, "again.ron").unwrap(), level, "{written}");
    }
}

/// `line:column` (1-based) of the first `needle` in `text`, plus `shift` characters.
fn at(text: &str, needle: &str, shift: usize) -> String {
    let offset = text.find(needle).unwrap_or_else(|| panic!("{needle} in {text}")) + shift;
    let before = &text[..offset];
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    format!("{}:{}", before.matches('\n').count() + 1, before[line_start..].chars().count() + 1)
}

const TWO_ROWS: &str = "\n        1 1 1\n        1 1 0\n    ";

fn error(text: &str) -> String {
    Level::from_ron(text, "d.ron").unwrap_err().to_string()
}

#[test]
fn each_error_says_where_it_is_in_the_file() {
    let hex = "Hex(width: 3, height: 2)";
    let good = drawn_level(hex, "", TWO_ROWS);
    assert_eq!(built(&good).shortest_moves, 3);
    let cases = [
        // A bad digit in the middle of the second row, at its own line and column.
        (drawn_level(hex, "", &TWO_ROWS.replace("1 1 0", "1 g 0")), "1 g 0", 2, "'g' is not a hex digit"),
        // Cell 5 (the last) has no higher neighbour: its digit can only be 0.
        (
            drawn_level(hex, "", &TWO_ROWS.replace("1 1 0", "1 1 1")),
            "1 1 1\n    \"",
            4,
            "'1' opens a passage cell 5 does not have",
        ),
        // Cell 0 has two forward slots (E, SE): 4 asks for a third.
        (drawn_level(hex, "", &TWO_ROWS.replacen("1 1 1", "4 1 1", 1)), "4 1 1", 0, "'4' opens a passage cell 0"),
        (
            drawn_level(hex, "", &TWO_ROWS.replace("1 1 0", "1 1")),
            "passages: \"",
            10,
            "a 3x2 hex maze has 6 cells: found 5 digits",
        ),
        (drawn_level(hex, "", &TWO_ROWS.replace("1 1 0", "1 1 0 0")), "1 1 0 0", 6, "has 6 cells: found 7 digits"),
        (drawn_level(hex, ", start: 6", TWO_ROWS), "start: 6", 7, "start 6 is outside the maze: its cells are 0..=5"),
        (drawn_level(hex, ", cheese: 0", TWO_ROWS), "cheese: 0", 8, "the start and the cheese are both in cell 0"),
        (
            drawn_level(hex, "", &TWO_ROWS.replace('1', "0")),
            "passages: \"",
            10,
            "no path from the start (cell 0) to the cheese (cell 5)",
        ),
        (
            drawn_level(hex, ", start: 1", &TWO_ROWS.replace("1 1 1", "0 1 0")),
            "passages: \"",
            10,
            "(cell 1) to the cheese (cell 5)",
        ),
        (
            drawn_level("Weave(width: 3, height: 2, percent: 50)", "", TWO_ROWS),
            "Weave",
            0,
            "a drawn maze has no tunnels",
        ),
        (drawn_level("Hexagon(radius: 1)", "", TWO_ROWS), "radius: 1", 8, "radius 1 is out of range to play"),
        (
            good.replace("\n)", "\n    doors: [(at: (x: 1, y: 0), side: E, period: 455, open: 195, phase: 0)],\n)"),
            "doors: [",
            7,
            "doors is for square mazes",
        ),
    ];
    for (text, needle, shift, message) in cases {
        let err = error(&text);
        let place = format!("d.ron:{}: ", at(&text, needle, shift));
        assert!(err.starts_with(&place) && err.contains(message), "{place}{message}\n{err}\n{text}");
    }
    // Ends given: the race runs along the second row.
    let second_row = built(&drawn_level(hex, ", start: 3, cheese: 4", TWO_ROWS));
    assert_eq!((second_row.ends(), second_row.shortest_moves), ((3, 4), 1));
}

#[test]
fn the_validator_times_a_drawn_rival_and_par_as_any_shaped_levels() {
    let hex = "Hex(width: 3, height: 2)";
    let fast = drawn_level(hex, "", TWO_ROWS).replace("0.3", "1.5");
    assert!(error(&fast).contains("reaches the cheese in"), "a rival faster than the player: {}", error(&fast));
    let par = drawn_level(hex, "", TWO_ROWS).replace("\n)", "\n    par_seconds: 0.01,\n    fog: true,\n)");
    assert!(error(&par).contains("par"), "{}", error(&par));
    let foggy = built(&drawn_level(hex, "", TWO_ROWS).replace("\n)", "\n    fog: true,\n)"));
    assert!(foggy.fog && foggy.rival_ticks.unwrap() >= foggy.fastest_ticks);
}
