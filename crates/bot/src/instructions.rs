//! The mouse's instruction set, registered on a Rhai engine: each call runs the matching
//! [`World`] method on the run under way. When the mouse reaches the cheese, or a budget
//! runs out, the instruction ends the script (Rhai's "terminated", which `try`/`catch`
//! cannot catch) and the world keeps why.
//!
//! | instruction | answers |
//! |---|---|
//! | `forward()` | `true` if it moved a cell, `false` if it bumped a wall or a shut door |
//! | `turn_left()`, `turn_right()`, `turn_around()` | nothing |
//! | `look()`, `look_left()`, `look_right()`, `look_back()` | a sight: `.what`, `.far`, `.open`, `.wall`, `.door`; `look() == "wall"` |
//! | `smell()`, `smell_ahead()`, `smell_left()`, `smell_right()`, `smell_back()` | a number, higher closer to the cheese |
//! | `door_open()` | `true` if a door is ahead and open now |
//! | `mark(n)`, `marked()`, `marked_ahead()`, `marked_left()`, `marked_right()`, `marked_back()` | chalk: 0 where none, -1 through a wall |
//! | `wait()` | nothing: the door ahead changes, or a step's time passes |
//! | `at_cheese()` | `true` at the cheese |
//!
//! The mms simulator's names, thoughts and the contest's own instructions are in `mms`.

use std::cell::RefCell;
use std::rc::Rc;

use rhai::{Dynamic, Engine, EvalAltResult, ImmutableString, NativeCallContext, Position};

use super::trace::{Instruction, Side, Sight, What};
use super::world::World;

/// The run under way, shared by every registered instruction (`None` between runs).
pub(crate) type Shared = Rc<RefCell<Option<World>>>;

pub(super) type Answer<T> = Result<T, Box<EvalAltResult>>;

/// Registers every instruction, the `Sight` type and `print`/`debug` on `engine`.
pub(crate) fn register(engine: &mut Engine, world: &Shared) {
    add(engine, world, "forward", |w| w.forward().map(Dynamic::from));
    add(engine, world, "turn_left", |w| w.turn(Instruction::TurnLeft).map(Dynamic::from));
    add(engine, world, "turn_right", |w| w.turn(Instruction::TurnRight).map(Dynamic::from));
    add(engine, world, "turn_around", |w| w.turn(Instruction::TurnAround).map(Dynamic::from));
    add(engine, world, "door_open", |w| w.door_open().map(Dynamic::from));
    add(engine, world, "wait", |w| w.wait().map(Dynamic::from));
    add(engine, world, "at_cheese", |w| w.at_cheese().map(Dynamic::from));
    add(engine, world, "smell", |w| w.smell(None).map(Dynamic::from));
    add(engine, world, "marked", |w| w.marked(None).map(Dynamic::from));
    for (suffix, side) in [("ahead", Side::Ahead), ("left", Side::Left), ("right", Side::Right), ("back", Side::Back)] {
        add(engine, world, &format!("smell_{suffix}"), move |w| w.smell(Some(side)).map(Dynamic::from));
        add(engine, world, &format!("marked_{suffix}"), move |w| w.marked(Some(side)).map(Dynamic::from));
        let look = if side == Side::Ahead { "look".to_owned() } else { format!("look_{suffix}") };
        add(engine, world, &look, move |w| w.look(side).map(Dynamic::from));
    }
    let shared = world.clone();
    engine.register_fn("mark", move |ctx: NativeCallContext, chalk: i64| -> Answer<()> {
        act(&shared, ctx.call_position(), |w| w.mark(chalk))
    });
    register_sight(engine);
    super::mms::register(engine, world);
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

/// Registers `name()` to run `instruction` on the world.
fn add(
    engine: &mut Engine,
    world: &Shared,
    name: &str,
    instruction: impl Fn(&mut World) -> Result<Dynamic, super::world::Halt> + 'static,
) {
    let shared = world.clone();
    engine.register_fn(name, move |ctx: NativeCallContext| -> Answer<Dynamic> {
        act(&shared, ctx.call_position(), &instruction)
    });
}

/// Runs one instruction at `at`; a halt ends the script.
pub(super) fn act<T>(
    world: &Shared,
    at: Position,
    instruction: impl FnOnce(&mut World) -> Result<T, super::world::Halt>,
) -> Answer<T> {
    let mut slot = world.borrow_mut();
    let Some(w) = slot.as_mut() else {
        return Err(EvalAltResult::ErrorRuntime("no run under way".into(), at).into());
    };
    w.at = at;
    // What an instruction records (the path, the steps) is the run's, not the script's memory.
    super::memory::exempt(|| instruction(w)).map_err(|_| EvalAltResult::ErrorTerminated(Dynamic::UNIT, at).into())
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
