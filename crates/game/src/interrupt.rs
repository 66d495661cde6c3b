//! Ctrl-C, TERM or HUP while the game runs: every mouse program's process group is ended at
//! once (on the handler's thread, [`crate::bot::mms_program::interrupt`]), then the game
//! quits through its own loop, so its last save is written; a second signal exits at once.
//! The game then exits with status 130, as a shell reports Ctrl-C.

use std::sync::atomic::{AtomicU8, Ordering};

use bevy::prelude::*;

/// The exit status after an interrupt.
pub const INTERRUPTED: u8 = 130;

/// How many interrupts have come.
static SIGNALS: AtomicU8 = AtomicU8::new(0);

/// Installs the handler; once, before the app is built (Bevy's own Ctrl-C handler then
/// stands aside). Returns false if another handler was installed first.
pub fn end_programs_and_quit_on_interrupt() -> bool {
    crate::bot::mms_program::interrupt::end_programs_on_interrupt(|| {
        if SIGNALS.fetch_add(1, Ordering::SeqCst) > 0 {
            std::process::exit(INTERRUPTED.into());
        }
    })
    .is_ok()
}

/// The app quits on the frame after an interrupt.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(First, quit_when_interrupted);
}

fn quit_when_interrupted(mut exit: MessageWriter<AppExit>) {
    if SIGNALS.load(Ordering::Relaxed) > 0 {
        exit.write(AppExit::from_code(INTERRUPTED));
    }
}
