//! `mousemaze simulate`: the balance table. A player who taps the keys of the fastest route
//! (the shortest, or through doors the earliest-arrival route, waiting where it must) races
//! each difficulty's rival over many seeds, tick by tick in the rules core (the game's own
//! simulation); the table gives the win rate and the slack (how much slower than that
//! fastest run the player may be and still win). The races run on every core (rayon); the
//! table is the same as one core's, since each row is made from its races in seed order.

use clap::Args;
use mousemaze::content::balance::{Balance, slack};
use mousemaze::content::difficulty::Difficulty;
use mousemaze::rules::PLAYER_SPEED;
use mousemaze::rules::pace;
use rayon::prelude::*;

#[derive(Args, Debug)]
pub struct SimulateArgs {
    /// How many seeds (0..N) to play per difficulty.
    #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(u64).range(1..=100_000))]
    seeds: u64,
}

/// Prints the balance table (Markdown, ready for docs/playing.md's difficulty table).
pub fn run(args: &SimulateArgs) {
    println!("A player running the fastest route at {PLAYER_SPEED} cells/s, seeds 0..{}:\n", args.seeds);
    println!("| difficulty | maze | rival | rival speed | player wins | slack p10 | slack median | slack p90 |");
    println!("|---|---|---|---|---|---|---|---|");
    // Every (difficulty, seed) race at once, so no core waits at the end of a difficulty.
    let races: Vec<(Difficulty, u64)> =
        Difficulty::ALL.iter().flat_map(|&difficulty| (0..args.seeds).map(move |seed| (difficulty, seed))).collect();
    let slacks: Vec<f32> = races.par_iter().map(|&(difficulty, seed)| slack(difficulty, seed)).collect();
    for (difficulty, slacks) in Difficulty::ALL.into_iter().zip(slacks.chunks(args.seeds as usize)) {
        let p = difficulty.preset();
        let m = p.maze;
        let b = Balance::from_slacks(difficulty, slacks.to_vec());
        // Mice run whole ticks a cell: the speed the race really had.
        let rival_speed = pace(PLAYER_SPEED) as f32 / pace(PLAYER_SPEED * p.rival_speed) as f32;
        println!(
            "| {difficulty} | {}x{} {}, braid {:.0}%{} | {} | {:.2}x | {:.0}% | {:+.0}% | {:+.0}% | {:+.0}% |",
            m.width,
            m.height,
            m.algorithm,
            m.braid * 100.0,
            if m.doors.is_none() { String::new() } else { format!(", {}", m.doors) } + if p.fog { ", fog" } else { "" },
            p.rival,
            rival_speed,
            b.win_rate * 100.0,
            b.slack_p10 * 100.0,
            b.slack_median * 100.0,
            b.slack_p90 * 100.0
        );
    }
    println!("\nslack: how much slower than the fastest run (the shortest route, waiting at doors as little");
    println!("as possible) the player can be and still win.");
}
