//! What kind of run is played ([`RunKind`]: a preset, a level, the daily maze, a test play,
//! a maze file, a custom or free maze), which decides where its maze comes from and under
//! which key its best time is saved; and a level's maze built once ([`LevelRun`]).

use crate::content::daily::Date;
use crate::content::difficulty::Difficulty;
use crate::rules::Board;

/// What kind of run this is: it decides where the maze comes from and under which key the
/// best time is saved.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum RunKind {
    #[default]
    Custom,
    Preset(Difficulty),
    Level(Box<LevelRun>),
    /// The daily maze of a date.
    Daily(Date),
    /// The editor's draft, played at once (T): nothing is recorded, and leaving the run goes
    /// back to the editor.
    TestPlay(Box<LevelRun>),
    /// A maze file (`mousemaze play --maze FILE`: a micromouse contest maze, a drawing…),
    /// its id the file's path.
    MazeFile(Box<LevelRun>),
    /// A maze from a recipe outside the menus: a game from the command line, or a new maze
    /// (N) after the daily one. Its best time and its kept run are its own, never a preset's
    /// or a day's.
    Free,
}

/// A level's maze, built once from its file.
#[derive(Clone, Debug, PartialEq)]
pub struct LevelRun {
    /// Position in the campaign (0-based).
    pub index: usize,
    /// The level's id in saved progress, e.g. `01-first-steps`.
    pub id: String,
    pub name: String,
    /// The level's maze, ends and doors.
    pub board: Board,
    pub par_seconds: Option<f32>,
}

impl RunKind {
    /// The key of this run's best time in the saved progress.
    pub fn key(&self) -> String {
        match self {
            RunKind::Custom => "custom".into(),
            RunKind::Preset(d) => format!("preset:{d}"),
            RunKind::Level(level) => RunKind::level_key(&level.id),
            RunKind::Daily(date) => format!("daily:{date}"),
            RunKind::TestPlay(_) => "test-play".into(),
            RunKind::Free => "free".into(),
            RunKind::MazeFile(file) => format!("file:{}", file.id),
        }
    }

    /// The level played, for a level or a test play.
    pub fn level(&self) -> Option<&LevelRun> {
        match self {
            RunKind::Level(level) | RunKind::TestPlay(level) | RunKind::MazeFile(level) => Some(level),
            _ => None,
        }
    }

    /// The key of a level's best time.
    pub fn level_key(id: &str) -> String {
        format!("level:{id}")
    }
}
