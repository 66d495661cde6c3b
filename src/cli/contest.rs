//! `mousemaze bot BOT --contest`: the micromouse contest ([`mousemaze::rules::contest`]) over
//! one maze file, every maze file in a folder and its subfolders, or generated mazes; per maze
//! each run's time, the best run against the fastest possible, the score and why a run
//! failed, then a summary line; `--json` one object a maze; `--trace` every instruction and
//! thought. Many mazes run on every core, printed in order.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use clap::Args;
use mousemaze::bot::Bot;
use mousemaze::bot::contest::ContestTrace;
use mousemaze::bot::script::Script;
use mousemaze::content::maze_file::{board_of, listed};
use mousemaze::maze::export::ascii;
use mousemaze::maze::generate::micromouse;
use mousemaze::maze::rng::seed_from_text;
use mousemaze::maze::text::printable;
use mousemaze::rules::contest::{ContestResult, ContestRules, contest_board, seconds};
use mousemaze::rules::{Board, clock};
use rayon::prelude::*;

use super::MazeStyle;
use super::bot::{BotArgs, print_steps, quote};

/// The contest's options of `mousemaze bot`.
#[derive(Args, Debug)]
pub struct ContestArgs {
    /// Run the micromouse contest: 5 runs within 10 minutes of the game clock, scored on the
    /// best run plus 1/30 of all the time in the maze (bots/README.md has the rules).
    #[arg(long, conflicts_with = "difficulty")]
    pub contest: bool,
    /// Run on this maze file (mousemaze or micromouse text, .maz, .num) instead of generating.
    #[arg(long = "maze", value_name = "FILE", conflicts_with = "mazes")]
    pub maze_file: Option<PathBuf>,
    /// With --contest: every maze file (.txt, .maz, .num) in DIR and its subfolders.
    #[arg(long, value_name = "DIR", requires = "contest")]
    pub mazes: Option<PathBuf>,
    /// With --contest, the generated mazes: micromouse contest mazes (16×16 unless -W -H say),
    /// or the generator's (corner to corner).
    #[arg(long, value_enum, default_value_t = MazeStyle::Micromouse, requires = "contest")]
    pub style: MazeStyle,
}

/// One maze of the contest: its name, the board (or why there is none) and how it went.
struct Entry {
    /// The file, or `None` for a generated maze.
    file: Option<String>,
    seed: Option<u64>,
    outcome: Result<(Board, ContestTrace), String>,
}

pub fn run(args: &BotArgs, script: &Script) -> Result<(), String> {
    let rules = ContestRules::default();
    Bot::for_contest(&script.name, &script.source, &rules).map_err(|e| e.to_string())?;
    let sources = sources(args)?;
    let record = args.trace;
    let entries: Vec<Entry> = sources
        .into_par_iter()
        .map_init(
            || Bot::for_contest(&script.name, &script.source, &rules).ok(),
            |bot, (file, seed, board)| {
                let outcome = board.and_then(|board| {
                    let bot = bot.as_ref().ok_or("the bot did not compile")?;
                    let run = bot.contest(&board, rules, record);
                    Ok((board, run))
                });
                Entry { file, seed, outcome }
            },
        )
        .collect();
    if args.json {
        entries.iter().for_each(|e| println!("{}", json(e)));
        return Ok(());
    }
    println!(
        "{} in the micromouse contest ({} runs, {} of time):\n",
        script.name,
        rules.runs,
        clock(rules.budget_ticks)
    );
    for entry in &entries {
        print_entry(entry, args.trace.then_some(script.name.as_str()));
    }
    println!("{}", summary(&entries));
    Ok(())
}

/// The mazes asked for: (file, seed, board or why not), in order.
#[allow(clippy::type_complexity)]
fn sources(args: &BotArgs) -> Result<Vec<(Option<String>, Option<u64>, Result<Board, String>)>, String> {
    let file_board = |path: &Path| {
        let name = printable(&path.display().to_string()).into_owned();
        (Some(name), None, board_of(path).map_err(|e| e.why))
    };
    if let Some(file) = &args.contest.maze_file {
        let board = board_of(file).map_err(|e| e.to_string())?;
        return Ok(vec![(Some(printable(&file.display().to_string()).into_owned()), None, Ok(board))]);
    }
    if let Some(dir) = &args.contest.mazes {
        if !dir.is_dir() {
            return Err(printable(&format!("{}: not a folder (--mazes takes a folder of maze files)", dir.display()))
                .into_owned());
        }
        let files = listed(dir);
        if files.is_empty() {
            return Err(printable(&format!("{}: no maze files (.txt, .maz, .num) in it", dir.display())).into_owned());
        }
        return Ok(files.par_iter().map(|f| file_board(f)).collect());
    }
    let first = args.maze.seed.as_deref().map_or(0, seed_from_text);
    let (width, height) = args.maze.size(args.contest.style);
    if args.contest.style == MazeStyle::Micromouse {
        micromouse::check_sides(width, height).map_err(|e| e.to_string())?;
    }
    let recipe = mousemaze::maze::recipe::MazeRecipe { width, height, ..args.maze.recipe_unseeded() };
    let seeds: Vec<u64> = (0..args.seeds).map(|i| first.wrapping_add(i)).collect();
    Ok(seeds
        .into_par_iter()
        .map(|seed| {
            let board = match args.contest.style {
                MazeStyle::Micromouse => {
                    micromouse::generate(width, height, seed).map_err(|e| e.to_string()).map(contest_board)
                }
                MazeStyle::Plain => {
                    mousemaze::bot::practice::board(recipe.with_seed(seed), args.ends).map_err(|e| e.to_string())
                }
            };
            (None, Some(seed), board)
        })
        .collect())
}

/// The maze's name in the table: its file, or its seed.
fn name(entry: &Entry) -> String {
    match (&entry.file, entry.seed) {
        (Some(file), _) => file.clone(),
        (None, Some(seed)) => format!("seed {seed}"),
        (None, None) => "maze".into(),
    }
}

/// One contest's result; with `trace` (the script's name), every instruction first.
fn print_entry(entry: &Entry, trace: Option<&str>) {
    let (board, run) = match &entry.outcome {
        Ok(done) => done,
        Err(why) => {
            println!("{}: {why}\n", name(entry));
            return;
        }
    };
    let result = &run.result;
    let size = format!("{}x{}", board.maze.width(), board.maze.height());
    println!("{} ({size}, {} goal cells):", name(entry), board.goals().len());
    if let Some(file) = trace {
        print_steps(file, &run.trace);
        print!("{}", ascii::render(&board.maze, Some(&run.trace.path)));
    }
    let best = result.best().map(|(i, _)| i);
    for (i, r) in result.runs.iter().enumerate() {
        let how = match (r.ticks, &r.failed) {
            (Some(ticks), _) => {
                format!("{} ({} moves){}", clock(ticks), r.moves, if best == Some(i) { ", best" } else { "" })
            }
            (None, Some(why)) => format!("failed after {} moves: {why}", r.moves),
            (None, None) => format!("unfinished after {} moves", r.moves),
        };
        println!("  run {}: {how}", i + 1);
    }
    let fastest = result.fastest_possible.map_or("none (the goal cannot be reached)".into(), |(t, m)| {
        format!("{} ({m} moves; this cost model, no diagonal moves)", clock(t))
    });
    match (result.best(), result.score_ticks()) {
        (Some((_, run)), Some(score)) => println!(
            "  best run {} against the fastest possible {fastest}: {:.1}%; in the maze {}, carried back {}; score {:.2} s\n",
            clock(run.ticks.unwrap_or(0)),
            ratio(result).unwrap_or(0.0) * 100.0,
            clock(result.maze_ticks),
            result.carried,
            seconds(score)
        ),
        _ => println!("  no run reached the goal: no score (fastest possible {fastest})\n"),
    }
}

/// The best run's time over the fastest possible.
fn ratio(result: &ContestResult) -> Option<f64> {
    let best = result.best()?.1.ticks? as f64;
    let (fastest, _) = result.fastest_possible?;
    Some(best / fastest.max(1) as f64)
}

/// The middle value (the mean of the two middle ones for an even count).
fn median(mut values: Vec<f64>) -> Option<f64> {
    values.sort_by(f64::total_cmp);
    let n = values.len();
    match n {
        0 => None,
        _ if n % 2 == 1 => Some(values[n / 2]),
        _ => Some((values[n / 2 - 1] + values[n / 2]) / 2.0),
    }
}

/// `solved 500/500; best run / fastest possible: median 1.000, worst 1.083; score median 9.41 s`.
fn summary(entries: &[Entry]) -> String {
    let results: Vec<&ContestResult> =
        entries.iter().filter_map(|e| e.outcome.as_ref().ok()).map(|(_, r)| &r.result).collect();
    let solved = results.iter().filter(|r| r.solved()).count();
    let ratios: Vec<f64> = results.iter().filter_map(|r| ratio(r)).collect();
    let worst = ratios.iter().copied().fold(None, |w: Option<f64>, r| Some(w.map_or(r, |w| w.max(r))));
    let scores: Vec<f64> = results.iter().filter_map(|r| r.score_ticks()).map(seconds).collect();
    let show = |v: Option<f64>, digits: usize| v.map_or("-".into(), |v| format!("{v:.digits$}"));
    format!(
        "solved {solved}/{}; best run / fastest possible: median {}, worst {}; score median {} s",
        entries.len(),
        show(median(ratios), 3),
        show(worst, 3),
        show(median(scores), 2)
    )
}

/// One maze as a JSON object.
fn json(entry: &Entry) -> String {
    let file = entry.file.as_deref().map_or("null".into(), quote);
    let seed = entry.seed.map_or("null".into(), |s| s.to_string());
    let mut out = format!("{{\"file\":{file},\"seed\":{seed},");
    let (board, run) = match &entry.outcome {
        Ok(done) => done,
        Err(why) => {
            let _ = write!(out, "\"solved\":false,\"error\":{}}}", quote(why));
            return out;
        }
    };
    let result = &run.result;
    let number = |v: Option<f64>| v.map_or("null".into(), |v| format!("{v:.3}"));
    let _ = write!(
        out,
        "\"width\":{},\"height\":{},\"solved\":{},\"runs\":[",
        board.maze.width(),
        board.maze.height(),
        result.solved()
    );
    for (i, r) in result.runs.iter().enumerate() {
        let failed = r.failed.as_deref().map_or("null".into(), quote);
        let _ = write!(
            out,
            "{}{{\"seconds\":{},\"moves\":{},\"reached\":{},\"failed\":{failed}}}",
            if i > 0 { "," } else { "" },
            number(r.ticks.map(|t| seconds(t as f64))),
            r.moves,
            r.ticks.is_some()
        );
    }
    let best = result.best().map(|(_, r)| r);
    let _ = write!(
        out,
        "],\"best_run_moves\":{},\"best_run_seconds\":{},\"fastest_possible_seconds\":{},\"fastest_possible_moves\":{},\"maze_seconds\":{},\"carried\":{},\"score\":{}}}",
        best.map_or("null".into(), |r| r.moves.to_string()),
        number(best.and_then(|r| r.ticks).map(|t| seconds(t as f64))),
        number(result.fastest_possible.map(|(t, _)| seconds(t as f64))),
        result.fastest_possible.map_or("null".into(), |(_, m)| m.to_string()),
        number(Some(seconds(result.maze_ticks as f64))),
        result.carried,
        number(result.score_ticks().map(seconds))
    );
    out
}
