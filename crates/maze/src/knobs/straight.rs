//! Straightness: how likely a corridor runs on straight where it can (theseus's
//! "randomness", the other way round). At each carving step of the walking generators (the
//! backtracker, the growing tree, hunt-and-kill's walk) the way straight on
//! ([`Cells::straight_on`]: on squares and hexes the opposite side, on triangles along the
//! row, on a circle around the ring, in, or out by the same slot) is taken with the chance
//! given when it is fresh; otherwise, or when the coin says no, a fresh way at random as
//! without the knob. So 0 draws a coin and never keeps straight on purpose (a corridor still
//! runs on straight by chance), and 1 turns only where it must. The micromouse contest
//! generator keeps straight on the same way (`generate::straight_step`).
//!
//! ```
//! use mousemaze_maze::knobs::straight::{Straightness, carve_straight};
//! use mousemaze_maze::{Algorithm, Maze, MazeRng};
//!
//! let mut maze = Maze::new(30, 20).unwrap();
//! carve_straight(&mut maze, Algorithm::Backtracker, Straightness::new(0.9).unwrap(), &mut MazeRng::new(3)).unwrap();
//! assert_eq!(maze.passage_count(), 30 * 20 - 1); // still a perfect maze
//! assert!(Straightness::new(1.5).is_err());
//! ```

use super::KnobError;
use crate::generate::Selection;
use crate::generate::growing_tree::grow_with;
use crate::generate::hunt_and_kill::hunt_with;
use crate::model::Cells;
use crate::{Algorithm, MazeRng};

/// The generators that take a straightness: those that walk, one step from the last.
/// (The growing tree that always picks a random cell is left out: it rarely carves on from
/// the cell it carved last, and straightness changed its straight runs by a tenth at most.)
pub const STRAIGHT_ALGORITHMS: [Algorithm; 3] =
    [Algorithm::Backtracker, Algorithm::GrowingTree, Algorithm::HuntAndKill];

/// The chance, in 0..=1, that a walk goes on straight where the way ahead is fresh.
#[derive(Clone, Copy, Debug, PartialEq, PartialOrd)]
pub struct Straightness(f64);

impl Straightness {
    /// A straightness; an error unless `chance` is in 0..=1.
    pub fn new(chance: f64) -> Result<Straightness, KnobError> {
        if (0.0..=1.0).contains(&chance) { Ok(Straightness(chance)) } else { Err(KnobError::Straightness(chance)) }
    }

    /// The chance.
    pub fn chance(self) -> f64 {
        self.0
    }
}

/// Carves the closed `maze` (any shape) into a perfect maze by `algorithm`, going on straight
/// with the chance `straightness`; an error for a generator that does not walk
/// ([`STRAIGHT_ALGORITHMS`]).
pub fn carve_straight<M: Cells>(
    maze: &mut M,
    algorithm: Algorithm,
    straightness: Straightness,
    rng: &mut MazeRng,
) -> Result<(), KnobError> {
    let chance = Some(straightness.0);
    let selection = match algorithm {
        Algorithm::Backtracker => Selection::Newest,
        Algorithm::GrowingTree => Selection::Mixed,
        Algorithm::HuntAndKill => {
            hunt_with(maze, rng, chance, |_| {});
            return Ok(());
        }
        _ => return Err(KnobError::NotStraight(algorithm)),
    };
    grow_with(maze, rng, selection, chance, |_| {});
    Ok(())
}

/// The mean length, in cells, of the straight runs of `maze`: each maximal chain of open ways
/// that keeps straight on ([`Cells::straight_on`]), followed from either end, one step
/// counting two cells. What the knob changes, measured: a test and the docs compare it across
/// straightnesses. (A run round a whole open ring stops after as many steps as there are cells.)
///
/// ```
/// use mousemaze_maze::knobs::straight::mean_straight_run;
/// use mousemaze_maze::{Dir, Maze, Pos};
///
/// let mut maze = Maze::new(3, 2).unwrap();
/// maze.carve(Pos::new(0, 0), Dir::E);
/// maze.carve(Pos::new(1, 0), Dir::E);
/// maze.carve(Pos::new(0, 0), Dir::S);
/// // The runs: 0-1-2 and 2-1-0 (three cells each), 0-3 and 3-0 (two each).
/// assert_eq!(mean_straight_run(&maze), 2.5);
/// ```
pub fn mean_straight_run<M: Cells>(maze: &M) -> f64 {
    let (mut runs, mut cells) = (0u64, 0u64);
    for cell in 0..maze.len() {
        maze.each_open(cell, |slot, next| {
            // A run starts where no way into the cell goes on straight through `slot`.
            let mut continues = false;
            maze.each_open(cell, |from, before| {
                continues |= from != slot && maze.straight_on(cell, maze.back_slot(cell, from, before)) == Some(slot);
            });
            if continues {
                return;
            }
            let (mut length, mut at, mut heading) = (2u64, next, slot);
            while let Some(ahead) = maze.straight_on(at, heading).filter(|&s| maze.is_open(at, s)) {
                if length > maze.len() as u64 {
                    break;
                }
                at = maze.beside(at, ahead);
                heading = ahead;
                length += 1;
            }
            runs += 1;
            cells += length;
        });
    }
    if runs == 0 { 0.0 } else { cells as f64 / runs as f64 }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Maze;
    use crate::shape::{Graph, Shape, ShapedMaze};

    /// The mean straight run over a few seeds.
    fn measured<M: Blank>(blank: &M, algorithm: Algorithm, chance: f64) -> f64 {
        let runs: f64 = (0..6)
            .map(|seed| {
                let mut maze = blank.clone_blank();
                carve_straight(&mut maze, algorithm, Straightness::new(chance).unwrap(), &mut MazeRng::new(seed))
                    .unwrap();
                mean_straight_run(&maze)
            })
            .sum();
        runs / 6.0
    }

    trait Blank: Cells + Sized {
        fn clone_blank(&self) -> Self;
    }
    impl Blank for Maze {
        fn clone_blank(&self) -> Maze {
            Maze::new(self.width(), self.height()).unwrap()
        }
    }
    impl Blank for ShapedMaze {
        fn clone_blank(&self) -> ShapedMaze {
            ShapedMaze::new(self.graph().clone())
        }
    }

    #[test]
    fn straighter_mazes_have_longer_straight_runs_on_every_shape() {
        let square = Maze::new(40, 30).unwrap();
        for algorithm in STRAIGHT_ALGORITHMS {
            let (low, high) = (measured(&square, algorithm, 0.1), measured(&square, algorithm, 0.9));
            println!("square 40×30, {algorithm}: mean straight run {low:.2} cells at 0.1, {high:.2} at 0.9");
            assert!(high > low * 1.1, "{algorithm}: {low:.2} at 0.1, {high:.2} at 0.9");
        }
        for shape in [
            Shape::Hex { width: 30, height: 24 },
            Shape::Triangle { width: 40, height: 20 },
            Shape::Polar { rings: 14 },
        ] {
            let blank = ShapedMaze::new(Graph::new(shape).unwrap());
            let (low, high) =
                (measured(&blank, Algorithm::Backtracker, 0.1), measured(&blank, Algorithm::Backtracker, 0.9));
            println!("{shape}, backtracker: mean straight run {low:.2} cells at 0.1, {high:.2} at 0.9");
            assert!(high > low * 1.1, "{shape}: {low:.2} at 0.1, {high:.2} at 0.9");
        }
    }

    #[test]
    fn a_straight_maze_is_still_perfect_and_other_generators_refuse() {
        let mut maze = Maze::new(12, 9).unwrap();
        carve_straight(&mut maze, Algorithm::HuntAndKill, Straightness::new(1.0).unwrap(), &mut MazeRng::new(1))
            .unwrap();
        assert_eq!(maze.passage_count(), 12 * 9 - 1);
        assert_eq!(crate::distances::steps_from(&maze, 0).iter().filter(|&&d| d == u32::MAX).count(), 0);
        let err = carve_straight(&mut maze, Algorithm::Kruskal, Straightness::new(0.5).unwrap(), &mut MazeRng::new(1));
        assert!(err.unwrap_err().to_string().starts_with("straightness works with backtracker"));
    }
}
