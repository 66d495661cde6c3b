//! The save file on disk: read with a size limit and without side effects (what is good in
//! a partly damaged file is kept: [`super::recover`]), written whole through
//! [`crate::files`], and merged under a lock so that two games running at once keep each
//! other's wins. A file that had to be repaired (a part left out, a value put right), or
//! was not progress at all, is moved aside
//! to `progress.ron.bak` (byte for byte) only when a save replaces it, and only if it is
//! the player's own; a file that cannot be read is never written over.

use std::fmt;
use std::fs::{self, File, OpenOptions};
use std::io;
use std::path::{Path, PathBuf};

use super::Progress;
use super::recover::read_lenient;
use crate::files;

/// A save file is a few hundred kilobytes at most; anything over this is not one.
pub const SAVE_LIMIT: u64 = 1 << 20;

/// What a save may hold of kept runs and challenge solutions together, in bytes as written:
/// the solutions are fitted first (in [`super::SOLUTIONS_BYTES`]), then the oldest kept runs
/// go beyond what is left, so that whatever the game writes stays well under [`SAVE_LIMIT`]
/// and reads back.
pub const KEPT_RUNS_BYTES: usize = 640 << 10;

/// What was found at the save path.
#[derive(Debug)]
pub(super) struct Found {
    /// The progress read (fresh progress for a missing file or one that is not progress).
    pub progress: Progress,
    /// What went wrong or was corrected, one line each.
    pub warnings: Vec<String>,
    /// What the file is, for the next save.
    pub state: FileState,
}

/// The save file as a save finds it.
#[derive(Debug, PartialEq)]
pub(super) enum FileState {
    /// Missing, or read as it is.
    Sound,
    /// Read with parts left out or put right, or not progress at all: kept aside before it
    /// is replaced.
    Damaged,
    /// Not readable (permission, a folder or device in its place): never written over.
    Unreadable(String),
}

/// Reads the progress saved at `path`, changing nothing on disk. A missing file is fresh
/// progress with no warning.
pub(super) fn read(path: &Path) -> Found {
    let shown = path.display();
    let fresh = |warnings, state| Found { progress: Progress::default(), warnings, state };
    let damaged = |why: String| {
        let warning =
            format!("{shown} is damaged ({why}); starting fresh, and it is kept as a .bak when the game saves");
        fresh(vec![warning], FileState::Damaged)
    };
    let bytes = match files::read_regular(path, SAVE_LIMIT) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return fresh(Vec::new(), FileState::Sound),
        Err(e) if e.kind() == io::ErrorKind::InvalidData => return damaged(e.to_string()),
        Err(e) => {
            let why = format!("cannot read {shown}: {e}");
            let warning = format!("{why}; progress is not loaded, and not saved until it can be read");
            return fresh(vec![warning], FileState::Unreadable(why));
        }
    };
    let Ok(text) = String::from_utf8(bytes) else { return damaged("it is not UTF-8 text".into()) };
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
    match read_lenient::<Progress>(text, "kept_runs") {
        Ok(read) => {
            let (progress, corrected) = read.value.sanitized();
            let mut warnings: Vec<String> = read.cuts.iter().map(|cut| format!("{shown}: {cut}")).collect();
            warnings.extend(corrected.into_iter().map(|w| format!("{shown}: {w}")));
            if warnings.is_empty() {
                return Found { progress, warnings, state: FileState::Sound };
            }
            // What the player wrote that was left out or put right is kept in the backup.
            warnings.push(format!("{shown}: the file as it is now is kept as a .bak when the game saves"));
            Found { progress, warnings, state: FileState::Damaged }
        }
        Err(e) => damaged(e.to_string()),
    }
}

/// Why progress was not saved.
#[derive(Debug)]
pub struct SaveError {
    /// The save file.
    pub path: PathBuf,
    pub why: String,
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot save progress to {}: {}", self.path.display(), self.why)
    }
}

impl std::error::Error for SaveError {}

/// Saves `progress` merged with what is on disk now (another game may have saved since
/// this one loaded), under a lock; returns what was written and the warnings.
pub(super) fn save(path: &Path, progress: &Progress) -> Result<(Progress, Vec<String>), SaveError> {
    let cannot = |why: String| SaveError { path: path.to_path_buf(), why };
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        fs::create_dir_all(dir).map_err(|e| match fs::metadata(dir) {
            Ok(meta) if !meta.is_dir() => cannot(format!("{} is a file, not a folder", dir.display())),
            _ => cannot(format!("cannot make the folder {}: {e}", dir.display())),
        })?;
    }
    let _lock = lock(path).map_err(|e| cannot(e.to_string()))?;
    let mut found = read(path);
    match &found.state {
        FileState::Unreadable(why) => return Err(cannot(why.clone())),
        FileState::Damaged => {
            let kept =
                move_aside(path).map_err(|e| cannot(format!("the damaged file could not be kept aside ({e})")))?;
            found.warnings.push(format!("{} as it was read was kept as {}", path.display(), kept.display()));
        }
        FileState::Sound => {}
    }
    let mut merged = progress.merged_with(&found.progress);
    found.warnings.extend(merged.fit_solutions(super::SOLUTIONS_BYTES));
    found.warnings.extend(merged.fit_kept_runs(KEPT_RUNS_BYTES.saturating_sub(merged.solutions_bytes())));
    let text =
        ron::ser::to_string_pretty(&merged, ron::ser::PrettyConfig::default()).map_err(|e| cannot(e.to_string()))?;
    if text.len() as u64 > SAVE_LIMIT {
        return Err(cannot(format!("it would be {} bytes, over the limit of {SAVE_LIMIT}", text.len())));
    }
    files::write_regular(path, text.as_bytes()).map_err(|e| cannot(e.to_string()))?;
    Ok((merged, found.warnings))
}

/// Why the save file could not be locked.
#[derive(Debug)]
enum LockError {
    /// A folder stands where the lock file goes.
    Folder(PathBuf),
    /// The lock file could not be opened or locked.
    Io { path: PathBuf, error: io::Error },
}

impl fmt::Display for LockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LockError::Folder(path) => write!(f, "its lock file {} is a folder: remove it", path.display()),
            LockError::Io { path, error } => write!(f, "cannot lock {}: {error}", path.display()),
        }
    }
}

impl std::error::Error for LockError {}

/// Holds `progress.ron.lock` exclusively until dropped: one game at a time reads, merges
/// and writes. The lock file is never followed if it is a link, and is left in place.
fn lock(path: &Path) -> Result<File, LockError> {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".lock");
    let lock_path = path.with_file_name(name);
    let cannot = |error: io::Error| match fs::symlink_metadata(&lock_path) {
        Ok(meta) if meta.is_dir() => LockError::Folder(lock_path.clone()),
        _ => LockError::Io { path: lock_path.clone(), error },
    };
    let mut options = OpenOptions::new();
    options.read(true).write(true).create(true).truncate(false);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(files::NO_FOLLOW | files::NON_BLOCKING);
    }
    let file = options.open(&lock_path).map_err(cannot)?;
    file.lock().map_err(cannot)?;
    Ok(file)
}

/// Moves `path` to the first free `NAME.bak`, `NAME.bak.2`, … after the highest one there
/// (the folder is listed once), never replacing one: a hard link is made, which fails if
/// the name is taken, and the original is removed.
fn move_aside(path: &Path) -> io::Result<PathBuf> {
    if !ours(path) {
        return Err(io::Error::other("it belongs to another user; it was left as it is"));
    }
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

/// Whether the file at `path` belongs to the user running the game (always, where that
/// cannot be told): another user's file is never renamed.
fn ours(path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if let (Ok(file), Ok(me)) = (fs::symlink_metadata(path), fs::metadata("/proc/self")) {
            return file.uid() == me.uid();
        }
    }
    true
}

#[cfg(test)]
#[path = "store_tests.rs"]
mod tests;
