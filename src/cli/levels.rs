//! The level commands: `mousemaze levels` lists every level there is (the built-in campaign,
//! then the player's own folder), one line each with where it came from; `check-levels
//! [DIR]` checks the campaign or a folder, one line a file: good files on standard output,
//! each bad one (or unreadable entry) an `error:` line on standard error, then exit status 1;
//! the levels are built on every core (rayon) and the lines printed in the list's order.
//! [`find`] picks the level `play --level` names: a number from that list, or a file.

use std::io::Write;
use std::path::PathBuf;

use clap::Args;
use mousemaze::content::level::catalog::{Listed, Origin, all_levels, campaign, read_folder};
use mousemaze::content::level::{Built, Level, summary_any};
use mousemaze::folders::player_levels_dir;
use mousemaze::maze::text::printable;
use rayon::prelude::*;

#[derive(Args, Debug)]
pub struct CheckLevelsArgs {
    /// A folder of level files (*.ron) to check; without it, the built-in campaign.
    dir: Option<PathBuf>,
}

/// Checks the levels: `Err` holds one line a bad file.
pub fn check(args: &CheckLevelsArgs) -> Result<(), String> {
    let levels = match &args.dir {
        Some(dir) => read_folder(dir).map_err(|e| e.to_string())?,
        None => campaign(),
    };
    if let (true, Some(dir)) = (levels.is_empty(), &args.dir) {
        return Err(format!("no level files (*.ron) in {}", printable(&dir.display().to_string())));
    }
    // Each level is built on whichever core is free; the lines are printed afterwards, in
    // the list's order, exactly as one core would print them.
    let checked: Vec<Result<String, String>> = levels
        .par_iter()
        .map(|listed| {
            let (level, built) = built(listed)?;
            Ok(format!("ok  {}  {}  \"{}\"", shown(listed), summary_any(level, &built), printable(&level.name)))
        })
        .collect();
    let mut errors = Vec::new();
    for line in checked {
        match line {
            Ok(line) => {
                if !say(format_args!("{line}"))? {
                    break;
                }
            }
            Err(err) => errors.push(err),
        }
    }
    // `fail` writes the first `error: `; one line each keeps every bad file on its own line.
    if errors.is_empty() { Ok(()) } else { Err(errors.join("\nerror: ")) }
}

#[derive(Args, Debug)]
pub struct LevelsArgs {}

/// Lists every level: number, name, what it is, and where it came from. A level that cannot
/// be played says why on its line.
pub fn list(_: &LevelsArgs) -> Result<(), String> {
    for (index, listed) in all_levels(player_levels_dir().as_deref()).iter().enumerate() {
        let number = index + 1;
        let said = match built(listed) {
            Ok((level, built)) => {
                let name = printable(&level.name);
                say(format_args!("{number:>2}  {name}  {}  {}", summary_any(level, &built), listed.source()))?
            }
            Err(err) => say(format_args!("{number:>2}  (broken)  {err}"))?,
        };
        if !said {
            break;
        }
    }
    Ok(())
}

/// The level `play --level` names: a number from `mousemaze levels`, or a level file.
/// Its index in the list (files not in it come after it), and the level.
#[cfg(feature = "game")]
pub fn find(which: &str) -> Result<(usize, Listed), String> {
    find_in(&all_levels(player_levels_dir().as_deref()), which)
}

/// How many levels the list has (the campaign and the player's own): a level played from
/// elsewhere comes after them.
#[cfg(feature = "game")]
pub fn count() -> usize {
    all_levels(player_levels_dir().as_deref()).len()
}

#[cfg(any(feature = "game", test))]
/// [`find`] in `levels`: a number is a place in the list; anything else is a file, known by
/// its path (not guessed from its name).
fn find_in(levels: &[Listed], which: &str) -> Result<(usize, Listed), String> {
    if which.trim().is_empty() {
        return Err(format!(
            "--level is empty: give a level's number, 1..={} (`mousemaze levels` lists them), or a level file",
            levels.len()
        ));
    }
    if let Ok(number) = which.trim().parse::<usize>() {
        return match number.checked_sub(1).and_then(|i| levels.get(i)) {
            Some(listed) => Ok((number - 1, listed.clone())),
            None => Err(format!(
                "there is no level {number}: allowed 1..={} (`mousemaze levels` lists them; write ./{number} for a file)",
                levels.len()
            )),
        };
    }
    let path = std::path::Path::new(which);
    let given = path.canonicalize().ok();
    let same_file = |listed: &Listed| match (&listed.origin, &given) {
        (Origin::File(listed), Some(given)) => listed.canonicalize().is_ok_and(|l| &l == given),
        _ => false,
    };
    // A file of the list is that entry (the same id, so the same saved best time).
    match levels.iter().position(same_file) {
        Some(index) => Ok((index, levels[index].clone())),
        None => Ok((levels.len(), Listed::from_file(path))),
    }
}

/// Prints a line on standard output: `false` once nobody reads it (a closed pipe, as in
/// `| head -1`), so the listing stops quietly.
fn say(line: std::fmt::Arguments) -> Result<bool, String> {
    match writeln!(std::io::stdout().lock(), "{line}") {
        Ok(()) => Ok(true),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(false),
        Err(e) => Err(format!("cannot write to standard output: {e}")),
    }
}

/// The level and its built maze, or the error that says why not, as one line.
fn built(listed: &Listed) -> Result<(&Level, Built), String> {
    let level = listed.level.as_ref().map_err(|e| e.to_string())?;
    Ok((level, level.build_any().map_err(|e| e.to_string())?))
}

/// A level in `check-levels`: its file, or its campaign name and `(built-in)`.
fn shown(listed: &Listed) -> String {
    match &listed.origin {
        Origin::BuiltIn => format!("{}.ron (built-in)", listed.id),
        Origin::File(_) => listed.source(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn play_level_takes_a_campaign_number_or_a_file_known_by_its_path() {
        let levels = campaign();
        let (index, third) = find_in(&levels, "3").unwrap();
        assert_eq!((index, third.id.as_str(), third.origin), (2, "03-snail-shell", Origin::BuiltIn));
        let count = levels.len();
        assert!(find_in(&levels, &count.to_string()).is_ok());
        let err = find_in(&levels, &(count + 1).to_string()).unwrap_err();
        assert!(err.starts_with(&format!("there is no level {}: allowed 1..={count}", count + 1)), "{err}");
        assert!(find_in(&levels, "0").is_err());
        for empty in ["", "  "] {
            let err = find_in(&levels, empty).unwrap_err();
            assert!(err.starts_with(&format!("--level is empty: give a level's number, 1..={count}")), "{err}");
        }

        // A file named like a campaign level is not that level: its id is its path.
        let dir = std::env::temp_dir().join(format!("mousemaze-find-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("07-not-the-mouse-face.ron");
        std::fs::write(&file, "(").unwrap();
        let (index, listed) = find_in(&levels, file.to_str().unwrap()).unwrap();
        assert_eq!(index, levels.len(), "after the list");
        assert_eq!(listed.id, format!("file:{}", file.display()));
        assert!(listed.level.is_err());

        let mut with_own = levels.clone();
        with_own.push(Listed::from_file(&file));
        let relative = dir.join("..").join(dir.file_name().unwrap()).join("07-not-the-mouse-face.ron");
        let (index, found) = find_in(&with_own, relative.to_str().unwrap()).unwrap();
        assert_eq!((index, found.id), (levels.len(), with_own[levels.len()].id.clone()), "the list's entry");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
