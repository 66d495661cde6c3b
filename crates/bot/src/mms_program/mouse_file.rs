//! A registered mms mouse: a small text file in the player's bots folder (`NAME.mms`) naming
//! the program's run command and the folder it runs in, as mms's own mouse settings do
//! ("Run Command", "Directory"):
//!
//! ```text
//! # my flood fill, built with `make` in its folder
//! run = ./floodfill
//! dir = ../micromouse/floodfill
//! ```
//!
//! - `run` (required): the command, split as mms splits it ([`split_command`]: spaces,
//!   "double quotes" group, no shell);
//! - `dir` (optional): the folder it runs in, relative to the `.mms` file's folder
//!   (default: that folder);
//! - `#` starts a comment line; blank lines are skipped; each key at most once.
//!
//! A file that breaks a rule gets one message with its file:line:column.
//!
//! ```
//! use mousemaze_bot::mms_program::mouse_file::MmsMouse;
//! use std::path::Path;
//!
//! let mouse = MmsMouse::parse(Path::new("/bots/flood.mms"), "# mine\nrun = python3 \"my mouse.py\"\n").unwrap();
//! assert_eq!(mouse.command.words, ["python3", "my mouse.py"]);
//! assert_eq!(mouse.command.dir.as_deref(), Some(Path::new("/bots")));
//! let bad = MmsMouse::parse(Path::new("x.mms"), "run = a\n  speed = 3\n").unwrap_err();
//! assert_eq!(bad.to_string(), "x.mms:2:3: unknown key `speed` (a .mms file takes `run = COMMAND` and `dir = FOLDER`)");
//! ```

use std::fmt;
use std::path::{Path, PathBuf};

use super::command::split_command;
use super::process::MmsCommand;
use crate::maze::text::printable;

/// The longest `.mms` file read, in bytes.
pub const MAX_MOUSE_FILE_BYTES: u64 = 16 * 1024;

/// What a `.mms` file says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MmsMouse {
    /// The name shown: the file's name (`flood.mms`).
    pub name: String,
    /// The run command as written (for the panel).
    pub run: String,
    pub command: MmsCommand,
}

/// Whether `path` names a registered mms mouse: `*.mms`, in any case.
pub fn is_mouse_file(path: &Path) -> bool {
    path.extension().is_some_and(|e| e.eq_ignore_ascii_case("mms"))
}

const ALLOWED: &str = "a .mms file takes `run = COMMAND` and `dir = FOLDER`";

/// Why a `.mms` file was not read: its name as shown (control characters escaped) and the
/// problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MouseFileError {
    pub file: String,
    pub problem: MouseFileProblem,
}

/// What is wrong with a `.mms` file; a line's problem has its 1-based line and column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MouseFileProblem {
    /// It could not be read: the system's reason.
    Unreadable(String),
    /// It is not UTF-8 text from this byte on.
    NotText { byte: usize },
    /// A line is not `KEY = VALUE`.
    NotKeyValue { line: usize, column: usize },
    /// A key other than `run` and `dir`.
    UnknownKey { line: usize, column: usize, key: String },
    /// A key given a second time.
    Twice { line: usize, column: usize, key: &'static str },
    /// A key with no value (or a `run` with no words).
    Empty { line: usize, column: usize, key: &'static str },
    /// No `run` line.
    NoRun,
}

impl fmt::Display for MouseFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let file = &self.file;
        match &self.problem {
            MouseFileProblem::Unreadable(why) => write!(f, "{file}: {why}"),
            MouseFileProblem::NotText { byte } => {
                write!(f, "{file}: not UTF-8 text (byte {byte}): a .mms file is a few lines of text")
            }
            MouseFileProblem::NotKeyValue { line, column } => {
                write!(f, "{file}:{line}:{column}: expected `KEY = VALUE` ({ALLOWED})")
            }
            MouseFileProblem::UnknownKey { line, column, key } => {
                write!(f, "{file}:{line}:{column}: unknown key `{}` ({ALLOWED})", printable(key))
            }
            MouseFileProblem::Twice { line, column, key } => {
                write!(f, "{file}:{line}:{column}: `{key}` is given twice (once is allowed)")
            }
            MouseFileProblem::Empty { line, column, key } => {
                write!(f, "{file}:{line}:{column}: `{key}` is empty ({ALLOWED})")
            }
            MouseFileProblem::NoRun => {
                write!(f, "{file}:1:1: no `run = COMMAND` line (the program's run command, as in mms)")
            }
        }
    }
}

impl std::error::Error for MouseFileError {}

/// For the command line's messages, which are text.
impl From<MouseFileError> for String {
    fn from(e: MouseFileError) -> String {
        e.to_string()
    }
}

/// A mouse whose folder (`dir = FOLDER`) is not a folder: its name and the folder, as
/// shown (control characters escaped).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MissingFolder {
    pub mouse: String,
    pub folder: String,
}

impl fmt::Display for MissingFolder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: its folder {} is not a folder (`dir = FOLDER`)", self.mouse, self.folder)
    }
}

impl std::error::Error for MissingFolder {}

impl MmsMouse {
    /// Reads and parses the file at `path`.
    pub fn read(path: &Path) -> Result<MmsMouse, MouseFileError> {
        let error = |problem| MouseFileError { file: printable(&path.display().to_string()).into_owned(), problem };
        let bytes = crate::files::read_regular(path, MAX_MOUSE_FILE_BYTES)
            .map_err(|e| error(MouseFileProblem::Unreadable(e.to_string())))?;
        let text = String::from_utf8(bytes)
            .map_err(|e| error(MouseFileProblem::NotText { byte: e.utf8_error().valid_up_to() }))?;
        MmsMouse::parse(path, &text)
    }

    /// Why it cannot run now, if its folder is not there (a program that is not there, or
    /// not executable, is the run's own `cannot start`).
    pub fn missing_folder(&self) -> Option<MissingFolder> {
        let dir = self.command.dir.as_ref()?;
        let folder = printable(&dir.display().to_string()).into_owned();
        (!dir.is_dir()).then(|| MissingFolder { mouse: self.name.clone(), folder })
    }

    /// Parses `text`, the file at `path` (for its name, its folder and messages).
    pub fn parse(path: &Path, text: &str) -> Result<MmsMouse, MouseFileError> {
        let shown = printable(&path.display().to_string()).into_owned();
        let error = |problem| MouseFileError { file: shown.clone(), problem };
        let here = path.parent().map(Path::to_path_buf).unwrap_or_default();
        let (mut run, mut dir): (Option<String>, Option<PathBuf>) = (None, None);
        for (index, raw) in text.lines().enumerate() {
            let line = raw.strip_prefix('\u{feff}').unwrap_or(raw);
            let indent = line.len() - line.trim_start().len();
            let content = line.trim();
            if content.is_empty() || content.starts_with('#') {
                continue;
            }
            let at = |column: usize| (index + 1, line[..column].chars().count() + 1);
            let (key_line, key_column) = at(indent);
            let Some((key, value)) = content.split_once('=') else {
                return Err(error(MouseFileProblem::NotKeyValue { line: key_line, column: key_column }));
            };
            let (key, value) = (key.trim(), value.trim());
            // The value's column: after `=` and its spaces (just after `=` when it is blank).
            let after = line.find('=').map_or(0, |eq| eq + 1);
            let rest = &line[after..];
            let value_at = if rest.trim().is_empty() { after } else { after + rest.len() - rest.trim_start().len() };
            let (key, slot_taken) = match key {
                "run" => ("run", run.is_some()),
                "dir" => ("dir", dir.is_some()),
                _ => {
                    let (line, column, key) = (key_line, key_column, key.to_string());
                    return Err(error(MouseFileProblem::UnknownKey { line, column, key }));
                }
            };
            if slot_taken {
                return Err(error(MouseFileProblem::Twice { line: key_line, column: key_column, key }));
            }
            let (value_line, value_column) = at(value_at);
            let empty = MouseFileProblem::Empty { line: value_line, column: value_column, key };
            if value.is_empty() || (key == "run" && split_command(value).is_empty()) {
                return Err(error(empty));
            }
            if key == "run" {
                run = Some(value.to_string());
            } else {
                dir = Some(here.join(value));
            }
        }
        let Some(run) = run else {
            return Err(error(MouseFileProblem::NoRun));
        };
        let name = path.file_name().map_or_else(|| shown.clone(), |n| n.to_string_lossy().into_owned());
        let dir = Some(dir.unwrap_or(here)).filter(|d| !d.as_os_str().is_empty());
        Ok(MmsMouse { name, command: MmsCommand { words: split_command(&run), dir }, run })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<MmsMouse, MouseFileError> {
        MmsMouse::parse(Path::new("/b/m.mms"), text)
    }

    #[test]
    fn a_folder_is_relative_to_the_file_and_comments_are_skipped() {
        let mouse = parse("\u{feff}# c\n\n  dir = mice/flood  \nrun =./flood --fast\n").unwrap();
        assert_eq!(mouse.command.words, ["./flood", "--fast"]);
        assert_eq!(mouse.command.dir.as_deref(), Some(Path::new("/b/mice/flood")));
        assert_eq!((mouse.name.as_str(), mouse.run.as_str()), ("m.mms", "./flood --fast"));
        let absolute = parse("run = x\ndir = /opt/mouse\n").unwrap();
        assert_eq!(absolute.command.dir.as_deref(), Some(Path::new("/opt/mouse")));
    }

    #[test]
    fn each_mistake_is_one_message_with_its_place() {
        let says = |text: &str| parse(text).unwrap_err().to_string();
        assert_eq!(
            says("# only a comment\n"),
            "/b/m.mms:1:1: no `run = COMMAND` line (the program's run command, as in mms)"
        );
        assert_eq!(says("run\n"), format!("/b/m.mms:1:1: expected `KEY = VALUE` ({ALLOWED})"));
        assert_eq!(says("run = a\n run = b\n"), "/b/m.mms:2:2: `run` is given twice (once is allowed)");
        assert_eq!(says("run =   \n"), format!("/b/m.mms:1:6: `run` is empty ({ALLOWED})"));
        assert_eq!(says("dir = x\nrun =   \"\"\n"), format!("/b/m.mms:2:9: `run` is empty ({ALLOWED})"));
        assert_eq!(says("run = a\nbuild = make\n"), format!("/b/m.mms:2:1: unknown key `build` ({ALLOWED})"));
    }

    #[test]
    fn a_folder_that_is_not_there_is_named() {
        let mouse = parse("run = x\ndir = /no/such/folder\n").unwrap();
        assert_eq!(
            mouse.missing_folder().unwrap().to_string(),
            "m.mms: its folder /no/such/folder is not a folder (`dir = FOLDER`)"
        );
        let here = MmsMouse::parse(Path::new("/tmp/m.mms"), "run = x\n").unwrap();
        assert_eq!(here.missing_folder(), None);
    }

    #[test]
    fn only_mms_files_are_mice() {
        assert!(is_mouse_file(Path::new("a/flood.mms")) && is_mouse_file(Path::new("F.MMS")));
        assert!(!is_mouse_file(Path::new("flood.rhai")) && !is_mouse_file(Path::new("mms")));
    }
}
