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

use crate::maze::Pos;
use crate::maze::formats::{self, MarkedMaze, MazeFile, MazeFormat};
use crate::maze::text::printable;
use crate::rules::Board;

/// Why a maze file gives no board: the file as given, where in it (when the fault is in its
/// text), and what is wrong. Shown as `file:line:column: why`, or `file: why`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MazeFileError {
    pub file: String,
    /// The line and column (from 1) of the fault in the file's text.
    pub at: Option<(usize, usize)>,
    pub why: String,
}

impl MazeFileError {
    /// What is wrong and where, without the file (for a table that names the file already),
    /// worded as the maze library words a fault in a drawing's text.
    pub fn without_file(&self) -> String {
        match self.at {
            Some((line, column)) => formats::text::ParseError { line, column, message: self.why.clone() }.to_string(),
            None => self.why.clone(),
        }
    }
}

impl fmt::Display for MazeFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&formats::located(&printable(&self.file), self.at, &self.why))
    }
}

impl std::error::Error for MazeFileError {}

/// The board of the maze file at `path`.
pub fn board_of(path: &Path) -> Result<Board, MazeFileError> {
    board_of_within(path, crate::maze::MAX_CELLS)
}

/// The board of the maze file at `path`, a maze of at most `max_cells` cells: a bigger one is
/// refused as it is read ([`formats::read_within`]), in memory bounded by that size.
pub fn board_of_within(path: &Path, max_cells: u64) -> Result<Board, MazeFileError> {
    let shown = path.display().to_string();
    let error = |why: String| MazeFileError { file: shown.clone(), at: None, why };
    let file = crate::files::open_regular(path).map_err(|e| error(format!("cannot read it: {e}")))?;
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
    let read = formats::read_within(file, name.as_deref(), max_cells)
        .map_err(|e| MazeFileError { at: e.place(), ..error(e.what()) })?;
    board_of_file(read).map_err(|e| error(e.to_string()))
}

/// Why a maze file read gives no race.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndsError {
    /// The start is one of the goal's cells: where, as the file names cells
    /// ([`MazeFormat::file_pos`]: a micromouse file counts y from the south).
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
        return Err(EndsError::StartInGoal(format.file_pos(&maze, start)));
    }
    let board = Board::with_goals(maze, start, goals, doors);
    Ok(if marked { board.facing_out() } else { board })
}

/// The most maze files a folder gives ([`listed`]); the rest are counted and named.
pub const MAX_LISTED: usize = 10_000;
/// The most folder entries looked at, all subfolders together (a bound on the walk itself).
const MAX_ENTRIES: usize = 1_000_000;

/// A folder's maze files: the first [`MAX_LISTED`] by name, and those left out past them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Listing {
    pub files: Vec<PathBuf>,
    /// How many maze files were left out, and the first of them by name.
    pub left_out: usize,
    pub first_left_out: Option<PathBuf>,
    /// Whether the walk stopped at [`MAX_ENTRIES`] entries, so more may be there.
    pub walk_cut: bool,
}

impl Listing {
    /// What was left out, in words (`None` when nothing was).
    pub fn note(&self) -> Option<String> {
        let first = self.first_left_out.as_ref().map(|f| printable(&f.display().to_string()).into_owned());
        let cut = self.walk_cut.then(|| format!("the walk stopped after {MAX_ENTRIES} folder entries"));
        let left = first.map(|first| {
            format!(
                "{} maze files left out: only the first {MAX_LISTED} by name are taken (the rest from {first} on)",
                self.left_out
            )
        });
        match (left, cut) {
            (None, None) => None,
            (Some(left), Some(cut)) => Some(format!("{left}; {cut}")),
            (left, cut) => left.or(cut),
        }
    }
}

/// The maze files in `dir` and its subfolders (`.txt`, `.maz`, `.num`), the first
/// [`MAX_LISTED`] by name, and what was left out ([`Listing::note`]); none if it is missing.
/// Folders are read breadth-first with a bound, never recursively, and the choice never
/// depends on the order the system lists a folder in.
pub fn listed(dir: &Path) -> Listing {
    let (mut files, mut folders) = (Vec::new(), vec![dir.to_path_buf()]);
    let mut seen = 0usize;
    let mut walk_cut = false;
    'walk: while let Some(folder) = folders.pop() {
        let Ok(entries) = std::fs::read_dir(&folder) else { continue };
        for entry in entries.flatten() {
            seen += 1;
            if seen > MAX_ENTRIES {
                walk_cut = true;
                break 'walk;
            }
            let path = entry.path();
            match entry.file_type() {
                Ok(kind) if kind.is_dir() => folders.push(path),
                Ok(_) if is_maze_file(&path) => files.push(path),
                _ => {}
            }
        }
    }
    files.sort();
    let rest = files.split_off(files.len().min(MAX_LISTED));
    Listing { files, left_out: rest.len(), first_left_out: rest.into_iter().next(), walk_cut }
}

/// Whether `path` is named like a maze file: `.txt`, `.maz` or `.num`.
fn is_maze_file(path: &Path) -> bool {
    let ext = path.extension().map(|e| e.to_string_lossy().to_ascii_lowercase());
    matches!(ext.as_deref(), Some("txt" | "maz" | "num"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_folder_over_the_limit_says_how_many_were_left_out_and_which() {
        let dir = crate::files::scratch::folder("listed-many");
        std::fs::create_dir(dir.join("sub")).unwrap();
        for i in 0..MAX_LISTED + 2 {
            let folder = if i % 2 == 0 { dir.clone() } else { dir.join("sub") };
            std::fs::write(folder.join(format!("m{i:05}.maz")), b"").unwrap();
        }
        std::fs::write(dir.join("notes.md"), b"").unwrap();
        let listing = listed(&dir);
        assert_eq!(listing.files.len(), MAX_LISTED);
        assert_eq!(listing.left_out, 2);
        let files = &listing.files;
        assert!(files.windows(2).all(|w| w[0] < w[1]), "sorted by name");
        assert_eq!(listing.first_left_out, Some(dir.join("sub/m09999.maz")));
        let note = listing.note().unwrap();
        assert!(note.starts_with("2 maze files left out: only the first 10000 by name are taken"), "{note}");
        assert_eq!(listed(&dir.join("sub")).note(), None);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
