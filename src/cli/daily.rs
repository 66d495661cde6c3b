//! `mousemaze daily [--date YYYY-MM-DD]`: the daily maze of a day (today in UTC by default):
//! its recipe and rival on the first line, then the maze in ASCII with its doors, and with
//! `--solve` the earliest-arrival route and its waits.

use clap::Args;
use mousemaze::content::daily::{Daily, Date};
use mousemaze::maze::export::{Marks, ascii};

use super::timed;

#[derive(Args, Debug)]
pub struct DailyArgs {
    /// The day, YYYY-MM-DD (UTC) [default: today]
    #[arg(long, value_parser = parse_date)]
    date: Option<Date>,
    /// Draw the earliest-arrival route, and print where it waits.
    #[arg(long)]
    solve: bool,
}

fn parse_date(text: &str) -> Result<Date, String> {
    text.parse().map_err(|e: mousemaze::content::daily::DateError| e.to_string())
}

/// Prints the day's maze.
pub fn run(args: &DailyArgs) -> Result<(), String> {
    let daily = Daily::of(args.date.unwrap_or_else(Date::today));
    let recipe = daily.recipe;
    let (maze, doors) = recipe.build_with_doors().map_err(|e| e.to_string())?;
    println!(
        "daily maze {}: {}x{} {}, seed {}{}, {}; {} at {}x",
        daily.date,
        recipe.width,
        recipe.height,
        recipe.algorithm,
        recipe.seed,
        if recipe.braid > 0.0 { format!(", braid {}", recipe.braid) } else { String::new() },
        recipe.doors,
        daily.rival,
        daily.rival_speed
    );
    let (start, goal) = maze.corners();
    let route =
        if args.solve { Some(timed::earliest(&maze, &doors, start, goal).map_err(|e| e.to_string())?) } else { None };
    let marks = route.as_ref().map_or_else(Marks::default, |r| Marks::path(&r.path)).with_doors(&doors);
    print!("{}", ascii::render_marked(&maze, &marks));
    for note in route.iter().flat_map(|r| timed::notes(&maze, r)) {
        println!("{note}");
    }
    Ok(())
}
