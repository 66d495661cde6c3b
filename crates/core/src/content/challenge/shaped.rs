//! Challenges on hexagons, triangles and circles: a challenge whose levels are shaped
//! (`maze: Shaped(shape: Hexagon(radius: 5), …)`, in `Levels([...])` or `Seeds(level: …)`).
//! Every existing challenge is square and reads as before; a challenge's mazes are all square
//! or all shaped. Its mazes run from each maze's first cell to its last (a circle's centre to
//! its outer ring), with the level's sprinter, if any, to beat.
//!
//! The bots grade them ([`Challenge::shaped_courses`]); [`Challenge::courses`], which gives
//! square boards, says instead that the challenge is on another shape.
//!
//! The built-in ones are in `challenges/shapes/` ([`built_in_shaped`]), numbered after the
//! square ones ([`super::find`] finds them by number or name): they open no instruction, so
//! the square ones' climb (each opening a few more) is theirs. The game's challenge list shows
//! both ([`super::every`]); it grades these with the bots' shaped grading and watches a maze
//! on its shapes screen.

use std::sync::OnceLock;

use super::{Challenge, MazeSet};
use crate::content::level::shaped::ShapedSpec;
use crate::content::level::{Built, Level, LevelError, MazeSpec};
use crate::maze::shape::{Shape, ShapedMaze};

/// One maze of a shaped challenge.
#[derive(Clone, Debug)]
pub struct ShapedCourse {
    /// Its recipe (to play it again: the game's shapes screen makes its maze from it).
    pub spec: ShapedSpec,
    pub maze: ShapedMaze,
    /// The mouse's cell and the cheese's: the maze's first and last.
    pub start: usize,
    pub goal: usize,
    /// The tick the level's sprinter reaches the cheese, if it has one.
    pub rival_ticks: Option<u64>,
}

impl Challenge {
    /// The shape of the challenge's mazes: `None` on square ones.
    pub fn shape(&self) -> Option<Shape> {
        let spec = |level: &Level| match &level.maze {
            MazeSpec::Shaped(spec) => Some(spec.shape.shape()),
            MazeSpec::DrawnShape(spec) => Some(spec.shape.shape()),
            _ => None,
        };
        match &self.mazes {
            MazeSet::Levels(levels) => levels.iter().find_map(spec),
            MazeSet::Seeds { level, .. } => spec(level),
            MazeSet::Campaign(_) | MazeSet::Micromouse { .. } => None,
        }
    }

    /// Builds every maze of a shaped challenge, in order; an error for a square one, or one
    /// that mixes square mazes in.
    pub fn shaped_courses(&self) -> Result<Vec<ShapedCourse>, LevelError> {
        let error = |message: String| LevelError { file: self.file.clone(), location: None, message };
        let built = |level: &Level| match level.build_any()? {
            Built::Shaped(b) => {
                let (start, goal) = b.ends();
                Ok(ShapedCourse {
                    spec: b.spec,
                    maze: b.maze,
                    start: start as usize,
                    goal: goal as usize,
                    rival_ticks: b.rival_ticks,
                })
            }
            Built::Square(_) => Err(error(MIXED.into())),
        };
        match &self.mazes {
            MazeSet::Levels(levels) => levels.iter().map(built).collect(),
            MazeSet::Seeds { level, count } => (0..u64::from(*count))
                .map(|i| match &level.maze {
                    MazeSpec::Shaped(spec) => {
                        let maze = MazeSpec::Shaped(ShapedSpec { seed: spec.seed.wrapping_add(i), ..*spec });
                        built(&Level { maze, ..level.clone() })
                    }
                    _ => Err(error(MIXED.into())),
                })
                .collect(),
            MazeSet::Campaign(_) | MazeSet::Micromouse { .. } => Err(error(MIXED.into())),
        }
    }

    /// The level of maze `index` (0-based) of a shaped challenge: its rival and fog (a seeded
    /// set's one level for each of its mazes).
    pub fn shaped_level(&self, index: usize) -> Option<&Level> {
        match &self.mazes {
            MazeSet::Levels(levels) => levels.get(index),
            MazeSet::Seeds { level, count } => (index < *count as usize).then_some(level),
            MazeSet::Campaign(_) | MazeSet::Micromouse { .. } => None,
        }
    }

    /// What [`Challenge::courses`] says of a shaped challenge.
    pub(super) fn not_square(&self, shape: Shape) -> LevelError {
        let message = format!(
            "{} is on {shape}: `mousemaze grade FOLDER --challenge {}` grades it (square boards only here)",
            self.name, self.name
        );
        LevelError { file: self.file.clone(), location: None, message }
    }
}

const MIXED: &str = "a challenge's mazes are all square or all of other shapes: write every level as Shaped, or none";

include!(concat!(env!("OUT_DIR"), "/shaped_challenges.rs"));

/// The built-in challenges on other shapes, in order, numbered after [`super::built_in`]'s.
pub fn built_in_shaped() -> &'static [Challenge] {
    static ALL: OnceLock<Vec<Challenge>> = OnceLock::new();
    ALL.get_or_init(|| {
        SHAPED_CHALLENGE_FILES.iter().filter_map(|(file, text)| Challenge::from_ron(text, file).ok()).collect()
    })
}

/// The built-in challenge files on other shapes, (file name, text), sorted by name.
pub fn built_in_shaped_files() -> &'static [(&'static str, &'static str)] {
    SHAPED_CHALLENGE_FILES
}
