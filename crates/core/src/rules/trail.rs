//! The player's trail: the start, then every cell the player's mouse entered, in order, and
//! each cell's latest visit, so how long ago a cell was run through is one lookup. The run
//! keeps it ([`Run::trail`](super::Run::trail)); the game tints the board by it and draws the
//! whole path on the Won screen.
//!
//! ```
//! use mousemaze_maze::Pos;
//! use mousemaze_core::rules::Trail;
//!
//! let mut trail = Trail::new(4, Pos::new(0, 0), 0);
//! trail.enter(Pos::new(1, 0), 1);
//! trail.enter(Pos::new(0, 0), 0);
//! assert_eq!(trail.path.len(), 3);
//! assert_eq!(trail.age(0), Some(0)); // the mouse stands there now
//! assert_eq!(trail.age(1), Some(1));
//! assert_eq!(trail.age(2), None); // never visited
//! ```

use crate::maze::Pos;

/// Where a mouse has been in a run.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Trail<C = Pos> {
    /// The start, then every cell entered, in order (repeats included).
    pub path: Vec<C>,
    /// For each cell (by index), 1 + the index in `path` of its latest visit; 0: never.
    last_visit: Vec<usize>,
}

impl<C: Copy> Trail<C> {
    /// A trail on a maze of `cells` cells that starts at `start` (the cell with index
    /// `start_index`).
    pub fn new(cells: usize, start: C, start_index: usize) -> Trail<C> {
        let mut trail = Trail { path: Vec::new(), last_visit: vec![0; cells] };
        trail.enter(start, start_index);
        trail
    }

    /// The mouse entered `cell` (the cell with index `index`).
    pub fn enter(&mut self, cell: C, index: usize) {
        if index >= self.last_visit.len() {
            self.last_visit.resize(index + 1, 0);
        }
        self.path.push(cell);
        self.last_visit[index] = self.path.len();
    }

    /// Whether the mouse has been in the cell with this index.
    pub fn visited(&self, index: usize) -> bool {
        self.last_visit.get(index).is_some_and(|&v| v > 0)
    }

    /// Cells entered since the latest visit of the cell with this index (0: the mouse stands
    /// there), or `None` if never visited.
    pub fn age(&self, index: usize) -> Option<usize> {
        let visit = *self.last_visit.get(index)?;
        (visit > 0).then(|| self.path.len() - visit)
    }
}
