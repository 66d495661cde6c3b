//! A run's memory and time, watched while its script runs: Rhai calls back at every
//! operation ([`Engine::on_progress`]); the watch stops the script once the memory it holds
//! passes [`Limits::memory`] (read at every operation, see `memory`), or on the clock (read
//! every [`CLOCK_EVERY_OPERATIONS`] operations, and after every [`CLOCK_EVERY_BYTES`]
//! allocated, so that a loop whose every pass copies or sorts big data is seen in time):
//! - after [`Limits::slow_time`] (3 s) when its operations have taken over
//!   [`SLOW_OPERATION_NANOS`] each on average: a Rhai operation normally takes well under a
//!   microsecond, even in a debug build on a busy machine, so only operations that copy or
//!   sort big data are this slow, and such a loop is stopped within seconds;
//! - after [`Limits::time`] (a minute) whatever it does.
//!
//! The clock only ever stops a script: a script that finishes runs exactly as it would with
//! no clock, so its moves are the same on every machine. A script with ordinary operations
//! within the operation budget needs a machine a hundred times slower than usual to be
//! stopped by the clock.
//!
//! `sleep()` (which Rhai offers even without its clock) is replaced by one that stops the
//! script: a bot's time passes only as the mouse moves or waits.

use std::cell::Cell;
use std::rc::Rc;
use std::time::Instant;

use rhai::{Dynamic, Engine, EvalAltResult, NativeCallContext, Position};

use super::Limits;
use super::memory;

/// Operations between two readings of the clock.
pub(crate) const CLOCK_EVERY_OPERATIONS: u64 = 64;
/// Bytes allocated between two readings of the clock.
pub(crate) const CLOCK_EVERY_BYTES: usize = 1 << 20;
/// The average time of an operation, in nanoseconds, past which a run is slow.
pub const SLOW_OPERATION_NANOS: u64 = 10_000;

/// Why the watch stopped a script (carried in Rhai's "terminated" error, which `try`/`catch`
/// cannot catch).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Overrun {
    Time,
    Slow,
    Memory,
    Sleep,
}

impl Overrun {
    const ALL: [Overrun; 4] = [Overrun::Time, Overrun::Slow, Overrun::Memory, Overrun::Sleep];

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

/// The run under way, as the watch sees it: plain numbers, read at every operation.
#[derive(Debug)]
struct Watching {
    started: Cell<Instant>,
    /// The thread's live bytes past which the script is stopped (the largest number between
    /// runs, so the watch is off).
    ceiling: Cell<isize>,
    /// When to read the clock next: at this many operations, or this many bytes allocated.
    clock_at_operations: Cell<u64>,
    clock_at_bytes: Cell<usize>,
}

/// Watches the runs of one engine: [`Watch::start`] before a run, [`Watch::stop`] after.
#[derive(Clone, Debug)]
pub(crate) struct Watch {
    run: Rc<Watching>,
    memory: usize,
}

impl Watch {
    /// Sets `engine` to stop a script past `limits`' memory and time, and replaces `sleep`.
    pub(crate) fn install(engine: &mut Engine, limits: &Limits) -> Watch {
        let run = Rc::new(Watching {
            started: Cell::new(Instant::now()),
            ceiling: Cell::new(isize::MAX),
            clock_at_operations: Cell::new(u64::MAX),
            clock_at_bytes: Cell::new(usize::MAX),
        });
        let watched = run.clone();
        let (time, slow_time) = (limits.time, limits.slow_time);
        engine.on_progress(move |operations| {
            let (live, allocated) = memory::counts();
            if live > watched.ceiling.get() {
                return Some(Overrun::Memory.token().into());
            }
            if operations >= watched.clock_at_operations.get() || allocated >= watched.clock_at_bytes.get() {
                let elapsed = watched.started.get().elapsed();
                if elapsed > time {
                    return Some(Overrun::Time.token().into());
                }
                if elapsed > slow_time && elapsed.as_nanos() > u128::from(operations) * u128::from(SLOW_OPERATION_NANOS)
                {
                    return Some(Overrun::Slow.token().into());
                }
                watched.clock_at_operations.set(operations + CLOCK_EVERY_OPERATIONS);
                watched.clock_at_bytes.set(allocated.saturating_add(CLOCK_EVERY_BYTES));
            }
            None
        });
        engine.register_fn("sleep", |ctx: NativeCallContext, _: i64| -> Result<(), Box<EvalAltResult>> {
            Err(Overrun::Sleep.stop(ctx.call_position()))
        });
        engine.register_fn("sleep", |ctx: NativeCallContext, _: f64| -> Result<(), Box<EvalAltResult>> {
            Err(Overrun::Sleep.stop(ctx.call_position()))
        });
        Watch { run, memory: limits.memory }
    }

    /// A run begins now, on this thread.
    pub(crate) fn start(&self) {
        let (live, allocated) = memory::counts();
        let run = &self.run;
        run.started.set(Instant::now());
        run.ceiling.set(live.saturating_add_unsigned(self.memory));
        run.clock_at_operations.set(CLOCK_EVERY_OPERATIONS);
        run.clock_at_bytes.set(allocated.saturating_add(CLOCK_EVERY_BYTES));
    }

    /// The run is over.
    pub(crate) fn stop(&self) {
        self.run.ceiling.set(isize::MAX);
        self.run.clock_at_operations.set(u64::MAX);
        self.run.clock_at_bytes.set(usize::MAX);
    }
}
