//! Ctrl-C, TERM and HUP end every mouse program first, whatever else the process then does:
//! the binary's commands remove their temporary files and exit, the game quits through its
//! own loop (and saves). Without a handler these signals end the process at once and leave
//! each program's process group running (a group is ended only by [`super::group`]).
//!
//! A signal the process was started ignoring (`nohup`, a background job's INT) stays ignored.
//! [`interrupted`] says whether a signal came: a program ended by the handler can let the
//! process's own work finish before the handler's `then` runs, and that work must not then
//! end as if nothing happened.

use std::sync::atomic::{AtomicBool, Ordering};

/// Whether INT, TERM or HUP has come (set before any program is ended).
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// Whether an interrupt has come since the handler was installed.
pub fn interrupted() -> bool {
    INTERRUPTED.load(Ordering::SeqCst)
}

/// Installs the one handler for INT, TERM and HUP; once, at start, before any thread is
/// spawned. On each signal every program's group is killed and reaped
/// ([`super::group::end_all_programs`], Unix), then `then` runs (on the handler's own thread).
///
/// Fails only if a handler is installed already (the process keeps that one).
pub fn end_programs_on_interrupt(then: impl FnMut() + Send + 'static) -> Result<(), ctrlc::Error> {
    #[cfg(unix)]
    let ignored = ignored_signals();
    let mut then = then;
    // (`set_handler`, not `try_set_handler`: the latter refuses when INT starts ignored.)
    ctrlc::set_handler(move || {
        INTERRUPTED.store(true, Ordering::SeqCst);
        #[cfg(unix)]
        super::group::end_all_programs();
        then();
    })?;
    #[cfg(unix)]
    for signal in ignored {
        // SAFETY: SIG_IGN is a valid disposition for these signals.
        unsafe { libc::signal(signal, libc::SIG_IGN) };
    }
    Ok(())
}

/// Which of INT, TERM and HUP the process ignores now.
#[cfg(unix)]
fn ignored_signals() -> Vec<libc::c_int> {
    [libc::SIGINT, libc::SIGTERM, libc::SIGHUP]
        .into_iter()
        .filter(|&signal| {
            // SAFETY: a null new action only reads the current one into `old`.
            unsafe {
                let mut old: libc::sigaction = std::mem::zeroed();
                libc::sigaction(signal, std::ptr::null(), &mut old) == 0 && old.sa_sigaction == libc::SIG_IGN
            }
        })
        .collect()
}
