//! Rival mice, as pure plans: each kind of rival is a solver whose step-by-step run is
//! replayed as a walk, one cell at a time, so the game can show it thinking and so its
//! arrival can be computed exactly (for balance) without running the game.
//!
//! - `sprinter` knows the maze: it runs the shortest path (BFS).
//! - `explorer` does not: it searches with Trémaux's marks, so it runs into dead ends and
//!   walks back out of them.
//! - `smeller` follows the scent: at each cell it tries the ways that point towards the
//!   cheese first, remembering where it has been (scent-ordered depth-first search).
//!
//! ```
//! use mousemaze_maze::Algorithm;
//! use mousemaze_core::rules::rivals::RivalKind;
//!
//! let maze = Algorithm::Backtracker.generate(15, 11, 3).unwrap();
//! let (start, goal) = maze.corners();
//! let sprint = RivalKind::Sprinter.walk(&maze, start, goal).unwrap();
//! let explore = RivalKind::Explorer.walk(&maze, start, goal).unwrap();
//! assert_eq!(sprint.last(), Some(&goal));
//! assert!(explore.len() >= sprint.len(), "searching costs steps");
//! ```

use std::fmt;

use super::Ground;
use crate::maze::{Maze, Pos, SolveError, Solver};

/// Who races the player to the cheese.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RivalKind {
    /// No rival: a race against the clock only.
    #[default]
    None,
    /// Knows the maze and runs the shortest path.
    Sprinter,
    /// Searches the maze with Trémaux's marks, hitting dead ends and backtracking.
    Explorer,
    /// Follows the scent of the cheese, with memory of where it has been.
    Smeller,
}

impl RivalKind {
    /// Every kind, in CLI order.
    pub const ALL: [RivalKind; 4] = [RivalKind::None, RivalKind::Sprinter, RivalKind::Explorer, RivalKind::Smeller];

    pub fn name(self) -> &'static str {
        crate::maze::names::Named::word(self)
    }

    /// Whether it searches (and so has "thoughts" worth showing): every kind but the sprinter.
    pub fn searches(self) -> bool {
        matches!(self, RivalKind::Explorer | RivalKind::Smeller)
    }

    /// The solver whose run this rival replays (`None` for no rival).
    pub fn solver(self) -> Option<Solver> {
        match self {
            RivalKind::None => None,
            RivalKind::Sprinter => Some(Solver::Bfs),
            RivalKind::Explorer => Some(Solver::Tremaux),
            RivalKind::Smeller => Some(Solver::RecursiveDfs),
        }
    }

    /// The cells the rival walks through, from `start` to `goal`, each an open neighbour of
    /// the one before (so dead ends appear as runs in and back out). Empty for no rival.
    pub fn walk(self, maze: &Maze, start: Pos, goal: Pos) -> Result<Vec<Pos>, SolveError> {
        let Some(solver) = self.solver() else { return Ok(Vec::new()) };
        if solver.is_shortest() {
            return Ok(solver.solve(maze, start, goal)?.path);
        }
        let mut walk = Vec::new();
        solver.solve_observed(maze, start, goal, |step| {
            if step.is_move() {
                walk.push(step.pos());
            }
        })?;
        Ok(walk)
    }

    /// The walk on a maze (of any shape) with timed doors, for a rival running a cell in
    /// `pace` ticks from tick 0: a sprinter takes the earliest-arrival route (it waits at
    /// doors on the way); the searchers walk their search as without doors (they wait at a
    /// shut door when they meet one). With no doors this is [`RivalKind::walk`].
    pub fn walk_through<G: Ground>(
        self,
        maze: &G,
        doors: &G::Doors,
        start: G::Cell,
        goal: G::Cell,
        pace: u32,
    ) -> Result<Vec<G::Cell>, SolveError> {
        self.walk_through_from(maze, doors, (start, goal), pace, 0)
    }

    /// [`RivalKind::walk_through`] setting off at the doors' tick `from` (the doors ran
    /// before the race started).
    pub fn walk_through_from<G: Ground>(
        self,
        maze: &G,
        doors: &G::Doors,
        (start, goal): (G::Cell, G::Cell),
        pace: u32,
        from: u64,
    ) -> Result<Vec<G::Cell>, SolveError> {
        let walk = match self {
            RivalKind::Sprinter if G::door_count(doors) > 0 => maze.earliest_route(doors, start, goal, from, pace),
            kind => maze.rival_walk(kind, start, goal),
        };
        walk.ok_or_else(|| maze.unreachable(start, goal))
    }

    /// The cells the rival has looked at after walking `steps` moves: for the "thoughts"
    /// overlay. A searching rival's thoughts are everything it has walked.
    pub fn explored<C>(walk: &[C], steps: usize) -> &[C] {
        &walk[..walk.len().min(steps + 1)]
    }
}

crate::maze::names::named!(RivalKind, "rival", [
    None => "none", "No rival: a race against the clock only";
    Sprinter => "sprinter", "Knows the maze and runs the shortest path";
    Explorer => "explorer", "Searches the maze with Trémaux's marks, hitting dead ends and backtracking";
    Smeller => "smeller", "Follows the scent of the cheese, with memory of where it has been";
]);

impl fmt::Display for RivalKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::names::{Named, checks::round_trip};
    use crate::maze::{Algorithm, MazeRng, braid};

    #[test]
    fn rival_words_match_all_and_serde() {
        round_trip(&RivalKind::ALL);
        for kind in RivalKind::ALL {
            assert_eq!(kind.word(), kind.name());
        }
    }

    #[test]
    fn every_rival_walks_continuously_to_the_cheese_on_perfect_and_braided_mazes() {
        for algorithm in Algorithm::ALL {
            for seed in 0..25 {
                for p in [0.0, 0.3, 1.0] {
                    let mut maze = algorithm.generate(17, 12, seed).unwrap();
                    braid(&mut maze, p, &mut MazeRng::new(seed));
                    let (start, goal) = maze.corners();
                    let shortest = Solver::Bfs.solve(&maze, start, goal).unwrap().path.len();
                    for kind in [RivalKind::Sprinter, RivalKind::Explorer, RivalKind::Smeller] {
                        let walk = kind.walk(&maze, start, goal).unwrap();
                        assert_eq!(walk.first(), Some(&start), "{kind} {algorithm} {seed} {p}");
                        assert_eq!(walk.last(), Some(&goal), "{kind} {algorithm} {seed} {p}");
                        assert!(walk.len() >= shortest);
                        // No endless loop: a searcher walks each passage at most twice each way.
                        assert!(walk.len() <= 4 * maze.len() + 1, "{kind}: {} steps", walk.len());
                        for pair in walk.windows(2) {
                            assert!(maze.open_neighbors(pair[0]).any(|(_, n)| n == pair[1]), "{kind} jumped");
                        }
                    }
                }
            }
        }
        assert!(RivalKind::None.walk(&Maze::new(2, 2).unwrap(), Pos::new(0, 0), Pos::new(1, 1)).unwrap().is_empty());
    }
}
