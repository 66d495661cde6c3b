//! The bot's mouse on the board, and what each instruction does to it, in plain Rust (the
//! Rhai glue is in `instructions`), written once over the ground it walks (`ground`): the
//! square [`Board`], or a maze of any shape. Moves on the square grid go through the rules'
//! [`Board::passable`]: walls and the doors' clock, as for every other mouse.
//!
//! Time, in the rules' ticks ([`TICKS_PER_SECOND`](crate::rules::TICKS_PER_SECOND)):
//! - `forward()` takes [`BOT_PACE`] ticks, whether it moves or bumps (in a contest, the
//!   contest's cost model: see `rules::contest`, and `mms` here for its instructions).
//! - `wait()` lasts until the door ahead opens or shuts; with no door ahead, [`BOT_PACE`].
//! - Turning, looking, smelling and chalk take no time (they still count as instructions).

mod mms;
mod stairs;

pub(crate) use mms::OutsideMaze;

use rhai::Position;

use super::Limits;
use super::error::ErrorKind;
use super::ground::{Ground, ShapedBoard};
use super::trace::{Answer, Called, Ending, Instruction, MAX_RECORDED_STEPS, Side, Sight, Step, Trace, What};
use crate::maze::text::shortened;
use crate::rules::Board;
use crate::rules::contest::Contest;

/// Ticks a bot takes to run one cell: 20, the player's 6.5 cells a second.
pub const BOT_PACE: u64 = 20;

/// Why the world stops the script (it ends the Rhai run from inside an instruction).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Halt {
    Cheese,
    /// The contest is over (every run done, or the time is up).
    ContestOver,
    Budget(ErrorKind, String),
}

/// What a run does at a contest's moments, on grounds that have contests (the square grid:
/// `mms`); elsewhere a move takes [`BOT_PACE`] and a budget running out stops the run.
pub(crate) trait Hooks: Ground {
    /// The ticks a move (or a bump) takes.
    fn move_ticks(world: &mut World<Self>, moved: bool) -> u64 {
        let _ = (world, moved);
        BOT_PACE
    }
    /// Tells a contest the mouse moved or bumped.
    fn contest_moved(world: &mut World<Self>, moved: bool) -> Result<(), Halt> {
        let _ = (world, moved);
        Ok(())
    }
    /// A budget ran out: the run stops.
    fn out_of_budget(world: &mut World<Self>, kind: ErrorKind, message: String) -> Result<(), Halt> {
        Err(world.stop(Halt::Budget(kind, message)))
    }
}

/// No contests on shapes.
impl Hooks for ShapedBoard {}

/// One run's state: the board, the mouse, the chalk, the counts, the trace so far.
pub(crate) struct World<G: Ground = Board> {
    board: G,
    cell: G::Cell,
    facing: G::Heading,
    tick: u64,
    marks: Vec<i64>,
    /// Times the mouse entered each cell heading each way (cell·ways + heading): where it
    /// went round in circles.
    entries: Vec<u32>,
    /// Times the mouse bumped each cell's each wall, and the wall bumped most (cell·ways + side)
    /// with where in the script (line, column) it last bumped it: what a script that mostly
    /// bumps is told.
    bumps: Vec<u32>,
    most_bumped: Option<(usize, (usize, usize))>,
    record: bool,
    trace: Trace<G::Cell, G::Heading>,
    max_moves: u64,
    max_instructions: u64,
    pub(crate) halt: Option<Halt>,
    /// Where in the script the instruction being run was called.
    pub(crate) at: Position,
    /// How the script called the instruction being run.
    pub(crate) called: Called,
    /// The contest under way, if this is one (see `rules::contest`).
    pub(crate) contest: Option<Contest>,
    /// The instructions and moves counted before the run under way (a contest's budgets
    /// are a run's).
    run_base: (u64, u64),
    /// The contest put the mouse back at the start and the script has not yet said
    /// `ackReset()`.
    reset_pending: bool,
    /// The script's file name, for the reasons a contest run failed.
    file: String,
}

impl<G: Hooks> World<G> {
    pub(crate) fn new(board: G, limits: &Limits, record: bool) -> World<G> {
        let cells = board.cells();
        let (start, facing) = board.start();
        let trace = Trace::begun(start, Ending::ScriptEnded);
        World {
            cell: start,
            facing,
            tick: 0,
            marks: vec![0; cells],
            entries: vec![0; cells * board.ways()],
            bumps: vec![0; cells * board.ways()],
            most_bumped: None,
            record,
            trace,
            max_moves: limits.moves(cells),
            max_instructions: limits.instructions,
            halt: None,
            at: Position::NONE,
            called: Called::default(),
            contest: None,
            run_base: (0, 0),
            reset_pending: false,
            file: String::new(),
            board,
        }
    }

    /// Past the run's budgets, the budget's end (`Some`): the instruction (a move if `moving`)
    /// that would go over is neither counted nor done, so a run out of moves made exactly its
    /// budget of moves, and the counts shown agree with the message.
    fn over_budget(&mut self, moving: bool) -> Option<Result<(), Halt>> {
        if self.trace.instructions - self.run_base.0 >= self.max_instructions {
            let message = format!("used all {} instructions without reaching the cheese", self.max_instructions);
            Some(G::out_of_budget(self, ErrorKind::Instructions, message))
        } else if moving && self.trace.moves - self.run_base.1 >= self.max_moves {
            let message = self.out_of_moves();
            Some(G::out_of_budget(self, ErrorKind::Moves, message))
        } else {
            None
        }
    }

    /// Counts an instruction (and records it), refusing it past the budget.
    fn count(&mut self, instruction: Instruction, answer: Answer) -> Result<(), Halt> {
        if let Some(ended) = self.over_budget(false) {
            return ended;
        }
        self.trace.instructions += 1;
        if self.record && self.trace.steps.len() >= MAX_RECORDED_STEPS {
            self.trace.unrecorded += 1;
        } else if self.record {
            let (line, column) = (self.at.line().unwrap_or(0) as u32, self.at.position().unwrap_or(0) as u32);
            let (cell, facing, tick) = (self.cell, self.facing, self.tick);
            let called = self.called;
            self.trace.steps.push(Step { instruction, called, answer, line, column, cell, facing, tick });
        }
        Ok(())
    }

    pub(crate) fn stop(&mut self, halt: Halt) -> Halt {
        self.halt = Some(halt.clone());
        halt
    }

    /// One cell ahead if the way is open now; else a bump. Both take [`BOT_PACE`] ticks.
    pub(crate) fn forward(&mut self) -> Result<bool, Halt> {
        self.step_through(Some(self.facing), Instruction::Forward)
    }

    /// Through `way` of the mouse's cell if it is open now (`forward()` through the way
    /// ahead, turning as the ground says on arrival; the stairs keeping the way faced); else
    /// a bump (a wall bumped is counted against the wall ahead). Both take [`BOT_PACE`] ticks.
    fn step_through(&mut self, way: Option<G::Heading>, instruction: Instruction) -> Result<bool, Halt> {
        if let Some(ended) = self.over_budget(true) {
            ended?;
            return Ok(false);
        }
        self.trace.moves += 1;
        let open = way.filter(|&way| self.board.passable(self.cell, way, self.tick));
        let next = open.and_then(|way| Some((way, self.board.neighbour(self.cell, way)?)));
        if let Some((way, next)) = next {
            if instruction == Instruction::Forward {
                self.facing = self.board.arrived(self.cell, way, next);
            }
            self.cell = next;
            self.trace.path.push(next);
            let entered = self.wall_index(next, self.facing);
            let entry = &mut self.entries[entered];
            *entry = entry.saturating_add(1);
        } else {
            self.trace.bumps += 1;
            if instruction == Instruction::Forward {
                self.bumped();
            }
        }
        let moved = next.is_some();
        self.tick += G::move_ticks(self, moved);
        self.count(instruction, Answer::Yes(moved))?;
        if self.contest.is_some() {
            G::contest_moved(self, moved)?;
        } else if self.board.is_goal(self.cell) {
            return Err(self.stop(Halt::Cheese));
        }
        Ok(moved)
    }

    /// The number of `heading` of `cell` among every cell's every way.
    fn wall_index(&self, cell: G::Cell, heading: G::Heading) -> usize {
        self.board.index(cell) * self.board.ways() + self.board.heading_index(heading)
    }

    /// Counts a bump into the wall ahead, and where in the script it came from.
    fn bumped(&mut self) {
        let wall = self.wall_index(self.cell, self.facing);
        self.bumps[wall] = self.bumps[wall].saturating_add(1);
        let most = self.most_bumped.map_or(0, |(w, _)| self.bumps[w]);
        if self.bumps[wall] >= most {
            let at = (self.at.line().unwrap_or(0), self.at.position().unwrap_or(0));
            self.most_bumped = Some((wall, at));
        }
    }

    /// Why the moves ran out: the wall it bumped most (most of its moves were bumps), or the
    /// cell it crossed most often the same way (a loop).
    fn out_of_moves(&self) -> String {
        let limit = format!("out of moves: {} moves without reaching the cheese", self.max_moves);
        let (most, times) =
            self.entries.iter().enumerate().max_by_key(|(i, n)| (**n, std::cmp::Reverse(*i))).unwrap_or((0, &0));
        if let Some((wall, (line, column))) = self.most_bumped
            && self.bumps[wall] >= 3
            && self.bumps[wall] >= *times
        {
            let ways = self.board.ways();
            let (cell, side) = (self.board.cell(wall / ways), self.board.heading(wall % ways));
            return format!(
                "{limit}; it bumped the wall ahead {} times at {line}:{column} (the {} wall of cell {cell}): look \
                 before stepping, or turn when the way is shut",
                self.bumps[wall],
                self.board.heading_name(side)
            );
        }
        if *times < 3 {
            return limit;
        }
        let ways = self.board.ways();
        let (cell, heading) = (self.board.cell(most / ways), self.board.heading(most % ways));
        let heading = self.board.heading_name(heading);
        format!("{limit}; it went round in circles: it entered cell {cell} heading {heading} {times} times")
    }

    pub(crate) fn turn(&mut self, instruction: Instruction) -> Result<(), Halt> {
        self.facing = self.board.turned(self.cell, self.facing, instruction);
        self.count(instruction, Answer::Nothing)
    }

    /// What is on `side`, and how far the mouse could run straight that way now.
    pub(crate) fn look(&mut self, side: Side) -> Result<Sight, Halt> {
        let dir = self.board.side(self.cell, self.facing, side);
        self.sight(Some(dir), Instruction::Look(side))
    }

    /// What is through `way` (a wall where there is none), and how many cells the mouse could
    /// run on that way now: straight on along a floor, flight after flight up the stairs.
    fn sight(&mut self, way: Option<G::Heading>, instruction: Instruction) -> Result<Sight, Halt> {
        let what = way.map_or(What::Wall, |way| self.what(self.cell, way));
        let stairs = matches!(instruction, Instruction::LookStairs(_));
        let (mut far, mut at) = (0u32, self.cell);
        let mut way = way;
        while let Some(heading) = way
            && self.board.passable(at, heading, self.tick)
            && let Some(next) = self.board.neighbour(at, heading)
        {
            way = Some(if stairs { heading } else { self.board.arrived(at, heading, next) });
            (far, at) = (far + 1, next);
            if far as usize > self.board.cells() {
                break;
            }
        }
        let sight = Sight { what, far };
        self.count(instruction, Answer::Sight(sight))?;
        Ok(sight)
    }

    fn what(&self, cell: G::Cell, dir: G::Heading) -> What {
        match (self.board.is_open(cell, dir), self.board.door(cell, dir)) {
            (false, _) => What::Wall,
            (true, None) => What::Open,
            (true, Some(door)) if door.is_open(self.tick) => What::DoorOpen,
            (true, Some(_)) => What::DoorClosed,
        }
    }

    /// The cheese's smell at the cell on `side` (`None`: here): on the square grid the maze's
    /// width plus height, less the steps to the cheese as the crow flies (through walls), so
    /// it is stronger closer to the cheese and never a route (`Ground::smell`).
    pub(crate) fn smell(&mut self, side: Option<Side>) -> Result<i64, Halt> {
        let way = side.map(|s| self.board.side(self.cell, self.facing, s));
        let strength = self.board.smell(self.cell, way);
        self.count(Instruction::Smell(side), Answer::Number(strength))?;
        Ok(strength)
    }

    /// Whether the side ahead has a door, and it is open now.
    pub(crate) fn door_open(&mut self) -> Result<bool, Halt> {
        let open = self.what(self.cell, self.facing) == What::DoorOpen;
        self.count(Instruction::DoorOpen, Answer::Yes(open))?;
        Ok(open)
    }

    pub(crate) fn mark(&mut self, chalk: i64) -> Result<(), Halt> {
        let index = self.board.index(self.cell);
        self.marks[index] = chalk;
        self.count(Instruction::Mark(chalk), Answer::Nothing)
    }

    /// The chalk here (`None`), or on the cell on `side` seen through an open passage (a
    /// door, even shut, is glass); -1 at a wall.
    pub(crate) fn marked(&mut self, side: Option<Side>) -> Result<i64, Halt> {
        let way = side.map(|s| self.board.side(self.cell, self.facing, s));
        let seen = match way {
            None => Some(self.cell),
            Some(way) => self.through_passage(Some(way)),
        };
        self.chalk_on(seen, Instruction::Marked(side))
    }

    /// The cell through `way` of the mouse's cell, when that way is a passage (a door, even
    /// shut, is glass): none at a wall, or where there is no such way.
    fn through_passage(&self, way: Option<G::Heading>) -> Option<G::Cell> {
        let way = way.filter(|&way| self.board.is_open(self.cell, way))?;
        self.board.neighbour(self.cell, way)
    }

    /// The chalk on `cell` (-1 for none: a wall), answering `instruction`.
    fn chalk_on(&mut self, cell: Option<G::Cell>, instruction: Instruction) -> Result<i64, Halt> {
        let chalk = cell.map_or(-1, |c| self.marks[self.board.index(c)]);
        self.count(instruction, Answer::Number(chalk))?;
        Ok(chalk)
    }

    /// Stands still until the door ahead opens or shuts, or [`BOT_PACE`] with no door ahead.
    pub(crate) fn wait(&mut self) -> Result<(), Halt> {
        let door =
            self.board.is_open(self.cell, self.facing).then(|| self.board.door(self.cell, self.facing)).flatten();
        if let Some(contest) = &mut self.contest {
            contest.stop();
        }
        self.tick = match door {
            None => self.tick + BOT_PACE,
            Some(d) if d.is_open(self.tick) => {
                let into = (self.tick + u64::from(d.phase)) % u64::from(d.period);
                self.tick + u64::from(d.open) - into
            }
            Some(d) => d.next_open(self.tick),
        };
        self.count(Instruction::Wait, Answer::Nothing)
    }

    pub(crate) fn at_cheese(&mut self) -> Result<bool, Halt> {
        let here = self.board.is_goal(self.cell);
        self.count(Instruction::AtCheese, Answer::Yes(here))?;
        Ok(here)
    }

    /// Keeps a line the script printed (at most 1000 of them, each cut to
    /// [`MESSAGE_CHARS`](super::MESSAGE_CHARS), printable).
    pub(crate) fn say(&mut self, text: &str) {
        if self.trace.said.len() < 1000 {
            let text = shortened(text, super::MESSAGE_CHARS);
            self.trace.said.push((self.trace.instructions, text));
        }
    }

    /// The instructions and the moves done so far.
    pub(crate) fn done(&self) -> (u64, u64) {
        (self.trace.instructions, self.trace.moves)
    }

    /// The finished trace, ended as `ending` says.
    pub(crate) fn finish(mut self, ending: Ending) -> Trace<G::Cell, G::Heading> {
        self.trace.ticks = self.tick;
        self.trace.marks = self.marks;
        self.trace.ending = ending;
        self.trace
    }
}
