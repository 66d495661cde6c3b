//! Hostile mouse programs as processes (shell one-liners): every limit holds in every phase
//! of a run, and nothing a program starts outlives its run. Each run happens on a thread of
//! its own, waited for with a cap, so a run that never ends fails its test instead of
//! hanging it.

use std::sync::mpsc::channel;
use std::time::Duration;

use super::process::{Exit, MmsCommand, ProgramLimits, ProgramRun, run_program};
use crate::maze::Maze;

/// `sh -c SCRIPT`.
pub(super) fn shell(script: &str) -> MmsCommand {
    MmsCommand { words: vec!["sh".into(), "-c".into(), script.into()], dir: None }
}

/// Runs `command` on an open `width`×`height` field under `limits`, on a thread; the run, or
/// a failed test if it has not ended `cap` after its wall-clock limit.
pub(super) fn run_capped(command: &MmsCommand, (width, height): (u32, u32), limits: ProgramLimits) -> ProgramRun {
    let (send, receive) = channel();
    let command = command.clone();
    std::thread::spawn(move || {
        let maze = Maze::open(width, height).unwrap();
        let _ = send.send(run_program(&command, maze, &limits, false));
    });
    let cap = limits.wall_clock + Duration::from_secs(15);
    match receive.recv_timeout(cap) {
        Ok(run) => run,
        Err(_) => {
            panic!("the run did not end {cap:?} after it started (its wall-clock limit is {:?})", limits.wall_clock)
        }
    }
}

#[test]
fn the_leader_gone_its_group_writing_on_ends_the_run_within_every_limit() {
    // The leader exits at once; one child floods stdout with answered commands, another keeps
    // stdin open and reads nothing. The run ends at the leader's end, as mms's does, having
    // read what the leader wrote (what was in the pipe then) and not the flood after it.
    // The mouse (sensors on a 4096×16 field, slow to answer), and one flooding cheap
    // display commands, whose leader's end is seen while the pipe is full.
    for flood in ["wallFront 300", "setColor 0 0 G"] {
        let script = format!("yes '{flood}' & sleep 60 <&0 & exit 0");
        let limits = ProgramLimits { wall_clock: Duration::from_secs(20), ..ProgramLimits::default() };
        let run = run_capped(&shell(&script), (4096, 16), limits);
        let commands = run.session.counts.commands();
        assert_eq!(run.exit, Exit::Code(0), "{flood}: {commands} commands in {:?}", run.elapsed);
        assert!(run.elapsed < limits.wall_clock, "{flood}: ended at the leader's end, not {:?}", run.elapsed);
        // A pipe holds at most 1 MiB: ~75 000 lines of 14 bytes.
        assert!(commands < 1_000_000, "{flood}: {commands} commands");
    }
}
