//! A mouse on the board, and how it moves: it runs along corridors at a set speed and never
//! through a closed side.
//!
//! Positions are whole numbers ([`CELL`] units a cell), so a run is the same on every
//! machine. How it steers, as good maze games do:
//! - It keeps running the way it faces until a wall stops it; a bend in a corridor is
//!   followed on its own.
//! - A turn asked for early is queued and taken at the next cell that opens that way.
//! - The opposite direction reverses at once, even between cells.
//!
//! Who decides where to go at a cell's centre is the mouse's [`Pilot`](super::Pilot).

use super::Board;
use crate::maze::{Dir, Pos};

/// Units of distance in one cell.
pub const CELL: u32 = 1 << 16;

/// A mouse: where it is and where it is going.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mouse {
    /// The cell it last stood at the centre of.
    pub cell: Pos,
    /// The way it is running, or `None` when standing still at `cell`'s centre.
    pub heading: Option<Dir>,
    /// How far it is from `cell` towards the next cell, in `0..CELL`.
    pub progress: u32,
    /// The way it looks (the sprite turns to it).
    pub facing: Dir,
    /// A turn asked for but not yet possible.
    pub queued: Option<Dir>,
}

/// What decides a mouse's way at a cell's centre.
pub trait Steer {
    /// The way to leave `mouse.cell`'s centre at `tick`, having arrived running `arriving`
    /// (`None`: it stood there). Only a side `board` says is passable may be returned.
    fn choose(&mut self, mouse: &mut Mouse, board: &Board, tick: u64, arriving: Option<Dir>) -> Option<Dir>;

    /// The mouse has just reached the centre of `cell`.
    fn entered(&mut self, _cell: Pos) {}
}

impl Mouse {
    /// Standing at the centre of `cell`, facing east.
    pub fn new(cell: Pos) -> Mouse {
        Mouse { cell, heading: None, progress: 0, facing: Dir::E, queued: None }
    }

    /// How far it is towards the next cell, as a fraction (for drawing).
    pub fn fraction(&self) -> f32 {
        self.progress as f32 / CELL as f32
    }

    /// The cell it runs into next (or stands on).
    pub fn next_cell(&self, board: &Board) -> Pos {
        self.heading.and_then(|h| board.maze.neighbor(self.cell, h)).unwrap_or(self.cell)
    }

    /// Runs `distance` units at `tick`, steered by `steer` at every cell centre; reports each
    /// cell whose centre it reaches to `entered`.
    pub fn advance(
        &mut self,
        board: &Board,
        tick: u64,
        mut distance: u32,
        steer: &mut impl Steer,
        entered: &mut impl FnMut(Pos),
    ) {
        self.reverse_if_asked(board);
        while distance > 0 {
            let Some(heading) = self.heading.or_else(|| steer.choose(self, board, tick, None)) else { break };
            self.heading = Some(heading);
            self.facing = heading;
            let step = distance.min(CELL - self.progress);
            self.progress += step;
            distance -= step;
            if self.progress == CELL {
                let Some(next) = board.maze.neighbor(self.cell, heading) else {
                    // Only passable sides are chosen, so this is never reached; stop safely.
                    (self.heading, self.progress) = (None, 0);
                    break;
                };
                self.cell = next;
                self.progress = 0;
                steer.entered(next);
                entered(next);
                self.heading = steer.choose(self, board, tick, Some(heading));
            }
        }
    }

    /// Reverses on the spot when the queued turn is the opposite of the heading: the cell
    /// ahead becomes the one it comes from.
    fn reverse_if_asked(&mut self, board: &Board) {
        let (Some(heading), Some(q)) = (self.heading, self.queued) else { return };
        if q != heading.opposite() {
            return;
        }
        if self.progress > 0 {
            self.cell = board.maze.neighbor(self.cell, heading).unwrap_or(self.cell);
            self.progress = CELL - self.progress;
        }
        self.heading = Some(q);
        self.facing = q;
        self.queued = None;
    }
}

/// The player's way of steering: the queued turn when it opens, else straight on, else round
/// a bend (a cell with exactly two open sides).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Keys;

impl Steer for Keys {
    fn choose(&mut self, mouse: &mut Mouse, board: &Board, tick: u64, arriving: Option<Dir>) -> Option<Dir> {
        if let Some(q) = mouse.queued
            && board.passable(mouse.cell, q, tick)
        {
            mouse.queued = None;
            return Some(q);
        }
        let ahead = arriving?;
        if board.passable(mouse.cell, ahead, tick) {
            return Some(ahead);
        }
        // A bend: exactly one way on that is not back.
        let mut ways = Dir::ALL.into_iter().filter(|&d| d != ahead.opposite() && board.maze.is_open(mouse.cell, d));
        match (ways.next(), ways.next()) {
            (Some(only), None) if board.maze.passages(mouse.cell).count_ones() == 2 => {
                board.passable(mouse.cell, only, tick).then_some(only)
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::{Algorithm, Maze};

    fn board_of(maze: Maze) -> Board {
        let (start, cheese) = maze.corners();
        Board { maze, start, cheese }
    }

    /// Every cell entered is the previous one's open neighbour (or the same cell, after
    /// a reversal between cells), and the mouse never heads into a wall.
    #[test]
    fn a_mouse_only_ever_moves_through_open_walls() {
        let board = board_of(Algorithm::Prim.generate(9, 9, 4).unwrap());
        let mut mouse = Mouse::new(Pos::new(4, 4));
        let mut entered = vec![mouse.cell];
        for (i, dir) in Dir::ALL.iter().cycle().take(400).enumerate() {
            mouse.queued = Some(*dir);
            mouse.advance(&board, 0, CELL / 3 + (i as u32 % 5) * CELL / 5, &mut Keys, &mut |p| entered.push(p));
            if let Some(h) = mouse.heading {
                assert!(board.maze.is_open(mouse.cell, h), "heading into a wall at step {i}");
            }
            assert!(mouse.progress < CELL);
        }
        assert!(entered.len() > 100, "the mouse got around: {}", entered.len());
        for pair in entered.windows(2) {
            let linked = pair[0] == pair[1] || board.maze.open_neighbors(pair[0]).any(|(_, p)| p == pair[1]);
            assert!(linked, "jumped from {} to {}", pair[0], pair[1]);
        }
    }

    #[test]
    fn bends_are_followed_and_walls_stop_the_mouse() {
        // A 3×1 corridor: from the west end, heading east, it runs to the east end and stops.
        let mut maze = Maze::new(3, 1).unwrap();
        maze.carve(Pos::new(0, 0), Dir::E);
        maze.carve(Pos::new(1, 0), Dir::E);
        let board = board_of(maze);
        let mut mouse = Mouse::new(Pos::new(0, 0));
        mouse.queued = Some(Dir::E);
        let mut entered = Vec::new();
        mouse.advance(&board, 0, 10 * CELL, &mut Keys, &mut |p| entered.push(p));
        assert_eq!((mouse.cell, mouse.heading), (Pos::new(2, 0), None));
        assert_eq!(entered, vec![Pos::new(1, 0), Pos::new(2, 0)]);
        // An L-bend: east then south, taken without a key.
        let mut bend = Maze::new(2, 2).unwrap();
        bend.carve(Pos::new(0, 0), Dir::E);
        bend.carve(Pos::new(1, 0), Dir::S);
        let mut mouse = Mouse::new(Pos::new(0, 0));
        mouse.queued = Some(Dir::E);
        mouse.advance(&board_of(bend), 0, 5 * CELL, &mut Keys, &mut |_| {});
        assert_eq!(mouse.cell, Pos::new(1, 1));
    }

    #[test]
    fn reversing_between_cells_goes_back_at_once_and_reversing_at_a_centre_enters_nothing() {
        let mut maze = Maze::new(3, 1).unwrap();
        maze.carve(Pos::new(0, 0), Dir::E);
        maze.carve(Pos::new(1, 0), Dir::E);
        let board = board_of(maze);
        let mut mouse = Mouse::new(Pos::new(1, 0));
        mouse.queued = Some(Dir::E);
        mouse.advance(&board, 0, CELL / 4, &mut Keys, &mut |_| {});
        mouse.queued = Some(Dir::W);
        let mut entered = Vec::new();
        mouse.advance(&board, 0, CELL / 4, &mut Keys, &mut |p| entered.push(p));
        assert_eq!((mouse.cell, mouse.heading, mouse.progress), (Pos::new(1, 0), Some(Dir::W), 0));
        assert_eq!(entered, vec![Pos::new(1, 0)], "back in the cell it left");
        // Turning round while standing at a centre with a heading moves nowhere.
        mouse.queued = Some(Dir::E);
        mouse.advance(&board, 0, 0, &mut Keys, &mut |_| panic!("no cell entered"));
        assert_eq!((mouse.cell, mouse.heading), (Pos::new(1, 0), Some(Dir::E)));
    }
}
