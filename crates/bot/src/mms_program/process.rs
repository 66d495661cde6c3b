//! Runs one mouse program on one maze, as mms runs it (until it exits), but as the untrusted
//! program it is ([`ProgramLimits`]): a wall-clock limit, a cap on commands, on a line's
//! length, on answers it leaves unread; stdout and stderr both drained as they come (stderr's
//! last bytes kept), so a program that floods either, or never reads stdin, cannot block the
//! run nor grow its memory; and at the end, whatever happened, its whole session killed and
//! reaped, with every process that left it ([`super::group`]). One thread, `poll(2)`, non-blocking pipes ([`super::pipes`]).
//!
//! Every limit holds in every phase: while the program runs, and after its leader has ended
//! (the rest of its group may still hold the pipes), when only what was in the pipes then is
//! read, as mms reads what a program wrote before it ended. A run cut by a limit says which
//! ([`Exit`]), never the leader's exit code.

use std::io;
use std::os::fd::{AsRawFd, OwnedFd};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::group::{end_group, leader_ended, spawn_in_group};
use super::lines::{LineReader, MAX_LINE_BYTES};
use super::pipes::{SigpipeBlocked, bytes_in_pipe, read, set_nonblocking};
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
        loop {
            if let Some(exit) = self.limit_met(run, deadline, stop) {
                return Ok(exit);
            }
            // Both outputs closed: only its exit is awaited, checked every millisecond.
            let most = if self.stdout.is_none() && self.stderr.is_none() { 1 } else { 50 };
            let wait = deadline.saturating_duration_since(Instant::now()).min(Duration::from_millis(most));
            let ready = self.poll(wait);
            if ready.0 {
                self.read_stdout(&mut run.session, usize::MAX);
            }
            if ready.1 {
                self.read_stderr(run, usize::MAX);
            }
            self.write_answers();
            if let Some(exit) = self.limit_met(run, deadline, stop) {
                return Ok(exit);
            }
            // Whether it ended, every round (a grandchild may keep the pipes open, or flood
            // them: what it writes after the leader's end is not the program's).
            if let Some(status) = leader_ended(pgid) {
                return match self.drain(run, deadline, stop) {
                    Some(exit) => Ok(exit),
                    None => Err(Some(status)),
                };
            }
        }
    }

    /// The limit the run has met, if any: the wall clock, `stop`, the commands, the answers
    /// unread. Checked in every phase of a run.
    fn limit_met(&self, run: &ProgramRun, deadline: Instant, stop: &AtomicBool) -> Option<Exit> {
        if Instant::now() >= deadline {
            Some(Exit::Timeout)
        } else if stop.load(Ordering::Relaxed) {
            Some(Exit::Interrupted)
        } else if run.session.counts.commands() > self.limits.max_commands {
            Some(Exit::TooManyCommands)
        } else if self.answers.len() - self.sent > self.limits.max_unread_bytes {
            Some(Exit::UnreadAnswers)
        } else {
            None
        }
    }

    /// After the leader's end: what it wrote before it ended, as mms reads it (`:725-758`),
    /// and no more. That is at most the bytes in each pipe when its end was seen (the rest of
    /// its group may write on), each chunk handled as in the run: answers written, every
    /// limit checked (`Some`: the one met).
    fn drain(&mut self, run: &mut ProgramRun, deadline: Instant, stop: &AtomicBool) -> Option<Exit> {
        let mut out_left = self.stdout.as_ref().map_or(0, bytes_in_pipe);
        let mut err_left = self.stderr.as_ref().map_or(0, bytes_in_pipe);
        while out_left > 0 || err_left > 0 {
            let out = if out_left > 0 { self.read_stdout(&mut run.session, out_left) } else { 0 };
            let err = if err_left > 0 { self.read_stderr(run, err_left) } else { 0 };
            if out == 0 && err == 0 {
                break;
            }
            (out_left, err_left) = (out_left - out, err_left - err);
            self.write_answers();
            if let Some(exit) = self.limit_met(run, deadline, stop) {
                return Some(exit);
            }
        }
        None
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

    /// Reads a chunk of stdout, at most `most` bytes, and handles its lines; the bytes read
    /// (0 once nothing more is there, or it is closed).
    fn read_stdout(&mut self, session: &mut Session, most: usize) -> usize {
        let Some(fd) = &self.stdout else { return 0 };
        let end = self.buffer.len().min(most);
        match read(fd, &mut self.buffer[..end]) {
            Ok(0) | Err(_) => {
                self.stdout = None;
                0
            }
            Ok(n) if n == usize::MAX => 0,
            Ok(n) => {
                let answers = &mut self.answers;
                self.reader.feed(&self.buffer[..n], |line| {
                    session.line(line, answers);
                });
                n
            }
        }
    }

    /// Reads a chunk of stderr, at most `most` bytes, into what is kept; the bytes read.
    fn read_stderr(&mut self, run: &mut ProgramRun, most: usize) -> usize {
        let Some(fd) = &self.stderr else { return 0 };
        let end = self.buffer.len().min(most);
        match read(fd, &mut self.buffer[..end]) {
            Ok(0) | Err(_) => {
                self.stderr = None;
                0
            }
            Ok(n) if n == usize::MAX => 0,
            Ok(n) => {
                let kept = Kept { bytes: &mut run.stderr, total: &mut run.stderr_total, marks: &mut run.stderr_marks };
                kept.came(&self.buffer[..n], run.session.counts.commands(), self.limits.stderr_bytes);
                n
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
