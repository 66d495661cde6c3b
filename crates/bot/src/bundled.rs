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
//! // On hexes, triangles and circles, the same lessons written for any number of ways.
//! assert_ne!(bundled::for_shapes("wall-follower"), bundled::find("wall-follower"));
//! assert_eq!(bundled::for_shapes("floodfill"), None);
//! ```
//!
//! The bots written for the square grid count four ways round a cell and chalk compass arrows;
//! `bots/shapes/` holds their versions for mazes of any shape ([`for_shapes`]), which chalk
//! depths instead and turn by ways, not quarter turns.

include!(concat!(env!("OUT_DIR"), "/bots.rs"));
include!(concat!(env!("OUT_DIR"), "/shaped_bots.rs"));

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

/// The bundled bot for a maze of another shape (a hex, a triangle, a circle): its version in
/// `bots/shapes/` (same file name), else the square one when it counts no compass; `None` for a
/// name not bundled and for the contest's bots (a contest is on squares).
pub fn for_shapes(name: &str) -> Option<(&'static str, &'static str)> {
    let (file, source) = find(name)?;
    if CONTEST_ONLY.contains(&file) {
        return None;
    }
    SHAPED_FILES.iter().copied().find(|(shaped, _)| *shaped == file).or(Some((file, source)))
}

/// Every bundled bot's version for other shapes: (file name, script), sorted by name.
pub fn all_for_shapes() -> &'static [(&'static str, &'static str)] {
    SHAPED_FILES
}
