//! The bot's mouse on the board, and what each instruction does to it, in plain Rust (the
//! Rhai glue is in `instructions`). Moves go through the rules' [`Board::passable`]: walls
//! and the doors' clock, as for every other mouse.
//!
//! Time, in the rules' ticks ([`TICKS_PER_SECOND`](crate::rules::TICKS_PER_SECOND)):
//! - `forward()` takes [`BOT_PACE`] ticks, whether it moves or bumps (in a contest, the
//!   contest's cost model: see `rules::contest`, and `mms` here for its instructions).
//! - `wait()` lasts until the door ahead opens or shuts; with no door ahead, [`BOT_PACE`].
//! - Turning, looking, smelling and chalk take no time (they still count as instructions).

mod mms;

use rhai::Position;

use super::Limits;
use super::error::ErrorKind;
use super::trace::{Answer, Called, Ending, Instruction, MAX_RECORDED_STEPS, Side, Sight, Step, Trace, What};
use crate::maze::text::shortened;
use crate::maze::{Dir, Pos};
use crate::rules::Board;
use crate::rules::contest::{Contest, ContestRules};

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

/// One run's state: the board, the mouse, the chalk, the counts, the trace so far.
pub(crate) struct World {
    board: Board,
    cell: Pos,
    facing: Dir,
    tick: u64,
    marks: Vec<i64>,
    /// Times the mouse entered each cell heading each way: where it went round in circles.
    entries: Vec<u32>,
    /// Times the mouse bumped each cell's each wall, and the wall bumped most (cell·4 + side)
    /// with where in the script (line, column) it last bumped it: what a script that mostly
    /// bumps is told.
    bumps: Vec<u32>,
    most_bumped: Option<(usize, (usize, usize))>,
    record: bool,
    trace: Trace,
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

impl World {
    pub(crate) fn new(board: Board, limits: &Limits, record: bool) -> World {
        let cells = board.maze.len();
        let trace = Trace::begun(board.start, Ending::ScriptEnded);
        World {
            cell: board.start,
            facing: board.facing,
            tick: 0,
            marks: vec![0; cells],
            entries: vec![0; cells * 4],
            bumps: vec![0; cells * 4],
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

    /// A world for a contest under `rules` on `board`: the mouse starts facing out of the
    /// start, and reaching the goal ends a run, not the script.
    pub(crate) fn contest(board: Board, limits: &Limits, record: bool, rules: ContestRules, file: &str) -> World {
        let mut world = World::new(board, limits, record);
        let contest = Contest::new(&world.board, rules);
        world.facing = contest.facing_out(&world.board);
        world.contest = Some(contest);
        world.file = file.to_owned();
        world
    }

    /// Past the run's budgets, the budget's end (`Some`): the instruction (a move if `moving`)
    /// that would go over is neither counted nor done, so a run out of moves made exactly its
    /// budget of moves, and the counts shown agree with the message.
    fn over_budget(&mut self, moving: bool) -> Option<Result<(), Halt>> {
        if self.trace.instructions - self.run_base.0 >= self.max_instructions {
            let message = format!("used all {} instructions without reaching the cheese", self.max_instructions);
            Some(self.out_of_budget(ErrorKind::Instructions, message))
        } else if moving && self.trace.moves - self.run_base.1 >= self.max_moves {
            let message = self.out_of_moves();
            Some(self.out_of_budget(ErrorKind::Moves, message))
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

    fn stop(&mut self, halt: Halt) -> Halt {
        self.halt = Some(halt.clone());
        halt
    }

    /// One cell ahead if the way is open now; else a bump. Both take [`BOT_PACE`] ticks.
    pub(crate) fn forward(&mut self) -> Result<bool, Halt> {
        if let Some(ended) = self.over_budget(true) {
            ended?;
            return Ok(false);
        }
        self.trace.moves += 1;
        let moved = self.board.passable(self.cell, self.facing, self.tick);
        if moved && let Some(next) = self.board.maze.neighbor(self.cell, self.facing) {
            self.cell = next;
            self.trace.path.push(next);
            let entry = &mut self.entries[self.board.maze.index(next) * 4 + self.facing as usize];
            *entry = entry.saturating_add(1);
        } else {
            self.trace.bumps += 1;
            self.bumped();
        }
        self.tick += self.move_ticks(moved);
        self.count(Instruction::Forward, Answer::Yes(moved))?;
        if self.contest.is_some() {
            self.contest_moved(moved)?;
        } else if self.board.is_goal(self.cell) {
            return Err(self.stop(Halt::Cheese));
        }
        Ok(moved)
    }

    /// Counts a bump into the wall ahead, and where in the script it came from.
    fn bumped(&mut self) {
        let wall = self.board.maze.index(self.cell) * 4 + self.facing as usize;
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
            let (cell, side) = (self.board.maze.pos(wall / 4), Dir::from_index((wall % 4) as u8));
            return format!(
                "{limit}; it bumped the wall ahead {} times at {line}:{column} (the {} wall of cell {cell}): look \
                 before stepping, or turn when the way is shut",
                self.bumps[wall],
                compass(side)
            );
        }
        if *times < 3 {
            return limit;
        }
        let (cell, heading) = (self.board.maze.pos(most / 4), Dir::from_index((most % 4) as u8));
        format!("{limit}; it went round in circles: it entered cell {cell} heading {} {times} times", compass(heading))
    }

    pub(crate) fn turn(&mut self, instruction: Instruction) -> Result<(), Halt> {
        self.facing = match instruction {
            Instruction::TurnLeft => self.facing.left(),
            Instruction::TurnRight => self.facing.right(),
            _ => self.facing.opposite(),
        };
        self.count(instruction, Answer::Nothing)
    }

    /// What is on `side`, and how far the mouse could run straight that way now.
    pub(crate) fn look(&mut self, side: Side) -> Result<Sight, Halt> {
        let dir = side.of(self.facing);
        let what = self.what(self.cell, dir);
        let (mut far, mut at) = (0u32, self.cell);
        while self.board.passable(at, dir, self.tick)
            && let Some(next) = self.board.maze.neighbor(at, dir)
        {
            (far, at) = (far + 1, next);
        }
        let sight = Sight { what, far };
        self.count(Instruction::Look(side), Answer::Sight(sight))?;
        Ok(sight)
    }

    fn what(&self, cell: Pos, dir: Dir) -> What {
        match (self.board.maze.is_open(cell, dir), self.board.doors.door(cell, dir)) {
            (false, _) => What::Wall,
            (true, None) => What::Open,
            (true, Some(door)) if door.is_open(self.tick) => What::DoorOpen,
            (true, Some(_)) => What::DoorClosed,
        }
    }

    /// The cheese's smell at the cell on `side` (`None`: here): the maze's width plus height,
    /// less the steps to the cheese as the crow flies (through walls), so it is stronger
    /// closer to the cheese and never a route.
    pub(crate) fn smell(&mut self, side: Option<Side>) -> Result<i64, Halt> {
        let (x, y) = (i64::from(self.cell.x), i64::from(self.cell.y));
        let (dx, dy) = side.map_or((0, 0), |s| s.of(self.facing).delta());
        let (cx, cy) = (i64::from(self.board.goal.x), i64::from(self.board.goal.y));
        let maze = &self.board.maze;
        let strength = i64::from(maze.width()) + i64::from(maze.height())
            - ((x + i64::from(dx) - cx).abs() + (y + i64::from(dy) - cy).abs());
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
        let index = self.board.maze.index(self.cell);
        self.marks[index] = chalk;
        self.count(Instruction::Mark(chalk), Answer::Nothing)
    }

    /// The chalk here (`None`), or on the cell on `side` seen through an open passage (a
    /// door, even shut, is glass); -1 at a wall.
    pub(crate) fn marked(&mut self, side: Option<Side>) -> Result<i64, Halt> {
        let maze = &self.board.maze;
        let cell = match side {
            None => Some(self.cell),
            Some(s) => maze
                .is_open(self.cell, s.of(self.facing))
                .then(|| maze.neighbor(self.cell, s.of(self.facing)))
                .flatten(),
        };
        let chalk = cell.map_or(-1, |c| self.marks[maze.index(c)]);
        self.count(Instruction::Marked(side), Answer::Number(chalk))?;
        Ok(chalk)
    }

    /// Stands still until the door ahead opens or shuts, or [`BOT_PACE`] with no door ahead.
    pub(crate) fn wait(&mut self) -> Result<(), Halt> {
        let door = self
            .board
            .maze
            .is_open(self.cell, self.facing)
            .then(|| self.board.doors.door(self.cell, self.facing))
            .flatten();
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
    pub(crate) fn finish(mut self, ending: Ending) -> Trace {
        self.trace.ticks = self.tick;
        self.trace.marks = self.marks;
        self.trace.ending = ending;
        self.trace
    }
}

/// A direction's name for messages.
fn compass(dir: Dir) -> &'static str {
    match dir {
        Dir::N => "north",
        Dir::E => "east",
        Dir::S => "south",
        Dir::W => "west",
    }
}
