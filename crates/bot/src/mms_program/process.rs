//! Runs one mouse program on one maze, as mms runs it (until it exits), but as the untrusted
//! program it is ([`ProgramLimits`]): a wall-clock limit, a cap on commands, on a line's
//! length, on answers it leaves unread; stdout and stderr both drained as they come (stderr's
//! last bytes kept), so a program that floods either, or never reads stdin, cannot block the
//! run nor grow its memory; and at the end, whatever happened, its whole process group killed
//! and reaped ([`super::group`]). One thread, `poll(2)`, non-blocking pipes.

use std::io;
use std::os::fd::{AsRawFd, OwnedFd};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::group::{end_group, leader_ended, spawn_in_group};
use super::lines::{LineReader, MAX_LINE_BYTES};
use super::protocol::Session;
use super::stderr::Kept;
use super::world::MmsWorld;
use crate::maze::Maze;

/// What a program may use; [`Default`] gives the documented values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProgramLimits {
    /// Wall-clock time per maze: 30 s (a compiled flood fill takes milliseconds; the mms
    /// templates' wall followers loop forever).
    pub wall_clock: Duration,
    /// Lines of output, display commands included: 10 million (a flood fill redrawing 256
    /// texts a step sends ~90 000 a run), checked after each read.
    pub max_commands: u64,
    /// The longest line: 16 KiB (longer ones are dropped and counted).
    pub max_line_bytes: usize,
    /// Answers written but not yet read by the program: 1 MiB.
    pub max_unread_bytes: usize,
    /// The stderr kept, its last bytes: 64 KiB.
    pub stderr_bytes: usize,
}

impl Default for ProgramLimits {
    fn default() -> Self {
        ProgramLimits {
            wall_clock: Duration::from_secs(30),
            max_commands: 10_000_000,
            max_line_bytes: MAX_LINE_BYTES,
            max_unread_bytes: 1 << 20,
            stderr_bytes: 64 * 1024,
        }
    }
}

/// The program to run: the words of its run command and the folder it runs in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MmsCommand {
    pub words: Vec<String>,
    pub dir: Option<PathBuf>,
}

/// How a program's run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Exit {
    /// It exited with this code.
    Code(i32),
    /// A signal ended it (not ours).
    Signal(i32),
    /// Stopped: the wall-clock limit.
    Timeout,
    /// Stopped: too many commands.
    TooManyCommands,
    /// Stopped: it left too many answers unread (it does not read stdin).
    UnreadAnswers,
    /// Stopped: mousemaze was interrupted.
    Interrupted,
    /// It could not start: why.
    CannotStart(String),
}

impl std::fmt::Display for Exit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Exit::Code(code) => write!(f, "exit {code}"),
            Exit::Signal(signal) => write!(f, "signal {signal}"),
            Exit::Timeout => f.write_str("timeout"),
            Exit::TooManyCommands => f.write_str("too many commands"),
            Exit::UnreadAnswers => f.write_str("answers unread"),
            Exit::Interrupted => f.write_str("interrupted"),
            Exit::CannotStart(why) => write!(f, "cannot start: {why}"),
        }
    }
}

/// A finished run of a program.
#[derive(Debug)]
pub struct ProgramRun {
    pub session: Session,
    pub exit: Exit,
    /// Its stderr's last whole lines within [`ProgramLimits::stderr_bytes`], and how many bytes
    /// it wrote.
    pub stderr: Vec<u8>,
    pub stderr_total: u64,
    /// When its stderr came: (commands read by then, stderr bytes written by then), one mark
    /// a count of commands, only for the bytes kept. A replay shows the lines written up to
    /// the step it shows.
    pub stderr_marks: Vec<(u64, u64)>,
    /// Lines dropped for their length.
    pub too_long: u64,
    pub elapsed: Duration,
    /// Its process group's id (gone when this is returned; 0 if it never started).
    pub pgid: i32,
}

/// Runs `command` on `maze` under `limits`; the mouse's path is kept if `record`.
pub fn run_program(command: &MmsCommand, maze: Maze, limits: &ProgramLimits, record: bool) -> ProgramRun {
    run_session(command, Session::new(MmsWorld::new(maze, record)), limits, &AtomicBool::new(false))
}

/// Runs `command` answering through `session` (the game's keeps a [`Session::recorded`]
/// replay) under `limits`; once `stop` is set (the player left the screen), the program is
/// ended within one poll (50 ms) as [`Exit::Interrupted`], its group killed and reaped.
pub fn run_session(command: &MmsCommand, session: Session, limits: &ProgramLimits, stop: &AtomicBool) -> ProgramRun {
    let began = Instant::now();
    let mut run = ProgramRun {
        session,
        exit: Exit::Interrupted,
        stderr: Vec::new(),
        stderr_total: 0,
        stderr_marks: Vec::new(),
        too_long: 0,
        elapsed: Duration::ZERO,
        pgid: 0,
    };
    let Some((program, args)) = command.words.split_first() else {
        run.exit = Exit::CannotStart("the run command is empty".into());
        return run;
    };
    let mut process = Command::new(program);
    process.args(args).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
    if let Some(dir) = &command.dir {
        process.current_dir(dir);
    }
    let (mut child, pgid) = match spawn_in_group(&mut process) {
        Ok(started) => started,
        Err(e) if e.kind() == io::ErrorKind::Interrupted => return run,
        Err(e) => {
            run.exit = Exit::CannotStart(super::cannot_start::why(program, command.dir.as_deref(), &e));
            return run;
        }
    };
    run.pgid = pgid;
    let pipes = (child.stdin.take(), child.stdout.take(), child.stderr.take());
    let (Some(stdin), Some(stdout), Some(stderr)) = pipes else {
        end_group(pgid);
        run.exit = Exit::CannotStart("its pipes could not be opened".into());
        return run;
    };
    let stopped = {
        let _sigpipe = SigpipeBlocked::new();
        let mut pump = Pump::new(stdin.into(), stdout.into(), stderr.into(), limits);
        let stopped = pump.run(&mut run, pgid, began + limits.wall_clock, stop);
        run.too_long = pump.reader.too_long;
        stopped
    };
    let status = end_group(pgid).or(stopped.as_ref().err().copied().flatten());
    run.exit = match (stopped, status) {
        (Ok(exit), _) => exit,
        (Err(_), Some(status)) if libc::WIFEXITED(status) => Exit::Code(libc::WEXITSTATUS(status)),
        (Err(_), Some(status)) if libc::WIFSIGNALED(status) => Exit::Signal(libc::WTERMSIG(status)),
        (Err(_), _) => Exit::Interrupted,
    };
    run.elapsed = began.elapsed();
    super::stderr::from_a_whole_line(&mut run.stderr, limits.stderr_bytes);
    run
}

impl ProgramRun {
    /// Its stderr as text, the lines kept (what the CLI's `--json` and `--trace` show; the
    /// game's panel its last few).
    pub fn stderr_text(&self) -> String {
        String::from_utf8_lossy(&self.stderr).into_owned()
    }
}

/// The three pipes and what is in flight.
struct Pump<'a> {
    stdin: Option<OwnedFd>,
    stdout: Option<OwnedFd>,
    stderr: Option<OwnedFd>,
    reader: LineReader,
    /// Answers not yet written, from `sent`.
    answers: Vec<u8>,
    sent: usize,
    buffer: Vec<u8>,
    limits: &'a ProgramLimits,
}

/// `Ok(exit)`: we stopped it for a limit; `Err(status)`: it ended by itself (its wait status
/// if reaped already).
type Stopped = Result<Exit, Option<libc::c_int>>;

impl<'a> Pump<'a> {
    fn new(stdin: OwnedFd, stdout: OwnedFd, stderr: OwnedFd, limits: &'a ProgramLimits) -> Pump<'a> {
        for fd in [&stdin, &stdout, &stderr] {
            set_nonblocking(fd);
        }
        Pump {
            stdin: Some(stdin),
            stdout: Some(stdout),
            stderr: Some(stderr),
            reader: LineReader::new(limits.max_line_bytes),
            answers: Vec::new(),
            sent: 0,
            buffer: vec![0; 64 * 1024],
            limits,
        }
    }

    fn run(&mut self, run: &mut ProgramRun, pgid: i32, deadline: Instant, stop: &AtomicBool) -> Stopped {
        for round in 1u64.. {
            let now = Instant::now();
            if now >= deadline {
                return Ok(Exit::Timeout);
            }
            if stop.load(Ordering::Relaxed) {
                return Ok(Exit::Interrupted);
            }
            // Both outputs closed: only its exit is awaited, checked every millisecond.
            let most = if self.stdout.is_none() && self.stderr.is_none() { 1 } else { 50 };
            let wait = (deadline - now).min(Duration::from_millis(most));
            let ready = self.poll(wait);
            if ready.0 {
                self.read_stdout(&mut run.session);
            }
            if ready.1 {
                self.read_stderr(run);
            }
            self.write_answers();
            if run.session.counts.commands() > self.limits.max_commands {
                return Ok(Exit::TooManyCommands);
            }
            if self.answers.len() - self.sent > self.limits.max_unread_bytes {
                return Ok(Exit::UnreadAnswers);
            }
            // Whether it ended: when nothing came (a grandchild may keep the pipes open), and
            // every 1024 rounds (one that floods them).
            let idle = !ready.0 && !ready.1;
            if (idle || self.stdout.is_none() || round.is_multiple_of(1024))
                && let Some(status) = leader_ended(pgid)
            {
                // mms reads what the program wrote before it ended, then stops (`:725-758`).
                while self.stdout.is_some() && self.read_stdout(&mut run.session) {}
                return Err(Some(status));
            }
        }
        Ok(Exit::Interrupted)
    }

    /// Waits up to `wait` for output; (stdout readable or closed, stderr readable or closed).
    fn poll(&mut self, wait: Duration) -> (bool, bool) {
        let fd = |pipe: &Option<OwnedFd>, events| libc::pollfd {
            fd: pipe.as_ref().map_or(-1, AsRawFd::as_raw_fd),
            events,
            revents: 0,
        };
        let pending = self.sent < self.answers.len();
        let mut fds = [fd(&self.stdout, libc::POLLIN), fd(&self.stderr, libc::POLLIN), fd(&self.stdin, libc::POLLOUT)];
        if !pending {
            fds[2].fd = -1;
        }
        let millis = wait.as_millis().clamp(1, 1000) as libc::c_int;
        // SAFETY: three valid pollfd records (fd -1 is ignored by poll).
        let n = unsafe { libc::poll(fds.as_mut_ptr(), 3, millis) };
        if n <= 0 {
            return (false, false);
        }
        (fds[0].revents != 0, fds[1].revents != 0)
    }

    /// Reads a chunk of stdout and handles its lines; `false` once nothing more is there.
    fn read_stdout(&mut self, session: &mut Session) -> bool {
        let Some(fd) = &self.stdout else { return false };
        match read(fd, &mut self.buffer) {
            Ok(0) | Err(_) => {
                self.stdout = None;
                false
            }
            Ok(n) if n == usize::MAX => false,
            Ok(n) => {
                let answers = &mut self.answers;
                self.reader.feed(&self.buffer[..n], |line| {
                    session.line(line, answers);
                });
                true
            }
        }
    }

    fn read_stderr(&mut self, run: &mut ProgramRun) {
        let Some(fd) = &self.stderr else { return };
        match read(fd, &mut self.buffer) {
            Ok(0) | Err(_) => self.stderr = None,
            Ok(n) if n == usize::MAX => {}
            Ok(n) => {
                let kept = Kept { bytes: &mut run.stderr, total: &mut run.stderr_total, marks: &mut run.stderr_marks };
                kept.came(&self.buffer[..n], run.session.counts.commands(), self.limits.stderr_bytes);
            }
        }
    }

    /// Writes what it can of the pending answers (a closed stdin drops them).
    fn write_answers(&mut self) {
        let Some(fd) = &self.stdin else {
            self.answers.clear();
            self.sent = 0;
            return;
        };
        while self.sent < self.answers.len() {
            let rest = &self.answers[self.sent..];
            // SAFETY: writes from a live buffer of `rest.len()` bytes to our pipe.
            let n = unsafe { libc::write(fd.as_raw_fd(), rest.as_ptr().cast(), rest.len()) };
            if n > 0 {
                self.sent += n as usize;
                continue;
            }
            let err = io::Error::last_os_error();
            match err.kind() {
                io::ErrorKind::Interrupted => continue,
                io::ErrorKind::WouldBlock => return,
                _ => {
                    self.stdin = None;
                    break;
                }
            }
        }
        self.answers.clear();
        self.sent = 0;
    }
}

/// Reads into `buffer`: `Ok(usize::MAX)` when nothing is there now.
fn read(fd: &OwnedFd, buffer: &mut [u8]) -> io::Result<usize> {
    loop {
        // SAFETY: reads into a live buffer of `buffer.len()` bytes from our pipe.
        let n = unsafe { libc::read(fd.as_raw_fd(), buffer.as_mut_ptr().cast(), buffer.len()) };
        if n >= 0 {
            return Ok(n as usize);
        }
        let err = io::Error::last_os_error();
        match err.kind() {
            io::ErrorKind::Interrupted => continue,
            io::ErrorKind::WouldBlock => return Ok(usize::MAX),
            _ => return Err(err),
        }
    }
}

fn set_nonblocking(fd: &OwnedFd) {
    // SAFETY: fcntl on a descriptor we own.
    unsafe {
        let flags = libc::fcntl(fd.as_raw_fd(), libc::F_GETFL);
        libc::fcntl(fd.as_raw_fd(), libc::F_SETFL, flags | libc::O_NONBLOCK);
    }
}

/// SIGPIPE blocked on this thread while it writes to a program that may have closed its
/// stdin (the binary gives SIGPIPE its default action, which would end mousemaze); a SIGPIPE
/// left pending is taken back before the old mask returns.
struct SigpipeBlocked {
    old: libc::sigset_t,
}

impl SigpipeBlocked {
    fn new() -> SigpipeBlocked {
        // SAFETY: sigset operations on local sets; pthread_sigmask changes this thread only.
        unsafe {
            let mut pipe: libc::sigset_t = std::mem::zeroed();
            libc::sigemptyset(&mut pipe);
            libc::sigaddset(&mut pipe, libc::SIGPIPE);
            let mut old: libc::sigset_t = std::mem::zeroed();
            libc::pthread_sigmask(libc::SIG_BLOCK, &pipe, &mut old);
            SigpipeBlocked { old }
        }
    }
}

impl Drop for SigpipeBlocked {
    fn drop(&mut self) {
        // SAFETY: as in `new`; sigtimedwait with a zero timeout only takes a pending SIGPIPE.
        unsafe {
            let mut pipe: libc::sigset_t = std::mem::zeroed();
            libc::sigemptyset(&mut pipe);
            libc::sigaddset(&mut pipe, libc::SIGPIPE);
            let zero = libc::timespec { tv_sec: 0, tv_nsec: 0 };
            while libc::sigtimedwait(&pipe, std::ptr::null_mut(), &zero) == libc::SIGPIPE {}
            libc::pthread_sigmask(libc::SIG_SETMASK, &self.old, std::ptr::null_mut());
        }
    }
}
