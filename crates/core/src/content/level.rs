//! Level files: one campaign level in RON, checked when it is read, with errors that say
//! the file, line and column and what was expected.
//!
//! A level's maze is either **generated** (algorithm, size, seed, braid: the same seed
//! always gives the same maze) or **drawn** by hand in the `+---+` ASCII that
//! `mousemaze generate` prints, where `S` and `G` in a cell mark the start and the cheese.
//! A level may also set the start, the cheese, a rival mouse and a par time.
//! `levels/README.md` documents every field; `mousemaze check-levels` checks a folder.
//! One validator, run by [`Level::from_ron`] and [`Level::build`], limits every size, range
//! and string a level may hold ([`PLAY_SIDES`], [`MAX_NAME_CHARS`], [`MAX_PAR_SECONDS`];
//! files: [`MAX_LEVEL_BYTES`]), so the game and `check-levels` accept the same files.
//! [`catalog`] lists the campaign built into the binary and the player's own files.
//!
//! ```
//! use mousemaze_core::content::level::Level;
//! use mousemaze_maze::Pos;
//!
//! let text = r#"(
//!     name: "Two corridors",
//!     maze: Drawn(layout: "
//!         +---+---+---+
//!         | S         |
//!         +---+---+   +
//!         | G         |
//!         +---+---+---+
//!     "),
//!     rival: Some((kind: "explorer", speed: 0.5)),
//!     par_seconds: 2,
//! )"#;
//! let level = Level::from_ron(text, "two.ron").unwrap();
//! let built = level.build().unwrap();
//! assert_eq!((built.board.start, built.board.goal), (Pos::new(0, 0), Pos::new(0, 1)));
//! assert_eq!(built.shortest_moves, 5);
//!
//! let err = Level::from_ron(&text.replace("0.5", "fast"), "two.ron").unwrap_err();
//! assert_eq!(err.to_string(), "two.ron:10:43: expected a number for speed");
//! let err = Level::from_ron(&text.replace("| G ", "| G |"), "two.ron").unwrap_err();
//! assert!(err.to_string().starts_with("two.ron:7:22: bad layout: every line is 13 characters"), "{err}");
//! ```

pub mod catalog;
pub mod drawn_doors;
pub mod drawn_shape;
pub mod edit;
mod file;
mod file_shape;
mod goal;
mod layout;
mod limits;
mod parts;
mod rival_name;
pub mod shaped;
pub(crate) mod source;
mod summary;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_drawn_doors;
#[cfg(test)]
mod tests_drawn_shape;
#[cfg(test)]
mod tests_labyrinth;
#[cfg(test)]
mod tests_shaped;
mod timing;

use std::fmt;
use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::maze::doors::Door;
use crate::maze::recipe::MazeRecipe;
use crate::maze::solve::earliest::{earliest_arrival, timed_walk};
use crate::maze::text::printable;
use crate::maze::{Dir, Maze, Pos, Solver};
use crate::rules::rivals::RivalKind;
use crate::rules::{Board, PLAYER_SPEED, TICKS_PER_SECOND};
pub use file::{MAX_LEVEL_BYTES, read_level_text};
pub use goal::GoalCells;
use layout::Drawing;
pub use limits::{
    MAX_NAME_CHARS, MAX_PAR_SECONDS, MAX_PLAY_CELLS, PLAY_SIDES, PlaySizeError, check_play_side, check_play_size,
};
use parts::place;
use source::{Problem, Spot};
pub use summary::{summary, summary_any};

/// A par time is the fastest possible run times this, rounded up to whole seconds.
pub const PAR_FACTOR: f32 = 1.6;
/// The fastest a rival may be, as a multiple of the player's speed.
pub const MAX_RIVAL_SPEED: f32 = 2.0;

/// Ticks a cell at the player's speed.
fn player_pace() -> u32 {
    crate::rules::pace(PLAYER_SPEED)
}

/// One level, as written in its RON file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Level {
    /// What the player sees.
    pub name: String,
    pub maze: MazeSpec,
    /// Where the mouse starts: by default the `S` mark of a drawn layout, a labyrinth's first
    /// end, else the top-left cell.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<Pos>,
    /// Where the cheese is: by default the `G` mark of a drawn layout, a labyrinth's last end,
    /// else the bottom-right cell.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cheese: Option<Pos>,
    /// More goal cells (a goal region): one cell or a list; reaching any ends a mouse's race
    /// ([`GoalCells`]).
    #[serde(default, skip_serializing_if = "GoalCells::is_empty")]
    pub goal: GoalCells,
    /// The mouse racing the player, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rival: Option<Rival>,
    /// The time to beat, in seconds: by default [`suggested_par`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub par_seconds: Option<f32>,
    /// Electronic doors placed by hand (after any a generated maze asks for), timed in
    /// ticks of [`TICKS_PER_SECOND`].
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub doors: Vec<Door>,
    /// Fog of war: the player sees only along the corridors from its cell.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub fog: bool,
}

/// Where a level's maze comes from. Written in files as `Generated(algorithm: "prim",
/// width: 12, …)` (with `unicursal: true`, a labyrinth), `Drawn(layout: "…")`, `Shaped(…)` or
/// `DrawnShape(…)` ([`file_shape`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(from = "file_shape::MazeSpecFile", into = "file_shape::MazeSpecFile")]
pub enum MazeSpec {
    /// Made from a recipe exactly as the game makes a maze from a seed: `algorithm` from
    /// `seed`, braided with the same random stream (`braid`, the share of dead ends removed,
    /// 0..=1), and doors placed from the seed (`doors: 4` or `doors: "5%"`).
    Generated(MazeRecipe),
    /// A classical labyrinth (`Generated(…, unicursal: true)`): the recipe's perfect maze made
    /// one path through every cell, twice as wide and high ([`crate::maze::unicursal`]); the
    /// start and the cheese are the path's two ends unless the level places them. No `braid`
    /// or `doors` in the recipe (a labyrinth comes from a perfect maze).
    Labyrinth(MazeRecipe),
    /// Drawn by hand in the `+---+` ASCII format, optionally with `S` and `G` marks.
    Drawn { layout: String },
    /// Hexagons, triangles or a circle, generated from a seed ([`shaped`]).
    Shaped(shaped::ShapedSpec),
    /// Hexagons, triangles or a circle drawn by hand, a hex digit a cell
    /// ([`drawn_shape::DrawnShapeSpec`]).
    DrawnShape(drawn_shape::DrawnShapeSpec),
}

/// A level made ready to play, square or shaped.
#[derive(Clone, Debug)]
#[expect(
    clippy::large_enum_variant,
    reason = "made once a level and matched by value everywhere: a box would cost every caller for nothing"
)]
pub enum Built {
    Square(BuiltLevel),
    Shaped(shaped::BuiltShaped),
}

/// A rival mouse: who, and how fast as a multiple of the player's speed.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rival {
    #[serde(with = "rival_name")]
    pub kind: RivalKind,
    pub speed: f32,
}

impl Rival {
    /// The rival's speed in cells per second.
    pub fn cells_per_second(self) -> f32 {
        PLAYER_SPEED * self.speed
    }
}

/// A level made ready to play.
#[derive(Clone, Debug)]
pub struct BuiltLevel {
    /// The maze, the start, the cheese and the doors (those a generated maze asks for, then
    /// those listed by hand).
    pub board: Board,
    pub rival: Option<Rival>,
    /// Moves the rival walks to the cheese (`None` without a rival).
    pub rival_moves: Option<usize>,
    /// The tick the rival reaches the cheese, waiting at doors (`None` without a rival).
    pub rival_ticks: Option<u64>,
    /// The level's par time, or the suggested one.
    pub par_seconds: f32,
    /// Moves along the shortest route from start to cheese.
    pub shortest_moves: usize,
    /// The fastest possible run in ticks: the shortest route at the player's pace, or with
    /// doors the earliest arrival through them.
    pub fastest_ticks: u64,
}

impl BuiltLevel {
    /// The fastest possible run, in seconds.
    pub fn optimal_seconds(&self) -> f32 {
        self.fastest_ticks as f32 / TICKS_PER_SECOND as f32
    }

    /// When the rival reaches the cheese, in seconds.
    pub fn rival_seconds(&self) -> Option<f32> {
        Some(self.rival_ticks? as f32 / TICKS_PER_SECOND as f32)
    }
}

/// The par time suggested for a level whose fastest possible run takes `optimal` seconds:
/// [`PAR_FACTOR`] times that, rounded up to whole seconds. With a rival that arrives after
/// `rival_seconds`, par is no later than the rival (rounded down to half a second), so that
/// it still means something; it is never under the fastest possible run.
pub fn suggested_par(optimal: f32, rival_seconds: Option<f32>) -> f32 {
    let relaxed = (optimal * PAR_FACTOR).ceil().max(1.0);
    match rival_seconds {
        Some(rival) if rival < relaxed => ((rival * 2.0).floor() / 2.0).max((optimal * 10.0).ceil() / 10.0),
        _ => relaxed,
    }
}

/// A place in a level file, 1-based; columns count characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Location {
    pub line: usize,
    pub column: usize,
}

/// Why a level could not be read or used: `file:line:column: message`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelError {
    /// The file as given (or the level's name, for a level not read from text).
    pub file: String,
    /// Where in the file, when the error has a place.
    pub location: Option<Location>,
    pub message: String,
}

impl fmt::Display for LevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.location {
            Some(Location { line, column }) => write!(f, "{}:{line}:{column}: {}", printable(&self.file), self.message),
            None => write!(f, "{}: {}", printable(&self.file), self.message),
        }
    }
}

impl std::error::Error for LevelError {}

impl Level {
    /// Reads and checks a level. `file` names it in errors.
    pub fn from_ron(text: &str, file: &str) -> Result<Level, LevelError> {
        let text = crate::maze::text::without_bom(text);
        let options = ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME);
        let level: Level = options.from_str(text).map_err(|err| {
            let (location, message) = source::describe(text, &err);
            LevelError { file: file.into(), location: Some(location), message }
        })?;
        level.check().map_err(|problem| problem.place(file, &level, Some(text)))?;
        Ok(level)
    }

    /// Reads and checks a level file: a regular file of at most [`MAX_LEVEL_BYTES`].
    pub fn load(path: impl AsRef<Path>) -> Result<Level, LevelError> {
        let text = read_level_text(path.as_ref())?;
        Level::from_ron(&text, &path.as_ref().display().to_string())
    }

    /// Makes the square maze and places the start, the cheese and the rival. Checks
    /// everything [`Level::from_ron`] checks, for levels made in code. A shaped level is an
    /// error here (the square draft and square challenges): [`Level::build_any`] builds both.
    pub fn build(&self) -> Result<BuiltLevel, LevelError> {
        match self.build_any()? {
            Built::Square(built) => Ok(built),
            Built::Shaped(built) => Err(LevelError {
                file: format!("level {:?}", self.name),
                location: None,
                message: format!(
                    "it is {}: a square maze is needed here (the shapes editor opens it as a drawing)",
                    built.spec.shape.shape()
                ),
            }),
        }
    }

    /// Makes the level's maze, square or shaped, with every check [`Level::from_ron`] makes.
    pub fn build_any(&self) -> Result<Built, LevelError> {
        self.check().map_err(|problem| problem.place(&format!("level {:?}", self.name), self, None))
    }

    /// Whether its maze is hexagons, triangles or a circle.
    pub fn is_shaped(&self) -> bool {
        matches!(self.maze, MazeSpec::Shaped(_) | MazeSpec::DrawnShape(_))
    }

    fn check(&self) -> Result<Built, Problem> {
        match &self.maze {
            MazeSpec::Shaped(spec) => return shaped::check(self, spec).map(Built::Shaped),
            MazeSpec::DrawnShape(spec) => return drawn_shape::check(self, spec).map(Built::Shaped),
            _ => {}
        }
        let Drawing { maze, start: start_mark, cheese: cheese_mark } = self.maze.make()?;
        self.check_on(maze, start_mark, cheese_mark).map(Built::Square)
    }

    /// [`Level::build`] on a maze already made (the editor's draft): the same checks, with
    /// no layout to draw and read back. The start and cheese fields place them.
    pub(super) fn build_on(&self, maze: Maze) -> Result<BuiltLevel, LevelError> {
        self.check_on(maze, None, None).map_err(|problem| problem.place(&format!("level {:?}", self.name), self, None))
    }

    /// Every check after the maze is made: the name, the drawn size, the ends, the doors,
    /// the rival and par.
    fn check_on(
        &self,
        maze: Maze,
        start_mark: Option<layout::Mark>,
        cheese_mark: Option<layout::Mark>,
    ) -> Result<BuiltLevel, Problem> {
        timing::check_name(&self.name)?;
        if let MazeSpec::Drawn { .. } = self.maze {
            check_play_side("width", maze.width().into())
                .and_then(|()| check_play_side("height", maze.height().into()))
                .map_err(|message| Problem::field("layout", format!("the drawn maze's {message}")))?;
        }
        let (top_left, bottom_right) = maze.corners();
        let (start, start_spot) = place("start", self.start, start_mark, top_left, &maze)?;
        let first_goal = self.goal.0.first().copied().unwrap_or(bottom_right);
        let (cheese, cheese_spot) = place("cheese", self.cheese, cheese_mark, first_goal, &maze)?;
        self.goal.check(&maze, start)?;
        if start == cheese {
            let message = format!("the start and the cheese are both in cell {start}: put them apart");
            let given_start = self.start.is_some() && self.cheese.is_none();
            return Err(Problem { spot: if given_start { start_spot } else { cheese_spot }, message });
        }
        let no_path = |_| {
            let message = format!("no path from the start {start} to the cheese {cheese}: walls cut them apart");
            Problem::field(if matches!(self.maze, MazeSpec::Drawn { .. }) { "layout" } else { "maze" }, message)
        };
        let goals: Vec<Pos> = std::iter::once(cheese).chain(self.goal.0.iter().copied()).collect();
        let shortest_moves = Solver::Bfs.solve_region(&maze, start, &goals).map_err(no_path)?.steps();
        let doors = self.doors(&maze, start, cheese)?;
        let pace = player_pace();
        let fastest_ticks = earliest_arrival(&maze, &doors, start, cheese, 0, pace)
            .map_or(shortest_moves as u64 * u64::from(pace), |route| route.arrival);
        let optimal = fastest_ticks as f32 / TICKS_PER_SECOND as f32;
        let shown = crate::rules::seconds_text(fastest_ticks as f64);
        let fastest = if doors.is_empty() {
            format!("{shortest_moves} moves at {PLAYER_SPEED} cells/s take {shown}")
        } else {
            format!("through the doors at {PLAYER_SPEED} cells/s the cheese is reached at best in {shown}")
        };
        let mut rival_ticks = None;
        let rival_moves = match self.rival {
            None => None,
            Some(Rival { kind, speed }) => {
                let rival_pace = timing::rival_pace(speed)?;
                let walk = kind.walk_through(&maze, &doors, start, cheese, rival_pace).map_err(no_path)?;
                let moves = walk.len().saturating_sub(1);
                let ticks = timed_walk(&maze, &doors, &walk, 0, rival_pace).1;
                rival_ticks = Some(ticks);
                timing::check_beatable((kind, speed), ticks, fastest_ticks, &fastest)?;
                Some(moves)
            }
        };
        let mut built = BuiltLevel {
            board: Board { maze, start, goal: cheese, doors, region: Vec::new(), facing: Dir::E }.with_region(goals),
            rival: self.rival,
            rival_moves,
            rival_ticks,
            par_seconds: 0.0,
            shortest_moves,
            fastest_ticks,
        };
        let slow_field = if self.doors.is_empty() { "maze" } else { "doors" };
        built.par_seconds = timing::par(self.par_seconds, optimal, built.rival_seconds(), &fastest, slow_field)?;
        Ok(built)
    }
}
