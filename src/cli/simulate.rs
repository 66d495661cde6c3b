//! `mousemaze simulate`: the balance tables. Two players race each difficulty's rival over
//! many seeds, tick by tick in the rules core (the game's own simulation): a perfect one who
//! taps the keys of the fastest route (the shortest, or through doors the earliest-arrival
//! route, waiting where it must), and a searching one who sees what a person sees and finds
//! its way (`content::searching_player`). Each table gives the win rate, the slack (how much
//! slower than its own run the player may be and still win) and the detour (how many more
//! cells than the shortest route it ran). The races run on every core (rayon); the tables are
//! the same as one core's, since each row is made from its races in seed order.

use clap::Args;
use mousemaze::content::balance::{Balance, Player, RaceError, RaceResult, race};
use mousemaze::content::difficulty::Difficulty;
use mousemaze::content::press_windows::{QUARTER_SECOND, turn_windows};
use mousemaze::content::searching_player::ATTENTION_RADIUS;
use mousemaze::rules::PLAYER_SPEED;
use mousemaze::rules::{CORNER_PERCENT, PRESS_KEPT_TICKS, TICKS_PER_SECOND, pace};
use rayon::prelude::*;

#[derive(Args, Debug)]
pub struct SimulateArgs {
    /// How many seeds (0..N) to play per difficulty.
    #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(u64).range(1..=100_000))]
    seeds: u64,
    /// Instead of the balance, how forgiving the keys are: for each turn of the fastest route
    /// that needs a key, the longest stretch in which one tap of it takes the route, and the
    /// share of turns whose stretch is at least a quarter of a second.
    #[arg(long)]
    press_windows: bool,
}

/// Prints the balance tables, the perfect player's then the searching player's (Markdown,
/// ready for docs/playing.md's difficulty tables).
pub fn run(args: &SimulateArgs) {
    if args.press_windows {
        return press_windows(args.seeds);
    }
    // Every (player, difficulty, seed) race at once, so no core waits at the end of a row.
    let races: Vec<(Player, Difficulty, u64)> = Player::ALL
        .iter()
        .flat_map(|&player| Difficulty::ALL.iter().map(move |&difficulty| (player, difficulty)))
        .flat_map(|(player, difficulty)| (0..args.seeds).map(move |seed| (player, difficulty, seed)))
        .collect();
    let results: Vec<Result<RaceResult, RaceError>> =
        races.par_iter().map(|&(player, difficulty, seed)| race(player, difficulty, seed)).collect();
    let mut rows = results.chunks(args.seeds as usize);
    for player in Player::ALL {
        match player {
            Player::Perfect => {
                println!("A player running the fastest route at {PLAYER_SPEED} cells/s, seeds 0..{}:\n", args.seeds)
            }
            Player::Searching => println!(
                "\nA player searching at {PLAYER_SPEED} cells/s, seeing what a person sees (fog on Expert, \
                 elsewhere the walls within {ATTENTION_RADIUS} cells of the mouse), seeds 0..{}:\n",
                args.seeds
            ),
        }
        println!(
            "| difficulty | maze | rival | rival speed | player wins | slack p10 | slack median | slack p90 | detour median |"
        );
        println!("|---|---|---|---|---|---|---|---|---|");
        for (difficulty, row) in Difficulty::ALL.into_iter().zip(rows.by_ref()) {
            print_row(player, difficulty, row);
        }
    }
    println!("\nslack: how much slower than its own run the player could have been and still won (negative:");
    println!("how much faster it had to be). detour: how many more cells than the shortest route it ran.");
}

/// One row of a table: the preset, then how `player` fared in its races.
fn print_row(player: Player, difficulty: Difficulty, races: &[Result<RaceResult, RaceError>]) {
    let p = difficulty.preset();
    let m = p.maze;
    let slacks = races.iter().map(|r| r.as_ref().map_or(f32::NEG_INFINITY, RaceResult::slack)).collect();
    let b = Balance::from_slacks(player, difficulty, slacks);
    let mut detours: Vec<f32> = races.iter().flatten().map(RaceResult::detour).collect();
    detours.sort_by(f32::total_cmp);
    let detour = detours.get(detours.len() / 2).copied().unwrap_or(0.0);
    // Mice run whole ticks a cell: the speed the race really had.
    let rival_speed = pace(PLAYER_SPEED) as f32 / pace(PLAYER_SPEED * p.rival_speed) as f32;
    println!(
        "| {difficulty} | {}x{} {}, braid {:.0}%{} | {} | {:.2}x | {:.0}% | {:+.0}% | {:+.0}% | {:+.0}% | {:+.0}% |",
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
        b.slack_p90 * 100.0,
        detour * 100.0
    );
}

/// Prints the press windows' table (Markdown, for docs/playing.md).
fn press_windows(seeds: u64) {
    let (kept, corner) = (ticks_ms(u64::from(PRESS_KEPT_TICKS)), CORNER_PERCENT);
    println!("Turns of the fastest route that need a key, seeds 0..{seeds}: the longest stretch in which");
    println!("one tap of the turn takes the route (a press kept {kept} ms, cornering up to {corner}% of a cell):\n");
    println!("| difficulty | turns | window >= 250 ms | p10 | median |");
    println!("|---|---|---|---|---|");
    for difficulty in Difficulty::ALL {
        let windows: Vec<Vec<u64>> =
            (0..seeds).into_par_iter().map(|seed| turn_windows(difficulty, seed).unwrap_or_default()).collect();
        let mut all: Vec<u64> = windows.into_iter().flatten().collect();
        all.sort_unstable();
        let wide = all.iter().filter(|&&ticks| ticks >= QUARTER_SECOND).count();
        let at = |share: f64| all.get(((all.len() as f64 * share) as usize).min(all.len().saturating_sub(1)));
        let ms = |ticks: Option<&u64>| ticks.map_or("-".to_string(), |&t| format!("{} ms", ticks_ms(t)));
        let share = wide as f64 * 100.0 / all.len().max(1) as f64;
        println!("| {difficulty} | {} | {share:.1}% | {} | {} |", all.len(), ms(at(0.1)), ms(at(0.5)));
    }
}

/// Milliseconds in `ticks`, rounded.
fn ticks_ms(ticks: u64) -> u64 {
    (ticks * 1000 + u64::from(TICKS_PER_SECOND) / 2) / u64::from(TICKS_PER_SECOND)
}
