//! The mms mouse in its maze: where it stands, which way it faces, what its moves and turns
//! do and what mms charges for them (`Window.cpp:1356-1415`, `:1501-1515`, and the goal check
//! after every movement, `:1240-1253`). Movements take no time here: each is done, and its
//! goal check made, before the next line is read.

use super::contest_moves::ContestMoves;
use super::geometry::{Heading, MmsMaze, Semi};
use super::stats::Stats;
use crate::maze::Maze;

/// The most cells a recorded path keeps.
pub const MAX_PATH: usize = 1 << 20;

/// The mouse, the maze and the statistics of one run of a program.
#[derive(Clone, Debug)]
pub struct MmsWorld {
    pub maze: MmsMaze,
    pub at: Semi,
    pub heading: Heading,
    pub stats: Stats,
    /// mms's Reset button was pressed and not yet acknowledged (`Window.cpp:808-812`).
    pub was_reset: bool,
    pub contest: ContestMoves,
    /// Every cell centre the mouse stood on, in order (kept when recording).
    pub path: Option<Vec<(i64, i64)>>,
}

impl MmsWorld {
    /// The mouse at the centre of (0, 0) facing north (`Window.cpp:58-59`), stats reset.
    pub fn new(maze: Maze, record: bool) -> MmsWorld {
        let maze = MmsMaze { maze };
        let contest = ContestMoves::new(&maze);
        MmsWorld {
            maze,
            at: Semi::START,
            heading: Heading::NORTH,
            stats: Stats::default(),
            was_reset: false,
            contest,
            path: record.then(|| vec![(0, 0)]),
        }
    }

    /// A wall sensor `eighths` × 45° from the heading (left positive), `half_steps_away`
    /// as the program gave it (`Window.cpp:989-1050`: N ≤ 1 is the adjacent wall).
    pub fn sensor(&self, eighths: i8, half_steps_away: i32) -> bool {
        let ahead = i64::from(half_steps_away) - 1;
        self.maze.blocked_within(self.at, self.heading.turned(eighths), ahead)
    }

    /// `moveForward` of `half_steps` (`Window.cpp:1356-1399`): `true` for `ack`, `false` for
    /// `crash`. Refused at once (no move, no stats) for fewer than one half-step or a wall
    /// ahead; else it goes as far as it can, charged the whole request.
    pub fn move_forward(&mut self, half_steps: i32) -> bool {
        if half_steps < 1 || self.maze.blocked(self.at, self.heading) {
            self.contest.bumped(&self.maze);
            return false;
        }
        let mut allowed = 1;
        let mut at = self.at.stepped(self.heading);
        self.passed(at);
        while allowed < half_steps {
            if self.maze.blocked(at, self.heading) {
                break;
            }
            at = at.stepped(self.heading);
            self.passed(at);
            allowed += 1;
        }
        if self.at.cell() == (0, 0) {
            self.stats.start_run();
        }
        self.stats.add_distance(half_steps);
        self.at = at;
        let crashed = allowed != half_steps;
        if crashed {
            self.contest.bumped(&self.maze);
        }
        self.movement_done();
        !crashed
    }

    /// A half-step reached `at`: a cell centre counts for the contest and the path.
    fn passed(&mut self, at: Semi) {
        if at.is_centre() {
            self.contest.reached_centre(&self.maze, at.cell());
            if let Some(path) = self.path.as_mut().filter(|p| p.len() < MAX_PATH) {
                path.push(at.cell());
            }
        }
    }

    /// A turn of `eighths` × 45° (left positive): always done, one turn whatever its angle
    /// (`Window.cpp:1401-1415`).
    pub fn turn(&mut self, eighths: i8) {
        self.stats.add_turn();
        self.heading = self.heading.turned(eighths);
        self.movement_done();
    }

    /// After a movement: a run ends in a goal cell, or stops unfinished at the start
    /// (`Window.cpp:1248-1253`).
    fn movement_done(&mut self) {
        let cell = self.at.cell();
        if self.maze.is_goal(cell) {
            self.stats.finish_run();
        } else if cell == (0, 0) {
            self.stats.end_unfinished_run();
        }
    }

    /// `ackReset` (`Window.cpp:1503-1515`): back to the start facing north, the flag cleared,
    /// the penalty set, the run under way ended; accepted even with no reset pressed.
    pub fn ack_reset(&mut self) {
        (self.at, self.heading, self.was_reset) = (Semi::START, Heading::NORTH, false);
        self.stats.penalize_for_reset();
        self.stats.end_unfinished_run();
        self.contest.carried_back();
        if let Some(path) = self.path.as_mut().filter(|p| p.len() < MAX_PATH) {
            path.push((0, 0));
        }
    }
}
