//! A kept run's keys as compact text, on every shape: for each change, the ticks since the
//! one before, the key pressed and the key held, and when two keys are held the one held
//! before (`0EE1.E40SS1.SE8..`). Each key is one character that is not a digit, `.` for
//! none ([`TapeKey`]):
//!
//! - on squares a [`Dir`]'s letter: `N`, `E`, `S`, `W`;
//! - on other shapes a [`ShapeKey`]: a side of the cell (`Slot`) `a` to `f` (slots 0 to 5,
//!   as many as any cell has: a hexagon's six, a circle's centre's six); a screen direction
//!   (`Toward`) `N`, `E`, `S`, `W`, and `U` (up-right), `M` (down-right), `B` (down-left),
//!   `Y` (up-left), `X` (none of them); on a circle `O` (out), `P` (out, the clockwise one),
//!   `I` (in), `C` (clockwise), `A` (anticlockwise).
//!
//! ```
//! use mousemaze_core::rules::{GhostRun, MoveInput, ShapeKey, TapeError};
//!
//! let run = GhostRun {
//!     changes: vec![(0, MoveInput::tap(ShapeKey::Slot(3))), (9, MoveInput::hold(ShapeKey::Out))],
//!     ..GhostRun::default()
//! };
//! assert_eq!(run.changes_text(), "0dd9.O");
//! assert_eq!(GhostRun::<ShapeKey>::parse_changes("0dd9.O"), Ok(run.changes));
//! let refused = GhostRun::<ShapeKey>::parse_changes("0Qd").unwrap_err().to_string();
//! assert!(refused.starts_with("'Q' is not a key: allowed a to h (sides)"), "{refused}");
//! ```

use std::fmt::Write as _;

use super::{GhostRun, MAX_GHOST_CHANGES, MoveInput, ShapeKey};
use crate::maze::Dir;
use crate::maze::shape::MAX_SLOTS;

/// A key as one character of a kept run's text: not a digit (the tick counts are digits) and
/// not `.` (no key).
pub trait TapeKey: Copy {
    /// The characters allowed, for messages.
    const ALLOWED: &'static str;
    /// This key's character; `None` for a key that names nothing on any maze (a run pressing
    /// one is not kept).
    fn tape_char(self) -> Option<char>;
    /// The key `c` names, if any.
    fn from_tape_char(c: char) -> Option<Self>;
}

impl TapeKey for Dir {
    const ALLOWED: &'static str = "N, E, S, W";

    fn tape_char(self) -> Option<char> {
        Some(self.letter())
    }

    fn from_tape_char(c: char) -> Option<Dir> {
        Dir::ALL.into_iter().find(|d| d.letter() == c)
    }
}

/// A screen direction's character and its parts.
const TOWARD: [(char, i8, i8); 9] = [
    ('N', 0, -1),
    ('E', 1, 0),
    ('S', 0, 1),
    ('W', -1, 0),
    ('U', 1, -1),
    ('M', 1, 1),
    ('B', -1, 1),
    ('Y', -1, -1),
    ('X', 0, 0),
];

/// A circle's keys' characters.
const AROUND: [(char, ShapeKey); 5] = [
    ('O', ShapeKey::Out),
    ('P', ShapeKey::OutClockwise),
    ('I', ShapeKey::In),
    ('C', ShapeKey::Clockwise),
    ('A', ShapeKey::Anticlockwise),
];

/// Every shape key a tape writes, with its character: the one table both ways read.
fn shape_keys() -> impl Iterator<Item = (char, ShapeKey)> {
    let slots = (0..MAX_SLOTS as u8).map(|slot| (char::from(b'a' + slot), ShapeKey::Slot(slot)));
    let toward = TOWARD.into_iter().map(|(c, x, y)| (c, ShapeKey::Toward { x, y }));
    slots.chain(toward).chain(AROUND)
}

impl TapeKey for ShapeKey {
    const ALLOWED: &'static str = "a to h (sides), N, E, S, W, U, M, B, Y, X (screen directions), O, P, I, C, A (on a \
                                   circle)";

    fn tape_char(self) -> Option<char> {
        shape_keys().find(|&(_, key)| key == self).map(|(c, _)| c)
    }

    fn from_tape_char(c: char) -> Option<ShapeKey> {
        shape_keys().find(|&(letter, _)| letter == c).map(|(_, key)| key)
    }
}

/// Why a kept run's keys ([`GhostRun::changes_text`]) cannot be read back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TapeError {
    /// More than [`MAX_GHOST_CHANGES`] key changes.
    TooLong,
    /// The key change at this index has no tick count before it.
    NoTickCount(usize),
    /// The ticks add up past the largest tick.
    TickTooLarge,
    /// The text ends in the middle of a key change.
    CutShort,
    /// A character that names no key of this kind; `allowed` says which do.
    NotAKey { found: char, allowed: &'static str },
}

impl std::fmt::Display for TapeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TapeError::TooLong => write!(f, "over {MAX_GHOST_CHANGES} key changes"),
            TapeError::NoTickCount(at) => write!(f, "a key change at {at} has no tick count"),
            TapeError::TickTooLarge => f.write_str("a tick count is too large"),
            TapeError::CutShort => f.write_str("the last key change is cut short"),
            TapeError::NotAKey { found, allowed } => {
                write!(f, "'{}' is not a key: allowed {allowed} or '.'", found.escape_default())
            }
        }
    }
}

impl std::error::Error for TapeError {}

/// Whether every key of `input` can be written.
pub(super) fn writable<K: TapeKey>(input: &MoveInput<K>) -> bool {
    [input.pressed, input.held, input.also].into_iter().flatten().all(|key| key.tape_char().is_some())
}

fn key_char<K: TapeKey>(key: Option<K>) -> char {
    // A key no tape writes reads back as an error, never as another key.
    key.map_or('.', |key| key.tape_char().unwrap_or('?'))
}

fn key_from<K: TapeKey>(c: char) -> Result<Option<K>, TapeError> {
    match c {
        '.' => Ok(None),
        _ => K::from_tape_char(c).map(Some).ok_or(TapeError::NotAKey { found: c, allowed: K::ALLOWED }),
    }
}

impl<K: TapeKey> GhostRun<K> {
    /// The changes as compact text (see the module): for each, the ticks since the one
    /// before, the key pressed and the key held, and when two keys are held the one held
    /// before (runs kept before that was known read the same).
    pub fn changes_text(&self) -> String {
        let mut text = String::with_capacity(self.changes.len() * 4);
        let mut last = 0;
        for &(tick, keys) in &self.changes {
            let _ = write!(text, "{}{}{}", tick.saturating_sub(last), key_char(keys.pressed), key_char(keys.held));
            if keys.also.is_some() {
                text.push(key_char(keys.also));
            }
            last = tick;
        }
        text
    }

    /// Reads [`GhostRun::changes_text`] back.
    pub fn parse_changes(text: &str) -> Result<Vec<(u64, MoveInput<K>)>, TapeError> {
        let mut changes = Vec::new();
        let (mut tick, mut chars) = (0u64, text.chars().peekable());
        while chars.peek().is_some() {
            if changes.len() == MAX_GHOST_CHANGES {
                return Err(TapeError::TooLong);
            }
            let mut delta = String::new();
            while let Some(c) = chars.next_if(char::is_ascii_digit) {
                delta.push(c);
            }
            let delta = match delta.parse::<u64>() {
                Ok(delta) => delta,
                Err(_) if delta.is_empty() => return Err(TapeError::NoTickCount(changes.len())),
                Err(_) => return Err(TapeError::TickTooLarge),
            };
            tick = tick.checked_add(delta).ok_or(TapeError::TickTooLarge)?;
            let (Some(pressed), Some(held)) = (chars.next(), chars.next()) else {
                return Err(TapeError::CutShort);
            };
            // A third key, when two are held: the one held before.
            let also = match chars.next_if(|c| !c.is_ascii_digit()) {
                Some(c) => key_from(c)?,
                None => None,
            };
            changes.push((tick, MoveInput { pressed: key_from(pressed)?, held: key_from(held)?, also }));
        }
        Ok(changes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Keys;

    fn run_of<K>(changes: Vec<(u64, MoveInput<K>)>) -> GhostRun<K> {
        GhostRun { pace: 20, steering: Keys::default(), ticks: 99, changes, door_offset: 0 }
    }

    #[test]
    fn square_changes_round_trip_as_text_and_bad_text_is_refused() {
        let tap = |d| MoveInput::tap(d);
        let held = MoveInput::hold;
        let run = run_of(vec![
            (0, tap(Dir::E)),
            (1, held(Dir::E)),
            (41, tap(Dir::S)),
            (42, MoveInput { also: Some(Dir::E), ..held(Dir::S) }),
            (50, MoveInput::default()),
        ]);
        assert_eq!(run.changes_text(), "0EE1.E40SS1.SE8..");
        assert_eq!(GhostRun::parse_changes(&run.changes_text()), Ok(run.changes));
        let read = GhostRun::<Dir>::parse_changes;
        assert_eq!(read("0EX").unwrap_err().to_string(), "'X' is not a key: allowed N, E, S, W or '.'");
        assert_eq!(read("0E"), Err(TapeError::CutShort));
        assert!(read("EE").unwrap_err().to_string().contains("no tick count"));
        assert_eq!(read("99999999999999999999EE"), Err(TapeError::TickTooLarge));
        assert!(matches!(read("0Ea"), Err(TapeError::NotAKey { found: 'a', .. })), "a shape's key on squares");
    }

    #[test]
    fn every_shape_key_has_a_character_of_its_own_and_round_trips() {
        let mut keys: Vec<ShapeKey> = (0..MAX_SLOTS as u8).map(ShapeKey::Slot).collect();
        for x in -1..=1 {
            keys.extend((-1..=1).map(|y| ShapeKey::Toward { x, y }));
        }
        keys.extend(AROUND.map(|(_, key)| key));
        let chars: Vec<char> = keys.iter().map(|key| key.tape_char().unwrap()).collect();
        let mut distinct = chars.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), keys.len(), "{chars:?}");
        assert!(chars.iter().all(|c| !c.is_ascii_digit() && *c != '.' && *c != '?'), "{chars:?}");
        // Every key in every place of a change, and a long run of them, reads back the same.
        let mut changes = Vec::new();
        for (i, &key) in keys.iter().enumerate() {
            let other = keys[(i + 5) % keys.len()];
            let tick = 3 * i as u64;
            changes.push((tick, MoveInput::tap(key)));
            changes.push((tick + 1, MoveInput { pressed: None, held: Some(other), also: Some(key) }));
            changes.push((tick + 2, MoveInput::default()));
        }
        let run = run_of(changes);
        let text = run.changes_text();
        assert_eq!(GhostRun::parse_changes(&text), Ok(run.changes), "{text}");
    }

    #[test]
    fn a_shape_tape_refuses_what_names_no_key_and_a_key_it_cannot_write_is_never_misread() {
        let read = GhostRun::<ShapeKey>::parse_changes;
        let refused = read("0ai").unwrap_err();
        assert_eq!(refused, TapeError::NotAKey { found: 'i', allowed: ShapeKey::ALLOWED });
        assert!(refused.to_string().contains("allowed a to h (sides), N, E, S, W, U, M, B, Y, X"), "{refused}");
        assert_eq!(read("0a"), Err(TapeError::CutShort));
        assert_eq!(read("aa"), Err(TapeError::NoTickCount(0)));
        // A slot no cell has, or a direction beyond one step, has no character: its run reads
        // back as damaged, not as another key.
        for key in [ShapeKey::Slot(MAX_SLOTS as u8), ShapeKey::Toward { x: 2, y: 0 }] {
            assert_eq!(key.tape_char(), None, "{key:?}");
            let text = run_of(vec![(0, MoveInput::tap(key))]).changes_text();
            assert!(matches!(read(&text), Err(TapeError::NotAKey { found: '?', .. })), "{text}");
        }
    }
}
