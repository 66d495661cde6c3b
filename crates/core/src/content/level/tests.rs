//! Unit tests of the level format: parsing, validation messages with file:line:column,
//! defaults, drawn layouts, and building.

use super::*;
use crate::maze::Algorithm;
use crate::maze::doors::DoorAmount;
use crate::maze::{MazeRng, braid};

fn generated(algorithm: Algorithm, width: u32, height: u32, seed: u64, braid: f64) -> Level {
    Level {
        name: "test".into(),
        maze: MazeSpec::Generated(MazeRecipe { algorithm, width, height, seed, braid, doors: DoorAmount::NONE }),
        start: None,
        cheese: None,
        goal: GoalCells::default(),
        rival: None,
        par_seconds: None,
        doors: Vec::new(),
        fog: false,
    }
}

fn drawn(layout: &str) -> Level {
    Level { maze: MazeSpec::Drawn { layout: layout.into() }, ..generated(Algorithm::Prim, 1, 1, 0, 0.0) }
}

const BOXES: &str = "
    +---+---+---+
    |     S | G |
    +   +---+   +
    |           |
    +---+---+---+";

#[test]
fn a_generated_level_is_the_seeds_maze_braided_with_the_same_stream() {
    for algorithm in Algorithm::ALL {
        let built = generated(algorithm, 11, 7, 5, 0.0).build().unwrap();
        assert_eq!(built.board.maze, algorithm.generate(11, 7, 5).unwrap(), "{algorithm}");
        assert_eq!((built.board.start, built.board.goal), built.board.maze.corners());

        let braided = generated(algorithm, 11, 7, 5, 0.4).build().unwrap().board.maze;
        let mut rng = MazeRng::new(5);
        let mut expected = algorithm.generate_observed(11, 7, &mut rng, |_| {}).unwrap();
        braid(&mut expected, 0.4, &mut rng);
        assert_eq!(braided, expected, "{algorithm}");
        assert!(braided.passage_count() > built.board.maze.passage_count());
        assert_ne!(generated(algorithm, 11, 7, 6, 0.0).build().unwrap().board.maze, built.board.maze);
    }
}

#[test]
fn marks_place_the_ends_and_fields_override_them() {
    let built = drawn(BOXES).build().unwrap();
    assert_eq!((built.board.start, built.board.goal), (Pos::new(1, 0), Pos::new(2, 0)));
    assert_eq!(built.shortest_moves, 5);
    assert_eq!(built.par_seconds, suggested_par(5.0 / 6.5, None));

    let moved = Level { start: Some(Pos::new(0, 1)), ..drawn(BOXES) }.build().unwrap();
    assert_eq!((moved.board.start, moved.board.goal), (Pos::new(0, 1), Pos::new(2, 0)));
    let unmarked = drawn(&BOXES.replace(['S', 'G'], " ")).build().unwrap();
    assert_eq!((unmarked.board.start, unmarked.board.goal), (Pos::new(0, 0), Pos::new(2, 1)));
}

#[test]
fn options_may_be_written_with_or_without_some() {
    let text = |rival: &str, par: &str| {
        format!(
            "(name: \"a\", maze: Generated(algorithm: \"kruskal\", width: 9, height: 5, seed: 3), \
             rival: {rival}, par_seconds: {par}, cheese: (x: 8, y: 0))"
        )
    };
    let bare = Level::from_ron(&text("(kind: \"smeller\", speed: 0.5)", "30"), "a.ron").unwrap();
    let some = Level::from_ron(&text("Some((kind: \"smeller\", speed: 0.5))", "Some(30.0)"), "a.ron").unwrap();
    assert_eq!(bare, some);
    assert_eq!(bare.rival, Some(Rival { kind: RivalKind::Smeller, speed: 0.5 }));
    assert_eq!(bare.par_seconds, Some(30.0));
    assert_eq!(bare.cheese, Some(Pos::new(8, 0)));
    let none = Level::from_ron(&text("None", "None"), "a.ron").unwrap();
    assert_eq!((none.rival, none.par_seconds), (None, None));
}

#[test]
fn levels_written_with_serde_read_back_the_same() {
    let mut level = drawn(BOXES);
    level.rival = Some(Rival { kind: RivalKind::Explorer, speed: 0.75 });
    level.par_seconds = Some(9.0);
    for level in [level, generated(Algorithm::GrowingTree, 12, 4, 77, 0.25)] {
        let text = ron::ser::to_string_pretty(&level, ron::ser::PrettyConfig::default()).unwrap();
        assert_eq!(Level::from_ron(&text, "written.ron").unwrap(), level, "{text}");
    }
}

#[test]
fn levels_made_in_code_are_checked_by_build() {
    let err = drawn(&BOXES.replace("| G |", "| G x")).build().unwrap_err();
    assert_eq!(err.location, None);
    assert!(err.to_string().starts_with("level \"test\": layout line 2, column 13: bad layout: 'x'"), "{err}");

    let cases: [(Level, &str); 6] = [
        (generated(Algorithm::Prim, 0, 5, 1, 0.0), "width 0 is too small to play: allowed 2..=200"),
        (generated(Algorithm::Prim, 5, 5, 1, -0.1), "braid -0.1 is out of range: allowed 0..=1"),
        (
            Level { cheese: Some(Pos::new(0, 0)), ..generated(Algorithm::Prim, 2, 2, 1, 0.0) },
            "the start and the cheese are both in cell (0, 0)",
        ),
        (Level { cheese: Some(Pos::new(3, 0)), ..drawn(BOXES) }, "cheese (3, 0) is outside the 3×2 maze"),
        (drawn(&BOXES.replace("+   +---+   +", "+---+---+---+")), "no path from the start (1, 0) to the cheese (2, 0)"),
        (Level { name: " ".into(), ..drawn(BOXES) }, "the name is empty"),
    ];
    for (level, expected) in cases {
        let err = level.build().unwrap_err().to_string();
        assert!(err.contains(expected), "{err} should say {expected}");
    }
}

#[test]
fn par_and_rivals_must_leave_a_way_to_win() {
    let level = generated(Algorithm::Backtracker, 15, 9, 4, 0.0);
    let built = level.build().unwrap();
    assert!(built.par_seconds >= built.optimal_seconds() * PAR_FACTOR);
    assert!(suggested_par(0.0, None) >= 1.0);
    assert_eq!(suggested_par(2.0, None), 4.0, "13 moves take 2 s, times 1.6 is 3.2 s");
    assert_eq!(suggested_par(2.0, Some(3.7)), 3.5, "no later than the rival");
    assert_eq!(suggested_par(2.0, Some(2.2)), 2.0, "and never under the fastest run");
    assert_eq!(suggested_par(2.0, Some(9.0)), 4.0);

    let too_fast = Level { par_seconds: Some(built.optimal_seconds() * 0.9), ..level.clone() };
    assert!(too_fast.build().unwrap_err().message.starts_with("par_seconds"));
    let just_enough = Level { par_seconds: Some(built.optimal_seconds()), ..level.clone() };
    assert!(just_enough.build().is_ok());

    let rival = |kind, speed| Level { rival: Some(Rival { kind, speed }), ..level.clone() };
    let sprinter = rival(RivalKind::Sprinter, 1.0).build().unwrap_err();
    assert!(sprinter.message.contains("nobody can beat it"), "{sprinter}");
    let slow = rival(RivalKind::Sprinter, 0.9).build().unwrap();
    assert_eq!(slow.rival_moves, Some(built.shortest_moves));
    assert!(slow.rival_seconds().unwrap() > slow.optimal_seconds());
    assert!(slow.par_seconds <= slow.rival_seconds().unwrap() && slow.par_seconds >= slow.optimal_seconds());
    for speed in [0.0, -1.0, 2.5] {
        let err = rival(RivalKind::Explorer, speed).build().unwrap_err();
        assert!(err.message.contains("out of range: allowed above 0 up to 2"), "{err}");
    }
    for speed in [f32::NAN, f32::INFINITY] {
        let err = rival(RivalKind::Explorer, speed).build().unwrap_err();
        assert!(err.message.ends_with("is not a number"), "{err}");
    }
}

#[test]
fn a_layout_written_with_escapes_is_placed_by_its_line_inside() {
    let text = "(name: \"a\",\n maze: Drawn(layout: \"+---+\\n| x |\\n+---+\"))";
    let err = Level::from_ron(text, "e.ron").unwrap_err();
    assert_eq!(err.location, Some(Location { line: 2, column: 22 }), "{err}");
    assert!(err.message.starts_with("layout line 2, column 3: bad layout: 'x'"), "{err}");
}

#[test]
fn a_file_that_is_not_text_says_where_it_stops_being_text() {
    let path = std::env::temp_dir().join(format!("mousemaze-binary-level-{}.ron", std::process::id()));
    std::fs::write(&path, b"(\n  name: \"a\xff\",").unwrap();
    let err = Level::load(&path).unwrap_err();
    std::fs::remove_file(&path).unwrap();
    assert_eq!(err.location, Some(Location { line: 2, column: 11 }));
    assert!(err.message.starts_with("not UTF-8 text"), "{err}");
}

/// The level `BASE` of the format tests with `field: value` added at the end (line 3).
fn with_field(field: &str) -> String {
    format!("(name: \"a\",\n maze: Generated(algorithm: \"prim\", width: 8, height: 6, seed: 3),\n {field},\n)")
}

#[test]
fn every_size_range_and_string_is_limited_where_levels_are_checked() {
    let long_name = format!("(name: \"{}\", maze: Drawn(layout: \"{BOXES}\"))", "n".repeat(1_000_000));
    let err = Level::from_ron(&long_name, "n.ron").unwrap_err();
    assert_eq!(err.to_string(), "n.ron:1:8: the name is 1000000 characters long: allowed up to 48");
    let sized = |width: u32, height: u32| {
        with_field("").replace("width: 8, height: 6", &format!("width: {width}, height: {height}"))
    };
    let cases = [
        (sized(201, 6), "t.ron:2:44: width 201 is too big to play: allowed 2..=200"),
        (sized(8, 1), "t.ron:2:55: height 1 is too small to play: allowed 2..=200"),
        (sized(60_000, 60_000), "t.ron:2:44: width 60000 is too big to play: allowed 2..=200"),
        (
            with_field("par_seconds: NaN"),
            "t.ron:3:15: par_seconds NaN is not a number: give the time to beat in seconds",
        ),
        (with_field("par_seconds: inf"), "t.ron:3:15: par_seconds inf is not a number"),
        (with_field("par_seconds: 1e9"), "t.ron:3:15: par_seconds 1000000000 is too long: allowed up to 86400 (a day)"),
        (with_field("rival: (kind: \"sprinter\", speed: NaN)"), "t.ron:3:35: rival speed NaN is not a number"),
    ];
    for (text, expected) in cases {
        let err = Level::from_ron(&text.replace("\n ,\n", "\n"), "t.ron").unwrap_err().to_string();
        assert!(err.starts_with(expected), "got      {err}\nexpected {expected}");
    }
    let flat = "+---+---+\n| S   G |\n+---+---+";
    let err = drawn(flat).build().unwrap_err().to_string();
    assert!(err.contains("the drawn maze's height 1 is too small to play: allowed 2..=200"), "{err}");
    let name_at_limit = Level { name: "é".repeat(MAX_NAME_CHARS), ..drawn(BOXES) };
    assert!(name_at_limit.build().is_ok());
}

#[test]
fn errors_quote_at_most_an_excerpt_and_escape_control_characters() {
    let huge = "x".repeat(5_000_000);
    for text in [
        with_field("par: 1").replace("par", &huge),
        with_field("rival: (kind: \"sprinter\", speed: 0.5)").replace("sprinter", &huge),
        with_field("").replace("prim", &huge),
        format!("(name: \"a\", maze: Drawn(layout: \"+{huge}\"))"),
    ] {
        let err = Level::from_ron(&text.replace("\n ,\n", "\n"), "t.ron").unwrap_err().to_string();
        assert!(err.len() < 600, "{} bytes: {}", err.len(), &err[..600]);
    }
    let err = Level::from_ron("(name: \"a\", maze: Drawn(layout: \"+--\\u{1b}[2J\"))", "\u{1b}]0;t\n.ron").unwrap_err();
    let shown = err.to_string();
    assert!(!shown.contains('\u{1b}') && !shown.contains('\n'), "{shown:?}");
    assert!(shown.starts_with("\\u{1b}]0;t\\n.ron:1:"), "{shown}");
}

#[test]
fn a_suggested_par_over_a_day_is_refused_and_a_door_over_a_minute_too() {
    use crate::maze::doors::{Door, MAX_PERIOD};
    use crate::maze::{Dir, Maze};
    // A winding corridor six rows of 200 cells long, a door on every east passage, each open
    // one tick in a minute: the fastest run waits almost a minute at each of ~1200 doors.
    let (width, height) = (200, 6);
    let mut maze = Maze::new(width, height).unwrap();
    let mut doors = Vec::new();
    for y in 0..height {
        for x in 0..width - 1 {
            maze.carve(Pos::new(x, y), Dir::E);
            doors.push(Door { at: Pos::new(x, y), side: Dir::E, period: MAX_PERIOD, open: 1, phase: 0 });
        }
        if y + 1 < height {
            maze.carve(Pos::new(if y % 2 == 0 { width - 1 } else { 0 }, y), Dir::S);
        }
    }
    let layout = crate::maze::export::ascii::render(&maze, None);
    let level = Level { doors: doors.clone(), ..drawn(&layout) };
    let err = level.build().unwrap_err().to_string();
    assert!(err.contains("the suggested par is") && err.contains("over a day (allowed up to 86400 s)"), "{err}");
    let few = Level { doors: doors[..100].to_vec(), ..drawn(&layout) }.build().unwrap();
    assert!(few.par_seconds <= MAX_PAR_SECONDS, "{}", few.par_seconds);
    let huge = Door { period: u32::MAX, ..doors[0] };
    let err = Level { doors: vec![huge], ..drawn(&layout) }.build().unwrap_err().to_string();
    assert!(err.contains("door 1: a door's period is 4294967295 ticks: allowed 2..=7800"), "{err}");
}
