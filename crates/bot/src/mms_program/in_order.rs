//! Many runs at once, each result handed on in order as soon as it and those before it are
//! done (`bot --mms` over many mazes prints each maze's row so, and lets it go): memory holds
//! at most `window` results and the runs under way, however many items there are.
//!
//! Items are taken in order by `threads` threads; one is taken only while fewer than `window`
//! items are taken but not yet handed on, so a slow item holds back at most `window` done
//! after it. A panic in a run or in the sink stops the taking and reaches the caller.

use std::collections::BTreeMap;
use std::sync::mpsc::channel;
use std::sync::{Condvar, Mutex, MutexGuard, PoisonError};

/// What the threads share: the items left, how many were taken, how many handed on, and
/// whether to stop (a panic).
struct Shared<T> {
    items: std::iter::Enumerate<std::vec::IntoIter<T>>,
    taken: usize,
    handed: usize,
    stop: bool,
}

/// The shared state and its condition (room in the window, or stop).
struct Gate<T> {
    state: Mutex<Shared<T>>,
    room: Condvar,
}

impl<T> Gate<T> {
    fn lock(&self) -> MutexGuard<'_, Shared<T>> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The next item once there is room for it; `None` when none is left or on stop.
    fn take(&self, window: usize) -> Option<(usize, T)> {
        let mut state = self.lock();
        while !state.stop && state.taken >= state.handed + window {
            state = self.room.wait(state).unwrap_or_else(PoisonError::into_inner);
        }
        if state.stop {
            return None;
        }
        let next = state.items.next()?;
        state.taken += 1;
        Some(next)
    }
}

/// Sets stop if dropped while panicking, so no thread waits for room forever.
struct StopOnPanic<'a, T>(&'a Gate<T>);

impl<T> Drop for StopOnPanic<'_, T> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.0.lock().stop = true;
            self.0.room.notify_all();
        }
    }
}

/// Runs `work` on every item on `threads` threads (at least one) and hands each result to
/// `sink` in the items' order, each as soon as those before it are handed on; at most
/// `window` (at least one) results are taken but not yet handed on at any time.
pub fn in_order<T: Send, R: Send>(
    items: Vec<T>,
    threads: usize,
    window: usize,
    work: impl Fn(T) -> R + Sync,
    mut sink: impl FnMut(R),
) {
    let window = window.max(1);
    let threads = threads.clamp(1, items.len().max(1));
    let gate = Gate {
        state: Mutex::new(Shared { items: items.into_iter().enumerate(), taken: 0, handed: 0, stop: false }),
        room: Condvar::new(),
    };
    let (send, receive) = channel::<(usize, R)>();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let send = send.clone();
            let (gate, work) = (&gate, &work);
            scope.spawn(move || {
                let _stop = StopOnPanic(gate);
                while let Some((i, item)) = gate.take(window) {
                    if send.send((i, work(item))).is_err() {
                        break;
                    }
                }
            });
        }
        drop(send);
        let _stop = StopOnPanic(&gate);
        let mut done = BTreeMap::new();
        let mut next = 0;
        for (i, result) in receive {
            done.insert(i, result);
            while let Some(result) = done.remove(&next) {
                sink(result);
                next += 1;
                gate.lock().handed = next;
                gate.room.notify_all();
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::in_order;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn results_come_in_order_as_they_finish_with_few_held() {
        // 2000 items on 3 threads, a window of 8: the sink sees 0, 1, 2, … and, when it sees
        // item i, no item past i + 8 + 3 has been worked on (what is held is bounded, and the
        // first results come long before the last work).
        let started = AtomicUsize::new(0);
        let mut seen = Vec::new();
        let mut furthest_ahead = 0;
        in_order(
            (0..2000).collect(),
            3,
            8,
            |i: usize| {
                started.fetch_add(1, Ordering::SeqCst);
                // Later items finish first, now and then.
                if i.is_multiple_of(7) {
                    std::thread::yield_now();
                }
                i * 2
            },
            |r| {
                let begun = started.load(Ordering::SeqCst);
                furthest_ahead = furthest_ahead.max(begun - seen.len());
                seen.push(r / 2);
            },
        );
        assert_eq!(seen, (0..2000).collect::<Vec<_>>());
        assert!(furthest_ahead <= 8 + 3, "{furthest_ahead} items were under way or held ahead of the sink");
    }

    #[test]
    fn no_items_and_one_thread_are_fine() {
        let mut seen = Vec::new();
        in_order(Vec::<u8>::new(), 4, 4, |i| i, |r| seen.push(r));
        in_order(vec![1, 2, 3], 1, 1, |i| i, |r| seen.push(r));
        assert_eq!(seen, [1, 2, 3]);
    }

    #[test]
    fn a_panicking_run_reaches_the_caller_and_stops_the_others() {
        let (send, receive) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let outcome = std::panic::catch_unwind(|| {
                in_order((0..100).collect(), 3, 2, |i: u32| assert_ne!(i, 5, "item 5 fails"), |()| {});
            });
            let _ = send.send(outcome.is_err());
        });
        let panicked = receive.recv_timeout(std::time::Duration::from_secs(30));
        assert_eq!(panicked, Ok(true), "the panic came back (no thread left waiting)");
    }
}
