//! `mousemaze replay [WHICH] [--ascii]`: the best runs kept with the progress (one per maze,
//! raced as ghosts in the game). With no WHICH it lists them, newest first; WHICH is a number
//! in that list or a key it shows (`preset:Normal:123`, `level:16-wait-for-it`,
//! `daily:2026-11-23`). The run is played back in the game, or drawn as ASCII with its path
//! (a run on a maze of another shape is replayed by the rules and summed up: text draws
//! square mazes only).

use clap::Args;
use mousemaze::content::maze_key::{KeyBoard, MazeKey};
use mousemaze::folders::player_levels_dir;
use mousemaze::maze::export::{Marks, ascii};
use mousemaze::rules::Ghost;
use mousemaze::save::{KeptRun, Progress, SaveFile};

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
    let file = SaveFile::locate();
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
            println!("{:>3}  {:>8}  {}  ({key})", i + 1, mousemaze::rules::clock(kept.ticks), kept.what);
        }
        return Ok(());
    };
    let (key, kept) = find(&runs, which)?;
    let maze = MazeKey::parse(key, kept.recipe).map_err(|e| e.to_string())?;
    let board = match maze.any_board(player_levels_dir().as_deref()).map_err(|e| e.to_string())? {
        KeyBoard::Square(board) => board,
        KeyBoard::Shaped(board) => {
            let shape = board.maze.graph().shape();
            if !args.ascii {
                return Err(format!("{key} was run on {shape}: the game replays it as a ghost; --ascii sums it up"));
            }
            let ghost = kept.run_on(&board).map_err(|e| e.to_string())?;
            let moves = Ghost::path(&board, &ghost).len() - 1;
            println!("{}: {} in {moves} moves, on {shape}", kept.what, mousemaze::rules::clock(ghost.ticks));
            return Ok(());
        }
    };
    let ghost = kept.run_on(&board).map_err(|e| e.to_string())?;
    if args.ascii {
        let path = Ghost::path(&board, &ghost);
        println!("{}: {} in {} moves", kept.what, mousemaze::rules::clock(ghost.ticks), path.len() - 1);
        let marks = Marks { ends: Some((board.start, board.goal)), ..Marks::path(&path) }.with_doors(&board.doors);
        print!("{}", ascii::render_marked(&board.maze, &marks));
        return Ok(());
    }
    play_back(&maze, ghost, &args.script)
}

/// Plays `ghost` back in the game, on the maze it was run on.
#[cfg(feature = "game")]
fn play_back(maze: &MazeKey, ghost: mousemaze::rules::GhostRun, script: &ScriptArgs) -> Result<(), String> {
    let mut config = config_of(maze)?;
    config.replay = Some(ghost);
    let script = script.script()?;
    mousemaze::game::run(mousemaze::game::PlaySettings { config: Some(config), script, ..Default::default() })
        .map_err(|e| e.to_string())
}

#[cfg(not(feature = "game"))]
fn play_back(_: &MazeKey, _: mousemaze::rules::GhostRun, _: &ScriptArgs) -> Result<(), String> {
    Err("this build has no game (it was built without the `game` feature): use --ascii".into())
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

/// The game's settings for the maze a kept run was run on.
#[cfg(feature = "game")]
fn config_of(maze: &MazeKey) -> Result<mousemaze::game::RunConfig, String> {
    use mousemaze::content::level::catalog::all_levels;
    use mousemaze::game::level_play::{Entry, level_config};
    use mousemaze::game::{RunConfig, RunKind};
    use mousemaze::rules::rivals::RivalKind;
    match maze {
        MazeKey::Preset(difficulty, seed) => Ok(RunConfig::preset(*difficulty, *seed)),
        MazeKey::Daily(date) => Ok(RunConfig::daily(*date)),
        MazeKey::Custom(recipe) => {
            Ok(RunConfig { recipe: *recipe, rival: RivalKind::None, kind: RunKind::Custom, ..RunConfig::default() })
        }
        MazeKey::File(path) => RunConfig::maze_file(std::path::Path::new(path)).map_err(|e| e.to_string()),
        MazeKey::Shaped(recipe) => Err(format!("shaped:{recipe} is a maze of another shape: use --ascii")),
        MazeKey::Level(id) => {
            let levels = all_levels(player_levels_dir().as_deref());
            let index =
                levels.iter().position(|l| &l.id == id).ok_or_else(|| format!("there is no level {id:?} now"))?;
            level_config(index, &Entry { listed: levels[index].clone(), unlocked: true }).map_err(|e| e.to_string())
        }
    }
}
