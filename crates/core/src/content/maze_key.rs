//! Which maze a run was played on, as saved progress names it: `preset:Normal:123` (a
//! difficulty and its seed), `daily:2026-11-23`, `custom:…` (with the recipe kept beside
//! it), `level:01-first-steps`, `shaped:hex-21x15:prim:7:0.1:4` (a maze of another shape,
//! all of its recipe in the key: [`ShapedRecipe`]). [`MazeKey::board`] makes a square maze's
//! board again, exactly as the game made it, so a kept run can be drawn
//! (`mousemaze replay --ascii`) without the game; [`MazeKey::any_board`] a maze's of any
//! shape (a Sunday's daily maze, a shaped level, a shaped game).
//!
//! ```
//! use mousemaze_core::content::maze_key::{KeyBoard, MazeKey};
//! use mousemaze_core::content::difficulty::Difficulty;
//!
//! let key = MazeKey::parse("preset:Hard:7", None).unwrap();
//! assert_eq!(key, MazeKey::Preset(Difficulty::Hard, 7));
//! assert_eq!(key.to_string(), "preset:Hard:7");
//! let board = key.board(None).unwrap();
//! assert_eq!((board.maze.width(), board.doors.len()), (31, 4));
//! assert!(MazeKey::parse("spiral:1", None).unwrap_err().to_string().contains("names no maze"));
//!
//! let hexes = MazeKey::parse("shaped:hex-9x7:prim:3:0:2", None).unwrap();
//! assert!(hexes.board(None).unwrap_err().to_string().contains("is a 9×7 hex maze, not square"));
//! let Ok(KeyBoard::Shaped(board)) = hexes.any_board(None) else { panic!("a shaped board") };
//! assert_eq!((board.maze.len(), board.door_count()), (63, 2));
//! ```

use std::fmt;
use std::path::Path;

use super::daily::{Daily, DailyError, Date};
use super::difficulty::Difficulty;
use super::level::catalog::all_levels;
use super::level::{Built, LevelError};
use super::shaped_recipe::{ShapedRecipe, ShapedRecipeError, ShapedRecipeTextError};
use crate::maze::Dir;
use crate::maze::names::Named;
use crate::maze::recipe::{MazeRecipe, RecipeError};
use crate::maze::shape::{Shape, ShapedMaze};
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
    /// A shaped key's recipe cannot be read.
    ShapedText(ShapedRecipeTextError),
    /// The shaped recipe makes no board (a Sunday's daily maze, a shaped game).
    Shaped(ShapedRecipeError),
    /// A square board was asked for a maze of this shape ([`MazeKey::any_board`] makes it).
    NotSquare(Shape),
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
            MazeKeyError::ShapedText(e) => e.fmt(f),
            MazeKeyError::Shaped(e) => e.fmt(f),
            MazeKeyError::NotSquare(shape) => {
                write!(f, "the maze is {shape}, not square: only its shaped board can be made")
            }
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
    /// A maze of another shape (a shaped custom game), all of its recipe in the key.
    Shaped(ShapedRecipe),
}

/// The board a key names: square, or of another shape.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeyBoard {
    Square(Board),
    Shaped(Board<ShapedMaze>),
}

impl fmt::Display for MazeKey {
    /// The key as saved progress writes it: [`MazeKey::parse`] reads it back (a custom game's
    /// recipe is saved beside it).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MazeKey::Preset(difficulty, seed) => write!(f, "preset:{difficulty}:{seed}"),
            MazeKey::Daily(date) => write!(f, "daily:{date}"),
            MazeKey::Custom(recipe) => write!(f, "custom:{recipe}"),
            MazeKey::Level(id) => write!(f, "level:{id}"),
            MazeKey::File(path) => write!(f, "file:{path}"),
            MazeKey::Shaped(recipe) => write!(f, "shaped:{recipe}"),
        }
    }
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
            "shaped" => rest.parse().map(MazeKey::Shaped).map_err(MazeKeyError::ShapedText),
            _ => Err(bad()),
        }
    }

    /// The board of this square maze, as the game makes it: a recipe's maze between its
    /// corners with its doors, or the level's board (the campaign, then the levels in
    /// `own_levels`). A maze of another shape is [`MazeKeyError::NotSquare`].
    pub fn board(&self, own_levels: Option<&Path>) -> Result<Board, MazeKeyError> {
        match self.any_board(own_levels)? {
            KeyBoard::Square(board) => Ok(board),
            KeyBoard::Shaped(board) => Err(MazeKeyError::NotSquare(board.maze.graph().shape())),
        }
    }

    /// The board of this maze, of any shape, as the game makes it: [`MazeKey::board`]'s, or
    /// a shaped maze's from its first cell to its last with its doors (a Sunday's daily maze,
    /// a shaped level, a shaped game).
    pub fn any_board(&self, own_levels: Option<&Path>) -> Result<KeyBoard, MazeKeyError> {
        let recipe = match self {
            MazeKey::Preset(difficulty, seed) => difficulty.recipe(*seed),
            MazeKey::Daily(date) => {
                let daily = Daily::of(*date);
                match daily.shaped_board() {
                    Ok(board) => return Ok(KeyBoard::Shaped(board)),
                    Err(DailyError::Recipe(e)) => return Err(MazeKeyError::Shaped(e)),
                    Err(_) => daily.recipe,
                }
            }
            MazeKey::Shaped(recipe) => return recipe.board().map(KeyBoard::Shaped).map_err(MazeKeyError::Shaped),
            MazeKey::Custom(recipe) => *recipe,
            MazeKey::File(path) => {
                let max_cells = super::level::MAX_PLAY_CELLS;
                let board = super::maze_file::board_of_within(Path::new(path), max_cells);
                return board.map(KeyBoard::Square).map_err(MazeKeyError::File);
            }
            MazeKey::Level(id) => {
                let levels = all_levels(own_levels);
                let listed = levels.iter().find(|l| &l.id == id);
                let listed = listed.ok_or_else(|| MazeKeyError::NoLevel(id.clone()))?;
                let level = listed.level.as_ref().map_err(|e| MazeKeyError::Level(e.clone()))?;
                return match level.build_any().map_err(MazeKeyError::Level)? {
                    Built::Square(built) => Ok(KeyBoard::Square(built.board)),
                    Built::Shaped(built) => {
                        // A shaped level has no doors: its maze from its first cell to its last.
                        let (start, goal) = built.maze.default_ends();
                        Ok(KeyBoard::Shaped(Board::new(built.maze, start, goal)))
                    }
                };
            }
        };
        let (maze, doors) = recipe.build_with_doors().map_err(MazeKeyError::Recipe)?;
        let (start, goal) = maze.corners();
        Ok(KeyBoard::Square(Board { maze, start, goal, doors, region: Vec::new(), facing: Dir::E }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_reads_back_as_written_and_shaped_mazes_make_their_boards() {
        let recipe = MazeRecipe { width: 9, height: 7, seed: 3, ..MazeRecipe::default() };
        for key in ["preset:Normal:123", "daily:2026-11-23", "level:01-first-steps", "file:/some/maze.txt"] {
            assert_eq!(MazeKey::parse(key, None).unwrap().to_string(), key);
        }
        let custom = MazeKey::parse(&format!("custom:{recipe}"), Some(recipe)).unwrap();
        assert_eq!((custom.to_string(), custom.clone()), (format!("custom:{recipe}"), MazeKey::Custom(recipe)));
        let shaped = "shaped:triangle-15x7:kruskal:4:0.1:0.05";
        let key = MazeKey::parse(shaped, None).unwrap();
        assert_eq!(key.to_string(), shaped);
        let Ok(KeyBoard::Shaped(board)) = key.any_board(None) else { panic!("{shaped}") };
        assert!(board.door_count() > 0, "5% of the passages");
        let bad = MazeKey::parse("shaped:triangle-15x7:kruskal", None).unwrap_err();
        assert!(matches!(bad, MazeKeyError::ShapedText(_)), "{bad}");
        let eller = MazeKey::parse("shaped:hex-9x7:eller:1:0:0", None).unwrap();
        assert!(eller.any_board(None).unwrap_err().to_string().contains("eller works on whole square grids only"));
        // A shaped campaign level: its board, the one the game plays; not a square one.
        let level = MazeKey::Level("04b-honeycomb".into());
        let Ok(KeyBoard::Shaped(honeycomb)) = level.any_board(None) else { panic!("a shaped level") };
        assert_eq!((honeycomb.start, honeycomb.door_count()), (0, 0));
        let refused = level.board(None).unwrap_err();
        assert_eq!(refused, MazeKeyError::NotSquare(honeycomb.maze.graph().shape()));
        assert!(refused.to_string().contains("is a hexagon of radius 5, not square"), "{refused}");
        assert!(matches!(MazeKey::Level("01-first-steps".into()).any_board(None), Ok(KeyBoard::Square(_))));
    }
}
