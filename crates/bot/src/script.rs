//! Where a bot's script comes from: a bundled bot by name, or a file the player wrote (read
//! with a byte limit, as UTF-8). The CLI and the game both load scripts this way.
//!
//! A leading byte-order mark (some editors write one) is dropped ([`without_bom`]); scripts in
//! a folder are the files [`is_script_name`] names; a symbolic link that leads
//! nowhere is named as such.
//!
//! ```
//! use mousemaze_bot::script::{Script, ScriptError};
//!
//! let bundled = Script::find("tremaux").unwrap();
//! assert_eq!(bundled.name, "tremaux.rhai");
//! assert!(bundled.path.is_none());
//! let missing = Script::find("no-such-bot").unwrap_err();
//! assert!(matches!(missing, ScriptError::NotFound { .. }));
//! assert!(missing.to_string().starts_with("no-such-bot: no such file, nor a bundled bot"), "{missing}");
//! ```

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::bundled;
use crate::files;
use crate::maze::text::printable;

/// The longest script read from a file, in bytes.
pub const MAX_SCRIPT_BYTES: u64 = 256 * 1024;

/// A bot's script and where it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Script {
    /// The file name shown in messages (`wall-follower.rhai`).
    pub name: String,
    pub source: String,
    /// The file it was read from (`None` for a bundled bot).
    pub path: Option<PathBuf>,
}

/// Why a script could not be had (cloned with the script's other state: the game keeps it).
#[derive(Clone, Debug)]
pub enum ScriptError {
    /// No such file, and no bundled bot of that name.
    NotFound { what: String },
    /// A symbolic link that leads nowhere (dangling, or a loop), and where it points.
    Dangling { path: PathBuf, to: Option<PathBuf> },
    /// The file could not be read (not a regular file, too big, no permission…).
    Unreadable { path: PathBuf, error: Arc<io::Error> },
    /// The file is not UTF-8 text: its first bad byte.
    NotUtf8 { path: PathBuf, byte: usize },
}

impl fmt::Display for ScriptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let shown = |path: &Path| printable(&path.display().to_string()).into_owned();
        match self {
            ScriptError::NotFound { what } => {
                let names: Vec<&str> = bundled::all().iter().map(|(name, _)| *name).collect();
                write!(f, "{}: no such file, nor a bundled bot (bundled: {})", printable(what), names.join(", "))
            }
            ScriptError::Dangling { path, to } => {
                let to = to.as_deref().map(|to| format!(" to {}", shown(to))).unwrap_or_default();
                write!(
                    f,
                    "{}: it is a symbolic link{to} that leads nowhere (dangling, or a loop): link it to a .rhai \
                     file, or name a bundled bot",
                    shown(path)
                )
            }
            ScriptError::Unreadable { path, error } => {
                write!(f, "cannot read {}: {}", shown(path), printable(&error.to_string()))
            }
            ScriptError::NotUtf8 { path, byte } => {
                write!(f, "cannot read {}: it is not UTF-8 text (byte {byte} is not)", shown(path))
            }
        }
    }
}

impl std::error::Error for ScriptError {}

/// The script's bytes without a leading UTF-8 byte-order mark (Windows Notepad writes one):
/// every reader of scripts (the CLI, the game, `grade`) drops it the same way.
pub fn without_bom(bytes: &[u8]) -> &[u8] {
    bytes.strip_prefix("\u{feff}".as_bytes()).unwrap_or(bytes)
}

/// Whether `path` is named like a script: `.rhai` in any case (`Bob.RHAI`, `dave.Rhai`), or
/// `.rhai.txt` (Windows Notepad's habit of adding `.txt`). `grade` and the game's list of
/// one's own bots both use it.
///
/// ```
/// use mousemaze_bot::script::is_script_name;
/// use std::path::Path;
///
/// for name in ["alice.rhai", "Bob.RHAI", "dave.Rhai", "carol.rhai.txt", "eve.RHAI.TXT"] {
///     assert!(is_script_name(Path::new(name)), "{name}");
/// }
/// for name in ["notes.txt", "rhai", ".rhai.bak", "a.rhaix"] {
///     assert!(!is_script_name(Path::new(name)), "{name}");
/// }
/// ```
pub fn is_script_name(path: &Path) -> bool {
    let Some(name) = path.file_name() else { return false };
    let name = name.to_string_lossy().to_ascii_lowercase();
    let stem = name.strip_suffix(".txt").unwrap_or(&name);
    stem.strip_suffix(".rhai").is_some_and(|before| !before.is_empty())
}

/// `Some` when `path` is a symbolic link that leads nowhere.
fn dangling(path: &Path) -> Option<ScriptError> {
    let link = path.symlink_metadata().is_ok_and(|meta| meta.file_type().is_symlink());
    (link && !path.exists())
        .then(|| ScriptError::Dangling { path: path.to_path_buf(), to: std::fs::read_link(path).ok() })
}

impl Script {
    /// A file if `what` names one (or a link to one), else the bundled bot of that name.
    pub fn find(what: &str) -> Result<Script, ScriptError> {
        let path = Path::new(what);
        if path.exists() {
            return Script::read(path);
        }
        if let Some(err) = dangling(path) {
            return Err(err);
        }
        match bundled::find(what) {
            Some((name, source)) => Ok(Script { name: name.into(), source: source.into(), path: None }),
            None => Err(ScriptError::NotFound { what: what.to_owned() }),
        }
    }

    /// Reads the script at `path`: a regular UTF-8 file of at most [`MAX_SCRIPT_BYTES`].
    pub fn read(path: &Path) -> Result<Script, ScriptError> {
        if let Some(err) = dangling(path) {
            return Err(err);
        }
        let unreadable = |error| ScriptError::Unreadable { path: path.to_path_buf(), error: Arc::new(error) };
        let bytes = files::read_regular(path, MAX_SCRIPT_BYTES).map_err(unreadable)?;
        let mut source = String::from_utf8(bytes)
            .map_err(|e| ScriptError::NotUtf8 { path: path.to_path_buf(), byte: e.utf8_error().valid_up_to() })?;
        let bom = source.len() - without_bom(source.as_bytes()).len();
        source.drain(..bom);
        let name = path.file_name().map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into_owned());
        Ok(Script { name, source, path: Some(path.to_path_buf()) })
    }
}
