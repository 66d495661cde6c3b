//! Speed runs with diagonals: the [fastest-time search](super) where a mouse may also cut a
//! staircase of corners as one diagonal straight, as real micromice do in their speed runs
//! (and as mms's `turnLeft45`/`turnRight45` and `moveForwardHalf` drive them).
//!
//! **The geometry.** A route is still a walk of cells, each the open neighbour of the one
//! before; what changes is how the mouse runs through a *corner* cell (one it leaves by a side
//! next to the one it came in by). Run along the grid, a corner is a quarter turn through the
//! cell's centre. Run on a diagonal, the mouse crosses the corner cell on the chord from the
//! middle of the side it came in by to the middle of the side it leaves by; a staircase of
//! corners turning left, right, left… lines its chords up into one diagonal straight, through
//! the posts' gaps as in mms (from side middle to side middle).
//!
//! **The cost model** ([`DiagonalCosts::MOUSE`] on top of [`CostModel::MOUSE`]). Each move into
//! the next cell is costed by the *maneuver* the mouse makes in the cell it leaves
//! ([`Maneuver`]); the moves along the grid cost what [`CostModel`] says, unchanged, so a route
//! run without diagonals costs exactly what the search without diagonals says, and the search
//! with diagonals is never slower.
//!
//! | maneuver in the cell left | ticks of the move | allowed after |
//! |---|---:|---|
//! | from rest, straight on (the grid's) | 20 | the start |
//! | straight on, quarter turn, turning back (the grid's) | 15, 12, 10 / 26 / 40 | a grid move, the end of a diagonal |
//! | 45° into a diagonal (the cell a chord) | 22 | a grid move, a quarter turn (left or right) |
//! | 135° into a diagonal (a sharp turn through the centre) | 32 | a grid move, a quarter turn |
//! | on along the diagonal, the 1st, 2nd, 3rd chord and on | 12, 10, 8 | a diagonal, turning the other way from its last corner |
//! | 90° from one diagonal to the other (V90; the cell a chord) | 24 | a diagonal, turning the same way as its last corner |
//! | 45° out of a diagonal, then straight through the cell | 22 | a diagonal, straight on |
//! | 135° out of a diagonal | 32 | a diagonal, turning the same way as its last corner |
//!
//! A chord is 0.71 of a cell: 8 ticks a chord is 11.5 cells a second along a diagonal, against
//! 13 at top speed along the grid. A diagonal's first chord is the corner where the mouse
//! turned 45° into it (the 135° turn's diagonal starts a cell later); its straight is counted
//! from there. Turning a full 180° is the grid's turning back (40), or two corners the same
//! way (two quarter turns, or 45° in and 135° out). A door waits as in the search without
//! diagonals (the maneuver is kept: the mouse times its approach).
//!
//! Costs have no rounding: the answer is a whole number of ticks, exact and the same on every
//! machine. The search is Dijkstra over (cell, heading, pace), nine paces (a straight run of 1,
//! 2, 3 or more cells; a diagonal of 1, 2, 3 or more chords whose last corner turned left or
//! right), on buckets, with a byte for the three paces' groups of a (cell, heading) and no
//! recursion (`diagonal_search.rs` says how).
//!
//! ```
//! use mousemaze_maze::{Dir, Maze, Pos, doors::Doors};
//! use mousemaze_maze::solve::fastest::{CostModel, DiagonalCosts, FastestQuery};
//!
//! // A staircase down from the top left: east, south, east, south…
//! let mut maze = Maze::new(5, 5).unwrap();
//! for i in 0..4 {
//!     assert!(maze.carve(Pos::new(i, i), Dir::E));
//!     assert!(maze.carve(Pos::new(i + 1, i), Dir::S));
//! }
//! let doors = Doors::new(&maze);
//! let query = FastestQuery {
//!     maze: &maze, doors: &doors, start: Pos::new(0, 0), goals: &[Pos::new(4, 4)],
//!     start_tick: 0, model: &CostModel::MOUSE,
//! };
//! let grid = query.route().unwrap();
//! let diagonal = query.route_with_diagonals(&DiagonalCosts::MOUSE).unwrap();
//! assert_eq!(grid.ticks(), 20 + 7 * 26);
//! assert_eq!(diagonal.route.ticks(), 20 + 22 + 12 + 10 + 8 + 8 + 8 + 8, "one diagonal of 7 chords");
//! assert_eq!(diagonal.chords().count(), 7);
//! ```

use super::{CostModel, FastestRoute};
use crate::doors::Doors;
use crate::solve::earliest::next_open;
use crate::{Dir, Maze, Pos};

/// The ticks of the diagonal maneuvers (see the [module docs](self) for the table); the moves
/// along the grid cost what the search's [`CostModel`] says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DiagonalCosts {
    /// Turning 45° into a diagonal, the move across the corner cell's chord.
    pub enter45: u32,
    /// Turning 135° into a diagonal through the corner cell's centre.
    pub enter135: u32,
    /// On along a diagonal after 1, 2, and 3 or more chords.
    pub diagonal: [u32; 3],
    /// Turning 90° from one diagonal to the other, across the corner cell's chord.
    pub v90: u32,
    /// Turning 45° out of a diagonal, then straight through the cell.
    pub exit45: u32,
    /// Turning 135° out of a diagonal through the corner cell's centre.
    pub exit135: u32,
}

impl DiagonalCosts {
    /// The table of the [module docs](self).
    pub const MOUSE: DiagonalCosts =
        DiagonalCosts { enter45: 22, enter135: 32, diagonal: [12, 10, 8], v90: 24, exit45: 22, exit135: 32 };
}

impl Default for DiagonalCosts {
    fn default() -> Self {
        DiagonalCosts::MOUSE
    }
}

/// What the mouse does in the cell it leaves, on a move of a route with diagonals.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Maneuver {
    /// The first move, from rest at the start.
    FromRest,
    /// Straight on along the grid.
    Straight,
    /// A quarter turn through the cell's centre.
    Turn90,
    /// Turning back the way it came.
    TurnBack,
    /// 45° into a diagonal: the cell is crossed on its chord.
    Enter45,
    /// 135° into a diagonal, through the cell's centre.
    Enter135,
    /// On along a diagonal: the cell is crossed on its chord.
    Diagonal,
    /// 90° from one diagonal to the other: the cell is crossed on its chord.
    V90,
    /// 45° out of a diagonal at the side it came in by, then straight through the cell.
    Exit45,
    /// 135° out of a diagonal, through the cell's centre.
    Exit135,
}

impl Maneuver {
    /// Whether the cell left is crossed on its chord (from side middle to side middle).
    pub fn is_chord(self) -> bool {
        matches!(self, Maneuver::Enter45 | Maneuver::Diagonal | Maneuver::V90)
    }
}

/// The pace after a move, one of [`PACES`]: 0–2 a straight run of 1, 2, 3 or more cells along
/// the grid; 3–8 a diagonal of 1, 2, 3 or more chords (`3 + 2 × (chords - 1) + side`), its last
/// corner turning left (side 0) or right (side 1).
pub(super) type Pace = u8;
/// How many paces there are.
pub(super) const PACES: usize = 9;

fn diagonal_pace(chords: u8, turn: u8) -> Pace {
    3 + 2 * (chords.min(3) - 1) + u8::from(turn == 1)
}

/// The maneuvers that make a move with `turn` (0 straight on, 1 right, 2 back, 3 left) after
/// `pace` (`None`: at rest at the start): each with its ticks and the pace after it.
pub(super) fn maneuvers(
    grid: &CostModel,
    costs: &DiagonalCosts,
    pace: Option<Pace>,
    turn: u8,
) -> [Option<(Maneuver, u32, Pace)>; 3] {
    let table = grid.table();
    let Some(pace) = pace else { return [Some((Maneuver::FromRest, table[0][0], 0)), None, None] };
    let side = |turn: u8| u8::from(turn == 1);
    if pace < 3 {
        let run = usize::from(pace) + 1;
        return match turn {
            0 => [Some((Maneuver::Straight, table[0][run], (pace + 1).min(2))), None, None],
            2 => [Some((Maneuver::TurnBack, table[2][run], 0)), None, None],
            _ => [
                Some((Maneuver::Turn90, table[1][run], 0)),
                Some((Maneuver::Enter45, costs.enter45, diagonal_pace(1, turn))),
                // Its diagonal goes on with a corner the same way: as if the last turned the other way.
                Some((Maneuver::Enter135, costs.enter135, diagonal_pace(1, 4 - turn))),
            ],
        };
    }
    let (chords, last) = ((pace - 3) / 2 + 1, (pace - 3) % 2);
    match turn {
        0 => [Some((Maneuver::Exit45, costs.exit45, 0)), None, None],
        2 => [None, None, None],
        _ if side(turn) != last => [
            Some((Maneuver::Diagonal, costs.diagonal[usize::from(chords) - 1], diagonal_pace(chords + 1, turn))),
            None,
            None,
        ],
        _ => [
            Some((Maneuver::V90, costs.v90, diagonal_pace(1, turn))),
            Some((Maneuver::Exit135, costs.exit135, 0)),
            None,
        ],
    }
}

/// A timed route with diagonals: the cells and times, and the maneuver of each move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiagonalRoute {
    /// The cells, departures and arrivals, as without diagonals.
    pub route: FastestRoute,
    /// What the mouse does in the cell each move leaves (one a move).
    pub maneuvers: Vec<Maneuver>,
}

impl DiagonalRoute {
    /// The cells crossed on their chords (a diagonal's cells), in route order.
    pub fn chords(&self) -> impl Iterator<Item = Pos> + '_ {
        self.route.path.iter().zip(&self.maneuvers).filter(|(_, m)| m.is_chord()).map(|(&p, _)| p)
    }

    /// How many diagonals the route runs (each entered by a 45° or 135° turn, or a V90).
    pub fn diagonals(&self) -> usize {
        self.maneuvers.iter().filter(|m| matches!(m, Maneuver::Enter45 | Maneuver::Enter135 | Maneuver::V90)).count()
    }
}

/// Times `moves` (a way and a maneuver each) from rest at `start` at `start_tick`, leaving each
/// cell as early as its door allows; `None` when a move crosses a wall or leaves the maze, or a
/// maneuver is not allowed where it is made (see the [module docs](self)).
pub fn time_maneuvers(
    maze: &Maze,
    doors: &Doors,
    start: Pos,
    moves: &[(Dir, Maneuver)],
    start_tick: u64,
    grid: &CostModel,
    costs: &DiagonalCosts,
) -> Option<DiagonalRoute> {
    let mut route =
        FastestRoute { path: vec![start], departures: Vec::with_capacity(moves.len()), arrivals: vec![start_tick] };
    let (mut pos, mut heading, mut pace, mut tick) = (start, None::<Dir>, None, start_tick);
    for &(dir, maneuver) in moves {
        if !maze.is_open(pos, dir) {
            return None;
        }
        let turn = heading.map_or(0, |h| (dir as u8 + 4 - h as u8) % 4);
        let (_, ticks, next) = maneuvers(grid, costs, pace, turn).into_iter().flatten().find(|m| m.0 == maneuver)?;
        let leave = next_open(doors, maze.index(pos), dir, tick);
        tick = leave + u64::from(ticks);
        pos = pos.moved(dir);
        route.path.push(pos);
        route.departures.push(leave);
        route.arrivals.push(tick);
        (heading, pace) = (Some(dir), Some(next));
    }
    Some(DiagonalRoute { route, maneuvers: moves.iter().map(|m| m.1).collect() })
}
