//! A run's memory, copying and time, watched while its script runs: Rhai calls back at every
//! operation ([`Engine::on_progress`]: each pass of a loop and call, see `bytecode`), and the
//! watch stops the script
//! - once the memory it holds passes [`Limits::memory`] (looked at every operation: the
//!   allocation that passes it raises the thread's alarm, see `memory`);
//! - once it has allocated [`Limits::copying`] bytes in all (the same alarm): one
//!   operation can copy a big map or array, so operations alone do not bound the work, and a
//!   loop that copies big data at every pass is stopped here, within a second or two. Like
//!   every other budget this is a count, so it stops the same script at the same place on
//!   every machine, however busy: an ordinary run allocates a thousandth of it;
//! - after [`Limits::time`] (a minute) whatever it does: a safety net for what no count
//!   bounds (a loop that sorts big data in place), read every [`CLOCK_EVERY_OPERATIONS`]
//!   operations. It only ever stops a script, and a run of ordinary operations within the
//!   operation budget would need a machine a thousand times slower than usual to meet it.
//!
//! `sleep()` (which Rhai offers even without its clock) is replaced by one that stops the
//! script: a bot's time passes only as the mouse moves or waits.

use std::cell::Cell;
use std::rc::Rc;
use std::time::{Duration, Instant};

use rhai::{Dynamic, Engine, EvalAltResult, NativeCallContext, Position};

use super::Limits;
use super::memory;

/// Operations between two readings of the clock (a loop's pass that sorts 10 000 items, and
/// allocates nothing, takes about a millisecond).
pub(crate) const CLOCK_EVERY_OPERATIONS: u64 = 4096;

/// Why the watch stopped a script (carried in Rhai's "terminated" error, which `try`/`catch`
/// cannot catch).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Overrun {
    Time,
    Copying,
    Memory,
    Sleep,
}

impl Overrun {
    const ALL: [Overrun; 4] = [Overrun::Time, Overrun::Copying, Overrun::Memory, Overrun::Sleep];

    fn token(self) -> i64 {
        // Unlikely numbers, so a token is never mistaken for anything else.
        -0x0b07_0000 - self as i64
    }

    /// The overrun a "terminated" error's token stands for.
    pub(crate) fn of(token: &Dynamic) -> Option<Overrun> {
        let token = token.as_int().ok()?;
        Overrun::ALL.into_iter().find(|o| o.token() == token)
    }

    fn stop(self, at: Position) -> Box<EvalAltResult> {
        EvalAltResult::ErrorTerminated(self.token().into(), at).into()
    }
}

/// The run under way, as the watch sees it: plain numbers. At every operation only
/// `clock_at` and the thread's alarm are read; the rest when either calls. The memory and
/// copying limits are the alarm's own (`memory::set_alarm`), kept with the thread's counts.
#[derive(Debug)]
struct Watching {
    started: Cell<Instant>,
    /// The operation at which to read the clock next.
    clock_at: Cell<u64>,
    /// How long a run may last.
    time: Duration,
}

impl Watching {
    /// The slow path of the watch, kept out of the callback Rhai makes at every operation
    /// (so that callback is two comparisons): which budget is spent, if any, and the next
    /// reading of the clock. An alarm raised by memory freed since is lowered again.
    #[cold]
    #[inline(never)]
    fn check(&self, operations: u64) -> Option<Overrun> {
        let (memory, copying) = memory::past_limits();
        if memory {
            return Some(Overrun::Memory);
        }
        if copying {
            return Some(Overrun::Copying);
        }
        if self.started.get().elapsed() > self.time {
            return Some(Overrun::Time);
        }
        self.clock_at.set(operations + CLOCK_EVERY_OPERATIONS);
        None
    }
}

/// Watches the runs of one engine: [`Watch::start`] before a run, [`Watch::stop`] after.
#[derive(Clone, Debug)]
pub(crate) struct Watch {
    run: Rc<Watching>,
    memory: usize,
    copying: usize,
}

impl Watch {
    /// Sets `engine` to stop a script past `limits`' memory, copying and time, and replaces
    /// `sleep`.
    pub(crate) fn install(engine: &mut Engine, limits: &Limits) -> Watch {
        let run =
            Rc::new(Watching { started: Cell::new(Instant::now()), clock_at: Cell::new(u64::MAX), time: limits.time });
        let watched = run.clone();
        engine.on_progress(move |operations| {
            if operations >= watched.clock_at.get() || memory::alarm() {
                return watched.check(operations).map(|overrun| overrun.token().into());
            }
            None
        });
        engine.register_fn("sleep", |ctx: NativeCallContext, _: i64| -> Result<(), Box<EvalAltResult>> {
            Err(Overrun::Sleep.stop(ctx.call_position()))
        });
        engine.register_fn("sleep", |ctx: NativeCallContext, _: f64| -> Result<(), Box<EvalAltResult>> {
            Err(Overrun::Sleep.stop(ctx.call_position()))
        });
        Watch { run, memory: limits.memory, copying: limits.copying }
    }

    /// A run begins now, on this thread.
    pub(crate) fn start(&self) {
        let (live, allocated) = memory::counts();
        self.run.started.set(Instant::now());
        self.run.clock_at.set(CLOCK_EVERY_OPERATIONS);
        memory::set_alarm(live.saturating_add_unsigned(self.memory), allocated.saturating_add(self.copying));
    }

    /// The run is over.
    pub(crate) fn stop(&self) {
        self.run.clock_at.set(u64::MAX);
        memory::set_alarm(isize::MAX, usize::MAX);
    }
}
