//! Files the program writes and reads, done safely in one place (no Bevy, no CLI crate):
//! the CLI's outputs and the game's saves go through [`SafeFile`], save files and `solve`
//! input through [`open_regular`] / [`read_regular`].
//!
//! **Writing** ([`SafeFile`]): a regular file is never written in place. The bytes go to a
//! new temporary file in the same folder, created with `create_new` (so a link planted at
//! its name is never followed), synced, then renamed over the target: a reader sees the old
//! file or the new one, never half of one.
//! - The temporary name is short and recognisable, `.mousemaze-PID-XXXX.tmp`, so an output
//!   name near the file-name limit still works.
//! - A **symbolic link** is written *through*: the new file replaces the file the link points
//!   to, in that file's own folder, and the link stays a link. A link that leads nowhere
//!   (dangling, or a loop) is refused.
//! - **Special files** (`/dev/stdout`, `/dev/null`, a FIFO, a terminal) and anything under
//!   `/dev` or `/proc` are written into directly, in append mode, never replaced; or refused,
//!   for callers that want a regular file only ([`SafeFile::create_regular`]).
//! - The temporary file is removed on any error and when the writer is dropped unfinished.
//!   The library installs no signal handler: a program calls [`remove_temp_files`] from its
//!   own (the `mousemaze` binary does on Ctrl-C, TERM and HUP, then exits with status 130).
//! - After a hard kill (SIGKILL, a power cut) a `.mousemaze-PID-XXXX.tmp` can be left
//!   behind; the next write into that folder removes those whose process is gone (on Linux),
//!   and they can always be deleted by hand.
//!
//! **Reading** ([`read_regular`], [`open_regular`]): only a regular file (after following
//! links) is opened; a FIFO, a device or a folder is refused at once with one line, without
//! blocking; and [`read_regular`] stops at a byte limit.
//!
//! **Never over an input** ([`check_not_an_input`]): a command's output is never one of the
//! files it reads.

mod flags;
mod read;
mod same;
mod temp;
mod write;

pub(crate) use flags::{NO_FOLLOW, NON_BLOCKING};
pub use read::{open_regular, read_regular};
pub use same::check_not_an_input;
pub use temp::{TEMP_PREFIX, TEMP_SUFFIX, remove_temp_files};
pub use write::{SafeFile, write_regular};

/// Scratch folders for the library's unit tests.
#[cfg(test)]
pub(crate) mod scratch {
    use std::fs;
    use std::path::{Path, PathBuf};

    /// A fresh, empty temporary folder for one test, named after `name` and this process.
    pub fn folder(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("mousemaze-unit-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// Makes a FIFO (named pipe) at `path`; a test that needs one fails if it cannot.
    #[cfg(unix)]
    pub fn fifo(path: &Path) {
        let made = std::process::Command::new("mkfifo").arg(path).status();
        assert!(made.is_ok_and(|s| s.success()), "mkfifo {}", path.display());
    }

    /// The names in `dir`, sorted.
    pub fn names(dir: &Path) -> Vec<String> {
        let mut names: Vec<_> =
            fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
        names.sort();
        names
    }
}
