//! The mms simulator's names beside ours, the bot's thoughts, and the contest's instructions,
//! registered on a Rhai engine. A bot written for mms translates line by line; coordinates are
//! mms's (x from the west, y from the south), directions its letters `n`, `e`, `s`, `w`.
//!
//! | mms | ours | answers |
//! |---|---|---|
//! | `wallFront()`, `wallRight()`, `wallLeft()`, `wallBack()` | `look().wall`… | `true` at a wall (a door is not one) |
//! | `moveForward()`, `moveForward(n)` | `forward()`, `forward(n)` | `true` if it moved every cell; stops at the first bump |
//! | `turnLeft()`, `turnRight()` | `turn_left()`, `turn_right()` | nothing |
//! | `mazeWidth()`, `mazeHeight()` | `maze_width()`, `maze_height()` | the size in cells |
//! | `setWall(x, y, d)`, `clearWall(x, y, d)` | `set_wall`, `clear_wall` | nothing: a wall the bot believes in (a thought) |
//! | `setColor(x, y, c)`, `clearColor(x, y)`, `clearAllColor()` | `set_color`, `clear_color`, `clear_all_color` | nothing: a cell's colour, one of mms's letters `kbacgorwyBCAGRY` |
//! | `setText(x, y, t)`, `clearText(x, y)`, `clearAllText()` | `set_text`, `clear_text`, `clear_all_text` | nothing: up to 10 characters on a cell |
//! | `wasReset()` | `was_reset()` | `true` when the contest carried the mouse back on its own (a run's budget ran out) |
//! | `ackReset()` | `carry_back()` | acknowledges that; with none pending, asks to be carried back (a penalty; the next run starts) |
//! | — | `position()`, `heading()` | contests only: `#{x, y}`, and `"n"`, `"e"`, `"s"` or `"w"` |
//! | — | `start_cell()`, `goal_cells()` | contests only: `#{x, y}`, and an array of them |
//!
//! `position()` and `heading()` are allowed in a contest: they tell nothing a mouse cannot
//! count for itself (it knows the start, its first heading, its turns, and whether each move
//! went), as real micromice do by odometry; in a race to the cheese the mouse has no
//! coordinates at all.

use rhai::{Array, Dynamic, Engine, EvalAltResult, ImmutableString, Map, NativeCallContext};

use super::instructions::{Answer, Shared, act};
use super::thought::{COLOURS, Thought, cell_text, letter_dir};
use super::trace::{Instruction, Side};
use super::world::World;

/// An instruction's outcome: a value, or a mistake in the script's arguments (a runtime error).
type Checked<T> = Result<T, String>;

/// Runs `f` on the world at the call's position; a mistake becomes a runtime error there.
fn call<T>(
    world: &Shared,
    ctx: &NativeCallContext,
    f: impl FnOnce(&mut World) -> Result<Checked<T>, super::world::Halt>,
) -> Answer<T> {
    let at = ctx.call_position();
    act(world, at, f)?.map_err(|message| EvalAltResult::ErrorRuntime(message.into(), at).into())
}

/// Registers every name of the module's table on `engine`.
pub(crate) fn register(engine: &mut Engine, world: &Shared) {
    for (name, side) in
        [("wallFront", Side::Ahead), ("wallRight", Side::Right), ("wallLeft", Side::Left), ("wallBack", Side::Back)]
    {
        let shared = world.clone();
        engine.register_fn(name, move |ctx: NativeCallContext| call(&shared, &ctx, |w| w.wall(side).map(Ok)));
    }
    for name in ["moveForward", "forward"] {
        let shared = world.clone();
        engine.register_fn(name, move |ctx: NativeCallContext, cells: i64| {
            call(&shared, &ctx, |w| match cells {
                1.. => w.forward_by(cells).map(Ok),
                _ => Ok(Err(format!("{name}({cells}): the distance is at least 1 cell"))),
            })
        });
    }
    let shared = world.clone();
    engine.register_fn("moveForward", move |ctx: NativeCallContext| call(&shared, &ctx, |w| w.forward_by(1).map(Ok)));
    for (name, turn) in [("turnLeft", Instruction::TurnLeft), ("turnRight", Instruction::TurnRight)] {
        let shared = world.clone();
        engine.register_fn(name, move |ctx: NativeCallContext| call(&shared, &ctx, |w| w.turn(turn).map(Ok)));
    }
    for (names, height) in [(["mazeWidth", "maze_width"], false), (["mazeHeight", "maze_height"], true)] {
        for name in names {
            let shared = world.clone();
            engine.register_fn(name, move |ctx: NativeCallContext| {
                call(&shared, &ctx, |w| Ok(Ok(if height { w.size().1 } else { w.size().0 })))
            });
        }
    }
    register_thoughts(engine, world);
    register_contest(engine, world);
}

/// A direction argument: a letter as a char or a one-letter string.
fn direction(name: &str, given: &Dynamic) -> Checked<crate::maze::Dir> {
    let letter = given.as_char().ok().or_else(|| given.clone().into_string().ok().and_then(|s| one_char(&s)));
    letter.and_then(letter_dir).ok_or_else(|| format!("{name}: the direction is 'n', 'e', 's' or 'w', not {given}"))
}

fn one_char(text: &str) -> Option<char> {
    let mut chars = text.chars();
    chars.next().filter(|_| chars.next().is_none())
}

fn register_thoughts(engine: &mut Engine, world: &Shared) {
    for (name, set) in [("setWall", true), ("set_wall", true), ("clearWall", false), ("clear_wall", false)] {
        let shared = world.clone();
        engine.register_fn(name, move |ctx: NativeCallContext, x: i64, y: i64, d: Dynamic| {
            call(&shared, &ctx, |w| {
                Ok(w.cell_at(x, y).and_then(|cell| {
                    let side = direction(name, &d)?;
                    w.think(Thought::Wall(cell, side, set));
                    Ok(())
                }))
            })
        });
    }
    for name in ["setColor", "set_color"] {
        let shared = world.clone();
        engine.register_fn(name, move |ctx: NativeCallContext, x: i64, y: i64, c: Dynamic| {
            call(&shared, &ctx, |w| {
                let letter = c.as_char().ok().or_else(|| c.clone().into_string().ok().and_then(|s| one_char(&s)));
                let Some(colour) = letter.filter(|l| COLOURS.contains(*l)) else {
                    return Ok(Err(format!("{name}: {c} is not a colour (allowed: one of {COLOURS}, as in mms)")));
                };
                Ok(w.cell_at(x, y).map(|cell| w.think(Thought::Color(cell, colour))))
            })
        });
    }
    for name in ["setText", "set_text"] {
        let shared = world.clone();
        engine.register_fn(name, move |ctx: NativeCallContext, x: i64, y: i64, text: Dynamic| {
            call(&shared, &ctx, |w| {
                let text = cell_text(&text.to_string());
                Ok(w.cell_at(x, y).map(|cell| w.think(Thought::Text(cell, text))))
            })
        });
    }
    for (name, colour) in [("clearColor", true), ("clear_color", true), ("clearText", false), ("clear_text", false)] {
        let shared = world.clone();
        engine.register_fn(name, move |ctx: NativeCallContext, x: i64, y: i64| {
            call(&shared, &ctx, |w| {
                Ok(w.cell_at(x, y)
                    .map(|cell| w.think(if colour { Thought::ClearColor(cell) } else { Thought::ClearText(cell) })))
            })
        });
    }
    for (name, thought) in [
        ("clearAllColor", Thought::ClearAllColor),
        ("clear_all_color", Thought::ClearAllColor),
        ("clearAllText", Thought::ClearAllText),
        ("clear_all_text", Thought::ClearAllText),
    ] {
        let shared = world.clone();
        engine.register_fn(name, move |ctx: NativeCallContext| {
            call(&shared, &ctx, |w| {
                w.think(thought.clone());
                Ok(Ok(()))
            })
        });
    }
}

/// `#{x: .., y: ..}`.
fn xy((x, y): (i64, i64)) -> Map {
    let mut map = Map::new();
    map.insert("x".into(), Dynamic::from(x));
    map.insert("y".into(), Dynamic::from(y));
    map
}

fn register_contest(engine: &mut Engine, world: &Shared) {
    for name in ["wasReset", "was_reset"] {
        let shared = world.clone();
        engine.register_fn(name, move |ctx: NativeCallContext| call(&shared, &ctx, |w| Ok(Ok(w.was_reset()))));
    }
    for name in ["ackReset", "carry_back"] {
        let shared = world.clone();
        engine.register_fn(name, move |ctx: NativeCallContext| {
            call(&shared, &ctx, |w| match w.not_in_contest(name) {
                Some(why) => Ok(Err(why)),
                None if name == "carry_back" => w.carry_back().map(Ok),
                None => w.ack_reset().map(Ok),
            })
        });
    }
    let contest_only = |engine: &mut Engine, name: &'static str, answer: fn(&World) -> Dynamic| {
        let shared = world.clone();
        engine.register_fn(name, move |ctx: NativeCallContext| {
            call(&shared, &ctx, |w| Ok(w.not_in_contest(name).map_or_else(|| Ok(answer(w)), Err)))
        });
    };
    contest_only(engine, "position", |w| Dynamic::from_map(xy(w.position())));
    contest_only(engine, "heading", |w| Dynamic::from(ImmutableString::from(w.heading().to_string())));
    contest_only(engine, "start_cell", |w| Dynamic::from_map(xy(w.ends().0)));
    contest_only(engine, "goal_cells", |w| {
        Dynamic::from_array(w.ends().1.into_iter().map(|g| Dynamic::from_map(xy(g))).collect::<Array>())
    });
}
