//! The binary's interrupt handling (the library installs none): on Ctrl-C, TERM or HUP every
//! mms mouse program's session is killed and reaped, with all it started, the
//! temporary files of writes in progress are removed ([`mousemaze::files::remove_temp_files`])
//! and the program exits with status 130, as a shell reports Ctrl-C. A signal the process was
//! started ignoring (`nohup`, a background job's INT) stays ignored. The game is left to its
//! engine's own handler.

/// The exit status after an interrupt (as a shell reports Ctrl-C).
const INTERRUPTED: i32 = 130;

/// Installs the handler; once, at start, before any thread is spawned.
pub fn remove_temp_files_on_interrupt() {
    #[cfg(unix)]
    let ignored = ignored_signals();
    let _ = ctrlc::set_handler(|| {
        #[cfg(unix)]
        mousemaze::bot::mms_program::group::end_all_programs();
        mousemaze::files::remove_temp_files();
        std::process::exit(INTERRUPTED);
    });
    #[cfg(unix)]
    for signal in ignored {
        // SAFETY: SIG_IGN is a valid disposition for these signals.
        unsafe { libc::signal(signal, libc::SIG_IGN) };
    }
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
