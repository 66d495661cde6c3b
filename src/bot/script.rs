//! Where a bot's script comes from: a bundled bot by name, or a file the player wrote (read
//! with a byte limit, as UTF-8). The CLI and the game both load scripts this way.
//!
//! ```
//! use mousemaze::bot::script::Script;
//!
//! let bundled = Script::find("tremaux").unwrap();
//! assert_eq!(bundled.name, "tremaux.rhai");
//! assert!(bundled.path.is_none());
//! let missing = Script::find("no-such-bot").unwrap_err();
//! assert!(missing.contains("no-such-bot"), "{missing}");
//! ```

use std::path::{Path, PathBuf};

use super::bundled;
use crate::files;

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

impl Script {
    /// A file if `what` names one, else the bundled bot of that name.
    pub fn find(what: &str) -> Result<Script, String> {
        let path = Path::new(what);
        if path.exists() {
            return Script::read(path);
        }
        match bundled::find(what) {
            Some((name, source)) => Ok(Script { name: name.into(), source: source.into(), path: None }),
            None => {
                let names: Vec<&str> = bundled::all().iter().map(|(name, _)| *name).collect();
                Err(format!("{what}: no such file, nor a bundled bot (bundled: {})", names.join(", ")))
            }
        }
    }

    /// Reads the script at `path`: a regular UTF-8 file of at most [`MAX_SCRIPT_BYTES`].
    pub fn read(path: &Path) -> Result<Script, String> {
        let shown = path.display();
        let bytes = files::read_regular(path, MAX_SCRIPT_BYTES).map_err(|e| format!("cannot read {shown}: {e}"))?;
        let source = String::from_utf8(bytes).map_err(|e| {
            format!("cannot read {shown}: it is not UTF-8 text (byte {} is not)", e.utf8_error().valid_up_to())
        })?;
        let name = path.file_name().map_or_else(|| shown.to_string(), |n| n.to_string_lossy().into_owned());
        Ok(Script { name, source, path: Some(path.to_path_buf()) })
    }
}
