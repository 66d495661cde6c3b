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
//!
//! Each maze's row (or JSON line, or trace) is printed as soon as it and those before it are
//! done, in order ([`in_order`]), and its run, stderr included, let go: memory holds a few
//! mazes' runs, not all of them (with `--trace` the table's rows, a line each, wait for the
//! end). At the end nothing a program started is left ([`group::end_all_programs`]).

use std::fmt::Write as _;
use std::path::Path;
use std::time::{Duration, Instant};

use mousemaze::bot::mms_program::command::split_command;
use mousemaze::bot::mms_program::contest_moves::ContestWithheld;
use mousemaze::bot::mms_program::group;
use mousemaze::bot::mms_program::in_order::in_order;
use mousemaze::bot::mms_program::mouse_file::MmsMouse;
use mousemaze::bot::mms_program::process::{Exit, MmsCommand, ProgramLimits, ProgramRun, run_program};
use mousemaze::bot::mms_program::stats::format_g;
use mousemaze::maze::export::ascii;
use mousemaze::maze::text::printable;
use mousemaze::rules::contest::ContestResult;
use mousemaze::rules::seconds_text;

use super::bot_args::BotArgs;
use super::bot_output::quote;

/// The wall-clock limit per maze when `--timeout` does not say.
const DEFAULT_TIMEOUT: f64 = 30.0;

/// One maze's run, or why there was none.
struct Entry {
    file: Option<String>,
    seed: Option<u64>,
    outcome: Result<(ProgramRun, Result<ContestResult, ContestWithheld>), String>,
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
        return Err(why.to_string());
    }
    run_command(args, &mouse.command, (&format!("{} ({})", mouse.name, mouse.run), &mouse.name))
}

/// One maze's run as it is printed: its texts, made where it ran (the run let go there), why
/// the program could not start on it (if so), and the summary's numbers (`None`: no run).
struct Done {
    cannot_start: Option<String>,
    /// Its JSON line, or (with `--trace`) its trace, and its table row.
    json: String,
    trace: String,
    row: String,
    /// mms's score if it solved the maze, and its commands.
    run: Option<(Option<f64>, u64)>,
}

impl Done {
    fn of(args: &BotArgs, entry: &Entry) -> Done {
        let run = entry.outcome.as_ref().ok().map(|(run, _)| run);
        let cannot_start = run.and_then(|run| match &run.exit {
            Exit::CannotStart(reason) => Some(reason.clone()),
            _ => None,
        });
        let numbers = run.map(|run| {
            let stats = &run.session.world.stats;
            (stats.solved().then(|| f64::from(stats.score())), run.session.counts.commands())
        });
        let (json, trace, row) = match args.json {
            true => (json(entry), String::new(), String::new()),
            false => (String::new(), if args.trace { trace(entry) } else { String::new() }, row(entry)),
        };
        Done { cannot_start, json, trace, row, run: numbers }
    }
}

/// Prints the rows as they come: the heading once the program started on a maze (the rows
/// of mazes where it could not start wait till then: if it starts on none, one message).
struct Printer<'a> {
    args: &'a BotArgs,
    heading: String,
    started: bool,
    waiting: Vec<Done>,
    /// With `--trace`, the table's rows, printed after the traces.
    rows: Vec<String>,
    mazes: usize,
    scores: Vec<f64>,
    commands: u64,
}

impl Printer<'_> {
    fn take(&mut self, done: Done) {
        if !self.started {
            if done.cannot_start.is_some() {
                self.waiting.push(done);
                return;
            }
            self.started = true;
            if !self.args.json {
                println!("{}", self.heading);
                if !self.args.trace {
                    print_table_head();
                }
            }
            for waiting in std::mem::take(&mut self.waiting) {
                self.print(waiting);
            }
        }
        self.print(done);
    }

    fn print(&mut self, done: Done) {
        self.mazes += 1;
        if let Some((score, commands)) = done.run {
            self.scores.extend(score);
            self.commands += commands;
        }
        if self.args.json {
            println!("{}", done.json);
        } else if self.args.trace {
            print!("{}", done.trace);
            self.rows.push(done.row);
        } else {
            println!("{}", done.row);
        }
    }
}

/// Runs `command` over the mazes `args` name; `shown` heads the table, `asked` (`--mms` or
/// the .mms file) begins a message that it cannot start.
fn run_command(args: &BotArgs, command: &MmsCommand, (shown, asked): (&str, &str)) -> Result<(), String> {
    let timeout = args.mms.timeout.unwrap_or(DEFAULT_TIMEOUT);
    let limits = ProgramLimits { wall_clock: Duration::from_secs_f64(timeout), ..ProgramLimits::default() };
    let began = Instant::now();
    let (sources, note) = super::contest::sources(args)?;
    let bar = super::progress_bar::items("mazes", sources.len());
    let heading = format!("{} (mms protocol, {timeout} s a maze):\n", printable(shown));
    let mut printer = Printer {
        args,
        heading,
        started: false,
        waiting: Vec::new(),
        rows: Vec::new(),
        mazes: 0,
        scores: Vec::new(),
        commands: 0,
    };
    let threads = rayon::current_num_threads();
    let work = |source| {
        let (file, seed, board) = super::contest::board(args, source);
        let outcome = board.map(|board| {
            let run = run_program(command, board.maze, &limits, args.trace);
            // After the program, outside its time: the fastest with diagonals only if asked.
            let contest = run.session.world.contest.clone();
            let contest = if args.contest.diagonals { contest.result_with_diagonals() } else { contest.result() };
            (run, contest)
        });
        Done::of(args, &Entry { file, seed, outcome })
    };
    in_order(sources, threads, 4 * threads, work, |done| {
        bar.inc(1);
        bar.suspend(|| printer.take(done));
    });
    bar.finish_and_clear();
    group::end_all_programs();
    let elapsed = began.elapsed();
    if let Some(note) = note {
        eprintln!("note: {note}");
    }
    if !printer.started {
        let why = printer.waiting.last().and_then(|done| done.cannot_start.clone()).unwrap_or_default();
        return Err(printable(&format!("{asked}: the program cannot start: {why}")).into_owned());
    }
    if args.json {
        return Ok(());
    }
    if args.trace {
        print_table_head();
        printer.rows.iter().for_each(|row| println!("{row}"));
    }
    let mazes = if printer.mazes == 1 { "maze" } else { "mazes" };
    let summary = summary(printer.mazes, printer.scores, printer.commands);
    println!("\n{summary}; {} {mazes} in {:.1} s", printer.mazes, elapsed.as_secs_f64());
    Ok(())
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

/// A maze's trace: the maze with the mouse's path, and the program's stderr.
fn trace(entry: &Entry) -> String {
    let Ok((run, _)) = &entry.outcome else { return String::new() };
    let world = &run.session.world;
    let mut out = format!("{}:\n", name(entry));
    let path: Vec<_> = world.path.iter().flatten().filter_map(|&cell| world.maze.pos(cell)).collect();
    out += &ascii::render(&world.maze.maze, Some(&path));
    let _ = writeln!(out, "stderr ({} bytes):", run.stderr_total);
    for line in run.stderr_text().lines() {
        let _ = writeln!(out, "  {}", printable(line));
    }
    out.push('\n');
    out
}

fn print_table_head() {
    println!(
        "| maze | exit | solved | score | best run turns + eff. distance | best run (contest) | fastest possible | commands | seconds |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
}

/// A maze's row of the table.
fn row(entry: &Entry) -> String {
    let Ok((run, contest)) = &entry.outcome else {
        let why = entry.outcome.as_ref().err().map_or("", String::as_str);
        return format!("| {} | - | no | - | - | - | - | - | {} |", name(entry), printable(why).replace('|', "\\|"));
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
    format!(
        "| {} | {} | {} | {score} | {best} | {best_run} | {fastest} | {} | {:.2} |",
        name(entry),
        printable(&run.exit.to_string()).replace('|', "\\|"),
        if stats.solved() { "yes" } else { "no" },
        run.session.counts.commands(),
        run.elapsed.as_secs_f64()
    )
}

/// What the table says where mms's numbers for a mouse that never reached the goal would be.
const NOT_REACHED: &str = "did not reach the goal";

/// `solved 500/500; mms score median 120.3; 137412 commands`: over `mazes` mazes, the median
/// of the `solved` ones' scores (mms's 2000 for an unsolved one is no score), the mean of the
/// middle two for an even count, written as mms writes numbers; every run's `commands`.
fn summary(mazes: usize, solved: Vec<f64>, commands: u64) -> String {
    let count = solved.len();
    let score = match super::contest::median(solved) {
        _ if count == 0 && mazes == 1 => format!("the mouse {NOT_REACHED}"),
        None => format!("the mouse {NOT_REACHED} in any maze"),
        Some(median) if count == mazes => format!("mms score median {}", format_g(median)),
        Some(median) => format!("mms score median {} over the {count} solved", format_g(median)),
    };
    format!("solved {count}/{mazes}; {score}; {commands} commands")
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
            let _ = write!(out, "\"contest\":null,\"contest_withheld\":{}}}", quote(&why.to_string()));
        }
    }
    out
}
