//! A mouse on the board, and how it moves: it runs along corridors at a set speed and never
//! through a closed side.
//!
//! A mouse runs at a *pace*: a whole number of ticks a cell. It moves one tick's worth each
//! tick and reaches every cell's centre exactly at the end of a tick, so a run is the same on
//! every machine and a route's timing is exact (doors open and close on whole ticks).
//! How it steers, as good maze games do:
//! - It keeps running the way it faces until a wall stops it; a bend in a corridor is
//!   followed on its own.
//! - A key *pressed* is a turn: taken at the next cell that opens that way if it comes within
//!   [`PRESS_KEPT_TICKS`] (an early press is kept a short while only), or at once when the
//!   mouse has just passed a junction that opens that way (cornering: a late press is
//!   forgiven, [`CORNER_PERCENT`]). The opposite way reverses at once, even between cells
//!   (unless a turn pressed before it is still to take: then it is the turn after that one).
//!   Two quick presses are taken in the order pressed, each where it first opens, so a
//!   zigzag or a U can be pressed together.
//! - A key *held* is a wish, not a new press: the mouse takes its way wherever it opens, but
//!   never back the way it came. So a held key never makes it shuttle: round a bend that
//!   turns against the key it runs on, and at a dead end it waits for a new press.
//! - A move is a new cell entered: running back into the cell it has just left, after a
//!   reversal between cells, is no move.
//!
//! Who decides where to go at a cell's centre is the mouse's [`Pilot`](super::Pilot).

use super::{Board, Ground, TICKS_PER_SECOND};
use crate::maze::{Dir, Maze, Pos};

/// How long a pressed turn waits for a way that opens: 0.4 s. A press older than that is
/// forgotten, so a turn pressed long ago is never taken by surprise.
pub const PRESS_KEPT_TICKS: u32 = TICKS_PER_SECOND * 2 / 5;

/// Cornering: a turn pressed while the mouse is at most this share of a cell (in percent) past
/// the centre of a cell that opens that way is taken there, with the distance run since kept
/// (it cuts the corner). Not when the cell ahead opens that way too: the press is then early
/// for that one.
pub const CORNER_PERCENT: u32 = 65;

/// A mouse: where it is and where it is going, on a maze of any shape ([`Ground`]).
#[derive(Debug, PartialEq, Eq)]
pub struct Mouse<G: Ground = Maze> {
    /// The cell whose centre it last reached (or stands on).
    pub cell: G::Cell,
    /// The way it is running, if it is.
    pub heading: Option<G::Way>,
    /// How far it has run from `cell` towards the next cell, in ticks (`0..pace`).
    pub progress: u32,
    /// Ticks it takes to run one cell (at least 1).
    pub pace: u32,
    /// The way it looks (the sprite turns to it).
    pub facing: G::Way,
    /// A turn pressed but not yet taken.
    pub queued: Option<G::Key>,
    /// Ticks the queued turn is kept for yet ([`PRESS_KEPT_TICKS`] when pressed).
    pub kept: u32,
    /// The turn pressed before the queued one, while it is kept (with its ticks left): taken
    /// first, where it opens, so a quick pair of turns (a zigzag) can be pressed together.
    pub earlier: Option<(G::Key, u32)>,
    /// The keys held, the newest first: ways it takes where they open, never back.
    pub wish: [Option<G::Key>; 2],
    /// The way on that a closed side (a door) holds it from: it goes when that opens.
    pub waiting: Option<G::Way>,
    /// The way back out of `cell` to the cell it came from (`None` at its start).
    pub behind: Option<G::Way>,
    /// Between cells after a reversal: the cell ahead is the one it last stood in, so
    /// reaching it again is no move.
    pub back: bool,
}

impl<G: Ground> Clone for Mouse<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Ground> Copy for Mouse<G> {}

/// What decides a mouse's way at a cell's centre.
pub trait Steer<G: Ground = Maze> {
    /// The way to leave `mouse.cell`'s centre, starting to move in `tick`, having arrived
    /// running `arriving` (`None`: it stood there). Only a way `board` says is passable at
    /// `tick` may be returned.
    fn choose(&mut self, mouse: &mut Mouse<G>, board: &Board<G>, tick: u64, arriving: Option<G::Way>)
    -> Option<G::Way>;

    /// The mouse has just reached the centre of `cell`, a cell it had not just left.
    fn entered(&mut self, _cell: G::Cell) {}
}

impl Mouse {
    /// Standing at the centre of `cell`, facing east, running a cell in `pace` ticks.
    pub fn new(cell: Pos, pace: u32) -> Mouse {
        Mouse::standing(cell, pace, Dir::E)
    }

    /// [`Mouse::press_on`] on the square grid, where a key is its own way.
    pub fn press(&mut self, dir: Dir) {
        self.press_meaning(dir, Some(dir));
    }

    /// A turn pressed and not yet taken: the way the mouse will go at the next cell that
    /// opens that way (what the game shows as an arrow beside it).
    pub fn turn_waiting(&self) -> Option<Dir> {
        self.queued.filter(|&way| self.heading != Some(way))
    }
}

impl<G: Ground> Mouse<G> {
    /// [`Mouse::turn_waiting`] on any ground: the key of a turn pressed and not yet taken
    /// (a key for the way the mouse already runs is no turn).
    pub fn key_waiting(&self, ground: &G) -> Option<G::Key> {
        self.queued.filter(|&key| self.heading.is_none() || ground.key_way(self.cell, key) != self.heading)
    }
}

impl<G: Ground> Mouse<G> {
    /// Standing at the centre of `cell`, facing `facing`, running a cell in `pace` ticks.
    pub fn standing(cell: G::Cell, pace: u32, facing: G::Way) -> Mouse<G> {
        Mouse {
            cell,
            heading: None,
            progress: 0,
            pace: pace.max(1),
            facing,
            queued: None,
            kept: 0,
            earlier: None,
            wish: [None; 2],
            waiting: None,
            behind: None,
            back: false,
        }
    }

    /// Standing at `board`'s start, facing the way the board says (out of a marked start).
    pub fn at_start(board: &Board<G>, pace: u32) -> Mouse<G> {
        Mouse::standing(board.start, pace, board.facing)
    }

    /// This mouse stopped where it stands, its keys forgotten (at the cheese).
    pub fn stopped(self) -> Mouse<G> {
        Mouse { heading: None, queued: None, earlier: None, waiting: None, wish: [None; 2], ..self }
    }

    /// A key pressed: the turn to take after the one pressed before it, if that is still
    /// kept ([`Mouse::earlier`]), and instead of any way a shut door held it for (a standing
    /// mouse turns to look that way, even at a wall, so a bump shows, where the key means a
    /// way there).
    pub fn press_on(&mut self, key: G::Key, ground: &G) {
        self.press_meaning(key, ground.key_way(self.cell, key));
    }

    /// A key pressed that means `way` where the mouse stands.
    fn press_meaning(&mut self, key: G::Key, way: Option<G::Way>) {
        if let Some(q) = self.queued.filter(|&q| q != key) {
            self.earlier = Some((q, self.kept));
        }
        (self.queued, self.kept, self.waiting) = (Some(key), PRESS_KEPT_TICKS, None);
        if let Some(way) = way.filter(|_| self.heading.is_none()) {
            self.facing = way;
        }
    }

    /// How far it is towards the next cell, as a fraction (for drawing).
    pub fn fraction(&self) -> f32 {
        self.progress as f32 / self.pace as f32
    }

    /// The cell it runs into next (or stands on).
    pub fn next_cell(&self, board: &Board<G>) -> G::Cell {
        self.heading.and_then(|h| board.maze.through(self.cell, h)).unwrap_or(self.cell)
    }

    /// Runs for one tick, steered by `steer` at cell centres; returns the new cell whose
    /// centre it reached at the end of the tick, if any (not the cell it has just left, after
    /// a reversal between cells). The way on from there is chosen for the next tick.
    pub fn step(&mut self, board: &Board<G>, tick: u64, steer: &mut impl Steer<G>) -> Option<G::Cell> {
        self.forget_old_presses();
        self.turn_if_asked(board, tick);
        let heading = self.heading.or_else(|| steer.choose(self, board, tick, None))?;
        self.heading = Some(heading);
        self.facing = heading;
        self.progress += 1;
        if self.progress < self.pace {
            return None;
        }
        let Some(next) = board.maze.through(self.cell, heading) else {
            // Only passable ways are chosen, so this is never reached; stop safely.
            (self.heading, self.progress) = (None, 0);
            return None;
        };
        let behind = board.maze.back(self.cell, heading);
        (self.cell, self.progress, self.behind) = (next, 0, behind);
        let new = !std::mem::take(&mut self.back);
        if new {
            steer.entered(next);
        }
        self.heading = steer.choose(self, board, tick + 1, Some(heading));
        new.then_some(next)
    }

    /// A tick passes for the pressed turns: those pressed [`PRESS_KEPT_TICKS`] ago are
    /// forgotten.
    fn forget_old_presses(&mut self) {
        self.kept = self.kept.saturating_sub(1);
        if self.kept == 0 {
            self.queued = None;
        }
        self.earlier = self.earlier.and_then(|(key, kept)| (kept > 1).then(|| (key, kept - 1)));
    }

    /// Between cells or just leaving a centre: the way back reverses at once (between cells
    /// the cell ahead becomes the one it comes from); a turn pressed just past a junction
    /// that opens that way is taken there ([`CORNER_PERCENT`]). Other turns wait for a centre.
    fn turn_if_asked(&mut self, board: &Board<G>, tick: u64) {
        let (Some(heading), Some(q)) = (self.heading, self.queued) else { return };
        let ground = &board.maze;
        let Some(next) = ground.through(self.cell, heading) else { return };
        // The way back is the one from the cell ahead into this one; a key is read as it
        // means there (a press while leaving a centre is for the cell ahead, as the scripted
        // player presses it: on shapes a key means the open way nearest it, which can differ
        // from cell to cell).
        let back_way = ground.back(self.cell, heading);
        let reverses = back_way.is_some() && ground.key_way(next, q) == back_way;
        let here = ground.key_way(self.cell, q);
        // With a turn pressed before it still to take, the way back is the turn after that
        // one (a U of two quick turns), not a reversal.
        let way = if reverses && self.earlier.is_none() {
            if self.progress > 0 {
                self.cell = next;
                self.progress = self.pace - self.progress;
                self.back = !self.back;
                back_way
            } else {
                // Just arrived round a bend: the way back is not straight behind it.
                match here.filter(|&way| board.passable(self.cell, way, tick)) {
                    Some(way) => Some(way),
                    None => return,
                }
            }
        } else if here == Some(heading) || !self.corners(board, heading, q, tick) {
            return;
        } else {
            here
        };
        let Some(way) = way else { return };
        (self.heading, self.facing, self.queued, self.earlier, self.waiting) = (Some(way), way, None, None, None);
    }

    /// Whether a turn `q`, pressed while running `heading` just past `cell`'s centre, is
    /// taken at `cell` (a late press forgiven).
    fn corners(&self, board: &Board<G>, heading: G::Way, q: G::Key, tick: u64) -> bool {
        let ground = &board.maze;
        let just_past = self.progress > 0 && !self.back && self.progress * 100 <= self.pace * CORNER_PERCENT;
        // A turn pressed before it and not yet taken goes first: this one is for later.
        let after_another = self.earlier.is_some();
        let opens_at = |cell: G::Cell| ground.key_way(cell, q).filter(|&way| ground.opens(cell, way));
        let early_for_next = ground.through(self.cell, heading).is_some_and(|next| opens_at(next).is_some());
        let passable = opens_at(self.cell).is_some_and(|way| board.passable(self.cell, way, tick));
        just_past && !after_another && !early_for_next && passable
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::{Algorithm, Maze};
    use crate::rules::Keys;

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
            mouse.press(*dir);
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
        mouse.press(Dir::E);
        let arrivals: Vec<_> =
            (0..20).filter_map(|t| mouse.step(&board, t, &mut Keys::default()).map(|p| (t, p))).collect();
        assert_eq!(arrivals, vec![(3, Pos::new(1, 0)), (7, Pos::new(2, 0))], "a cell every 4 ticks, on the tick");
        assert_eq!((mouse.cell, mouse.heading), (Pos::new(2, 0), None));
        // An L-bend: east then south, taken without a key.
        let mut bend = Maze::new(2, 2).unwrap();
        bend.carve(Pos::new(0, 0), Dir::E);
        bend.carve(Pos::new(1, 0), Dir::S);
        let mut mouse = Mouse::new(Pos::new(0, 0), 2);
        mouse.press(Dir::E);
        run_for(&mut mouse, &board_of(bend), 10, &mut Vec::new());
        assert_eq!(mouse.cell, Pos::new(1, 1));
    }

    #[test]
    fn reversing_between_cells_goes_back_at_once_and_is_no_move_and_reversing_at_a_centre_enters_nothing() {
        let mut maze = Maze::new(3, 1).unwrap();
        maze.carve(Pos::new(0, 0), Dir::E);
        maze.carve(Pos::new(1, 0), Dir::E);
        let board = board_of(maze);
        let mut mouse = Mouse::new(Pos::new(1, 0), 4);
        mouse.press(Dir::E);
        run_for(&mut mouse, &board, 1, &mut Vec::new());
        mouse.press(Dir::W);
        let mut entered = Vec::new();
        run_for(&mut mouse, &board, 1, &mut entered);
        assert_eq!(entered, Vec::<Pos>::new(), "back in the cell it left a tick later: no move");
        assert_eq!((mouse.cell, mouse.heading, mouse.progress), (Pos::new(1, 0), Some(Dir::W), 0));
        // Turning round at a centre where it has a heading moves it the other way, entering nothing yet.
        mouse.press(Dir::E);
        assert_eq!(mouse.step(&board, 9, &mut Keys::default()), None);
        assert_eq!((mouse.cell, mouse.heading, mouse.progress), (Pos::new(1, 0), Some(Dir::E), 1));
    }
}

#[cfg(test)]
mod cornering {
    use super::*;
    use crate::maze::Maze;
    use crate::rules::Keys;

    /// A corridor along row 1 with side passages up and down at x = 2.
    fn fork() -> Board {
        let mut maze = Maze::new(5, 3).unwrap();
        for x in 0..4 {
            maze.carve(Pos::new(x, 1), Dir::E);
        }
        maze.carve(Pos::new(2, 1), Dir::S);
        maze.carve(Pos::new(2, 1), Dir::N);
        Board::new(maze, Pos::new(0, 1), Pos::new(4, 1))
    }

    #[test]
    fn a_turn_pressed_just_past_a_junction_is_taken_there_keeping_the_distance_run() {
        let board = fork();
        for late in 0..20u32 {
            let mut mouse = Mouse::new(Pos::new(0, 1), 20);
            mouse.press(Dir::E);
            let mut entered = Vec::new();
            // 40 ticks reach (2, 1)'s centre; then `late` more.
            for t in 0..40 + u64::from(late) {
                entered.extend(mouse.step(&board, t, &mut Keys::default()));
            }
            mouse.press(Dir::S);
            for t in 40 + u64::from(late)..120 {
                entered.extend(mouse.step(&board, t, &mut Keys::default()));
            }
            let taken = entered.contains(&Pos::new(2, 2));
            assert_eq!(taken, late * 100 <= 20 * CORNER_PERCENT, "pressed {late} ticks late: {entered:?}");
        }
    }
}
