//! A draft as a level file: the drawn-layout RON of `levels/README.md`, and saving it.
//!
//! A new draft is written whole, field by field like the campaign's drawn levels. A draft
//! loaded from a file is written as that file: unchanged, the very same text; edited, by
//! the one rule of [`splice`](super::splice) (only the edited fields' values change, so every
//! comment and line ending stays), or not at all, with the reason. Whatever is written is
//! read back from the disk with the level reader before it replaces anything, and must
//! hold exactly the draft.

use std::io::Write;
use std::path::{Path, PathBuf};

use super::error::{SpliceError, WriteLevelError, shown};
use super::splice::splice;
use super::values::{door_set, doors_value, layout, optional_fields, quoted};
use super::{Content, Draft, SaveLevelError, Source};
use crate::content::level::{Level, read_level_text};
use crate::files::SafeFile;
use crate::maze::doors::Doors;
use crate::rules::Board;

impl Draft {
    /// The level as RON text (see the [module docs](self)), or why the file it came from
    /// cannot be changed keeping all of its text.
    pub fn to_ron(&self) -> Result<String, SaveLevelError> {
        self.text().map_err(SaveLevelError::Unchangeable)
    }

    /// The level as RON text, or why the file it came from cannot be changed.
    fn text(&self) -> Result<String, SpliceError> {
        let text = match &self.source {
            Some(source) if source.content == self.content => return Ok(source.text.clone()),
            Some(source) => splice(source, &self.content)?,
            None => whole_text(&self.content),
        };
        if read_back(&text, &self.content, "draft").is_none() {
            return Err(SpliceError::NotReadBack);
        }
        Ok(text)
    }

    /// Saves the draft as a level in `dir` (the player's levels folder), whole or not at all
    /// (a temporary file, read back and checked, then renamed into place), and says where.
    /// It goes back to the file it came from if that file is still as it was read; otherwise
    /// to a new file named after the level, never over another file. A level that cannot be
    /// played, or a file that cannot be changed keeping its comments, is not saved: the error
    /// says why.
    pub fn save(&mut self, dir: &Path) -> Result<PathBuf, SaveLevelError> {
        if let Err(why) = self.checks().built {
            return Err(SaveLevelError::NotPlayable(why.message));
        }
        let own_file = own_file(self.file.as_deref(), self.source.as_ref().map(|s| s.text.as_str()));
        let text = self.text().map_err(|why| SaveLevelError::NotSaved { unchanged: own_file.clone(), why })?;
        let target = match own_file {
            Some(file) => file,
            None => new_file(dir, &self.content.name).map_err(SaveLevelError::Write)?,
        };
        let level = write_checked(&target, &text, |read, file| read_back(read, &self.content, file))
            .map_err(SaveLevelError::Write)?;
        let placed_doors = self.source.as_ref().map(|s| s.placed_doors.clone()).unwrap_or_default();
        self.source = Some(Source { text, level, content: self.content.clone(), placed_doors });
        self.file = Some(target.clone());
        Ok(target)
    }
}

/// The file a draft goes back to: `file`, if it still holds `loaded`, the text the draft
/// was read from (or last saved as).
pub(super) fn own_file(file: Option<&Path>, loaded: Option<&str>) -> Option<PathBuf> {
    let (file, loaded) = (file?, loaded?);
    read_level_text(file).is_ok_and(|on_disk| on_disk == loaded).then(|| file.to_path_buf())
}

/// A new file for the level `name` in the levels folder `dir` (made if it is missing),
/// never over another file.
pub(super) fn new_file(dir: &Path, name: &str) -> Result<PathBuf, WriteLevelError> {
    make_levels_folder(dir)?;
    Ok(free_path(dir, &file_stem(name)))
}

/// Makes the levels folder if it is missing; a file in its place is named as such.
fn make_levels_folder(dir: &Path) -> Result<(), WriteLevelError> {
    if std::fs::metadata(dir).is_ok_and(|meta| !meta.is_dir()) {
        return Err(WriteLevelError::FolderIsFile(dir.to_path_buf()));
    }
    std::fs::create_dir_all(dir).map_err(|e| WriteLevelError::MakeFolder { dir: dir.to_path_buf(), why: e.to_string() })
}

/// Writes `text` to `target` through a temporary file that is read back with the level
/// reader and must be `text` and hold what was saved (`holds`: the level the text read
/// back says, given the text and the file's name, if it is the draft's) before it is
/// renamed over the target.
pub(super) fn write_checked(
    target: &Path,
    text: &str,
    holds: impl Fn(&str, &str) -> Option<Level>,
) -> Result<Level, WriteLevelError> {
    let cannot = |e: std::io::Error| WriteLevelError::Write { path: target.to_path_buf(), why: e.to_string() };
    let mut file = SafeFile::create_regular(target).map_err(cannot)?;
    file.write_all(text.as_bytes()).map_err(cannot)?;
    let staged = file.staged().map_err(cannot)?.ok_or_else(|| WriteLevelError::NotRegular(target.to_path_buf()))?;
    let read = read_level_text(staged).map_err(WriteLevelError::ReadBack)?;
    let level = holds(&read, &shown(target))
        .filter(|_| read == text)
        .ok_or_else(|| WriteLevelError::NotTheLevel(target.to_path_buf()))?;
    file.commit().map_err(cannot)?;
    Ok(level)
}

/// A file name from a level's name: lower-case letters and digits, `-` between words.
pub fn file_stem(name: &str) -> String {
    let mut stem = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() {
            stem.push(c);
        } else if !stem.is_empty() && !stem.ends_with('-') {
            stem.push('-');
        }
        if stem.len() >= 40 {
            break;
        }
    }
    let stem = stem.trim_end_matches('-');
    if stem.is_empty() { "level".into() } else { stem.into() }
}

/// `dir/stem.ron`, or `stem-2.ron`, `stem-3.ron`… the first name nothing has taken.
pub fn free_path(dir: &Path, stem: &str) -> PathBuf {
    let taken = |path: &Path| std::fs::symlink_metadata(path).is_ok();
    let first = dir.join(format!("{stem}.ron"));
    if !taken(&first) {
        return first;
    }
    (2u32..).map(|n| dir.join(format!("{stem}-{n}.ron"))).find(|path| !taken(path)).expect("some number is free")
}

/// A new file: every field the draft sets, in the campaign's order.
fn whole_text(c: &Content) -> String {
    let mut text = format!("(\n    name: {},\n    maze: Drawn(layout: \"{}\"),\n", quoted(&c.name), layout(c));
    let doors = (!c.board.doors.is_empty()).then(|| doors_value(c.board.doors.iter()));
    text.push_str(&optional_fields(c.rival, c.par_seconds, doors, c.fog));
    text.push_str(")\n");
    text
}

/// The level `text` says, read by the level reader, if it holds exactly `content`.
fn read_back(text: &str, content: &Content, file: &str) -> Option<Level> {
    let draft = Draft::from_text(text, file, None).ok()?;
    let read = draft.content();
    let without_doors =
        |c: &Content| Content { board: Board { doors: Doors::default(), ..c.board.clone() }, ..c.clone() };
    let same = without_doors(read) == without_doors(content)
        && door_set(read.board.doors.iter()) == door_set(content.board.doors.iter());
    same.then(|| draft.source.map(|s| s.level)).flatten()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::level::catalog::campaign_text;
    use crate::content::level::edit::Edit;
    use crate::files::scratch::{folder, names};

    #[test]
    fn a_file_the_splice_cannot_change_is_refused_and_left_as_it_was() {
        let dir = folder("editor-refused");
        let path = dir.join("level.ron");
        let text = campaign_text("01-first-steps").unwrap();
        let mut draft = Draft::from_text(text, "level.ron", Some(path.clone())).unwrap();
        // As if the file were a shape the splice cannot read: its closing `)` gone.
        let odd = &text[..text.rfind(')').unwrap()];
        std::fs::write(&path, odd).unwrap();
        draft.source.as_mut().unwrap().text = odd.into();
        draft.apply(Edit::Fog(true)).unwrap();
        let err = draft.save(&dir).unwrap_err();
        let expected = format!("not saved, {} is unchanged: the level's closing `)` cannot be found", path.display());
        assert_eq!(err.to_string(), expected);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), odd, "the file as it was");
        assert_eq!(names(&dir), ["level.ron"], "and nothing else written");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
