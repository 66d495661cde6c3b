//! Challenges: bot lessons that open the mouse's instructions one idea at a time. Each is a
//! RON file (`challenges/*.ron`, built into the binary, sorted by file name) naming a maze set,
//! the instructions allowed, the goal (solve every maze; stars for par moves and par
//! instructions, totalled over the mazes), the budgets, a short lesson and a starter script.
//!
//! The core reads a challenge without knowing the instructions: the bot's gate
//! (`mousemaze_bot::gate`) checks the names a file allows against the one table of
//! instructions, and refuses a script that calls one not allowed yet, at the call.
//!
//! Errors in a challenge file are [`LevelError`]s: `file:line:column: message`.
//!
//! ```
//! use mousemaze_core::content::challenge::{self, Challenge};
//!
//! let all = challenge::built_in();
//! assert!(all.len() >= 8);
//! let first: &Challenge = &all[0];
//! assert_eq!(first.stars(first.mazes_count(), first.goal.moves, first.goal.instructions + 1), 2);
//! ```

use std::sync::OnceLock;

use serde::Deserialize;

use super::level::source::{describe, location};
use super::level::{BuiltLevel, Level, LevelError, MazeSpec, catalog};
use crate::maze::generate::micromouse;
use crate::rules::Board;

mod shaped;
pub use shaped::{ShapedCourse, built_in_shaped, built_in_shaped_files};

include!(concat!(env!("OUT_DIR"), "/challenges.rs"));

/// The most mazes a challenge may hold.
pub const MAX_MAZES: u32 = 100;

/// One challenge, as its file says.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Challenge {
    pub name: String,
    /// The lesson: its first line is its summary.
    pub lesson: String,
    pub mazes: MazeSet,
    /// The instructions a script may call; the others are refused.
    pub allowed: Vec<String>,
    pub goal: Goal,
    #[serde(default)]
    pub budget: Budget,
    /// The script a student starts from.
    pub starter: String,
    /// The file it came from.
    #[serde(skip)]
    pub file: String,
}

/// Where a challenge's mazes come from.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub enum MazeSet {
    /// Levels written in the file (drawn or generated), one maze each.
    Levels(Vec<Level>),
    /// A generated level remade with `count` seeds: its own seed, then the next ones.
    Seeds { level: Level, count: u32 },
    /// Campaign levels by file name (`01-first-steps`).
    Campaign(Vec<String>),
    /// Micromouse contest mazes: start in a corner, the cheese in the 2×2 centre room.
    Micromouse { width: u32, height: u32, seed: u64, count: u32 },
}

/// The goal: every maze solved for a star; a star more for each par met (totals over the mazes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Goal {
    pub moves: u64,
    pub instructions: u64,
}

/// The budgets of a run on one maze (the bot's defaults where left out).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Budget {
    #[serde(default)]
    pub operations: Option<u64>,
    #[serde(default)]
    pub instructions: Option<u64>,
    #[serde(default)]
    pub memory_mib: Option<u64>,
}

/// The budgets a challenge file may set: each a range, checked as the file is read
/// ([`Budget::check`]), so no number wraps on its way to the bot's limits.
pub const BUDGET_RANGES: [(&str, std::ops::RangeInclusive<u64>); 3] =
    [("operations", 1..=1_000_000_000), ("instructions", 1..=100_000_000), ("memory_mib", 1..=1024)];

impl Budget {
    /// Checks every budget given against [`BUDGET_RANGES`]: the first out of range, as
    /// (its field, a message naming the allowed range).
    pub fn check(&self) -> Result<(), (&'static str, String)> {
        let given = [self.operations, self.instructions, self.memory_mib];
        for ((field, range), value) in BUDGET_RANGES.into_iter().zip(given) {
            if let Some(value) = value.filter(|v| !range.contains(v)) {
                let (low, high) = (range.start(), range.end());
                return Err((field, format!("budget {field} {value} is out of range: allowed {low}..={high}")));
            }
        }
        Ok(())
    }
}

/// One maze of a challenge: the board and, if the level has one, the rival to beat.
#[derive(Clone, Debug)]
pub struct Course {
    pub board: Board,
    pub rival: Option<super::level::Rival>,
}

impl Challenge {
    /// Reads and checks a challenge; `file` names it in errors.
    pub fn from_ron(text: &str, file: &str) -> Result<Challenge, LevelError> {
        let text = crate::maze::text::without_bom(text);
        let options = ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME);
        let mut challenge: Challenge = options.from_str(text).map_err(|err| {
            let (location, message) = describe(text, &err);
            LevelError { file: file.into(), location: Some(location), message }
        })?;
        challenge.file = file.into();
        let at = |field: &str, message: String| {
            let offset = text.find(&format!("{field}:")).unwrap_or(0);
            LevelError { file: file.into(), location: Some(location(text, offset)), message }
        };
        challenge.budget.check().map_err(|(field, message)| at(field, message))?;
        if !(1..=MAX_MAZES as usize).contains(&challenge.mazes_count()) {
            return Err(at("mazes", format!("a challenge has 1 to {MAX_MAZES} mazes")));
        }
        match challenge.shape() {
            None => challenge.courses().map(drop),
            Some(_) => challenge.shaped_courses().map(drop),
        }
        .map_err(|e| at("mazes", e.to_string()))?;
        Ok(challenge)
    }

    /// How many mazes the challenge holds.
    pub fn mazes_count(&self) -> usize {
        match &self.mazes {
            MazeSet::Levels(levels) => levels.len(),
            MazeSet::Campaign(ids) => ids.len(),
            MazeSet::Seeds { count, .. } | MazeSet::Micromouse { count, .. } => *count as usize,
        }
    }

    /// Each maze's name, in order, as the file names it: a level's name (`short`), a seeded
    /// level's name and seed (`perfect, seed 2`), a campaign level's file name, a contest
    /// maze's size and seed (`contest 8x8, seed 61`).
    pub fn maze_names(&self) -> Vec<String> {
        let seeded = |name: &str, seed: u64, count: u32| {
            (0..u64::from(count)).map(|i| format!("{name}, seed {}", seed.wrapping_add(i))).collect()
        };
        match &self.mazes {
            MazeSet::Levels(levels) => levels.iter().map(|level| level.name.clone()).collect(),
            MazeSet::Campaign(ids) => ids.clone(),
            MazeSet::Seeds { level, count } => match &level.maze {
                MazeSpec::Generated(recipe) | MazeSpec::Labyrinth(recipe) => seeded(&level.name, recipe.seed, *count),
                MazeSpec::Shaped(spec) => seeded(&level.name, spec.seed, *count),
                MazeSpec::Drawn { .. } | MazeSpec::DrawnShape(_) => vec![level.name.clone(); *count as usize],
            },
            MazeSet::Micromouse { width, height, seed, count } => {
                seeded(&format!("contest {width}x{height}"), *seed, *count)
            }
        }
    }

    /// The lesson's first line.
    pub fn summary(&self) -> &str {
        self.lesson.trim().lines().next().unwrap_or_default()
    }

    /// Builds every maze, in order: square boards (a challenge on another shape says so:
    /// [`Challenge::shaped_courses`] builds it).
    pub fn courses(&self) -> Result<Vec<Course>, LevelError> {
        if let Some(shape) = self.shape() {
            return Err(self.not_square(shape));
        }
        let built = |level: &Level| level.build().map(|BuiltLevel { board, rival, .. }| Course { board, rival });
        let error = |message: String| LevelError { file: self.file.clone(), location: None, message };
        match &self.mazes {
            MazeSet::Levels(levels) => levels.iter().map(built).collect(),
            MazeSet::Seeds { level, count } => (0..u64::from(*count))
                .map(|i| match &level.maze {
                    MazeSpec::Generated(recipe) => {
                        let maze = MazeSpec::Generated(recipe.with_seed(recipe.seed.wrapping_add(i)));
                        built(&Level { maze, ..level.clone() })
                    }
                    MazeSpec::Labyrinth(recipe) => {
                        let maze = MazeSpec::Labyrinth(recipe.with_seed(recipe.seed.wrapping_add(i)));
                        built(&Level { maze, ..level.clone() })
                    }
                    MazeSpec::Drawn { .. } | MazeSpec::Shaped(_) | MazeSpec::DrawnShape(_) => {
                        Err(error("Seeds needs a Generated level".into()))
                    }
                })
                .collect(),
            MazeSet::Campaign(ids) => ids
                .iter()
                .map(|id| {
                    let text = catalog::campaign_text(id).ok_or_else(|| error(format!("no campaign level `{id}`")))?;
                    built(&Level::from_ron(text, id)?)
                })
                .collect(),
            MazeSet::Micromouse { width, height, seed, count } => {
                // The one size limit of every maze set (levels check theirs as they build).
                super::level::check_play_size(*width, *height).map_err(|e| error(e.to_string()))?;
                (0..u64::from(*count))
                    .map(|i| {
                        let marked = micromouse::generate(*width, *height, seed.wrapping_add(i))
                            .map_err(|e| error(e.to_string()))?;
                        Ok(Course { board: crate::rules::contest::contest_board(marked), rival: None })
                    })
                    .collect()
            }
        }
    }

    /// Refuses a name in `allowed` that `is_instruction` does not know, at its place in `text`
    /// (the file this challenge was read from); the message lists `all` the names there are.
    /// The bot's gate calls it with the one table of instructions.
    pub fn check_allowed(
        &self,
        text: &str,
        is_instruction: impl Fn(&str) -> bool,
        all: &[&str],
    ) -> Result<(), LevelError> {
        let Some(bad) = self.allowed.iter().find(|name| !is_instruction(name)) else { return Ok(()) };
        let message =
            format!("`{}` is not an instruction: allowed {}", crate::maze::text::printable(bad), all.join(", "));
        let list = text.find("allowed:").unwrap_or(0);
        let offset = text[list..].find(&format!("{bad:?}")).map_or(list, |at| list + at);
        Err(LevelError { file: self.file.clone(), location: Some(location(text, offset)), message })
    }

    /// The stars of a run that solved `solved` mazes in `moves` moves and `instructions`
    /// instructions in all: none unless every maze is solved, then one, and one more for each par met.
    pub fn stars(&self, solved: usize, moves: u64, instructions: u64) -> u8 {
        if solved < self.mazes_count() {
            return 0;
        }
        1 + u8::from(moves <= self.goal.moves) + u8::from(instructions <= self.goal.instructions)
    }
}

/// The built-in challenges, in order (challenge 1 first). A built-in file that does not read
/// is a bug caught by the tests; it is left out rather than stopping the program.
pub fn built_in() -> &'static [Challenge] {
    static ALL: OnceLock<Vec<Challenge>> = OnceLock::new();
    ALL.get_or_init(|| CHALLENGE_FILES.iter().filter_map(|(file, text)| Challenge::from_ron(text, file).ok()).collect())
}

/// Every built-in challenge, square then shaped, numbered as [`find`] numbers them: what the
/// game's challenge list shows.
pub fn every() -> &'static [Challenge] {
    static ALL: OnceLock<Vec<Challenge>> = OnceLock::new();
    ALL.get_or_init(|| built_in().iter().chain(built_in_shaped()).cloned().collect())
}

/// The built-in challenge files, (file name, text), sorted by name.
pub fn built_in_files() -> &'static [(&'static str, &'static str)] {
    CHALLENGE_FILES
}

/// The challenge `which` names: its number in the list (from 1; those on other shapes
/// ([`built_in_shaped`]) numbered after the square ones), its name or its file name (case
/// aside, `.ron` optional).
pub fn find(which: &str) -> Option<&'static Challenge> {
    let (all, shaped) = (built_in(), built_in_shaped());
    if let Ok(n) = which.trim().parse::<usize>() {
        let i = n.checked_sub(1)?;
        return all.get(i).or_else(|| shaped.get(i.checked_sub(all.len())?));
    }
    let wanted = which.trim().to_lowercase();
    all.iter().chain(shaped).find(|c| {
        c.name.to_lowercase() == wanted
            || c.file.to_lowercase().strip_suffix(".ron").is_some_and(|f| f == wanted.trim_end_matches(".ron"))
    })
}

#[cfg(test)]
mod tests;
