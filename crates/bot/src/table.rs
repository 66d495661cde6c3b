//! The one table of the mouse's instructions: every name a script may call (ours, and the
//! mms simulator's beside them), what it takes, what it answers, what it does. The Rhai
//! registration, the challenges' gate (`gate`), the docs' check (`bots/README.md` lists
//! every name here, a test says so) and the trace's display all come from it. An instruction
//! that is not in this table cannot be registered: [`register`] is the only way in.
//!
//! Where ours and mms's do the same thing, they are one entry with both spellings
//! (`turn_left`, `turnLeft`); the challenge that opens a name is the first built-in
//! challenge that allows it ([`opens_in`]).
//!
//! ```
//! use mousemaze_bot::table;
//!
//! let entry = table::find("turnLeft").unwrap();
//! assert_eq!(entry.ours, ["turn_left"]);
//! assert!(table::is_mms("wallFront") && !table::is_mms("look"));
//! assert_eq!(table::opens_in("smell"), Some(6));
//! ```

use rhai::Engine;

use super::ground::ShapedBoard;
use super::instructions::{self as glue, Shared};
use super::mms_program::commands::Command;
use super::trace::{Flight, Instruction, Side};

#[macro_use]
mod entry;
pub use entry::{Entry, Group};

/// Every instruction, in the order the docs list them.
pub static TABLE: &[Entry] = &[
    entry!(
        ["forward"],
        [MoveForward],
        "[n]",
        Moving,
        "`true` if it made every cell",
        "runs `n` cells ahead (1 if not given), stopping at the first bump (a bump costs a move)",
        |e, w, name| glue::moving(e, w, name)
    ),
    entry!(["turn_left"], [TurnLeft], "", Moving, "nothing", "a quarter turn left on the spot", |e, w, name| {
        glue::nullary(e, w, name, |w| w.turn(Instruction::TurnLeft).map(Into::into))
    }),
    entry!(["turn_right"], [TurnRight], "", Moving, "nothing", "a quarter turn right on the spot", |e, w, name| {
        glue::nullary(e, w, name, |w| w.turn(Instruction::TurnRight).map(Into::into))
    }),
    entry!(["turn_around"], [], "", Moving, "nothing", "a half turn on the spot", |e, w, name| glue::nullary(
        e,
        w,
        name,
        |w| w.turn(Instruction::TurnAround).map(Into::into)
    )),
    entry!(["up"], [], "", Moving, "`true` if it climbed", "climbs the stairs here (none: a bump)", |e, w, name| {
        glue::nullary(e, w, name, |w| w.climb(Flight::Up).map(Into::into))
    }),
    entry!(["down"], [], "", Moving, "`true` if it went", "goes down the stairs here (none: a bump)", |e, w, name| {
        glue::nullary(e, w, name, |w| w.climb(Flight::Down).map(Into::into))
    }),
    entry!(
        ["look"],
        [],
        "",
        Sensing,
        "a sight: `.what`, `.far`, `.open`, `.wall`, `.door`",
        "what is ahead: `\"wall\"`, `\"open\"`, `\"door open\"` or `\"door closed\"`, and how far it could run",
        |e, w, name| glue::nullary(e, w, name, |w| w.look(Side::Ahead).map(rhai::Dynamic::from))
    ),
    entry!(["look_left"], [], "", Sensing, "a sight", "what is to the left", |e, w, name| glue::nullary(
        e,
        w,
        name,
        |w| w.look(Side::Left).map(rhai::Dynamic::from)
    )),
    entry!(["look_right"], [], "", Sensing, "a sight", "what is to the right", |e, w, name| glue::nullary(
        e,
        w,
        name,
        |w| w.look(Side::Right).map(rhai::Dynamic::from)
    )),
    entry!(["look_back"], [], "", Sensing, "a sight", "what is behind", |e, w, name| glue::nullary(e, w, name, |w| w
        .look(Side::Back)
        .map(rhai::Dynamic::from))),
    entry!(["look_up"], [], "", Sensing, "a sight", "the stairs up from here (`\"wall\"`: none)", |e, w, name| {
        glue::nullary(e, w, name, |w| w.look_stairs(Flight::Up).map(rhai::Dynamic::from))
    }),
    entry!(["look_down"], [], "", Sensing, "a sight", "the stairs down from this cell", |e, w, name| {
        glue::nullary(e, w, name, |w| w.look_stairs(Flight::Down).map(rhai::Dynamic::from))
    }),
    entry!(
        [],
        [WallFront],
        "",
        Sensing,
        "`true` at a wall (a door is not one)",
        "`look().wall`, as mms asks it",
        |e, w, name| glue::nullary(e, w, name, |w| w.wall(Side::Ahead).map(Into::into))
    ),
    entry!([], [WallRight], "", Sensing, "`true` at a wall", "`look_right().wall`, as mms asks it", |e, w, name| {
        glue::nullary(e, w, name, |w| w.wall(Side::Right).map(Into::into))
    }),
    entry!([], [WallLeft], "", Sensing, "`true` at a wall", "`look_left().wall`, as mms asks it", |e, w, name| {
        glue::nullary(e, w, name, |w| w.wall(Side::Left).map(Into::into))
    }),
    entry!([], [WallBack], "", Sensing, "`true` at a wall", "`look_back().wall`, as mms asks it", |e, w, name| {
        glue::nullary(e, w, name, |w| w.wall(Side::Back).map(Into::into))
    }),
    entry!(
        ["smell"],
        [],
        "",
        Sensing,
        "a number, higher closer to the cheese",
        "how strongly the cheese smells here, as the crow flies (a hint, not a route)",
        |e, w, name| glue::nullary(e, w, name, |w| w.smell(None).map(Into::into))
    ),
    entry!(["smell_ahead"], [], "", Sensing, "a number", "the smell one cell ahead", |e, w, name| glue::nullary(
        e,
        w,
        name,
        |w| w.smell(Some(Side::Ahead)).map(Into::into)
    )),
    entry!(["smell_left"], [], "", Sensing, "a number", "the smell one cell to the left", |e, w, name| glue::nullary(
        e,
        w,
        name,
        |w| w.smell(Some(Side::Left)).map(Into::into)
    )),
    entry!(
        ["smell_right"],
        [],
        "",
        Sensing,
        "a number",
        "the smell one cell to the right",
        |e, w, name| glue::nullary(e, w, name, |w| w.smell(Some(Side::Right)).map(Into::into))
    ),
    entry!(["smell_back"], [], "", Sensing, "a number", "the smell one cell behind", |e, w, name| glue::nullary(
        e,
        w,
        name,
        |w| w.smell(Some(Side::Back)).map(Into::into)
    )),
    entry!(
        ["door_open"],
        [],
        "",
        Doors,
        "`true` when a door is ahead and open now",
        "tests the door ahead",
        |e, w, name| glue::nullary(e, w, name, |w| w.door_open().map(Into::into))
    ),
    entry!(
        ["wait"],
        [],
        "",
        Doors,
        "nothing",
        "stands still until the door ahead opens or shuts (else a step's time)",
        |e, w, name| glue::nullary(e, w, name, |w| w.wait().map(Into::into))
    ),
    entry!(
        ["at_cheese"],
        [],
        "",
        Sensing,
        "`true` at the cheese",
        "whether the mouse stands on the cheese",
        |e, w, name| glue::nullary(e, w, name, |w| w.at_cheese().map(Into::into))
    ),
    entry!(
        ["mark"],
        [],
        "n",
        Chalk,
        "nothing",
        "writes the number `n` in chalk on this cell (0 rubs it out)",
        |e, w, name| glue::marking(e, w, name)
    ),
    entry!(["marked"], [], "", Chalk, "the chalk here (0 if none)", "reads the chalk on this cell", |e, w, name| {
        glue::nullary(e, w, name, |w| w.marked(None).map(Into::into))
    }),
    entry!(
        ["marked_ahead"],
        [],
        "",
        Chalk,
        "the chalk there (-1 at a wall)",
        "the chalk on the next cell ahead",
        |e, w, name| glue::nullary(e, w, name, |w| w.marked(Some(Side::Ahead)).map(Into::into))
    ),
    entry!(
        ["marked_left"],
        [],
        "",
        Chalk,
        "the chalk there (-1 at a wall)",
        "the chalk on the next cell left",
        |e, w, name| glue::nullary(e, w, name, |w| w.marked(Some(Side::Left)).map(Into::into))
    ),
    entry!(
        ["marked_right"],
        [],
        "",
        Chalk,
        "the chalk there (-1 at a wall)",
        "the chalk on the next cell right",
        |e, w, name| glue::nullary(e, w, name, |w| w.marked(Some(Side::Right)).map(Into::into))
    ),
    entry!(
        ["marked_back"],
        [],
        "",
        Chalk,
        "the chalk there (-1 at a wall)",
        "the chalk on the cell behind",
        |e, w, name| glue::nullary(e, w, name, |w| w.marked(Some(Side::Back)).map(Into::into))
    ),
    entry!(
        ["marked_up"],
        [],
        "",
        Chalk,
        "the chalk there (-1 where there are no stairs)",
        "the chalk on the cell up the stairs",
        |e, w, name| glue::nullary(e, w, name, |w| w.marked_stairs(Flight::Up).map(Into::into))
    ),
    entry!(
        ["marked_down"],
        [],
        "",
        Chalk,
        "the chalk there (-1 where there are no stairs)",
        "the chalk on the cell down the stairs",
        |e, w, name| glue::nullary(e, w, name, |w| w.marked_stairs(Flight::Down).map(Into::into))
    ),
    entry!(["maze_width"], [MazeWidth], "", Contest, "the width in cells", "the maze's width", |e, w, name| {
        glue::nullary(e, w, name, |w| Ok(w.size().0.into()))
    }),
    entry!(["maze_height"], [MazeHeight], "", Contest, "the height in cells", "the maze's height", |e, w, name| {
        glue::nullary(e, w, name, |w| Ok(w.size().1.into()))
    }),
    entry!(
        ["set_wall"],
        [SetWall],
        "x, y, d",
        Thoughts,
        "nothing",
        "a wall the bot believes in on side `d` (`n`, `e`, `s`, `w`) of cell (x, y): drawn, never real",
        |e, w, name| glue::wall_thought(e, w, name, true)
    ),
    entry!(
        ["clear_wall"],
        [ClearWall],
        "x, y, d",
        Thoughts,
        "nothing",
        "no longer believes in that wall",
        |e, w, name| glue::wall_thought(e, w, name, false)
    ),
    entry!(
        ["set_color"],
        [SetColor],
        "x, y, c",
        Thoughts,
        "nothing",
        "colours cell (x, y) with one of mms's letters `kbacgorwyBCAGRY`",
        |e, w, name| glue::colour_thought(e, w, name)
    ),
    entry!(["clear_color"], [ClearColor], "x, y", Thoughts, "nothing", "clears that cell's colour", |e, w, name| {
        glue::clear_thought(e, w, name, true)
    }),
    entry!(["clear_all_color"], [ClearAllColor], "", Thoughts, "nothing", "clears every colour", |e, w, name| {
        glue::every_thought(e, w, name, super::thought::Thought::ClearAllColor)
    }),
    entry!(
        ["set_text"],
        [SetText],
        "x, y, text",
        Thoughts,
        "nothing",
        "up to 10 characters on cell (x, y)",
        |e, w, name| glue::text_thought(e, w, name)
    ),
    entry!(["clear_text"], [ClearText], "x, y", Thoughts, "nothing", "clears that cell's text", |e, w, name| {
        glue::clear_thought(e, w, name, false)
    }),
    entry!(["clear_all_text"], [ClearAllText], "", Thoughts, "nothing", "clears every text", |e, w, name| {
        glue::every_thought(e, w, name, super::thought::Thought::ClearAllText)
    }),
    entry!(
        ["was_reset"],
        [WasReset],
        "",
        Contest,
        "`true` when the contest carried the mouse back on its own and it is not yet acknowledged",
        "asks whether a run's budget ran out and the mouse was carried back",
        |e, w, name| glue::nullary(e, w, name, |w| Ok(w.was_reset().into()))
    ),
    entry!(
        ["carry_back"],
        [AckReset],
        "",
        Contest,
        "nothing",
        "acknowledges a reset; with none pending, asks to be carried back to the start (a penalty; the next run starts)",
        |e, w, name| glue::contest_only(e, w, name, |w| w.ack_reset().map(|()| Ok(rhai::Dynamic::UNIT)))
    ),
    entry!(
        ["position"],
        [],
        "",
        Contest,
        "`#{x, y}`",
        "contests only: where the mouse is (x from the west, y from the south)",
        |e, w, name| glue::contest_only(e, w, name, |w| Ok(Ok(rhai::Dynamic::from_map(glue::xy(w.position())))))
    ),
    entry!(
        ["heading"],
        [],
        "",
        Contest,
        "`\"n\"`, `\"e\"`, `\"s\"` or `\"w\"`",
        "contests only: the way the mouse faces",
        |e, w, name| glue::contest_only(e, w, name, |w| Ok(Ok(rhai::Dynamic::from(rhai::ImmutableString::from(
            w.heading().to_string()
        )))))
    ),
    entry!(["start_cell"], [], "", Contest, "`#{x, y}`", "contests only: the start", |e, w, name| glue::contest_only(
        e,
        w,
        name,
        |w| Ok(Ok(rhai::Dynamic::from_map(glue::xy(w.ends().0))))
    )),
    entry!(["goal_cells"], [], "", Contest, "an array of `#{x, y}`", "contests only: the goal cells", |e, w, name| {
        glue::contest_only(e, w, name, |w| Ok(Ok(glue::goal_cells(w))))
    }),
];

/// Registers every name of every entry on `engine`, running in `world`, and the `Sight`
/// type and `print`/`debug` beside them: all that a bot's engine has.
pub(crate) fn register(engine: &mut Engine, world: &Shared) {
    for entry in TABLE {
        for name in entry.names() {
            (entry.register)(engine, world, name);
        }
    }
    glue::register_sight_and_print(engine, world);
}

/// [`register`] for a bot running on a shaped maze.
pub(crate) fn register_shaped(engine: &mut Engine, world: &Shared<ShapedBoard>) {
    for entry in TABLE {
        for name in entry.names() {
            (entry.shaped)(engine, world, name);
        }
    }
    glue::register_sight_and_print(engine, world);
}

/// The entry that has `name`.
pub fn find(name: &str) -> Option<&'static Entry> {
    TABLE.iter().find(|entry| entry.names().any(|n| n == name))
}

/// Whether `name` is an instruction.
pub fn is_instruction(name: &str) -> bool {
    find(name).is_some()
}

/// Whether `name` is one of mms's names.
pub fn is_mms(name: &str) -> bool {
    TABLE.iter().any(|entry| entry.mms.contains(&name))
}

/// Every name, in the table's order (ours, then mms's, entry by entry).
pub fn all_names() -> impl Iterator<Item = &'static str> {
    TABLE.iter().flat_map(Entry::names)
}

/// The first built-in challenge (1-based) that allows `name`.
pub fn opens_in(name: &str) -> Option<usize> {
    crate::content::challenge::built_in().iter().position(|c| c.allowed.iter().any(|a| a == name)).map(|i| i + 1)
}

#[cfg(test)]
#[path = "table_tests.rs"]
mod tests;
