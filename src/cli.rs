//! The command line (clap): `mousemaze [play] …` plays; `generate`, `export` and `solve`
//! make, draw and solve mazes. Every bad argument ends in a one-line `error:` message that
//! names what is allowed, and a non-zero exit status — never a panic.
//!
//! - [`output`]: formats, image options, terminals, writing files whole, closed pipes;
//! - [`ends`]: where the route starts and ends, said plainly on a disconnected maze;
//! - [`stats`]: what `--stats` prints;
//! - [`progress_bar`]: the progress bar for long work;
//! - [`draw`]: `generate`, `export` and `solve`, and what they share once they have a maze.

mod bot;
mod bot_args;
mod bot_output;
mod bot_rows;
mod bot_shaped;
mod choice;
mod contest;
mod daily;
mod draw;
mod edit;
mod ends;
mod grade;
mod knobs;
mod levels;
mod maze_args;
mod mms;
mod output;
mod play;
mod progress_bar;
mod replay;
mod shaped;
mod shaped_kinds;
mod signals;
mod simulate;
mod stats;
mod timed;
mod weave;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use mousemaze::maze::Solver;

use choice::choice;
use maze_args::{MazeArgs, MazeStyle};
use output::{Format, StyleArgs};

#[derive(Parser, Debug)]
#[command(name = "mousemaze", version, about = "A maze game, and a fast maze generator and solver.")]
#[command(after_help = "With no subcommand, mousemaze plays the game.")]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Play the game (the default). Any maze option skips the title and starts that maze.
    Play(play::PlayArgs),
    /// The level editor: draw a level, check it live, test play it and save it among your
    /// own levels. FILE opens that level file; without it, the editor's start menu.
    Edit(edit::EditArgs),
    /// Generate a maze and print or save it.
    Generate(GenerateArgs),
    /// Generate a maze and save it to FILE, in the format its extension names.
    Export(ExportArgs),
    /// Read a maze file (mousemaze or micromouse text, .maz, .num) and print it with its
    /// solution, from its marked start to its goal.
    Solve(SolveArgs),
    /// Balance: how a perfect player and a searching one fare against each difficulty's rival.
    Simulate(simulate::SimulateArgs),
    /// Check the built-in levels, or every level file (*.ron) in a folder: one line a file,
    /// exit 1 if any is bad or cannot be read.
    CheckLevels(levels::CheckLevelsArgs),
    /// Grade every bot script (*.rhai) in a folder on a challenge: one row per script (solved,
    /// stars, moves and instructions against the par, the first error). Exit status 0 when
    /// every script was graded, 1 when the folder or the challenge could not be read.
    Grade(grade::GradeArgs),
    /// List the challenges: bot lessons that open the instructions one idea at a time.
    Challenges,
    /// Run a bot script headless over one maze or many: a table of solved, moves against the
    /// shortest route, instructions and why it failed (or --json, or --trace). Exit status 1
    /// when the script fails while running (a `throw`, a type error): said once when it fails
    /// the same way on every maze; a bot out of a budget (moves…) is a row's "no", not a failure.
    /// Bots run on every shape: --shape hex, triangle or polar (then the bundled bots run
    /// their versions for any shape, in bots/shapes/). On a shape other than square, turns go
    /// to the next way round the cell (a hex has six), turn_around() faces the way opposite,
    /// after forward() the mouse faces the way opposite the one it came in by (straight on
    /// where there is one); no doors, contests or coordinates yet.
    Bot(bot_args::BotArgs),
    /// List every level: the built-in campaign, then your own (MOUSEMAZE_LEVELS_DIR, or
    /// `levels/` in the OS data folder), with where each came from.
    Levels(levels::LevelsArgs),
    /// The daily maze (the same for everyone on a UTC day): its recipe and the maze in ASCII.
    Daily(daily::DailyArgs),
    /// The best runs kept by the game (one per maze): list them, play one back in the game,
    /// or draw it in ASCII with --ascii.
    Replay(replay::ReplayArgs),
}

/// How to find the route.
#[derive(Args, Debug, Clone)]
struct RouteArgs {
    /// Solver for the route [default: bfs, or earliest on a maze with doors]. `earliest` and
    /// `fastest` wait for doors; the others test each door when they reach it and take a
    /// shut one for a wall (so they may find no way: exit 1).
    #[arg(long, value_parser = choice::<Solver>())]
    solver: Option<Solver>,
    /// Where the route starts and ends (images mark them even unsolved) [default: marked
    /// when the maze file marks a start or goal, else corners]
    #[arg(long, value_enum)]
    ends: Option<ends::EndsChoice>,
    /// With `--solver fastest`: the mouse may also run diagonals (45° and 135° turns in and
    /// out, diagonal straights; docs/micromouse.md gives the costs), drawn as diagonals in
    /// PNG and SVG.
    #[arg(long)]
    diagonals: bool,
}

impl RouteArgs {
    /// `--diagonals` only with `--solver fastest`.
    fn check_diagonals(&self) -> Result<(), String> {
        match (self.diagonals, self.solver) {
            (true, Some(Solver::Fastest)) | (false, _) => Ok(()),
            (true, _) => Err("--diagonals is for the fastest route: add --solver fastest".into()),
        }
    }
}

/// Where a printing command's drawing goes.
#[derive(Args, Debug)]
struct OutputArgs {
    /// Output format (`none` draws nothing, for timing) [default: what the --output file's
    /// extension names (.txt, .maz, .num, .png, .svg), else ascii; micromouse text with
    /// --style micromouse]
    #[arg(short, long, value_enum)]
    format: Option<Format>,
    /// Write to FILE instead of standard output (written whole, then renamed into place).
    #[arg(short, long, value_name = "FILE")]
    output: Option<PathBuf>,
}

/// A maze to make, and whether to draw its solution.
#[derive(Args, Debug)]
struct MakeArgs {
    #[command(flatten)]
    maze: MazeArgs,
    /// Draw the solution path.
    #[arg(long)]
    solve: bool,
    /// The kind of maze: any generator's (`--algorithm`), a micromouse contest maze (even
    /// sides from 4 but not 4×4, 16×16 by default: start bottom left, a 2×2 goal room in the
    /// centre that no wall follower finds), or a labyrinth (as --unicursal).
    #[arg(long = "style", id = "style", value_name = "STYLE", value_enum, default_value_t = MazeStyle::Plain)]
    named_style: MazeStyle,
    /// A classical labyrinth (the same as --style labyrinth): one path with no branch through
    /// every cell, from one end to the other. The generator's perfect -W×-H maze is made twice
    /// as wide and high, the path running round its walls, the two ends side by side at the
    /// top left (-W 8 -H 6: a 16×12 labyrinth). No --braid, --doors, --shape or knobs.
    #[arg(long, conflicts_with = "style")]
    unicursal: bool,
    #[command(flatten)]
    route: RouteArgs,
    #[command(flatten)]
    weave: weave::WeaveArgs,
    #[command(flatten)]
    knobs: knobs::KnobArgs,
}

impl MakeArgs {
    /// The kind of maze asked for: `--style`, or a labyrinth with `--unicursal`.
    fn style(&self) -> MazeStyle {
        self.named_style.or_unicursal(self.unicursal)
    }

    /// How the command line asked for [`MakeArgs::style`], for a refusal to name.
    fn style_flag(&self) -> String {
        self.style().flag(self.unicursal)
    }
}

#[derive(Args, Debug)]
struct GenerateArgs {
    #[command(flatten)]
    make: MakeArgs,
    #[command(flatten)]
    shape: shaped::ShapeArgs,
    #[command(flatten)]
    output: OutputArgs,
    #[command(flatten)]
    report: ReportArgs,
}

/// What every maze-writing command shares: the image style, and --stats.
#[derive(Args, Debug)]
struct ReportArgs {
    /// Print timings and facts about the maze to stderr.
    #[arg(long)]
    stats: bool,
    #[command(flatten)]
    style: StyleArgs,
}

#[derive(Args, Debug)]
struct ExportArgs {
    /// Where to save: .txt (ASCII, or micromouse text with --format micromouse), .maz (16×16
    /// only), .num, .png or .svg.
    file: PathBuf,
    /// The format, if the extension does not say it.
    #[arg(short, long, value_enum)]
    format: Option<Format>,
    #[command(flatten)]
    make: MakeArgs,
    /// The shape options `generate` takes (the same struct, so the two never drift apart).
    #[command(flatten)]
    shape: shaped::ShapeArgs,
    #[command(flatten)]
    report: ReportArgs,
}

#[derive(Args, Debug)]
struct SolveArgs {
    /// A maze: mousemaze text (+---+), micromouse text (o---o), .maz or .num, told apart by
    /// their content; `-` reads standard input.
    file: PathBuf,
    #[command(flatten)]
    route: RouteArgs,
    #[command(flatten)]
    output: OutputArgs,
    #[command(flatten)]
    report: ReportArgs,
}

/// Parses the command line and runs it; the process exit status.
pub fn run() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(err) if !err.use_stderr() => {
            let _ = err.print(); // --help and --version
            return ExitCode::SUCCESS;
        }
        Err(err) => return fail(&one_line(&err)),
    };
    // The binary lets a huge maze be generated with a helper thread (the library never
    // spawns one unless asked).
    mousemaze::maze::generate::allow_helper_threads(true);
    if !matches!(cli.command, None | Some(Command::Play(_) | Command::Edit(_))) {
        output::end_quietly_on_closed_pipes();
        signals::remove_temp_files_on_interrupt();
    }
    let result = match cli.command {
        None => play::run(&play::PlayArgs::default()),
        Some(Command::Play(args)) => play::run(&args),
        Some(Command::Edit(args)) => edit::run(&args),
        Some(Command::Generate(args)) => draw::generate(&args),
        Some(Command::Export(args)) => draw::export(&args),
        Some(Command::Solve(args)) => draw::solve(&args),
        Some(Command::Simulate(args)) => {
            simulate::run(&args);
            Ok(())
        }
        Some(Command::CheckLevels(args)) => levels::check(&args),
        Some(Command::Levels(args)) => levels::list(&args),
        Some(Command::Daily(args)) => daily::run(&args),
        Some(Command::Bot(args)) => bot::run(&args),
        Some(Command::Grade(args)) => grade::run(&args),
        Some(Command::Challenges) => grade::list(),
        Some(Command::Replay(args)) => replay::run(&args),
    };
    if mousemaze::bot::mms_program::interrupt::interrupted() {
        // The handler ended the programs and the work finished before it could exit: exit as
        // it would have (temporary files removed, status 130).
        signals::exit_interrupted();
    }
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => fail(&message),
    }
}

fn fail(message: &str) -> ExitCode {
    eprintln!("error: {message}");
    ExitCode::FAILURE
}

/// A clap error squeezed to one line: its first line, then what it lists before the usage
/// (the arguments missing, the allowed values, a tip), so the line says what is wrong and
/// what is allowed (two arguments that conflict: to leave out one).
fn one_line(err: &clap::Error) -> String {
    let text = err.render().to_string();
    let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
    let first = lines.next().unwrap_or("bad arguments").trim_start_matches("error: ").to_string();
    let listed: Vec<&str> =
        lines.take_while(|l| !l.starts_with("Usage:") && !l.starts_with("For more information")).collect();
    let values = listed.iter().any(|l| l.starts_with("[possible values"));
    let mut line = first;
    for part in listed {
        // A list after its colon, or the allowed values; a tip after a semicolon.
        line.push_str(if line.ends_with(':') || part.starts_with('[') { " " } else { "; " });
        line.push_str(part);
    }
    if values {
        line
    } else if err.kind() == clap::error::ErrorKind::ArgumentConflict {
        line + ": leave out one of them"
    } else {
        line + " (see --help)"
    }
}
