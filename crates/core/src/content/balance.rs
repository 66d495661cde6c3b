//! The difficulty table, measured by racing: over many seeds, a player races each preset's
//! rival in [`Run`], tick by tick, exactly as the game would play it. Two players are
//! measured ([`Player`]): the perfect one, who taps the keys of the fastest route
//! ([`RouteKeys::fastest`]) from the first step, and a searching one, who sees only what a
//! person sees and finds its way ([`SearchingPlayer`]). `mousemaze simulate` prints both.
//!
//! ```
//! use mousemaze_core::content::balance::{Balance, Player};
//! use mousemaze_core::content::difficulty::Difficulty;
//!
//! let easy = Balance::measure(Player::Perfect, Difficulty::Easy, 0..30);
//! assert_eq!(easy.win_rate, 1.0, "the perfect player always wins");
//! let searching = Balance::measure(Player::Searching, Difficulty::Easy, 0..30);
//! assert!(searching.win_rate >= 0.9, "Easy is comfortably winnable while searching");
//! ```

use std::ops::Range;

use crate::content::difficulty::Difficulty;
use crate::content::searching_player::SearchingPlayer;
use crate::rules::{MoveInput, PLAYER_SPEED};
use crate::rules::{RivalSpec, RouteKeys, Run, RunError};

/// Ticks after which a race that has not ended is given up (no real race comes near).
const TICK_LIMIT: u64 = 10_000_000;

/// Who races the rival.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    /// Knows the fastest route before the first step and runs it ([`RouteKeys::fastest`]).
    Perfect,
    /// Sees what a person sees (fog on Expert, the cells around its mouse elsewhere) and
    /// searches ([`SearchingPlayer`]).
    Searching,
}

impl Player {
    pub const ALL: [Player; 2] = [Player::Perfect, Player::Searching];
}

/// How a player fares against a difficulty's rival.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Balance {
    pub player: Player,
    pub difficulty: Difficulty,
    pub runs: usize,
    /// Share of races the player wins (0..=1).
    pub win_rate: f32,
    /// How much longer than its own run the player could have taken and still won
    /// (0.25 = 25 % longer; negative: how much faster it had to be), as percentiles over
    /// the seeds.
    pub slack_p10: f32,
    pub slack_median: f32,
    pub slack_p90: f32,
}

/// One race: the ticks the player and the rival took to reach the cheese.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RaceResult {
    pub player_ticks: u64,
    /// Cells the player entered.
    pub player_moves: u32,
    /// Moves along the shortest route from the start to the cheese.
    pub shortest_moves: usize,
    /// `None` without a rival.
    pub rival_ticks: Option<u64>,
}

/// Why a balance race could not be run to its end.
#[derive(Clone, Debug, PartialEq)]
pub enum RaceError {
    /// The preset's maze could not be made, or its cheese reached.
    Run(RunError),
    /// A mouse had not arrived after [`TICK_LIMIT`] ticks.
    NoArrival { difficulty: Difficulty, seed: u64 },
}

impl std::fmt::Display for RaceError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RaceError::Run(e) => e.fmt(f),
            RaceError::NoArrival { difficulty, seed } => {
                write!(f, "{difficulty} seed {seed}: no arrival after {TICK_LIMIT} ticks")
            }
        }
    }
}

impl std::error::Error for RaceError {}

/// Races `player` against `difficulty`'s rival on the maze of `seed`, until both have
/// arrived. The searching player plays in fog where the preset has fog.
pub fn race(player: Player, difficulty: Difficulty, seed: u64) -> Result<RaceResult, RaceError> {
    let preset = difficulty.preset();
    let rival = RivalSpec { kind: preset.rival, cells_per_second: PLAYER_SPEED * preset.rival_speed };
    let mut run = Run::from_recipe(difficulty.recipe(seed), PLAYER_SPEED, &[rival]).map_err(RaceError::Run)?;
    let mut keys = match player {
        Player::Perfect => PlayerKeys::Perfect(RouteKeys::fastest(&run)),
        Player::Searching => {
            run.set_fog(preset.fog);
            PlayerKeys::Searching(Box::new(SearchingPlayer::new(&mut run)))
        }
    };
    while run.mice.iter().any(|m| m.arrived.is_none()) {
        if run.tick > TICK_LIMIT {
            return Err(RaceError::NoArrival { difficulty, seed });
        }
        let input = if run.player().arrived.is_none() { keys.input(&run) } else { MoveInput::default() };
        run.step(input);
    }
    let (player_ticks, player_moves) = (run.player().arrived.unwrap_or(0), run.player().moves);
    let (shortest_moves, rival_ticks) = (run.shortest_moves, run.mice.get(1).and_then(|m| m.arrived));
    Ok(RaceResult { player_ticks, player_moves, shortest_moves, rival_ticks })
}

/// The keys of either player.
enum PlayerKeys {
    Perfect(RouteKeys),
    Searching(Box<SearchingPlayer>),
}

impl PlayerKeys {
    fn input(&mut self, run: &Run) -> MoveInput {
        match self {
            PlayerKeys::Perfect(keys) => keys.input(run),
            PlayerKeys::Searching(player) => player.input(run),
        }
    }
}

/// The slack of one race of [`race`]: how much longer than the player the rival took
/// (0.25 = 25 % longer, negative when the rival wins), `+∞` without a rival, `−∞` for a
/// race that could not be run. Races are independent, so callers may run them on any
/// core and hand the slacks to [`Balance::from_slacks`] in seed order.
pub fn slack(player: Player, difficulty: Difficulty, seed: u64) -> f32 {
    race(player, difficulty, seed).map_or(f32::NEG_INFINITY, |result| result.slack())
}

impl RaceResult {
    /// How much longer than the player the rival took (0.25 = 25 % longer, negative when
    /// the rival wins), `+∞` without a rival.
    pub fn slack(&self) -> f32 {
        match self.rival_ticks {
            Some(rival) => rival as f32 / self.player_ticks.max(1) as f32 - 1.0,
            None => f32::INFINITY,
        }
    }

    /// How many more cells than the shortest route the player ran (0.5 = 50 % more).
    pub fn detour(&self) -> f32 {
        self.player_moves as f32 / self.shortest_moves.max(1) as f32 - 1.0
    }
}

impl Balance {
    /// Races `player` on every seed of `seeds` against `difficulty`'s rival.
    pub fn measure(player: Player, difficulty: Difficulty, seeds: Range<u64>) -> Balance {
        Balance::from_slacks(player, difficulty, seeds.map(|seed| slack(player, difficulty, seed)).collect())
    }

    /// The table's row from the [`slack`] of each race.
    pub fn from_slacks(player: Player, difficulty: Difficulty, mut slacks: Vec<f32>) -> Balance {
        slacks.sort_by(f32::total_cmp);
        let runs = slacks.len().max(1);
        let percentile = |q: f32| slacks.get(((runs - 1) as f32 * q).round() as usize).copied().unwrap_or(0.0);
        Balance {
            player,
            difficulty,
            runs: slacks.len(),
            win_rate: slacks.iter().filter(|&&s| s >= 0.0).count() as f32 / runs as f32,
            slack_p10: percentile(0.1),
            slack_median: percentile(0.5),
            slack_p90: percentile(0.9),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::solve::earliest::earliest_arrival;

    /// The presets' targets: the perfect player wins every race, and a player searching as a
    /// person does wins about 95 % of Easy's mazes or more, 75 % of Normal's, 50 % of Hard's
    /// and 25 % of Expert's (`mousemaze simulate`, 200 seeds: 98, 88, 60 and 32 %). On the
    /// 60 seeds a debug test can afford, Hard's and Expert's rows are 50 % and 28 %: their
    /// bounds leave room for 60 seeds' luck (a standard error of about 6 %) and no more.
    #[test]
    fn difficulty_ramps_up() {
        let measure = |player| Difficulty::ALL.map(|d| Balance::measure(player, d, 0..60));
        let (perfect, searching) = (measure(Player::Perfect), measure(Player::Searching));
        for pair in perfect.windows(2).chain(searching.windows(2)) {
            assert!(pair[0].slack_median > pair[1].slack_median, "{:?} then {:?}", pair[0], pair[1]);
        }
        assert!(perfect.iter().all(|b| b.win_rate == 1.0), "the perfect player always wins: {perfect:?}");
        for pair in searching.windows(2) {
            assert!(pair[0].win_rate > pair[1].win_rate, "{:?} then {:?}", pair[0], pair[1]);
        }
        let [easy, normal, hard, expert] = searching;
        assert!(easy.win_rate >= 0.95 && easy.slack_median > 0.8, "Easy is comfortable while searching: {easy:?}");
        assert!((0.75..0.95).contains(&normal.win_rate), "Normal forgives a wrong turn or two: {normal:?}");
        assert!((0.45..0.7).contains(&hard.win_rate), "Hard is won about half the time: {hard:?}");
        assert!((0.2..0.4).contains(&expert.win_rate), "Expert about a quarter of the time: {expert:?}");
    }

    #[test]
    fn a_race_takes_the_ticks_the_speeds_imply() {
        let result = race(Player::Perfect, Difficulty::Normal, 3).unwrap();
        let run = Run::from_recipe(Difficulty::Normal.recipe(3), PLAYER_SPEED, &[]).unwrap();
        assert_eq!(result.player_ticks, run.shortest_moves as u64 * u64::from(run.player().mouse.pace));
        // Hard has doors: the player arrives exactly when the earliest-arrival solver says.
        let result = race(Player::Perfect, Difficulty::Hard, 3).unwrap();
        let run = Run::from_recipe(Difficulty::Hard.recipe(3), PLAYER_SPEED, &[]).unwrap();
        let board = &run.board;
        assert_eq!(board.doors.len(), 4);
        let pace = run.player().mouse.pace;
        let earliest = earliest_arrival(&board.maze, &board.doors, board.start, board.goal, 0, pace).unwrap();
        assert!(earliest.arrival > run.shortest_moves as u64 * u64::from(pace), "the doors hold the player up");
        assert_eq!(result.player_ticks, earliest.arrival);
        assert!(result.rival_ticks.unwrap() > result.player_ticks, "Hard is winnable on the best route");
    }
}
