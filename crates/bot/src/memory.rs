//! A bot run's memory, counted as it is used: [`CountingAllocator`], installed by the program
//! as its global allocator, wraps the system's and keeps two numbers per thread, the bytes allocated on it less those freed on
//! it, and the bytes ever allocated on it (but [`exempt`] work). A run happens on one thread,
//! so the live bytes less those live when it started are exactly what the run holds now:
//! every variable in every call frame, map keys, temporary copies, Rhai's own frames; the
//! bytes allocated less those at its start, all it has copied. Those bound a script's memory
//! as a whole ([`Limits::memory`](super::Limits::memory)) and its copying
//! ([`Limits::copying`](super::Limits::copying)), where Rhai's own limits bound one value at a
//! time.
//!
//! What the mouse's instructions add to the run's record (its path, the recorded steps) is
//! the rules' business, bounded by the instruction and move budgets; [`exempt`] keeps it out
//! of the script's counts (what it holds, and what it copies: `budget`).
//!
//! The allocator also keeps the run's alarm ([`set_alarm`]): it is raised by the allocation
//! that takes the live bytes past a ceiling or the bytes allocated past an end, so the watch
//! Rhai calls at every operation reads one flag, not the counts and both limits (`budget`).
//!
//! The library installs no allocator: a program opts in (the `mousemaze` binary and the test
//! binaries do), so one that has its own allocator keeps it, and its bots are bounded by
//! Rhai's limits on each value instead. The counters are `const` thread-locals (no
//! allocation, no destructor), so reading them inside the allocator is safe; the cost is
//! two additions and two comparisons per allocation.
//!
//! ```
//! // In a program's main.rs:
//! #[global_allocator]
//! static ALLOCATOR: mousemaze_bot::CountingAllocator = mousemaze_bot::CountingAllocator;
//! # fn main() {}
//! ```

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

/// The system allocator, counting the bytes each thread holds: install it as a program's
/// `#[global_allocator]` to bound bot scripts' memory as a whole.
pub struct CountingAllocator;

/// One thread's counts, and its alarm.
struct Counts {
    /// Bytes allocated on this thread less bytes freed on it (below zero when it frees what
    /// another thread allocated).
    live: Cell<isize>,
    /// Bytes ever allocated on this thread, but in [`exempt`] work.
    allocated: Cell<usize>,
    /// The alarm is raised once `live` passes `ceiling` or `allocated` passes `end` (the
    /// largest numbers when no run is watched).
    ceiling: Cell<isize>,
    end: Cell<usize>,
    raised: Cell<bool>,
}

impl Counts {
    /// Whether `live` is past the ceiling, and whether `allocated` is past the end.
    fn past(&self, live: isize, allocated: usize) -> (bool, bool) {
        (live > self.ceiling.get(), allocated > self.end.get())
    }

    /// Whether `live` or `allocated` is past the alarm's limits.
    fn past_either(&self, live: isize, allocated: usize) -> bool {
        let (memory, copying) = self.past(live, allocated);
        memory || copying
    }
}

thread_local! {
    static COUNTS: Counts = const {
        Counts {
            live: Cell::new(0),
            allocated: Cell::new(0),
            ceiling: Cell::new(isize::MAX),
            end: Cell::new(usize::MAX),
            raised: Cell::new(false),
        }
    };
}

fn grew(bytes: usize) {
    let _ = COUNTS.try_with(|c| {
        let (live, allocated) = (c.live.get().wrapping_add_unsigned(bytes), c.allocated.get().wrapping_add(bytes));
        c.live.set(live);
        c.allocated.set(allocated);
        if c.past_either(live, allocated) {
            c.raised.set(true);
        }
    });
}

fn shrank(bytes: usize) {
    let _ = COUNTS.try_with(|c| c.live.set(c.live.get().wrapping_sub_unsigned(bytes)));
}

// SAFETY: every call goes straight to `System` with the caller's arguments; the counting
// touches only `const` thread-locals, which never allocate.
unsafe impl GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract for `alloc`, passed on.
        let block = unsafe { System.alloc(layout) };
        if !block.is_null() {
            grew(layout.size());
        }
        block
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract for `alloc_zeroed`, passed on.
        let block = unsafe { System.alloc_zeroed(layout) };
        if !block.is_null() {
            grew(layout.size());
        }
        block
    }

    unsafe fn dealloc(&self, block: *mut u8, layout: Layout) {
        // SAFETY: the caller's contract for `dealloc`, passed on.
        unsafe { System.dealloc(block, layout) };
        shrank(layout.size());
    }

    unsafe fn realloc(&self, block: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller's contract for `realloc`, passed on.
        let moved = unsafe { System.realloc(block, layout, new_size) };
        if !moved.is_null() {
            shrank(layout.size());
            grew(new_size);
        }
        moved
    }
}

/// This thread's counts now: (bytes live, bytes ever allocated). Bytes ever allocated grow
/// with the work done, so the budget's clock is read after a lot of copying even within few
/// operations.
pub(crate) fn counts() -> (isize, usize) {
    COUNTS.try_with(|c| (c.live.get(), c.allocated.get())).unwrap_or((0, 0))
}

/// Sets this thread's alarm: raised from now on by the allocation that takes the live bytes
/// past `ceiling` or the bytes allocated past `end` (lowered now, and raised at once if they
/// are past already). `isize::MAX` and `usize::MAX` turn it off.
pub(crate) fn set_alarm(ceiling: isize, end: usize) {
    let _ = COUNTS.try_with(|c| {
        c.ceiling.set(ceiling);
        c.end.set(end);
        c.raised.set(c.past_either(c.live.get(), c.allocated.get()));
    });
}

/// Which of the alarm's limits this thread's counts are past now: (the live bytes past the
/// ceiling, the bytes allocated past the end). The alarm is set to match, so one raised by
/// memory freed since is lowered.
pub(crate) fn past_limits() -> (bool, bool) {
    COUNTS
        .try_with(|c| {
            let past = c.past(c.live.get(), c.allocated.get());
            c.raised.set(past.0 || past.1);
            past
        })
        .unwrap_or((false, false))
}

/// Whether this thread's alarm is raised: one read, made at every Rhai operation.
#[inline]
pub(crate) fn alarm() -> bool {
    COUNTS.try_with(|c| c.raised.get()).unwrap_or(false)
}

/// Runs `f`, and leaves what it allocates on this thread out of the counts (so out of every
/// run's): out of the live bytes what it holds on to, out of the bytes allocated all of it.
pub(crate) fn exempt<T>(f: impl FnOnce() -> T) -> T {
    let before = counts();
    let out = f();
    let _ = COUNTS.try_with(|c| {
        c.live.set(before.0);
        c.allocated.set(before.1);
        // What `f` allocated raises no alarm: the counts are back as they were.
        c.raised.set(c.past_either(before.0, before.1));
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn live_bytes_count_what_is_held_and_not_what_is_exempt_or_freed() {
        let start = counts().0;
        let used = || counts().0 - start;
        let held = vec![1u8; 1 << 20];
        assert!((1 << 20..2 << 20).contains(&used()), "{}", used());
        let kept = exempt(|| vec![2u8; 4 << 20]);
        assert!(used() < 2 << 20, "{}", used());
        drop(held);
        assert!(used() < 1 << 20, "{}", used());
        let before = counts().1;
        let copy = kept.clone();
        assert!(counts().1 - before >= 4 << 20 && copy.len() == kept.len());
    }

    #[test]
    fn the_alarm_is_raised_by_the_allocation_past_a_limit_and_not_by_exempt_work() {
        let (live, allocated) = counts();
        set_alarm(live + (1 << 20), usize::MAX);
        assert!(!alarm());
        let small = vec![0u8; 1 << 10];
        assert!(!alarm(), "well under the ceiling");
        let exempt_big = exempt(|| vec![0u8; 2 << 20]);
        assert!(!alarm(), "exempt work is not counted");
        let big = vec![0u8; 2 << 20];
        assert!(alarm(), "live bytes past the ceiling");
        assert_eq!(past_limits(), (true, false));
        drop(big);
        assert_eq!(past_limits(), (false, false), "the bytes are freed");
        assert!(!alarm(), "and the alarm lowered by looking");
        set_alarm(isize::MAX, allocated + (1 << 20));
        let copies: Vec<Vec<u8>> = (0..3).map(|_| vec![1u8; 512 << 10]).collect();
        assert!(alarm(), "bytes allocated past the end, though {} are live", copies.len());
        assert_eq!(past_limits(), (false, true));
        set_alarm(isize::MAX, usize::MAX);
        assert!(!alarm() && small.len() + exempt_big.len() > 0);
    }
}
