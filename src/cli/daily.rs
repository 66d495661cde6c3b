//! `mousemaze daily [--date YYYY-MM-DD]`: the daily maze of a day (today in UTC by default):
//! its recipe and rival on the first line, then the maze in ASCII with its doors, and with
//! `--solve` the earliest-arrival route and its waits. A Sunday's maze is of another shape:
//! its recipe, its size and shortest way, the `generate` command that draws it (text draws
//! square mazes only), and with `--solve` the fastest run's moves and time.

use clap::Args;
use mousemaze::content::daily::{Daily, Date};
use mousemaze::content::shaped_recipe::ShapedRecipe;
use mousemaze::maze::doors::DoorAmount;
use mousemaze::maze::export::{Marks, ascii};
use mousemaze::maze::shape::Shape;
use mousemaze::rules::{Outcome, PLAYER_SPEED, RouteKeys, clock};

use super::timed;

#[derive(Args, Debug)]
pub struct DailyArgs {
    /// The day, YYYY-MM-DD (UTC) [default: today]
    #[arg(long, value_parser = parse_date)]
    date: Option<Date>,
    /// Draw the earliest-arrival route, and print where it waits (on a Sunday's shaped maze:
    /// the fastest run's moves and time).
    #[arg(long)]
    solve: bool,
}

fn parse_date(text: &str) -> Result<Date, String> {
    text.parse().map_err(|e: mousemaze::content::daily::DateError| e.to_string())
}

/// Prints the day's maze.
pub fn run(args: &DailyArgs) -> Result<(), String> {
    let daily = Daily::of(args.date.unwrap_or_else(Date::today));
    if let Some(shaped) = daily.shaped {
        return print_shaped(&daily, &shaped, args.solve);
    }
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

/// A Sunday's maze of another shape: its recipe, its size, how to draw it, and with `solve`
/// the fastest run, raced by the rules core.
fn print_shaped(daily: &Daily, shaped: &ShapedRecipe, solve: bool) -> Result<(), String> {
    let ShapedRecipe { shape, algorithm, seed, braid, doors, .. } = *shaped;
    let braid_text = if braid > 0.0 { format!(", braid {braid}") } else { String::new() };
    let doors_text = if doors.is_none() { "no doors".to_string() } else { doors.to_string() };
    let (date, rival, speed) = (daily.date, daily.rival, daily.rival_speed);
    println!("daily maze {date}: {shape}, {algorithm}, seed {seed}{braid_text}, {doors_text}; {rival} at {speed}x");
    let board = daily.shaped_board().map_err(|e| e.to_string())?;
    let race = shaped.run(1, PLAYER_SPEED, &[]).map_err(|e| e.to_string())?;
    println!("{} cells; the shortest way is {} moves", board.maze.len(), race.shortest_moves);
    println!("drawn by: mousemaze generate {} --format svg --output daily.svg", generate_args(shaped));
    if solve {
        let mut race = race;
        let keys = RouteKeys::fastest(&race);
        while race.outcome.is_none() && race.tick < mousemaze::rules::MAX_GHOST_TICKS {
            race.step(keys.input(&race));
        }
        if race.outcome != Some(Outcome::Won) {
            return Err(format!("the daily maze of {date}: the fastest keys found no way to the cheese"));
        }
        let player = race.player();
        println!("the fastest run: {} moves in {}", player.moves, clock(race.tick));
    }
    Ok(())
}

/// The arguments `generate` makes the same maze from.
fn generate_args(shaped: &ShapedRecipe) -> String {
    let shape = match shaped.shape {
        Shape::Square { width, height } => format!("-W {width} -H {height}"),
        Shape::Hex { width, height } => format!("--shape hex -W {width} -H {height}"),
        Shape::Hexagon { radius } => format!("--shape hex --radius {radius}"),
        Shape::Triangle { width, height } => format!("--shape triangle -W {width} -H {height}"),
        Shape::Polar { rings } => format!("--shape polar --rings {rings}"),
        Shape::Zeta { width, height } => format!("--shape zeta -W {width} -H {height}"),
        Shape::Upsilon { width, height } => format!("--shape upsilon -W {width} -H {height}"),
        Shape::Floors { width, height, floors } => format!("--floors {floors} -W {width} -H {height}"),
        Shape::Wrapped { width, height, wrap } => format!("--wrap {wrap} -W {width} -H {height}"),
    };
    let mut args = format!("{shape} -a {} --seed {}", shaped.algorithm, shaped.seed);
    if shaped.braid > 0.0 {
        args += &format!(" --braid {}", shaped.braid);
    }
    match shaped.doors {
        DoorAmount::Count(0) => {}
        DoorAmount::Count(count) => args += &format!(" --doors {count}"),
        DoorAmount::Share(share) => args += &format!(" --doors {share}"),
    }
    args
}
