//! The bots that ship with the game, built into the binary from `bots/*.rhai`: each a
//! lesson in finding cheese.
//!
//! ```
//! use mousemaze::bot::{Bot, bundled};
//!
//! let (name, source) = bundled::find("wall-follower.rhai").unwrap();
//! assert!(Bot::compile(name, source).is_ok());
//! assert!(bundled::all().len() >= 4);
//! ```

include!(concat!(env!("OUT_DIR"), "/bots.rs"));

/// Every bundled bot: (file name, script), sorted by name.
pub fn all() -> &'static [(&'static str, &'static str)] {
    BUNDLED_FILES
}

/// The bundled bot with this file name (`.rhai` may be left out).
pub fn find(name: &str) -> Option<(&'static str, &'static str)> {
    BUNDLED_FILES.iter().copied().find(|(file, _)| *file == name || file.strip_suffix(".rhai") == Some(name))
}
