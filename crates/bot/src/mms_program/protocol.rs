//! One line from the program, one answer or none, exactly as mms dispatches it
//! (`Window.cpp:841-1122`):
//!
//! - a line starting with a display command's name (`setWall`, `clearWall`, `setColor`,
//!   `clearColor`, `clearAllColor`, `setText`, `clearText`, `clearAllText`) is done at once
//!   and never answered, well formed or not (`:841-960`); here it is only counted, with no
//!   allocation and no system call;
//! - any other line is split on spaces (runs and a trailing space ignored, `:972`) into one
//!   or two tokens; a second token only for the sensors, the moves and `getStat`
//!   (`:973-984`); numbers read as `QString::toInt` reads them, anything else 0;
//! - an unknown name, a wrong count, an unknown stat: no answer at all (`:1140-1144`);
//! - every answer ends in `\n` alone (`:1142`).

use super::commands::{Command, to_int};
use super::recording::Recording;
use super::stats::Stats;
use super::world::MmsWorld;

/// What a line was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineKind {
    /// A query, move or turn, answered.
    Answered,
    /// A display command: no answer.
    Display,
    /// Unknown or malformed: no answer, as in mms.
    Ignored,
}

/// How many lines of each kind a program sent.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub answered: u64,
    pub display: u64,
    pub ignored: u64,
}

impl Counts {
    /// Every line.
    pub fn commands(&self) -> u64 {
        self.answered + self.display + self.ignored
    }
}

/// A program's session with the simulator: the world and what it was sent.
#[derive(Clone, Debug)]
pub struct Session {
    pub world: MmsWorld,
    pub counts: Counts,
    /// The run kept for a replay ([`Session::recorded`]; the game's), else `None`.
    pub recording: Option<Box<Recording>>,
}

fn boolean(value: bool) -> &'static [u8] {
    if value { b"true\n" } else { b"false\n" }
}

impl Session {
    pub fn new(world: MmsWorld) -> Session {
        Session { world, counts: Counts::default(), recording: None }
    }

    /// A session that keeps its run as a replay: the steps and what the program draws.
    pub fn recorded(world: MmsWorld) -> Session {
        Session { recording: Some(Box::default()), ..Session::new(world) }
    }

    /// Handles one line (its `\n` and every `\r` already gone), appending the answer, if
    /// any, to `out`.
    pub fn line(&mut self, line: &[u8], out: &mut Vec<u8>) -> LineKind {
        let before = out.len();
        let kind = if Command::DISPLAY.iter().any(|command| line.starts_with(command.name().as_bytes())) {
            LineKind::Display
        } else if self.execute(line, out) {
            LineKind::Answered
        } else {
            LineKind::Ignored
        };
        match kind {
            LineKind::Answered => self.counts.answered += 1,
            LineKind::Display => self.counts.display += 1,
            LineKind::Ignored => self.counts.ignored += 1,
        }
        if let Some(recording) = &mut self.recording {
            recording.saw(line, kind == LineKind::Display, &out[before..], &self.world);
        }
        kind
    }

    /// mms's `executeCommand`: `false` when the line is invalid (no answer).
    fn execute(&mut self, line: &[u8], out: &mut Vec<u8>) -> bool {
        let mut tokens = line.split(|&b| b == b' ').filter(|t| !t.is_empty());
        let (Some(name), argument) = (tokens.next(), tokens.next()) else { return false };
        let Some(command) = Command::from_name(name) else { return false };
        if tokens.next().is_some() || (argument.is_some() && !command.takes_argument()) {
            return false;
        }
        let number = |default: i32| argument.map_or(default, to_int);
        let world = &mut self.world;
        let answer: &[u8] = match command {
            Command::MazeWidth | Command::MazeHeight => {
                let side = if command == Command::MazeWidth { world.maze.width() } else { world.maze.height() };
                push_number(out, side);
                return true;
            }
            Command::MoveForward => ack(world.move_forward(number(1).wrapping_mul(2))),
            Command::MoveForwardHalf => ack(world.move_forward(number(1))),
            Command::WasReset => boolean(world.was_reset),
            Command::AckReset => {
                world.ack_reset();
                b"ack\n"
            }
            Command::GetStat => {
                let Some(index) = argument.and_then(Stats::index) else { return false };
                out.extend_from_slice(world.stats.answer(index).as_bytes());
                out.push(b'\n');
                return true;
            }
            _ => {
                if let Some(eighths) = command.sensor() {
                    boolean(world.sensor(eighths, number(1)))
                } else if let Some(eighths) = command.turn() {
                    world.turn(eighths);
                    b"ack\n"
                } else {
                    return false;
                }
            }
        };
        out.extend_from_slice(answer);
        true
    }
}

fn ack(done: bool) -> &'static [u8] {
    if done { b"ack\n" } else { b"crash\n" }
}

fn push_number(out: &mut Vec<u8>, value: i64) {
    let mut digits = [0u8; 20];
    let mut rest = value.unsigned_abs();
    let mut i = digits.len();
    loop {
        i -= 1;
        digits[i] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    if value < 0 {
        out.push(b'-');
    }
    out.extend_from_slice(&digits[i..]);
    out.push(b'\n');
}
