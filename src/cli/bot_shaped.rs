//! `mousemaze bot BOT --shape hex|triangle|polar|upsilon|zeta` (`-W`/`-H`, `--radius`,
//! `--rings`), `--floors N`, `--wrap x|y|xy`, `--weave SHARE`: a bot on mazes of another
//! shape or kind, from the first cell to the last (the centre to the outer ring on a circle,
//! floor 0 to the top floor; on wrapped edges to the cell farthest round), one maze a seed, printed as the square grid's runs are (`bot_rows`). A bundled
//! bot runs its version for any shape (`bots/shapes/`); a script file runs as it is. `--doors`
//! places doors from each seed as on squares. What only the square grid has (contests, mms
//! programs, maze files, other ends, masks) is refused with one line saying what to leave out.

use std::path::Path;

use mousemaze::bot::script::Script;
use mousemaze::bot::{Bot, ShapedBoard, bundled};
use mousemaze::maze::Ends;
use mousemaze::maze::distances::steps_from;
use mousemaze::maze::doors::place_cell_doors;
use mousemaze::maze::rng::seed_from_text;
use mousemaze::maze::shape::generate::{self, generate_braided, generate_woven};
use mousemaze::maze::shape::{Graph, Shape};
use rayon::prelude::*;

use super::MazeStyle;
use super::bot_args::BotArgs;
use super::bot_output::print_steps;
use super::bot_rows::{Row, faults, json, print_table, the_same_fault_everywhere};
use super::weave::check_woven;

/// Runs the bot `args` name on `--seeds` mazes of the shape asked for.
pub(super) fn run(args: &BotArgs) -> Result<(), String> {
    refuse_square_only(args)?;
    let Some(name) = &args.script else { return Err(SQUARE_ONLY_MMS.into()) };
    let script = shaped_script(name)?;
    let bot = Bot::compile(&script.name, &script.source).map_err(|e| e.to_string())?;
    let maze = &args.maze;
    let shape = args.shape.shape((maze.width, maze.height), maze.size(MazeStyle::Plain))?;
    let graph = Graph::new(shape).map_err(|e| e.to_string())?;
    let weave = args.weave.filter(|&share| share > 0.0);
    match weave {
        Some(_) => check_woven(&graph, maze.algorithm)?,
        None => generate::check(&graph, maze.algorithm).map_err(|e| e.to_string())?,
    }
    let first = maze.seed.as_deref().map_or(0, seed_from_text);
    let seeds: Vec<u64> = (0..args.seeds).map(|i| first.wrapping_add(i)).collect();
    let course = Course { graph: &graph, weave, args };
    let rows: Vec<Row> = if args.trace {
        seeds.iter().map(|&seed| course.run(&bot, &script.name, seed)).collect::<Result<_, _>>()?
    } else {
        let rows: Vec<Result<Row, String>> = seeds
            .into_par_iter()
            .map_init(
                || Bot::compile(&script.name, &script.source),
                |bot, seed| course.run(bot.as_ref().map_err(|e| e.to_string())?, &script.name, seed),
            )
            .collect();
        rows.into_iter().collect::<Result<_, _>>()?
    };
    the_same_fault_everywhere(&rows)?;
    let what = format!("{}, {}", graph.shape(), maze.algorithm);
    let what = if maze.braid > 0.0 { format!("{what}, braid {}", maze.braid) } else { what };
    let what = match weave {
        Some(share) => format!("{what}, weave {share}"),
        None => what,
    };
    if args.json {
        println!("{}", json(&script.name, &what, &rows));
    } else {
        print_table(&script.name, &what, &rows, None);
    }
    faults(&rows)
}

/// The mazes a shaped run walks: the graph, the weave's share of tunnels offered (a new
/// graph a seed), and the options.
struct Course<'a> {
    graph: &'a Graph,
    weave: Option<f64>,
    args: &'a BotArgs,
}

impl Course<'_> {
    /// Runs `bot` (the script `file`) on the maze of `seed`: its row, its trace printed with
    /// `--trace`.
    fn run(&self, bot: &Bot, file: &str, seed: u64) -> Result<Row, String> {
        let maze = &self.args.maze;
        let made = match (self.weave, self.graph.shape()) {
            (Some(share), Shape::Square { width, height }) => {
                generate_woven(width, height, maze.algorithm, seed, maze.braid, share).map_err(|e| e.to_string())
            }
            _ => generate_braided(self.graph.clone(), maze.algorithm, seed, maze.braid).map_err(|e| e.to_string()),
        };
        let made = made?;
        let (start, goal) = made.default_ends();
        let shortest = steps_from(&made, start as usize)[goal as usize] as usize;
        let doors = place_cell_doors(&made, maze.doors, seed, start, goal).map_err(|e| e.to_string())?;
        let board = ShapedBoard::new(made, start as usize, goal as usize).map_err(|e| e.to_string())?;
        let board = board.with_doors(doors);
        let trace = bot.run_shaped(&board, self.args.trace);
        if self.args.trace {
            println!("seed {seed}:");
            print_steps(file, &trace);
            let path: Vec<String> = trace.path.iter().map(ToString::to_string).collect();
            println!("cells walked: {}", path.join(" "));
            println!("the start is cell {start}, the cheese cell {goal}");
            println!("{}\n", trace.reason().unwrap_or_else(|| "reached the cheese".into()));
        }
        Ok(Row::new(seed, shortest, &trace, None))
    }
}

const SQUARE_ONLY_MMS: &str =
    "mms programs run on square mazes only: leave out --shape, --radius and --rings (or --mms)";

/// One line for the first option given that only the square grid has.
fn refuse_square_only(args: &BotArgs) -> Result<(), String> {
    let name = args.script.as_deref().unwrap_or_default();
    let refused = if args.mms.mms.is_some() || mousemaze::bot::mms_program::mouse_file::is_mouse_file(Path::new(name)) {
        Some(SQUARE_ONLY_MMS)
    } else if args.contest.contest {
        Some("--contest runs the micromouse contest, on square mazes only: leave out --shape (or --contest)")
    } else if args.contest.maze_file.is_some() {
        Some("--maze FILE reads a square maze: leave out --shape (or --maze)")
    } else if args.difficulty.is_some() {
        Some("a difficulty makes square mazes: leave out --difficulty, or --shape")
    } else if args.ends != Ends::Corners {
        Some("--ends is for square mazes: on other shapes the bot runs from the first cell to the last")
    } else if args.shape.mask().is_some() {
        Some("bots run on whole shapes: leave out --mask")
    } else if args.mms.timeout.is_some() {
        Some("--timeout is for mms programs, which run on square mazes only")
    } else {
        None
    };
    refused.map_or(Ok(()), |why| Err(why.into()))
}

/// The script for a shaped maze: a file as it is; a bundled bot's version for any shape.
pub(super) fn shaped_script(name: &str) -> Result<Script, String> {
    if !Path::new(name).exists()
        && let Some((file, _)) = bundled::find(name)
    {
        let Some((file, source)) = bundled::for_shapes(file) else {
            return Err(format!("{file} is written for the micromouse contest, on square mazes only: try tremaux"));
        };
        return Ok(Script { name: file.into(), source: source.into(), path: None });
    }
    Script::find(name).map_err(|e| e.to_string())
}
