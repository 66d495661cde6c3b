//! `mousemaze bot --mms 'COMMAND ARGS'`: a mouse program written for the mms simulator, run
//! unchanged over one maze file, every maze file in a folder, or generated contest mazes
//! ([`mousemaze::bot::mms_program`]): one process per maze, as many at once as cores, each
//! until it exits or meets a limit. A table (mms's score and stats, the contest's best run
//! against the fastest possible, how it ended; "did not reach the goal" where mms's numbers
//! would be its placeholders) or, with `--json`, one JSON object a maze: `file`, `seed`,
//! `width`, `height`, `solved` (reached the goal at least once), `mms_score` (mms's score, as
//! `getStat score` answers it: 2000 until the goal is reached), `mms` (mms's ten stats by
//! name; an empty best run is -1 as `getStat` says), `exit` (its code, `"signal N"`,
//! `"timeout"`, …), `commands` (every line) and their kinds, `seconds` (the run's wall-clock
//! time), `stderr` (its last lines: the last 64 KiB, as the game keeps them, from a whole
//! line), and `contest`: the contest's numbers as `mousemaze bot --contest` gives them, but
//! its score in seconds named `contest_seconds` (`null` after a diagonal, with
//! `contest_withheld`). `--trace` prints each maze with the mouse's path and the program's
//! stderr (the same last lines).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use clap::Args;
use mousemaze::bot::mms_program::command::split_command;
use mousemaze::bot::mms_program::mouse_file::MmsMouse;
use mousemaze::bot::mms_program::process::{Exit, MmsCommand, ProgramLimits, ProgramRun, run_program};
use mousemaze::bot::mms_program::stats::format_g;
use mousemaze::maze::export::ascii;
use mousemaze::maze::text::printable;
use mousemaze::rules::contest::ContestResult;
use mousemaze::rules::seconds_text;
use rayon::prelude::*;

use super::bot::{BotArgs, quote};

/// The mms options of `mousemaze bot`.
#[derive(Args, Debug)]
pub struct MmsArgs {
    /// Run a mouse program written for the mms simulator: its run command, split as Qt's
    /// QProcess::splitCommand splits it (spaces; "double quotes" group; no shell).
    #[arg(long, value_name = "COMMAND", conflicts_with_all = ["contest", "difficulty"])]
    pub mms: Option<String>,
    /// With --mms: the folder the program runs in (mms's "Directory") [default: here].
    #[arg(long, value_name = "DIR", requires = "mms")]
    pub mms_dir: Option<PathBuf>,
    /// With --mms or a .mms file: the wall-clock limit per maze, in seconds [default: 30].
    #[arg(long, value_name = "SECONDS", value_parser = parse_timeout)]
    pub timeout: Option<f64>,
}

/// The wall-clock limit per maze when `--timeout` does not say.
const DEFAULT_TIMEOUT: f64 = 30.0;

fn parse_timeout(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(s) if s > 0.0 && s <= 86_400.0 => Ok(s),
        _ => Err(format!("{text} is not a number of seconds in (0, 86400]")),
    }
}

/// One maze's run, or why there was none.
struct Entry {
    file: Option<String>,
    seed: Option<u64>,
    outcome: Result<(ProgramRun, Result<ContestResult, String>), String>,
}

pub fn run(args: &BotArgs, command_text: &str) -> Result<(), String> {
    let words = split_command(command_text);
    if words.is_empty() {
        return Err("--mms: the run command is empty (give the program and its arguments, as in mms)".into());
    }
    let command = MmsCommand { words, dir: args.mms.mms_dir.clone() };
    if let Some(dir) = &command.dir
        && !dir.is_dir()
    {
        return Err(
            printable(&format!("{}: not a folder (--mms-dir takes the folder to run in)", dir.display())).into_owned()
        );
    }
    run_command(args, &command, (command_text, "--mms"))
}

/// `mousemaze bot NAME.mms`: the program a registered mouse file names (its `run` and
/// `dir`, as the game's Bot screen runs it), run as `--mms` runs one.
pub fn run_mouse_file(args: &BotArgs, path: &Path) -> Result<(), String> {
    let mouse = MmsMouse::read(path)?;
    if let Some(why) = mouse.missing_folder() {
        return Err(why);
    }
    run_command(args, &mouse.command, (&format!("{} ({})", mouse.name, mouse.run), &mouse.name))
}

/// Runs `command` over the mazes `args` name; `shown` heads the table, `asked` (`--mms` or
/// the .mms file) begins a message that it cannot start.
fn run_command(args: &BotArgs, command: &MmsCommand, (shown, asked): (&str, &str)) -> Result<(), String> {
    let timeout = args.mms.timeout.unwrap_or(DEFAULT_TIMEOUT);
    let limits = ProgramLimits { wall_clock: Duration::from_secs_f64(timeout), ..ProgramLimits::default() };
    let began = Instant::now();
    let (sources, note) = super::contest::sources(args)?;
    let bar = super::progress_bar::items("mazes", sources.len());
    let entries: Vec<Entry> = sources
        .into_par_iter()
        .map(|source| {
            let (file, seed, board) = super::contest::board(args, source);
            let outcome = board.map(|board| {
                let run = run_program(command, board.maze, &limits, args.trace);
                // After the program, outside its time: the fastest with diagonals only if asked.
                let contest = run.session.world.contest.clone();
                let contest = if args.contest.diagonals { contest.result_with_diagonals() } else { contest.result() };
                (run, contest)
            });
            bar.inc(1);
            Entry { file, seed, outcome }
        })
        .collect();
    bar.finish_and_clear();
    let elapsed = began.elapsed();
    if let Some(note) = note {
        eprintln!("note: {note}");
    }
    if let Some(why) = cannot_start_anywhere(&entries, asked) {
        return Err(printable(&why).into_owned());
    }
    if args.json {
        entries.iter().for_each(|e| println!("{}", json(e)));
        return Ok(());
    }
    println!("{} (mms protocol, {timeout} s a maze):\n", printable(shown));
    if args.trace {
        entries.iter().for_each(print_trace);
    }
    print_table(&entries);
    let mazes = if entries.len() == 1 { "maze" } else { "mazes" };
    println!("\n{}; {} {mazes} in {:.1} s", summary(&entries), entries.len(), elapsed.as_secs_f64());
    Ok(())
}

/// Why the program could not start, when it could start on no maze: one message, no table.
fn cannot_start_anywhere(entries: &[Entry], asked: &str) -> Option<String> {
    let mut why = None;
    for entry in entries {
        match &entry.outcome {
            Ok((run, _)) => match &run.exit {
                Exit::CannotStart(reason) => why = Some(format!("{asked}: the program cannot start: {reason}")),
                _ => return None,
            },
            Err(_) => return None,
        }
    }
    why
}

fn name(entry: &Entry) -> String {
    match (&entry.file, entry.seed) {
        (Some(file), _) => file.clone(),
        (None, Some(seed)) => format!("seed {seed}"),
        (None, None) => "maze".into(),
    }
}

/// The `exit` of the JSON: the code as a number, else words.
fn exit_json(exit: &Exit) -> String {
    match exit {
        Exit::Code(code) => code.to_string(),
        other => quote(&other.to_string()),
    }
}

fn print_trace(entry: &Entry) {
    let Ok((run, _)) = &entry.outcome else { return };
    let world = &run.session.world;
    println!("{}:", name(entry));
    let path: Vec<_> = world.path.iter().flatten().filter_map(|&cell| world.maze.pos(cell)).collect();
    print!("{}", ascii::render(&world.maze.maze, Some(&path)));
    println!("stderr ({} bytes):", run.stderr_total);
    for line in run.stderr_text().lines() {
        println!("  {}", printable(line));
    }
    println!();
}

fn print_table(entries: &[Entry]) {
    println!(
        "| maze | exit | solved | score | best run turns + eff. distance | best run (contest) | fastest possible | commands | seconds |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    for entry in entries {
        let Ok((run, contest)) = &entry.outcome else {
            let why = entry.outcome.as_ref().err().map_or("", String::as_str);
            println!("| {} | - | no | - | - | - | - | - | {} |", name(entry), printable(why).replace('|', "\\|"));
            continue;
        };
        let stats = &run.session.world.stats;
        // Unsolved, mms's numbers are placeholders (a score of 2000, a best run of -1 + -1).
        let (score, best) = match stats.solved() {
            true => (stats.answer(9), format!("{} + {}", stats.answer(3), stats.answer(7))),
            false => ("-".into(), NOT_REACHED.into()),
        };
        let (best_run, fastest) = match contest {
            Ok(result) => (
                result.best().and_then(|(_, r)| r.ticks()).map_or("-".into(), |t| seconds_text(t as f64)),
                result.fastest_possible.map_or("-".into(), |(t, _)| seconds_text(t as f64)),
            ),
            Err(_) => ("(diagonal)".into(), "-".into()),
        };
        println!(
            "| {} | {} | {} | {score} | {best} | {best_run} | {fastest} | {} | {:.2} |",
            name(entry),
            printable(&run.exit.to_string()).replace('|', "\\|"),
            if stats.solved() { "yes" } else { "no" },
            run.session.counts.commands(),
            run.elapsed.as_secs_f64()
        );
    }
}

/// What the table says where mms's numbers for a mouse that never reached the goal would be.
const NOT_REACHED: &str = "did not reach the goal";

/// `solved 500/500; mms score median 120.3; 137412 commands`: the median over the mazes
/// solved (mms's 2000 for an unsolved one is no score), the mean of the middle two for an
/// even count, written as mms writes numbers.
fn summary(entries: &[Entry]) -> String {
    let runs: Vec<&ProgramRun> = entries.iter().filter_map(|e| e.outcome.as_ref().ok()).map(|(r, _)| r).collect();
    let solved: Vec<f64> =
        runs.iter().map(|r| &r.session.world.stats).filter(|s| s.solved()).map(|s| f64::from(s.score())).collect();
    let count = solved.len();
    let score = match super::contest::median(solved) {
        _ if count == 0 && entries.len() == 1 => format!("the mouse {NOT_REACHED}"),
        None => format!("the mouse {NOT_REACHED} in any maze"),
        Some(median) if count == entries.len() => format!("mms score median {}", format_g(median)),
        Some(median) => format!("mms score median {} over the {count} solved", format_g(median)),
    };
    let commands: u64 = runs.iter().map(|r| r.session.counts.commands()).sum();
    format!("solved {count}/{}; {score}; {commands} commands", entries.len())
}

fn json(entry: &Entry) -> String {
    let (mut out, (run, contest)) = match super::contest::json_start(entry.file.as_deref(), entry.seed, &entry.outcome)
    {
        Ok(started) => started,
        Err(line) => return line,
    };
    let world = &run.session.world;
    let counts = &run.session.counts;
    let _ = write!(
        out,
        "\"width\":{},\"height\":{},\"solved\":{},\"mms_score\":{},\"mms\":{{",
        world.maze.width(),
        world.maze.height(),
        world.stats.solved(),
        world.stats.answer(9)
    );
    for (i, (stat, answer)) in world.stats.answers().enumerate() {
        let _ = write!(out, "{}{}:{answer}", if i > 0 { "," } else { "" }, quote(stat));
    }
    let _ = write!(
        out,
        "}},\"exit\":{},\"commands\":{},\"answered\":{},\"display\":{},\"ignored\":{},\"too_long\":{},\"seconds\":{:.3},\"stderr\":{},",
        exit_json(&run.exit),
        counts.commands(),
        counts.answered,
        counts.display,
        counts.ignored,
        run.too_long,
        run.elapsed.as_secs_f64(),
        quote(&run.stderr_text())
    );
    match contest {
        Ok(result) => {
            let contest = super::contest::json_text(&super::contest::ResultJson::beside_mms(result));
            let _ = write!(out, "\"contest\":{contest}}}");
        }
        Err(why) => {
            let _ = write!(out, "\"contest\":null,\"contest_withheld\":{}}}", quote(why));
        }
    }
    out
}
