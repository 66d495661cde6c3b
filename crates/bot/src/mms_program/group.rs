//! Mouse programs each in a session of its own, and the list of the sessions alive, so that
//! nothing a program starts outlives its run, nor an interrupted `mousemaze` (Unix; the
//! guarantees below are Linux's, elsewhere the process group's alone).
//!
//! - Each program starts as the leader of a new session and process group (`setsid()`
//!   between fork and exec), with every signal unblocked, and with SIGKILL as its
//!   parent-death signal: it dies with the thread that started it, so with `mousemaze`
//!   killed by anything, `-9` and the OOM killer included.
//! - Neither it nor anything it starts can leave its session or group: `setsid` and
//!   `setpgid` fail with EPERM ([`super::confine`], seccomp, where the kernel has it).
//! - This process is a child subreaper: a program's descendant whose parents end is
//!   re-parented here, never to init, so all it starts stays ours to find while we live.
//! - A run ends with `killpg(SIGKILL)`, then [`super::sweep`]: every process of its session,
//!   every one that left it (a new group or a new session) and everything under them, killed
//!   and reaped. The leader is not reaped before ([`leader_ended`] only looks), so its id,
//!   the session's, cannot be reused meanwhile.
//! - [`end_all_programs`] (the binary's Ctrl-C / TERM handler calls it) does the same for
//!   every program alive and refuses new ones.
//! - [`super::watchdog`]: a process of ours that outlives a `mousemaze` killed with `-9`
//!   kills what is left in every session alive then.
//!
//! Several programs may run at once (the CLI's mazes, the game's screens): a sweep ends only
//! the sessions it is asked to and escapees, never a session still running. The one rule for
//! code using this module: it must not start children of its own in sessions of their own
//! (they would be taken for escapees); children in its session are never touched.

use std::io;
use std::os::unix::process::CommandExt;
use std::process::{Child, Command};
use std::sync::Mutex;

/// The programs alive (their sessions' ids), whether the binary is closing (no new program
/// starts), and the watchdog.
struct Groups {
    alive: Vec<i32>,
    closing: bool,
    #[cfg(target_os = "linux")]
    watchdog: Option<super::watchdog::Watchdog>,
}

static GROUPS: Mutex<Groups> = Mutex::new(Groups {
    alive: Vec::new(),
    closing: false,
    #[cfg(target_os = "linux")]
    watchdog: None,
});

fn groups() -> std::sync::MutexGuard<'static, Groups> {
    GROUPS.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Starts `command` as the leader of a new session and process group; its id (the child's
/// pid), which is the session's and the group's.
pub fn spawn_in_group(command: &mut Command) -> io::Result<(Child, i32)> {
    become_subreaper();
    // SAFETY: getpid reads our own pid.
    let parent = unsafe { libc::getpid() };
    #[cfg(target_os = "linux")]
    let confinement = super::confine::Confinement::new();
    // SAFETY: between fork and exec only async-signal-safe calls on the child's own state:
    // setsid, prctl, getppid, sigemptyset, sigprocmask.
    unsafe {
        command.pre_exec(move || {
            if libc::setsid() < 0 {
                return Err(io::Error::last_os_error());
            }
            #[cfg(target_os = "linux")]
            {
                if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL as libc::c_ulong, 0, 0, 0) != 0 {
                    return Err(io::Error::last_os_error());
                }
                // Its parent died before the signal was set: it would never come.
                if libc::getppid() != parent {
                    return Err(io::Error::from_raw_os_error(libc::ESRCH));
                }
                // Without seccomp it runs unconfined: the sweep still finds what leaves.
                confinement.apply();
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
    #[cfg(target_os = "linux")]
    super::watchdog::start(&mut list.watchdog);
    // `spawn` returns once the child has exec'd (or failed to), so after its `setsid`.
    let child = command.spawn()?;
    let pgid = child.id() as i32;
    list.alive.push(pgid);
    #[cfg(target_os = "linux")]
    super::watchdog::watch(&list.watchdog, pgid);
    Ok((child, pgid))
}

/// The wait status of the group's leader if it has ended, without blocking; on Linux it is
/// left unreaped (a zombie), so its id cannot be reused before [`end_group`].
pub fn leader_ended(pgid: i32) -> Option<libc::c_int> {
    #[cfg(target_os = "linux")]
    {
        // SAFETY: waitid on our own child with a zeroed siginfo to fill.
        let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
        let flags = libc::WEXITED | libc::WNOHANG | libc::WNOWAIT;
        // SAFETY: as above; the siginfo accessors read what waitid wrote.
        unsafe {
            if libc::waitid(libc::P_PID, pgid as libc::id_t, &mut info, flags) != 0 || info.si_pid() == 0 {
                return None;
            }
            let status = info.si_status();
            match info.si_code {
                libc::CLD_EXITED => Some((status & 0xff) << 8),
                libc::CLD_KILLED => Some(status & 0x7f),
                libc::CLD_DUMPED => Some((status & 0x7f) | 0x80),
                _ => None,
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    {
        let mut status = 0;
        // SAFETY: waitpid on our own child with a valid status pointer.
        let pid = unsafe { libc::waitpid(pgid, &mut status, libc::WNOHANG) };
        (pid == pgid).then_some(status)
    }
}

/// Kills the whole group, then everything of its session and escaped from it
/// ([`super::sweep`]), and reaps what is ours; the leader's wait status if it was reaped here.
pub fn end_group(pgid: i32) -> Option<libc::c_int> {
    let mut list = groups();
    // SAFETY: signals a process group we created; its leader is not reaped yet (or only by
    // this function), so the id cannot have been reused.
    unsafe { libc::killpg(pgid, libc::SIGKILL) };
    #[cfg(target_os = "linux")]
    let swept = {
        let running: Vec<i32> = list.alive.iter().copied().filter(|&g| g != pgid).collect();
        let reaped = super::sweep::sweep(&[pgid], &running, list.watchdog.as_ref().map(|w| w.pid));
        reaped.into_iter().find(|&(pid, _)| pid == pgid).map(|(_, status)| status)
    };
    #[cfg(not(target_os = "linux"))]
    let swept = None;
    list.alive.retain(|&g| g != pgid);
    #[cfg(target_os = "linux")]
    super::watchdog::forget(&list.watchdog, pgid);
    // What the sweep could not see (no /proc) is reaped as the group.
    swept.or_else(|| reap(pgid))
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

/// Kills and reaps every program's group, session and escapees, lets no new one start, and
/// stops the watchdog: for the binary's interrupt handler, before it exits, and at the end of
/// `bot --mms` (nothing of it is left when it returns).
pub fn end_all_programs() {
    let mut list = groups();
    list.closing = true;
    let alive = std::mem::take(&mut list.alive);
    for &pgid in &alive {
        // SAFETY: as in `end_group`.
        unsafe { libc::killpg(pgid, libc::SIGKILL) };
    }
    #[cfg(target_os = "linux")]
    super::sweep::sweep(&alive, &[], list.watchdog.as_ref().map(|w| w.pid));
    for pgid in alive {
        reap(pgid);
    }
    #[cfg(target_os = "linux")]
    super::watchdog::stop(&mut list.watchdog);
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
