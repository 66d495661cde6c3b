//! Reading a level file safely, through the crate's one bounded reader
//! ([`crate::files::read_regular`]): only a regular file (after following links), so a FIFO
//! or a device never blocks or streams forever, and at most [`MAX_LEVEL_BYTES`], so a huge
//! file is refused before it is read.

use std::io::ErrorKind;
use std::path::Path;

use super::{LevelError, source};

/// The largest level file read (a 200×200 drawn layout is about 330 KB).
pub const MAX_LEVEL_BYTES: u64 = 1 << 20;

/// The text of the level file at `path`, or one clear error naming it.
pub fn read_level_text(path: &Path) -> Result<String, LevelError> {
    let error = |location, message: String| LevelError { file: path.display().to_string(), location, message };
    let bytes = crate::files::read_regular(path, MAX_LEVEL_BYTES).map_err(|e| match e.kind() {
        ErrorKind::InvalidData => {
            error(None, format!("too big for a level file: over {MAX_LEVEL_BYTES} bytes (1 MiB)"))
        }
        _ => error(None, format!("cannot read it: {e}")),
    })?;
    String::from_utf8(bytes).map_err(|e| {
        let bytes = e.as_bytes();
        let valid = std::str::from_utf8(&bytes[..e.utf8_error().valid_up_to()]).unwrap_or_default();
        error(Some(source::location(valid, valid.len())), "not UTF-8 text: a level is a RON text file".into())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::files::scratch::folder as scratch;

    #[test]
    fn only_small_regular_files_are_read() {
        let dir = scratch("kinds");
        let small = dir.join("small.ron");
        std::fs::write(&small, "(name: \"a\")").unwrap();
        assert_eq!(read_level_text(&small).unwrap(), "(name: \"a\")");

        let big = dir.join("big.ron");
        std::fs::write(&big, vec![b' '; MAX_LEVEL_BYTES as usize + 1]).unwrap();
        let err = read_level_text(&big).unwrap_err().to_string();
        assert!(err.ends_with("big.ron: too big for a level file: over 1048576 bytes (1 MiB)"), "{err}");
        std::fs::write(&big, vec![b' '; MAX_LEVEL_BYTES as usize]).unwrap();
        assert!(read_level_text(&big).is_ok(), "exactly the limit is fine");

        let folder = dir.join("folder.ron");
        std::fs::create_dir(&folder).unwrap();
        let err = read_level_text(&folder).unwrap_err().to_string();
        assert!(err.ends_with("folder.ron: cannot read it: it is a folder, not a regular file"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_pipe_or_a_dangling_link_is_refused_at_once() {
        let dir = scratch("special");
        let fifo = dir.join("fifo.ron");
        crate::files::scratch::fifo(&fifo);
        // Opening a FIFO for reading would wait for a writer: this returns at once instead.
        let err = read_level_text(&fifo).unwrap_err().to_string();
        assert!(err.ends_with("cannot read it: it is a FIFO (named pipe), not a regular file"));

        let dangling = dir.join("gone.ron");
        std::os::unix::fs::symlink(dir.join("nowhere.ron"), &dangling).unwrap();
        let err = read_level_text(&dangling).unwrap_err().to_string();
        assert!(err.ends_with("gone.ron: cannot read it: No such file or directory (os error 2)"), "{err}");

        let linked = dir.join("linked.ron");
        std::fs::write(dir.join("target.ron"), "text").unwrap();
        std::os::unix::fs::symlink(dir.join("target.ron"), &linked).unwrap();
        assert_eq!(read_level_text(&linked).unwrap(), "text", "a link to a regular file is followed");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
