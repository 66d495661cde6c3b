//! The end of a mouse program's run, past its process group (Linux): every process of its
//! session, every process that left it, and everything under them, found in `/proc`, killed
//! and, where they are this process's children, reaped ([`super::group`] calls it, under its
//! lock, so no program starts meanwhile).
//!
//! What is taken for a program's ([`chosen`]):
//! - every process whose session is one being ended (a program is the leader of a session of
//!   its own: a child that makes a new process group, `setpgid`, stays in it);
//! - every child of this process in a session that is neither this process's nor a program's
//!   still running: a process that made a session of its own (`setsid`) and whose parents
//!   ended was re-parented here, this process being a child subreaper;
//! - everything under those (a process in a session of its own under a live one of them).
//!
//! The processes are found among this process's descendants (its threads' `children` files,
//! then theirs), or in all of `/proc` where the kernel has no such files. Children of this
//! process in its own session (anything it starts itself) are never taken.
//! A process is signalled through a pidfd opened after it was found and checked to be the
//! same (its start time), so a pid reused meanwhile is never hit. The sweep repeats until
//! one finds nothing (a process may fork while it is being found), at most [`MAX_ROUNDS`].

use std::collections::HashMap;
use std::time::Duration;

/// The most rounds of finding and killing: a killed process cannot fork, so two or three do.
pub const MAX_ROUNDS: usize = 1000;

/// A process as `/proc/PID/stat` gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Proc {
    pub pid: i32,
    pub ppid: i32,
    pub sid: i32,
    /// Its start time (clock ticks after boot): with the pid, which process it is.
    pub start: u64,
}

/// Kills and reaps every process of the sessions `ending`, every escapee (a child of this
/// process in a session neither its own, nor one of `running`, nor the process `spared`) and
/// everything under them; the wait statuses of the processes reaped, by pid.
pub(super) fn sweep(ending: &[i32], running: &[i32], spared: Option<i32>) -> Vec<(i32, libc::c_int)> {
    // SAFETY: getpid and getsid(0) only read this process's ids.
    let (me, my_sid) = unsafe { (libc::getpid(), libc::getsid(0)) };
    let mut reaped = Vec::new();
    for _ in 0..MAX_ROUNDS {
        let found = chosen(&processes(me), Ours { me, my_sid, ending, running, spared });
        if found.is_empty() {
            break;
        }
        found.iter().for_each(kill);
        let before = reaped.len();
        for process in found.iter().filter(|p| p.ppid == me) {
            let mut status = 0;
            // SAFETY: waitpid on our own child, killed just now, with a valid status pointer.
            if unsafe { libc::waitpid(process.pid, &mut status, 0) } == process.pid {
                reaped.push((process.pid, status));
            }
        }
        if reaped.len() == before {
            // Killed, not yet gone, and not ours to wait for: their end is awaited a moment.
            std::thread::sleep(Duration::from_millis(1));
        }
    }
    reaped
}

/// Who is who, for [`chosen`].
#[derive(Clone, Copy)]
pub(super) struct Ours<'a> {
    pub me: i32,
    pub my_sid: i32,
    pub ending: &'a [i32],
    pub running: &'a [i32],
    pub spared: Option<i32>,
}

/// The processes of `all` to end (see the module's header), in no order.
pub(super) fn chosen(all: &[Proc], ours: Ours) -> Vec<Proc> {
    let root = |p: &Proc| {
        ours.ending.contains(&p.sid)
            || (p.ppid == ours.me
                && p.sid != ours.my_sid
                && !ours.running.contains(&p.sid)
                && ours.spared != Some(p.pid))
    };
    let mut children: HashMap<i32, Vec<usize>> = HashMap::new();
    for (i, p) in all.iter().enumerate() {
        children.entry(p.ppid).or_default().push(i);
    }
    let mut picked = vec![false; all.len()];
    let mut queue = Vec::new();
    for (i, p) in all.iter().enumerate() {
        if p.pid != ours.me && root(p) {
            picked[i] = true;
            queue.push(p.pid);
        }
    }
    // Everything under them, breadth-first on an explicit list.
    while let Some(pid) = queue.pop() {
        for &i in children.get(&pid).map_or(&[][..], Vec::as_slice) {
            if !picked[i] && all[i].pid != ours.me {
                picked[i] = true;
                queue.push(all[i].pid);
            }
        }
    }
    all.iter().zip(picked).filter_map(|(p, picked)| picked.then_some(*p)).collect()
}

/// This process's descendants, walked from its threads' `children` files (a program's
/// processes are all among them: this process is their subreaper); every process in `/proc`
/// where those files are missing (a kernel without `CONFIG_PROC_CHILDREN`).
fn processes(me: i32) -> Vec<Proc> {
    descendants(me).unwrap_or_else(|| {
        let Ok(entries) = std::fs::read_dir("/proc") else { return Vec::new() };
        entries.filter_map(|entry| entry.ok()?.file_name().to_str()?.parse().ok()).filter_map(stat).collect()
    })
}

/// The processes under `me`, breadth-first on an explicit list; `None` if its own
/// `children` files cannot be read.
fn descendants(me: i32) -> Option<Vec<Proc>> {
    let mut found = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let mut queue = vec![me];
    while let Some(pid) = queue.pop() {
        let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
            if pid == me {
                return None;
            }
            continue;
        };
        for task in tasks.filter_map(Result::ok) {
            let path = task.path().join("children");
            let Ok(children) = std::fs::read_to_string(&path) else {
                if pid == me {
                    return None;
                }
                continue;
            };
            for child in children.split_whitespace().filter_map(|c| c.parse::<i32>().ok()) {
                if seen.insert(child)
                    && let Some(process) = stat(child)
                {
                    found.push(process);
                    queue.push(child);
                }
            }
        }
    }
    Some(found)
}

/// The process `pid` as its `/proc/PID/stat` says, if it is there (one open, one read).
fn stat(pid: i32) -> Option<Proc> {
    use std::io::Read;
    let mut text = [0u8; 1024];
    let n = std::fs::File::open(format!("/proc/{pid}/stat")).ok()?.read(&mut text).ok()?;
    // Its name may be any bytes (not UTF-8): read past it.
    parse_stat(pid, &String::from_utf8_lossy(&text[..n]))
}

/// `/proc/PID/stat`: after the name in parentheses (which may hold anything, so the last
/// `)`), the state, the parent, the group, the session, …, the start time (field 22).
pub(super) fn parse_stat(pid: i32, text: &str) -> Option<Proc> {
    let (_, rest) = text.rsplit_once(')')?;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    Some(Proc {
        pid,
        ppid: fields.get(1)?.parse().ok()?,
        sid: fields.get(3)?.parse().ok()?,
        start: fields.get(19)?.parse().ok()?,
    })
}

/// SIGKILL to `process` if it is still the one found: through a pidfd (Linux 5.3), else
/// `kill` after the same check.
fn kill(process: &Proc) {
    let still = || stat(process.pid).is_some_and(|now| now.start == process.start);
    // SAFETY: pidfd_open on a pid with no flags returns a new descriptor or -1.
    let fd = unsafe { libc::syscall(libc::SYS_pidfd_open, process.pid, 0) };
    if fd >= 0 {
        let fd = fd as libc::c_int;
        if still() {
            // SAFETY: signals the process the descriptor holds, which cannot be reused.
            unsafe { libc::syscall(libc::SYS_pidfd_send_signal, fd, libc::SIGKILL, std::ptr::null::<u8>(), 0) };
        }
        // SAFETY: closes the descriptor opened above.
        unsafe { libc::close(fd) };
    } else if std::io::Error::last_os_error().raw_os_error() == Some(libc::ENOSYS) && still() {
        // SAFETY: kill with SIGKILL on the pid just checked.
        unsafe { libc::kill(process.pid, libc::SIGKILL) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(pid: i32, ppid: i32, sid: i32) -> Proc {
        Proc { pid, ppid, sid, start: 0 }
    }

    #[test]
    fn a_stat_line_is_read_past_a_name_with_parentheses_and_spaces() {
        let line = "4242 (a) b (c)) S 17 4242 4242 0 -1 4194560 100 0 0 0 0 0 0 0 20 0 1 0 987654 1 2 3\n";
        assert_eq!(parse_stat(4242, line), Some(Proc { pid: 4242, ppid: 17, sid: 4242, start: 987654 }));
        assert_eq!(parse_stat(1, "1 (init"), None);
    }

    #[test]
    fn a_programs_session_escapees_and_all_under_them_are_chosen_nothing_else() {
        // We are 10 in session 5. Program 20 (ending) and program 30 (running).
        let all = [
            p(10, 1, 5),
            p(11, 10, 5),  // a child of ours in our session: never
            p(12, 11, 12), // under it, in a session of its own: not ours either
            p(20, 10, 20),
            p(21, 20, 20), // in 20's session
            p(22, 10, 20), // in 20's session, re-parented to us
            p(23, 21, 23), // left 20's session, under it
            p(24, 23, 23),
            p(30, 10, 30), // running
            p(31, 10, 30), // in 30's session, re-parented: 30's to end
            p(40, 10, 40), // an escapee re-parented to us: whoever's, ended
            p(41, 40, 41),
            p(50, 10, 50), // spared (the watchdog)
            p(60, 1, 60),  // someone else's
        ];
        let ours = Ours { me: 10, my_sid: 5, ending: &[20], running: &[30], spared: Some(50) };
        let mut pids: Vec<i32> = chosen(&all, ours).iter().map(|p| p.pid).collect();
        pids.sort();
        assert_eq!(pids, [20, 21, 22, 23, 24, 40, 41]);
    }

    #[test]
    fn a_process_named_in_bytes_that_are_not_utf8_is_found() {
        use std::io::BufRead;
        let script = "import ctypes, sys, time\nctypes.CDLL(None).prctl(15, b'\\xff\\xfe)(', 0, 0, 0)\nprint('ready', flush=True)\ntime.sleep(30)";
        let mut child = std::process::Command::new("python3")
            .args(["-c", script])
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let mut line = String::new();
        std::io::BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
        let pid = child.id() as i32;
        let name = std::fs::read(format!("/proc/{pid}/comm")).unwrap();
        let found = stat(pid);
        let _ = child.kill();
        let _ = child.wait();
        assert_eq!((line.as_str(), name.as_slice()), ("ready\n", &b"\xff\xfe)(\n"[..]));
        assert_eq!(found.map(|p| (p.pid, p.ppid)), Some((pid, std::process::id() as i32)));
    }
}
