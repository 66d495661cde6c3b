//! The generators' knobs on `generate` and `export` (one [`KnobArgs`] in both): `--straightness`,
//! `--sparse`, `--colour distance` and `--symmetry` (the library's [`mousemaze::maze::knobs`]).
//! Each is off unless given, and then the maze is the one the seed always made. Their
//! refusals are checked before the seed is drawn, each one line.

use clap::{Args, ValueEnum};
use mousemaze::maze::doors::Doors;
use mousemaze::maze::knobs::sparse::cull;
use mousemaze::maze::knobs::straight::Straightness;
use mousemaze::maze::knobs::symmetry::Symmetry;
use mousemaze::maze::knobs::{self, Knobs, as_shaped, generate_shaped, generate_square};
use mousemaze::maze::shape::{Graph, Shape, ShapedMaze};
use mousemaze::maze::{Maze, check_size};

use super::output::Format;
use super::stats::Stats;
use super::{MakeArgs, MazeStyle};

/// The knobs.
#[derive(Args, Debug, Default)]
#[command(next_help_heading = "Knobs")]
pub struct KnobArgs {
    /// How likely a corridor runs on straight where it can, 0..=1 (backtracker, growing-tree
    /// and hunt-and-kill; on every shape). Off when left out: the plain generator's maze.
    #[arg(long, value_name = "P", value_parser = super::maze_args::parse_share, allow_negative_numbers = true)]
    straightness: Option<f64>,
    /// Cull N rounds of dead ends: each round removes every dead-end cell but the start and
    /// goal; the culled cells leave the maze (drawn as outside; left out of JSON).
    #[arg(long, value_name = "N", default_value_t = 0, value_parser = parse_rounds, allow_negative_numbers = true)]
    sparse: u32,
    /// `distance`: shade each cell by its steps from the start (PNG and SVG, every shape).
    #[arg(long, value_enum, alias = "color", value_name = "HOW")]
    colour: Option<Colouring>,
    /// A symmetric maze: x (mirrored left-right), y (top-bottom), xy (both) or radial (a half
    /// turn on squares, a sixth of a turn on polar). Squares and polar mazes, no mask, no --braid.
    #[arg(long, value_enum)]
    symmetry: Option<SymmetryName>,
}

/// `--colour`: how cells are coloured.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Colouring {
    /// The floor colour (as without --colour).
    Plain,
    /// Each cell by its steps from the start, pale green to pale red.
    Distance,
}

/// `--symmetry` (of `generate`, `export` and `play`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SymmetryName {
    X,
    Y,
    Xy,
    Radial,
}

impl SymmetryName {
    /// The library's symmetry of this name.
    pub fn symmetry(self) -> Symmetry {
        match self {
            SymmetryName::X => Symmetry::X,
            SymmetryName::Y => Symmetry::Y,
            SymmetryName::Xy => Symmetry::Xy,
            SymmetryName::Radial => Symmetry::Radial,
        }
    }
}

/// `--sparse N`: a whole number of rounds.
fn parse_rounds(text: &str) -> Result<u32, String> {
    text.trim().parse().map_err(|_| format!("{text} is not a number of rounds: allowed a whole number from 0 up"))
}

impl KnobArgs {
    /// The carving knobs, for the library.
    fn knobs(&self) -> Knobs {
        let symmetry = self.symmetry.map(SymmetryName::symmetry);
        let straightness = self.straightness.map(|p| Straightness::new(p).expect("parsed in 0..=1"));
        Knobs { straightness, symmetry }
    }

    /// Whether any knob is given.
    fn any(&self) -> bool {
        !self.knobs().is_none() || self.sparse > 0 || self.shaded()
    }

    /// The first knob given that changes how the maze is carved or culled (`--symmetry`,
    /// `--straightness`, `--sparse`), for the kinds of maze that refuse them (a weave).
    pub fn carving_flag(&self) -> Option<&'static str> {
        let knobs = self.knobs();
        [
            (knobs.symmetry.is_some(), "--symmetry"),
            (knobs.straightness.is_some(), "--straightness"),
            (self.sparse > 0, "--sparse"),
        ]
        .into_iter()
        .find_map(|(given, flag)| given.then_some(flag))
    }

    /// Whether cells are shaded by distance.
    pub fn shaded(&self) -> bool {
        self.colour == Some(Colouring::Distance)
    }

    /// Whether the maze must be drawn as a shaped one (culled cells, shading), squares too.
    pub fn needs_shapes(&self) -> bool {
        self.sparse > 0 || self.shaded()
    }

    /// The refusals that need neither maze nor seed: a knob with another style, shading in
    /// a format with no colours, a straightness with a generator that does not walk, a
    /// symmetry with braiding.
    pub fn check(&self, make: &MakeArgs, format: Format) -> Result<(), String> {
        if !self.any() {
            return Ok(());
        }
        if make.style() != MazeStyle::Plain {
            return Err(format!(
                "--straightness, --sparse, --colour and --symmetry shape a generator's plain maze: leave them out \
                 with {}",
                make.style_flag()
            ));
        }
        if self.shaded() && !matches!(format, Format::Png | Format::Svg | Format::None) {
            return Err(format!(
                "--colour distance shades images: write --format png or svg (or -o FILE.png), not {}",
                format.name()
            ));
        }
        knobs::check(make.maze.algorithm, make.maze.braid, &self.knobs()).map_err(knob_error)
    }

    /// The refusals that need the graph: a symmetry on a shape it does not fit, or a mask.
    pub fn check_graph(&self, graph: &Graph) -> Result<(), String> {
        let Some(symmetry) = self.knobs().symmetry else { return Ok(()) };
        let shape = graph.shape();
        let fits = matches!(shape, Shape::Square { .. } | Shape::Polar { .. });
        if !fits || graph.len() as u64 != shape.cell_count() {
            let name = if fits { "masked" } else { shape.name() };
            return Err(format!(
                "--symmetry {symmetry} works on whole square and polar mazes, not on a {name} maze: leave out \
                 --symmetry, or use --shape square or polar without --mask"
            ));
        }
        Ok(())
    }

    /// Whether a maze over `graph` is made by the square generators: a whole square grid with
    /// a knob, so that it is the maze the seed makes on squares (eller and the divisions too).
    pub fn on_squares(&self, graph: &Graph) -> bool {
        let shape = graph.shape();
        self.any() && matches!(shape, Shape::Square { .. }) && graph.len() as u64 == shape.cell_count()
    }

    /// The maze over `graph` with the knobs, its dead ends culled: by the square generators
    /// on a whole square grid ([`KnobArgs::on_squares`]), else by the shapes'.
    pub fn shaped_maze(&self, make: &MakeArgs, graph: Graph, seed: u64) -> Result<ShapedMaze, String> {
        let (algorithm, braid) = (make.maze.algorithm, make.maze.braid);
        let maze = match graph.shape() {
            Shape::Square { width, height } if self.on_squares(&graph) => {
                as_shaped(&generate_square(algorithm, width, height, seed, braid, &self.knobs()).map_err(knob_error)?)
            }
            _ => generate_shaped(graph, algorithm, seed, braid, &self.knobs()).map_err(knob_error)?,
        };
        Ok(if self.sparse > 0 { cull(&maze, self.sparse, maze.default_ends()) } else { maze })
    }

    /// The square maze with the knobs that carve (`None` without them: the recipe's own
    /// build, with its progress bar), and its doors.
    pub fn square_maze(&self, make: &MakeArgs, stats: &mut Stats) -> Option<Result<(Maze, Doors), String>> {
        let knobs = self.knobs();
        if knobs.is_none() {
            return None;
        }
        Some((|| {
            let (width, height) = make.maze.size(MazeStyle::Plain);
            check_size(width.into(), height.into()).map_err(|e| e.to_string())?;
            let recipe = make.maze.recipe();
            let maze = stats.time_making(
                "generation",
                format!("{} with knobs, seed {}", recipe.algorithm, recipe.seed),
                || {
                    generate_square(recipe.algorithm, width, height, recipe.seed, recipe.braid, &knobs)
                        .map_err(knob_error)
                },
            )?;
            let doors = recipe.place_doors(&maze).map_err(|e| format!("--doors: {e}"))?;
            Ok((maze, doors))
        })())
    }
}

/// A library refusal as the CLI says it: the knob's flag first.
fn knob_error(e: knobs::KnobError) -> String {
    match e {
        knobs::KnobError::Size(_) | knobs::KnobError::Generator(_) => e.to_string(),
        _ => format!("--{e}"),
    }
}
