//! The bots that ship with the game, built into the binary from `bots/*.rhai`: each a
//! lesson in finding cheese.
//!
//! ```
//! use mousemaze_bot::{Bot, bundled};
//!
//! let (name, source) = bundled::find("wall-follower.rhai").unwrap();
//! assert!(Bot::compile(name, source).is_ok());
//! assert!(bundled::all().len() >= 5);
//! assert_eq!(bundled::racers().count(), bundled::all().len() - bundled::CONTEST_ONLY.len());
//! ```

include!(concat!(env!("OUT_DIR"), "/bots.rs"));

/// Every bundled bot: (file name, script), sorted by name.
pub fn all() -> &'static [(&'static str, &'static str)] {
    BUNDLED_FILES
}

/// The bundled bots written for the micromouse contest (`mousemaze bot BOT --contest`): they
/// read the start and the goal cells, which a race to the cheese does not tell.
pub const CONTEST_ONLY: &[&str] = &["floodfill.rhai"];

/// The bundled bots that race to the cheese: all but [`CONTEST_ONLY`].
pub fn racers() -> impl Iterator<Item = (&'static str, &'static str)> {
    all().iter().copied().filter(|(name, _)| !CONTEST_ONLY.contains(name))
}

/// The bundled bot with this file name (`.rhai` may be left out).
pub fn find(name: &str) -> Option<(&'static str, &'static str)> {
    BUNDLED_FILES.iter().copied().find(|(file, _)| *file == name || file.strip_suffix(".rhai") == Some(name))
}
