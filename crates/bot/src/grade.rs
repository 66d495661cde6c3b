//! Grading a script on a challenge: the script is checked against the challenge's allowed
//! instructions, compiled in its own sandbox with the challenge's budgets, and run on every
//! maze in order. A [`Grade`] holds only counts (no clock), so a script grades the same on
//! every machine; whatever the script does (loops, eats memory, does not parse, is empty or
//! not text), it ends in its own grade, never in a panic.
//!
//! ```
//! use mousemaze_bot::grade::grade;
//! use mousemaze_core::content::challenge;
//!
//! let first = challenge::find("1").unwrap();
//! let courses = first.courses().unwrap();
//! let good = grade(first, &courses, "good.rhai", b"loop { forward(); }");
//! assert_eq!((good.solved, good.total, good.stars, good.error), (3, 3, 3, None));
//! let bad = grade(first, &courses, "bad.rhai", b"turn_left();");
//! assert_eq!(bad.error.as_deref(), Some("bad.rhai:1:1: not yet: `turn_left` opens in challenge 2"));
//! ```

use std::fmt;

use super::race::RivalRun;
use super::{Bot, BotError, Limits};
use crate::content::challenge::{Challenge, Course};
use crate::content::level::LevelError;

/// How one script did on a challenge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grade {
    /// The script's file name.
    pub file: String,
    pub solved: usize,
    pub total: usize,
    pub stars: u8,
    /// Moves and instructions over all the mazes run.
    pub moves: u64,
    pub instructions: u64,
    /// The first error (or the first maze missed, and why), `file:line:column: message`.
    pub error: Option<String>,
}

/// A grade row's wall-time bound: each maze's run stops after this long, and no maze begins
/// once the row has taken this long (those left are missed, and the row says why). So a row
/// takes at most twice this, and a class of 30 grades in minutes whatever its scripts do.
pub const ROW_TIME: std::time::Duration = std::time::Duration::from_secs(10);

/// The limits of one run on `challenge`: the bot's defaults, with the challenge's budgets.
pub fn limits(challenge: &Challenge) -> Limits {
    let budget = challenge.budget;
    let default = Limits::default();
    Limits {
        operations: budget.operations.unwrap_or(2_000_000),
        instructions: budget.instructions.unwrap_or(200_000),
        memory: budget
            .memory_mib
            .map_or(16 << 20, |mib| usize::try_from(mib.saturating_mul(1 << 20)).unwrap_or(usize::MAX)),
        time: ROW_TIME,
        slow_time: default.slow_time.min(ROW_TIME),
        ..default
    }
}

/// How a script did on one maze of a challenge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MazeGrade {
    pub solved: bool,
    pub moves: u64,
    pub instructions: u64,
    /// Why it was missed: the error with its line and column, the script's end, the rival first.
    pub why: Option<String>,
}

/// Why a script could not run on a challenge at all; its message is
/// `file:line:column: message`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GradeError {
    /// The script is not UTF-8 text: where the first byte that is not.
    NotText { file: String, line: usize, column: usize },
    /// The script calls an instruction the challenge does not allow (yet).
    Refused(LevelError),
    /// The script does not compile (or is too long).
    Script(BotError),
}

impl fmt::Display for GradeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GradeError::NotText { file, line, column } => {
                write!(f, "{}:{line}:{column}: not UTF-8 text: a script is a text file", printable(file))
            }
            GradeError::Refused(e) => e.fmt(f),
            GradeError::Script(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for GradeError {}

/// Runs the script `bytes`, named `file`, on each of `courses` in order, one row each; `Err`
/// says why it cannot run at all (not text, an instruction not allowed yet, a syntax error).
pub fn grade_mazes(
    challenge: &Challenge,
    courses: &[Course],
    file: &str,
    bytes: &[u8],
) -> Result<Vec<MazeGrade>, GradeError> {
    let bytes = super::script::without_bom(bytes);
    let source = match std::str::from_utf8(bytes) {
        Ok(source) => source,
        Err(e) => {
            let valid = String::from_utf8_lossy(&bytes[..e.valid_up_to()]);
            let line = valid.matches('\n').count() + 1;
            let column = valid.rsplit('\n').next().map_or(0, |last| last.chars().count()) + 1;
            return Err(GradeError::NotText { file: file.into(), line, column });
        }
    };
    challenge.check_script(file, source).map_err(GradeError::Refused)?;
    let bot = Bot::with_limits(file, source, limits(challenge)).map_err(GradeError::Script)?;
    let started = std::time::Instant::now();
    let grade_one = |course: &Course| {
        if started.elapsed() >= ROW_TIME {
            let why = format!("not run: the row's {} s were used up (a grade row's time bound)", ROW_TIME.as_secs());
            return MazeGrade { solved: false, moves: 0, instructions: 0, why: Some(why) };
        }
        let trace = bot.run_counted(&course.board);
        let rival = course.rival.and_then(|r| RivalRun::new(&course.board, r.kind, r.cells_per_second()));
        let beaten = rival.as_ref().and_then(|r| r.arrived).filter(|&arrived| arrived < trace.ticks);
        let why = match (trace.reason(), beaten) {
            (None, None) => None,
            (None, Some(arrived)) => Some(format!("the rival arrived at tick {arrived}, the bot at {}", trace.ticks)),
            (Some(reason), _) => Some(reason),
        };
        MazeGrade { solved: why.is_none(), moves: trace.moves, instructions: trace.instructions, why }
    };
    Ok(courses.iter().map(grade_one).collect())
}

/// Grades the script `bytes`, named `file`, on `courses` (the challenge's mazes, built once):
/// [`grade_mazes`] totalled, the first maze missed named.
pub fn grade(challenge: &Challenge, courses: &[Course], file: &str, bytes: &[u8]) -> Grade {
    let mut grade =
        Grade { file: file.into(), solved: 0, total: courses.len(), stars: 0, moves: 0, instructions: 0, error: None };
    let mazes = match grade_mazes(challenge, courses, file, bytes) {
        Ok(mazes) => mazes,
        Err(e) => {
            grade.error = Some(e.to_string());
            return grade;
        }
    };
    for (index, maze) in mazes.iter().enumerate() {
        grade.moves += maze.moves;
        grade.instructions += maze.instructions;
        grade.solved += usize::from(maze.solved);
        if let Some(why) = &maze.why {
            grade.error.get_or_insert(format!("{why} (maze {})", index + 1));
        }
    }
    grade.stars = challenge.stars(grade.solved, grade.moves, grade.instructions);
    grade
}

fn printable(text: &str) -> String {
    crate::maze::text::printable(text).to_string()
}
