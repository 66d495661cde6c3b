//! Temporary files: their short names, creating one without following links, the list of
//! those alive ([`remove_temp_files`], for a program's Ctrl-C / TERM / HUP handler: the
//! library installs none), and clearing ones left behind by a process that was killed
//! outright.

use std::fs::{self, File, OpenOptions};
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Mutex, MutexGuard};

/// Every temporary file starts with this...
pub const TEMP_PREFIX: &str = ".mousemaze-";
/// ...and ends with this; between them, the process id, `-`, and four hex digits.
pub const TEMP_SUFFIX: &str = ".tmp";

/// Temporary files that exist now and are not yet renamed into place.
static LIVE: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// The list of live temporary files, even if a thread panicked while holding it.
pub(super) fn live() -> MutexGuard<'static, Vec<PathBuf>> {
    LIVE.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Creates a new temporary file in `dir` (never an existing name, never through a link),
/// registered for [`remove_temp_files`]. Stale ones from killed runs are cleared first.
pub(super) fn create_in(dir: &Path) -> io::Result<(File, PathBuf)> {
    clear_stale(dir);
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    let pid = std::process::id();
    for _ in 0..64 {
        let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.subsec_nanos());
        let tag = (nanos ^ COUNTER.fetch_add(0x9E37, Ordering::Relaxed).wrapping_mul(0x85EB)) & 0xFFFF;
        let path = dir.join(format!("{TEMP_PREFIX}{pid}-{tag:04x}{TEMP_SUFFIX}"));
        let mut live = live();
        match OpenOptions::new().write(true).create_new(true).open(&path) {
            Ok(file) => {
                live.push(path.clone());
                return Ok((file, path));
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
    Err(io::Error::new(io::ErrorKind::AlreadyExists, "no free temporary file name in the folder"))
}

/// Removes a temporary file and forgets it.
pub(super) fn discard(path: &Path) {
    let mut live = live();
    let _ = fs::remove_file(path);
    live.retain(|p| p != path);
}

/// Removes every temporary file this process has not yet renamed into place: what a
/// program's interrupt handler calls before it exits (the `mousemaze` binary's does, on
/// Ctrl-C, TERM and HUP). Safe to call from any thread, at any time.
pub fn remove_temp_files() {
    for path in live().drain(..) {
        let _ = fs::remove_file(path);
    }
}

/// Removes `.mousemaze-PID-XXXX.tmp` files in `dir` whose process no longer runs. Only on
/// systems with `/proc` (Linux); elsewhere they are left for the user to delete.
fn clear_stale(dir: &Path) {
    if !Path::new("/proc/self").exists() {
        return;
    }
    let Ok(entries) = fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(pid) = name.to_str().and_then(temp_pid) else { continue };
        let is_file = entry.file_type().is_ok_and(|t| t.is_file());
        if is_file && pid != std::process::id() && !Path::new("/proc").join(pid.to_string()).exists() {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// The process id in a temporary file's name, if `name` is one.
fn temp_pid(name: &str) -> Option<u32> {
    let middle = name.strip_prefix(TEMP_PREFIX)?.strip_suffix(TEMP_SUFFIX)?;
    let (pid, tag) = middle.split_once('-')?;
    let hex = tag.len() == 4 && tag.bytes().all(|b| b.is_ascii_hexdigit());
    if hex { pid.parse().ok() } else { None }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn temporary_names_are_short_and_recognised() {
        let dir = std::env::temp_dir().join(format!("mousemaze-temp-names-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let (_, path) = create_in(&dir).unwrap();
        let name = path.file_name().unwrap().to_str().unwrap().to_string();
        assert!(name.len() <= 30, "{name}");
        assert_eq!(temp_pid(&name), Some(std::process::id()));
        assert_eq!(temp_pid(".mousemaze-12-zzzz.tmp"), None);
        assert_eq!(temp_pid("mousemaze-12-abcd.tmp"), None);
        discard(&path);
        assert!(!path.exists() && !live().contains(&path));
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn stale_files_of_dead_processes_are_cleared_and_others_kept() {
        let dir = std::env::temp_dir().join(format!("mousemaze-temp-stale-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        // Process ids are below 2^22 on Linux, so this one is not running.
        let dead = dir.join(".mousemaze-4999999-beef.tmp");
        let alive = dir.join(format!(".mousemaze-{}-beef.tmp", std::process::id()));
        let other = dir.join(".mousemaze-notes.tmp");
        for path in [&dead, &alive, &other] {
            fs::write(path, "x").unwrap();
        }
        clear_stale(&dir);
        assert_eq!(dead.exists(), !Path::new("/proc/self").exists());
        assert!(alive.exists() && other.exists());
        fs::remove_dir_all(&dir).unwrap();
    }
}
