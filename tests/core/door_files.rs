//! Doors outside the solver: placed from a recipe's seed (pinned by a golden hash), written
//! and read back in ASCII, drawn in images, listed in level files (with errors that point at
//! the door), and through the CLI (`generate --doors`, `solve`, `--stats`).

use mousemaze::content::level::Level;
use mousemaze::maze::doors::{DoorAmount, Doors, place_doors};
use mousemaze::maze::export::{Marks, Style, ascii, png::Png};
use mousemaze::maze::recipe::MazeRecipe;
use mousemaze::maze::solve::earliest::earliest_arrival;
use mousemaze::maze::{Algorithm, Dir, Solver};

/// FNV-1a over every door's place and timing, in passage order ([`Doors::fingerprint`]).
pub fn doors_hash(doors: &Doors) -> u64 {
    doors.fingerprint()
}

#[test]
fn a_recipes_doors_are_pinned_and_leave_the_maze_unchanged() {
    let plain = MazeRecipe { algorithm: Algorithm::Backtracker, width: 20, height: 10, seed: 1, ..Default::default() };
    let recipe = MazeRecipe { doors: DoorAmount::Count(6), ..plain };
    let (maze, doors) = recipe.build_with_doors().unwrap();
    assert_eq!(maze, plain.build().unwrap(), "doors come from their own stream");
    assert_eq!(doors.len(), 6);
    assert_eq!(doors_hash(&doors), 0x96924b6ab6e253f5, "golden: the doors of 20x10 backtracker seed 1");
    let shared = MazeRecipe { doors: DoorAmount::Share(0.05), algorithm: Algorithm::Kruskal, ..plain };
    let (maze, doors) = shared.build_with_doors().unwrap();
    assert_eq!(doors.len(), (maze.passage_count() as f64 * 0.05).round() as usize);
    assert_eq!(doors_hash(&doors), 0x478ab0de8e120a5c, "golden: 5% doors of 20x10 kruskal seed 1");
}

#[test]
fn doors_read_back_from_ascii_and_bad_door_lines_say_where() {
    for seed in 0..20 {
        let maze = Algorithm::Wilson.generate(9, 7, seed).unwrap();
        let (start, goal) = maze.corners();
        let doors = place_doors(&maze, DoorAmount::Count(5), seed, start, goal).unwrap();
        let route = earliest_arrival(&maze, &doors, start, goal, 0, 20).unwrap();
        let text = ascii::render_marked(&maze, &Marks::path(&route.path).with_doors(&doors));
        assert_eq!(text.matches('D').count(), 5);
        let notes = format!("{text}route: a note\nwait 3 ticks at 1,1 for the door E\n");
        assert_eq!(ascii::parse_with_doors(&notes).unwrap(), (maze.clone(), doors.clone()), "seed {seed}");
        assert_eq!(ascii::read_with_doors(notes.as_bytes()).unwrap(), (maze, doors));
    }
    let maze = Algorithm::Backtracker.generate(4, 3, 1).unwrap();
    let (start, goal) = maze.corners();
    let doors = place_doors(&maze, DoorAmount::Count(1), 1, start, goal).unwrap();
    let text = ascii::render_marked(&maze, &Marks::default().with_doors(&doors));
    let unmarked = text.replace(" D ", "   ").replacen('D', " ", 1);
    let err = ascii::parse_with_doors(&unmarked).unwrap_err();
    assert!(err.message.starts_with("no `D` in the drawing at the door"), "{err}");
    assert_eq!(err.line, 8, "the door line, under the 7 lines of drawing");
    let no_line: String = text.lines().take(7).map(|l| format!("{l}\n")).collect();
    let err = ascii::parse_with_doors(&no_line).unwrap_err();
    assert!(err.message.contains("has no `door` line under the drawing"), "{err}");
    let garbled = text.replace("period", "perod");
    assert!(ascii::parse_with_doors(&garbled).unwrap_err().message.starts_with("a door line is `door x,y SIDE"));
}

#[test]
fn images_draw_doors_in_their_own_colour() {
    let maze = Algorithm::Prim.generate(10, 8, 4).unwrap();
    let (start, goal) = maze.corners();
    let doors = place_doors(&maze, DoorAmount::Count(4), 4, start, goal).unwrap();
    let style = Style { cell_size: Some(10), wall: Some(2), margin: Some(0), ..Style::default() };
    let door = style.palette.door.0;
    let count = |marks: Marks| {
        let image = Png::new(&maze, &style).unwrap().marks(marks).render();
        let (w, h) = image.dimensions();
        (0..h).flat_map(|y| (0..w).map(move |x| (x, y))).filter(|&(x, y)| image.pixel(x, y) == Some(door)).count()
    };
    assert_eq!(count(Marks::default()), 0);
    // Each door fills its gap: the corridor (8 px) by the wall (2 px).
    assert_eq!(count(Marks::default().with_doors(&doors)), 4 * 8 * 2);
    let svg = mousemaze::maze::export::svg::Svg::new(&maze, &Default::default())
        .unwrap()
        .marks(Marks::default().with_doors(&doors))
        .render();
    let path = svg.lines().find(|l| l.contains(&style.palette.door.to_string())).expect("a door path");
    assert_eq!(path.matches('M').count(), 4, "one segment a door: {path}");
}

const LEVEL: &str = r#"(
    name: "One door",
    maze: Drawn(layout: "
        +---+---+---+
        | S       G |
        +---+---+---+
        |           |
        +---+---+---+
    "),
    doors: [
        (at: (x: 0, y: 0), side: E, period: 100, open: 40, phase: 40),
    ],
)"#;

#[test]
fn level_doors_time_the_fastest_run_and_bad_doors_point_at_their_field() {
    let built = Level::from_ron(LEVEL, "one.ron").unwrap().build().unwrap();
    // Saved by Notepad, with a byte-order mark: the same level (it was "expected `(`" at 1:1).
    let notepad = Level::from_ron(&format!("\u{feff}{LEVEL}"), "one.ron").unwrap().build().unwrap();
    assert_eq!(notepad.board, built.board);
    // Open at ticks 60..100: the mouse is at the door at once and waits for tick 60.
    assert_eq!(built.fastest_ticks, 60 + 2 * 20);
    assert_eq!(built.board.doors.door(built.board.start, Dir::E).map(|d| d.open), Some(40));
    let cases = [
        ("side: E", "side: S", "one.ron:11:14: door 1: a door at (0, 0) S is not on an open passage"),
        ("period: 100", "period: 0", "one.ron:11:45: door 1: a door's period is 0 ticks: allowed 2..=7800"),
        (
            "period: 100",
            "period: 4294967295",
            "one.ron:11:45: door 1: a door's period is 4294967295 ticks: allowed 2..=7800 (up to a minute)",
        ),
        ("open: 40", "open: 100", "one.ron:11:56: door 1: a door's open time is 100: allowed 1..100"),
        (
            "phase: 40),",
            "phase: 40),\n        (at: (x: 1, y: 0), side: W, period: 9, open: 2),",
            "one.ron:12:14: door 2: two doors on the passage at (1, 0) W",
        ),
        ("side: E", "side: Q", "one.ron:11:34: unknown variant `Q`: allowed N, E, S, W"),
    ];
    for (from, to, expected) in cases {
        let err = Level::from_ron(&LEVEL.replace(from, to), "one.ron").unwrap_err().to_string();
        assert!(err.starts_with(expected), "{to}:\n  got      {err}\n  expected {expected}…");
    }
}

#[test]
fn the_solver_list_has_earliest_and_it_agrees_with_bfs_without_doors() {
    let maze = Algorithm::Kruskal.generate(30, 20, 9).unwrap();
    let (start, goal) = maze.corners();
    let bfs = Solver::Bfs.solve(&maze, start, goal).unwrap();
    let earliest = Solver::Earliest.solve(&maze, start, goal).unwrap();
    assert_eq!(earliest.steps(), bfs.steps());
    assert!(Solver::ALL.contains(&Solver::Earliest));
}
