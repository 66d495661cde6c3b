//! `generate --shape hex|triangle|polar|upsilon`, `--mask FILE`, `--floors N`, `--wrap x|y|xy`
//! (those two in [`super::shaped_kinds`]) and `--format json` (and `export` with the same
//! options, one [`ShapeArgs`]): mazes of any shape, made on the maze library's
//! graphs ([`mousemaze::maze::shape`]) and written as JSON, PNG or SVG, with their doors
//! (`--doors`: listed in the JSON, drawn as bars in the images). The plain square maze keeps
//! its own fast path in [`super::draw`].

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::time::Instant;

use clap::{Args, ValueEnum};
use mousemaze::maze::doors::{CellDoors, place_cell_doors};
use mousemaze::maze::shape::draw::{Drawing, ascii, json, png, size_of};
use mousemaze::maze::shape::generate;
use mousemaze::maze::shape::solve::{self, solve};
use mousemaze::maze::shape::{Graph, Mask, Shape, ShapedMaze};
use mousemaze::maze::{Solver, export::DEFAULT_CELL_SIZE};

use super::output::{Format, Output};
use super::shaped_kinds::KindArgs;
use super::{MakeArgs, MazeStyle, ReportArgs};

/// The shape of the maze's cells.
#[derive(Args, Debug, Default)]
#[command(next_help_heading = "Shapes")]
pub struct ShapeArgs {
    /// Cell shape: square, hex (-W/-H, or --radius), triangle (-W/-H), polar (--rings),
    /// zeta (-W/-H: squares with diagonal ways too, never crossing) or upsilon (-W/-H:
    /// octagons and squares in a checkerboard, an octagon's eight ways).
    /// Other than square, `generate` and `export` write --format json, png or svg.
    #[arg(long, value_enum, default_value_t = ShapeName::Square)]
    shape: ShapeName,
    /// With --shape hex: a big hexagon with N cells along each edge, instead of -W/-H.
    #[arg(long, value_name = "N")]
    radius: Option<u32>,
    /// With --shape polar: the number of rings, the centre cell counted [default: 10].
    #[arg(long, value_name = "N")]
    rings: Option<u32>,
    /// Only the cells a mask keeps, on square or hex cells: a text drawing (# X x O o @ * keep
    /// a cell, . or a space leave it out) or a PNG (dark pixels keep); it sets the size.
    #[arg(long, value_name = "FILE")]
    mask: Option<PathBuf>,
    #[command(flatten)]
    kinds: KindArgs,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
enum ShapeName {
    #[default]
    Square,
    Hex,
    Triangle,
    Polar,
    Zeta,
    Upsilon,
}

impl ShapeArgs {
    /// Whether these arguments ask for more than the plain square grid.
    pub fn is_shaped(&self) -> bool {
        self.shape != ShapeName::Square
            || self.mask.is_some()
            || self.radius.is_some()
            || self.rings.is_some()
            || self.kinds.given()
    }

    /// The graph asked for, with every combination of sizes checked, and `check` passed on
    /// its shape before the graph is made (the image's size).
    fn graph(&self, make: &MakeArgs, check: impl Fn(Shape) -> Result<(), String>) -> Result<Graph, String> {
        let sized = make.maze.width.is_some() || make.maze.height.is_some();
        if let Some(file) = &self.mask {
            self.check_round()?;
            self.kinds.check_mask()?;
            if sized || self.radius.is_some() {
                return Err("the mask sets the size: leave out -W, -H and --radius".into());
            }
            let base = match self.shape {
                ShapeName::Square => Shape::Square { width: 1, height: 1 },
                ShapeName::Hex => Shape::Hex { width: 1, height: 1 },
                other => {
                    let name = format!("{other:?}").to_lowercase();
                    return Err(format!("masks work on square and hex cells, not {name}: use --shape square or hex"));
                }
            };
            let mask = read_mask(file)?;
            let (width, height) = (mask.width(), mask.height());
            check(match base {
                Shape::Hex { .. } => Shape::Hex { width, height },
                _ => Shape::Square { width, height },
            })?;
            return Graph::masked(base, &mask).map_err(|e| e.to_string());
        }
        let shape = self.any_shape((make.maze.width, make.maze.height), make.maze.size(MazeStyle::Plain))?;
        check(shape)?;
        Graph::new(shape).map_err(|e| e.to_string())
    }

    /// `--radius` only with hex, `--rings` only with polar.
    fn check_round(&self) -> Result<(), String> {
        if self.radius.is_some() && self.shape != ShapeName::Hex {
            return Err("--radius makes a hexagon of hexes: add --shape hex (or leave out --radius)".into());
        }
        if self.rings.is_some() && self.shape != ShapeName::Polar {
            return Err("--rings sizes a polar maze: add --shape polar (or leave out --rings)".into());
        }
        Ok(())
    }

    /// The shape asked for (no mask), from `-W`/`-H` as given and the size they default to,
    /// for the commands that play it (the game plays every kind; `bot` refuses some itself).
    pub fn shape(&self, given: (Option<u32>, Option<u32>), size: (u32, u32)) -> Result<Shape, String> {
        self.any_shape(given, size)
    }

    /// The shape asked for (no mask), from `-W`/`-H` as given and the size they default to.
    fn any_shape(&self, given: (Option<u32>, Option<u32>), (width, height): (u32, u32)) -> Result<Shape, String> {
        self.check_round()?;
        let sized = given.0.is_some() || given.1.is_some();
        let shape = match (self.shape, self.radius) {
            (ShapeName::Square, _) => Shape::Square { width, height },
            (ShapeName::Hex, Some(_)) if sized => return Err("--radius sizes the hexagon: leave out -W and -H".into()),
            (ShapeName::Hex, Some(radius)) => Shape::Hexagon { radius },
            (ShapeName::Hex, None) => Shape::Hex { width, height },
            (ShapeName::Triangle, _) => Shape::Triangle { width, height },
            (ShapeName::Polar, _) if sized => {
                return Err("a polar maze is sized by --rings: leave out -W and -H".into());
            }
            (ShapeName::Polar, _) => Shape::Polar { rings: self.rings.unwrap_or(10) },
            (ShapeName::Zeta, _) => Shape::Zeta { width, height },
            (ShapeName::Upsilon, _) => Shape::Upsilon { width, height },
        };
        let shape = self.kinds.apply(shape, &format!("{:?}", self.shape).to_lowercase())?;
        shape.check().map_err(|e| e.to_string())?;
        Ok(shape)
    }

    /// The mask file given, if any (`bot --shape` refuses one: bots run on whole shapes).
    pub fn mask(&self) -> Option<&Path> {
        self.mask.as_deref()
    }

    /// Whether a mask was given (`play --shape` refuses one).
    #[cfg(feature = "game")]
    pub fn has_mask(&self) -> bool {
        self.mask.is_some()
    }
}

/// Reads a mask: a PNG (by its signature) or UTF-8 text, a regular file no bigger than a
/// usable mask can be ([`Mask::read`]; a 2 GB file is refused by its size, unread).
fn read_mask(file: &Path) -> Result<Mask, String> {
    let name = file.display().to_string();
    let opened = mousemaze::files::open_regular(file).map_err(|e| format!("cannot read the mask {name}: {e}"))?;
    let size = opened.metadata().ok().map(|meta| meta.len());
    Mask::read(&name, opened, size).map_err(|e| e.to_string())
}

/// Makes a maze of the shape asked for and writes it in `format`.
pub fn make(
    args: &MakeArgs,
    shape: &ShapeArgs,
    format: Format,
    file: Option<&Path>,
    report: &ReportArgs,
) -> Result<(), String> {
    args.weave.check_options(args, format)?;
    let only = match args.style() {
        MazeStyle::Plain => None,
        MazeStyle::Labyrinth => Some("so far"),
        MazeStyle::Micromouse => Some("only"),
    };
    if let Some(only) = only {
        return Err(format!("{} makes square mazes {only}: leave out --shape and --mask", args.style_flag()));
    }
    if args.route.ends.is_some() {
        return Err("--ends is for square mazes: other shapes run from the first cell to the last".into());
    }
    let style = report.style.style();
    match format {
        Format::Json | Format::Png | Format::Svg | Format::None => {}
        Format::Ascii if shape.shape == ShapeName::Square => {}
        Format::Ascii | Format::Micromouse | Format::Maz | Format::Num => {
            return Err(format!(
                "{} draws whole square mazes only; for this maze write --format json, png or svg",
                format.name()
            ));
        }
    }
    if matches!(format, Format::Png | Format::Svg) && file.is_none() && std::io::stdout().is_terminal() {
        return Err(format!(
            "not writing {} to a terminal: pass --output FILE, or redirect standard output",
            format.name()
        ));
    }
    // The image's size is the shape's: one too big is refused before the maze is made.
    let check = |shape: Shape| {
        match format {
            Format::Png => png::fit(shape, &style).map(|_| ()),
            Format::Svg => size_of(shape, &style, DEFAULT_CELL_SIZE).map(|_| ()),
            _ => Ok(()),
        }
        .map_err(|e| e.to_string())
    };
    let graph = shape.graph(args, check)?;
    debug_assert!(check(graph.shape()).is_ok(), "the shape checked is the graph's");
    // Refused before the seed is drawn (and reported), so a refusal is one line.
    let name = graph.kind_name();
    args.weave.check(&graph, args)?;
    args.knobs.check_graph(&graph)?;
    if args.weave.share().is_none() && !args.knobs.on_squares(&graph) {
        generate::check(&graph, args.maze.algorithm).map_err(|e| e.to_string())?;
    }
    args.route.check_diagonals()?;
    let solver = args.route.solver.unwrap_or(Solver::Bfs);
    if args.solve && !solve::ON_EVERY_SHAPE.contains(&solver) {
        return Err(solve::ShapeSolveError::SquareOnly { solver, shape: name }.to_string());
    }
    let output = if format == Format::None { None } else { Some(Output::open(file)?) };
    let seed = args.maze.seed();
    let started = Instant::now();
    let maze = args.weave.generate(graph, args, seed)?;
    let made = started.elapsed();
    let (start, goal) = maze.default_ends();
    // From the seed on the doors' own stream, as on squares: the maze stays the same.
    let doors = place_cell_doors(&maze, args.maze.doors, seed, start, goal).map_err(|e| format!("--doors: {e}"))?;
    let route = if args.solve { Some(solve(&maze, solver, start, goal).map_err(|e| e.to_string())?) } else { None };
    if route.is_some() && !doors.is_empty() {
        eprintln!("note: on a {name} maze {solver} does not wait for doors: its route goes through them as if open");
    }
    if report.stats {
        print_stats(&maze, args, seed, made, route.as_deref(), &doors);
    }
    let Some(output) = output else { return Ok(()) };
    match format {
        Format::Json => output.write(|out| json::write_with_doors(&maze, (start, goal), route.as_deref(), &doors, out)),
        Format::Ascii => output.write(|out| ascii::write_square(&maze, (start, goal), route.as_deref(), out)),
        Format::Png => {
            let drawing = png::drawing(&maze, &style).map_err(|e| e.to_string())?;
            let drawing = marked(drawing, route.as_deref(), (start, goal), &doors, args.knobs.shaded());
            output.write(|out| drawing.write_png(out))
        }
        _ => {
            let drawing = Drawing::new(&maze, &style, DEFAULT_CELL_SIZE).map_err(|e| e.to_string())?;
            let drawing = marked(drawing, route.as_deref(), (start, goal), &doors, args.knobs.shaded());
            output.write(|out| drawing.write_svg(out))
        }
    }
}

/// The drawing with its route (or its ends alone), its doors, and its cells shaded by their
/// distance from the start if `shaded`.
fn marked<'a>(
    drawing: Drawing<'a>,
    route: Option<&'a [u32]>,
    (start, goal): (u32, u32),
    doors: &'a CellDoors,
    shaded: bool,
) -> Drawing<'a> {
    let drawing = if shaded { drawing.shade_by_distance(start) } else { drawing };
    let drawing = drawing.doors(doors);
    match route {
        Some(route) => drawing.route(route),
        None => drawing.ends(start, goal),
    }
}

fn print_stats(
    maze: &ShapedMaze,
    args: &MakeArgs,
    seed: u64,
    made: std::time::Duration,
    route: Option<&[u32]>,
    doors: &CellDoors,
) {
    eprintln!("shape:       {}", maze.graph().shape());
    eprintln!("generation:  {}, seed {seed}: {:.3} s", args.maze.algorithm, made.as_secs_f64());
    eprintln!("cells:       {}", maze.len());
    eprintln!("passages:    {}", maze.passage_count());
    eprintln!("dead ends:   {}", maze.dead_ends().count());
    if maze.graph().is_woven() {
        eprintln!("tunnels:     {}", maze.tunnels().len());
    }
    if !doors.is_empty() {
        eprintln!("doors:       {}", doors.len());
    }
    if let Some(route) = route {
        eprintln!("route:       {} cells", route.len());
    }
}
