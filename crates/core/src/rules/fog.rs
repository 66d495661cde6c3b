//! Fog of war: what a mouse can see from its cell, and what it remembers. A mouse sees its
//! own cell and, in each of the four directions, along the straight corridor up to the next
//! wall (through open passages only, as far as the corridor goes). [`Fog`] keeps every cell
//! seen so far; the game shows what is in sight, dims what is remembered and darkens the rest.
//!
//! ```
//! use mousemaze_maze::{Dir, Maze, Pos};
//! use mousemaze_core::rules::fog::{Fog, line_of_sight};
//!
//! // A straight corridor of 4 cells, then a wall.
//! let mut maze = Maze::new(5, 1).unwrap();
//! for x in 0..3 {
//!     maze.carve(Pos::new(x, 0), Dir::E);
//! }
//! assert_eq!(line_of_sight(&maze, Pos::new(0, 0)).len(), 4);
//! let mut fog = Fog::new(&maze);
//! fog.look(&maze, Pos::new(0, 0));
//! assert!(fog.in_sight(Pos::new(3, 0)) && !fog.seen(Pos::new(4, 0)));
//! ```

use super::Ground;
use crate::maze::Maze;

/// The cells seen from `cell`: the cell itself, then each straight corridor leaving it (on
/// squares north, east, south and west; on other shapes through each open way, straight on as
/// [`Ground::ahead`] says), cell by cell up to the first wall across it.
pub fn line_of_sight<G: Ground>(maze: &G, cell: G::Cell) -> Vec<G::Cell> {
    let mut cells = vec![cell];
    for first in maze.open_ways_of(cell) {
        let (mut at, mut way) = (cell, Some(first));
        // A ring open all the way round leads back: a corridor is seen once.
        while let Some(next) = way.and_then(|w| maze.through(at, w)).filter(|&next| next != cell) {
            cells.push(next);
            way = way.and_then(|w| maze.ahead(next, w)).filter(|&w| maze.opens(next, w));
            at = next;
        }
    }
    cells
}

/// What one mouse has seen: the cells in sight now, and every cell ever seen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fog<G: Ground = Maze> {
    seen: Vec<bool>,
    stride: u32,
    in_sight: Vec<G::Cell>,
}

impl<G: Ground> Fog<G> {
    /// Nothing seen yet.
    pub fn new(maze: &G) -> Fog<G> {
        Fog { seen: vec![false; maze.len()], stride: maze.stride(), in_sight: Vec::new() }
    }

    /// The mouse stands at `cell`: what is in line of sight from there is in sight, and
    /// remembered. Returns the cells seen for the first time.
    pub fn look(&mut self, maze: &G, cell: G::Cell) -> Vec<G::Cell> {
        self.look_from(maze, &[cell])
    }

    /// Mice stand at `cells` and share what they see (a race of two in fog): in sight is
    /// what any of them sees, and all of it is remembered. Returns the cells seen for the
    /// first time.
    pub fn look_from(&mut self, maze: &G, cells: &[G::Cell]) -> Vec<G::Cell> {
        self.in_sight = cells.iter().flat_map(|&cell| line_of_sight(maze, cell)).collect();
        let mut first_time = Vec::new();
        for &cell in &self.in_sight {
            let seen = &mut self.seen[maze.index(cell)];
            if !*seen {
                *seen = true;
                first_time.push(cell);
            }
        }
        first_time
    }

    /// The cells in sight now.
    pub fn sight(&self) -> &[G::Cell] {
        &self.in_sight
    }

    /// Whether `cell` is in sight now.
    pub fn in_sight(&self, cell: G::Cell) -> bool {
        self.in_sight.contains(&cell)
    }

    /// Whether `cell` has ever been seen.
    pub fn seen(&self, cell: G::Cell) -> bool {
        self.seen.get(G::number(cell, self.stride)).copied().unwrap_or(false)
    }

    /// How many cells have been seen.
    pub fn seen_count(&self) -> usize {
        self.seen.iter().filter(|&&s| s).count()
    }
}
