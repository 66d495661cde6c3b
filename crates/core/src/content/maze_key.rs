//! Which maze a run was played on, as saved progress names it: `preset:Normal:123` (a
//! difficulty and its seed), `daily:2026-11-23`, `custom:…` (with the recipe kept beside
//! it), `level:01-first-steps`. [`MazeKey::board`] makes that maze's board again, exactly as
//! the game made it, so a kept run can be drawn (`mousemaze replay --ascii`) without the game.
//!
//! ```
//! use mousemaze_core::content::maze_key::MazeKey;
//! use mousemaze_core::content::difficulty::Difficulty;
//!
//! let key = MazeKey::parse("preset:Hard:7", None).unwrap();
//! assert_eq!(key, MazeKey::Preset(Difficulty::Hard, 7));
//! let board = key.board(None).unwrap();
//! assert_eq!((board.maze.width(), board.doors.len()), (31, 4));
//! assert!(MazeKey::parse("spiral:1", None).unwrap_err().to_string().contains("names no maze"));
//! ```

use std::fmt;
use std::path::Path;

use super::daily::{Daily, Date};
use super::difficulty::Difficulty;
use super::level::LevelError;
use super::level::catalog::all_levels;
use crate::maze::Dir;
use crate::maze::names::Named;
use crate::maze::recipe::{MazeRecipe, RecipeError};
use crate::maze::text::printable;
use crate::rules::Board;

/// Why a saved key gives no maze.
#[derive(Clone, Debug, PartialEq)]
pub enum MazeKeyError {
    /// The key, which names no maze this version knows.
    Unknown(String),
    /// The id of a level that is not in the list now.
    NoLevel(String),
    /// The level is there but does not build.
    Level(LevelError),
    /// The recipe makes no maze.
    Recipe(RecipeError),
    /// The maze file gives no board now.
    File(super::maze_file::MazeFileError),
}

impl fmt::Display for MazeKeyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MazeKeyError::Unknown(key) => {
                write!(f, "the kept run {:?} names no maze this version knows", printable(key))
            }
            MazeKeyError::NoLevel(id) => write!(f, "there is no level {:?} now", printable(id)),
            MazeKeyError::Level(e) => e.fmt(f),
            MazeKeyError::Recipe(e) => e.fmt(f),
            MazeKeyError::File(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for MazeKeyError {}

/// A maze that a run was played on.
#[derive(Clone, Debug, PartialEq)]
pub enum MazeKey {
    /// A difficulty's maze from a seed.
    Preset(Difficulty, u64),
    /// The daily maze of a day.
    Daily(Date),
    /// A maze made from a recipe (a custom game, or one from the command line).
    Custom(MazeRecipe),
    /// A level, by its id in the level list.
    Level(String),
    /// A maze file, by its path.
    File(String),
}

impl MazeKey {
    /// Reads a saved key; a custom game's recipe is saved beside its key (`recipe`).
    pub fn parse(key: &str, recipe: Option<MazeRecipe>) -> Result<MazeKey, MazeKeyError> {
        let bad = || MazeKeyError::Unknown(key.to_string());
        let (kind, rest) = key.split_once(':').ok_or_else(bad)?;
        match kind {
            "preset" => {
                let (difficulty, seed) = rest.rsplit_once(':').ok_or_else(bad)?;
                let difficulty = *Difficulty::VALUES.iter().find(|d| d.to_string() == difficulty).ok_or_else(bad)?;
                Ok(MazeKey::Preset(difficulty, seed.parse().map_err(|_| bad())?))
            }
            "daily" => Ok(MazeKey::Daily(rest.parse::<Date>().map_err(|_| bad())?)),
            "custom" => Ok(MazeKey::Custom(recipe.ok_or_else(bad)?)),
            "level" => Ok(MazeKey::Level(rest.to_string())),
            "file" => Ok(MazeKey::File(rest.to_string())),
            _ => Err(bad()),
        }
    }

    /// The board of this maze, as the game makes it: a recipe's maze between its corners
    /// with its doors, or the level's board (the campaign, then the levels in `own_levels`).
    pub fn board(&self, own_levels: Option<&Path>) -> Result<Board, MazeKeyError> {
        let recipe = match self {
            MazeKey::Preset(difficulty, seed) => difficulty.recipe(*seed),
            MazeKey::Daily(date) => Daily::of(*date).recipe,
            MazeKey::Custom(recipe) => *recipe,
            MazeKey::File(path) => {
                let max_cells = super::level::MAX_PLAY_CELLS;
                return super::maze_file::board_of_within(Path::new(path), max_cells).map_err(MazeKeyError::File);
            }
            MazeKey::Level(id) => {
                let levels = all_levels(own_levels);
                let listed = levels.iter().find(|l| &l.id == id);
                let listed = listed.ok_or_else(|| MazeKeyError::NoLevel(id.clone()))?;
                let level = listed.level.as_ref().map_err(|e| MazeKeyError::Level(e.clone()))?;
                return level.build().map(|built| built.board).map_err(MazeKeyError::Level);
            }
        };
        let (maze, doors) = recipe.build_with_doors().map_err(MazeKeyError::Recipe)?;
        let (start, goal) = maze.corners();
        Ok(Board { maze, start, goal, doors, region: Vec::new(), facing: Dir::E })
    }
}
