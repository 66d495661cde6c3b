//! Mouse programs in their own process groups, and the list of the groups alive, so that
//! nothing a program starts outlives its run, nor an interrupted `mousemaze` (Unix).
//!
//! - Each program starts as the leader of a new process group (`setpgid(0, 0)` between fork
//!   and exec), with every signal unblocked; its children stay in that group.
//! - It ends with `killpg(SIGKILL)` (as mms ends a run: `QProcess::kill`), and every process of
//!   the group that is ours to wait for is reaped. This process is made a child subreaper
//!   (Linux), so the grandchildren a killed program leaves become ours to reap even where
//!   init reaps nothing (some containers).
//! - [`end_all_programs`] (the binary's Ctrl-C / TERM handler calls it) kills and reaps every
//!   group alive and refuses new ones.
//!
//! A program that leaves its group on purpose (`setsid`, `setpgid`) is beyond a process
//! group's reach: that takes a container or cgroup, which this does not set up.

use std::io;
use std::os::unix::process::CommandExt;
use std::process::{Child, Command};
use std::sync::Mutex;

/// The process groups alive, and whether the binary is closing (no new program starts).
struct Groups {
    alive: Vec<i32>,
    closing: bool,
}

static GROUPS: Mutex<Groups> = Mutex::new(Groups { alive: Vec::new(), closing: false });

fn groups() -> std::sync::MutexGuard<'static, Groups> {
    GROUPS.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Starts `command` as the leader of a new process group; the group's id (the child's pid).
pub fn spawn_in_group(command: &mut Command) -> io::Result<(Child, i32)> {
    become_subreaper();
    // SAFETY: between fork and exec only async-signal-safe calls: setpgid, sigemptyset,
    // sigprocmask on the child's own state.
    unsafe {
        command.pre_exec(|| {
            if libc::setpgid(0, 0) != 0 {
                return Err(io::Error::last_os_error());
            }
            let mut none: libc::sigset_t = std::mem::zeroed();
            libc::sigemptyset(&mut none);
            libc::sigprocmask(libc::SIG_SETMASK, &none, std::ptr::null_mut());
            Ok(())
        });
    }
    let mut list = groups();
    if list.closing {
        return Err(io::Error::new(io::ErrorKind::Interrupted, "mousemaze is closing"));
    }
    let child = command.spawn()?;
    let pgid = child.id() as i32;
    // Also from this side, so the group exists before anything signals it.
    // SAFETY: setpgid on our own child; a failure (it already did so, or exec'd) is harmless.
    unsafe { libc::setpgid(pgid, pgid) };
    list.alive.push(pgid);
    Ok((child, pgid))
}

/// The wait status of the group's leader if it has ended (reaped then), without blocking.
pub fn leader_ended(pgid: i32) -> Option<libc::c_int> {
    let mut status = 0;
    // SAFETY: waitpid on our own child with a valid status pointer.
    let pid = unsafe { libc::waitpid(pgid, &mut status, libc::WNOHANG) };
    (pid == pgid).then_some(status)
}

/// Kills the whole group and reaps every process of it we may wait for; the leader's wait
/// status if it was reaped here.
pub fn end_group(pgid: i32) -> Option<libc::c_int> {
    // SAFETY: signals a process group we created; its leader is not reaped yet (or only by
    // this function), so the id cannot have been reused.
    unsafe { libc::killpg(pgid, libc::SIGKILL) };
    groups().alive.retain(|&g| g != pgid);
    reap(pgid)
}

/// Waits for every process of group `pgid` that is our child (after SIGKILL: all of them).
fn reap(pgid: i32) -> Option<libc::c_int> {
    let mut leader = None;
    loop {
        let mut status = 0;
        // SAFETY: waitpid with a valid status pointer.
        let pid = unsafe { libc::waitpid(-pgid, &mut status, 0) };
        if pid == pgid {
            leader = Some(status);
        } else if pid < 0 && io::Error::last_os_error().kind() != io::ErrorKind::Interrupted {
            return leader;
        }
    }
}

/// Kills and reaps every program's group and lets no new one start: for the binary's
/// interrupt handler, before it exits.
pub fn end_all_programs() {
    let alive = {
        let mut list = groups();
        list.closing = true;
        std::mem::take(&mut list.alive)
    };
    for pgid in alive {
        // SAFETY: as in `end_group`.
        unsafe { libc::killpg(pgid, libc::SIGKILL) };
        reap(pgid);
    }
}

/// Makes this process the reaper of its orphaned descendants (Linux; once).
fn become_subreaper() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        #[cfg(target_os = "linux")]
        // SAFETY: prctl with PR_SET_CHILD_SUBREAPER and a flag changes only this process.
        unsafe {
            libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
        }
    });
}
