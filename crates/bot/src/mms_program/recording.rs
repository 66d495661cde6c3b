//! An mms program's run kept as a bot's [`Trace`], so the game replays it as it replays a
//! Rhai bot: each answered command one step (a `moveForward 3` one step a cell it crossed,
//! and one more for a crash), the step's "line" the program's output line; and what mms draws
//! (`setColor`, `setText`, `setWall`, `clearWall` and the clears, `Window.cpp:844-960`) as the
//! trace's [`Thought`]s, each after the steps before it.
//!
//! A flood fill re-sends every cell's text at every step (~90 000 lines a run): only the
//! changes are kept, so a trace holds what the board shows, not every line. Steps are kept up
//! to [`MAX_RECORDED_STEPS`] and thoughts up to [`MAX_THOUGHTS`]; past them only counted.

use std::collections::BTreeSet;

use super::commands::{Command, to_int};
use super::geometry::MmsMaze;
use super::world::MmsWorld;
use crate::maze::{Dir, Pos};
use crate::thought::{Thought, ThoughtCell, cell_text, letter_dir};
use crate::trace::MAX_RECORDED_STEPS;
use crate::{Answer, Called, Ending, Instruction, Side, Step, Trace};

/// The most board changes a recording keeps.
pub const MAX_THOUGHTS: usize = 1_000_000;

/// What the game counts an answered command as (a display command is not a step).
fn instruction(command: Command) -> Instruction {
    match command {
        Command::MoveForward | Command::MoveForwardHalf => Instruction::Forward,
        Command::TurnLeft | Command::TurnLeft90 | Command::TurnLeft45 => Instruction::TurnLeft,
        Command::TurnRight | Command::TurnRight90 | Command::TurnRight45 => Instruction::TurnRight,
        Command::WallFront | Command::WallFrontLeft | Command::WallFrontRight => Instruction::Look(Side::Ahead),
        Command::WallLeft => Instruction::Look(Side::Left),
        Command::WallRight => Instruction::Look(Side::Right),
        Command::WallBack | Command::WallBackLeft | Command::WallBackRight => Instruction::Look(Side::Back),
        _ => Instruction::Wait,
    }
}

/// The run so far, as the game will replay it.
#[derive(Clone, Debug, Default)]
pub struct Recording {
    pub steps: Vec<Step>,
    pub unrecorded: u64,
    pub thoughts: Vec<(u64, Thought)>,
    /// Board changes past [`MAX_THOUGHTS`], not kept.
    pub thoughts_dropped: u64,
    /// Output lines seen (the next step's "line").
    lines: u32,
    /// Cells of the world's path already made steps.
    path_seen: usize,
    facing: Option<Dir>,
    /// What the board shows now, to keep only changes.
    colours: Vec<Option<char>>,
    texts: Vec<String>,
    walls: BTreeSet<(Pos, Dir)>,
}

impl Recording {
    /// A line was handled: `answer` is what it was answered (empty: none).
    pub fn saw(&mut self, line: &[u8], display: bool, answer: &[u8], world: &MmsWorld) {
        self.lines = self.lines.saturating_add(1);
        if display {
            if let Some(thought) = thought_of(line, &world.maze) {
                self.think(&world.maze, thought);
            }
        } else if !answer.is_empty() {
            self.step(line, answer, world);
        }
    }

    fn think(&mut self, maze: &MmsMaze, thought: Thought) {
        if self.colours.is_empty() {
            self.colours = vec![None; maze.maze.len()];
            self.texts = vec![String::new(); maze.maze.len()];
        }
        let index = |at: &ThoughtCell| maze.maze.index(at.cell);
        let changed = match &thought {
            Thought::Color(at, c) => self.colours[index(at)].replace(*c) != Some(*c),
            Thought::ClearColor(at) => self.colours[index(at)].take().is_some(),
            Thought::ClearAllColor => {
                let any = self.colours.iter().any(Option::is_some);
                self.colours.fill(None);
                any
            }
            Thought::Text(at, text) => {
                let old = &mut self.texts[index(at)];
                *old != *text && {
                    old.clone_from(text);
                    true
                }
            }
            Thought::ClearText(at) => !std::mem::take(&mut self.texts[index(at)]).is_empty(),
            Thought::ClearAllText => {
                let any = self.texts.iter().any(|t| !t.is_empty());
                self.texts.iter_mut().for_each(String::clear);
                any
            }
            Thought::Wall(at, side, true) => self.walls.insert((at.cell, *side)),
            Thought::Wall(at, side, false) => self.walls.remove(&(at.cell, *side)),
        };
        if !changed {
            return;
        }
        if self.thoughts.len() < MAX_THOUGHTS {
            self.thoughts.push((self.steps.len() as u64 + self.unrecorded, thought));
        } else {
            self.thoughts_dropped += 1;
        }
    }

    fn step(&mut self, line: &[u8], answer: &[u8], world: &MmsWorld) {
        let name = line.split(|&b| b == b' ').find(|t| !t.is_empty()).unwrap_or_default();
        let argument = line.split(|&b| b == b' ').filter(|t| !t.is_empty()).nth(1);
        let command = Command::from_name(name);
        let (name, instruction) = command.map_or(("", Instruction::Wait), |c| (c.name(), instruction(c)));
        let called = match argument {
            Some(arg) => Called::with(name, i64::from(to_int(arg))),
            None => Called::new(name),
        };
        let answer_text = answer.strip_suffix(b"\n").unwrap_or(answer);
        let answer = match answer_text {
            b"true" | b"ack" => Answer::Yes(true),
            b"false" | b"crash" => Answer::Yes(false),
            number => {
                std::str::from_utf8(number).ok().and_then(|n| n.parse().ok()).map_or(Answer::Nothing, Answer::Number)
            }
        };
        if let Some(dir) = world.heading.cardinal() {
            self.facing = Some(dir);
        }
        let facing = self.facing.unwrap_or(Dir::N);
        let tick = world.contest.tick();
        let start = self.steps.last().map_or(0, |s| s.tick);
        let here = |at: (i64, i64)| world.maze.pos(at);
        let mut push = |steps: &mut Vec<Step>, cell: Pos, answer: Answer, tick: u64| {
            let step = Step { instruction, called, answer, line: self.lines, column: 0, cell, facing, tick };
            if steps.len() < MAX_RECORDED_STEPS {
                steps.push(step);
            } else {
                self.unrecorded += 1;
            }
        };
        let crossed: Vec<Pos> = world
            .path
            .as_deref()
            .map_or(&[][..], |p| &p[self.path_seen.min(p.len())..])
            .iter()
            .filter_map(|&c| here(c))
            .collect();
        self.path_seen = world.path.as_ref().map_or(0, Vec::len);
        let mut steps = std::mem::take(&mut self.steps);
        if instruction == Instruction::Forward {
            // One step a cell crossed, its tick shared out evenly; then the crash, if any.
            let n = crossed.len() as u64;
            for (i, &cell) in crossed.iter().enumerate() {
                let at = start + (tick.saturating_sub(start)) * (i as u64 + 1) / n.max(1);
                push(&mut steps, cell, Answer::Yes(true), at);
            }
            if crossed.is_empty() || answer == Answer::Yes(false) {
                let cell = here(world.at.cell()).or(steps.last().map(|s| s.cell)).unwrap_or_default();
                push(&mut steps, cell, answer, tick);
            }
        } else {
            // `ackReset` carries the mouse back: the step stands where it now is.
            let cell = crossed.last().copied().or_else(|| here(world.at.cell())).unwrap_or_default();
            push(&mut steps, cell, answer, tick);
        }
        self.steps = steps;
    }

    /// The trace of the whole run; `reached` whether the mouse ever stood in the goal.
    pub fn into_trace(self, world: &MmsWorld, reached: bool) -> Trace {
        let maze = &world.maze;
        let start = maze.pos((0, 0)).unwrap_or_default();
        let mut trace = Trace::begun(start, if reached { Ending::Cheese } else { Ending::ScriptEnded });
        trace.path.extend(world.path.iter().flatten().skip(1).filter_map(|&c| maze.pos(c)));
        trace.marks = vec![0; maze.maze.len()];
        trace.instructions = self.steps.len() as u64 + self.unrecorded;
        trace.moves = self.steps.iter().filter(|s| s.instruction == Instruction::Forward).count() as u64;
        trace.bumps = self
            .steps
            .iter()
            .filter(|s| s.instruction == Instruction::Forward && s.answer == Answer::Yes(false))
            .count() as u64;
        trace.ticks = self.steps.last().map_or(0, |s| s.tick);
        trace.unrecorded = self.unrecorded;
        (trace.steps, trace.thoughts) = (self.steps, self.thoughts);
        trace
    }
}

/// mms's colour letters (`Color.cpp:5-18`): the README's 15 and `O`, `V`.
const MMS_COLOURS: &str = "kbacgorwyBCAGORVY";

/// A display command as a [`Thought`] (`None`: malformed, or off the maze: mms shows nothing),
/// parsed as mms parses it (`Window.cpp:844-960`): X as `toInt` reads it (a bad X is 0), Y
/// a number, the side one lowercase letter, the text everything after the third space.
fn thought_of(line: &[u8], maze: &MmsMaze) -> Option<Thought> {
    let text = std::str::from_utf8(line).ok()?;
    let words: Vec<&str> = text.split(' ').filter(|w| !w.is_empty()).collect();
    let command = Command::from_name(words.first()?.as_bytes());
    if words.len() == 1 {
        return match command? {
            Command::ClearAllColor => Some(Thought::ClearAllColor),
            Command::ClearAllText => Some(Thought::ClearAllText),
            _ => None,
        };
    }
    let (x, y) = (to_int(words.get(1)?.as_bytes()), words.get(2)?.parse::<i32>().ok()?);
    let (x, y) = (u32::try_from(x).ok()?, u32::try_from(y).ok()?);
    let cell = ThoughtCell { at: (x, y), cell: maze.pos((i64::from(x), i64::from(y)))? };
    let letter = || words.get(3).filter(|_| words.len() == 4).and_then(|w| w.chars().next().filter(|_| w.len() == 1));
    let side = || letter().filter(char::is_ascii_lowercase).and_then(letter_dir);
    Some(match command? {
        Command::SetColor => Thought::Color(cell, letter().filter(|c| MMS_COLOURS.contains(*c))?),
        Command::ClearColor if words.len() == 3 => Thought::ClearColor(cell),
        Command::SetText => Thought::Text(cell, cell_text(text.splitn(4, ' ').nth(3).unwrap_or(text))),
        Command::ClearText if words.len() == 3 => Thought::ClearText(cell),
        Command::SetWall => Thought::Wall(cell, side()?, true),
        Command::ClearWall => Thought::Wall(cell, side()?, false),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::Maze;
    use crate::mms_program::protocol::Session;
    use crate::mms_program::world::MmsWorld;

    /// Feeds `lines` to a recorded session on an open 4×4 maze; the trace.
    fn replay_of(lines: &[&str]) -> Trace {
        let mut session = Session::recorded(MmsWorld::new(Maze::open(4, 4).unwrap(), true));
        let mut out = Vec::new();
        for line in lines {
            session.line(line.as_bytes(), &mut out);
        }
        let recording = *session.recording.take().unwrap();
        recording.into_trace(&session.world, session.world.stats.solved())
    }

    #[test]
    fn moves_are_steps_a_cell_and_the_drawing_is_kept_as_it_changes() {
        let trace = replay_of(&[
            "setColor 0 0 G",
            "setText 0 0 hi there",
            "setText 0 0 hi there", // unchanged: not kept again
            "setWall 3 0 n",
            "setWall 0 0 N",  // uppercase sides are ignored by mms (Direction.cpp:105-113)
            "setColor 9 9 r", // off the maze
            "debug junk",
            "wallFront",
            "moveForward 2",
            "clearAllColor",
            "turnRight",
            "moveForward 9",
        ]);
        let steps: Vec<String> = trace.steps.iter().map(|s| s.to_string()).collect();
        assert_eq!(
            steps,
            [
                "  8: wallFront() -> false",
                "  9: moveForward(2) -> true",
                "  9: moveForward(2) -> true",
                " 11: turnRight() -> true",
                " 12: moveForward(9) -> true",
                " 12: moveForward(9) -> true",
                " 12: moveForward(9) -> true",
                " 12: moveForward(9) -> false",
            ]
        );
        let cells: Vec<(u32, u32)> = trace.steps.iter().map(|s| (s.cell.x, s.cell.y)).collect();
        assert_eq!(cells, [(0, 3), (0, 2), (0, 1), (0, 1), (1, 1), (2, 1), (3, 1), (3, 1)], "y from the north");
        assert_eq!((trace.moves, trace.bumps), (6, 1));
        let thoughts: Vec<(u64, String)> = trace.thoughts.iter().map(|(at, t)| (*at, t.to_string())).collect();
        assert_eq!(
            thoughts,
            [
                (0, "setColor(0, 0, 'G')".to_string()),
                (0, "setText(0, 0, \"hi there\")".to_string()),
                (0, "setWall(3, 0, 'n')".to_string()),
                (3, "clearAllColor()".to_string()),
            ]
        );
        assert!(trace.steps.windows(2).all(|w| w[0].tick <= w[1].tick), "the clock never goes back");
        assert!(trace.ticks > 0);
    }

    #[test]
    fn set_text_without_a_third_space_shows_the_whole_line_as_mms_does() {
        let trace = replay_of(&["setText 1 2", "setText a 1 x"]);
        let texts: Vec<String> = trace.thoughts.iter().map(|(_, t)| t.to_string()).collect();
        // mms: no third space, the text is the whole command (cut to 10 characters shown); a
        // bad X reads as 0 (Window.cpp:918-936).
        assert_eq!(texts, ["setText(1, 2, \"setText 1 \")", "setText(0, 1, \"x\")"]);
    }
}
