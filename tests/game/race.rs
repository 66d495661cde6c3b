//! The same races as the core's golden table (`tests/core/races.rs`, included here), played
//! through the headless game: the keys the core's scripted player pressed are tapped tick by
//! tick, and the game's run must end on the same tick, with the same winner, in the same
//! state as the core's.

#[path = "../core/races.rs"]
#[allow(dead_code)]
mod races;

use mousemaze::game::{RunConfig, Screen};
use mousemaze::rules::Outcome;

use super::harness::{game, idle, normal, play_input, run, screen};

#[test]
fn the_game_plays_the_cores_races_tick_for_tick() {
    for race in &races::RACES {
        let (core, inputs) = race.play();
        let config = RunConfig { rival: race.rival, rival_speed: race.rival_speed, ..normal(race.seed) };
        let mut app = game(config);
        assert_eq!(run(&app), race.start(), "seed {}: the game starts the core's run", race.seed);
        for input in &inputs {
            play_input(&mut app, *input);
        }
        idle(&mut app);
        let played = run(&app);
        assert_eq!((played.tick, played.outcome), (race.ticks, Some(race.outcome)), "seed {}", race.seed);
        assert_eq!(played, core, "seed {}: every mouse where the core has it", race.seed);
        let expected = if race.outcome == Outcome::Won { Screen::Won } else { Screen::Lost };
        assert_eq!(screen(&app), expected, "seed {}", race.seed);
    }
}
