//! Why the editor refused something: an edit that cannot be made ([`EditError`], nothing
//! changed), or a draft that was not saved ([`SaveLevelError`], the file left as it was).
//! Their messages are what the editor's panel shows.

use std::fmt;
use std::path::PathBuf;

use super::super::PlaySizeError;
use crate::maze::doors::DoorError;
use crate::maze::recipe::RecipeError;
use crate::maze::{Dir, MazeError, Pos};

/// Why an edit was refused.
#[derive(Clone, Debug, PartialEq)]
pub enum EditError {
    /// A size the game does not play.
    Size(PlaySizeError),
    /// The recipe made no maze.
    Recipe(RecipeError),
    /// The maze could not be made at that size.
    Maze(MazeError),
    /// A cell outside the maze, named by what it was for (`the start`).
    Outside { what: &'static str, pos: Pos },
    /// The outer wall cannot be opened.
    OuterWall,
    /// The start and the cheese in one cell.
    SameCell(Pos),
    /// A door on a wall.
    DoorOnWall { at: Pos, side: Dir },
    /// A door's timing out of range.
    DoorTiming(DoorError),
}

impl fmt::Display for EditError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EditError::Size(e) => e.fmt(f),
            EditError::Recipe(e) => e.fmt(f),
            EditError::Maze(e) => e.fmt(f),
            EditError::Outside { what, pos } => write!(f, "{what} {pos} is outside the maze"),
            EditError::OuterWall => f.write_str("the outer wall stays: the mouse must not leave the maze"),
            EditError::SameCell(pos) => write!(f, "the start and the cheese cannot share cell {pos}"),
            EditError::DoorOnWall { at, side } => {
                write!(f, "a door goes on an open passage, not on the wall at {at} {}", side.letter())
            }
            EditError::DoorTiming(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for EditError {}

impl From<PlaySizeError> for EditError {
    fn from(e: PlaySizeError) -> EditError {
        EditError::Size(e)
    }
}

/// Why a draft was not saved (the file, if any, is as it was).
#[derive(Clone, Debug, PartialEq)]
pub enum SaveLevelError {
    /// The level cannot be played: the checks' reason.
    NotPlayable(String),
    /// The file it came from cannot be changed keeping all of its text: why.
    Unchangeable(String),
    /// The levels folder or the file could not be written.
    Write { path: PathBuf, why: String },
}

impl fmt::Display for SaveLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveLevelError::NotPlayable(why) => write!(f, "not saved, it cannot be played: {why}"),
            SaveLevelError::Unchangeable(why) | SaveLevelError::Write { why, .. } => f.write_str(why),
        }
    }
}

impl std::error::Error for SaveLevelError {}
