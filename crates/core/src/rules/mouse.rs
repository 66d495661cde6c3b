//! A mouse on the board, and how it moves: it runs along corridors at a set speed and never
//! through a closed side.
//!
//! A mouse runs at a *pace*: a whole number of ticks a cell. It moves one tick's worth each
//! tick and reaches every cell's centre exactly at the end of a tick, so a run is the same on
//! every machine and a route's timing is exact (doors open and close on whole ticks).
//! How it steers, as good maze games do:
//! - It keeps running the way it faces until a wall stops it; a bend in a corridor is
//!   followed on its own.
//! - A turn asked for early is queued and taken at the next cell that opens that way.
//! - The opposite direction reverses at once, even between cells.
//!
//! Who decides where to go at a cell's centre is the mouse's [`Pilot`](super::Pilot).

use super::Board;
use crate::maze::{Dir, Pos};

/// A mouse: where it is and where it is going.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mouse {
    /// The cell it last stood at the centre of.
    pub cell: Pos,
    /// The way it is running, or `None` when standing still at `cell`'s centre.
    pub heading: Option<Dir>,
    /// How far it is from `cell` towards the next cell, in ticks (`0..pace`).
    pub progress: u32,
    /// Ticks it takes to run one cell (at least 1).
    pub pace: u32,
    /// The way it looks (the sprite turns to it).
    pub facing: Dir,
    /// A turn asked for but not yet possible.
    pub queued: Option<Dir>,
    /// The way on that a closed side (a door) holds it from: it goes when that opens.
    pub waiting: Option<Dir>,
}

/// What decides a mouse's way at a cell's centre.
pub trait Steer {
    /// The way to leave `mouse.cell`'s centre, starting to move in `tick`, having arrived
    /// running `arriving` (`None`: it stood there). Only a side `board` says is passable at
    /// `tick` may be returned.
    fn choose(&mut self, mouse: &mut Mouse, board: &Board, tick: u64, arriving: Option<Dir>) -> Option<Dir>;

    /// The mouse has just reached the centre of `cell`.
    fn entered(&mut self, _cell: Pos) {}
}

impl Mouse {
    /// Standing at the centre of `cell`, facing east, running a cell in `pace` ticks.
    pub fn new(cell: Pos, pace: u32) -> Mouse {
        Mouse { cell, heading: None, progress: 0, pace: pace.max(1), facing: Dir::E, queued: None, waiting: None }
    }

    /// Standing at `board`'s start, facing the way the board says (out of a marked start).
    pub fn at_start(board: &Board, pace: u32) -> Mouse {
        Mouse { facing: board.facing, ..Mouse::new(board.start, pace) }
    }

    /// How far it is towards the next cell, as a fraction (for drawing).
    pub fn fraction(&self) -> f32 {
        self.progress as f32 / self.pace as f32
    }

    /// The cell it runs into next (or stands on).
    pub fn next_cell(&self, board: &Board) -> Pos {
        self.heading.and_then(|h| board.maze.neighbor(self.cell, h)).unwrap_or(self.cell)
    }

    /// Runs for one tick, steered by `steer` at cell centres; returns the cell whose centre
    /// it reached at the end of the tick, if any. The way on from there is chosen for the
    /// next tick.
    pub fn step(&mut self, board: &Board, tick: u64, steer: &mut impl Steer) -> Option<Pos> {
        self.turn_if_asked(board, tick);
        let heading = self.heading.or_else(|| steer.choose(self, board, tick, None))?;
        self.heading = Some(heading);
        self.facing = heading;
        self.progress += 1;
        if self.progress < self.pace {
            return None;
        }
        let Some(next) = board.maze.neighbor(self.cell, heading) else {
            // Only passable sides are chosen, so this is never reached; stop safely.
            (self.heading, self.progress) = (None, 0);
            return None;
        };
        self.cell = next;
        self.progress = 0;
        steer.entered(next);
        self.heading = steer.choose(self, board, tick + 1, Some(heading));
        Some(next)
    }

    /// Reverses at once when the queued turn is the way back (any other turn waits for the
    /// next opening). Between cells, the cell ahead becomes the one it comes from.
    fn turn_if_asked(&mut self, board: &Board, tick: u64) {
        let (Some(heading), Some(q)) = (self.heading, self.queued) else { return };
        if q != heading.opposite() {
            return;
        }
        if self.progress > 0 {
            self.cell = board.maze.neighbor(self.cell, heading).unwrap_or(self.cell);
            self.progress = self.pace - self.progress;
        } else if !board.passable(self.cell, q, tick) {
            // Just arrived round a bend: the way back is not straight behind it.
            return;
        }
        (self.heading, self.facing, self.queued, self.waiting) = (Some(q), q, None, None);
    }
}

/// The player's way of steering: the queued turn when it opens, else straight on, else round
/// a bend (a cell with exactly two open sides). A closed door on the way on, or on the queued
/// turn, holds the mouse until it opens (a door is a way through, only not yet).
///
/// In the other style ([`Keys::stop_at_junctions`]) the mouse also stops at every junction it
/// arrives at with no turn queued, unless the key of its way is held.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Keys {
    pub stop_at_junctions: bool,
}

impl Steer for Keys {
    fn choose(&mut self, mouse: &mut Mouse, board: &Board, tick: u64, arriving: Option<Dir>) -> Option<Dir> {
        let cell = mouse.cell;
        if let Some(q) = mouse.queued
            && board.maze.is_open(cell, q)
        {
            if !board.doors.is_open(cell, q, tick) {
                mouse.waiting = Some(q);
                return None;
            }
            (mouse.queued, mouse.waiting) = (None, None);
            return Some(q);
        }
        let way = match arriving {
            Some(_) if self.stop_at_junctions && board.maze.passages(cell).count_ones() > 2 => None,
            Some(ahead) => way_on(board, cell, ahead),
            None => mouse.waiting,
        }?;
        let go = board.passable(cell, way, tick);
        mouse.waiting = (!go).then_some(way);
        go.then_some(way)
    }
}

/// Where a corridor leads on from `cell` for a mouse arriving running `ahead`: straight on,
/// or round a bend (exactly two open sides); `None` at a wall or a junction.
fn way_on(board: &Board, cell: Pos, ahead: Dir) -> Option<Dir> {
    if board.maze.is_open(cell, ahead) {
        return Some(ahead);
    }
    let mut ways = Dir::ALL.into_iter().filter(|&d| d != ahead.opposite() && board.maze.is_open(cell, d));
    match (ways.next(), ways.next()) {
        (Some(only), None) if board.maze.passages(cell).count_ones() == 2 => Some(only),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::{Algorithm, Maze};

    fn board_of(maze: Maze) -> Board {
        let (start, cheese) = maze.corners();
        Board::new(maze, start, cheese)
    }

    /// Runs `ticks` ticks with the keys' steering, collecting the cells entered.
    fn run_for(mouse: &mut Mouse, board: &Board, ticks: u64, entered: &mut Vec<Pos>) {
        for t in 0..ticks {
            entered.extend(mouse.step(board, t, &mut Keys::default()));
        }
    }

    /// Every cell entered is the previous one's open neighbour (or the same cell, after
    /// a reversal between cells), and the mouse never heads into a wall.
    #[test]
    fn a_mouse_only_ever_moves_through_open_walls() {
        let board = board_of(Algorithm::Prim.generate(9, 9, 4).unwrap());
        let mut mouse = Mouse::new(Pos::new(4, 4), 3);
        let mut entered = vec![mouse.cell];
        for (i, dir) in Dir::ALL.iter().cycle().take(400).enumerate() {
            mouse.queued = Some(*dir);
            run_for(&mut mouse, &board, 1 + i as u64 % 5, &mut entered);
            if let Some(h) = mouse.heading {
                assert!(board.maze.is_open(mouse.cell, h), "heading into a wall at step {i}");
            }
            assert!(mouse.progress < mouse.pace);
        }
        assert!(entered.len() > 100, "the mouse got around: {}", entered.len());
        for pair in entered.windows(2) {
            let linked = pair[0] == pair[1] || board.maze.open_neighbors(pair[0]).any(|(_, p)| p == pair[1]);
            assert!(linked, "jumped from {} to {}", pair[0], pair[1]);
        }
    }

    #[test]
    fn bends_are_followed_walls_stop_the_mouse_and_a_cell_takes_its_pace() {
        // A 3×1 corridor: from the west end, heading east, it runs to the east end and stops.
        let mut maze = Maze::new(3, 1).unwrap();
        maze.carve(Pos::new(0, 0), Dir::E);
        maze.carve(Pos::new(1, 0), Dir::E);
        let board = board_of(maze);
        let mut mouse = Mouse::new(Pos::new(0, 0), 4);
        mouse.queued = Some(Dir::E);
        let arrivals: Vec<_> =
            (0..20).filter_map(|t| mouse.step(&board, t, &mut Keys::default()).map(|p| (t, p))).collect();
        assert_eq!(arrivals, vec![(3, Pos::new(1, 0)), (7, Pos::new(2, 0))], "a cell every 4 ticks, on the tick");
        assert_eq!((mouse.cell, mouse.heading), (Pos::new(2, 0), None));
        // An L-bend: east then south, taken without a key.
        let mut bend = Maze::new(2, 2).unwrap();
        bend.carve(Pos::new(0, 0), Dir::E);
        bend.carve(Pos::new(1, 0), Dir::S);
        let mut mouse = Mouse::new(Pos::new(0, 0), 2);
        mouse.queued = Some(Dir::E);
        run_for(&mut mouse, &board_of(bend), 10, &mut Vec::new());
        assert_eq!(mouse.cell, Pos::new(1, 1));
    }

    #[test]
    fn reversing_between_cells_goes_back_at_once_and_reversing_at_a_centre_enters_nothing() {
        let mut maze = Maze::new(3, 1).unwrap();
        maze.carve(Pos::new(0, 0), Dir::E);
        maze.carve(Pos::new(1, 0), Dir::E);
        let board = board_of(maze);
        let mut mouse = Mouse::new(Pos::new(1, 0), 4);
        mouse.queued = Some(Dir::E);
        run_for(&mut mouse, &board, 1, &mut Vec::new());
        mouse.queued = Some(Dir::W);
        let mut entered = Vec::new();
        run_for(&mut mouse, &board, 1, &mut entered);
        assert_eq!(entered, vec![Pos::new(1, 0)], "back in the cell it left, a tick later");
        assert_eq!((mouse.cell, mouse.heading, mouse.progress), (Pos::new(1, 0), Some(Dir::W), 0));
        // Turning round at a centre where it has a heading moves it the other way, entering nothing yet.
        mouse.queued = Some(Dir::E);
        assert_eq!(mouse.step(&board, 9, &mut Keys::default()), None);
        assert_eq!((mouse.cell, mouse.heading, mouse.progress), (Pos::new(1, 0), Some(Dir::E), 1));
    }
}
