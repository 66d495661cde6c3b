//! How many doors a recipe asks for ([`DoorAmount`]): a count, or a share of the maze's
//! passages, read from the command line and from RON; and why a maze cannot have that many
//! ([`DoorsAsked`]).
//!
//! ```
//! use mousemaze_maze::doors::DoorAmount;
//!
//! assert_eq!("6".parse(), Ok(DoorAmount::Count(6)));
//! assert_eq!("5%".parse::<DoorAmount>().unwrap().count(199), Ok(10));
//! assert!(DoorAmount::Count(7).count(6).is_err());
//! ```

use std::fmt;

/// How many doors a recipe asks for. In RON and on the command line a whole number is a
/// count (`6`), a fraction or a percentage is a share of the passages (`0.05`, `"5%"`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum DoorAmount {
    /// Exactly this many.
    Count(u32),
    /// This share of the maze's passages, 0..=1, rounded to the nearest door.
    Share(f64),
}

impl DoorAmount {
    /// No doors.
    pub const NONE: DoorAmount = DoorAmount::Count(0);

    /// Whether it asks for no doors at all.
    pub fn is_none(&self) -> bool {
        matches!(self, DoorAmount::Count(0))
    }

    /// The number of doors for a maze with `passages` passages.
    pub fn count(&self, passages: usize) -> Result<usize, DoorsAsked> {
        match *self {
            DoorAmount::Count(n) if n as usize <= passages => Ok(n as usize),
            DoorAmount::Count(n) => Err(DoorsAsked::TooMany { asked: n.into(), passages }),
            DoorAmount::Share(share) if (0.0..=1.0).contains(&share) => Ok((share * passages as f64).round() as usize),
            DoorAmount::Share(share) => Err(DoorsAsked::Share(share)),
        }
    }
}

impl Default for DoorAmount {
    fn default() -> Self {
        DoorAmount::NONE
    }
}

impl fmt::Display for DoorAmount {
    /// `6 doors`, `5% doors`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DoorAmount::Count(1) => f.write_str("1 door"),
            DoorAmount::Count(n) => write!(f, "{n} doors"),
            DoorAmount::Share(share) => write!(f, "{}% doors", share * 100.0),
        }
    }
}

/// Why a text is not an amount of doors.
#[derive(Clone, Debug, PartialEq)]
pub enum DoorAmountError {
    /// Not a count nor a share (the text, cut short).
    NotANumber(String),
    /// A count over `u32::MAX` (no maze has that many passages).
    TooMany(String),
    /// A share outside 0..=1.
    ShareOutOfRange(f64),
}

/// What an amount of doors may be, in messages.
const ALLOWED_AMOUNTS: &str = "allowed a count (6) or a share of the passages (5% or 0.05)";

impl fmt::Display for DoorAmountError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DoorAmountError::NotANumber(text) => write!(f, "'{text}' is not a number of doors: {ALLOWED_AMOUNTS}"),
            DoorAmountError::TooMany(count) => write!(
                f,
                "{count} doors is too many: allowed a count up to the maze's passages (at most {}), or a share of \
                 them (5% or 0.05)",
                u32::MAX
            ),
            DoorAmountError::ShareOutOfRange(share) => {
                write!(f, "a share of {}% doors is out of range: {ALLOWED_AMOUNTS}, a share up to 100%", share * 100.0)
            }
        }
    }
}

impl std::error::Error for DoorAmountError {}

impl std::str::FromStr for DoorAmount {
    type Err = DoorAmountError;

    /// `6` (a count), `5%` or `0.05` (a share of the passages).
    fn from_str(text: &str) -> Result<DoorAmount, DoorAmountError> {
        let text = text.trim();
        let bad = || DoorAmountError::NotANumber(crate::text::excerpt(text));
        if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) && text.parse::<u32>().is_err() {
            return Err(DoorAmountError::TooMany(crate::text::excerpt(text)));
        }
        let amount = if let Some(percent) = text.strip_suffix('%') {
            DoorAmount::Share(percent.trim().parse::<f64>().map_err(|_| bad())? / 100.0)
        } else if let Ok(count) = text.parse::<u32>() {
            DoorAmount::Count(count)
        } else {
            DoorAmount::Share(text.parse::<f64>().map_err(|_| bad())?)
        };
        match amount {
            DoorAmount::Share(share) if !(0.0..=1.0).contains(&share) => Err(DoorAmountError::ShareOutOfRange(share)),
            amount => Ok(amount),
        }
    }
}

impl serde::Serialize for DoorAmount {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match *self {
            DoorAmount::Count(n) => serializer.serialize_u32(n),
            DoorAmount::Share(share) => serializer.serialize_f64(share),
        }
    }
}

impl<'de> serde::Deserialize<'de> for DoorAmount {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<DoorAmount, D::Error> {
        deserializer.deserialize_any(AmountVisitor)
    }
}

/// Reads a count, a share or a string such as `"5%"`.
struct AmountVisitor;

impl serde::de::Visitor<'_> for AmountVisitor {
    type Value = DoorAmount;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a number of doors (6) or a share of the passages (0.05 or \"5%\")")
    }

    fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<DoorAmount, E> {
        u32::try_from(n).map(DoorAmount::Count).map_err(|_| E::custom(DoorAmountError::TooMany(n.to_string())))
    }

    fn visit_i64<E: serde::de::Error>(self, n: i64) -> Result<DoorAmount, E> {
        u64::try_from(n).map_err(|_| E::custom(format!("{n} doors: allowed 0 or more"))).and_then(|n| self.visit_u64(n))
    }

    fn visit_f64<E: serde::de::Error>(self, share: f64) -> Result<DoorAmount, E> {
        self.visit_str(&share.to_string())
    }

    fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<DoorAmount, E> {
        text.parse().map_err(E::custom)
    }
}

/// Why the doors asked for cannot be placed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum DoorsAsked {
    /// More doors than passages.
    TooMany { asked: u64, passages: usize },
    /// A share outside 0..=1.
    Share(f64),
}

impl fmt::Display for DoorsAsked {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DoorsAsked::TooMany { asked, passages } => {
                write!(f, "{asked} doors asked, but this maze has {passages} passages: allowed 0..={passages} doors")
            }
            DoorsAsked::Share(share) => {
                write!(f, "a share of {share} doors is out of range: allowed 0..=1 of the passages")
            }
        }
    }
}

impl std::error::Error for DoorsAsked {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shares_round_to_the_passages_and_bad_amounts_are_refused() {
        assert_eq!(DoorAmount::Share(0.1).count(99), Ok(10), "10% of 99 passages");
        assert_eq!(DoorAmount::Share(1.0).count(99), Ok(99));
        assert!(DoorAmount::Share(1.5).count(99).is_err());
        assert_eq!("6".parse(), Ok(DoorAmount::Count(6)));
        assert_eq!("5%".parse(), Ok(DoorAmount::Share(0.05)));
        assert_eq!("0.25".parse(), Ok(DoorAmount::Share(0.25)));
        for bad in ["-1", "lots", "150%", "1.5", ""] {
            assert!(bad.parse::<DoorAmount>().is_err(), "{bad}");
        }
        for huge in ["4294967296", "18446744073709551615"] {
            let err = huge.parse::<DoorAmount>().unwrap_err();
            assert!(err.to_string().starts_with(&format!("{huge} doors is too many: allowed a count up to")), "{err}");
        }
    }
}
