//! Doors asked of a recipe: how many ([`DoorAmount`]), and where they go. They are placed
//! from the maze's seed on its own stream (so adding doors never changes the maze), at least
//! half of them on the shortest route between the ends so that they matter, the rest spread
//! over the other passages. Each gets a timing a player can read: a cycle of 2 to 5 seconds,
//! open for 40 % to 70 % of it, at a random point of its cycle at tick 0.
//!
//! ```
//! use mousemaze_maze::{Algorithm, doors::{DoorAmount, place_doors}};
//!
//! let maze = Algorithm::Backtracker.generate(20, 10, 1).unwrap();
//! let (start, goal) = maze.corners();
//! let doors = place_doors(&maze, DoorAmount::Count(6), 1, start, goal).unwrap();
//! assert_eq!(doors.len(), 6);
//! assert_eq!(doors, place_doors(&maze, DoorAmount::Count(6), 1, start, goal).unwrap(), "seeded");
//! let err = place_doors(&maze, DoorAmount::Count(500), 1, start, goal).unwrap_err();
//! assert_eq!(err.to_string(), "500 doors asked, but this maze has 199 passages: allowed 0..=199 doors");
//! ```

use std::fmt;

use super::{Door, Doors};
use crate::{Dir, Maze, MazeRng, Pos, Solver};

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

/// A door's cycle in ticks, in steps of 10: 2 to 5 seconds of the rules core's clock
/// (`rules::TICKS_PER_SECOND`, 130 a second; the rules check the two agree).
pub const PERIOD_TICKS: (u32, u32) = (260, 650);
/// Percent of its cycle a door is open.
const OPEN_PERCENT: (u32, u32) = (40, 70);
/// Mixed into the seed so the doors' stream is not the maze's.
const DOOR_STREAM: u64 = 0x646f_6f72_7365_6564;

/// Places `amount` doors on `maze` from `seed`: half of them (rounded up) on the shortest
/// route from `start` to `goal`, as far as it has passages, the rest on other passages.
pub fn place_doors(maze: &Maze, amount: DoorAmount, seed: u64, start: Pos, goal: Pos) -> Result<Doors, DoorsAsked> {
    let mut doors = Doors::new(maze);
    // No doors asked: no need to count the passages (a pass over every cell).
    if amount.is_none() {
        return Ok(doors);
    }
    let wanted = amount.count(maze.passage_count())?;
    if wanted == 0 {
        return Ok(doors);
    }
    let mut rng = MazeRng::new(seed ^ DOOR_STREAM);
    let route = Solver::Bfs.solve(maze, start, goal).map(|s| s.path).unwrap_or_default();
    let mut on_route: Vec<(Pos, Dir)> =
        route.windows(2).filter_map(|pair| maze.direction_to(pair[0], pair[1]).map(|dir| (pair[0], dir))).collect();
    let route_doors = wanted.div_ceil(2).min(on_route.len());
    let mut chosen = pick(&mut on_route, route_doors, &mut rng);
    if wanted > chosen.len() {
        let mut taken = Doors::new(maze);
        for &(at, side) in &chosen {
            taken.mark(at, side);
        }
        let mut others: Vec<(Pos, Dir)> = (0..maze.len())
            .map(|i| maze.pos(i))
            .flat_map(|cell| [Dir::E, Dir::S].map(|side| (cell, side)))
            .filter(|&(cell, side)| maze.is_open(cell, side) && !taken.has_door(cell, side))
            .collect();
        let rest = wanted - chosen.len();
        chosen.extend(pick(&mut others, rest, &mut rng));
    }
    let timed = chosen.into_iter().map(|(at, side)| {
        let steps = (PERIOD_TICKS.1 - PERIOD_TICKS.0) / 10 + 1;
        let period = PERIOD_TICKS.0 + 10 * rng.below(steps);
        let percent = OPEN_PERCENT.0 + rng.below(OPEN_PERCENT.1 - OPEN_PERCENT.0 + 1);
        let open = (period * percent / 100).clamp(1, period - 1);
        Door { at, side, period, open, phase: rng.below(period) }
    });
    doors.add_all(maze, timed).expect("doors are placed on distinct open passages with sound timings");
    Ok(doors)
}

/// `n` distinct items of `items`, chosen uniformly (a partial Fisher–Yates shuffle).
fn pick<T: Copy>(items: &mut [T], n: usize, rng: &mut MazeRng) -> Vec<T> {
    for i in 0..n {
        let j = i + rng.index(items.len() - i);
        items.swap(i, j);
    }
    items[..n].to_vec()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Algorithm;

    #[test]
    fn doors_go_on_open_passages_half_of_them_on_the_route_with_readable_timings() {
        for seed in 0..20 {
            let maze = Algorithm::Backtracker.generate(16, 12, seed).unwrap();
            let (start, goal) = maze.corners();
            let route = Solver::Bfs.solve(&maze, start, goal).unwrap().path;
            let doors = place_doors(&maze, DoorAmount::Count(9), seed, start, goal).unwrap();
            assert_eq!(doors.len(), 9);
            let on_route =
                route.windows(2).filter(|p| doors.door(p[0], maze.direction_to(p[0], p[1]).unwrap()).is_some());
            assert!(on_route.count() >= 5, "seed {seed}: at least half on the route");
            for door in doors.iter() {
                assert!(maze.is_open(door.at, door.side));
                assert!((260..=650).contains(&door.period) && door.period % 10 == 0, "{door:?}");
                assert!(door.open * 100 >= door.period * 40 && door.open * 100 <= door.period * 70, "{door:?}");
            }
        }
    }

    #[test]
    fn shares_round_to_the_passages_and_bad_amounts_are_refused() {
        let maze = Algorithm::Kruskal.generate(10, 10, 3).unwrap();
        let (start, goal) = maze.corners();
        let doors = place_doors(&maze, DoorAmount::Share(0.1), 3, start, goal).unwrap();
        assert_eq!(doors.len(), 10, "10% of 99 passages");
        let all = place_doors(&maze, DoorAmount::Share(1.0), 3, start, goal).unwrap();
        assert_eq!(all.len(), 99);
        assert!(place_doors(&maze, DoorAmount::Share(1.5), 3, start, goal).is_err());
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
