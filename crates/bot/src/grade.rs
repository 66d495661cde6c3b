//! Grading a script on a challenge: the script is compiled in its own sandbox with the
//! challenge's budgets, checked against the challenge's allowed instructions (`gate`), and run
//! on every maze in order. A [`Grade`] holds only counts (no clock), so a script grades the same on
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
//! let error = bad.error.unwrap().to_string();
//! assert_eq!(error, "bad.rhai:1:1: not yet: `turn_left` opens in challenge 2");
//! ```

use std::fmt;
use std::time::Duration;

use super::race::RivalRun;
use super::{Bot, BotError, Ending, ErrorKind, Limits, ShapedBoard, Trace};
use crate::content::challenge::{Challenge, Course, ShapedCourse};
use crate::content::level::LevelError;
use crate::rules::finish::Finish;

/// A grade row's wall-time bound unless told otherwise (kept with the [`Limits`]).
pub use crate::limits::ROW_TIME;

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
    /// Why it cannot run at all, or the first maze missed and why (`None`: every maze solved).
    pub error: Option<GradeFault>,
    /// Each maze's result, in order (empty when it cannot run at all).
    pub mazes: Vec<MazeGrade>,
}

impl Grade {
    /// The row of a script that cannot run at all on `total` mazes.
    pub fn cannot_run(file: &str, total: usize, why: GradeError) -> Grade {
        let error = Some(GradeFault::CannotRun(why));
        Grade { file: file.into(), solved: 0, total, stars: 0, moves: 0, instructions: 0, error, mazes: Vec::new() }
    }
}

/// Why a grade is short of every maze.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GradeFault {
    /// The script cannot run at all.
    CannotRun(GradeError),
    /// The first maze missed (from 1), and why.
    Missed { maze: usize, why: Miss },
}

impl fmt::Display for GradeFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GradeFault::CannotRun(e) => e.fmt(f),
            GradeFault::Missed { maze, why } => write!(f, "{why} (maze {maze})"),
        }
    }
}

/// Why the script missed a maze.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Miss {
    /// The script failed, or ran out of one of its budgets, at its place.
    Stopped(BotError),
    /// The script came to its end before the mouse reached the cheese.
    ScriptEnded,
    /// The maze's rival reached the cheese first.
    RivalFirst { rival_tick: u64, bot_tick: u64 },
    /// Not run: the row had used its wall time ([`ROW_TIME`]).
    NotRun { row_seconds: u64 },
}

impl fmt::Display for Miss {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Miss::Stopped(err) => err.fmt(f),
            Miss::ScriptEnded => f.write_str("the script ended before the mouse reached the cheese"),
            Miss::RivalFirst { rival_tick, bot_tick } => {
                write!(f, "the rival arrived at tick {rival_tick}, the bot at {bot_tick}")
            }
            Miss::NotRun { row_seconds } => {
                write!(f, "not run: the row's {row_seconds} s were used up (a grade row's time bound)")
            }
        }
    }
}

/// How a script did on one maze of a challenge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MazeGrade {
    pub solved: bool,
    pub moves: u64,
    pub instructions: u64,
    /// Why it was missed (`None`: solved).
    pub why: Option<Miss>,
}

/// Why a script could not run on a challenge at all (it does not compile, or then calls an
/// instruction not allowed yet); its message is
/// `file:line:column: message`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GradeError {
    /// The script is not UTF-8 text: where the first byte that is not.
    NotText { file: String, line: usize, column: usize },
    /// The script calls an instruction the challenge does not allow (yet).
    Refused(LevelError),
    /// The script does not compile (or is too long).
    Script(BotError),
    /// The script's file could not be read: the system's reason.
    Unreadable { file: String, reason: String },
}

impl fmt::Display for GradeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GradeError::NotText { file, line, column } => write!(f, "{}:{line}:{column}: {NOT_TEXT}", printable(file)),
            GradeError::Refused(e) => e.fmt(f),
            GradeError::Script(e) => e.fmt(f),
            GradeError::Unreadable { file, reason } => write!(f, "{}: cannot read it: {reason}", printable(file)),
        }
    }
}

impl std::error::Error for GradeError {}

const NOT_TEXT: &str = "not UTF-8 text: a script is a text file";

impl GradeError {
    /// What a teacher's table says in each maze's cell of a script that cannot run: `not run:`,
    /// then why without the file (its row names it) and where: `not run: not yet: `smell`
    /// opens in challenge 6 (line 2, column 3)`.
    pub fn not_run(&self) -> String {
        let (why, line, column) = match self {
            GradeError::NotText { line, column, .. } => (NOT_TEXT.to_owned(), Some(*line), Some(*column)),
            GradeError::Refused(e) => (e.message.clone(), e.location.map(|l| l.line), e.location.map(|l| l.column)),
            GradeError::Script(e) if e.kind == ErrorKind::Syntax => {
                (format!("does not compile: {}", e.message), e.line, e.column)
            }
            GradeError::Script(e) => (e.message.clone(), e.line, e.column),
            GradeError::Unreadable { reason, .. } => (format!("cannot read it: {reason}"), None, None),
        };
        let at = match (line, column) {
            (Some(line), Some(column)) => format!(" (line {line}, column {column})"),
            (Some(line), None) => format!(" (line {line})"),
            _ => String::new(),
        };
        format!("not run: {}{at}", printable(&why))
    }
}

/// Runs the script `bytes`, named `file`, on each of `courses` in order, one row each; `Err`
/// says why it cannot run at all (not text, a syntax error, an instruction not allowed yet).
pub fn grade_mazes(
    challenge: &Challenge,
    courses: &[Course],
    file: &str,
    bytes: &[u8],
) -> Result<Vec<MazeGrade>, GradeError> {
    grade_mazes_within(challenge, courses, file, bytes, ROW_TIME)
}

/// [`grade_mazes`] with a row's wall-time bound of `row_time` instead of [`ROW_TIME`]
/// (`grade --row-seconds`).
pub fn grade_mazes_within(
    challenge: &Challenge,
    courses: &[Course],
    file: &str,
    bytes: &[u8],
    row_time: Duration,
) -> Result<Vec<MazeGrade>, GradeError> {
    let bot = compiled(challenge, file, bytes, row_time)?;
    let grade_one = |course: &Course| {
        let trace = bot.run_counted(&course.board);
        let rival = course.rival.and_then(|r| RivalRun::new(&course.board, r.kind, r.cells_per_second()));
        maze_grade(&trace, rival.as_ref().and_then(|r| r.arrived))
    };
    Ok(within(courses, row_time, grade_one))
}

/// [`grade_mazes_within`] on a challenge on another shape (hexes, triangles, circles): each
/// maze from its first cell to its last, against its sprinter if it has one.
pub fn grade_shaped_mazes(
    challenge: &Challenge,
    courses: &[ShapedCourse],
    file: &str,
    bytes: &[u8],
    row_time: Duration,
) -> Result<Vec<MazeGrade>, GradeError> {
    let bot = compiled(challenge, file, bytes, row_time)?;
    let grade_one = |course: &ShapedCourse| match ShapedBoard::new(course.maze.clone(), course.start, course.goal) {
        Ok(board) => maze_grade(&bot.run_shaped(&board, false), course.rival_ticks),
        Err(e) => {
            let message = e.to_string();
            let err = BotError { kind: ErrorKind::Moves, file: file.into(), line: None, column: None, message };
            MazeGrade { solved: false, moves: 0, instructions: 0, why: Some(Miss::Stopped(err)) }
        }
    };
    Ok(within(courses, row_time, grade_one))
}

/// The script `bytes`, named `file`, compiled with the challenge's budgets and checked by its
/// gate; why not, if it cannot run.
fn compiled(challenge: &Challenge, file: &str, bytes: &[u8], row_time: Duration) -> Result<Bot, GradeError> {
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
    let limits = Limits { time: row_time, ..Limits::for_challenge(challenge) };
    let bot = Bot::with_limits(file, source, limits).map_err(GradeError::Script)?;
    super::gate::check(challenge, file, &bot).map_err(GradeError::Refused)?;
    Ok(bot)
}

/// `grade_one` of each course in order, until the row's `row_time` is used up.
fn within<T>(courses: &[T], row_time: Duration, grade_one: impl Fn(&T) -> MazeGrade) -> Vec<MazeGrade> {
    let started = std::time::Instant::now();
    let run = |course: &T| {
        if started.elapsed() >= row_time {
            let why = Miss::NotRun { row_seconds: row_time.as_secs() };
            return MazeGrade { solved: false, moves: 0, instructions: 0, why: Some(why) };
        }
        grade_one(course)
    };
    courses.iter().map(run).collect()
}

/// A maze's grade from its run's trace, and the tick the rival arrived, if it did.
fn maze_grade<C, H>(trace: &Trace<C, H>, rival_arrived: Option<u64>) -> MazeGrade {
    let beaten = rival_arrived.filter(|&arrived| !Finish::of(trace.ticks, arrived).mouse_wins());
    let why = match (&trace.ending, beaten) {
        (Ending::Cheese, None) => None,
        (Ending::Cheese, Some(rival_tick)) => Some(Miss::RivalFirst { rival_tick, bot_tick: trace.ticks }),
        (Ending::ScriptEnded, _) => Some(Miss::ScriptEnded),
        (Ending::Stopped(err), _) => Some(Miss::Stopped(err.clone())),
    };
    MazeGrade { solved: why.is_none(), moves: trace.moves, instructions: trace.instructions, why }
}

/// Grades the script `bytes`, named `file`, on `courses` (the challenge's mazes, built once):
/// [`grade_mazes`] totalled, the first maze missed named.
pub fn grade(challenge: &Challenge, courses: &[Course], file: &str, bytes: &[u8]) -> Grade {
    grade_within(challenge, courses, file, bytes, ROW_TIME)
}

/// [`grade`] with a row's wall-time bound of `row_time` instead of [`ROW_TIME`].
pub fn grade_within(challenge: &Challenge, courses: &[Course], file: &str, bytes: &[u8], row_time: Duration) -> Grade {
    totalled(challenge, courses.len(), file, grade_mazes_within(challenge, courses, file, bytes, row_time))
}

/// [`grade_within`] on a challenge on another shape ([`grade_shaped_mazes`]).
pub fn grade_shaped(
    challenge: &Challenge,
    courses: &[ShapedCourse],
    file: &str,
    bytes: &[u8],
    row_time: Duration,
) -> Grade {
    totalled(challenge, courses.len(), file, grade_shaped_mazes(challenge, courses, file, bytes, row_time))
}

/// The grade of `total` mazes graded as `graded`: totalled, the first maze missed named.
fn totalled(challenge: &Challenge, total: usize, file: &str, graded: Result<Vec<MazeGrade>, GradeError>) -> Grade {
    let courses = total;
    let mazes = match graded {
        Ok(mazes) => mazes,
        Err(e) => return Grade::cannot_run(file, courses, e),
    };
    let Totals { solved, moves, instructions, stars } = Totals::of(challenge, &mazes);
    let error = mazes
        .iter()
        .enumerate()
        .find_map(|(index, maze)| Some(GradeFault::Missed { maze: index + 1, why: maze.why.clone()? }));
    Grade { file: file.into(), solved, total: courses, stars, moves, instructions, error, mazes }
}

/// A challenge run's totals: mazes solved, moves and instructions over all the mazes, and the
/// stars they earn ([`Challenge::stars`]). The one totalling, for `grade` and the game's page.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Totals {
    pub solved: usize,
    pub moves: u64,
    pub instructions: u64,
    pub stars: u8,
}

impl Totals {
    pub fn of(challenge: &Challenge, mazes: &[MazeGrade]) -> Totals {
        let solved = mazes.iter().filter(|m| m.solved).count();
        let moves = mazes.iter().map(|m| m.moves).sum();
        let instructions = mazes.iter().map(|m| m.instructions).sum();
        Totals { solved, moves, instructions, stars: challenge.stars(solved, moves, instructions) }
    }
}

fn printable(text: &str) -> String {
    crate::maze::text::printable(text).to_string()
}

#[cfg(test)]
mod tests {
    use super::grade_mazes;
    use crate::content::challenge;

    /// The first maze's grade of `source` on challenge `n`, and its message.
    fn first_maze(n: &str, source: &str) -> (super::MazeGrade, String) {
        let challenge = challenge::find(n).unwrap();
        let courses = challenge.courses().unwrap();
        let mazes = grade_mazes(challenge, &courses[..1], "s.rhai", source.as_bytes()).unwrap();
        let why = mazes[0].why.as_ref().map(ToString::to_string).unwrap_or_default();
        (mazes[0].clone(), why)
    }

    #[test]
    fn a_run_out_of_moves_made_exactly_the_moves_its_message_says_and_what_it_did() {
        // The challenge 3 starter bumps the first wall ahead until its moves run out.
        let starter = &challenge::find("3").unwrap().starter;
        let (maze, why) = first_maze("3", starter);
        assert!(why.contains(&format!("out of moves: {} moves", maze.moves)), "{} moves: {why}", maze.moves);
        assert_eq!(maze.moves, 8 * 6 * 20 + 100, "{why}");
        // Say what the mouse did: all but its first move were bumps into one wall, from line 6.
        assert!(why.contains("; it bumped the wall ahead 1059 times at 6:5 (the "), "{why}");
    }

    #[test]
    fn a_run_out_of_instructions_made_exactly_the_instructions_its_message_says() {
        let (maze, why) = first_maze("3", "loop { turn_left(); }");
        assert!(why.contains(&format!("used all {} instructions", maze.instructions)), "{}: {why}", maze.instructions);
        assert_eq!(maze.moves, 0);
        // Only steps: as many moves as instructions, the one refused counted in neither.
        let (maze, why) = first_maze("3", "loop { forward(); }");
        assert_eq!((maze.moves, maze.instructions), (1060, 1060), "{why}");
    }

    #[test]
    fn an_array_of_short_strings_past_the_string_limit_is_named() {
        // 417 strings of 24 characters: 10 008 in all, past the 10 000 of one string.
        let (_, why) =
            first_maze("3", "let a = [];\nfor i in 0..417 { a.push(\"abcdefghijklmnopqrstuvwx\"); }\nforward();");
        assert!(why.contains("the strings held in one array or map together, grew too large: past 10000"), "{why}");
    }
}
