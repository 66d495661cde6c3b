//! An mms program run for the game's Bot screen: the program on a maze with its run kept as
//! a replay ([`super::recording`]), the contest's numbers beside it (so the player can race
//! its best run), how it ended and the last lines of its stderr, bounded for a panel.

use std::sync::atomic::AtomicBool;

use super::process::{Exit, MmsCommand, ProgramLimits, run_session};
use super::protocol::Session;
use super::world::MmsWorld;
use crate::Trace;
use crate::maze::Maze;
use crate::rules::contest::ContestResult;

/// The lines of stderr a panel shows, and the characters of each.
pub const STDERR_LINES: usize = 6;
pub const STDERR_LINE_CHARS: usize = 100;

/// A program's run as the game replays it.
#[derive(Clone, Debug)]
pub struct ReplayedRun {
    pub trace: Trace,
    /// The contest's numbers, or why they are withheld (a diagonal).
    pub contest: Result<ContestResult, String>,
    pub exit: Exit,
    /// Its stderr's last [`STDERR_LINES`] lines, printable, each cut to [`STDERR_LINE_CHARS`].
    pub stderr: Vec<String>,
    /// Every line it printed, and board changes past the recording's cap.
    pub commands: u64,
    pub thoughts_dropped: u64,
    /// mms's score (2000 when the goal was never reached).
    pub score: f32,
}

/// Runs `command` on `maze` under `limits`, until it ends, a limit, or `stop` is set.
pub fn run_replayed(command: &MmsCommand, maze: Maze, limits: &ProgramLimits, stop: &AtomicBool) -> ReplayedRun {
    let run = run_session(command, Session::recorded(MmsWorld::new(maze, true)), limits, stop);
    let world = &run.session.world;
    let recording = run.session.recording.clone().unwrap_or_default();
    let dropped = recording.thoughts_dropped;
    ReplayedRun {
        trace: recording.into_trace(world, world.stats.solved()),
        contest: world.contest.clone().result(),
        exit: run.exit,
        stderr: last_lines(&run.stderr),
        commands: run.session.counts.commands(),
        thoughts_dropped: dropped,
        score: world.stats.score(),
    }
}

/// The last [`STDERR_LINES`] non-blank lines of `bytes`, printable and cut.
pub fn last_lines(bytes: &[u8]) -> Vec<String> {
    let text = String::from_utf8_lossy(bytes);
    let mut lines: Vec<String> = text
        .lines()
        .rev()
        .filter(|l| !l.trim().is_empty())
        .take(STDERR_LINES)
        .map(|l| l.chars().take(STDERR_LINE_CHARS).map(|c| if c.is_control() { '?' } else { c }).collect())
        .collect();
    lines.reverse();
    lines
}

#[cfg(test)]
mod tests {
    use super::last_lines;

    #[test]
    fn stderr_shows_its_last_lines_printable_and_cut() {
        let mut bytes = b"one\n\ntwo\x07\nthree\nfour\nfive\nsix\nseven\n".to_vec();
        bytes.extend(std::iter::repeat_n(b'x', 300));
        let lines = last_lines(&bytes);
        assert_eq!(lines[..5], ["three", "four", "five", "six", "seven"]);
        assert_eq!(lines[5].len(), 100);
        assert_eq!(last_lines(b"a\x1b[31m\n"), ["a?[31m"]);
    }
}
