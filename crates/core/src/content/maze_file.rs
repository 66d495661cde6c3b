//! Maze files as boards: any file [`crate::maze::formats`] reads (our drawings, micromouse
//! text, `.maz`, `.num`), from a path, made a race's [`Board`]: its marked start and goal
//! region, or for `.maz`, `.num` and unmarked micromouse text the contest's (the bottom-left
//! corner to the centre), or for an unmarked drawing corner to corner; a drawing's doors too.
//! `mousemaze play --maze FILE` plays one; [`listed`] finds a folder's.
//!
//! ```
//! use mousemaze_core::content::maze_file::board_of;
//!
//! let dir = std::env::temp_dir().join(format!("maze-file-doc-{}", std::process::id()));
//! std::fs::create_dir_all(&dir).unwrap();
//! let file = dir.join("tiny.txt");
//! std::fs::write(&file, "o---o---o\n| G     |\no   o---o\n| S     |\no---o---o\n").unwrap();
//! let board = board_of(&file).unwrap();
//! assert_eq!((board.start.y, board.goal.y), (1, 0));
//! assert!(board_of(&dir.join("missing.txt")).unwrap_err().to_string().contains("missing.txt"));
//! std::fs::remove_dir_all(&dir).unwrap();
//! ```

use std::fmt;
use std::path::{Path, PathBuf};

use crate::maze::formats::{self, MarkedMaze, MazeFile, MazeFormat};
use crate::maze::text::printable;
use crate::maze::{Dir, Pos};
use crate::rules::Board;

/// Why a maze file gives no board: the file as given, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MazeFileError {
    pub file: String,
    pub why: String,
}

impl fmt::Display for MazeFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", printable(&self.file), self.why)
    }
}

impl std::error::Error for MazeFileError {}

/// The board of the maze file at `path`.
pub fn board_of(path: &Path) -> Result<Board, MazeFileError> {
    let shown = path.display().to_string();
    let error = |why: String| MazeFileError { file: shown.clone(), why };
    let file = crate::files::open_regular(path).map_err(|e| error(format!("cannot read it: {e}")))?;
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
    let read = formats::read(file, name.as_deref()).map_err(|e| error(e.to_string()))?;
    board_of_file(read).map_err(|e| error(e.to_string()))
}

/// Why a maze file read gives no race.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndsError {
    /// The start is one of the goal's cells.
    StartInGoal(Pos),
}

impl fmt::Display for EndsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EndsError::StartInGoal(start) => write!(f, "the start {start} is in the goal: nothing to race"),
        }
    }
}

impl std::error::Error for EndsError {}

/// The board of a maze file read: its marks, the contest's ends, or the corners.
pub fn board_of_file(file: MazeFile) -> Result<Board, EndsError> {
    let MazeFile { format, marked, doors } = file;
    let MarkedMaze { maze, start, goals } = marked;
    let contest = matches!(format, MazeFormat::Maz | MazeFormat::Num) || (start.is_some() && !goals.is_empty());
    let marked = contest || start.is_some();
    let (start, goals) = match (start, goals.is_empty()) {
        (Some(start), false) => (start, goals),
        _ if contest => (MarkedMaze::contest_start(&maze).0, MarkedMaze::contest_goals(&maze)),
        (start, _) => {
            let (top_left, bottom_right) = maze.corners();
            (start.unwrap_or(top_left), if goals.is_empty() { vec![bottom_right] } else { goals })
        }
    };
    if goals.contains(&start) {
        return Err(EndsError::StartInGoal(start));
    }
    let goal = goals[0];
    let board = Board { maze, start, goal, doors, region: Vec::new(), facing: Dir::E }.with_region(goals);
    Ok(if marked { board.facing_out() } else { board })
}

/// The maze files in `dir` and its subfolders (`.txt`, `.maz`, `.num`), sorted; none if
/// it is missing. Folders are read breadth-first with a bound, never recursively.
pub fn listed(dir: &Path) -> Vec<PathBuf> {
    const MOST: usize = 10_000;
    let (mut files, mut folders) = (Vec::new(), vec![dir.to_path_buf()]);
    while let Some(folder) = folders.pop() {
        let Ok(entries) = std::fs::read_dir(&folder) else { continue };
        for entry in entries.flatten().take(MOST) {
            let path = entry.path();
            match entry.file_type() {
                Ok(kind) if kind.is_dir() && folders.len() + files.len() < MOST => folders.push(path),
                Ok(_) if is_maze_file(&path) && files.len() < MOST => files.push(path),
                _ => {}
            }
        }
    }
    files.sort();
    files
}

/// Whether `path` is named like a maze file: `.txt`, `.maz` or `.num`.
fn is_maze_file(path: &Path) -> bool {
    let ext = path.extension().map(|e| e.to_string_lossy().to_ascii_lowercase());
    matches!(ext.as_deref(), Some("txt" | "maz" | "num"))
}
