//! `generate --weave SHARE` (and `export`): a square maze whose corridors may pass under
//! others, made by the maze library's weave ([`mousemaze::maze::shape::generate::generate_woven`])
//! and written as JSON (its tunnels listed), PNG or SVG (drawn inset, a tunnel's walls
//! stopping short of the bridge over it) through the shapes' path ([`super::shaped`]).
//! `--weave 0`, or none, is the plain maze, byte for byte.

use clap::Args;
use mousemaze::maze::Algorithm;
use mousemaze::maze::shape::crossings::ON_WEAVE;
use mousemaze::maze::shape::generate::generate_woven;
use mousemaze::maze::shape::{Graph, Shape, ShapedMaze};

use super::output::Format;
use super::{MakeArgs, MazeStyle};

/// The weave option of `generate`, `export`, `bot` and `play`.
#[derive(Args, Debug, Default)]
pub struct WeaveArgs {
    /// Corridors passing under others, on squares: the share (0 to 1) of the places a tunnel
    /// could go that the generator is offered, drawn from the seed (0: none). With
    /// backtracker or kruskal; drawn as json, png or svg (text cannot show a tunnel).
    #[arg(long, value_name = "SHARE", value_parser = super::maze_args::parse_share, allow_negative_numbers = true)]
    weave: Option<f64>,
}

impl WeaveArgs {
    /// The share of tunnels offered, when there is one (`--weave 0` is no weave).
    pub fn share(&self) -> Option<f64> {
        self.weave.filter(|&share| share > 0.0)
    }

    /// What `--weave` cannot go with, said first: another style, `--ends`, a text format, a
    /// knob that carves or culls (the weave's generator carves alone, and a culled cell could
    /// have a tunnel under it).
    pub fn check_options(&self, args: &MakeArgs, format: Format) -> Result<(), String> {
        if self.share().is_none() {
            return Ok(());
        }
        if args.style() != MazeStyle::Plain {
            return Err(format!("--weave makes plain mazes: leave out {}", args.style_flag()));
        }
        if let Some(flag) = args.knobs.carving_flag() {
            return Err(format!(
                "{flag} does not go with --weave (a weave's generator lays its tunnels alone): leave out one of them"
            ));
        }
        if args.route.ends.is_some() {
            return Err(
                "--weave runs from the first cell to the last (top left to bottom right): leave out --ends".into()
            );
        }
        match format {
            Format::Json | Format::Png | Format::Svg | Format::None => Ok(()),
            _ => Err(format!(
                "{} has no way to draw a corridor passing under another: write --format json, png or svg",
                format.name()
            )),
        }
    }

    /// What `play --weave` cannot go with: another shape than whole squares (the game's
    /// rules refuse doors on a weave themselves).
    #[cfg(feature = "game")]
    pub fn check_play(&self, shape: Shape) -> Result<(), String> {
        if !matches!(shape, Shape::Square { .. }) {
            return Err(format!(
                "--weave plays square grids only, not {shape}: leave out --shape, --floors and --wrap"
            ));
        }
        Ok(())
    }

    /// Whether `--weave` asks for tunnels on `graph` by `args`' generator: an error, before
    /// the seed is drawn, unless the graph is a whole square grid and the generator weaves
    /// ([`check_woven`]).
    pub fn check(&self, graph: &Graph, args: &MakeArgs) -> Result<(), String> {
        match self.share() {
            Some(_) => check_woven(graph, args.maze.algorithm),
            None => Ok(()),
        }
    }

    /// The maze `args` describe on `graph` from `seed`: woven when asked (the graph checked
    /// by [`WeaveArgs::check`]), else the shapes' usual one with the knobs
    /// ([`super::knobs::KnobArgs::shaped_maze`]).
    pub fn generate(&self, graph: Graph, args: &MakeArgs, seed: u64) -> Result<ShapedMaze, String> {
        let (algorithm, braid) = (args.maze.algorithm, args.maze.braid);
        match (self.share(), graph.shape()) {
            (Some(share), Shape::Square { width, height }) => {
                generate_woven(width, height, algorithm, seed, braid, share).map_err(|e| e.to_string())
            }
            _ => args.knobs.shaped_maze(args, graph, seed),
        }
    }
}

/// An error unless a weave may be made on `graph` by `algorithm`: a whole square grid, and a
/// generator that passes tunnels only under straight passages (`generate --weave`, `bot
/// --weave`).
pub fn check_woven(graph: &Graph, algorithm: Algorithm) -> Result<(), String> {
    if !matches!(graph.shape(), Shape::Square { .. }) || graph.len() as u64 != graph.shape().cell_count() {
        return Err(format!(
            "--weave works on whole square grids only, not on {}: leave out --shape, --mask, --floors and --wrap",
            graph.shape()
        ));
    }
    if !ON_WEAVE.contains(&algorithm) {
        let allowed: Vec<&str> = ON_WEAVE.iter().map(|a| a.name()).collect();
        return Err(format!(
            "--weave needs a generator that passes tunnels only under straight passages: allowed {}, not {algorithm}",
            allowed.join(" or ")
        ));
    }
    Ok(())
}
