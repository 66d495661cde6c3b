//! The contest's own numbers for an mms mouse ([`crate::rules::contest`]): each whole cell
//! the mouse crosses from centre to centre is one of the contest's moves (timed by its cost
//! model), a crash is a bump, `ackReset` a carry-back. So beside mms's score a program gets
//! its best run's time as any mousemaze mouse would. A mouse that leaves the grid of cell
//! centres (a diagonal, a half-step stop between cells reached again elsewhere) is outside
//! the cost model: from then on the contest's numbers are withheld, and say why.

use crate::maze::Dir;
use crate::maze::formats::MarkedMaze;
use crate::rules::Board;
use crate::rules::contest::{Contest, ContestResult, ContestRules, RunFailure, contest_board};

use super::geometry::MmsMaze;

/// The contest run beside an mms run.
#[derive(Clone, Debug)]
pub struct ContestMoves {
    pub board: Board,
    contest: Contest,
    tick: u64,
    /// The mms cell whose centre the mouse last stood on.
    centre: (i64, i64),
    /// Why the contest's numbers do not apply (once the mouse left the cost model).
    pub withheld: Option<ContestWithheld>,
}

/// Why the contest's numbers are withheld from an mms run: the mouse left the cost model.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ContestWithheld {
    /// The mouse moved diagonally.
    Diagonal,
}

impl std::fmt::Display for ContestWithheld {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ContestWithheld::Diagonal => {
                f.write_str("the mouse moved diagonally: the contest's cost model has no diagonals")
            }
        }
    }
}

impl std::error::Error for ContestWithheld {}

impl ContestMoves {
    pub fn new(maze: &MmsMaze) -> ContestMoves {
        let board = contest_board(MarkedMaze::contest(maze.maze.clone()));
        let contest = Contest::new(&board, ContestRules::default());
        ContestMoves { board, contest, tick: 0, centre: (0, 0), withheld: None }
    }

    /// The contest's clock after the moves so far, in ticks.
    pub fn tick(&self) -> u64 {
        self.tick
    }

    fn live(&self) -> bool {
        self.withheld.is_none() && !self.contest.is_over()
    }

    /// The mouse stands on the centre of mms cell `cell` after a move.
    pub fn reached_centre(&mut self, maze: &MmsMaze, cell: (i64, i64)) {
        let from = std::mem::replace(&mut self.centre, cell);
        if !self.live() || from == cell {
            return;
        }
        let dir = match (cell.0 - from.0, cell.1 - from.1) {
            (0, 1) => Dir::N,
            (1, 0) => Dir::E,
            (0, -1) => Dir::S,
            (-1, 0) => Dir::W,
            _ => {
                self.withheld = Some(ContestWithheld::Diagonal);
                return;
            }
        };
        let Some(pos) = maze.pos(cell) else { return };
        self.tick += self.contest.move_ticks(dir).0;
        self.contest.moved(&self.board, pos, self.tick, true);
    }

    /// A crash: a bump where the mouse stands.
    pub fn bumped(&mut self, maze: &MmsMaze) {
        if !self.live() {
            return;
        }
        let Some(pos) = maze.pos(self.centre) else { return };
        self.tick += self.contest.bump_ticks();
        self.contest.moved(&self.board, pos, self.tick, false);
    }

    /// `ackReset`: carried back to the start.
    pub fn carried_back(&mut self) {
        self.centre = (0, 0);
        if self.live() {
            self.contest.carry_back();
            self.tick = self.contest.clock;
        }
    }

    /// The contest's result when the program ended (why not, when withheld), without the
    /// fastest possible run with diagonals ([`ContestMoves::result_with_diagonals`] has it).
    pub fn result(self) -> Result<ContestResult, ContestWithheld> {
        self.ended().map(|(contest, board)| contest.result(&board))
    }

    /// [`ContestMoves::result`] with the fastest possible run with diagonals too (a search
    /// several times as long as the one along the grid): for who asks for it.
    pub fn result_with_diagonals(self) -> Result<ContestResult, ContestWithheld> {
        self.ended().map(|(contest, board)| contest.result_with_diagonals(&board))
    }

    /// The contest ended where the program ended, and its board; why not, when withheld.
    fn ended(mut self) -> Result<(Contest, Board), ContestWithheld> {
        if let Some(why) = self.withheld {
            return Err(why);
        }
        if !self.contest.is_over() {
            self.contest.end(RunFailure::ProgramEnded);
        }
        Ok((self.contest, self.board))
    }
}
