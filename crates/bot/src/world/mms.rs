//! The world's side of the contest and of the mms simulator's names: walls as yes or no,
//! moves of several cells, the bot's thoughts (colours, texts, walls it believes in), the
//! maze's size, and in a contest the start, the goal cells, where the mouse is, and being
//! carried back. Script coordinates are mms's: x from the west, y from the south.

use super::{Halt, Hooks, World};
use crate::error::ErrorKind;
use crate::limits::Limits;
use crate::maze::Pos;
use crate::rules::Board;
use crate::rules::contest::{Contest, ContestEvent, ContestRules};
use crate::thought::{Thought, ThoughtCell, dir_letter};
use crate::trace::{Side, What};

/// Script coordinates `(x, y)` outside a maze of `width` by `height`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct OutsideMaze {
    pub x: i64,
    pub y: i64,
    pub width: i64,
    pub height: i64,
}

impl std::fmt::Display for OutsideMaze {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let OutsideMaze { x, y, width, height } = self;
        write!(f, "({x}, {y}) is outside the maze: x is 0..{width} and y 0..{height}")
    }
}

impl std::error::Error for OutsideMaze {}

/// The most thoughts a recorded run keeps.
pub(crate) const MAX_THOUGHTS: usize = 200_000;

/// The square grid's contests.
impl Hooks for Board {
    fn move_ticks(world: &mut World<Board>, moved: bool) -> u64 {
        world.contest_move_ticks(moved)
    }

    fn contest_moved(world: &mut World<Board>, moved: bool) -> Result<(), Halt> {
        world.contest_moved(moved)
    }

    fn out_of_budget(world: &mut World<Board>, kind: ErrorKind, message: String) -> Result<(), Halt> {
        world.out_of_budget(kind, message)
    }
}

impl World<Board> {
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

    /// The ticks a move (or a bump) takes: [`super::BOT_PACE`], or the contest's cost model.
    pub(crate) fn contest_move_ticks(&mut self, moved: bool) -> u64 {
        match &mut self.contest {
            None => super::BOT_PACE,
            Some(contest) if moved => contest.move_ticks(self.facing).0,
            Some(contest) => contest.bump_ticks(),
        }
    }

    /// Tells the contest the mouse moved or bumped: a run may end or start, or the contest end.
    pub(crate) fn contest_moved(&mut self, moved: bool) -> Result<(), Halt> {
        let Some(contest) = &mut self.contest else { return Ok(()) };
        let event = contest.moved(&self.board, self.cell, self.tick, moved);
        self.contest_event(event)
    }

    fn contest_event(&mut self, event: ContestEvent) -> Result<(), Halt> {
        match event {
            ContestEvent::Over(_) => Err(self.stop(Halt::ContestOver)),
            ContestEvent::RunStarted => {
                self.run_base = (self.trace.instructions, self.trace.moves);
                Ok(())
            }
            ContestEvent::Nothing | ContestEvent::RunEnded => Ok(()),
        }
    }

    /// A budget ran out. Out of a contest the run stops; in one, the run fails, the contest
    /// carries the mouse back (penalty and all, `wasReset()` then says so) and the next run
    /// starts.
    pub(crate) fn out_of_budget(&mut self, kind: ErrorKind, message: String) -> Result<(), Halt> {
        let Some(contest) = &mut self.contest else { return Err(self.stop(Halt::Budget(kind, message))) };
        let why = crate::error::at(kind, &self.file, self.at, message);
        let event = contest.fail_and_carry_back(why);
        self.reset_pending = true;
        self.put_at_start(event)
    }

    /// After a carry-back: the mouse at the start facing out, or the contest over.
    fn put_at_start(&mut self, event: ContestEvent) -> Result<(), Halt> {
        let out = self.contest.as_ref().map(|c| c.facing_out(&self.board));
        (self.cell, self.facing) = (self.board.start, out.unwrap_or(self.facing));
        self.tick = self.contest.as_ref().map_or(self.tick, |c| c.clock);
        self.trace.path.push(self.board.start);
        self.contest_event(event)
    }

    /// The maze's width and height.
    pub(crate) fn size(&self) -> (i64, i64) {
        (i64::from(self.board.maze.width()), i64::from(self.board.maze.height()))
    }

    /// `cell` in script coordinates (y from the south).
    pub(crate) fn script_xy(&self, cell: Pos) -> (i64, i64) {
        (i64::from(cell.x), i64::from(self.board.maze.height() - 1 - cell.y))
    }

    /// The cell at script coordinates `(x, y)`, or why there is none.
    pub(crate) fn cell_at(&self, x: i64, y: i64) -> Result<ThoughtCell, OutsideMaze> {
        let (width, height) = self.size();
        if !(0..width).contains(&x) || !(0..height).contains(&y) {
            return Err(OutsideMaze { x, y, width, height });
        }
        let (sx, sy) = (x as u32, y as u32);
        Ok(ThoughtCell { at: (sx, sy), cell: Pos::new(sx, (height - 1 - y) as u32) })
    }

    /// Where the mouse is, in script coordinates.
    pub(crate) fn position(&self) -> (i64, i64) {
        self.script_xy(self.cell)
    }

    /// The way the mouse faces: `n`, `e`, `s` or `w`.
    pub(crate) fn heading(&self) -> char {
        dir_letter(self.facing)
    }

    /// The start and the goal cells, in script coordinates.
    pub(crate) fn ends(&self) -> ((i64, i64), Vec<(i64, i64)>) {
        (self.script_xy(self.board.start), self.board.goals().iter().map(|&g| self.script_xy(g)).collect())
    }

    /// `ackReset()`: acknowledges the contest's reset, or with none pending asks to be carried
    /// back to the start (a penalty, and the next run starts).
    pub(crate) fn ack_reset(&mut self) -> Result<(), Halt> {
        if std::mem::take(&mut self.reset_pending) {
            return Ok(());
        }
        self.carry_back()
    }

    /// `carry_back()`: the mouse is carried back to the start, facing out.
    pub(crate) fn carry_back(&mut self) -> Result<(), Halt> {
        let Some(contest) = &mut self.contest else { return Ok(()) };
        let event = contest.carry_back();
        self.put_at_start(event)
    }
}

/// What every ground has of mms's: its walls as yes or no, moves of several cells, thoughts.
impl<G: Hooks> World<G> {
    /// Whether the run is a contest (a contest-only instruction may run).
    pub(crate) fn in_contest(&self) -> bool {
        self.contest.is_some()
    }

    /// Whether there is a wall on `side` (a door, open or shut, is not one): mms's
    /// `wallFront()` and its kin, counted as the `look` it is.
    pub(crate) fn wall(&mut self, side: Side) -> Result<bool, Halt> {
        Ok(self.look(side)?.what == What::Wall)
    }

    /// Up to `cells` moves ahead, stopping at the first bump; `true` if it made them all.
    pub(crate) fn forward_by(&mut self, cells: i64) -> Result<bool, Halt> {
        for _ in 0..cells {
            if !self.forward()? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Whether [`World::think`] keeps what it is given (a recorded run with room left).
    pub(crate) fn keeps_thoughts(&self) -> bool {
        self.record && self.trace.thoughts.len() < MAX_THOUGHTS
    }

    /// Keeps a thought (in a recorded run, up to [`MAX_THOUGHTS`]).
    pub(crate) fn think(&mut self, thought: Thought) {
        if self.keeps_thoughts() {
            self.trace.thoughts.push((self.trace.instructions, thought));
        }
    }

    /// `wasReset()`: whether the contest carried the mouse back on its own (a run's budget ran
    /// out) and the script has not yet said `ackReset()`.
    pub(crate) fn was_reset(&self) -> bool {
        self.reset_pending
    }
}
