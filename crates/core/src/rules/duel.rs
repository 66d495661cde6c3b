//! A race between two players on one maze: both start the same number of steps from the
//! cheese ([`fair_starts`](crate::maze::fair::fair_starts)), run by the same rules in the same
//! [`Run`] tick by tick ([`Run::step_players`]), and the first to the cheese wins. Both
//! arriving in the same tick is a tie, said as such: the one tie rule,
//! [`Finish`], decides it, never the order the players are stepped in.
//!
//! ```
//! use mousemaze_maze::{Algorithm, recipe::MazeRecipe};
//! use mousemaze_core::rules::{Duel, RouteKeys, Run};
//!
//! let recipe = MazeRecipe { algorithm: Algorithm::Backtracker, width: 15, height: 11, seed: 7, ..Default::default() };
//! let mut run = Run::from_recipe_for(2, recipe, 6.5, &[]).unwrap();
//! let (one, two) = (RouteKeys::fastest_for(&run, 0), RouteKeys::fastest_for(&run, 1));
//! while run.outcome.is_none() {
//!     let inputs = [one.input_for(&run, 0), two.input_for(&run, 1)];
//!     run.step_players(&inputs);
//! }
//! assert_eq!(run.duel(), Some(Duel::Tie), "the same route length, the same pace");
//! ```

use super::Ground;
use super::finish::Finish;
use super::mouse::Mouse;
use super::report::Outcome;
use super::run::{Run, Runner};
use super::trail::Trail;

/// How a race of two ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Duel {
    /// Player one (0) or player two (1) reached the cheese first.
    Winner(usize),
    /// Both reached it in the same tick.
    Tie,
    /// A rival got there first.
    RivalFirst,
}

impl<G: Ground> Run<G> {
    /// This run with a second player at `start` (as fast as the first, steering the same
    /// way), placed after player one and before the rivals.
    pub fn with_player_two(mut self, start: G::Cell) -> Run<G> {
        let one = &self.mice[0];
        let mouse = Mouse::standing(start, one.mouse.pace, self.board.facing);
        let two = Runner { mouse, pilot: one.pilot.clone(), moves: 0, arrived: None };
        self.mice.insert(1, two);
        self.players = 2;
        self.trail_two = Some(Trail::new(self.board.maze.len(), start, self.board.maze.index(start)));
        if self.fog.is_some() {
            self.set_fog(true);
        }
        self
    }

    /// The players' mice (one, or two).
    pub fn player_mice(&self) -> &[Runner<G>] {
        &self.mice[..self.players]
    }

    /// The rivals' mice (after the players).
    pub fn rival_mice(&self) -> &[Runner<G>] {
        &self.mice[self.players..]
    }

    /// Player `i`'s trail (0 or 1).
    pub fn trail_of(&self, player: usize) -> Option<&Trail<G::Cell>> {
        if player == 0 { Some(&self.trail) } else { self.trail_two.as_ref().filter(|_| player == 1) }
    }

    /// How a race of two ended, once it has: by [`Finish`] of player one's arrival against
    /// player two's (`None` in a one-player run, or before the end).
    pub fn duel(&self) -> Option<Duel> {
        if self.players != 2 {
            return None;
        }
        match self.outcome? {
            Outcome::Lost => Some(Duel::RivalFirst),
            Outcome::Won => {
                let (one, two) = (self.mice[0].arrived, self.mice[1].arrived);
                let finish = Finish::of(one.unwrap_or(u64::MAX), two.unwrap_or(u64::MAX));
                Some(match finish {
                    Finish::Ahead => Duel::Winner(0),
                    Finish::DeadHeat => Duel::Tie,
                    Finish::Behind => Duel::Winner(1),
                })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::{Algorithm, recipe::MazeRecipe};
    use crate::rules::{MoveInput, RouteKeys};

    fn race(seed: u64, wait_two: u64) -> Run {
        let recipe = MazeRecipe { algorithm: Algorithm::Prim, width: 21, height: 15, seed, ..Default::default() };
        let mut run = Run::from_recipe_for(2, recipe, 6.5, &[]).unwrap();
        let keys = [RouteKeys::fastest_for(&run, 0), RouteKeys::fastest_for(&run, 1)];
        while run.outcome.is_none() {
            let two = if run.tick < wait_two { MoveInput::default() } else { keys[1].input_for(&run, 1) };
            run.step_players(&[keys[0].input_for(&run, 0), two]);
            assert!(run.tick < 100_000, "seed {seed}: no end");
        }
        run
    }

    #[test]
    fn the_faster_player_wins_and_the_same_time_is_a_tie() {
        for seed in 0..20 {
            let tie = race(seed, 0);
            assert_eq!(tie.duel(), Some(Duel::Tie), "seed {seed}");
            assert_eq!(tie.mice[0].arrived, tie.mice[1].arrived, "seed {seed}");
            let late = race(seed, 5);
            assert_eq!(late.duel(), Some(Duel::Winner(0)), "seed {seed}: player two set off late");
            assert!(late.mice[1].arrived.is_none(), "the race stops at the winner's arrival");
        }
    }

    #[test]
    fn in_fog_the_players_share_what_they_see() {
        let recipe = MazeRecipe { algorithm: Algorithm::Prim, width: 21, height: 15, seed: 4, ..Default::default() };
        let mut run = Run::from_recipe_for(2, recipe, 6.5, &[]).unwrap();
        run.set_fog(true);
        let (one, two) = (run.mice[0].mouse.cell, run.mice[1].mouse.cell);
        assert!(run.in_view(one) && run.in_view(two), "both starts in sight");
        let keys = RouteKeys::fastest_for(&run, 0);
        while run.mice[0].moves < 3 {
            run.step_players(&[keys.input_for(&run, 0)]);
        }
        let walked = run.mice[0].mouse.cell;
        assert!(run.in_view(walked) && run.in_view(two), "player two's sight stays while player one walks");
        assert!(run.shows(one), "and what player one saw is remembered");
    }

    #[test]
    fn each_player_leaves_a_trail_of_their_own() {
        let run = race(3, 0);
        let (one, two) = (run.trail_of(0).unwrap(), run.trail_of(1).unwrap());
        assert_eq!(one.path.first(), Some(&run.board.start));
        assert_ne!(one.path.first(), two.path.first(), "two starts");
        assert_eq!(one.path.len(), two.path.len(), "equal routes");
        assert!(run.trail_of(2).is_none());
    }
}
