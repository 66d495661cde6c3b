//! Hostile mouse programs as processes (shell one-liners): every limit holds in every phase
//! of a run, and nothing a program starts outlives its run. Each run happens on a thread of
//! its own, waited for with a cap, so a run that never ends fails its test instead of
//! hanging it.

use std::sync::mpsc::channel;
use std::sync::{Mutex, MutexGuard};
use std::time::Duration;

use super::process::{Exit, MmsCommand, ProgramLimits, ProgramRun, run_program};
use crate::maze::Maze;

/// One process test at a time: a sweep at one run's end takes any escapee re-parented to
/// this process for a program's, which would hide what another test looks for.
pub(super) fn one_at_a_time() -> MutexGuard<'static, ()> {
    static SERIAL: Mutex<()> = Mutex::new(());
    SERIAL.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

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
    let _serial = one_at_a_time();
    // The leader exits at once; one child floods stdout with answered commands, another keeps
    // stdin open and reads nothing. The run ends at the leader's end, as mms's does, having
    // read what the leader wrote (what was in the pipe then) and not the flood after it.
    // The issue's mouse (sensors on a 4096×16 field, slow to answer), and one flooding cheap
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

/// A mouse (Python) that starts daemons and says their pids on stderr (`escaped PID` for
/// those in a session of their own, `refused PID` for those whose `setsid` or `setpgid`
/// failed, `daemon PID` for the rest, `leader PID` for itself; all in `SAID` too): a child
/// that calls `setsid()` and forks a `sleep` it leaves behind, one that calls `setsid()` and
/// waits on its `sleep`, one that calls `setpgid(0, 0)`, a plain background child; then it
/// ends with the Python `end`.
pub(super) fn daemon_mouse(end: &str) -> MmsCommand {
    let script = r#"
import os, sys
SAID = ["leader %d\n" % os.getpid()]
def daemon(escape, stay, tag):
    r, w = os.pipe()
    child = os.fork()
    if child == 0:
        try:
            escape()
        except PermissionError:
            tag = b"refused"
        sleeper = os.fork()
        if sleeper == 0:
            os.execvp("sleep", ["sleep", "300"])
        os.write(w, b"%s %d\n%s %d\n" % (tag, os.getpid(), tag, sleeper))
        if stay:
            os.waitpid(sleeper, 0)
        os._exit(0)
    os.close(w)
    said = b""
    while said.count(b"\n") < 2:
        said += os.read(r, 100)
    SAID.append(said.decode())
daemon(os.setsid, False, b"escaped")
daemon(os.setsid, True, b"escaped")
daemon(lambda: os.setpgid(0, 0), True, b"daemon")
daemon(lambda: None, True, b"daemon")
sys.stderr.write("".join(SAID) + "daemons started\n")
sys.stderr.flush()
"#;
    let words = ["python3", "-c", &format!("{script}\n{end}\n")].map(String::from).to_vec();
    MmsCommand { words, dir: None }
}

/// The pids a mouse said with `tag` (`leader`, `daemon`, `escaped`).
pub(super) fn said(tag: &str, text: &str) -> Vec<i32> {
    text.lines().filter_map(|line| line.strip_prefix(tag)?.trim().parse().ok()).collect()
}

/// Whether `pid` is a live process (not gone, not a zombie).
pub(super) fn alive(pid: i32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .is_ok_and(|stat| stat.rsplit_once(')').is_some_and(|(_, rest)| !rest.trim_start().starts_with('Z')))
}

#[cfg(target_os = "linux")]
#[test]
fn daemons_that_leave_the_group_or_the_session_end_with_the_run() {
    let _serial = one_at_a_time();
    // The leader exits, or is stopped (its first command passes a cap of none) while alive.
    let ends = [
        ("sys.exit(0)", Exit::Code(0)),
        ("print('mazeWidth', flush=True)\nos.read(0, 1)\nos.read(0, 1)", Exit::TooManyCommands),
    ];
    for (end, exit) in ends {
        let limits = ProgramLimits { wall_clock: Duration::from_secs(30), max_commands: 0, ..ProgramLimits::default() };
        let run = run_capped(&daemon_mouse(end), (16, 16), limits);
        let said = run.stderr_text();
        let pids = [self::said("daemon", &said), self::said("escaped", &said), self::said("refused", &said)].concat();
        assert!(said.contains("daemons started") && pids.len() == 8, "{end}: {said}");
        assert_eq!(run.exit, exit, "{said}");
        let left: Vec<i32> = pids.iter().copied().filter(|&pid| alive(pid) || reaped_by_nobody(pid)).collect();
        assert!(left.is_empty(), "{end} ({}): {left:?} of {pids:?} are still there", run.exit);
    }
}

/// Whether `pid` is a zombie of this process's (ended, but never reaped: a leak too).
fn reaped_by_nobody(pid: i32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
        let fields: Vec<&str> = stat.rsplit_once(')').map_or(vec![], |(_, rest)| rest.split_whitespace().collect());
        fields.first() == Some(&"Z") && fields.get(1).and_then(|p| p.parse().ok()) == Some(std::process::id())
    })
}

#[cfg(all(target_os = "linux", any(target_arch = "x86_64", target_arch = "aarch64")))]
#[test]
fn a_program_cannot_leave_its_session_nor_its_group() {
    let _serial = one_at_a_time();
    let limits = ProgramLimits { wall_clock: Duration::from_secs(30), ..ProgramLimits::default() };
    let run = run_capped(&daemon_mouse("sys.exit(0)"), (16, 16), limits);
    let said = run.stderr_text();
    assert_eq!(run.exit, Exit::Code(0), "{said}");
    // setsid twice, setpgid once: each refused (EPERM), each with its sleep.
    assert_eq!((self::said("refused", &said).len(), self::said("escaped", &said).len()), (6, 0), "{said}");
}
