//! The Rhai glue of the mouse's instructions: how an entry of the one table (`table`) is
//! registered on an engine, so each call runs the matching [`World`] method on the run under
//! way, at the call's place and under the name the script used (the trace shows the call as
//! written). When the mouse reaches the cheese, or a budget runs out, the instruction ends the
//! script (Rhai's "terminated", which `try`/`catch` cannot catch) and the world keeps why. A
//! mistake in the arguments is a runtime error at the call.
//!
//! The instructions themselves, their names (ours and mms's) and their docs are in `table`,
//! which registers them with this glue.

use std::cell::RefCell;
use std::rc::Rc;

use rhai::{Array, Dynamic, Engine, EvalAltResult, ImmutableString, Map, NativeCallContext, Position};

use super::thought::{COLOURS, Thought, cell_text, letter_dir};
use super::trace::{Called, Sight, What};
use super::world::Hooks;
use super::world::{Halt, OutsideMaze, World};
use crate::rules::Board;

/// The run under way, shared by every registered instruction (`None` between runs).
pub(crate) type Shared<G = Board> = Rc<RefCell<Option<World<G>>>>;

pub(super) type Answer<T> = Result<T, Box<EvalAltResult>>;

/// An instruction's outcome: a value, or a mistake in the script's arguments (a runtime error).
pub(crate) type Checked<T> = Result<T, Mistake>;

/// A mistake in an instruction's call, which becomes a runtime error at the call (its text
/// is the error's message, the only place it turns into a string: Rhai's boundary).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Mistake {
    /// `name(cells)` with a distance under one cell.
    Distance { name: &'static str, cells: i64 },
    /// A direction that is none of `n`, `e`, `s`, `w` (`given` as the script wrote it).
    Direction { name: &'static str, given: String },
    /// A colour that is none of mms's letters.
    Colour { name: &'static str, given: String },
    /// Script coordinates outside the maze.
    Outside(OutsideMaze),
    /// A contest-only instruction outside a contest.
    NotInContest(&'static str),
}

impl std::fmt::Display for Mistake {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Mistake::Distance { name, cells } => write!(f, "{name}({cells}): the distance is at least 1 cell"),
            Mistake::Direction { name, given } => {
                write!(f, "{name}: the direction is 'n', 'e', 's' or 'w', not {given}")
            }
            Mistake::Colour { name, given } => {
                write!(f, "{name}: {given} is not a colour (allowed: one of {COLOURS}, as in mms)")
            }
            Mistake::Outside(outside) => outside.fmt(f),
            Mistake::NotInContest(name) => write!(
                f,
                "{name}() is for contests only (`mousemaze bot BOT --contest`): in a race to the cheese the mouse \
                 knows no coordinates"
            ),
        }
    }
}

impl std::error::Error for Mistake {}

impl From<OutsideMaze> for Mistake {
    fn from(outside: OutsideMaze) -> Mistake {
        Mistake::Outside(outside)
    }
}

/// Registers what an engine has besides the table's instructions: the `Sight` type, and
/// `print`/`debug` into the run's log ([`crate::table::register`] registers both).
pub(crate) fn register_sight_and_print<G: Hooks + 'static>(engine: &mut Engine, world: &Shared<G>) {
    register_sight(engine);
    for hook in [0, 1] {
        let shared = world.clone();
        let say = move |text: &str| {
            if let Some(w) = shared.borrow_mut().as_mut() {
                w.say(text);
            }
        };
        if hook == 0 {
            engine.on_print(say);
        } else {
            engine.on_debug(move |text, _, _| say(text));
        }
    }
}

/// Runs one instruction, called as `called` at `at`; a halt ends the script.
pub(super) fn act<G: Hooks, T>(
    world: &Shared<G>,
    at: Position,
    called: Called,
    instruction: impl FnOnce(&mut World<G>) -> Result<T, Halt>,
) -> Answer<T> {
    let mut slot = world.borrow_mut();
    let Some(w) = slot.as_mut() else {
        return Err(EvalAltResult::ErrorRuntime("no run under way".into(), at).into());
    };
    w.at = at;
    w.called = called;
    // What an instruction records (the path, the steps) is the run's, not the script's memory.
    super::memory::exempt(|| instruction(w)).map_err(|_| EvalAltResult::ErrorTerminated(Dynamic::UNIT, at).into())
}

/// [`act`] for an instruction that may find a mistake in its arguments: the mistake becomes
/// a runtime error at the call.
fn call<G: Hooks, T>(
    world: &Shared<G>,
    ctx: &NativeCallContext,
    called: Called,
    f: impl FnOnce(&mut World<G>) -> Result<Checked<T>, Halt>,
) -> Answer<T> {
    let at = ctx.call_position();
    act(world, at, called, f)?.map_err(|mistake| EvalAltResult::ErrorRuntime(mistake.to_string().into(), at).into())
}

/// Registers `name()`: it runs `instruction` on the world.
pub(super) fn nullary<G: Hooks + 'static>(
    engine: &mut Engine,
    world: &Shared<G>,
    name: &'static str,
    instruction: fn(&mut World<G>) -> Result<Dynamic, Halt>,
) {
    checked(engine, world, name, move |w| instruction(w).map(Ok));
}

/// Registers `name()`: it runs `instruction`, which may refuse with a mistake.
pub(super) fn checked<G: Hooks + 'static>(
    engine: &mut Engine,
    world: &Shared<G>,
    name: &'static str,
    instruction: impl Fn(&mut World<G>) -> Result<Checked<Dynamic>, Halt> + 'static,
) {
    let shared = world.clone();
    engine.register_fn(name, move |ctx: NativeCallContext| -> Answer<Dynamic> {
        call(&shared, &ctx, Called::new(name), &instruction)
    });
}

/// Registers `name()`, for contests only: elsewhere it is a mistake.
pub(super) fn contest_only(
    engine: &mut Engine,
    world: &Shared,
    name: &'static str,
    answer: fn(&mut World) -> Result<Checked<Dynamic>, Halt>,
) {
    checked(engine, world, name, move |w| match w.in_contest() {
        true => answer(w),
        false => Ok(Err(Mistake::NotInContest(name))),
    });
}

/// Registers `name()` and `name(n)`: `n` cells ahead (1 when not given), stopping at a bump.
pub(super) fn moving<G: Hooks + 'static>(engine: &mut Engine, world: &Shared<G>, name: &'static str) {
    let shared = world.clone();
    engine.register_fn(name, move |ctx: NativeCallContext| {
        call(&shared, &ctx, Called::new(name), |w| w.forward_by(1).map(Ok))
    });
    let shared = world.clone();
    engine.register_fn(name, move |ctx: NativeCallContext, cells: i64| {
        call(&shared, &ctx, Called::with(name, cells), |w| match cells {
            1.. => w.forward_by(cells).map(Ok),
            _ => Ok(Err(Mistake::Distance { name, cells })),
        })
    });
}

/// Registers `name(n)`: chalk `n` on this cell.
pub(super) fn marking<G: Hooks + 'static>(engine: &mut Engine, world: &Shared<G>, name: &'static str) {
    let shared = world.clone();
    engine.register_fn(name, move |ctx: NativeCallContext, chalk: i64| -> Answer<()> {
        act(&shared, ctx.call_position(), Called::with(name, chalk), |w| w.mark(chalk))
    });
}

/// Registers `name` on a shaped maze's engine, with up to three arguments, as a mistake: the
/// square grid's coordinates and contests have no meaning there.
pub(super) fn square_only<G: Hooks + 'static>(engine: &mut Engine, world: &Shared<G>, name: &'static str) {
    let refuse = move |ctx: &NativeCallContext| -> Answer<()> {
        let why = format!("{name}() is for square mazes only: on a maze of another shape the mouse has no coordinates");
        Err(EvalAltResult::ErrorRuntime(why.into(), ctx.call_position()).into())
    };
    let _ = world;
    engine.register_fn(name, move |ctx: NativeCallContext| refuse(&ctx));
    engine.register_fn(name, move |ctx: NativeCallContext, _: Dynamic| refuse(&ctx));
    engine.register_fn(name, move |ctx: NativeCallContext, _: Dynamic, _: Dynamic| refuse(&ctx));
    engine.register_fn(name, move |ctx: NativeCallContext, _: Dynamic, _: Dynamic, _: Dynamic| refuse(&ctx));
}

/// A direction argument: a letter as a char or a one-letter string.
fn direction(name: &'static str, given: &Dynamic) -> Checked<crate::maze::Dir> {
    one_letter(given).and_then(letter_dir).ok_or_else(|| Mistake::Direction { name, given: given.to_string() })
}

/// A char, or a string of one char.
fn one_letter(given: &Dynamic) -> Option<char> {
    given.as_char().ok().or_else(|| {
        let text = given.clone().into_string().ok()?;
        let mut chars = text.chars();
        chars.next().filter(|_| chars.next().is_none())
    })
}

/// Registers `name(x, y, d)`: a wall the bot believes in (`set`) or no longer does.
pub(super) fn wall_thought(engine: &mut Engine, world: &Shared, name: &'static str, set: bool) {
    let shared = world.clone();
    engine.register_fn(name, move |ctx: NativeCallContext, x: i64, y: i64, d: Dynamic| {
        call(&shared, &ctx, Called::new(name), |w| {
            Ok(w.cell_at(x, y).map_err(Mistake::from).and_then(|cell| {
                let side = direction(name, &d)?;
                w.think(Thought::Wall(cell, side, set));
                Ok(())
            }))
        })
    });
}

/// Registers `name(x, y, c)`: a cell's colour, one of mms's letters.
pub(super) fn colour_thought(engine: &mut Engine, world: &Shared, name: &'static str) {
    let shared = world.clone();
    engine.register_fn(name, move |ctx: NativeCallContext, x: i64, y: i64, c: Dynamic| {
        call(&shared, &ctx, Called::new(name), |w| {
            let Some(colour) = one_letter(&c).filter(|l| COLOURS.contains(*l)) else {
                return Ok(Err(Mistake::Colour { name, given: c.to_string() }));
            };
            Ok(w.cell_at(x, y).map(|cell| w.think(Thought::Color(cell, colour))).map_err(Mistake::from))
        })
    });
}

/// Registers `name(x, y, text)`: a cell's text.
pub(super) fn text_thought(engine: &mut Engine, world: &Shared, name: &'static str) {
    let shared = world.clone();
    engine.register_fn(name, move |ctx: NativeCallContext, x: i64, y: i64, text: Dynamic| {
        call(&shared, &ctx, Called::new(name), |w| {
            // The text is made only for a run that keeps its thoughts (a contest over many
            // mazes calls this for every number it floods, and keeps none).
            let cell = w.cell_at(x, y).map_err(Mistake::from);
            Ok(cell.map(|cell| {
                if w.keeps_thoughts() {
                    w.think(Thought::Text(cell, cell_text(&text.to_string())));
                }
            }))
        })
    });
}

/// Registers `name(x, y)`: clears a cell's colour (`colour`) or its text.
pub(super) fn clear_thought(engine: &mut Engine, world: &Shared, name: &'static str, colour: bool) {
    let shared = world.clone();
    engine.register_fn(name, move |ctx: NativeCallContext, x: i64, y: i64| {
        call(&shared, &ctx, Called::new(name), |w| {
            let cell = w.cell_at(x, y).map_err(Mistake::from);
            Ok(cell.map(|cell| w.think(if colour { Thought::ClearColor(cell) } else { Thought::ClearText(cell) })))
        })
    });
}

/// Registers `name()`: a thought about every cell (`clearAllColor`, `clearAllText`).
pub(super) fn every_thought(engine: &mut Engine, world: &Shared, name: &'static str, thought: Thought) {
    let shared = world.clone();
    engine.register_fn(name, move |ctx: NativeCallContext| {
        call(&shared, &ctx, Called::new(name), |w| {
            w.think(thought.clone());
            Ok(Ok(()))
        })
    });
}

/// `#{x: .., y: ..}`.
pub(super) fn xy((x, y): (i64, i64)) -> Map {
    let mut map = Map::new();
    map.insert("x".into(), Dynamic::from(x));
    map.insert("y".into(), Dynamic::from(y));
    map
}

/// The goal cells as an array of `#{x, y}`.
pub(super) fn goal_cells(w: &World) -> Dynamic {
    Dynamic::from_array(w.ends().1.into_iter().map(|g| Dynamic::from_map(xy(g))).collect::<Array>())
}

/// `Sight`'s properties, its text, and comparing it with a word (`look() == "wall"`).
fn register_sight(engine: &mut Engine) {
    engine
        .register_type_with_name::<Sight>("Sight")
        .register_get("what", |s: &mut Sight| ImmutableString::from(s.what.word()))
        .register_get("far", |s: &mut Sight| i64::from(s.far))
        .register_get("open", |s: &mut Sight| matches!(s.what, What::Open | What::DoorOpen))
        .register_get("wall", |s: &mut Sight| s.what == What::Wall)
        .register_get("door", |s: &mut Sight| matches!(s.what, What::DoorOpen | What::DoorClosed))
        .register_fn("to_string", |s: &mut Sight| s.to_string())
        .register_fn("to_debug", |s: &mut Sight| format!("Sight({s})"))
        .register_fn("==", |s: Sight, word: ImmutableString| s.what.word() == word.as_str())
        .register_fn("!=", |s: Sight, word: ImmutableString| s.what.word() != word.as_str())
        .register_fn("==", |word: ImmutableString, s: Sight| s.what.word() == word.as_str())
        .register_fn("!=", |word: ImmutableString, s: Sight| s.what.word() != word.as_str());
}
