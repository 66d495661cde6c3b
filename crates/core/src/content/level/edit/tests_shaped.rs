//! The shaped editor's draft: edits, undo, the checks from the validator, the RON it writes
//! and the file it saves.

use super::{EditError, SaveLevelError, ShapedDraft, ShapedEdit};
use crate::content::level::shaped::{LevelShape, ShapedSpec};
use crate::content::level::{Built, Level};
use crate::files::scratch::{folder, names};
use crate::maze::Algorithm;
use crate::maze::doors::{CellDoor, DoorAmount};
use crate::maze::shape::NONE;

const HEX: LevelShape = LevelShape::Hex { width: 6, height: 5 };

/// Every wall of the cheese's cell closed, as one step (one drag of the pointer).
fn wall_in_the_cheese(draft: &mut ShapedDraft) {
    let cheese = draft.content().cheese;
    let neighbours = draft.content().maze.graph().neighbours(cheese);
    let mut first = true;
    for slot in (0..neighbours.len()).filter(|&slot| neighbours[slot] != NONE) {
        let edit = ShapedEdit::Wall { cell: cheese, slot, open: false };
        let changed = if first { draft.apply(edit) } else { draft.apply_joined(edit) };
        assert!(changed.unwrap(), "slot {slot} was open in an open field");
        first = false;
    }
}

#[test]
fn a_walled_in_cheese_is_unplayable_until_undone() {
    let mut draft = ShapedDraft::empty(HEX).unwrap();
    assert!(draft.changed(), "a new draft is not saved");
    let open = draft.checks();
    assert_eq!(open.shortest, Some(open.built.as_ref().unwrap().shortest_moves));
    assert_eq!(open.dead_ends, 0, "an open field has no dead ends");
    wall_in_the_cheese(&mut draft);
    assert_eq!(draft.history(), (1, 0));
    let checks = draft.checks();
    assert_eq!(checks.shortest, None);
    assert!(checks.summary.is_none());
    let why = checks.built.unwrap_err().message;
    assert_eq!(why, "no path from the start (cell 0) to the cheese (cell 29): walls cut them apart");
    let dir = folder("shaped-refused");
    let err = draft.save(&dir).unwrap_err();
    assert_eq!(err, SaveLevelError::NotPlayable(why));
    assert!(names(&dir).is_empty(), "nothing written");
    assert!(draft.undo());
    assert_eq!(draft.checks().shortest, open.shortest, "one undo reopens the whole drag");
    assert!(draft.redo() && draft.checks().shortest.is_none());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn edits_that_cannot_be_made_say_why_and_change_nothing() {
    let mut draft = ShapedDraft::empty(HEX).unwrap();
    let before = draft.content().clone();
    // Cell 0 is the top-left corner: nothing to its west (slot 3 on hexes).
    let cases = [
        (ShapedEdit::Wall { cell: 0, slot: 3, open: false }, "cell 0 has no neighbour through slot 3"),
        (ShapedEdit::Wall { cell: 0, slot: 9, open: false }, "cell 0 has no neighbour through slot 9"),
        (ShapedEdit::Wall { cell: 30, slot: 0, open: false }, "cell 30 is outside the maze: its cells are 0..=29"),
        (ShapedEdit::Start(29), "the start and the cheese cannot share cell 29"),
        (ShapedEdit::Cheese(99), "the cheese 99 is outside the maze"),
    ];
    for (edit, message) in cases {
        let err = draft.apply(edit.clone()).unwrap_err().to_string();
        assert!(err.starts_with(message), "{edit:?}: {err}");
    }
    assert_eq!(draft.apply(ShapedEdit::Wall { cell: 0, slot: 0, open: true }), Ok(false), "already open");
    assert_eq!(draft.apply(ShapedEdit::Fog(false)), Ok(false));
    assert_eq!((draft.content(), draft.history()), (&before, (0, 0)));
    let weave = LevelShape::Weave { width: 6, height: 5, percent: 50 };
    assert!(matches!(ShapedDraft::empty(weave), Err(EditError::Shape(why)) if why.contains("cannot be drawn")));
    let err = ShapedDraft::empty(LevelShape::Polar { rings: 41 }).unwrap_err().to_string();
    assert_eq!(err, "rings 41 is out of range to play: allowed 2..=40");
}

#[test]
fn what_a_draft_writes_reads_back_as_the_draft_and_saves_to_its_file() {
    for shape in [HEX, LevelShape::Polar { rings: 4 }, LevelShape::Torus { width: 5, height: 4 }] {
        let spec =
            ShapedSpec { shape, algorithm: Algorithm::Backtracker, seed: 3, braid: 0.0, doors: DoorAmount::NONE };
        let mut draft = ShapedDraft::generated(spec).unwrap();
        assert_eq!(draft.content().maze, spec.recipe().maze().unwrap(), "{shape:?}: the recipe's maze");
        draft.apply(ShapedEdit::Name("Drawn \"by\" hand".into())).unwrap();
        draft.apply(ShapedEdit::Start(1)).unwrap();
        draft.apply(ShapedEdit::Par(Some(99.5))).unwrap();
        draft.apply(ShapedEdit::Fog(true)).unwrap();
        let text = draft.to_ron().unwrap();
        let level = Level::from_ron(&text, "mine.ron").unwrap();
        let Ok(Built::Shaped(built)) = level.build_any() else { panic!("{text}") };
        assert_eq!((built.ends(), built.par_seconds, built.fog), ((1, draft.content().cheese), 99.5, true));
        assert_eq!(Some(built.shortest_moves), draft.checks().shortest, "{shape:?}");
        let again = ShapedDraft::from_text(&text, "mine.ron", None).unwrap();
        assert_eq!(again.content(), draft.content(), "{text}");
        assert!(!again.changed());
    }
    let dir = folder("shaped-saved");
    let mut draft = ShapedDraft::empty(LevelShape::Hexagon { radius: 3 }).unwrap();
    draft.apply(ShapedEdit::Wall { cell: 0, slot: 0, open: false }).unwrap();
    let path = draft.save(&dir).unwrap();
    assert_eq!(path, dir.join("my-level.ron"));
    assert!(!draft.changed() && draft.file.as_deref() == Some(path.as_path()));
    let read = Level::load(&path).unwrap();
    assert!(read.is_shaped());
    let loaded = ShapedDraft::from_text(&std::fs::read_to_string(&path).unwrap(), "my-level.ron", None).unwrap();
    assert_eq!(loaded.content(), draft.content());
    draft.apply(ShapedEdit::Fog(true)).unwrap();
    assert_eq!(draft.save(&dir).unwrap(), path, "back to its own file");
    assert_eq!(names(&dir), ["my-level.ron"]);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_shaped_level_opens_as_a_drawing_and_a_square_one_is_refused() {
    let generated = "(name: \"Comb\", maze: Shaped(shape: Hexagon(radius: 4), algorithm: \"prim\", seed: 2, doors: 2))";
    let Ok(Built::Shaped(built)) = Level::from_ron(generated, "g.ron").unwrap().build_any() else { panic!() };
    let mut draft = ShapedDraft::from_text(generated, "g.ron", None).unwrap();
    assert_eq!((&draft.content().maze, draft.content().name.as_str()), (&built.maze, "Comb"));
    assert_eq!(draft.to_ron().unwrap(), generated, "unchanged: its own text, still generated");
    // The seed's doors kept as drawn ones: the same race through them.
    let drawn = draft.checks().built.unwrap();
    assert_eq!((drawn.door_count, drawn.fastest_ticks), (2, built.fastest_ticks));
    // A door retimed: the maze is saved as its drawing, both doors with it.
    let door = *draft.content().doors.iter().next().unwrap();
    draft.apply(ShapedEdit::Door(CellDoor { period: door.period + 1, ..door })).unwrap();
    let text = draft.to_ron().unwrap();
    assert!(text.contains("DrawnShape(shape: Hexagon(radius: 4)") && text.matches("(cell: ").count() == 2, "{text}");
    let square = "(name: \"Sq\", maze: Generated(algorithm: \"prim\", width: 5, height: 4, seed: 1))";
    let err = ShapedDraft::from_text(square, "s.ron", None).unwrap_err().to_string();
    assert_eq!(err, "s.ron: it is a square maze: open it in the square level editor");
    let woven = "(name: \"W\", maze: Shaped(shape: Weave(width: 8, height: 6, percent: 50), algorithm: \"backtracker\", seed: 1))";
    assert!(ShapedDraft::from_text(woven, "w.ron", None).unwrap_err().to_string().contains("cannot be drawn"));
}

#[test]
fn a_door_is_one_per_passage_and_goes_with_its_wall() {
    let mut draft = ShapedDraft::empty(HEX).unwrap();
    let plain = draft.checks().built.unwrap().fastest_ticks;
    // Cell 0's east (slot 0) is cell 1's west (slot 3).
    let door = CellDoor { cell: 1, slot: 3, period: 7_000, open: 1, phase: 2 };
    assert!(draft.apply(ShapedEdit::Door(door)).unwrap());
    let named = draft.content().door_at(0, 0).copied().unwrap();
    assert_eq!((named.cell, named.slot, named.period), (0, 0, 7_000), "named from its lower cell");
    assert_eq!(draft.apply(ShapedEdit::Door(named)), Ok(false), "the same door from the other side");
    let retimed = CellDoor { period: 390, open: 130, phase: 0, ..door };
    assert!(draft.apply(ShapedEdit::Door(retimed)).unwrap());
    assert_eq!((draft.content().doors.len(), draft.content().door_at(0, 0).unwrap().period), (1, 390));
    assert!(draft.checks().built.unwrap().fastest_ticks >= plain, "timed through the door");
    // Closing the wall takes the door away in the same step; undo brings both back.
    let steps = draft.history().0;
    assert!(draft.apply(ShapedEdit::Wall { cell: 0, slot: 0, open: false }).unwrap());
    assert!(draft.content().doors.is_empty() && draft.content().door_at(1, 3).is_none());
    assert!(draft.undo());
    assert_eq!(draft.history().0, steps);
    assert!(draft.content().maze.is_open(0, 0));
    assert_eq!(draft.content().door_at(1, 3).map(|d| d.period), Some(390));
    // A closed passage, no neighbour, a cell outside, a bad timing: refused, nothing changed.
    draft.apply(ShapedEdit::Wall { cell: 6, slot: 0, open: false }).unwrap();
    let before = draft.content().clone();
    let cases = [
        (CellDoor { cell: 6, slot: 0, ..door }, "a door at cell 6 slot 0 is not on an open passage"),
        (CellDoor { cell: 0, slot: 3, ..door }, "cell 0 has no neighbour through slot 3"),
        (CellDoor { cell: 30, slot: 0, ..door }, "cell 30 is outside the maze: its cells are 0..=29"),
        (CellDoor { period: 1, ..door }, "a door's period is 1 ticks: allowed 2..=7800"),
        (CellDoor { open: 7_000, ..door }, "a door's open time is 7000: allowed 1..7000"),
    ];
    for (door, message) in cases {
        let err = draft.apply(ShapedEdit::Door(door)).unwrap_err().to_string();
        assert!(err.starts_with(message), "{door:?}: {err}");
    }
    assert_eq!(draft.content(), &before);
    // Written, read back: the same draft, and the validator's board has the door.
    let text = draft.to_ron().unwrap();
    assert!(
        text.contains("doors: [\n        (cell: 0, slot: 0, period: 390, open: 130, phase: 0),\n    ]),"),
        "{text}"
    );
    let again = ShapedDraft::from_text(&text, "mine.ron", None).unwrap();
    assert_eq!(again.content(), draft.content(), "{text}");
    let built = draft.checks().built.unwrap();
    let drawn = built.drawn.unwrap();
    assert_eq!(
        (built.door_count, drawn.doors.door(&drawn.maze, 1, 3)),
        (1, Some(&CellDoor { period: 390, open: 130, phase: 0, ..named }))
    );
    // Taken away from the other side.
    assert!(draft.apply(ShapedEdit::RemoveDoor { cell: 1, slot: 3 }).unwrap());
    assert_eq!(draft.apply(ShapedEdit::RemoveDoor { cell: 1, slot: 3 }), Ok(false));
    assert!(!draft.to_ron().unwrap().contains("doors"));
}

#[test]
fn a_generated_draft_keeps_its_seeds_doors() {
    let spec = ShapedSpec { shape: HEX, algorithm: Algorithm::Prim, seed: 5, braid: 0.0, doors: DoorAmount::Count(3) };
    let draft = ShapedDraft::generated(spec).unwrap();
    let board = spec.recipe().board().unwrap();
    assert_eq!(draft.content().doors.len(), 3);
    for door in board.doors.iter() {
        let kept = draft.content().door_at(door.cell, usize::from(door.slot)).unwrap();
        assert_eq!(kept.clock(), door.clock());
    }
    assert_eq!(draft.checks().built.unwrap().door_count, 3);
}
