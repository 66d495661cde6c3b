//! An mms program run for the game's Bot screen: the program on a maze with its run kept as
//! a replay ([`super::recording`]), the contest's numbers beside it (so the player can race
//! its best run), how it ended and the last lines of its stderr, bounded for a panel.

use std::sync::atomic::AtomicBool;

use super::contest_moves::ContestWithheld;
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
    /// The contest's numbers (the fastest possible with diagonals among them), or why they
    /// are withheld (a diagonal).
    pub contest: Result<ContestResult, ContestWithheld>,
    pub exit: Exit,
    /// Its stderr as kept: the last bytes (from a whole line), where they start in all it
    /// wrote, and when each part came ([`super::process::ProgramRun::stderr_marks`]).
    pub stderr: Vec<u8>,
    pub stderr_from: u64,
    pub stderr_marks: Vec<(u64, u64)>,
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
        contest: world.contest.clone().result_with_diagonals(),
        exit: run.exit,
        stderr_from: run.stderr_total - run.stderr.len() as u64,
        stderr_marks: run.stderr_marks,
        stderr: run.stderr,
        commands: run.session.counts.commands(),
        thoughts_dropped: dropped,
        score: world.stats.score(),
    }
}

impl ReplayedRun {
    /// The last lines of its stderr ([`last_lines`]) written by the time it had sent
    /// `commands` commands (`None`: by its end).
    pub fn stderr_lines(&self, commands: Option<u64>) -> Vec<String> {
        stderr_lines_by(&self.stderr, self.stderr_from, &self.stderr_marks, commands)
    }
}

/// The last lines of the kept stderr `bytes` (starting `from` bytes into all it wrote)
/// written by the time `commands` commands had come, by the `marks` of when it came.
pub fn stderr_lines_by(bytes: &[u8], from: u64, marks: &[(u64, u64)], commands: Option<u64>) -> Vec<String> {
    let written = match commands {
        None => from + bytes.len() as u64,
        Some(commands) => {
            let before = marks.partition_point(|mark| mark.0 <= commands);
            before.checked_sub(1).map_or(from, |i| marks[i].1)
        }
    };
    let end = written.saturating_sub(from).min(bytes.len() as u64) as usize;
    last_lines(&bytes[..end])
}

/// The last [`STDERR_LINES`] non-blank lines of `bytes`, printable and cut (with `...`).
pub fn last_lines(bytes: &[u8]) -> Vec<String> {
    let text = String::from_utf8_lossy(bytes);
    let mut lines: Vec<String> = text
        .lines()
        .rev()
        .filter(|l| !l.trim().is_empty())
        .take(STDERR_LINES)
        .map(|l| {
            let shown: String =
                l.chars().take(STDERR_LINE_CHARS).map(|c| if c.is_control() { '?' } else { c }).collect();
            if l.chars().nth(STDERR_LINE_CHARS).is_some() { shown + "..." } else { shown }
        })
        .collect();
    lines.reverse();
    lines
}

#[cfg(test)]
mod tests {
    use super::{last_lines, stderr_lines_by};

    #[test]
    fn stderr_shows_its_last_lines_printable_and_cut() {
        let mut bytes = b"one\n\ntwo\x07\nthree\nfour\nfive\nsix\nseven\n".to_vec();
        bytes.extend(std::iter::repeat_n(b'x', 300));
        let lines = last_lines(&bytes);
        assert_eq!(lines[..5], ["three", "four", "five", "six", "seven"]);
        assert_eq!(lines[5].len(), 103, "cut to 100 characters and said so");
        assert!(lines[5].ends_with("x..."));
        assert_eq!(last_lines(b"a\x1b[31m\n"), ["a?[31m"]);
    }

    #[test]
    fn the_lines_shown_are_those_written_by_the_step_shown() {
        // "one\n" came after 2 commands, "two\nthree\n" after 5; the first 4 bytes are gone.
        let all = b"zzz\none\ntwo\nthree\n";
        let (kept, from) = (&all[4..], 4);
        let marks = [(0, 4), (2, 8), (5, 18)];
        assert_eq!(stderr_lines_by(kept, from, &marks, Some(0)), Vec::<String>::new());
        assert_eq!(stderr_lines_by(kept, from, &marks, Some(1)), Vec::<String>::new());
        assert_eq!(stderr_lines_by(kept, from, &marks, Some(3)), ["one"]);
        assert_eq!(stderr_lines_by(kept, from, &marks, Some(9)), ["one", "two", "three"]);
        assert_eq!(stderr_lines_by(kept, from, &marks, None), ["one", "two", "three"]);
    }
}
