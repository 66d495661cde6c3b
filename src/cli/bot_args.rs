//! The options of `mousemaze bot`: the bot and its mazes ([`BotArgs`]), the micromouse
//! contest's ([`ContestArgs`]) and an mms program's ([`MmsArgs`]). The commands that read them
//! (`bot.rs`, `contest.rs`, `mms.rs`) sit above this file.

use std::path::PathBuf;

use clap::Args;
use mousemaze::content::difficulty::Difficulty;
use mousemaze::maze::Ends;
use mousemaze::maze::names::Named;

use super::choice::choice;
use super::shaped::ShapeArgs;
use super::{MazeArgs, MazeStyle};

#[derive(Args, Debug)]
#[command(group(clap::ArgGroup::new("contest_or_mms").args(["contest", "mms"]).multiple(true)))]
pub struct BotArgs {
    /// The bot: a .rhai file, or a bundled bot's name (wall-follower, tremaux, smell-greedy,
    /// door-aware, on every shape; floodfill for --contest), or a .mms file naming an mms program (`run =`,
    /// `dir =`, as the game's Bot menu takes it). Not with --mms.
    #[arg(required_unless_present = "mms", conflicts_with = "mms")]
    pub(super) script: Option<String>,
    #[command(flatten)]
    pub(super) maze: MazeArgs,
    /// The maze's shape (square unless --shape says): `bot_shaped.rs` runs the others.
    #[command(flatten)]
    pub(super) shape: ShapeArgs,
    /// Corridors passing under others, on squares: the share (0 to 1) of the places a tunnel
    /// could go that the generator is offered (0: none). A tunnel is a way like any other:
    /// forward through it from its end, under the cell between.
    #[arg(long, value_name = "SHARE", value_parser = super::maze_args::parse_share, allow_negative_numbers = true)]
    pub(super) weave: Option<f64>,
    /// Take the maze (size, algorithm, braid, doors) from a difficulty instead of -W, -H, -a,
    /// -b (a --doors given replaces the difficulty's doors).
    #[arg(long, value_parser = choice::<Difficulty>())]
    pub(super) difficulty: Option<Difficulty>,
    /// How many mazes: seeds S, S+1, … where S is --seed (0 when left out).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=100_000))]
    pub(super) seeds: u64,
    /// Where the mouse starts and the cheese lies.
    #[arg(long, value_parser = choice::<Ends>(), default_value = Ends::Corners.word())]
    pub(super) ends: Ends,
    /// Print JSON instead of the table.
    #[arg(long, conflicts_with = "trace")]
    pub(super) json: bool,
    /// Print every instruction and the maze with the bot's path.
    #[arg(long)]
    pub(super) trace: bool,
    #[command(flatten)]
    pub(super) contest: ContestArgs,
    #[command(flatten)]
    pub(super) mms: MmsArgs,
}

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
    /// With --contest or --mms: every maze file (.txt, .maz, .num) in DIR and its subfolders.
    #[arg(long, value_name = "DIR", requires = "contest_or_mms")]
    pub mazes: Option<PathBuf>,
    /// With --contest or --mms, the generated mazes: micromouse contest mazes (16×16 unless -W -H say),
    /// or the generator's (corner to corner).
    #[arg(
        long = "style",
        id = "style",
        value_name = "STYLE",
        value_enum,
        default_value_t = MazeStyle::Micromouse,
        requires = "contest_or_mms"
    )]
    pub named_style: MazeStyle,
    /// With --contest or --mms: labyrinths (as --style labyrinth), one path through every
    /// cell, twice the -W×-H maze's sides.
    #[arg(long, conflicts_with = "style", requires = "contest_or_mms")]
    pub unicursal: bool,
    /// With --contest or --mms: also the fastest possible run with diagonals (`solve
    /// --diagonals`'s costs), searched after each maze's run, never in its time; on big mazes
    /// that search takes several times as long as the one along the grid.
    #[arg(long, requires = "contest_or_mms")]
    pub diagonals: bool,
}

impl ContestArgs {
    /// The kind of generated maze: `--style`, or a labyrinth with `--unicursal`.
    pub fn style(&self) -> MazeStyle {
        self.named_style.or_unicursal(self.unicursal)
    }
}

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

fn parse_timeout(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(s) if s > 0.0 && s <= 86_400.0 => Ok(s),
        _ => Err(format!("{text} is not a number of seconds in (0, 86400]")),
    }
}
