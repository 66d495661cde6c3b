//! `mousemaze bot BOT --contest`: the micromouse contest ([`mousemaze::rules::contest`]) over
//! one maze file, every maze file in a folder and its subfolders, or generated mazes; per maze
//! each run's time, the best run against the fastest possible, the score and why a run
//! failed, then a summary line; `--json` one object a maze; `--trace` every instruction and
//! thought. Many mazes run on every core, printed in order.

use mousemaze::maze::unicursal::{ENDS, labyrinth};
use std::path::PathBuf;

use mousemaze::bot::Bot;
use mousemaze::bot::contest::ContestTrace;
use mousemaze::bot::practice::MAX_BOT_CELLS;
use mousemaze::bot::script::Script;
use mousemaze::content::maze_file::{board_of_within, listed};
use mousemaze::maze::export::ascii;
use mousemaze::maze::generate::micromouse;
use mousemaze::maze::rng::seed_from_text;
use mousemaze::maze::text::printable;
use mousemaze::rules::contest::{ContestResult, ContestRules, ContestRun, RunEnd, contest_board};
use mousemaze::rules::{Board, clock, seconds, seconds_text};
use rayon::prelude::*;
use serde::Serialize;

use super::MazeStyle;
use super::bot_args::BotArgs;
use super::bot_output::{print_steps, quote};

/// One maze of the contest: its name, the board (or why there is none) and how it went.
struct Entry {
    /// The file, or `None` for a generated maze.
    file: Option<String>,
    seed: Option<u64>,
    outcome: Result<(Board, ContestTrace), String>,
}

/// One maze to run: a file, read only when its turn comes, or a seed to generate.
pub(super) enum Source {
    File(PathBuf),
    Seed(u64),
}

pub fn run(args: &BotArgs, script: &Script) -> Result<(), String> {
    let rules = ContestRules::default();
    Bot::for_contest(&script.name, &script.source, &rules).map_err(|e| e.to_string())?;
    let (mut sources, note) = sources(args)?;
    let record = args.trace;
    if !args.json {
        println!(
            "{} in the micromouse contest ({} runs, {} of time):\n",
            script.name,
            rules.runs,
            clock(rules.budget_ticks)
        );
    }
    // A few mazes at a time, one a core, each printed (and its trace let go) as its turn comes:
    // memory holds only those few mazes and traces, however many there are.
    let at_once = if record { rayon::current_num_threads().max(1) } else { 256 };
    let mut results = Vec::new();
    let bar = super::progress_bar::items("mazes", sources.len());
    while !sources.is_empty() {
        let rest = sources.split_off(sources.len().min(at_once));
        let turn = std::mem::replace(&mut sources, rest);
        let entries: Vec<Entry> = turn
            .into_par_iter()
            .map_init(
                || Bot::for_contest(&script.name, &script.source, &rules).ok(),
                |bot, source| {
                    let (file, seed, board) = board(args, source);
                    let outcome = board.and_then(|board| {
                        let bot = bot.as_ref().ok_or("the bot did not compile")?;
                        let run = match args.contest.diagonals {
                            true => bot.contest(&board, rules, record),
                            false => bot.contest_without_diagonals(&board, rules, record),
                        };
                        Ok((board, run))
                    });
                    bar.inc(1);
                    Entry { file, seed, outcome }
                },
            )
            .collect();
        bar.suspend(|| print_entries(args, script, entries, &mut results));
    }
    bar.finish_and_clear();
    if let Some(note) = note {
        eprintln!("note: {note}");
    }
    if !args.json {
        println!("{}", summary(&results));
    }
    Ok(())
}

/// Prints the mazes of one turn, in order, and keeps their results for the summary.
fn print_entries(
    args: &BotArgs,
    script: &Script,
    entries: Vec<Entry>,
    results: &mut Vec<Result<ContestResult, String>>,
) {
    for entry in entries {
        if args.json {
            println!("{}", json(&entry));
        } else {
            print_entry(&entry, args.trace.then_some(script.name.as_str()));
        }
        results.push(entry.outcome.map(|(_, run)| run.result));
    }
}

/// The mazes asked for, in order, and a note on any left out (shared with `bot --mms`).
pub(super) fn sources(args: &BotArgs) -> Result<(Vec<Source>, Option<String>), String> {
    if let Some(file) = &args.contest.maze_file {
        board_of_within(file, MAX_BOT_CELLS as u64).map_err(|e| e.to_string())?;
        return Ok((vec![Source::File(file.clone())], None));
    }
    if let Some(dir) = &args.contest.mazes {
        if !dir.is_dir() {
            return Err(printable(&format!("{}: not a folder (--mazes takes a folder of maze files)", dir.display()))
                .into_owned());
        }
        let listing = listed(dir);
        if listing.files.is_empty() {
            return Err(printable(&format!("{}: no maze files (.txt, .maz, .num) in it", dir.display())).into_owned());
        }
        let note = listing.note();
        return Ok((listing.files.into_iter().map(Source::File).collect(), note));
    }
    let first = args.maze.seed.as_deref().map_or(0, seed_from_text);
    let (width, height) = args.maze.size(args.contest.style());
    if args.contest.style() == MazeStyle::Micromouse {
        micromouse::check_sides(width, height).map_err(|e| e.to_string())?;
    }
    Ok(((0..args.seeds).map(|i| Source::Seed(first.wrapping_add(i))).collect(), None))
}

/// A maze's (file, seed, board or why not): a file read with the bots' size limit, so a huge
/// one is refused as it is read; a seed generated.
pub(super) fn board(args: &BotArgs, source: Source) -> (Option<String>, Option<u64>, Result<Board, String>) {
    match source {
        Source::File(path) => {
            let name = printable(&path.display().to_string()).into_owned();
            (Some(name), None, board_of_within(&path, MAX_BOT_CELLS as u64).map_err(|e| e.without_file()))
        }
        Source::Seed(seed) => {
            let (width, height) = args.maze.size(args.contest.style());
            let board = match args.contest.style() {
                MazeStyle::Micromouse => {
                    micromouse::generate(width, height, seed).map_err(|e| e.to_string()).map(contest_board)
                }
                MazeStyle::Plain => {
                    let recipe = mousemaze::maze::recipe::MazeRecipe { width, height, ..args.maze.recipe_unseeded() };
                    mousemaze::bot::practice::board(recipe.with_seed(seed), args.ends).map_err(|e| e.to_string())
                }
                MazeStyle::Labyrinth => {
                    let recipe = mousemaze::maze::recipe::MazeRecipe { width, height, ..args.maze.recipe_unseeded() };
                    let made = recipe.with_seed(seed).build().map_err(|e| e.to_string());
                    let path = made.and_then(|maze| labyrinth(&maze).map_err(|e| e.to_string()));
                    path.map(|path| Board::new(path, ENDS.0, ENDS.1))
                }
            };
            (None, Some(seed), board)
        }
    }
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
        println!("(S: the start; *: the cells the mouse crossed; G: the cell where it stopped, not the goal)");
    }
    let best = result.best().map(|(i, _)| i);
    for (i, r) in result.runs.iter().enumerate() {
        let how = match &r.end {
            RunEnd::Reached { ticks } => {
                format!("{} ({}){}", clock(*ticks), run_moves(r), if best == Some(i) { ", best" } else { "" })
            }
            RunEnd::Failed(why) => format!("failed after {} moves: {why}", r.moves),
            RunEnd::UnderWay => format!("unfinished after {} moves", r.moves),
        };
        println!("  run {}: {how}", i + 1);
    }
    let fastest = result.fastest_possible.map_or("none (the goal cannot be reached)".into(), |(t, m)| {
        let diagonal =
            result.fastest_with_diagonals.map_or(String::new(), |d| format!("; {} with diagonals", clock(d)));
        format!("{} ({m} moves; this cost model, no diagonal moves{diagonal})", clock(t))
    });
    match (result.best(), result.score_ticks()) {
        (Some((_, run)), Some(score)) => println!(
            "  best run {} against the fastest possible {fastest}: {:.1}%; in the maze {}, carried back {}; score {}\n",
            clock(run.ticks().unwrap_or(0)),
            ratio(result).unwrap_or(0.0) * 100.0,
            clock(result.maze_ticks),
            result.carried,
            seconds_text(score)
        ),
        _ => println!("  no run reached the goal: no score (fastest possible {fastest})\n"),
    }
}

/// The best run's time over the fastest possible.
/// A reached run's moves: `84 moves`, or `84 moves, the last 60 timed` when it passed the
/// start on the way and its clock began again there.
fn run_moves(run: &ContestRun) -> String {
    if run.timed_moves == run.moves {
        format!("{} moves", run.moves)
    } else {
        format!("{} moves, the last {} timed", run.moves, run.timed_moves)
    }
}

fn ratio(result: &ContestResult) -> Option<f64> {
    let best = result.best()?.1.ticks()? as f64;
    let (fastest, _) = result.fastest_possible?;
    Some(best / fastest.max(1) as f64)
}

/// The middle value (the mean of the two middle ones for an even count; shared with `bot --mms`).
pub(super) fn median(mut values: Vec<f64>) -> Option<f64> {
    values.sort_by(f64::total_cmp);
    let n = values.len();
    match n {
        0 => None,
        _ if n % 2 == 1 => Some(values[n / 2]),
        _ => Some((values[n / 2 - 1] + values[n / 2]) / 2.0),
    }
}

/// The summary line; flood fill over `--seeds 500` prints
/// `solved 500/500; best run / fastest possible: median 1.000, worst 1.000; score median 8.93 s`.
fn summary(outcomes: &[Result<ContestResult, String>]) -> String {
    let results: Vec<&ContestResult> = outcomes.iter().filter_map(|r| r.as_ref().ok()).collect();
    let solved = results.iter().filter(|r| r.solved()).count();
    let ratios: Vec<f64> = results.iter().filter_map(|r| ratio(r)).collect();
    let worst = ratios.iter().copied().fold(None, |w: Option<f64>, r| Some(w.map_or(r, |w| w.max(r))));
    let scores: Vec<f64> = results.iter().filter_map(|r| r.score_ticks()).collect();
    let mut line = format!("solved {solved}/{}", outcomes.len());
    if let (Some(middle), Some(worst)) = (median(ratios), worst) {
        line += &format!("; best run / fastest possible: median {middle:.3}, worst {worst:.3}");
    }
    match median(scores) {
        Some(score) => line += &format!("; score median {}", seconds_text(score)),
        None => line += "; no score (no run reached the goal)",
    }
    line
}

/// One maze's line of `--json`.
#[derive(Serialize)]
struct MazeJson<'a> {
    file: Option<&'a str>,
    seed: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    width: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    height: Option<u32>,
    solved: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<&'a str>,
    #[serde(flatten)]
    result: Option<ResultJson>,
}

/// A contest's result in JSON: times in seconds rounded to hundredths ([`seconds`]), as the
/// text shows them.
#[derive(Serialize)]
pub(super) struct ResultJson {
    runs: Vec<RunJson>,
    best_run_moves: Option<u32>,
    best_run_seconds: Option<f64>,
    fastest_possible_seconds: Option<f64>,
    fastest_possible_moves: Option<usize>,
    /// With 45° turns and diagonal runs (`solve --diagonals`'s cost model); `null` unless
    /// `--diagonals` asks for it.
    fastest_possible_diagonal_seconds: Option<f64>,
    maze_seconds: f64,
    carried: u32,
    #[serde(flatten)]
    score: ScoreJson,
}

/// The contest's score in seconds (`null` with no run at the goal): `score` in `bot
/// --contest`'s JSON, `contest_seconds` in `bot --mms`'s, which has mms's score beside it.
#[derive(Serialize)]
enum ScoreJson {
    #[serde(rename = "score")]
    Contest(Option<f64>),
    #[serde(rename = "contest_seconds")]
    BesideMms(Option<f64>),
}

#[derive(Serialize)]
struct RunJson {
    seconds: Option<f64>,
    /// All its moves; `timed_moves` those its time covers.
    moves: u32,
    timed_moves: u32,
    reached: bool,
    failed: Option<String>,
}

impl ResultJson {
    /// The result as `bot --mms --json` names it: its score `contest_seconds`.
    pub(super) fn beside_mms(result: &ContestResult) -> ResultJson {
        let json = ResultJson::of(result);
        let (ScoreJson::Contest(seconds) | ScoreJson::BesideMms(seconds)) = json.score;
        ResultJson { score: ScoreJson::BesideMms(seconds), ..json }
    }

    pub(super) fn of(result: &ContestResult) -> ResultJson {
        let time = |ticks: u64| seconds(ticks as f64);
        let runs = result
            .runs
            .iter()
            .map(|r| RunJson {
                seconds: r.ticks().map(time),
                moves: r.moves,
                timed_moves: r.timed_moves,
                reached: r.ticks().is_some(),
                failed: r.failure().map(|why| why.to_string()),
            })
            .collect();
        let best = result.best().map(|(_, r)| r);
        ResultJson {
            runs,
            best_run_moves: best.map(|r| r.moves),
            best_run_seconds: best.and_then(ContestRun::ticks).map(time),
            fastest_possible_seconds: result.fastest_possible.map(|(t, _)| time(t)),
            fastest_possible_moves: result.fastest_possible.map(|(_, m)| m),
            fastest_possible_diagonal_seconds: result.fastest_with_diagonals.map(time),
            maze_seconds: time(result.maze_ticks),
            carried: result.carried,
            score: ScoreJson::Contest(result.score_ticks().map(seconds)),
        }
    }
}

/// JSON text of `value` (serde's: it cannot fail on these plain types).
pub(super) fn json_text(value: &impl Serialize) -> String {
    serde_json::to_string(value).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
}

fn json(entry: &Entry) -> String {
    let (file, seed) = (entry.file.as_deref(), entry.seed);
    let line = match &entry.outcome {
        Ok((board, run)) => MazeJson {
            file,
            seed,
            width: Some(board.maze.width()),
            height: Some(board.maze.height()),
            solved: run.result.solved(),
            error: None,
            result: Some(ResultJson::of(&run.result)),
        },
        Err(why) => MazeJson { file, seed, width: None, height: None, solved: false, error: Some(why), result: None },
    };
    json_text(&line)
}

pub(super) fn json_start<'a, T>(
    file: Option<&str>,
    seed: Option<u64>,
    outcome: &'a Result<T, String>,
) -> Result<(String, &'a T), String> {
    let file = file.map_or("null".into(), quote);
    let seed = seed.map_or("null".into(), |s| s.to_string());
    let start = format!("{{\"file\":{file},\"seed\":{seed},");
    match outcome {
        Ok(done) => Ok((start, done)),
        Err(why) => Err(format!("{start}\"solved\":false,\"error\":{}}}", quote(why))),
    }
}
