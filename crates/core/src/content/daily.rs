//! The daily maze: one maze a day, the same for everyone on every machine, made from the UTC
//! date alone. Its algorithm, size, braid and doors are picked from the date's own random
//! stream, within a range that plays in a minute or two, and it always has a sprinter.
//! Every Sunday it is of another shape ([`Daily::shaped`]): hexagons, triangles or a circle,
//! picked from the same stream, with doors on some Sundays.
//!
//! ```
//! use mousemaze_core::content::daily::{Daily, Date};
//!
//! let day: Date = "2026-11-22".parse().unwrap();
//! let daily = Daily::of(day);
//! assert_eq!(daily, Daily::of("2026-11-22".parse().unwrap()), "the same for everyone");
//! assert_ne!(daily.recipe, Daily::of(day.next()).recipe, "a new maze tomorrow");
//! assert!(daily.recipe.build_with_doors().is_ok());
//! assert_eq!("2026-02-30".parse::<Date>().unwrap_err().to_string(), "2026-02-30 is not a date: February 2026 has 28 days");
//! ```

use std::fmt;
use std::str::FromStr;

use super::shaped_recipe::{ShapedRecipe, ShapedRecipeError, shape_word};
use crate::maze::doors::DoorAmount;
use crate::maze::recipe::MazeRecipe;
use crate::maze::shape::{Shape, ShapedMaze};
use crate::maze::{Algorithm, MazeRng};
use crate::rules::rivals::RivalKind;
use crate::rules::{Board, Ground, PLAYER_SPEED, RivalSpec, Run};

/// A day of the Gregorian calendar (UTC), from year 1 to 9999.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    pub year: u16,
    pub month: u8,
    pub day: u8,
}

impl Date {
    /// Today, in UTC, by the system clock (1970-01-01 if the clock is before it).
    pub fn today() -> Date {
        let seconds = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
        Date::from_days((seconds / 86_400) as i64)
    }

    /// The date `days` after 1970-01-01 (Howard Hinnant's civil-from-days).
    pub fn from_days(days: i64) -> Date {
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u8;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u8;
        let year = (yoe + era * 400 + i64::from(month <= 2)).clamp(1, 9999) as u16;
        Date { year, month, day }
    }

    /// Days since 1970-01-01 (negative before it).
    pub fn days(self) -> i64 {
        let (y, m, d) = (i64::from(self.year) - i64::from(self.month <= 2), i64::from(self.month), i64::from(self.day));
        let era = y.div_euclid(400);
        let yoe = y.rem_euclid(400);
        let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + d - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }

    /// The day after.
    pub fn next(self) -> Date {
        Date::from_days(self.days() + 1)
    }

    /// The day before.
    pub fn previous(self) -> Date {
        Date::from_days(self.days() - 1)
    }

    /// Whether it is a Sunday (1970-01-01 was a Thursday).
    pub fn is_sunday(self) -> bool {
        self.days().rem_euclid(7) == 3
    }
}

/// Days in `month` of `year`.
fn days_in(year: u16, month: u8) -> u8 {
    match month {
        4 | 6 | 9 | 11 => 30,
        2 if (year.is_multiple_of(4) && !year.is_multiple_of(100)) || year.is_multiple_of(400) => 29,
        2 => 28,
        _ => 31,
    }
}

impl fmt::Display for Date {
    /// `2026-11-22`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// Why a text is not a date: the text (cut short if long), and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DateError {
    pub text: String,
    pub problem: DateProblem,
}

/// What is wrong with a date.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DateProblem {
    /// Not `YYYY-MM-DD`.
    Form,
    YearZero,
    Month,
    /// A day past the month's `last`.
    Day {
        year: u16,
        month: u8,
        last: u8,
    },
}

impl fmt::Display for DateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = &self.text;
        match self.problem {
            DateProblem::Form => write!(f, "'{text}' is not a date: write it YYYY-MM-DD, like 2026-11-22"),
            DateProblem::YearZero => {
                write!(f, "{text} is not a date: there is no year 0000, the years are 0001 to 9999")
            }
            DateProblem::Month => write!(f, "{text} is not a date: the month is 01 to 12"),
            DateProblem::Day { year, month, last } => {
                const MONTHS: [&str; 12] = [
                    "January",
                    "February",
                    "March",
                    "April",
                    "May",
                    "June",
                    "July",
                    "August",
                    "September",
                    "October",
                    "November",
                    "December",
                ];
                write!(f, "{text} is not a date: {} {year} has {last} days", MONTHS[month as usize - 1])
            }
        }
    }
}

impl std::error::Error for DateError {}

impl FromStr for Date {
    type Err = DateError;

    /// `YYYY-MM-DD`, checked against the calendar.
    fn from_str(text: &str) -> Result<Date, DateError> {
        let text = text.trim();
        let error = |problem| DateError { text: crate::maze::text::excerpt(text), problem };
        let parts: Vec<&str> = text.split('-').collect();
        let number = |part: &str, digits: usize| {
            (part.len() == digits && part.bytes().all(|b| b.is_ascii_digit()))
                .then(|| part.parse::<u16>().ok())
                .flatten()
        };
        let (Some(year), Some(month), Some(day)) = (
            parts.first().and_then(|p| number(p, 4)),
            parts.get(1).and_then(|p| number(p, 2)),
            parts.get(2).and_then(|p| number(p, 2)),
        ) else {
            return Err(error(DateProblem::Form));
        };
        if parts.len() != 3 {
            return Err(error(DateProblem::Form));
        }
        if year == 0 {
            return Err(error(DateProblem::YearZero));
        }
        if !(1..=12).contains(&month) {
            return Err(error(DateProblem::Month));
        }
        let (month, day) = (month as u8, day as u8);
        let last = days_in(year, month);
        if !(1..=last).contains(&day) {
            return Err(error(DateProblem::Day { year, month, last }));
        }
        Ok(Date { year, month, day })
    }
}

/// The daily maze of a date: its recipe and its rival.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Daily {
    pub date: Date,
    /// The square maze of the day (on a Sunday, the one it would have been: the day is played
    /// on [`Daily::shaped`]).
    pub recipe: MazeRecipe,
    pub rival: RivalKind,
    /// The rival's speed, times the player's.
    pub rival_speed: f32,
    /// On a Sunday, the maze of another shape the day is played on; `None` on square days.
    pub shaped: Option<ShapedRecipe>,
}

/// Why a daily maze gives no race of the kind asked for.
#[derive(Clone, Debug, PartialEq)]
pub enum DailyError {
    /// A square day asked for a shaped maze.
    Square(Date),
    /// The shaped maze made no board or no race.
    Recipe(ShapedRecipeError),
}

impl fmt::Display for DailyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DailyError::Square(date) => write!(f, "the daily maze of {date} is square, not of another shape"),
            DailyError::Recipe(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for DailyError {}

/// The algorithms a daily maze may use: each makes a different kind of maze.
const ALGORITHMS: [Algorithm; 6] = [
    Algorithm::Backtracker,
    Algorithm::Prim,
    Algorithm::Kruskal,
    Algorithm::Wilson,
    Algorithm::GrowingTree,
    Algorithm::HuntAndKill,
];

/// The moves of the shortest way a Sunday's maze is fitted to: as square days' (42 to 256
/// over 300 days), a minute or two to play.
const SUNDAY_MOVES: std::ops::RangeInclusive<usize> = 40..=260;

/// A Sunday's maze, drawn from the day's stream after `square`, the day's square recipe: a
/// shape sized as the square maze is, the same algorithm, braid and seed, and on one Sunday
/// in two its doors. Its seed is the first of the next few whose shortest way fits
/// [`SUNDAY_MOVES`] (a circle's can run nearly straight out, or wind through every ring).
fn sunday(rng: &mut MazeRng, square: MazeRecipe) -> ShapedRecipe {
    let shape = match rng.index(3) {
        0 => Shape::Hex { width: 25 + rng.below(8), height: 17 + rng.below(6) },
        1 => Shape::Triangle { width: 34 + 2 * rng.below(6), height: 14 + rng.below(4) },
        _ => Shape::Polar { rings: 20 + rng.below(6) },
    };
    let doors = if rng.below(2) == 0 { DoorAmount::NONE } else { square.doors };
    let MazeRecipe { algorithm, seed, braid, .. } = square;
    let first = ShapedRecipe { shape, algorithm, seed, braid, doors, weave: 0.0, symmetry: None };
    let fits = |recipe: &ShapedRecipe| {
        let moves = recipe.maze().ok().and_then(|maze| {
            let (start, goal) = maze.default_ends();
            maze.shortest_steps(start, &[goal]).ok()
        });
        moves.is_some_and(|moves| SUNDAY_MOVES.contains(&moves))
    };
    (0..16).map(|n| ShapedRecipe { seed: seed.wrapping_add(n), ..first }).find(fits).unwrap_or(first)
}

impl Daily {
    /// The daily maze of `date`: everything from the date's own random stream.
    pub fn of(date: Date) -> Daily {
        let seed = crate::maze::rng::seed_from_text(&format!("mousemaze daily {date}"));
        let mut rng = MazeRng::new(seed);
        let algorithm = ALGORITHMS[rng.index(ALGORITHMS.len())];
        let width = 25 + rng.below(12);
        let height = 17 + rng.below(8);
        let braid = f64::from(rng.below(4) * 5) / 100.0;
        let doors = DoorAmount::Count(4 + rng.below(5));
        let rival_speed = [0.8, 0.85, 0.9][rng.index(3)];
        let recipe = MazeRecipe { algorithm, width, height, seed, braid, doors };
        // Drawn after the square day's, so every other day is the same as before Sundays were.
        let shaped = date.is_sunday().then(|| sunday(&mut rng, recipe));
        Daily { date, recipe, rival: RivalKind::Sprinter, rival_speed, shaped }
    }

    /// The day's shape: `None` on square days.
    pub fn shape(&self) -> Option<Shape> {
        self.shaped.map(|shaped| shaped.shape)
    }

    /// The day's rival at its speed in cells a second.
    pub fn rivals(&self) -> Vec<RivalSpec> {
        vec![RivalSpec { kind: self.rival, cells_per_second: PLAYER_SPEED * self.rival_speed }]
    }

    /// A Sunday's board: its shaped maze from the first cell to the last, with its doors.
    pub fn shaped_board(&self) -> Result<Board<ShapedMaze>, DailyError> {
        let shaped = self.shaped.ok_or(DailyError::Square(self.date))?;
        shaped.board().map_err(DailyError::Recipe)
    }

    /// A Sunday's race, as the game starts it: `players` (1, or 2 from fair starts) at the
    /// player's speed against the day's rival.
    pub fn shaped_run(&self, players: usize) -> Result<Run<ShapedMaze>, DailyError> {
        let shaped = self.shaped.ok_or(DailyError::Square(self.date))?;
        shaped.run(players, PLAYER_SPEED, &self.rivals()).map_err(DailyError::Recipe)
    }
}

/// Days in a row the daily maze was finished, up to `today`: counted back from today if it
/// is finished, else from yesterday (today's can still be played); 0 if yesterday's was
/// missed too.
///
/// ```
/// use std::collections::BTreeSet;
/// use mousemaze_core::content::daily::{Date, streak};
///
/// let today: Date = "2026-11-23".parse().unwrap();
/// let mut done = BTreeSet::from([today.previous(), today.previous().previous()]);
/// assert_eq!(streak(&done, today), 2, "today's is still to play");
/// done.insert(today);
/// assert_eq!(streak(&done, today), 3);
/// assert_eq!(streak(&done, today.next().next()), 0, "a day missed breaks it");
/// ```
pub fn streak(finished: &std::collections::BTreeSet<Date>, today: Date) -> u32 {
    let mut day = if finished.contains(&today) { today } else { today.previous() };
    let mut count = 0;
    while finished.contains(&day) && count < 100_000 {
        count += 1;
        day = day.previous();
    }
    count
}

/// A day's result, on one line to share: the date (and on a Sunday its shape), the time,
/// how close to the shortest route, the help used, and the streak.
///
/// ```
/// use mousemaze_core::content::daily::share_line;
///
/// let day = "2026-11-23".parse().unwrap();
/// assert_eq!(share_line(day, 41.234, 96.4, 0, 3), "mousemaze daily 2026-11-23: 41.23 s, route 96% optimal, no help, streak 3");
/// assert!(share_line(day, 60.0, 100.0, 2, 1).contains("route shown 2x, streak 1"));
/// let sunday = "2026-11-29".parse().unwrap();
/// assert!(share_line(sunday, 60.0, 100.0, 0, 1).starts_with("mousemaze daily 2026-11-29 (circle): 60.00 s"));
/// ```
pub fn share_line(date: Date, seconds: f32, optimality: f32, times_route_shown: u32, streak: u32) -> String {
    let help = match times_route_shown {
        0 => "no help".to_string(),
        n => format!("route shown {n}x"),
    };
    let seconds = crate::rules::seconds_text(crate::rules::ticks_in(seconds) as f64);
    let shape = Daily::of(date).shape().map_or_else(String::new, |shape| format!(" ({})", shape_word(shape)));
    format!("mousemaze daily {date}{shape}: {seconds}, route {optimality:.0}% optimal, {help}, streak {streak}")
}

#[cfg(test)]
mod tests;
