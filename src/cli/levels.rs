//! `mousemaze check-levels [DIR]`: reads and checks every level file in a folder, one line
//! a file. Good files are listed on standard output; each bad one is an `error:` line on
//! standard error, and then the exit status is 1.

use std::path::PathBuf;

use clap::Args;
use mousemaze::maze::level::{BuiltLevel, Level, MazeSpec, load_campaign};

#[derive(Args, Debug)]
pub struct CheckLevelsArgs {
    /// The folder of level files (*.ron).
    #[arg(default_value = "levels")]
    dir: PathBuf,
}

/// Checks the levels: `Err` holds one line a bad file.
pub fn run(args: &CheckLevelsArgs) -> Result<(), String> {
    let levels = load_campaign(&args.dir);
    if levels.is_empty() {
        return Err(format!("no level files (*.ron) in {}", args.dir.display()));
    }
    let mut errors = Vec::new();
    for result in levels {
        match result.and_then(|(path, level)| Ok((level.build()?, path, level))) {
            Ok((built, path, level)) => println!("ok  {}  {}", path.display(), summary(&level, &built)),
            Err(err) => errors.push(err.to_string()),
        }
    }
    // `fail` writes the first `error: `; one line each keeps every bad file on its own line.
    if errors.is_empty() { Ok(()) } else { Err(errors.join("\nerror: ")) }
}

/// `8x6 backtracker, shortest 15 moves, par 4 s` and the rest of what a level sets.
fn summary(level: &Level, built: &BuiltLevel) -> String {
    let (width, height) = (built.maze.width(), built.maze.height());
    let mut parts = vec![match &level.maze {
        MazeSpec::Generated { algorithm, braid, .. } if *braid > 0.0 => {
            format!("{width}x{height} {algorithm}, braid {braid}")
        }
        MazeSpec::Generated { algorithm, .. } => format!("{width}x{height} {algorithm}"),
        MazeSpec::Drawn { .. } => format!("{width}x{height} drawn"),
    }];
    parts.push(format!("shortest {} moves, par {} s", built.shortest_moves, built.par_seconds));
    if let (Some(rival), Some(seconds)) = (built.rival, built.rival_seconds()) {
        let margin = seconds / built.optimal_seconds() - 1.0;
        parts.push(format!("{} at {}x arrives in {seconds:.1} s ({:+.0}%)", rival.kind, rival.speed, margin * 100.0));
    }
    format!("{}  \"{}\"", parts.join(", "), level.name)
}
