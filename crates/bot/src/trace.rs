//! What a bot did: each instruction with its answer, where the mouse stood and faced after
//! it and the tick it ended on; the cells it walked; its chalk; how the run ended. The game
//! replays a trace, the CLI prints and counts it, the tests compare two of them.

use std::fmt;

use super::error::BotError;
use crate::maze::{Dir, Pos};

/// Which way, relative to where the mouse faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    Ahead,
    Left,
    Right,
    Back,
}

impl Side {
    /// The compass direction this side is for a mouse facing `facing`.
    pub fn of(self, facing: Dir) -> Dir {
        match self {
            Side::Ahead => facing,
            Side::Left => facing.left(),
            Side::Right => facing.right(),
            Side::Back => facing.opposite(),
        }
    }

    /// The suffix of a sensing instruction's name: nothing here (`smell()`), `_ahead`,
    /// `_left`…
    fn name_suffix(side: Option<Side>) -> &'static str {
        match side {
            None => "",
            Some(Side::Ahead) => "_ahead",
            Some(side) => side.suffix(),
        }
    }

    /// The suffix of the instruction's name: `look_left`, `smell_back`; nothing for ahead.
    fn suffix(self) -> &'static str {
        match self {
            Side::Ahead => "",
            Side::Left => "_left",
            Side::Right => "_right",
            Side::Back => "_back",
        }
    }
}

/// A flight of stairs: up to the floor above, or down to the floor below (on a maze of
/// floors; elsewhere there are none).
///
/// ```
/// use mousemaze_bot::{Flight, Instruction};
///
/// assert_eq!(Instruction::Climb(Flight::Up).to_string(), "up()");
/// assert_eq!(Instruction::MarkedStairs(Flight::Down).to_string(), "marked_down()");
/// assert_eq!(Flight::Down.word(), "down");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Flight {
    Up,
    Down,
}

impl Flight {
    /// `up` or `down`, as the instructions' names say it.
    pub fn word(self) -> &'static str {
        match self {
            Flight::Up => "up",
            Flight::Down => "down",
        }
    }
}

/// One call of the mouse's instruction set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Instruction {
    Forward,
    TurnLeft,
    TurnRight,
    TurnAround,
    Look(Side),
    /// `smell()` here (`None`) or on a side.
    Smell(Option<Side>),
    DoorOpen,
    Mark(i64),
    /// `marked()` here (`None`) or on a side.
    Marked(Option<Side>),
    Wait,
    AtCheese,
    /// `up()` or `down()`: the stairs in this cell.
    Climb(Flight),
    /// `look_up()` or `look_down()`.
    LookStairs(Flight),
    /// `marked_up()` or `marked_down()`.
    MarkedStairs(Flight),
}

impl fmt::Display for Instruction {
    /// As the script wrote it: `forward()`, `look_left()`, `mark(2)`, `marked_ahead()`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Instruction::Forward => f.write_str("forward()"),
            Instruction::TurnLeft => f.write_str("turn_left()"),
            Instruction::TurnRight => f.write_str("turn_right()"),
            Instruction::TurnAround => f.write_str("turn_around()"),
            Instruction::Look(side) => write!(f, "look{}()", side.suffix()),
            Instruction::Smell(side) => write!(f, "smell{}()", Side::name_suffix(*side)),
            Instruction::DoorOpen => f.write_str("door_open()"),
            Instruction::Mark(n) => write!(f, "mark({n})"),
            Instruction::Marked(side) => write!(f, "marked{}()", Side::name_suffix(*side)),
            Instruction::Wait => f.write_str("wait()"),
            Instruction::AtCheese => f.write_str("at_cheese()"),
            Instruction::Climb(flight) => write!(f, "{}()", flight.word()),
            Instruction::LookStairs(flight) => write!(f, "look_{}()", flight.word()),
            Instruction::MarkedStairs(flight) => write!(f, "marked_{}()", flight.word()),
        }
    }
}

/// What is on one side of the mouse's cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum What {
    Wall,
    Open,
    DoorOpen,
    DoorClosed,
}

impl What {
    /// The word a script compares with: `"wall"`, `"open"`, `"door open"`, `"door closed"`.
    pub fn word(self) -> &'static str {
        match self {
            What::Wall => "wall",
            What::Open => "open",
            What::DoorOpen => "door open",
            What::DoorClosed => "door closed",
        }
    }
}

/// What `look()` sees: what is on that side, and how many cells a mouse could run straight
/// that way right now (0 at a wall or a shut door).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sight {
    pub what: What,
    pub far: u32,
}

impl fmt::Display for Sight {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.far {
            0 => f.write_str(self.what.word()),
            1 => write!(f, "{}, 1 cell", self.what.word()),
            far => write!(f, "{}, {far} cells", self.what.word()),
        }
    }
}

/// What an instruction answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Answer {
    Nothing,
    Yes(bool),
    Number(i64),
    Sight(Sight),
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Answer::Nothing => Ok(()),
            Answer::Yes(yes) => write!(f, "{yes}"),
            Answer::Number(n) => write!(f, "{n}"),
            Answer::Sight(sight) => write!(f, "{sight}"),
        }
    }
}

/// An instruction as the script called it: the name it used (ours or mms's) and its number
/// argument, if it had one (`moveForward(3)`, `mark(2)`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Called {
    pub name: &'static str,
    pub arg: Option<i64>,
}

impl Called {
    /// A call of `name()`.
    pub fn new(name: &'static str) -> Called {
        Called { name, arg: None }
    }

    /// A call of `name(arg)`.
    pub fn with(name: &'static str, arg: i64) -> Called {
        Called { name, arg: Some(arg) }
    }
}

impl fmt::Display for Called {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.arg {
            Some(arg) => write!(f, "{}({arg})", self.name),
            None => write!(f, "{}()", self.name),
        }
    }
}

/// One instruction as it ran: on the square grid (`Step`), where the mouse stands on a
/// [`Pos`] facing a [`Dir`]; on a shaped maze (`Step<usize, usize>`), on a cell of the model
/// facing one of its slots (see `world` for how a mouse turns there).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Step<C = Pos, H = Dir> {
    pub instruction: Instruction,
    /// How the script called it (the name it used; several steps for `moveForward(3)`).
    pub called: Called,
    pub answer: Answer,
    /// The script line and column of the call, 1-based (0 when unknown).
    pub line: u32,
    pub column: u32,
    /// Where the mouse stood and faced after it.
    pub cell: C,
    pub facing: H,
    /// The run's clock when it ended, in ticks.
    pub tick: u64,
}

impl<C, H> Step<C, H> {
    /// The call and its answer, where it was in `file`: `wall.rhai:12:9: look() -> open,
    /// 3 cells` (`wall.rhai: …` where the place is unknown), the file name printable.
    ///
    /// ```
    /// use mousemaze_bot::Bot;
    /// use mousemaze_maze::{Maze, Pos};
    /// use mousemaze_core::rules::Board;
    ///
    /// let bot = Bot::compile("walk.rhai", "// east\n  forward();").unwrap();
    /// let trace = bot.run(&Board::new(Maze::open(3, 1).unwrap(), Pos::new(0, 0), Pos::new(2, 0)));
    /// assert_eq!(trace.steps[0].located("walk.rhai"), "walk.rhai:2:3: forward() -> true");
    /// ```
    pub fn located(&self, file: &str) -> String {
        let file = crate::maze::text::printable(file);
        match (self.line, self.column) {
            (0, _) => format!("{file}: {}", Call(self)),
            (line, 0) => format!("{file}:{line}: {}", Call(self)),
            (line, column) => format!("{file}:{line}:{column}: {}", Call(self)),
        }
    }
}

/// A step's call and answer: `look() -> open, 3 cells`.
struct Call<'a, C, H>(&'a Step<C, H>);

impl<C, H> fmt::Display for Call<'_, C, H> {
    /// As the script wrote it (`wallFront() -> false`); the instruction's own name where the
    /// call is unknown.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.called.name {
            "" => write!(f, "{}", self.0.instruction)?,
            _ => write!(f, "{}", self.0.called)?,
        }
        match self.0.answer {
            Answer::Nothing => Ok(()),
            answer => write!(f, " -> {answer}"),
        }
    }
}

impl<C, H> fmt::Display for Step<C, H> {
    /// `12: look() -> open, 3 cells`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:>3}: {}", self.line, Call(self))
    }
}

/// How a run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The mouse reached the cheese.
    Cheese,
    /// The script came to its end elsewhere.
    ScriptEnded,
    /// The script failed or ran out of a budget.
    Stopped(BotError),
}

/// The most instructions a recorded run keeps ([`Trace::steps`]), about 40 MB: a script that
/// runs on (`loop { wallFront(); }` in a contest) is recorded this far, then only counted.
pub const MAX_RECORDED_STEPS: usize = 1_000_000;

/// A whole run of a bot on a board: on the square grid (`Trace`), cells are [`Pos`] and
/// headings [`Dir`]; on a shaped maze ([`ShapedTrace`]), cells of the model and their slots.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trace<C = Pos, H = Dir> {
    /// Every instruction, in order (empty when the run was not recorded), up to
    /// [`MAX_RECORDED_STEPS`]; [`Trace::unrecorded`] counts those past it.
    pub steps: Vec<Step<C, H>>,
    /// The instructions run past [`MAX_RECORDED_STEPS`] in a recorded run, not kept: a trace
    /// says where it was cut rather than growing without bound.
    pub unrecorded: u64,
    /// The cells the mouse stood on, from the start, one more at each move.
    pub path: Vec<C>,
    /// The chalk on each cell at the end (row-major; 0 where none).
    pub marks: Vec<i64>,
    /// What the script printed (`print`, `debug`), each with the number of instructions
    /// run before it: at most 1000 lines, each printable and cut to
    /// [`MESSAGE_CHARS`](super::MESSAGE_CHARS).
    pub said: Vec<(u64, String)>,
    /// What the script said it thinks (`setColor`, `setText`, `setWall`…), each with the
    /// number of instructions run before it (kept only when the run is recorded).
    pub thoughts: Vec<(u64, super::thought::Thought)>,
    pub instructions: u64,
    /// Calls of `forward()`, bumps included.
    pub moves: u64,
    /// Calls of `forward()` that met a wall or a shut door.
    pub bumps: u64,
    /// The clock at the end, in ticks.
    pub ticks: u64,
    pub ending: Ending,
}

/// A run on a shaped maze: cells numbered as the maze model numbers them, headings its slots.
pub type ShapedTrace = Trace<usize, usize>;

impl<C: Copy + PartialEq, H> Trace<C, H> {
    /// The run as a timetable for racing it: the cells it walked, and the tick it left each
    /// one but the last (a move takes the player's pace, so it left a move's pace before the
    /// tick it arrived). Needs the recorded steps ([`Bot::run`](super::Bot::run)).
    pub fn timetable(&self) -> (Vec<C>, Vec<u64>) {
        let mut walk = vec![self.path[0]];
        let mut departures = Vec::new();
        for step in &self.steps {
            if step.cell != *walk.last().expect("the walk starts at the start") {
                departures.push(step.tick.saturating_sub(super::BOT_PACE));
                walk.push(step.cell);
            }
        }
        (walk, departures)
    }
}

impl<C, H> Trace<C, H> {
    /// A run with nothing done yet: the mouse at `start`, `ending` as it stands.
    pub(crate) fn begun(start: C, ending: Ending) -> Trace<C, H> {
        Trace {
            steps: Vec::new(),
            unrecorded: 0,
            path: vec![start],
            marks: Vec::new(),
            said: Vec::new(),
            thoughts: Vec::new(),
            instructions: 0,
            moves: 0,
            bumps: 0,
            ticks: 0,
            ending,
        }
    }

    pub fn solved(&self) -> bool {
        self.ending == Ending::Cheese
    }

    /// The script's own error, when it failed while running (not a budget running out).
    pub fn script_fault(&self) -> Option<&BotError> {
        match &self.ending {
            Ending::Stopped(err) if err.kind.is_script_fault() => Some(err),
            _ => None,
        }
    }

    /// Why it did not reach the cheese, in words (`None` when it did).
    pub fn reason(&self) -> Option<String> {
        match &self.ending {
            Ending::Cheese => None,
            Ending::ScriptEnded => Some("the script ended before the mouse reached the cheese".into()),
            Ending::Stopped(err) => Some(err.to_string()),
        }
    }
}
