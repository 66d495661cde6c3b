//! Shaped levels generated from a seed: each shape read, built and checked where it is written.

use super::shaped::make_maze;
use super::{Built, Level};
use crate::maze::Algorithm;
use crate::maze::shape::Shape;

const HONEYCOMB: &str = r#"(
    name: "Honeycomb",
    maze: Shaped(shape: Hexagon(radius: 5), algorithm: "backtracker", seed: 4, braid: 0.2),
    rival: Some((kind: "sprinter", speed: 0.5)),
)"#;

fn error(text: &str) -> String {
    Level::from_ron(text, "h.ron").unwrap_err().to_string()
}

#[test]
fn a_shaped_level_is_the_seeds_maze_from_its_first_cell_to_its_last() {
    let level = Level::from_ron(HONEYCOMB, "h.ron").unwrap();
    assert!(level.is_shaped());
    let Built::Shaped(built) = level.build_any().unwrap() else { panic!("a shaped level") };
    let maze = make_maze(Shape::Hexagon { radius: 5 }, Algorithm::Backtracker, 4, 0.2).unwrap();
    assert_eq!(built.maze, maze);
    let route = crate::maze::shape::solve::solve(&maze, crate::maze::Solver::Bfs, 0, maze.len() as u32 - 1);
    assert_eq!(built.shortest_moves, route.unwrap().len() - 1);
    assert_eq!(built.rival_ticks, Some(2 * built.fastest_ticks), "a sprinter at half speed takes twice as long");
    assert!(built.par_seconds * 130.0 >= built.fastest_ticks as f32);
    // The editor and the bots take squares: `build` says so.
    let err = level.build().unwrap_err().to_string();
    assert!(err.contains("it is a hexagon of radius 5: a square maze is needed here"), "{err}");
    // Written back, it reads the same.
    let written = ron::to_string(&level).unwrap();
    assert_eq!(Level::from_ron(&written, "again.ron").unwrap(), level, "{written}");
}

#[test]
fn every_shape_is_named_and_checked_where_it_is_written() {
    let shapes = [
        "Hex(width: 9, height: 7)",
        "Triangle(width: 15, height: 8)",
        "Polar(rings: 6)",
        "Zeta(width: 9, height: 7)",
        "Torus(width: 9, height: 7)",
        "Floors(width: 6, height: 5, floors: 3)",
        "Weave(width: 12, height: 9, percent: 60)",
    ];
    for shape in shapes {
        let text = HONEYCOMB.replace("Hexagon(radius: 5)", shape).replace("0.5)", "0.3)");
        let Built::Shaped(built) = Level::from_ron(&text, "h.ron").unwrap().build_any().unwrap() else { panic!() };
        let woven = shape.starts_with("Weave");
        assert_eq!(!built.maze.tunnels().is_empty(), woven, "{shape}: tunnels only on a weave");
        assert_eq!(built.summary().contains("woven"), woven, "{}", built.summary());
    }
    // The new kinds' own errors, at the field they are about.
    let weave = HONEYCOMB.replace("Hexagon(radius: 5)", "Weave(width: 12, height: 9, percent: 60)");
    let cases = [
        (weave.replace("percent: 60", "percent: 0"), "h.ron:3:", "percent 0 is out of range: allowed 1..=100"),
        (weave.replace("\"backtracker\"", "\"wilson\""), "h.ron:3:", "wilson cannot make a weave maze"),
        (weave.replace("braid: 0.2", "braid: 0.2, doors: 2"), "h.ron:3:", "a weave is played without doors"),
        (HONEYCOMB.replace("Hexagon(radius: 5)", "Floors(width: 6, height: 5, floors: 1)"), "h.ron:3:", "floors"),
        (HONEYCOMB.replace("Hexagon(radius: 5)", "Torus(width: 2, height: 5)"), "h.ron:3:", "wrap"),
    ];
    for (text, place, message) in cases {
        let err = error(&text);
        assert!(err.starts_with(place) && err.contains(message), "{err}");
    }
    let cases = [
        (
            "Hexagon(radius: 5)",
            "Circle(rings: 5)",
            "3:25: unknown variant `Circle`: allowed Hex, Hexagon, Triangle, Polar",
        ),
        ("Hexagon(radius: 5)", "Polar(rings: 41)", "3:38: rings 41 is out of range to play: allowed 2..=40"),
        ("Hexagon(radius: 5)", "Hexagon(radius: 1)", "3:41: radius 1 is out of range to play: allowed 2..=40"),
        ("Hexagon(radius: 5)", "Hex(width: 201, height: 7)", "3:36: width 201 is too big to play: allowed 2..=200"),
        ("radius: 5", "radius: 5, rings: 2", "3:44: unknown field `rings` in Hexagon: allowed radius"),
        ("braid: 0.2", "braid: 2.0", "3:87: braid 2 is out of range: allowed 0..=1"),
        ("\"backtracker\"", "\"eller\"", "3:56: eller works on whole square grids only"),
        ("0.5)", "1.0)", "4:43: the sprinter at speed 1 reaches the cheese in"),
    ];
    for (from, to, expected) in cases {
        let err = error(&HONEYCOMB.replace(from, to));
        assert!(err.starts_with(&format!("h.ron:{expected}")), "{to}: {err}");
    }
    for kind in ["explorer", "smeller"] {
        let text = HONEYCOMB.replace("\"sprinter\", speed: 0.5", &format!("\"{kind}\", speed: 0.9"));
        let Built::Shaped(built) = Level::from_ron(&text, "h.ron").unwrap().build_any().unwrap() else { panic!() };
        assert!(built.rival_ticks.unwrap() > built.fastest_ticks, "{kind}: searching is slower");
    }
    let foggy = HONEYCOMB.replace("\n)", "\n    fog: true,\n)");
    let Built::Shaped(built) = Level::from_ron(&foggy, "h.ron").unwrap().build_any().unwrap() else { panic!() };
    assert!(built.fog, "fog works on shapes");
    for (field, value) in [("start", "(x: 1, y: 0)"), ("goal", "(x: 2, y: 2)")] {
        let err = error(&HONEYCOMB.replace("\n)", &format!("\n    {field}: {value},\n)")));
        assert!(err.contains(&format!("5:{}: {field} is for square mazes", 7 + field.len())), "{err}");
    }
}

#[test]
fn a_shaped_level_places_doors_from_its_seed_and_times_par_and_the_rival_through_them() {
    let with_doors = HONEYCOMB.replace("braid: 0.2)", "braid: 0.2, doors: 6)");
    let level = Level::from_ron(&with_doors, "h.ron").unwrap();
    let Built::Shaped(built) = level.build_any().unwrap() else { panic!("a shaped level") };
    let Built::Shaped(plain) = Level::from_ron(HONEYCOMB, "h.ron").unwrap().build_any().unwrap() else { panic!() };
    assert_eq!((built.door_count, plain.door_count), (6, 0));
    assert_eq!(built.maze, plain.maze, "the same maze, with doors");
    assert!(built.fastest_ticks >= plain.fastest_ticks, "doors never make the run faster");
    assert!(built.summary().contains(", 6 doors"), "{}", built.summary());
    let board = built.spec.recipe().board().unwrap();
    assert_eq!(board.door_count(), 6, "the game's board has the level's doors");
    // Written back as read; the hand-placed list still says where doors go on shapes.
    let written = ron::to_string(&level).unwrap();
    assert!(written.contains("doors:6"), "{written}");
    let listed = HONEYCOMB
        .replace("\n)", "\n    doors: [],\n)")
        .replace("doors: []", "doors: [(at: (x: 1, y: 0), side: E, period: 455, open: 195, phase: 0)]");
    let err = error(&listed);
    assert!(err.contains("write `doors: 4` inside Shaped(…)"), "{err}");
    assert!(error(&HONEYCOMB.replace("braid: 0.2)", "braid: 0.2, doors: 100000)")).contains("doors"), "too many");
}
