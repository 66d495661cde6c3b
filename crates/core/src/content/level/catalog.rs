//! Every level there is to play: the campaign built into the binary (`levels/*.ron`, embedded
//! by `build.rs`), then the player's own level files from a folder the caller names (the game
//! and the CLI pass the OS data folder). Each entry says where it came from; a file that
//! cannot be used is listed with its error, so nothing is skipped silently.
//!
//! ```
//! use mousemaze_core::content::level::catalog::{self, Origin};
//!
//! let levels = catalog::campaign();
//! assert_eq!(levels.len(), 24);
//! assert_eq!(levels[0].id, "01-first-steps");
//! assert_eq!(levels[0].origin, Origin::BuiltIn);
//! assert_eq!(levels[0].level.as_ref().unwrap().name, "First Steps");
//! ```

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use super::{Level, LevelError};

include!(concat!(env!("OUT_DIR"), "/campaign.rs"));

/// Where a level comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// The campaign, built into the binary.
    BuiltIn,
    /// A level file.
    File(PathBuf),
}

/// One level of the list, read and checked (or why it cannot be played).
#[derive(Clone, Debug)]
pub struct Listed {
    /// Who it is, for saved progress: a campaign level's file stem (`01-first-steps`), or
    /// `file:` and the path of a level file.
    pub id: String,
    pub origin: Origin,
    pub level: Result<Level, LevelError>,
}

impl Listed {
    /// Reads the level file at `path`.
    pub fn from_file(path: &Path) -> Listed {
        let id = format!("file:{}", path.display());
        Listed { id, origin: Origin::File(path.to_path_buf()), level: Level::load(path) }
    }

    /// Whether it is one of the campaign's levels (opened one after another).
    pub fn is_campaign(&self) -> bool {
        self.origin == Origin::BuiltIn
    }

    /// Where it came from, to print: `built-in`, or the file's path (control characters
    /// escaped).
    pub fn source(&self) -> String {
        match &self.origin {
            Origin::BuiltIn => "built-in".into(),
            Origin::File(path) => crate::maze::text::printable(&path.display().to_string()).into_owned(),
        }
    }
}

/// The campaign, in order.
pub fn campaign() -> Vec<Listed> {
    CAMPAIGN_FILES
        .iter()
        .map(|(file, text)| Listed {
            id: file.strip_suffix(".ron").unwrap_or(file).to_string(),
            origin: Origin::BuiltIn,
            level: Level::from_ron(text, file),
        })
        .collect()
}

/// The text of a campaign level's file, by its id (`01-first-steps`): what the editor
/// opens, comments and all.
pub fn campaign_text(id: &str) -> Option<&'static str> {
    CAMPAIGN_FILES.iter().find(|(file, _)| file.strip_suffix(".ron") == Some(id)).map(|(_, text)| *text)
}

/// Every `*.ron` entry of `dir`, sorted by file name, each read and checked: one that is not
/// a readable regular file (a dangling link, a folder, a pipe) is listed with its error.
/// `Err` if the folder itself cannot be read.
pub fn read_folder(dir: &Path) -> Result<Vec<Listed>, LevelError> {
    let folder_error = |e: std::io::Error| LevelError {
        file: dir.display().to_string(),
        location: None,
        message: if std::fs::metadata(dir).is_ok_and(|meta| !meta.is_dir()) {
            "it is a file, not a folder: a folder of level files (*.ron) is needed here".into()
        } else {
            format!("cannot read the folder: {e}")
        },
    };
    let mut names: Vec<OsString> = Vec::new();
    for entry in std::fs::read_dir(dir).map_err(folder_error)? {
        let name = entry.map_err(folder_error)?.file_name();
        if Path::new(&name).extension().is_some_and(|e| e.eq_ignore_ascii_case("ron")) {
            names.push(name);
        }
    }
    names.sort();
    Ok(names.into_iter().map(|name| Listed::from_file(&dir.join(name))).collect())
}

/// The campaign, then the level files in `own` (the player's folder), if given. A missing
/// folder adds nothing; one that cannot be read is listed as one broken entry.
pub fn all_levels(own: Option<&Path>) -> Vec<Listed> {
    let mut levels = campaign();
    if let Some(dir) = own {
        match read_folder(dir) {
            Ok(files) => levels.extend(files),
            Err(_) if std::fs::symlink_metadata(dir).is_err() => {}
            Err(error) => levels.push(Listed {
                id: format!("file:{}", dir.display()),
                origin: Origin::File(dir.into()),
                level: Err(error),
            }),
        }
    }
    levels
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_campaign_is_built_in_in_file_order() {
        let levels = campaign();
        let ids: Vec<&str> = levels.iter().map(|l| l.id.as_str()).collect();
        let mut sorted = ids.clone();
        sorted.sort_unstable();
        assert_eq!(ids, sorted);
        let files = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../../levels")).unwrap();
        let on_disk = files.filter(|f| f.as_ref().unwrap().path().extension().is_some_and(|e| e == "ron")).count();
        assert_eq!(ids.len(), on_disk, "every levels/*.ron is built in");
        assert!(ids.len() >= 18);
        assert!(levels.iter().all(|l| l.level.is_ok() && l.is_campaign() && l.source() == "built-in"));
    }

    #[test]
    fn a_folder_lists_every_ron_entry_and_says_why_one_cannot_be_read() {
        let dir = std::env::temp_dir().join(format!("mousemaze-catalog-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("b-folder.ron")).unwrap();
        let (_, first) = CAMPAIGN_FILES[0];
        std::fs::write(dir.join("a-mine.RON"), first).unwrap();
        std::fs::write(dir.join("notes.txt"), "not a level").unwrap();
        std::fs::write(dir.join("c-\x1b[31mred.ron"), "(").unwrap();

        let listed = read_folder(&dir).unwrap();
        let sources: Vec<String> = listed.iter().map(Listed::source).collect();
        let shown = |name: &str| dir.join(name).display().to_string();
        assert_eq!(sources, [shown("a-mine.RON"), shown("b-folder.ron"), shown("c-\\u{1b}[31mred.ron")]);
        assert!(listed[0].level.is_ok() && !listed[0].is_campaign());
        assert_eq!(listed[0].id, format!("file:{}", shown("a-mine.RON")));
        let folder = listed[1].level.as_ref().unwrap_err().to_string();
        assert!(folder.ends_with("cannot read it: it is a folder, not a regular file"), "{folder}");
        assert!(!listed[2].level.as_ref().unwrap_err().to_string().contains('\x1b'));

        let all = all_levels(Some(&dir));
        assert_eq!(all.len(), CAMPAIGN_FILES.len() + 3, "the campaign, then the player's files");
        assert_eq!(all[CAMPAIGN_FILES.len()].origin, Origin::File(dir.join("a-mine.RON")));
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(all_levels(Some(&dir)).len(), CAMPAIGN_FILES.len(), "no folder, no extra levels");
        assert!(read_folder(&dir).unwrap_err().message.starts_with("cannot read the folder"));
        std::fs::write(&dir, "a file where the folder should be").unwrap();
        let err = read_folder(&dir).unwrap_err().to_string();
        assert!(err.ends_with("it is a file, not a folder: a folder of level files (*.ron) is needed here"), "{err}");
        std::fs::remove_file(&dir).unwrap();
    }
}
