//! Doors in drawn shaped levels (`DrawnShape(…, doors: [...])`): read, built and timed
//! through, written back the same, and each error of a door at its place in the file.

use super::drawn_shape::DrawnShapeSpec;
use super::shaped::BuiltShaped;
use super::{Built, Level, MazeSpec};
use crate::maze::Solver;
use crate::maze::doors::CellDoor;
use crate::maze::shape::solve::solve;

fn built(text: &str) -> BuiltShaped {
    match Level::from_ron(text, "d.ron").unwrap().build_any().unwrap() {
        Built::Shaped(built) => built,
        Built::Square(_) => panic!("a shaped level"),
    }
}

fn level(shape: &str, passages: &str, doors: &str) -> String {
    format!("(\n    name: \"Doors\",\n    maze: DrawnShape(shape: {shape}, passages: \"{passages}\"{doors}),\n)")
}

const HEX: &str = "Hex(width: 9, height: 7)";
const SMALL: &str = "Hex(width: 3, height: 2)";

fn door_text(door: &CellDoor) -> String {
    let CellDoor { cell, slot, period, open, phase } = door;
    format!("(cell: {cell}, slot: {slot}, period: {period}, open: {open}, phase: {phase})")
}

#[test]
fn doors_on_a_drawn_route_are_read_timed_through_and_written_back() {
    let generated = format!("(name: \"G\", maze: Shaped(shape: {HEX}, algorithm: \"backtracker\", seed: 7))");
    let made = built(&generated);
    let (start, cheese) = made.ends();
    let spec = DrawnShapeSpec::of(&made.maze, start, cheese).unwrap();
    let plain = built(&level(HEX, &spec.passages, ""));
    // Two doors on the only route (a perfect maze), named from the far cell of each passage:
    // the first shut for most of a long cycle, so the mouse must wait at it.
    let route = solve(&made.maze, Solver::Bfs, start, cheese).unwrap();
    let graph = made.maze.graph();
    let doors: Vec<CellDoor> = [(2, 7_000, 1, 2), (route.len() - 3, 455, 195, 0)]
        .into_iter()
        .map(|(k, period, open, phase)| {
            let slot = graph.slot_of(route[k + 1], route[k]).unwrap() as u8;
            CellDoor { cell: route[k + 1], slot, period, open, phase }
        })
        .collect();
    let list: Vec<String> = doors.iter().map(door_text).collect();
    let text = level(HEX, &spec.passages, &format!(", doors: [{}]", list.join(", ")));
    let with_doors = built(&text);
    assert_eq!((with_doors.door_count, &with_doors.maze), (2, &plain.maze));
    assert!(with_doors.fastest_ticks >= plain.fastest_ticks + 6_000, "it waits at the first door");
    assert!(with_doors.summary().contains("drawn, 2 doors, shortest"), "{}", with_doors.summary());
    let drawn = with_doors.drawn.as_ref().unwrap();
    for door in &doors {
        let (cell, slot) = (door.cell as usize, usize::from(door.slot));
        assert_eq!(drawn.doors.door(&drawn.maze, cell, slot), Some(door));
    }
    let read = Level::from_ron(&text, "d.ron").unwrap();
    assert!(matches!(&read.maze, MazeSpec::DrawnShape(s) if s.doors == doors));
    let written = ron::to_string(&read).unwrap();
    assert!(written.contains("doors:[(cell:"), "{written}");
    assert_eq!(Level::from_ron(&written, "again.ron").unwrap(), read, "{written}");
    let without = ron::to_string(&Level::from_ron(&level(HEX, &spec.passages, ""), "d.ron").unwrap()).unwrap();
    assert!(!without.contains("doors"), "no doors: the field is left out, {without}");
}

#[test]
fn each_door_error_says_where_it_is_in_the_file() {
    // Cells 0-1-2 along the first row, 3-4-5 along the second, and cell 2 down to 5.
    let rows = "\n        1 1 1\n        1 1 0\n    ";
    let good = "(cell: 0, slot: 0, period: 260, open: 130, phase: 0)";
    assert_eq!(built(&level(SMALL, rows, &format!(", doors: [{good}]"))).door_count, 1);
    // (the second door, the needle, how far past it the error points, the message)
    let cases = [
        (
            "(cell: 0, slot: 1, period: 260, open: 130)",
            "slot: 1",
            6,
            "door 2: a door at cell 0 slot 1 is not on an open",
        ),
        ("(cell: 0, slot: 3, period: 260, open: 130)", "slot: 3", 6, "door 2: cell 0 has no neighbour through slot 3"),
        (
            "(cell: 6, slot: 0, period: 260, open: 130)",
            "cell: 6",
            6,
            "door 2: cell 6 is outside the maze: its cells are 0..=5",
        ),
        (
            "(cell: 1, slot: 0, period: 1, open: 1)",
            "period: 1",
            8,
            "door 2: a door's period is 1 ticks: allowed 2..=7800",
        ),
        ("(cell: 1, slot: 0, period: 7801, open: 1)", "period: 7801", 8, "allowed 2..=7800"),
        (
            "(cell: 1, slot: 0, period: 260, open: 260)",
            "open: 260",
            6,
            "door 2: a door's open time is 260: allowed 1..260",
        ),
        ("(cell: 1, slot: 0, period: 260, open: 1, phase: 260)", "phase: 260", 7, "door 2: a door's phase is 260"),
        // The passage of the first door, named from cell 1's west.
        (
            "(cell: 1, slot: 3, period: 300, open: 100)",
            "cell: 1, slot: 3",
            6,
            "door 2: two doors on the passage at cell 1 slot 3",
        ),
    ];
    for (second, needle, shift, message) in cases {
        let text = level(SMALL, rows, &format!(", doors: [\n        {good},\n        {second},\n    ]"));
        let err = Level::from_ron(&text, "d.ron").unwrap_err().to_string();
        let offset = text.find(needle).unwrap() + shift;
        let before = &text[..offset];
        let column = before.len() - before.rfind('\n').map_or(0, |i| i + 1) + 1;
        let place = format!("d.ron:{}:{column}: ", before.matches('\n').count() + 1);
        assert!(err.starts_with(&place) && err.contains(message), "{place}{message}\n{err}\n{text}");
    }
}
