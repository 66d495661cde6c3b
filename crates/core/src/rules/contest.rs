//! The micromouse contest, headless and deterministic: a mouse gets several runs from the
//! start to the goal region within a time budget, keeping what it learnt between them, and is
//! scored on its fastest run plus a thirtieth of all its time in the maze. Any mouse can be
//! judged by it: it is told each move, bump and carry-back, and keeps the clock and the runs.
//!
//! | rule | value |
//! |---|---|
//! | runs | 5 ([`ContestRules::runs`]); the contest ends when the last one ends, the time is up, or the mouse gives up (its script ends) |
//! | time budget | 10 minutes of the game clock (78 000 ticks, [`ContestRules::budget_ticks`]), every tick in the maze counted: runs, trips back, penalties |
//! | a run starts | at the start, the mouse at rest: the first run facing out of the start cell; a later run when the mouse comes back to the start by itself after reaching the goal (standing as it arrived), or at once when it asks to be carried back (facing out) |
//! | a run ends | on entering any goal cell (its time: from its start to then), or unfinished when the mouse is carried back, runs out of a budget, or the contest ends |
//! | back at the start mid-run | the run begins again there, from rest (its clock restarts, its moves go on counting; the time spent still counts in the maze) |
//! | carried back | 30 s of the game clock added to the time in the maze ([`ContestRules::carry_penalty_ticks`]) |
//! | a move | the fastest-time solver's cost model ([`CostModel::MOUSE`]): 20 ticks from rest, 15, 12 then 10 ticks a cell as a straight speeds up, 26 after a quarter turn, 40 after turning back |
//! | a bump (a move into a wall or a shut door) | a move from rest's time (20 ticks); the mouse stops, so its next move is from rest |
//! | thinking (sensing, turning on the spot, the script's own work) | no time: a turn is paid by the move after it |
//! | score | the fastest run's time + 1/30 of all the time in the maze (the classic rule); lower is better; no run reached the goal: no score |
//! | what the mouse knows | the maze's size, the start and the goal cells; never a wall it has not sensed |
//!
//! ```
//! use mousemaze_maze::{Dir, Pos, generate::micromouse};
//! use mousemaze_core::rules::contest::{Contest, ContestRules, contest_board};
//!
//! let board = contest_board(micromouse::generate(6, 6, 1).unwrap());
//! assert_eq!(board.goals().len(), 4);
//! let mut contest = Contest::new(&board, ContestRules::default());
//! assert_eq!(contest.facing_out(&board), Dir::N);
//! // One move north from rest: 20 ticks, a run of 1.
//! let (ticks, _) = contest.move_ticks(Dir::N);
//! assert_eq!(ticks, 20);
//! assert!(contest.result(&board).score_ticks().is_none(), "no goal yet, no score");
//! ```

use super::script_error::BotError;

pub use super::contest_result::{ContestOver, ContestResult, ContestRun, RunEnd, RunFailure};
use super::{Board, TICKS_PER_SECOND};
use crate::maze::formats::MarkedMaze;
use crate::maze::solve::fastest::{CostModel, DiagonalCosts};
use crate::maze::{Dir, Pos};

/// The contest's numbers; [`Default`] is the table in the module docs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ContestRules {
    /// How many runs the mouse gets.
    pub runs: u32,
    /// The whole contest's time, in ticks.
    pub budget_ticks: u64,
    /// Ticks added to the time in the maze each time the mouse is carried back.
    pub carry_penalty_ticks: u64,
    /// How long each move takes.
    pub model: CostModel,
}

impl Default for ContestRules {
    fn default() -> Self {
        let second = u64::from(TICKS_PER_SECOND);
        ContestRules { runs: 5, budget_ticks: 600 * second, carry_penalty_ticks: 30 * second, model: CostModel::MOUSE }
    }
}

/// Where the contest stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// A run is under way.
    Running,
    /// The last run reached the goal; the next starts at the start.
    Between,
    Over(ContestOver),
}

/// What a move, a bump or a carry-back did to the contest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ContestEvent {
    Nothing,
    /// A run reached the goal.
    RunEnded,
    /// A new run started (the mouse is at the start).
    RunStarted,
    /// The contest is over: why.
    Over(ContestOver),
}

/// A contest under way: the clock, the runs, and how the mouse is moving (for the cost model).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Contest {
    pub rules: ContestRules,
    /// The time in the maze so far, in ticks (penalties included).
    pub clock: u64,
    pub runs: Vec<ContestRun>,
    /// How many times the mouse was carried back.
    pub carried: u32,
    /// The way of the last move and the cells run straight that way; `None` at rest.
    moving: Option<(Dir, u8)>,
    phase: Phase,
}

impl Contest {
    /// A contest on `board`: the first run starts now, the mouse at rest at the start.
    pub fn new(_board: &Board, rules: ContestRules) -> Contest {
        let first = ContestRun { start_tick: 0, moves: 0, timed_moves: 0, end: RunEnd::UnderWay };
        Contest { rules, clock: 0, runs: vec![first], carried: 0, moving: None, phase: Phase::Running }
    }

    /// The way out of the start cell a run starts facing: its first open side (north, east,
    /// south, west), or north in a closed cell.
    pub fn facing_out(&self, board: &Board) -> Dir {
        board.way_out()
    }

    /// Whether the contest is over.
    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over(_))
    }

    /// Whether a run is under way.
    pub fn running(&self) -> bool {
        self.phase == Phase::Running
    }

    /// The ticks a move in `dir` takes now, and whether it comes from rest; the mouse is then
    /// moving that way. (A move is paid whole as it starts.)
    pub fn move_ticks(&mut self, dir: Dir) -> (u64, bool) {
        let (heading, run) = self.moving.map_or((None, 0), |(h, r)| (Some(h), r));
        let (ticks, next_run) = self.rules.model.ticks(heading, run, dir);
        self.moving = Some((dir, next_run));
        (u64::from(ticks), heading.is_none())
    }

    /// The ticks a bump takes (a move from rest's); the mouse stops.
    pub fn bump_ticks(&mut self) -> u64 {
        self.moving = None;
        u64::from(self.rules.model.ticks(None, 0, Dir::N).0)
    }

    /// The mouse stands still (a wait): its next move is from rest.
    pub fn stop(&mut self) {
        self.moving = None;
    }

    /// The clock is now `tick` and the mouse stands at `cell` after a move or a bump: a run
    /// may end or start, or the time run out.
    pub fn moved(&mut self, board: &Board, cell: Pos, tick: u64, moved: bool) -> ContestEvent {
        self.clock = tick;
        if let Phase::Over(why) = self.phase {
            return ContestEvent::Over(why);
        }
        if let Some(run) = self.runs.last_mut().filter(|_| self.phase == Phase::Running) {
            run.moves += 1;
            run.timed_moves += 1;
        }
        if self.clock > self.rules.budget_ticks {
            return self.time_up();
        }
        match self.phase {
            Phase::Running if moved && board.is_goal(cell) => {
                let run = self.runs.last_mut().expect("a run is under way");
                run.end = RunEnd::Reached { ticks: tick - run.start_tick };
                if self.runs.len() as u32 >= self.rules.runs {
                    return self.finish(ContestOver::AllRunsDone { runs: self.rules.runs });
                }
                self.phase = Phase::Between;
                ContestEvent::RunEnded
            }
            Phase::Between if moved && cell == board.start => self.start_run(),
            Phase::Running if moved && cell == board.start => {
                // Back at the start mid-run: the run begins again there, from rest.
                let run = self.runs.last_mut().expect("a run is under way");
                (run.start_tick, run.timed_moves, self.moving) = (tick, 0, None);
                ContestEvent::Nothing
            }
            _ => ContestEvent::Nothing,
        }
    }

    /// The mouse is carried back to the start: the penalty is added, the run under way (if
    /// any) ends unfinished, and the next starts.
    pub fn carry_back(&mut self) -> ContestEvent {
        if let Phase::Over(why) = self.phase {
            return ContestEvent::Over(why);
        }
        self.carried += 1;
        self.clock += self.rules.carry_penalty_ticks;
        if self.phase == Phase::Running {
            self.fail(RunFailure::CarriedBack);
            if self.runs.len() as u32 >= self.rules.runs {
                return self.finish(ContestOver::AllRunsDone { runs: self.rules.runs });
            }
        }
        if self.clock > self.rules.budget_ticks {
            return self.time_up();
        }
        self.start_run()
    }

    /// The run under way fails for `why` (a budget ran out) and the mouse is carried back,
    /// penalty and all.
    pub fn fail_and_carry_back(&mut self, why: BotError) -> ContestEvent {
        self.fail(RunFailure::Stopped(why));
        self.carry_back()
    }

    fn start_run(&mut self) -> ContestEvent {
        self.moving = None;
        self.phase = Phase::Running;
        self.runs.push(ContestRun { start_tick: self.clock, moves: 0, timed_moves: 0, end: RunEnd::UnderWay });
        ContestEvent::RunStarted
    }

    /// The run under way, if one is, fails for `why`.
    fn fail(&mut self, why: RunFailure) {
        if let Some(run) = self.runs.last_mut().filter(|r| r.end == RunEnd::UnderWay) {
            run.end = RunEnd::Failed(why);
        }
    }

    /// The time is up: the run under way fails for it, and the contest is over.
    fn time_up(&mut self) -> ContestEvent {
        let budget_ticks = self.rules.budget_ticks;
        if self.phase == Phase::Running {
            self.fail(RunFailure::TimeUp { budget_ticks });
        }
        self.finish(ContestOver::TimeUp { budget_ticks })
    }

    /// The contest is over for `why`.
    fn finish(&mut self, why: ContestOver) -> ContestEvent {
        self.phase = Phase::Over(why);
        ContestEvent::Over(why)
    }

    /// The mouse stopped (its script ended or failed: `why`): the run under way, if any,
    /// fails for it, and the contest is over.
    pub fn end(&mut self, why: RunFailure) -> ContestEvent {
        if self.phase == Phase::Running {
            self.fail(why);
        }
        self.finish(ContestOver::MouseStopped)
    }

    /// The contest's result so far, with the fastest possible run on `board` to compare (along
    /// the grid, in the contest's cost model); not the fastest with diagonals, which
    /// [`Contest::result_with_diagonals`] adds when asked.
    pub fn result(&self, board: &Board) -> ContestResult {
        let fastest = board.fastest_query(&self.rules.model).route_observed(|_| {});
        ContestResult {
            ended: match self.phase {
                Phase::Over(why) => Some(why),
                _ => None,
            },
            runs: self.runs.clone(),
            maze_ticks: self.clock,
            carried: self.carried,
            fastest_possible: fastest.map(|route| (route.ticks(), route.path.len() - 1)),
            fastest_with_diagonals: None,
        }
    }

    /// [`Contest::result`] with the fastest possible run with diagonals too
    /// ([`DiagonalCosts::MOUSE`]): information beside the contest, not part of it, and a search
    /// several times as long as the one along the grid (seconds on a maze of millions of
    /// cells), so only for who asks (`bot --contest --diagonals`, the game's Bot screen).
    pub fn result_with_diagonals(&self, board: &Board) -> ContestResult {
        let diagonal = board.fastest_query(&self.rules.model).route_with_diagonals(&DiagonalCosts::MOUSE);
        ContestResult { fastest_with_diagonals: diagonal.map(|d| d.route.ticks()), ..self.result(board) }
    }
}

/// The board of a contest maze: its marked start (else the contest's, bottom left) and its goal
/// cells (else the centre).
pub fn contest_board(marked: MarkedMaze) -> Board {
    let doors = crate::maze::doors::Doors::new(&marked.maze);
    Board::from_marked(marked, doors, |maze| (MarkedMaze::contest_start(maze).0, MarkedMaze::contest_goals(maze)))
        .facing_out()
}
