//! `mousemaze bot SCRIPT`: runs a bot headless over one maze or many and prints a table
//! (solved, moves against the shortest route, instructions, why it failed), JSON with
//! `--json`, or with `--trace` every instruction and the maze with the bot's path in ASCII.
//! With `--difficulty`, the bot also races that difficulty's rival on the same clock.
//! `--seeds N` runs the mazes on every core and keeps only each maze's numbers, so memory
//! does not grow with N; the output is the same, in the same order, as on one core.

use std::fmt::Write as _;
use std::path::Path;

use mousemaze::bot::mms_program::mouse_file::is_mouse_file;
use mousemaze::bot::race::RivalRun;
use mousemaze::bot::script::Script;
use mousemaze::bot::{Bot, Trace, practice};
use mousemaze::maze::recipe::MazeRecipe;
use mousemaze::maze::rng::seed_from_text;
use mousemaze::maze::text::printable;
use mousemaze::maze::{Ends, Solver};
use mousemaze::rules::Board;
use mousemaze::rules::PLAYER_SPEED;
use rayon::prelude::*;

use super::bot_args::BotArgs;
use super::bot_output::print_trace;
use super::bot_rows::{Row, faults, json, print_table, the_same_fault_everywhere};
use mousemaze::maze::names::Named;

/// What the bot runs on: the maze recipe (its seed the first), the ends, the rival.
struct Course<'a> {
    recipe: MazeRecipe,
    args: &'a BotArgs,
}

impl Course<'_> {
    /// Runs `bot` on the maze of `seed`: the board, the whole trace, and its row.
    fn run(&self, bot: &Bot, seed: u64) -> Result<(Board, Trace, Row), String> {
        let board = practice::board(self.recipe.with_seed(seed), self.args.ends).map_err(|e| e.to_string())?;
        let shortest = Solver::Bfs.solve(&board.maze, board.start, board.goal).map_err(|e| e.to_string())?.steps();
        let trace = if self.args.trace { bot.run(&board) } else { bot.run_counted(&board) };
        let rival = self.args.difficulty.and_then(|d| {
            let preset = d.preset();
            RivalRun::new(&board, preset.rival, PLAYER_SPEED * preset.rival_speed)?.arrived
        });
        let row = Row::new(seed, shortest, &trace, rival);
        Ok((board, trace, row))
    }

    /// The rows of seeds `first`, `first + 1`…, in order: with `--trace` one maze at a time,
    /// each trace printed then dropped; else on every core (a bot per thread: a bot is not
    /// shared), each run's path and chalk dropped as soon as its row is made.
    fn rows(&self, script: &Script, bot: &Bot, first: u64) -> Result<Vec<Row>, String> {
        let seeds = (0..self.args.seeds).map(|i| first.wrapping_add(i));
        if self.args.trace {
            return seeds
                .map(|seed| {
                    let (board, trace, row) = self.run(bot, seed)?;
                    print_trace(&script.name, &format!("seed {seed}"), &board, &trace);
                    Ok(row)
                })
                .collect();
        }
        let bar = super::progress_bar::items("mazes", self.args.seeds as usize);
        let rows: Vec<Result<Row, String>> = seeds
            .collect::<Vec<u64>>()
            .into_par_iter()
            .map_init(
                || Bot::compile(&script.name, &script.source),
                |bot, seed| {
                    let bot = bot.as_ref().map_err(|e| e.to_string())?;
                    let row = self.run(bot, seed).map(|(_, _, row)| row);
                    bar.inc(1);
                    row
                },
            )
            .collect();
        bar.finish_and_clear();
        // The first error in the seeds' order, as one core would meet it.
        rows.into_iter().collect()
    }
}

pub fn run(args: &BotArgs) -> Result<(), String> {
    if args.shape.is_shaped() || args.weave.is_some_and(|share| share > 0.0) {
        return super::bot_shaped::run(args);
    }
    let (Some(name), None) = (&args.script, &args.mms.mms) else {
        return super::mms::run(args, args.mms.mms.as_deref().unwrap_or_default());
    };
    if is_mouse_file(Path::new(name)) {
        if args.difficulty.is_some() {
            return Err("a .mms program runs contest mazes: --difficulty is for Rhai bots".into());
        }
        return super::mms::run_mouse_file(args, Path::new(name));
    }
    if args.mms.timeout.is_some() {
        return Err("--timeout is for mms programs (--mms COMMAND, or a .mms file)".into());
    }
    let script = Script::find(name).map_err(|e| e.to_string())?;
    if args.contest.contest {
        return super::contest::run(args, &script);
    }
    if let Some(file) = &args.contest.maze_file {
        return run_file(args, &script, file);
    }
    let bot = Bot::compile(&script.name, &script.source).map_err(|e| e.to_string())?;
    let first = args.maze.seed.as_deref().map_or(0, seed_from_text);
    let recipe = match args.difficulty {
        // A difficulty brings its own doors; --doors, if given, replaces them.
        Some(difficulty) if args.maze.doors.is_none() => difficulty.recipe(first),
        Some(difficulty) => MazeRecipe { doors: args.maze.doors, ..difficulty.recipe(first) },
        None => MazeRecipe { seed: first, ..args.maze.recipe_unseeded() },
    };
    let rows = Course { recipe, args }.rows(&script, &bot, first)?;
    the_same_fault_everywhere(&rows)?;
    let what = describe(&recipe, args);
    if args.json {
        println!("{}", json(&script.name, &what, &rows));
    } else {
        print_table(&script.name, &what, &rows, None);
        if let Some(difficulty) = args.difficulty {
            let preset = difficulty.preset();
            let beaten = rows.iter().filter(|r| r.beat_rival()).count();
            println!(
                "raced the {} rival at {:.0}% speed (the bot runs at the player's speed): first on {beaten}/{}",
                preset.rival,
                preset.rival_speed * 100.0,
                rows.len()
            );
        }
    }
    faults(&rows)
}

/// `mousemaze bot BOT --maze FILE`: one run on a maze file, from its start to its goal.
fn run_file(args: &BotArgs, script: &Script, file: &std::path::Path) -> Result<(), String> {
    let bot = Bot::compile(&script.name, &script.source).map_err(|e| e.to_string())?;
    let board = mousemaze::content::maze_file::board_of(file).map_err(|e| e.to_string())?;
    let shortest =
        Solver::Bfs.solve_region(&board.maze, board.start, board.goals()).map_err(|e| e.to_string())?.steps();
    let trace = if args.trace { bot.run(&board) } else { bot.run_counted(&board) };
    let what = printable(&file.display().to_string()).into_owned();
    if args.trace {
        print_trace(&script.name, &what, &board, &trace);
    }
    let rows = [Row::new(0, shortest, &trace, None)];
    the_same_fault_everywhere(&rows)?;
    if args.json {
        println!("{}", json(&script.name, &what, &rows));
    } else {
        print_table(&script.name, &what, &rows, Some(&what));
    }
    Ok(())
}

/// `21x15 backtracker, braid 0.5, 3 doors, ends farthest`.
fn describe(recipe: &MazeRecipe, args: &BotArgs) -> String {
    let mut text = format!("{}x{} {}", recipe.width, recipe.height, recipe.algorithm);
    if recipe.braid > 0.0 {
        let _ = write!(text, ", braid {}", recipe.braid);
    }
    if !recipe.doors.is_none() {
        let _ = write!(text, ", {}", recipe.doors);
    }
    if args.ends != Ends::Corners {
        let _ = write!(text, ", ends {}", args.ends.word());
    }
    text
}
