//! The command line (clap): `mousemaze [play] …` plays, `mousemaze generate …` prints mazes.
//! Every bad argument ends in a one-line `error:` message that names what is allowed,
//! and a non-zero exit status — never a panic.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[cfg(not(feature = "game"))]
use clap::CommandFactory;
use clap::{Args, Parser, Subcommand, ValueEnum};
use mousemaze::maze::difficulty::Difficulty;
use mousemaze::maze::rivals::RivalKind;
use mousemaze::maze::{
    Algorithm, Ends, MAX_SIDE, Maze, MazeRng, Solver, braid, check_size, export, rng::seed_from_text,
};

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
    Play(PlayArgs),
    /// Generate a maze and print or save it.
    Generate(GenerateArgs),
    /// Balance: how a shortest-path player fares against each difficulty's rival.
    Simulate(SimulateArgs),
}

#[derive(Args, Debug)]
struct SimulateArgs {
    /// How many seeds (0..N) to play per difficulty.
    #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(u64).range(1..=100_000))]
    seeds: u64,
}

/// The maze to make: size, algorithm, seed and braid.
#[derive(Args, Debug, Clone)]
struct MazeArgs {
    /// Width in cells.
    #[arg(short = 'W', long, default_value_t = 20, value_parser = side_parser())]
    width: u32,
    /// Height in cells.
    #[arg(short = 'H', long, default_value_t = 10, value_parser = side_parser())]
    height: u32,
    /// Generation algorithm.
    #[arg(short, long, value_enum, default_value_t = Algorithm::Backtracker)]
    algorithm: Algorithm,
    /// Seed: a number, or any word (hashed). Random when left out, and printed to stderr.
    #[arg(short, long)]
    seed: Option<String>,
    /// Share of dead ends to remove (0 = perfect maze, 1 = no dead ends).
    #[arg(short, long, default_value_t = 0.0, value_parser = parse_share)]
    braid: f64,
}

/// Options for `play`; every one is optional.
#[derive(Args, Debug, Default)]
struct PlayArgs {
    /// Width in cells.
    #[arg(short = 'W', long, value_parser = side_parser())]
    width: Option<u32>,
    /// Height in cells.
    #[arg(short = 'H', long, value_parser = side_parser())]
    height: Option<u32>,
    /// Generation algorithm.
    #[arg(short, long, value_enum)]
    algorithm: Option<Algorithm>,
    /// Seed: a number, or any word (hashed).
    #[arg(short, long)]
    seed: Option<String>,
    /// Share of dead ends to remove (0..=1).
    #[arg(short, long, value_parser = parse_share)]
    braid: Option<f64>,
    /// Difficulty preset (size, braid, rival); the other options override it.
    #[arg(short, long, value_enum)]
    difficulty: Option<Difficulty>,
    /// The rival mouse.
    #[arg(long, value_enum)]
    rival: Option<RivalKind>,
    /// Start with the route to the cheese shown.
    #[arg(long)]
    reveal: bool,
    /// Save a screenshot of the window to PATH after --frames frames, then quit.
    #[arg(long, value_name = "PATH")]
    screenshot: Option<PathBuf>,
    /// Frames to run before the screenshot.
    #[arg(long, default_value_t = 60, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    frames: u32,
}

#[derive(Args, Debug)]
struct GenerateArgs {
    #[command(flatten)]
    maze: MazeArgs,
    /// Draw the solution path.
    #[arg(long)]
    solve: bool,
    /// Solver for --solve.
    #[arg(long, value_enum, default_value_t = Solver::Bfs)]
    solver: Solver,
    /// Where the path starts and ends.
    #[arg(long, value_enum, default_value_t = Ends::Corners)]
    ends: Ends,
    /// Output format (`none` only generates, for timing).
    #[arg(short, long, value_enum, default_value_t = Format::Ascii)]
    format: Format,
    /// Write to FILE instead of standard output (written whole, then renamed into place).
    #[arg(short, long, value_name = "FILE")]
    output: Option<PathBuf>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Format {
    /// `+---+` text.
    Ascii,
    /// Generate (and solve) only; write nothing.
    None,
}

fn side_parser() -> clap::builder::RangedI64ValueParser<u32> {
    clap::value_parser!(u32).range(1..=i64::from(MAX_SIDE))
}

fn parse_share(text: &str) -> Result<f64, String> {
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
    let result = match cli.command {
        None => play(&PlayArgs { frames: 60, ..PlayArgs::default() }),
        Some(Command::Play(args)) => play(&args),
        Some(Command::Generate(args)) => generate(&args),
        Some(Command::Simulate(args)) => {
            simulate(&args);
            Ok(())
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => fail(&message),
    }
}

fn fail(message: &str) -> ExitCode {
    eprintln!("error: {message}");
    ExitCode::FAILURE
}

/// A clap error squeezed to one line: its first line plus the allowed values, if listed.
fn one_line(err: &clap::Error) -> String {
    let text = err.render().to_string();
    let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
    let first = lines.next().unwrap_or("bad arguments").trim_start_matches("error: ").to_string();
    match lines.find(|l| l.starts_with("[possible values")) {
        Some(values) => format!("{first} {values}"),
        None => format!("{first} (see --help)"),
    }
}

#[cfg(feature = "game")]
fn play(args: &PlayArgs) -> Result<(), String> {
    use mousemaze::game::{PlaySettings, RunConfig, Script};
    let custom = args.width.is_some()
        || args.height.is_some()
        || args.algorithm.is_some()
        || args.seed.is_some()
        || args.braid.is_some()
        || args.difficulty.is_some()
        || args.rival.is_some()
        || args.reveal
        || args.screenshot.is_some();
    let config = if custom {
        let seed = args.seed.as_deref().map_or_else(fresh_seed, seed_from_text);
        let preset = RunConfig::preset(args.difficulty.unwrap_or_default(), seed);
        let config = RunConfig {
            width: args.width.unwrap_or(preset.width),
            height: args.height.unwrap_or(preset.height),
            algorithm: args.algorithm.unwrap_or(preset.algorithm),
            braid: args.braid.unwrap_or(preset.braid),
            rival: args.rival.unwrap_or(preset.rival),
            reveal: args.reveal,
            ..preset
        };
        check_size(config.width.into(), config.height.into()).map_err(|e| e.to_string())?;
        Some(config)
    } else {
        None
    };
    let script = args.screenshot.clone().map(|screenshot| Script { screenshot, frames: args.frames });
    mousemaze::game::run(PlaySettings { config, script })
}

#[cfg(not(feature = "game"))]
fn play(_: &PlayArgs) -> Result<(), String> {
    Cli::command().print_help().map_err(|e| e.to_string())?;
    Err("this build has no game (it was built without the `game` feature); the subcommands above work".into())
}

impl MazeArgs {
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

    /// Generates (and braids) the maze these arguments describe.
    fn build(&self) -> Result<Maze, String> {
        check_size(self.width.into(), self.height.into()).map_err(|e| e.to_string())?;
        let mut rng = MazeRng::new(self.seed());
        let mut maze =
            self.algorithm.generate_observed(self.width, self.height, &mut rng, |_| {}).map_err(|e| e.to_string())?;
        braid(&mut maze, self.braid, &mut rng);
        Ok(maze)
    }
}

fn simulate(args: &SimulateArgs) {
    use mousemaze::maze::difficulty::{Difficulty, PLAYER_SPEED};
    println!("A player running the shortest path at {PLAYER_SPEED} cells/s, seeds 0..{}:\n", args.seeds);
    println!("| difficulty | maze | rival | rival speed | player wins | slack p10 | slack median | slack p90 |");
    println!("|---|---|---|---|---|---|---|---|");
    for difficulty in Difficulty::ALL {
        let p = difficulty.preset();
        let b = difficulty.balance(0..args.seeds);
        println!(
            "| {difficulty} | {}x{} {}, braid {:.0}% | {} | {:.2}x | {:.0}% | {:+.0}% | {:+.0}% | {:+.0}% |",
            p.width,
            p.height,
            p.algorithm,
            p.braid * 100.0,
            p.rival,
            p.rival_speed,
            b.win_rate * 100.0,
            b.slack_p10 * 100.0,
            b.slack_median * 100.0,
            b.slack_p90 * 100.0
        );
    }
    println!("\nslack: how much longer than the shortest route the player can run and still win.");
}

/// A seed for when none is given: the clock's nanoseconds, mixed.
fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64);
    MazeRng::new(nanos ^ u64::from(std::process::id())).next_u64() % 1_000_000_000
}

fn generate(args: &GenerateArgs) -> Result<(), String> {
    let maze = args.maze.build()?;
    let path = if args.solve {
        let (start, goal) = args.ends.resolve(&maze);
        Some(args.solver.solve(&maze, start, goal).map_err(|e| e.to_string())?.path)
    } else {
        None
    };
    match args.format {
        Format::None => Ok(()),
        Format::Ascii => write_output(args.output.as_deref(), |out| export::ascii::write(&maze, path.as_deref(), out)),
    }
}

/// Writes to standard output, or to `path` through a temporary file renamed into place,
/// so a failed write never leaves a partial file. Devices such as /dev/null are written
/// directly.
fn write_output(path: Option<&Path>, write: impl FnOnce(&mut dyn Write) -> io::Result<()>) -> Result<(), String> {
    let Some(path) = path else {
        let mut out = io::BufWriter::new(io::stdout().lock());
        return write(&mut out).and_then(|()| out.flush()).or_else(ignore_broken_pipe).map_err(|e| e.to_string());
    };
    let shown = path.display();
    let is_special = fs::metadata(path).is_ok_and(|m| !m.is_file());
    if is_special {
        let mut out = io::BufWriter::new(
            fs::OpenOptions::new().write(true).open(path).map_err(|e| format!("cannot write {shown}: {e}"))?,
        );
        return write(&mut out).and_then(|()| out.flush()).map_err(|e| format!("cannot write {shown}: {e}"));
    }
    let file_name = path.file_name().ok_or_else(|| format!("cannot write {shown}: not a file name"))?;
    let temp = path.with_file_name(format!(".{}.{}.tmp", file_name.to_string_lossy(), std::process::id()));
    let result = fs::File::create(&temp).and_then(|file| {
        let mut out = io::BufWriter::new(file);
        write(&mut out)?;
        out.into_inner().map_err(|e| e.into_error())?.sync_all()?;
        fs::rename(&temp, path)
    });
    result.map_err(|e| {
        let _ = fs::remove_file(&temp);
        format!("cannot write {shown}: {e}")
    })
}

/// `mousemaze generate | head` closes the pipe early; that is not an error.
fn ignore_broken_pipe(e: io::Error) -> io::Result<()> {
    if e.kind() == io::ErrorKind::BrokenPipe { Ok(()) } else { Err(e) }
}
