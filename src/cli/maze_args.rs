//! The maze `generate`, `export` and the bots' generated mazes make ([`MazeArgs`]: size,
//! algorithm, seed, braid, doors; the recipe they name, built with a progress bar), the kind
//! of maze ([`MazeStyle`], `--unicursal` the labyrinth's own flag), and the value parsers of
//! sides, shares and doors that `play` shares.

use clap::Args;
use mousemaze::maze::doors::{DoorAmount, DoorAmountError, Doors};
use mousemaze::maze::recipe::MazeRecipe;
use mousemaze::maze::{Algorithm, GenStep, MAX_SIDE, Maze, check_size, rng::seed_from_text};

use super::choice::choice;
use super::progress_bar::Progress;
use super::stats::Stats;

/// The maze to make: size, algorithm, seed and braid.
#[derive(Args, Debug, Clone)]
pub(super) struct MazeArgs {
    /// Width in cells [default: 20, or 16 with --style micromouse]; with --unicursal the
    /// maze's, which the labyrinth doubles (-W 8 makes a labyrinth 16 cells wide)
    #[arg(short = 'W', long, value_parser = side_parser())]
    pub(super) width: Option<u32>,
    /// Height in cells [default: 10, or 16 with --style micromouse]; with --unicursal the
    /// maze's, which the labyrinth doubles
    #[arg(short = 'H', long, value_parser = side_parser())]
    pub(super) height: Option<u32>,
    /// Generation algorithm.
    #[arg(short, long, value_parser = choice::<Algorithm>(), default_value_t = Algorithm::Backtracker)]
    pub(super) algorithm: Algorithm,
    /// Seed: a number, or any word (hashed); `-1` is taken as a seed. Random when left out, and printed to stderr.
    #[arg(short, long, allow_negative_numbers = true)]
    pub(super) seed: Option<String>,
    /// Share of dead ends to remove (0 = perfect maze, 1 = no dead ends).
    #[arg(short, long, default_value_t = 0.0, value_parser = parse_share, allow_negative_numbers = true)]
    pub(super) braid: f64,
    /// Electronic doors: a count (6) or a share of the passages (5% or 0.05), placed from the
    /// seed, half of them on the route between the corners (the first and last cells on other
    /// shapes). Drawn as `D` in text and as bars in images, listed in JSON, timed in ticks.
    #[arg(long, default_value = "0", value_parser = parse_doors)]
    pub(super) doors: DoorAmount,
}

impl MazeArgs {
    /// The recipe these arguments describe, with the seed given or a fresh one.
    pub(super) fn recipe(&self) -> MazeRecipe {
        MazeRecipe { seed: self.seed(), ..self.recipe_unseeded() }
    }

    /// The recipe these arguments describe, with seed 0 (for a caller that picks seeds).
    pub(super) fn recipe_unseeded(&self) -> MazeRecipe {
        let (width, height) = self.size(MazeStyle::Plain);
        let (algorithm, braid, doors) = (self.algorithm, self.braid, self.doors);
        MazeRecipe { algorithm, width, height, seed: 0, braid, doors }
    }

    /// The width and height asked for, or the style's default size.
    pub(super) fn size(&self, style: MazeStyle) -> (u32, u32) {
        let default = if style == MazeStyle::Micromouse { (16, 16) } else { (20, 10) };
        (self.width.unwrap_or(default.0), self.height.unwrap_or(default.1))
    }

    /// The seed to use: the one given, or a fresh one from the clock (reported on stderr).
    pub(super) fn seed(&self) -> u64 {
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
    pub(super) fn build(&self, stats: &mut Stats) -> Result<(Maze, Doors), String> {
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

/// `--style`: what kind of maze `generate`, `export` and the bots' contests make; a labyrinth
/// is also asked for by `--unicursal` ([`MazeStyle::or_unicursal`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub(super) enum MazeStyle {
    /// The generator's maze, corner to corner.
    Plain,
    /// A micromouse contest maze, with its start and goal marked.
    Micromouse,
    /// A classical labyrinth: the generator's perfect maze (-W×-H) turned into one path with no
    /// branch through every cell, twice as wide and as high, its two ends side by side at the
    /// top left.
    Labyrinth,
}

impl MazeStyle {
    /// The style `--style` named, or a labyrinth with `--unicursal` (clap refuses the two
    /// together, so `unicursal` alone decides).
    pub(super) fn or_unicursal(self, unicursal: bool) -> MazeStyle {
        if unicursal { MazeStyle::Labyrinth } else { self }
    }

    /// The flag that asked for this style, as a refusal names it: `--unicursal`, or `--style
    /// labyrinth` and so on.
    pub(super) fn flag(self, unicursal: bool) -> String {
        if unicursal {
            return "--unicursal".into();
        }
        let name = clap::ValueEnum::to_possible_value(&self).map(|v| v.get_name().to_string());
        format!("--style {}", name.unwrap_or_default())
    }
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

/// A seed for when none is given.
pub(crate) fn fresh_seed() -> u64 {
    mousemaze::maze::rng::clock_seed()
}
