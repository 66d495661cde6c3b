//! The watchdog (Linux): a process forked from this one the first time a mouse program
//! starts, which outlives a `mousemaze` killed with `-9` (or by the OOM killer, or anything
//! that skips its handlers) and then kills what is left of every program that was running.
//!
//! - It is told each program's session as it starts and as it ends, over a socket; when the
//!   socket closes (this process is gone, however it went) it SIGKILLs every process still in
//!   a session it was told of (and their process groups), scanning `/proc` until none is left,
//!   and exits. A program's leader dies anyway by its parent-death signal ([`super::group`]).
//! - It runs in a session of its own (a signal to `mousemaze`'s group or terminal does not
//!   reach it), holds no descriptor but its socket, and does nothing but wait on it.
//! - After `fork` in a program with threads only async-signal-safe calls are allowed: it
//!   allocates nothing and takes no lock, only system calls on stack buffers.
//! - No process of a program can make a session of its own where the seccomp filter holds
//!   ([`super::confine`]): there it ends all of every program. Where it does not, a process
//!   that had made a session of its own while its program was still running is beyond it
//!   (this process ends those at every run's end, [`super::sweep`]; the watchdog never heard
//!   of them).
//! - [`stop`] (at a normal end: [`super::group::end_all_programs`]) closes the socket and
//!   reaps it; otherwise it exits when this process does.

use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};

/// The most sessions watched at once (more are not watched).
const MAX_WATCHED: usize = 4096;

/// The watchdog's pid and our end of its socket.
#[derive(Debug)]
pub(super) struct Watchdog {
    pub pid: i32,
    socket: OwnedFd,
}

/// Starts the watchdog if there is none; with none (it could not start), programs run
/// without (their leaders still die with us).
pub(super) fn start(slot: &mut Option<Watchdog>) {
    if slot.is_some() {
        return;
    }
    let mut ends = [0 as libc::c_int; 2];
    // SAFETY: socketpair fills two descriptors into a valid array.
    let paired =
        unsafe { libc::socketpair(libc::AF_UNIX, libc::SOCK_STREAM | libc::SOCK_CLOEXEC, 0, ends.as_mut_ptr()) };
    if paired != 0 {
        return;
    }
    // SAFETY: fork; the child runs `watch_then_kill`, which never returns.
    let pid = unsafe { libc::fork() };
    if pid == 0 {
        watch_then_kill(ends[1]);
    }
    // SAFETY: closes the child's end here; ours is owned from now on.
    let socket = unsafe {
        libc::close(ends[1]);
        OwnedFd::from_raw_fd(ends[0])
    };
    if pid > 0 {
        *slot = Some(Watchdog { pid, socket });
    }
}

/// Tells the watchdog that session `sid` runs.
pub(super) fn watch(slot: &Option<Watchdog>, sid: i32) {
    tell(slot, sid);
}

/// Tells the watchdog that session `sid` has ended.
pub(super) fn forget(slot: &Option<Watchdog>, sid: i32) {
    tell(slot, -sid);
}

fn tell(slot: &Option<Watchdog>, message: i32) {
    let Some(watchdog) = slot else { return };
    let bytes = message.to_ne_bytes();
    // SAFETY: sends 4 bytes from a live array; MSG_NOSIGNAL: no SIGPIPE if it is gone.
    unsafe { libc::send(watchdog.socket.as_raw_fd(), bytes.as_ptr().cast(), 4, libc::MSG_NOSIGNAL) };
}

/// Closes the socket and reaps the watchdog (it exits at once, having nothing to kill).
pub(super) fn stop(slot: &mut Option<Watchdog>) {
    if let Some(watchdog) = slot.take() {
        let pid = watchdog.pid;
        drop(watchdog);
        let mut status = 0;
        // SAFETY: waitpid on our own child with a valid status pointer.
        unsafe { libc::waitpid(pid, &mut status, 0) };
    }
}

/// The watchdog itself, in the forked child: async-signal-safe calls only, then `_exit`.
fn watch_then_kill(socket: libc::c_int) -> ! {
    // SAFETY: system calls on this process's own state and on stack buffers.
    unsafe {
        libc::setsid();
        let mut default: libc::sigaction = std::mem::zeroed();
        default.sa_sigaction = libc::SIG_DFL;
        for signal in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP, libc::SIGPIPE] {
            libc::sigaction(signal, &default, std::ptr::null_mut());
        }
        close_all_but(socket);
        let mut watched = [0i32; MAX_WATCHED];
        let mut message = [0u8; 4];
        let mut have = 0;
        loop {
            let n = libc::read(socket, message[have..].as_mut_ptr().cast(), 4 - have);
            if n < 0 && *libc::__errno_location() == libc::EINTR {
                continue;
            }
            if n <= 0 {
                break;
            }
            have += n as usize;
            if have == 4 {
                have = 0;
                note(&mut watched, i32::from_ne_bytes(message));
            }
        }
        for _ in 0..super::sweep::MAX_ROUNDS {
            if kill_sessions(&watched) == 0 {
                break;
            }
            let pause = libc::timespec { tv_sec: 0, tv_nsec: 1_000_000 };
            libc::nanosleep(&pause, std::ptr::null_mut());
        }
        libc::_exit(0)
    }
}

/// A session started (`sid` > 0) or ended (`-sid`).
fn note(watched: &mut [i32; MAX_WATCHED], message: i32) {
    if message > 0 {
        if let Some(free) = watched.iter_mut().find(|s| **s == 0) {
            *free = message;
        }
    } else if let Some(slot) = watched.iter_mut().find(|s| **s == -message) {
        *slot = 0;
    }
}

/// Closes every descriptor but `keep`.
unsafe fn close_all_but(keep: libc::c_int) {
    // SAFETY: close_range on ranges of descriptors; close on each where it is missing.
    unsafe {
        let all = libc::c_uint::MAX;
        let low = keep as libc::c_uint;
        let below = keep == 0 || libc::syscall(libc::SYS_close_range, 0, low - 1, 0) == 0;
        let above = libc::syscall(libc::SYS_close_range, low + 1, all, 0) == 0;
        if !(below && above) {
            for fd in (0..65_536).filter(|&fd| fd != keep) {
                libc::close(fd);
            }
        }
    }
}

/// SIGKILLs every process whose session is watched, and those groups; how many it found.
unsafe fn kill_sessions(watched: &[i32; MAX_WATCHED]) -> usize {
    let mut found = 0;
    // SAFETY: open/getdents64/read/close on stack buffers; kill on the ids found.
    unsafe {
        for &sid in watched.iter().filter(|&&s| s > 0) {
            libc::kill(-sid, libc::SIGKILL);
        }
        let dir = libc::open(c"/proc".as_ptr(), libc::O_RDONLY | libc::O_DIRECTORY | libc::O_CLOEXEC);
        if dir < 0 {
            return 0;
        }
        let mut entries = [0u8; 8192];
        loop {
            let n = libc::syscall(libc::SYS_getdents64, dir, entries.as_mut_ptr(), entries.len());
            if n <= 0 {
                break;
            }
            let mut at = 0;
            // linux_dirent64: inode (8 bytes), offset (8), length (2), type (1), name.
            while at + 20 <= n as usize {
                let length = u16::from_ne_bytes([entries[at + 16], entries[at + 17]]) as usize;
                if length < 20 || at + length > n as usize {
                    break;
                }
                if let Some(pid) = number(&entries[at + 19..at + length])
                    && let Some((sid, zombie)) = session_of(pid)
                    && sid > 0
                    && watched.contains(&sid)
                {
                    libc::kill(pid, libc::SIGKILL);
                    // A zombie is dead already (its reaper's to reap).
                    found += usize::from(!zombie);
                }
                at += length;
            }
        }
        libc::close(dir);
    }
    found
}

/// The decimal number a directory entry's name (up to its NUL) is, if it is one.
fn number(name: &[u8]) -> Option<i32> {
    let digits = name.split(|&b| b == 0).next()?;
    if digits.is_empty() || digits.len() > 9 || !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    Some(digits.iter().fold(0i32, |n, &d| n * 10 + i32::from(d - b'0')))
}

/// The session of process `pid` and whether it is a zombie, from `/proc/PID/stat`, without
/// allocating.
unsafe fn session_of(pid: i32) -> Option<(i32, bool)> {
    let mut path = *b"/proc/\0\0\0\0\0\0\0\0\0\0/stat\0\0\0\0\0";
    let mut digits = [0u8; 10];
    let (mut rest, mut count) = (pid as u32, 0);
    loop {
        digits[count] = b'0' + (rest % 10) as u8;
        count += 1;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    for i in 0..count {
        path[6 + i] = digits[count - 1 - i];
    }
    path[6 + count..6 + count + 5].copy_from_slice(b"/stat");
    path[6 + count + 5] = 0;
    let mut text = [0u8; 1024];
    // SAFETY: a NUL-terminated path; read into a stack buffer; close what was opened.
    let n = unsafe {
        let fd = libc::open(path.as_ptr().cast(), libc::O_RDONLY | libc::O_CLOEXEC);
        if fd < 0 {
            return None;
        }
        let n = libc::read(fd, text.as_mut_ptr().cast(), text.len());
        libc::close(fd);
        n
    };
    let text = &text[..usize::try_from(n).ok()?];
    let close = text.iter().rposition(|&b| b == b')')?;
    // After the name: state, parent, group, session.
    let mut fields = text[close + 1..].split(|&b| b == b' ').filter(|f| !f.is_empty());
    let zombie = fields.next()? == b"Z";
    Some((number(fields.nth(2)?)?, zombie))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sessions_are_noted_and_forgotten_and_names_read_as_numbers() {
        let mut watched = [0; MAX_WATCHED];
        note(&mut watched, 40);
        note(&mut watched, 41);
        note(&mut watched, -40);
        assert_eq!(watched[..3], [0, 41, 0]);
        assert_eq!((number(b"1234\0\0"), number(b"self\0"), number(b"\0")), (Some(1234), None, None));
        // SAFETY: reads our own stat.
        let ours = unsafe { session_of(std::process::id() as i32) };
        // SAFETY: getsid(0) reads our session.
        assert_eq!(ours, Some((unsafe { libc::getsid(0) }, false)));
    }
}
