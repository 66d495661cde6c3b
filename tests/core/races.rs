//! Whole races in the rules core, with no Bevy: a player tapping the keys of the shortest
//! route (`RouteKeys`) against a rival, on fixed seeds. The golden table pins when each
//! race ends and who wins; the game's test binary includes this file and plays the same
//! keys through the headless game, which must end on the same tick with the same winner.

use mousemaze::content::difficulty::Difficulty;
use mousemaze::rules::PLAYER_SPEED;
use mousemaze::rules::rivals::RivalKind;
use mousemaze::rules::{MoveInput, Outcome, RivalSpec, RouteKeys, Run};

/// One race: the Normal maze of `seed`, the rival and its speed in cells per second, and
/// the tick and outcome it ends with.
pub struct Race {
    pub seed: u64,
    pub rival: RivalKind,
    pub rival_speed: f32,
    pub ticks: u64,
    pub outcome: Outcome,
}

/// The golden races.
pub const RACES: [Race; 4] = [
    Race { seed: 4, rival: RivalKind::Sprinter, rival_speed: 7.0, ticks: 2432, outcome: Outcome::Lost },
    Race { seed: 5, rival: RivalKind::Explorer, rival_speed: 9.0, ticks: 1596, outcome: Outcome::Lost },
    Race { seed: 6, rival: RivalKind::Smeller, rival_speed: 6.0, ticks: 1320, outcome: Outcome::Won },
    Race { seed: 7, rival: RivalKind::Sprinter, rival_speed: 5.5, ticks: 3200, outcome: Outcome::Won },
];

impl Race {
    /// The run at its start.
    pub fn start(&self) -> Run {
        let rival = RivalSpec { kind: self.rival, cells_per_second: self.rival_speed };
        Run::from_recipe(Difficulty::Normal.recipe(self.seed), PLAYER_SPEED, &[rival]).unwrap()
    }

    /// Runs the race in the core: the finished run and the keys of every tick.
    pub fn play(&self) -> (Run, Vec<MoveInput>) {
        let mut run = self.start();
        let keys = RouteKeys::fastest(&run);
        let mut inputs = Vec::new();
        while run.outcome.is_none() {
            assert!(inputs.len() < 1_000_000, "seed {}: no end", self.seed);
            let input = keys.input(&run);
            inputs.push(input);
            run.step(input);
        }
        (run, inputs)
    }
}

#[test]
fn whole_races_end_on_their_golden_tick_with_their_winner() {
    for race in &RACES {
        let (run, inputs) = race.play();
        assert_eq!((run.tick, run.outcome), (race.ticks, Some(race.outcome)), "seed {}", race.seed);
        assert_eq!(race.play(), (run.clone(), inputs), "seed {}: the same inputs, the same race", race.seed);
        let winner = if race.outcome == Outcome::Won { 0 } else { 1 };
        assert_eq!(run.mice[winner].arrived, Some(run.tick), "seed {}: the winner arrived last tick", race.seed);
        assert_eq!(run.mice[winner].mouse.cell, run.board.goal);
    }
}
