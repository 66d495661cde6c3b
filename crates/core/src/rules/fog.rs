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

use crate::maze::{Dir, Maze, Pos};

/// The cells seen from `cell`: the cell itself, then each straight corridor leaving it (north,
/// east, south, west), cell by cell up to the first wall across it.
pub fn line_of_sight(maze: &Maze, cell: Pos) -> Vec<Pos> {
    let mut cells = vec![cell];
    for dir in Dir::ALL {
        let mut at = cell;
        while let Some(next) = maze.step(at, dir) {
            cells.push(next);
            at = next;
        }
    }
    cells
}

/// What one mouse has seen: the cells in sight now, and every cell ever seen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fog {
    seen: Vec<bool>,
    width: u32,
    in_sight: Vec<Pos>,
}

impl Fog {
    /// Nothing seen yet.
    pub fn new(maze: &Maze) -> Fog {
        Fog { seen: vec![false; maze.len()], width: maze.width(), in_sight: Vec::new() }
    }

    /// The mouse stands at `cell`: what is in line of sight from there is in sight, and
    /// remembered. Returns the cells seen for the first time.
    pub fn look(&mut self, maze: &Maze, cell: Pos) -> Vec<Pos> {
        self.look_from(maze, &[cell])
    }

    /// Mice stand at `cells` and share what they see (a race of two in fog): in sight is
    /// what any of them sees, and all of it is remembered. Returns the cells seen for the
    /// first time.
    pub fn look_from(&mut self, maze: &Maze, cells: &[Pos]) -> Vec<Pos> {
        self.in_sight = cells.iter().flat_map(|&cell| line_of_sight(maze, cell)).collect();
        let mut first_time = Vec::new();
        for &pos in &self.in_sight {
            let seen = &mut self.seen[maze.index(pos)];
            if !*seen {
                *seen = true;
                first_time.push(pos);
            }
        }
        first_time
    }

    /// The cells in sight now.
    pub fn sight(&self) -> &[Pos] {
        &self.in_sight
    }

    /// Whether `pos` is in sight now.
    pub fn in_sight(&self, pos: Pos) -> bool {
        self.in_sight.contains(&pos)
    }

    /// Whether `pos` has ever been seen.
    pub fn seen(&self, pos: Pos) -> bool {
        self.seen[(pos.y * self.width + pos.x) as usize]
    }

    /// How many cells have been seen.
    pub fn seen_count(&self) -> usize {
        self.seen.iter().filter(|&&s| s).count()
    }
}
