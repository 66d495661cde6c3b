//! The limits of what a level may hold, and of the mazes the game plays: one rule that
//! [`Level::check`](super::Level) applies, so the game, `check-levels` and `levels` accept
//! exactly the same files.
//!
//! ```
//! use mousemaze_core::content::level::{PLAY_SIDES, check_play_size};
//!
//! assert_eq!(PLAY_SIDES, 2..=200);
//! assert_eq!(check_play_size(1, 9).unwrap_err().to_string(), "width 1 is too small to play: allowed 2..=200");
//! assert_eq!(check_play_size(9, 201).unwrap_err().to_string(), "height 201 is too big to play: allowed 2..=200");
//! assert!(check_play_size(200, 2).is_ok());
//! ```

use std::ops::RangeInclusive;

/// The sizes the game plays, in cells a side (the library and CLI go much further).
pub const PLAY_SIDES: RangeInclusive<u32> = 2..=200;
/// The most cells of a maze the game plays: a maze file for the game is read with this bound
/// ([`board_of_within`](crate::content::maze_file::board_of_within)), never the library's.
pub const MAX_PLAY_CELLS: u64 = 200 * 200;
/// The longest level name, in characters: it has to fit on a line of the level menu.
pub const MAX_NAME_CHARS: usize = 48;
/// The longest par time, in seconds (a day; the slowest 200×200 run takes under two hours).
pub const MAX_PAR_SECONDS: f32 = 86_400.0;

/// A side of a maze outside [`PLAY_SIDES`]: which side, its value, and whether it is too big
/// (else too small). Its message says so, and the range.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlaySizeError {
    pub side: String,
    pub value: u64,
    pub too_big: bool,
}

impl std::fmt::Display for PlaySizeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let problem = if self.too_big { "too big" } else { "too small" };
        let (low, high) = (PLAY_SIDES.start(), PLAY_SIDES.end());
        write!(f, "{} {} is {problem} to play: allowed {low}..={high}", self.side, self.value)
    }
}

impl std::error::Error for PlaySizeError {}

/// Checks one side of a maze to play, named `name` in the error.
pub fn check_play_side(name: &str, value: u64) -> Result<(), PlaySizeError> {
    let (low, high) = (PLAY_SIDES.start(), PLAY_SIDES.end());
    if (u64::from(*low)..=u64::from(*high)).contains(&value) {
        return Ok(());
    }
    Err(PlaySizeError { side: name.into(), value, too_big: value > u64::from(*high) })
}

/// Checks a maze's size for play: both sides in [`PLAY_SIDES`].
pub fn check_play_size(width: u32, height: u32) -> Result<(), PlaySizeError> {
    check_play_side("width", width.into())?;
    check_play_side("height", height.into())
}
