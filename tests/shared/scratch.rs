//! Scratch folders for the test binaries (`tests/core` and `tests/game` both include this
//! file; it lives in a folder of its own, so cargo does not build it as a third, empty test
//! binary): a fresh, empty folder a call, every one of a test process's under one folder,
//! `mousemaze-tests-PID` in the system's temporary folder. Tests use their folders to the
//! end of the run, so nothing removes them then; instead each run first removes the folders
//! of earlier runs whose process has ended (where `/proc` tells), and a machine keeps at
//! most the last run's.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU32, Ordering};

/// The start of a run's folder name; the process id follows.
const RUN_FOLDER: &str = "mousemaze-tests-";

/// A fresh, empty folder for one test, named after `name` and a count: tests run side by
/// side, and two calls with one name get two folders.
pub fn scratch(name: &str) -> PathBuf {
    static MADE: AtomicU32 = AtomicU32::new(0);
    let count = MADE.fetch_add(1, Ordering::Relaxed);
    let dir = run_folder().join(format!("{name}-{count}"));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// This process's folder, made on first use after the ended runs' are removed.
fn run_folder() -> &'static Path {
    static FOLDER: OnceLock<PathBuf> = OnceLock::new();
    FOLDER.get_or_init(|| {
        remove_ended_runs();
        let dir = std::env::temp_dir().join(format!("{RUN_FOLDER}{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    })
}

/// Removes the folders of test runs whose process no longer exists.
fn remove_ended_runs() {
    if !Path::new("/proc/self").exists() {
        return;
    }
    let Ok(entries) = std::fs::read_dir(std::env::temp_dir()) else { return };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let pid = name.to_str().and_then(|n| n.strip_prefix(RUN_FOLDER)).and_then(|p| p.parse::<u32>().ok());
        if let Some(pid) = pid
            && !Path::new(&format!("/proc/{pid}")).exists()
        {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
}
