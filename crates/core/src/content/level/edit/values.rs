//! A draft's fields as the RON values a level file holds, for a file written whole
//! ([`write`](super::write), the shaped draft's `to_ron`) and for a field's value replaced
//! in place ([`splice`](super::splice)).

use super::Content;
use crate::content::level::Rival;
use crate::content::level::drawn_shape::DrawnShapeSpec;
use crate::content::level::layout::indented_block;
use crate::maze::doors::{CellDoor, Door};
use crate::maze::export::ascii;
use crate::maze::{Dir, Pos};

/// The drawing of a draft's maze with `S` and `G` marks, indented as a layout string.
pub(super) fn layout(c: &Content) -> String {
    let mut lines: Vec<Vec<u8>> = ascii::render(&c.board.maze, None).lines().map(|l| l.as_bytes().to_vec()).collect();
    for (pos, mark) in [(c.board.start, b'S'), (c.board.goal, b'G')] {
        lines[2 * pos.y as usize + 1][4 * pos.x as usize + 2] = mark;
    }
    indented_block(lines.into_iter().map(|line| String::from_utf8(line).expect("the drawing is ASCII")))
}

pub(super) fn quoted(text: &str) -> String {
    ron::to_string(text).unwrap_or_else(|_| format!("{text:?}"))
}

pub(super) fn pos_value(pos: Pos) -> String {
    format!("(x: {}, y: {})", pos.x, pos.y)
}

pub(super) fn rival_value(rival: Option<Rival>) -> String {
    rival.map_or("None".into(), |r| format!("Some((kind: \"{}\", speed: {}))", r.kind.name(), r.speed))
}

pub(super) fn par_value(par_seconds: Option<f32>) -> String {
    par_seconds.map_or("None".into(), |par| par.to_string())
}

/// A `doors` list, in the order given (a draft's own: passage order).
pub(super) fn doors_value<'a>(doors: impl IntoIterator<Item = &'a Door>) -> String {
    list_value(doors.into_iter().map(|Door { at, side, period, open, phase }| {
        let side = side.letter();
        format!("(at: {}, side: {side}, period: {period}, open: {open}, phase: {phase})", pos_value(*at))
    }))
}

/// A shaped draft's `maze` value: `DrawnShape(…)` with its shape, the ends it sets, the
/// passages and the doors. A shape ron cannot write is left empty, for the level reader to
/// refuse when the text is read back.
pub(super) fn drawn_shape_value(spec: &DrawnShapeSpec) -> String {
    // `Hex(width:9,height:7)`: only names and numbers, spaced as people write them.
    let shape = ron::to_string(&spec.shape).unwrap_or_default();
    let mut maze = format!("shape: {}", shape.replace(':', ": ").replace(',', ", "));
    for (field, cell) in [("start", spec.start), ("cheese", spec.cheese)] {
        if let Some(cell) = cell {
            maze.push_str(&format!(", {field}: {cell}"));
        }
    }
    maze.push_str(&format!(", passages: \"{}\"", spec.passages));
    if !spec.doors.is_empty() {
        maze.push_str(&format!(", doors: {}", shaped_doors_value(&spec.doors)));
    }
    format!("DrawnShape({maze})")
}

/// A drawn shape's `doors` list, in the order given.
fn shaped_doors_value<'a>(doors: impl IntoIterator<Item = &'a CellDoor>) -> String {
    list_value(doors.into_iter().map(|CellDoor { cell, slot, period, open, phase }| {
        format!("(cell: {cell}, slot: {slot}, period: {period}, open: {open}, phase: {phase})")
    }))
}

/// A list of `items`, one a line inside the level's parentheses: `[]` when there are none.
fn list_value(items: impl Iterator<Item = String>) -> String {
    let mut items = items.peekable();
    if items.peek().is_none() {
        return "[]".into();
    }
    let mut text = String::from("[\n");
    for item in items {
        text.push_str(&format!("        {item},\n"));
    }
    text.push_str("    ]");
    text
}

/// A door named from its west or north cell, so the two names of a passage compare equal.
pub(super) fn normal(door: Door) -> Door {
    match door.side {
        Dir::W => Door { at: Pos::new(door.at.x.wrapping_sub(1), door.at.y), side: Dir::E, ..door },
        Dir::N => Door { at: Pos::new(door.at.x, door.at.y.wrapping_sub(1)), side: Dir::S, ..door },
        _ => door,
    }
}

pub(super) fn door_set<'a>(doors: impl IntoIterator<Item = &'a Door>) -> Vec<Door> {
    let mut set: Vec<Door> = doors.into_iter().copied().map(normal).collect();
    set.sort_by_key(|d| (d.at.y, d.at.x, d.side));
    set
}

/// The optional fields after the maze, in the campaign's order, each on its own line: those
/// a draft sets (`doors`: a square draft's list, if it has doors).
pub(super) fn optional_fields(
    rival: Option<Rival>,
    par_seconds: Option<f32>,
    doors: Option<String>,
    fog: bool,
) -> String {
    let mut text = String::new();
    if rival.is_some() {
        text.push_str(&format!("    rival: {},\n", rival_value(rival)));
    }
    if par_seconds.is_some() {
        text.push_str(&format!("    par_seconds: {},\n", par_value(par_seconds)));
    }
    if let Some(doors) = doors {
        text.push_str(&format!("    doors: {doors},\n"));
    }
    if fog {
        text.push_str("    fog: true,\n");
    }
    text
}
