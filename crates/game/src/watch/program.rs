//! mms mice on the Bot screen: a program written for the mms simulator, registered by a
//! `NAME.mms` file in the bots folder ([`MmsMouse`]), runs on the shown maze (as a contest
//! board: mms's start in the south-west corner, its goal the middle) on a thread of its own,
//! never the frame's, under [`GAME_WALL_CLOCK`]. Its run then replays as a bot's does, with
//! what it drew (`setColor`, `setText`, `setWall`) on the board, and, in the script panel (it
//! has no script), how it ended and its stderr's last lines. P races its best run.
//!
//! The program's whole process group is ended and reaped when its run is replaced (N, L, a
//! change on disk), when the player leaves the screen ([`stop_on_exit`]) and when the game
//! quits ([`end_programs`], which waits for it).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use bevy::prelude::*;

use super::BotReplay;
use super::no_trace::{NoTrace, PROGRAM_RUNNING};
use crate::bot::Trace;
use crate::bot::mms_program::contest_moves::ContestWithheld;
use crate::bot::mms_program::mouse_file::MmsMouse;
use crate::bot::mms_program::process::{Exit, ProgramLimits};
use crate::bot::mms_program::replayed::{ReplayedRun, run_replayed, stderr_lines_by};
use crate::maze::formats::MarkedMaze;
use crate::maze::text::printable;
use crate::rules::Board;
use crate::rules::contest::{ContestResult, contest_board};

/// How long a program may run in the game before it is stopped (the mms templates' wall
/// followers never end): 10 s, a third of the CLI's default.
pub const GAME_WALL_CLOCK: Duration = Duration::from_secs(10);

/// The board an mms mouse runs on: the maze as a contest board, as mms sees any maze.
pub fn mms_board(board: Board) -> Board {
    contest_board(MarkedMaze::contest(board.maze))
}

/// An mms mouse's run on the Bot screen: going on (on its thread), then how it ended.
#[derive(Debug)]
pub struct MmsWatch {
    /// The run command as the `.mms` file gives it.
    pub run: String,
    /// The run, until it is collected (in a mutex only to make the resource `Sync`).
    pending: Option<Mutex<Receiver<ReplayedRun>>>,
    stop: Arc<AtomicBool>,
    /// How it ended, once collected.
    pub ended: Option<ProgramEnd>,
}

/// How the program's run ended, for the panel.
#[derive(Clone, Debug, PartialEq)]
pub struct ProgramEnd {
    pub exit: Exit,
    /// Its stderr as kept, where the kept bytes start, and when they came
    /// ([`ReplayedRun::stderr_lines`]).
    pub stderr: Vec<u8>,
    pub stderr_from: u64,
    pub stderr_marks: Vec<(u64, u64)>,
    pub commands: u64,
    pub score: f32,
    /// Why the contest's numbers (and the race) are withheld, if they are.
    pub withheld: Option<ContestWithheld>,
}

impl Drop for MmsWatch {
    /// A run replaced or dropped ends its program (within 50 ms, on its thread).
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

impl MmsWatch {
    /// Starts `mouse` on `board`'s maze on a thread of its own.
    pub fn start(mouse: &MmsMouse, board: &Board) -> MmsWatch {
        let stop = Arc::new(AtomicBool::new(false));
        let (send, receive) = channel();
        let (command, maze, stopped) = (mouse.command.clone(), board.maze.clone(), stop.clone());
        let limits = ProgramLimits { wall_clock: GAME_WALL_CLOCK, ..ProgramLimits::default() };
        let spawned = std::thread::Builder::new().name("mms program".into()).spawn(move || {
            let _ = send.send(run_replayed(&command, maze, &limits, &stopped));
        });
        let pending = spawned.is_ok().then(|| Mutex::new(receive));
        MmsWatch { run: mouse.run.clone(), pending, stop, ended: None }
    }

    pub fn running(&self) -> bool {
        self.pending.is_some()
    }

    /// Asks the program to end (its thread kills and reaps its group).
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Waits up to `most` for the run's thread to end (after [`MmsWatch::stop`]: within a
    /// poll, its group killed and reaped). The run itself is dropped.
    fn wait_ended(&self, most: Duration) {
        if let Some(Ok(receiver)) = self.pending.as_ref().map(Mutex::lock) {
            let _ = receiver.recv_timeout(most);
        }
    }

    /// The run once it is done (looked at, never waited for): its trace or the line that says
    /// why it could not start, and the contest's result.
    fn collect(&mut self, name: &str) -> Option<(Result<Trace, NoTrace>, Option<ContestResult>)> {
        let received = self.pending.as_ref()?.lock().map_or(Err(TryRecvError::Disconnected), |r| r.try_recv());
        let outcome = match received {
            Err(TryRecvError::Empty) => return None,
            Ok(run) => run,
            Err(TryRecvError::Disconnected) => {
                self.pending = None;
                return Some((Err(NoTrace::ProgramFailed { name: name.to_owned() }), None));
            }
        };
        self.pending = None;
        let ReplayedRun { trace, contest, exit, stderr, stderr_from, stderr_marks, commands, score, .. } = outcome;
        let withheld = contest.as_ref().err().copied();
        self.ended =
            Some(ProgramEnd { exit: exit.clone(), stderr, stderr_from, stderr_marks, commands, score, withheld });
        if let Exit::CannotStart(why) = &exit {
            let (name, run, why) = (name.to_owned(), self.run.clone(), why.clone());
            return Some((Err(NoTrace::CannotStart { name, run, why }), None));
        }
        Some((Ok(trace), contest.ok()))
    }
}

/// Takes the program's run once it is done, and has the scene rebuilt for it.
pub(super) fn collect_program(mut replay: ResMut<BotReplay>) {
    let replay = &mut *replay;
    let Some(watch) = replay.mms.as_mut() else { return };
    if !watch.running() {
        return;
    }
    if let Some((outcome, contest)) = watch.collect(&replay.name) {
        (replay.outcome, replay.contest) = (outcome.map(super::AnyTrace::Square), contest);
        replay.generation += 1;
    }
}

/// Leaving the Bot screen ends a program still running.
pub(super) fn stop_on_exit(replay: Option<Res<BotReplay>>) {
    if let Some(watch) = replay.as_ref().and_then(|r| r.mms.as_ref()) {
        watch.stop();
    }
}

/// Quitting the game ends a program still running, and waits (up to a second) until its
/// whole group is killed and reaped, before the game exits.
pub(super) fn end_programs(mut exits: MessageReader<AppExit>, replay: Option<Res<BotReplay>>) {
    if exits.read().next().is_none() {
        return;
    }
    if let Some(watch) = replay.as_ref().and_then(|r| r.mms.as_ref()) {
        watch.stop();
        watch.wait_ended(Duration::from_secs(1));
    }
}

/// The script panel's heading for an mms mouse (it has no script to show): the program
/// ([`program_text`]), and the output line of the step shown.
pub fn source_heading(replay: &BotReplay, current: Option<u32>) -> String {
    let line = match current {
        Some(line) if !replay.running() => format!("\n\nstep shown: its output line {line}"),
        _ => String::new(),
    };
    format!("{}{line}", program_text(replay))
}

/// The panel's section for an mms mouse: the command, how it ended, its stderr.
pub fn program_text(replay: &BotReplay) -> String {
    let Some(watch) = &replay.mms else { return String::new() };
    let mut text = format!("mms program: {}", printable(&watch.run));
    let Some(end) = &watch.ended else {
        if watch.running() {
            text.push('\n');
            text.push_str(PROGRAM_RUNNING);
        }
        return text;
    };
    let score = if end.score >= 2000.0 { "2000 (no goal)".to_string() } else { format!("{:.1}", end.score) };
    text.push_str(&format!("\n{}, {} lines, mms score {score}", end.exit, end.commands));
    if let Some(why) = &end.withheld {
        text.push_str(&format!("\n{why}: no contest numbers, no race"));
    }
    // The lines written by the step shown (all of them once the replay is over).
    let shown_step = replay.shown.checked_sub(1).and_then(|i| replay.steps().get(i));
    let by = shown_step.filter(|_| !replay.finished()).map(|step| u64::from(step.line));
    let by = if replay.shown == 0 && !replay.finished() { Some(0) } else { by };
    let lines = stderr_lines_by(&end.stderr, end.stderr_from, &end.stderr_marks, by);
    if !lines.is_empty() {
        text.push_str("\nstderr:");
        for line in &lines {
            text.push_str("\n  ");
            text.push_str(line);
        }
    }
    text
}
