//! A bot against a built-in rival: the rival's run through the rules ([`Mouse`] steered by
//! its [`Plan`], doors and all), on the same tick clock as the bot, so the two arrivals
//! compare directly and the game can show both mice at any tick.
//!
//! ```
//! use mousemaze_bot::{Bot, bundled, practice, race::RivalRun};
//! use mousemaze_core::content::difficulty::Difficulty;
//! use mousemaze_maze::Ends;
//! use mousemaze_core::rules::rivals::RivalKind;
//!
//! let board = practice::board(Difficulty::Easy.recipe(3), Ends::Corners).unwrap();
//! let rival = RivalRun::new(&board, RivalKind::Sprinter, 6.5).unwrap();
//! let (name, source) = bundled::find("tremaux").unwrap();
//! let bot = Bot::compile(name, source).unwrap().run(&board);
//! // The sprinter knows the way and runs at the bot's own pace: the bot cannot be earlier.
//! assert!(bot.solved() && rival.arrived.unwrap() <= bot.ticks);
//! assert_eq!(rival.cells_at(0), (board.start, board.start));
//! assert_eq!(rival.cell_at(rival.arrived.unwrap()), board.goal);
//! ```

use crate::maze::Pos;
use crate::rules::rivals::RivalKind;
use crate::rules::{Board, Mouse, Plan, PlanKind, pace};

/// A rival's whole run on a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RivalRun {
    pub kind: RivalKind,
    /// Ticks a cell.
    pub pace: u32,
    /// Each cell it reached, with the tick it got there, from `(0, start)`.
    pub cells: Vec<(u64, Pos)>,
    /// The tick it reached the cheese (`None`: it never did).
    pub arrived: Option<u64>,
}

impl RivalRun {
    /// Runs a rival of `kind` at `cells_per_second` from the board's start; `None` for no
    /// rival, or when its walk finds no way.
    pub fn new(board: &Board, kind: RivalKind, cells_per_second: f32) -> Option<RivalRun> {
        let pace = pace(cells_per_second);
        let walk = kind.walk_through(&board.maze, &board.doors, board.start, board.goal, pace).ok()?;
        if walk.is_empty() {
            return None;
        }
        // Every cell of the walk in its pace, and a full door cycle of waiting at each.
        let limit = (walk.len() as u64 + 1) * (u64::from(pace) + u64::from(board.doors.longest_period()));
        let mut plan = Plan { kind: PlanKind::Rival(kind), walk, reached: 0, departures: Vec::new() };
        let mut mouse = Mouse::at_start(board, pace);
        let mut cells = vec![(0, board.start)];
        let mut arrived = None;
        for tick in 0..limit {
            if let Some(cell) = mouse.step(board, tick, &mut plan) {
                cells.push((tick + 1, cell));
                if board.is_goal(cell) {
                    arrived = Some(tick + 1);
                    break;
                }
            }
        }
        Some(RivalRun { kind, pace, cells, arrived })
    }

    /// The cell it had reached by `tick`, and the cell it came from (the same at the start).
    pub fn cells_at(&self, tick: u64) -> (Pos, Pos) {
        let reached = self.cells.partition_point(|(t, _)| *t <= tick).max(1);
        (self.cells[reached.saturating_sub(2)].1, self.cells[reached - 1].1)
    }

    /// The cell it had reached by `tick`.
    pub fn cell_at(&self, tick: u64) -> Pos {
        self.cells_at(tick).1
    }
}
