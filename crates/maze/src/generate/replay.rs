//! Replaying a generation on a board: [`Replay`] starts from the grid the algorithm started
//! from and applies its recorded [`GenStep`]s a batch at a time, reporting which cells
//! changed, until the board is the finished maze (braiding, which comes after generation,
//! appears in one last batch). The game animates a new run's board with it; anything that
//! wants to show an algorithm at work can.
//!
//! ```
//! use mousemaze_maze::generate::Replay;
//! use mousemaze_maze::recipe::MazeRecipe;
//!
//! let recipe = MazeRecipe { width: 12, height: 8, seed: 5, braid: 0.3, ..MazeRecipe::default() };
//! let mut replay = Replay::of_recipe(&recipe).unwrap();
//! let mut changed = Vec::new();
//! while !replay.is_done() {
//!     replay.advance(7, &mut changed);
//! }
//! assert_eq!(replay.board(), &recipe.build().unwrap());
//! ```

use super::{Algorithm, GenStep};
use crate::recipe::MazeRecipe;
use crate::{Maze, MazeError, MazeRng, Pos};

/// A generation being replayed onto a board.
#[derive(Clone, Debug)]
pub struct Replay {
    algorithm: Algorithm,
    board: Maze,
    steps: Vec<GenStep>,
    next: usize,
    finished: Maze,
    /// Where the generator's attention was at the last step applied.
    cursor: Option<Pos>,
}

impl Replay {
    /// Records `recipe`'s generation (the same maze as [`MazeRecipe::build`]) to replay it.
    /// Runs of attention moves with no wall change between them are kept as their last one,
    /// so the steps stay within about twice the walls changed (a random walk's millions of
    /// visits would otherwise be kept one by one).
    pub fn of_recipe(recipe: &MazeRecipe) -> Result<Replay, MazeError> {
        let (algorithm, width, height) = (recipe.algorithm, recipe.width, recipe.height);
        let mut rng = MazeRng::new(recipe.seed);
        let mut steps: Vec<GenStep> = Vec::new();
        let generated = algorithm.generate_observed(width, height, &mut rng, |step| {
            let moves_attention = |s: &GenStep| matches!(s, GenStep::Visit(_) | GenStep::Backtrack(_));
            if moves_attention(&step) && steps.last().is_some_and(moves_attention) {
                steps.pop();
            }
            steps.push(step);
        })?;
        let mut finished = generated;
        crate::braid(&mut finished, recipe.braid, &mut rng);
        let board = if algorithm.starts_open() { Maze::open(width, height)? } else { Maze::new(width, height)? };
        Ok(Replay { algorithm, board, steps, next: 0, finished, cursor: None })
    }

    /// The algorithm being replayed.
    pub fn algorithm(&self) -> Algorithm {
        self.algorithm
    }

    /// The board as replayed so far.
    pub fn board(&self) -> &Maze {
        &self.board
    }

    /// The cell the generator was working on at the last step applied.
    pub fn cursor(&self) -> Option<Pos> {
        self.cursor
    }

    /// Batches still to apply: the recorded steps left, plus the braiding.
    pub fn remaining(&self) -> usize {
        self.total().saturating_sub(self.next)
    }

    /// The recorded steps in all (the braiding is one more batch).
    pub fn total(&self) -> usize {
        self.steps.len() + 1
    }

    /// Whether the board is the finished maze.
    pub fn is_done(&self) -> bool {
        self.next > self.steps.len()
    }

    /// Applies up to `count` steps, pushing each cell whose walls changed onto `changed`
    /// (a cell may be pushed more than once). After the last recorded step, the next one
    /// braids: every cell that differs from the finished maze is set to it.
    pub fn advance(&mut self, count: usize, changed: &mut Vec<Pos>) {
        for _ in 0..count {
            match self.steps.get(self.next) {
                Some(&step) => self.apply(step, changed),
                None if !self.is_done() => self.finish(changed),
                None => return,
            }
            self.next += 1;
        }
    }

    /// Applies the steps that bring the replay to `share` (0..=1) of its batches, so that a
    /// replay paced by a clock lasts the same whatever the maze's size.
    pub fn advance_to(&mut self, share: f32, changed: &mut Vec<Pos>) {
        let due = (self.total() as f32 * share.clamp(0.0, 1.0)).ceil() as usize;
        let applied = self.total() - self.remaining();
        self.advance(due.saturating_sub(applied), changed);
    }

    /// Applies everything left.
    pub fn skip(&mut self, changed: &mut Vec<Pos>) {
        self.advance(self.remaining(), changed);
    }

    fn apply(&mut self, step: GenStep, changed: &mut Vec<Pos>) {
        match step {
            GenStep::Visit(p) | GenStep::Backtrack(p) => self.cursor = Some(p),
            GenStep::Carve(p, d) | GenStep::Wall(p, d) => {
                if matches!(step, GenStep::Carve(..)) {
                    self.board.carve(p, d);
                } else {
                    self.board.build_wall(p, d);
                }
                self.cursor = Some(p);
                changed.push(p);
                changed.extend(self.board.neighbor(p, d));
            }
        }
    }

    fn finish(&mut self, changed: &mut Vec<Pos>) {
        for i in 0..self.board.len() {
            let pos = self.board.pos(i);
            if self.board.passages(pos) != self.finished.passages(pos) {
                changed.push(pos);
            }
        }
        self.board = self.finished.clone();
        self.cursor = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_random_walk_keeps_few_steps() {
        let recipe = MazeRecipe { algorithm: Algorithm::AldousBroder, width: 30, height: 30, ..MazeRecipe::default() };
        let replay = Replay::of_recipe(&recipe).unwrap();
        assert!(replay.total() <= 2 * 899 + 2, "{} steps kept", replay.total());
    }
}
