//! A shaped draft saved into the file it came from: only the edited fields change, a
//! generated `Shaped(…)` maze stays generated until its passages, ends or doors change, and
//! every comment and line ending stays.

use super::values::drawn_shape_value;
use super::{ShapedDraft, ShapedEdit};
use crate::content::level::catalog::{campaign, campaign_text};
use crate::content::level::drawn_shape::DrawnShapeSpec;
use crate::content::level::shaped::LevelShape;
use crate::content::level::{Built, Level, MazeSpec};
use crate::files::scratch::{folder, names};
use crate::maze::shape::NONE;

/// Closes the first open passage whose wall leaves the level playable: (cell, slot).
fn close_a_wall(draft: &mut ShapedDraft) -> (u32, usize) {
    for cell in 0..draft.content().maze.len() as u32 {
        let neighbours = draft.content().maze.graph().neighbours(cell);
        for slot in (0..neighbours.len()).filter(|&slot| neighbours[slot] != NONE) {
            if draft.apply(ShapedEdit::Wall { cell, slot, open: false }).unwrap() {
                if draft.checks().built.is_ok() {
                    return (cell, slot);
                }
                draft.undo();
            }
        }
    }
    panic!("no wall can be closed keeping the level playable");
}

/// The lines of `after` that differ from `before`'s, which must have as many lines.
fn changed_lines<'a>(before: &str, after: &'a str) -> Vec<&'a str> {
    assert_eq!(before.lines().count(), after.lines().count(), "{after}");
    before.lines().zip(after.lines()).filter(|(b, a)| b != a).map(|(_, a)| a).collect()
}

#[test]
fn every_shaped_campaign_level_saves_back_to_its_own_text() {
    let mut opened = 0;
    for listed in campaign() {
        let level = listed.level.unwrap();
        if !level.is_shaped() {
            continue;
        }
        let text = campaign_text(&listed.id).unwrap();
        let Ok(mut draft) = ShapedDraft::from_text(text, &listed.id, None) else {
            assert!(
                matches!(&level.maze, MazeSpec::Shaped(spec) if matches!(spec.shape, LevelShape::Weave { .. })),
                "{}",
                listed.id
            );
            continue;
        };
        opened += 1;
        assert_eq!(draft.to_ron().unwrap(), text, "{}: unchanged", listed.id);
        // Fog on: one line added before the closing `)`, every other line as it was.
        draft.apply(ShapedEdit::Fog(true)).unwrap();
        let fogged = draft.to_ron().unwrap();
        let closing = text.rfind(')').unwrap();
        assert_eq!(fogged, format!("{}    fog: true,\n{}", &text[..closing], &text[closing..]), "{}", listed.id);
        let read = Level::from_ron(&fogged, &listed.id).unwrap();
        assert_eq!((read.fog, read.maze), (true, level.maze), "{}: the same generated maze", listed.id);
        draft.apply(ShapedEdit::Fog(false)).unwrap();
        assert_eq!(draft.to_ron().unwrap(), text, "{}: as it was again", listed.id);
    }
    assert!(opened >= 4, "the campaign's hexagons, triangles, circle and octagons: {opened}");
}

#[test]
fn a_changed_par_name_or_fog_keeps_every_other_line_of_the_honeycomb() {
    let text = campaign_text("04b-honeycomb").unwrap();
    let level = Level::from_ron(text, "04b-honeycomb.ron").unwrap();
    let edits = [
        (ShapedEdit::Par(Some(9.5)), "    par_seconds: 9.5,"),
        (ShapedEdit::Name("Big \"Comb\"".into()), "    name: \"Big \\\"Comb\\\"\","),
    ];
    for (edit, line) in edits {
        let mut draft = ShapedDraft::from_text(text, "04b-honeycomb.ron", None).unwrap();
        draft.apply(edit.clone()).unwrap();
        let out = draft.to_ron().unwrap();
        assert_eq!(changed_lines(text, &out), [line], "{edit:?}");
        let read = Level::from_ron(&out, "04b-honeycomb.ron").unwrap();
        assert_eq!(read.maze, level.maze, "still Shaped(…), seed and all");
        assert_eq!(
            (read.name.as_str(), read.par_seconds),
            (draft.content().name.as_str(), draft.content().par_seconds)
        );
    }
    let mut draft = ShapedDraft::from_text(text, "04b-honeycomb.ron", None).unwrap();
    draft.apply(ShapedEdit::Fog(true)).unwrap();
    draft.apply(ShapedEdit::Par(Some(12.0))).unwrap();
    let out = draft.to_ron().unwrap();
    let expected = text.replace("    par_seconds: 7,\n", "    par_seconds: 12,\n    fog: true,\n");
    assert_eq!(out, expected);
    assert!(out.starts_with("// After level 4: the first maze of another shape") && out.contains("maze: Shaped(\n"));
}

const COMMENTED: &str = "// A comb, generated.
(
    name: \"Comb\",
    // The maze, above its field.
    maze: Shaped(
        shape: Hex(width: 5, height: 4),
        algorithm: \"backtracker\", // inside the value
        seed: 7,
        braid: 0.5,
    ),
    par_seconds: 30, // a generous par
)
";

#[test]
fn a_closed_wall_makes_the_generated_maze_a_drawing_keeping_its_comments() {
    let mut draft = ShapedDraft::from_text(COMMENTED, "comb.ron", None).unwrap();
    let (cell, slot) = close_a_wall(&mut draft);
    let out = draft.to_ron().unwrap();
    let c = draft.content();
    let drawn = drawn_shape_value(&DrawnShapeSpec::of(&c.maze, c.start, c.cheese).unwrap());
    assert!(drawn.starts_with("DrawnShape(shape: Hex(width: 5, height: 4), passages: \""), "{drawn}");
    let maze_end = COMMENTED.find("),\n    par_seconds").unwrap() + 1;
    let expected = format!(
        "{}// inside the value\n    maze: {drawn}{}",
        &COMMENTED[..COMMENTED.find("maze:").unwrap()],
        &COMMENTED[maze_end..]
    );
    assert_eq!(out, expected);
    let Ok(Built::Shaped(built)) = Level::from_ron(&out, "comb.ron").unwrap().build_any() else { panic!("{out}") };
    assert!(built.drawn.is_some(), "a drawn maze now");
    assert_eq!(built.maze, c.maze);
    assert!(!built.maze.is_open(cell, slot), "with cell {cell}'s slot {slot} closed");
}

#[test]
fn a_crlf_file_keeps_crlf_line_endings_after_its_maze_is_drawn() {
    let text = COMMENTED.replace('\n', "\r\n");
    let mut draft = ShapedDraft::from_text(&text, "comb.ron", None).unwrap();
    draft.apply(ShapedEdit::Fog(true)).unwrap();
    close_a_wall(&mut draft);
    let out = draft.to_ron().unwrap();
    assert!(out.contains("DrawnShape(") && out.contains("    fog: true,\r\n"), "{out}");
    assert_eq!(out.matches('\n').count(), out.matches("\r\n").count(), "{out:?}");
    assert!(out.lines().count() > text.lines().count(), "the passages take lines of their own");
    let again = ShapedDraft::from_text(&out, "comb.ron", None).unwrap();
    assert_eq!(again.content(), draft.content());
}

#[test]
fn a_shaped_file_is_saved_back_into_itself_by_the_same_rule() {
    let dir = folder("shaped-spliced");
    let path = dir.join("comb.ron");
    std::fs::write(&path, COMMENTED).unwrap();
    let mut draft = ShapedDraft::from_text(COMMENTED, "comb.ron", Some(path.clone())).unwrap();
    draft.apply(ShapedEdit::Par(Some(40.0))).unwrap();
    assert_eq!(draft.save(&dir).unwrap(), path);
    let saved = std::fs::read_to_string(&path).unwrap();
    assert_eq!(saved, COMMENTED.replace("par_seconds: 30,", "par_seconds: 40,"));
    // From what was saved: the maze drawn, the rest as the file has it.
    close_a_wall(&mut draft);
    assert_eq!(draft.save(&dir).unwrap(), path);
    let saved = std::fs::read_to_string(&path).unwrap();
    assert!(
        saved.contains("    // inside the value\n    maze: DrawnShape(") && saved.contains("40, // a generous par")
    );
    assert!(!draft.changed() && names(&dir) == ["comb.ron"]);
    std::fs::remove_dir_all(&dir).unwrap();
}
