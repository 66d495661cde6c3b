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
use mousemaze::maze::doors::{DoorAmount, DoorAmountError, Doors};
use mousemaze::maze::recipe::MazeRecipe;
use mousemaze::maze::{Algorithm, GenStep, MAX_SIDE, Maze, Solver, check_size, rng::seed_from_text};

use choice::choice;
use output::{Format, StyleArgs};
use progress_bar::Progress;
use stats::Stats;

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

/// The maze to make: size, algorithm, seed and braid.
#[derive(Args, Debug, Clone)]
struct MazeArgs {
    /// Width in cells [default: 20, or 16 with --style micromouse]
    #[arg(short = 'W', long, value_parser = side_parser())]
    width: Option<u32>,
    /// Height in cells [default: 10, or 16 with --style micromouse]
    #[arg(short = 'H', long, value_parser = side_parser())]
    height: Option<u32>,
    /// Generation algorithm.
    #[arg(short, long, value_parser = choice::<Algorithm>(), default_value_t = Algorithm::Backtracker)]
    algorithm: Algorithm,
    /// Seed: a number, or any word (hashed); `-1` is taken as a seed. Random when left out, and printed to stderr.
    #[arg(short, long, allow_negative_numbers = true)]
    seed: Option<String>,
    /// Share of dead ends to remove (0 = perfect maze, 1 = no dead ends).
    #[arg(short, long, default_value_t = 0.0, value_parser = parse_share, allow_negative_numbers = true)]
    braid: f64,
    /// Electronic doors: a count (6) or a share of the passages (5% or 0.05), placed from the
    /// seed, half of them on the route between the corners (the first and last cells on other
    /// shapes). Drawn as `D` in text and as bars in images, listed in JSON, timed in ticks.
    #[arg(long, default_value = "0", value_parser = parse_doors)]
    doors: DoorAmount,
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
    /// centre that no wall follower finds), or a labyrinth (one path through every cell).
    #[arg(long, value_enum, default_value_t = MazeStyle::Plain)]
    style: MazeStyle,
    #[command(flatten)]
    route: RouteArgs,
    #[command(flatten)]
    weave: weave::WeaveArgs,
    #[command(flatten)]
    knobs: knobs::KnobArgs,
}

/// `--style`: what kind of maze `generate` and `export` make.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum MazeStyle {
    /// The generator's maze, corner to corner.
    Plain,
    /// A micromouse contest maze, with its start and goal marked.
    Micromouse,
    /// A classical labyrinth: the generator's perfect maze (-W×-H) turned into one path with no
    /// branch through every cell, twice as wide and as high, its two ends side by side at the
    /// top left.
    Labyrinth,
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

pub(crate) fn side_parser() -> clap::builder::RangedI64ValueParser<u32> {
    clap::value_parser!(u32).range(1..=i64::from(MAX_SIDE))
}

pub(crate) fn parse_doors(text: &str) -> Result<DoorAmount, String> {
    text.parse().map_err(|e: DoorAmountError| e.to_string())
}

pub(crate) fn parse_share(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(p) if (0.0..=1.0).contains(&p) => Ok(p),
        _ => Err(format!("{text} is not a number in 0..=1")),
    }
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
/// what is allowed.
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
    if values { line } else { line + " (see --help)" }
}

impl MazeArgs {
    /// The recipe these arguments describe, with the seed given or a fresh one.
    fn recipe(&self) -> MazeRecipe {
        MazeRecipe { seed: self.seed(), ..self.recipe_unseeded() }
    }

    /// The recipe these arguments describe, with seed 0 (for a caller that picks seeds).
    fn recipe_unseeded(&self) -> MazeRecipe {
        let (width, height) = self.size(MazeStyle::Plain);
        let (algorithm, braid, doors) = (self.algorithm, self.braid, self.doors);
        MazeRecipe { algorithm, width, height, seed: 0, braid, doors }
    }

    /// The width and height asked for, or the style's default size.
    fn size(&self, style: MazeStyle) -> (u32, u32) {
        let default = if style == MazeStyle::Micromouse { (16, 16) } else { (20, 10) };
        (self.width.unwrap_or(default.0), self.height.unwrap_or(default.1))
    }

    /// The seed to use: the one given, or a fresh one from the clock (reported on stderr).
    fn seed(&self) -> u64 {
        match &self.seed {
            Some(text) => seed_from_text(text),
            None => {
                let seed = fresh_seed();
                eprintln!("seed: {seed} (pass --seed {seed} to get this maze again)");
                seed
            }
        }
    }

    /// Generates (and braids) the maze these arguments describe, timed for `stats`, with a
    /// progress bar if it takes a while.
    fn build(&self, stats: &mut Stats) -> Result<(Maze, Doors), String> {
        let (width, height) = self.size(MazeStyle::Plain);
        let (width, height) = check_size(width.into(), height.into()).map_err(|e| e.to_string())?;
        let recipe = self.recipe();
        stats.time_making("generation", format!("{}, seed {}", recipe.algorithm, recipe.seed), || {
            let mut progress = Progress::new("generating", expected_steps(recipe.algorithm, width, height));
            // Counting steps costs the fastest generators (binary tree, sidewinder: 10–25 % at
            // 10000²), so it is done only for a bar.
            let maze = if progress.may_show() {
                recipe.build_observed(|step| {
                    if matches!(step, GenStep::Carve(..) | GenStep::Wall(..)) {
                        progress.tick();
                    }
                })
            } else {
                recipe.build()
            };
            progress.finish();
            let maze = maze.map_err(|e| e.to_string())?;
            let doors = recipe.place_doors(&maze).map_err(|e| format!("--doors: {e}"))?;
            Ok((maze, doors))
        })
    }
}

/// How many walls `algorithm` carves (or builds) for a perfect `width`×`height` maze.
fn expected_steps(algorithm: Algorithm, width: u32, height: u32) -> u64 {
    let (w, h) = (u64::from(width), u64::from(height));
    let tree = w * h - 1;
    if algorithm.starts_open() { (w - 1) * h + w * (h - 1) - tree } else { tree }
}

/// A seed for when none is given.
pub(crate) fn fresh_seed() -> u64 {
    mousemaze::maze::rng::clock_seed()
}
