//! `mousemaze bot --mms 'COMMAND ARGS'`: a mouse program written for the mms simulator, run
//! unchanged over one maze file, every maze file in a folder, or generated contest mazes
//! ([`mousemaze::bot::mms_program`]): one process per maze, as many at once as cores, each
//! until it exits or meets a limit. A table (mms's score and stats, the contest's best run
//! against the fastest possible, how it ended) or, with `--json`, one JSON object a maze:
//! `file`, `seed`, `width`, `height`, `solved` (reached the goal at least once), `score`
//! (mms's), `mms` (mms's ten stats by name; an empty best run is -1 as `getStat` says),
//! `exit` (its code, `"signal N"`, `"timeout"`, …), `commands` (every line) and their kinds,
//! `seconds`, `stderr` (its last line), and `contest`: the contest's numbers as
//! `mousemaze bot --contest` gives them (`null` after a diagonal, with `contest_withheld`).
//! `--trace` prints each maze with the mouse's path and the program's stderr (its last 64 KiB).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use clap::Args;
use mousemaze::bot::mms_program::command::split_command;
use mousemaze::bot::mms_program::mouse_file::MmsMouse;
use mousemaze::bot::mms_program::process::{Exit, MmsCommand, ProgramLimits, ProgramRun, run_program};
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
                let contest = run.session.world.contest.clone().result();
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
    println!("\n{}; {} mazes in {:.1} s", summary(&entries), entries.len(), elapsed.as_secs_f64());
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

/// The program's last stderr line.
fn last_line(run: &ProgramRun) -> String {
    let text = String::from_utf8_lossy(&run.stderr);
    text.trim_end().rsplit('\n').next().unwrap_or_default().to_owned()
}

fn print_trace(entry: &Entry) {
    let Ok((run, _)) = &entry.outcome else { return };
    let world = &run.session.world;
    println!("{}:", name(entry));
    let path: Vec<_> = world.path.iter().flatten().filter_map(|&cell| world.maze.pos(cell)).collect();
    print!("{}", ascii::render(&world.maze.maze, Some(&path)));
    println!("stderr ({} bytes):", run.stderr_total);
    for line in String::from_utf8_lossy(&run.stderr).lines() {
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
        let best = format!("{} + {}", stats.answer(3), stats.answer(7));
        let (best_run, fastest) = match contest {
            Ok(result) => (
                result.best().and_then(|(_, r)| r.ticks()).map_or("-".into(), |t| seconds_text(t as f64)),
                result.fastest_possible.map_or("-".into(), |(t, _)| seconds_text(t as f64)),
            ),
            Err(_) => ("(diagonal)".into(), "-".into()),
        };
        println!(
            "| {} | {} | {} | {} | {best} | {best_run} | {fastest} | {} | {:.2} |",
            name(entry),
            printable(&run.exit.to_string()).replace('|', "\\|"),
            if stats.solved() { "yes" } else { "no" },
            stats.answer(9),
            run.session.counts.commands(),
            run.elapsed.as_secs_f64()
        );
    }
}

/// `solved 500/500; score median 120.3`.
fn summary(entries: &[Entry]) -> String {
    let runs: Vec<&ProgramRun> = entries.iter().filter_map(|e| e.outcome.as_ref().ok()).map(|(r, _)| r).collect();
    let solved = runs.iter().filter(|r| r.session.world.stats.solved()).count();
    let mut scores: Vec<f32> = runs.iter().map(|r| r.session.world.stats.score()).collect();
    scores.sort_by(f32::total_cmp);
    let median = scores.get(scores.len() / 2).map_or("-".into(), |s| s.to_string());
    let commands: u64 = runs.iter().map(|r| r.session.counts.commands()).sum();
    format!("solved {solved}/{}; mms score median {median}; {commands} commands", entries.len())
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
        "\"width\":{},\"height\":{},\"solved\":{},\"score\":{},\"mms\":{{",
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
        quote(&last_line(run))
    );
    match contest {
        Ok(result) => {
            let contest = super::contest::json_text(&super::contest::ResultJson::of(result));
            let _ = write!(out, "\"contest\":{contest}}}");
        }
        Err(why) => {
            let _ = write!(out, "\"contest\":null,\"contest_withheld\":{}}}", quote(why));
        }
    }
    out
}
