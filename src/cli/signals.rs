//! The binary's interrupt handling (the library installs none): on Ctrl-C, TERM or HUP every
//! mms mouse program's session is killed and reaped, with all it started
//! ([`mousemaze::bot::mms_program::interrupt`]), the temporary files of writes in progress
//! are removed ([`mousemaze::files::remove_temp_files`]) and the program exits with status
//! 130, as a shell reports Ctrl-C. The game installs its own (it quits through its loop).

/// The exit status after an interrupt (as a shell reports Ctrl-C).
const INTERRUPTED: i32 = 130;

/// Installs the handler; once, at start, before any thread is spawned.
pub fn remove_temp_files_on_interrupt() {
    let _ = mousemaze::bot::mms_program::interrupt::end_programs_on_interrupt(|| exit_interrupted());
}

/// Removes the temporary files and exits with status 130.
pub fn exit_interrupted() -> ! {
    mousemaze::files::remove_temp_files();
    std::process::exit(INTERRUPTED);
}
