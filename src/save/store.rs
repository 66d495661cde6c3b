//! The save file on disk: read with a size limit, moved aside when it is not progress,
//! written whole through [`crate::files`], and merged under a lock so that two games
//! running at once keep each other's wins.

use std::fs::{self, File, OpenOptions};
use std::io;
use std::path::{Path, PathBuf};

use super::Progress;
use crate::files;

/// A save file is a few kilobytes; anything over this is not one.
pub const SAVE_LIMIT: u64 = 1 << 20;

/// What was found at the save path.
#[derive(Debug, PartialEq)]
pub(super) struct Found {
    /// The progress read, if the file held progress.
    pub progress: Option<Progress>,
    /// What went wrong or was corrected, one line each.
    pub warnings: Vec<String>,
}

/// Reads the progress saved at `path`. A missing file is no progress and no warning. A
/// regular file that is not progress (not UTF-8, not RON, too big, unreadable) is moved
/// aside, byte for byte, to `progress.ron.bak` (or the next free `.bak.N`); a FIFO, a
/// device or a folder is refused without being opened for long, and left where it is.
pub(super) fn read(path: &Path) -> Found {
    let shown = path.display();
    let damaged = |why: String| {
        let kept = match move_aside(path) {
            Ok(backup) => format!("it was kept as {}", backup.display()),
            Err(e) => format!("could not move it aside ({e}); it was left as it is"),
        };
        Found { progress: None, warnings: vec![format!("{shown} is damaged ({why}); {kept}; starting fresh")] }
    };
    let bytes = match files::read_regular(path, SAVE_LIMIT) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Found { progress: None, warnings: Vec::new() },
        Err(e) if e.kind() == io::ErrorKind::InvalidInput => {
            let warning = format!("cannot use {shown} for progress: {e}; progress is not saved until it is removed");
            return Found { progress: None, warnings: vec![warning] };
        }
        Err(e) => return damaged(e.to_string()),
    };
    let Ok(text) = String::from_utf8(bytes) else { return damaged("it is not UTF-8 text".into()) };
    match ron::from_str::<Progress>(&text) {
        Ok(progress) => {
            let (progress, warnings) = progress.sanitized();
            let warnings = warnings.into_iter().map(|w| format!("{shown}: {w}")).collect();
            Found { progress: Some(progress), warnings }
        }
        Err(e) => damaged(e.to_string()),
    }
}

/// Saves `progress` merged with what is on disk now (another game may have saved since
/// this one loaded), under a lock; returns what was written.
pub(super) fn save(path: &Path, progress: &Progress) -> Result<(Progress, Vec<String>), String> {
    let cannot = |e: &dyn std::fmt::Display| format!("cannot save progress to {}: {e}", path.display());
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        fs::create_dir_all(dir).map_err(|e| cannot(&e))?;
    }
    let _lock = lock(path).map_err(|e| cannot(&e))?;
    let found = read(path);
    let merged = match &found.progress {
        Some(on_disk) => progress.merged_with(on_disk),
        None => progress.clone(),
    };
    let text = ron::ser::to_string_pretty(&merged, ron::ser::PrettyConfig::default()).map_err(|e| cannot(&e))?;
    files::write_regular(path, text.as_bytes()).map_err(|e| cannot(&e))?;
    Ok((merged, found.warnings))
}

/// Holds `progress.ron.lock` exclusively until dropped: one game at a time reads, merges
/// and writes. The lock file is never followed if it is a link, and is left in place.
fn lock(path: &Path) -> io::Result<File> {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".lock");
    let mut options = OpenOptions::new();
    options.read(true).write(true).create(true).truncate(false);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(files::NO_FOLLOW | files::NON_BLOCKING);
    }
    let file = options.open(path.with_file_name(name))?;
    file.lock()?;
    Ok(file)
}

/// Moves `path` to the first free `NAME.bak`, `NAME.bak.2`, … after the highest one there
/// (the folder is listed once), never replacing one: a hard link is made, which fails if
/// the name is taken, and the original is removed.
fn move_aside(path: &Path) -> io::Result<PathBuf> {
    let name = path.file_name().unwrap_or_default().to_string_lossy().into_owned();
    let bak = format!("{name}.bak");
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let mut next = 1u64;
    for entry in fs::read_dir(dir)?.flatten() {
        let entry = entry.file_name().to_string_lossy().into_owned();
        if entry == bak {
            next = next.max(2);
        } else if let Some(n) =
            entry.strip_prefix(&bak).and_then(|r| r.strip_prefix('.')).and_then(|n| n.parse::<u64>().ok())
        {
            next = next.max(n.saturating_add(1));
        }
    }
    for _ in 0..100 {
        let backup = if next == 1 { dir.join(&bak) } else { dir.join(format!("{bak}.{next}")) };
        match fs::hard_link(path, &backup) {
            Ok(()) => return fs::remove_file(path).map(|()| backup),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => next += 1,
            // No hard links on this file system: rename, having checked the name is free.
            Err(_) if fs::symlink_metadata(&backup).is_err() => return fs::rename(path, &backup).map(|()| backup),
            Err(_) => next += 1,
        }
    }
    Err(io::Error::other("no free backup name"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::files::scratch::folder;

    #[test]
    fn backups_follow_the_highest_and_never_overwrite() {
        let dir = folder("backups");
        let path = dir.join("progress.ron");
        for (name, text) in [("progress.ron.bak", "first"), ("progress.ron.bak.999", "old")] {
            fs::write(dir.join(name), text).unwrap();
        }
        fs::write(&path, [0xff, 0xfe, b'x']).unwrap();
        let found = read(&path);
        assert_eq!(found.progress, None);
        assert!(found.warnings[0].contains("not UTF-8") && found.warnings[0].contains("bak.1000"), "{found:?}");
        assert_eq!(fs::read(dir.join("progress.ron.bak.1000")).unwrap(), [0xff, 0xfe, b'x'], "byte for byte");
        assert_eq!(fs::read_to_string(dir.join("progress.ron.bak.999")).unwrap(), "old");
        assert_eq!(fs::read_to_string(dir.join("progress.ron.bak")).unwrap(), "first");
        assert!(!path.exists());
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_save_too_big_to_be_progress_is_kept_aside() {
        let dir = folder("big");
        let path = dir.join("progress.ron");
        fs::write(&path, " ".repeat(SAVE_LIMIT as usize + 1)).unwrap();
        let found = read(&path);
        assert!(found.warnings[0].contains("over the limit"), "{found:?}");
        assert_eq!(fs::metadata(dir.join("progress.ron.bak")).unwrap().len(), SAVE_LIMIT + 1);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_as_the_save_file_is_refused_without_blocking() {
        let dir = folder("fifo");
        let path = dir.join("progress.ron");
        crate::files::scratch::fifo(&path);
        let found = read(&path);
        assert_eq!(found.warnings.len(), 1);
        assert!(found.warnings[0].contains("a FIFO (named pipe), not a regular file"), "{found:?}");
        let err = save(&path, &Progress::default()).unwrap_err();
        assert!(err.contains("a FIFO (named pipe), not a regular file"), "{err}");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn saves_never_write_through_a_planted_link_and_keep_a_linked_save_a_link() {
        let dir = folder("links");
        let victim = dir.join("victim.txt");
        fs::write(&victim, "mine").unwrap();
        // The old fixed temporary name, and a lock file, planted as links.
        std::os::unix::fs::symlink(&victim, dir.join("progress.ron.tmp")).unwrap();
        std::os::unix::fs::symlink(&victim, dir.join("progress.ron.lock")).unwrap();
        let path = dir.join("progress.ron");
        assert!(save(&path, &Progress::default()).is_err(), "a planted lock link is not followed");
        fs::remove_file(dir.join("progress.ron.lock")).unwrap();
        save(&path, &Progress::default()).unwrap();
        assert_eq!(fs::read_to_string(&victim).unwrap(), "mine");
        assert!(fs::symlink_metadata(&path).unwrap().is_file());
        // A save that is itself a link (dotfiles kept elsewhere) is written through.
        let real = dir.join("real.ron");
        fs::rename(&path, &real).unwrap();
        std::os::unix::fs::symlink(&real, &path).unwrap();
        let mut progress = Progress::default();
        progress.finish_level("01");
        save(&path, &progress).unwrap();
        assert!(fs::symlink_metadata(&path).unwrap().file_type().is_symlink());
        assert!(fs::read_to_string(&real).unwrap().contains("\"01\""));
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn games_saving_at_once_keep_every_win() {
        let dir = folder("merge");
        let path = dir.join("progress.ron");
        std::thread::scope(|scope| {
            for game in 0..8 {
                let path = &path;
                scope.spawn(move || {
                    let mut progress = Progress::default();
                    progress.finish_level(&format!("level-{game}"));
                    progress.record("preset:Normal", 30.0 + game as f32);
                    save(path, &progress).unwrap();
                });
            }
        });
        let saved = read(&path).progress.unwrap();
        assert_eq!(saved.finished.len(), 8, "{saved:?}");
        assert_eq!(saved.best("preset:Normal"), Some(30.0), "the best of each time");
        fs::remove_dir_all(&dir).unwrap();
    }
}
