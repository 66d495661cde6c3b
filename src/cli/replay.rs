//! `mousemaze replay [WHICH] [--ascii]`: the best runs kept with the progress (one per maze,
//! raced as ghosts in the game). With no WHICH it lists them, newest first; WHICH is a number
//! in that list or a key it shows (`preset:Normal:123`, `level:16-wait-for-it`,
//! `daily:2026-11-23`). The run is played back in the game, or drawn as ASCII with its path.

use clap::Args;
use mousemaze::content::daily::Date;
use mousemaze::content::difficulty::Difficulty;
use mousemaze::game::progress::KeptRun;
use mousemaze::game::screens::levels::{Entry, level_config};
use mousemaze::game::{Progress, ProgressFile, RunConfig, RunKind};
use mousemaze::maze::export::{Marks, ascii};
use mousemaze::rules::rivals::RivalKind;
use mousemaze::rules::{Ghost, TICKS_PER_SECOND};

use mousemaze::content::level::catalog::all_levels;
use mousemaze::folders::player_levels_dir;
use mousemaze::maze::names::Named;

use super::play::ScriptArgs;

#[derive(Args, Debug)]
pub struct ReplayArgs {
    /// Which run: its number in the list (1 is the newest) or its key; left out, the list.
    which: Option<String>,
    /// Print the maze with the run's path in ASCII instead of playing it back.
    #[arg(long)]
    ascii: bool,
    #[command(flatten)]
    script: ScriptArgs,
}

pub fn run(args: &ReplayArgs) -> Result<(), String> {
    let file = ProgressFile::locate();
    let (progress, warnings) = file.load();
    for warning in warnings {
        eprintln!("warning: {warning}");
    }
    let runs = newest_first(&progress);
    let Some(which) = &args.which else {
        if runs.is_empty() {
            println!("no runs kept yet: win a maze in the game and its best run is kept here");
        }
        for (i, (key, kept)) in runs.iter().enumerate() {
            println!("{:>3}  {:>8}  {}  ({key})", i + 1, seconds(kept.ticks), kept.what);
        }
        return Ok(());
    };
    let (key, kept) = find(&runs, which)?;
    let mut config = config_of(key, kept)?;
    let board = config.build()?.board;
    let ghost = kept.run_on(&board)?;
    if args.ascii {
        let path = Ghost::path(&board, &ghost);
        println!("{}: {} in {} moves", kept.what, seconds(ghost.ticks), path.len() - 1);
        let marks = Marks { ends: Some((board.start, board.goal)), ..Marks::path(&path) }.with_doors(&board.doors);
        print!("{}", ascii::render_marked(&board.maze, &marks));
        return Ok(());
    }
    config.replay = Some(ghost);
    let script = args.script.script()?;
    mousemaze::game::run(mousemaze::game::PlaySettings { config: Some(config), script, ..Default::default() })
}

fn seconds(ticks: u64) -> String {
    format!("{:.2} s", ticks as f64 / f64::from(TICKS_PER_SECOND))
}

fn newest_first(progress: &Progress) -> Vec<(&String, &KeptRun)> {
    let mut runs: Vec<_> = progress.kept_runs.iter().collect();
    runs.sort_by_key(|(_, kept)| std::cmp::Reverse(kept.order));
    runs
}

fn find<'a>(runs: &[(&'a String, &'a KeptRun)], which: &str) -> Result<(&'a str, &'a KeptRun), String> {
    let found = match which.trim().parse::<usize>() {
        Ok(n) => n.checked_sub(1).and_then(|i| runs.get(i)),
        Err(_) => runs.iter().find(|(key, _)| key.as_str() == which),
    };
    found.map(|(key, kept)| (key.as_str(), *kept)).ok_or_else(|| match runs.len() {
        0 => "no runs kept yet: win a maze in the game first".to_string(),
        n => format!("no kept run {which:?}: allowed a number 1..={n} or a key that `mousemaze replay` lists"),
    })
}

/// The maze a kept run was run on, from its key.
fn config_of(key: &str, kept: &KeptRun) -> Result<RunConfig, String> {
    let bad = || format!("the kept run {key:?} names no maze this version knows");
    let (kind, rest) = key.split_once(':').ok_or_else(bad)?;
    match kind {
        "preset" => {
            let (difficulty, seed) = rest.rsplit_once(':').ok_or_else(bad)?;
            let difficulty = *Difficulty::VALUES.iter().find(|d| d.to_string() == difficulty).ok_or_else(bad)?;
            Ok(RunConfig::preset(difficulty, seed.parse().map_err(|_| bad())?))
        }
        "daily" => Ok(RunConfig::daily(rest.parse::<Date>()?)),
        "custom" => {
            let recipe = kept.recipe.ok_or_else(bad)?;
            Ok(RunConfig { recipe, rival: RivalKind::None, kind: RunKind::Custom, ..RunConfig::default() })
        }
        "level" => {
            let levels = all_levels(player_levels_dir().as_deref());
            let index =
                levels.iter().position(|l| l.id == rest).ok_or_else(|| format!("there is no level {rest:?} now"))?;
            level_config(index, &Entry { listed: levels[index].clone(), unlocked: true })
        }
        _ => Err(bad()),
    }
}
