//! Maze files: mousemaze's own `+---+` drawings and the micromouse community's formats, read
//! and written with their start and goal marks. One file per format:
//!
//! - [`text`]: the one reader of drawings, `+` posts (ours, with paths and doors) or `o` posts
//!   (micromouse contest files), from a string or a stream; [`micromouse`] says what their `S` and `G` marks mean and
//!   writes them;
//! - [`maz`]: 256 bytes, a 16×16 maze, one byte a cell;
//! - [`num`]: the mms simulator's `X Y N E S W` lines, any size;
//! - [`walls`]: the per-cell wall lists `.maz` and `.num` share (y from the south).
//!
//! [`read`] tells the format from the content (the file name only breaks a tie), and
//! [`write`](fn@write) writes any of them. A maze read comes as a [`MarkedMaze`]: the maze, its start
//! and its goal region. Files with no marks (`.maz`, `.num`, unmarked micromouse text) take the
//! contest convention ([`MarkedMaze::contest`]); unmarked `+` drawings take none.
//!
//! ```
//! use mousemaze_maze::{Algorithm, Pos, formats::{self, MarkedMaze, MazeFormat}};
//!
//! let marked = MarkedMaze::contest(Algorithm::Backtracker.generate(16, 16, 1).unwrap());
//! assert_eq!(marked.start, Some(Pos::new(0, 15)));
//! assert_eq!(marked.goals, [Pos::new(7, 7), Pos::new(7, 8), Pos::new(8, 7), Pos::new(8, 8)]);
//! for format in [MazeFormat::Micromouse, MazeFormat::Maz, MazeFormat::Num, MazeFormat::Drawing] {
//!     let mut file = Vec::new();
//!     formats::write(format, &marked, &mut file).unwrap();
//!     let read = formats::read(&file[..], None).unwrap();
//!     assert_eq!((read.format, &read.marked), (format, &marked));
//! }
//! ```

pub mod maz;
pub mod micromouse;
pub mod num;
pub mod text;
pub mod walls;

use std::fmt;
use std::io::{self, Read, Write};

use self::text::Posts;
use super::doors::Doors;
use super::export::Marks;
use super::export::ascii::{Letters, write_drawing};
use super::{Dir, Maze, Pos};

/// A maze with its start and goal region, as a file gives them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MarkedMaze {
    pub maze: Maze,
    /// The start cell, if the file marks one (or its format implies one).
    pub start: Option<Pos>,
    /// The goal region: every goal cell, sorted; empty if the file marks none.
    pub goals: Vec<Pos>,
}

impl MarkedMaze {
    /// A maze with marks; the goals are sorted and deduplicated.
    pub fn new(maze: Maze, start: Option<Pos>, mut goals: Vec<Pos>) -> MarkedMaze {
        goals.sort_unstable();
        goals.dedup();
        MarkedMaze { maze, start, goals }
    }

    /// A maze with no marks.
    pub fn unmarked(maze: Maze) -> MarkedMaze {
        MarkedMaze { maze, start: None, goals: Vec::new() }
    }

    /// A maze with the micromouse contest's ends: [`MarkedMaze::contest_start`] and
    /// [`MarkedMaze::contest_goals`].
    pub fn contest(maze: Maze) -> MarkedMaze {
        let start = MarkedMaze::contest_start(&maze).0;
        let goals = MarkedMaze::contest_goals(&maze);
        MarkedMaze::new(maze, Some(start), goals)
    }

    /// The contest start: the bottom-left cell, the mouse facing north (the way out of a
    /// contest start cell, walled on its other three sides).
    pub fn contest_start(maze: &Maze) -> (Pos, Dir) {
        (Pos::new(0, maze.height() - 1), Dir::N)
    }

    /// The contest goal: the centre, two cells across each even side and one across an odd
    /// one (2×2 on a 16×16 maze, one cell on a 5×5).
    pub fn contest_goals(maze: &Maze) -> Vec<Pos> {
        let middle = |side: u32| if side.is_multiple_of(2) { side / 2 - 1..=side / 2 } else { side / 2..=side / 2 };
        middle(maze.width()).flat_map(|x| middle(maze.height()).map(move |y| Pos::new(x, y))).collect()
    }

    /// Whether the file marked a start or goal.
    pub fn is_marked(&self) -> bool {
        self.start.is_some() || !self.goals.is_empty()
    }
}

/// The file formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MazeFormat {
    /// mousemaze's `+---+` drawing (with paths and doors).
    Drawing,
    /// Micromouse contest text, `o---o`.
    Micromouse,
    /// 256 bytes, 16×16.
    Maz,
    /// mms `X Y N E S W` lines.
    Num,
}

impl MazeFormat {
    /// The format's name in messages.
    pub fn name(self) -> &'static str {
        match self {
            MazeFormat::Drawing => "mousemaze text (+---+)",
            MazeFormat::Micromouse => "micromouse text (o---o)",
            MazeFormat::Maz => ".maz",
            MazeFormat::Num => ".num",
        }
    }

    /// The format the first bytes of a file (up to 257) show, or `None`.
    fn of_content(head: &[u8]) -> Option<MazeFormat> {
        let first_text = head.iter().find(|b| !b.is_ascii_whitespace());
        match head.first() {
            // 256 line ends or tabs are blank text, never a maze of cells walled east and west.
            _ if head.len() == maz::BYTES
                && head.iter().all(|b| *b <= 0b1111)
                && !head.iter().all(u8::is_ascii_whitespace) =>
            {
                Some(MazeFormat::Maz)
            }
            Some(b'o') => Some(MazeFormat::Micromouse),
            Some(b'+') => Some(MazeFormat::Drawing),
            _ if first_text.is_some_and(u8::is_ascii_digit) => Some(MazeFormat::Num),
            // A .maz file starts with its south-west cell, walled south and west at least.
            Some(12..=15) => Some(MazeFormat::Maz),
            _ => None,
        }
    }

    /// `pos` (x from the west, y from the north: the rows of a [`Maze`]) as this format's files
    /// name a cell, for messages about one: micromouse files (`o---o` text, `.maz`, `.num`)
    /// count y from the south, so the contest start is (0, 0); our `+---+` drawings from the
    /// north, as [`Maze`] does.
    pub fn file_pos(self, maze: &Maze, pos: Pos) -> Pos {
        match self {
            MazeFormat::Drawing => pos,
            MazeFormat::Micromouse | MazeFormat::Maz | MazeFormat::Num => {
                Pos::new(pos.x, maze.height().saturating_sub(1).saturating_sub(pos.y))
            }
        }
    }

    /// The format a file name's extension names (`.maz`, `.num`), for a file whose content
    /// shows none.
    fn of_name(name: &str) -> Option<MazeFormat> {
        let lower = name.to_ascii_lowercase();
        [(".maz", MazeFormat::Maz), (".num", MazeFormat::Num)]
            .into_iter()
            .find(|(e, _)| lower.ends_with(e))
            .map(|p| p.1)
    }
}

/// A maze file read: its format, the maze and its marks, and its doors (`+` drawings only).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MazeFile {
    pub format: MazeFormat,
    pub marked: MarkedMaze,
    pub doors: Doors,
}

/// Why a file is not a maze: it could not be read, a line and column is wrong (text and
/// `.num`), or a `.maz` byte is wrong.
#[derive(Debug)]
pub enum FileError {
    Read(text::ReadError),
    Maz(maz::MazError),
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FileError::Read(e) => e.fmt(f),
            FileError::Maz(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for FileError {}

impl FileError {
    /// Where in the text the fault is (line and column, from 1), when it is in the text.
    pub fn place(&self) -> Option<(usize, usize)> {
        match self {
            FileError::Read(text::ReadError::Parse(e)) => Some((e.line, e.column)),
            _ => None,
        }
    }

    /// What is wrong, without its place.
    pub fn what(&self) -> String {
        match self {
            FileError::Read(text::ReadError::Parse(e)) => e.message.clone(),
            other => other.to_string(),
        }
    }

    /// The message for the file shown as `file`: see [`located`].
    pub fn in_file(&self, file: &str) -> String {
        located(file, self.place(), &self.what())
    }
}

/// A fault in the file shown as `file`: `file:line:column: what` where it has a place in the
/// text (line and column from 1), else `file: what`.
pub fn located(file: &str, at: Option<(usize, usize)>, what: &str) -> String {
    match at {
        Some((line, column)) => format!("{file}:{line}:{column}: {what}"),
        None => format!("{file}: {what}"),
    }
}

impl From<text::ReadError> for FileError {
    fn from(e: text::ReadError) -> Self {
        FileError::Read(e)
    }
}

impl From<io::Error> for FileError {
    fn from(e: io::Error) -> Self {
        FileError::Read(text::ReadError::Io(e))
    }
}

/// Reads a maze file in any format, told from its first bytes (`name`, the file's name, only
/// breaks a tie; anything else is read as a drawing, whose reader says what is wrong). Memory stays bounded whatever the input ([`text::read`], [`num::read`]).
pub fn read(input: impl Read, name: Option<&str>) -> Result<MazeFile, FileError> {
    read_within(input, name, crate::MAX_CELLS)
}

/// [`read`] for a maze of at most `max_cells` cells (a bot's, a game's): each reader refuses a
/// bigger one as it reads ([`text::read_within`]; `.num` counts its cells as they come), so
/// memory stays bounded by that size, not by the library's [`MAX_CELLS`](crate::MAX_CELLS).
pub fn read_within(input: impl Read, name: Option<&str>, max_cells: u64) -> Result<MazeFile, FileError> {
    let mut head = Vec::with_capacity(maz::BYTES + 1);
    let mut input = input;
    input.by_ref().take(maz::BYTES as u64 + 1).read_to_end(&mut head)?;
    // A UTF-8 byte-order mark (Notepad's) is not part of the text: dropped, as scripts drop it,
    // before the format is told; a .maz never starts with 0xEF (its bytes are 0..=15).
    if let Some(rest) = head.strip_prefix("\u{feff}".as_bytes()) {
        head = rest.to_vec();
        input.by_ref().take(3).read_to_end(&mut head)?;
    }
    // Content in no known format goes to the drawing reader, which says what is wrong where.
    let format = MazeFormat::of_content(&head).or_else(|| name.and_then(MazeFormat::of_name));
    let format = format.unwrap_or(MazeFormat::Drawing);
    let whole = (&head[..]).chain(input);
    let (marked, doors) = match format {
        MazeFormat::Maz => {
            let maze = maz::parse(&head).map_err(FileError::Maz)?;
            (MarkedMaze::contest(maze), None)
        }
        MazeFormat::Num => (MarkedMaze::contest(num::read_within(whole, max_cells)?), None),
        MazeFormat::Drawing | MazeFormat::Micromouse => {
            let drawing = text::read_within(whole, max_cells)?;
            let doors = drawing.doors.clone();
            let marked = micromouse::marks(drawing).map_err(|e| FileError::Read(text::ReadError::Parse(e)))?;
            (marked, Some(doors))
        }
    };
    let doors = doors.unwrap_or_else(|| Doors::new(&marked.maze));
    Ok(MazeFile { format, marked, doors })
}

/// Writes `marked` in `format`. `.maz` holds only 16×16 mazes, and `.maz` and `.num` hold no
/// marks: they are refused (`InvalidInput`, with a message saying why) for other sizes and for
/// marks other than the contest ones, which those formats imply.
pub fn write(format: MazeFormat, marked: &MarkedMaze, out: &mut (impl Write + ?Sized)) -> io::Result<()> {
    write_parts(format, &marked.maze, marked.start, &marked.goals, out)
}

/// [`write`](fn@write) for a maze and its marks held apart (`goals` sorted).
pub fn write_parts(
    format: MazeFormat,
    maze: &Maze,
    start: Option<Pos>,
    goals: &[Pos],
    out: &mut (impl Write + ?Sized),
) -> io::Result<()> {
    let marked = start.is_some() || !goals.is_empty();
    let contest = start == Some(MarkedMaze::contest_start(maze).0) && goals == MarkedMaze::contest_goals(maze);
    if matches!(format, MazeFormat::Maz | MazeFormat::Num) && marked && !contest {
        let message = format!(
            "a {} file holds no start or goal (readers take the bottom-left start and the centre goal), \
             and this maze's are elsewhere: write .txt to keep them",
            format.name()
        );
        return Err(io::Error::new(io::ErrorKind::InvalidInput, message));
    }
    let letters = |posts| Letters { posts, start, goals };
    match format {
        MazeFormat::Drawing => write_drawing(maze, &Marks::default(), &letters(Posts::Plus), out),
        MazeFormat::Micromouse => write_drawing(maze, &Marks::default(), &letters(Posts::O), out),
        MazeFormat::Maz => maz::write(maze, out),
        MazeFormat::Num => num::write(maze, out),
    }
}
