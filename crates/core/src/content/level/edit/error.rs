//! Why the editor refused something: an edit that cannot be made ([`EditError`], nothing
//! changed), or a draft that was not saved ([`SaveLevelError`], the file left as it was).
//! Their messages are what the editor's panel shows.

use std::fmt;
use std::path::{Path, PathBuf};

use crate::content::level::drawn_doors::ShapedDoorError;
use crate::content::level::shaped::LevelShape;
use crate::content::level::{LevelError, PlaySizeError};
use crate::maze::doors::DoorError;
use crate::maze::recipe::RecipeError;
use crate::maze::text::printable;
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
    /// A shape the shaped editor cannot draw, or at a size the game does not play: why.
    Shape(String),
    /// A cell number outside a shaped maze of `cells` cells, named by what it was for.
    CellOutside { what: &'static str, cell: u32, cells: usize },
    /// A shaped maze's cell has no neighbour through that slot: its outer wall.
    NoNeighbour { cell: u32, slot: usize },
    /// The start and the cheese in one cell of a shaped maze.
    SameShapedCell(u32),
    /// A door that cannot go there on a shaped maze: outside, on no passage or a closed
    /// one, or with a bad timing.
    ShapedDoor(ShapedDoorError),
    /// A shaped draft resized to another kind of shape (a hex rectangle to a circle): a
    /// resize keeps the kind, `from` the draft's shape, `to` the one asked for.
    ResizeKind { from: LevelShape, to: LevelShape },
    /// A shaped draft resized to a size the game does not play: the shape asked for, and why.
    ResizeSize { to: LevelShape, why: String },
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
            EditError::Shape(why) => f.write_str(why),
            EditError::CellOutside { what, cell, cells } => {
                write!(f, "{what} {cell} is outside the maze: its cells are 0..={}", cells.saturating_sub(1))
            }
            EditError::NoNeighbour { cell, slot } => write!(
                f,
                "cell {cell} has no neighbour through slot {slot}: the outer wall stays, the mouse must not leave the maze"
            ),
            EditError::SameShapedCell(cell) => write!(f, "the start and the cheese cannot share cell {cell}"),
            EditError::ShapedDoor(e) => e.fmt(f),
            EditError::ResizeKind { from, to } => write!(
                f,
                "{} resizes only to another {}, not to {}: the shape's kind stays",
                kind(*from),
                kind(*from).trim_start_matches("a ").trim_start_matches("an "),
                kind(*to)
            ),
            EditError::ResizeSize { to, why } => write!(f, "cannot resize to {}: {why}", to.shape()),
        }
    }
}

impl std::error::Error for EditError {}

/// The kind of a level shape, whatever its size, as a message names it.
fn kind(shape: LevelShape) -> &'static str {
    match shape {
        LevelShape::Hex { .. } => "a rectangle of hexagons",
        LevelShape::Hexagon { .. } => "a hexagon",
        LevelShape::Triangle { .. } => "a field of triangles",
        LevelShape::Polar { .. } => "a circle",
        LevelShape::Upsilon { .. } => "an upsilon maze",
        LevelShape::Zeta { .. } => "a zeta maze",
        LevelShape::Torus { .. } => "a torus",
        LevelShape::Floors { .. } => "a maze of floors",
        LevelShape::Weave { .. } => "a woven maze",
    }
}

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
    Unchangeable(SpliceError),
    /// Not saved, because the file cannot be changed keeping its text: the file, when the
    /// draft goes back to one (it is unchanged), and why.
    NotSaved { unchanged: Option<PathBuf>, why: SpliceError },
    /// The levels folder or the file could not be written.
    Write(WriteLevelError),
}

impl fmt::Display for SaveLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveLevelError::NotPlayable(why) => write!(f, "not saved, it cannot be played: {why}"),
            SaveLevelError::Unchangeable(why) => why.fmt(f),
            SaveLevelError::NotSaved { unchanged: Some(file), why } => {
                write!(f, "not saved, {} is unchanged: {why}", shown(file))
            }
            SaveLevelError::NotSaved { unchanged: None, why } => write!(f, "not saved: {why}"),
            SaveLevelError::Write(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for SaveLevelError {}

/// Why a level file cannot be changed keeping all of its text (the one rule of
/// [`splice`](super::splice)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpliceError {
    /// No `(` opens the level.
    NoOpening,
    /// The level's closing `)` cannot be found.
    NoClosing,
    /// Two edited fields overlap in the file.
    Overlap,
    /// The edited fields sit inside text that cannot be split.
    Unsplittable,
    /// A comment would be lost or changed.
    CommentLost,
    /// A `\n` line ending would be mixed into a file of `\r\n` endings.
    LfAmongCrlf,
    /// A `\r\n` line ending would be mixed into a file of `\n` endings.
    CrlfAmongLf,
    /// The changed file would not read back as the level being edited.
    NotReadBack,
}

impl fmt::Display for SpliceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SpliceError::NoOpening => "no `(` opens the level",
            SpliceError::NoClosing => "the level's closing `)` cannot be found",
            SpliceError::Overlap => "two edited fields overlap in the file",
            SpliceError::Unsplittable => "the edited fields sit inside text this cannot split",
            SpliceError::CommentLost => "a comment would be lost or changed",
            SpliceError::LfAmongCrlf => "a `\\n` line ending would be mixed into a file of `\\r\\n` endings",
            SpliceError::CrlfAmongLf => "a `\\r\\n` line ending would be mixed into a file of `\\n` endings",
            SpliceError::NotReadBack => "the changed file would not read back as the level being edited",
        })
    }
}

impl std::error::Error for SpliceError {}

/// Why a level file was not written (the file, if any, is as it was). The system's reasons
/// are kept as their text, so that the error can be cloned and compared.
#[derive(Clone, Debug, PartialEq)]
pub enum WriteLevelError {
    /// A file stands where the levels folder should be.
    FolderIsFile(PathBuf),
    /// The levels folder could not be made.
    MakeFolder { dir: PathBuf, why: String },
    /// The file could not be written.
    Write { path: PathBuf, why: String },
    /// Something other than a regular file is in the file's place.
    NotRegular(PathBuf),
    /// The file written cannot be read back.
    ReadBack(LevelError),
    /// The file written did not read back as the level (it is left unchanged).
    NotTheLevel(PathBuf),
}

impl fmt::Display for WriteLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WriteLevelError::FolderIsFile(dir) => write!(
                f,
                "not saved: the levels folder {} is a file, not a folder: move that file away, or set \
                 MOUSEMAZE_LEVELS_DIR to a folder",
                shown(dir)
            ),
            WriteLevelError::MakeFolder { dir, why } => {
                write!(f, "not saved: cannot make the levels folder {}: {why}", shown(dir))
            }
            WriteLevelError::Write { path, why } => write!(f, "not saved: cannot write {}: {why}", shown(path)),
            WriteLevelError::NotRegular(path) => write!(f, "not saved: {} is not a regular file", shown(path)),
            WriteLevelError::ReadBack(e) => write!(f, "not saved: the file written cannot be read back: {e}"),
            WriteLevelError::NotTheLevel(path) => {
                write!(f, "not saved, {} is unchanged: the file written did not read back as the level", shown(path))
            }
        }
    }
}

impl std::error::Error for WriteLevelError {}

/// A path in a message, control characters escaped.
pub(super) fn shown(path: &Path) -> String {
    printable(&path.display().to_string()).into_owned()
}
