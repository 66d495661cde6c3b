//! [`SafeFile`]: writes a file whole through a temporary file renamed into place, writes
//! special files directly, and never replaces a link (see the [module docs](super)).

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::read::kind_of;
use super::temp;

/// A file being written. Nothing reaches a regular target until [`SafeFile::commit`];
/// dropped without it, the temporary file is removed and the target is untouched.
#[derive(Debug)]
pub struct SafeFile {
    file: File,
    /// The temporary file and the real target it will replace; `None` for a special file
    /// written directly, or once committed.
    temp: Option<(PathBuf, PathBuf)>,
}

/// What to do when the target is not a regular file.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Special {
    WriteInto,
    Refuse,
}

impl SafeFile {
    /// Opens `path` for writing: a temporary file beside a regular (or missing) target, or
    /// the target itself if it is a special file such as `/dev/stdout` or a FIFO.
    pub fn create(path: &Path) -> io::Result<SafeFile> {
        open(path, Special::WriteInto)
    }

    /// Like [`SafeFile::create`], but a target that exists and is not a regular file (a
    /// FIFO, a device) is refused: for files that must stay files, such as saves.
    pub fn create_regular(path: &Path) -> io::Result<SafeFile> {
        open(path, Special::Refuse)
    }

    /// The bytes written so far, flushed into a file that can be read back to check them
    /// before [`SafeFile::commit`]: the temporary file (`None` for a special file written
    /// directly, where there is nothing to check before it is too late).
    pub fn staged(&mut self) -> io::Result<Option<&Path>> {
        self.file.flush()?;
        Ok(self.temp.as_ref().map(|(temp, _)| temp.as_path()))
    }

    /// Flushes and syncs the bytes, then renames the temporary file over the target.
    pub fn commit(mut self) -> io::Result<()> {
        self.file.flush()?;
        let Some((temp_path, target)) = self.temp.take() else { return Ok(()) };
        let done = self.file.sync_all().and_then(|()| {
            // Renamed and forgotten under the lock the signal handler takes, so a signal
            // never removes a file that has just become the target.
            let mut live = temp::live();
            fs::rename(&temp_path, &target)?;
            live.retain(|p| *p != temp_path);
            Ok(())
        });
        if done.is_err() {
            temp::discard(&temp_path);
        } else if let Some(dir) = target.parent().and_then(|d| File::open(d).ok()) {
            let _ = dir.sync_all(); // the rename itself, where the system allows it
        }
        done
    }
}

impl Write for SafeFile {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.file.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.file.flush()
    }
}

impl Drop for SafeFile {
    fn drop(&mut self) {
        if let Some((temp_path, _)) = self.temp.take() {
            temp::discard(&temp_path);
        }
    }
}

/// Writes `bytes` to `path` whole (see [`SafeFile::create_regular`]).
pub fn write_regular(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut file = SafeFile::create_regular(path)?;
    file.write_all(bytes)?;
    file.commit()
}

fn open(path: &Path, special: Special) -> io::Result<SafeFile> {
    let refuse = |what: String| Err(io::Error::new(io::ErrorKind::InvalidInput, what));
    // `/dev/stdout` leads to a pipe or a terminal, or to whatever the shell redirected to:
    // anything in /dev or /proc is written into, never replaced.
    let system = path.starts_with("/dev") || path.starts_with("/proc");
    let target = match fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() && !system => match fs::canonicalize(path) {
            Ok(real) => real,
            Err(_) => return refuse("it is a symbolic link that leads nowhere (dangling, or a loop)".into()),
        },
        _ => path.to_path_buf(),
    };
    match fs::metadata(&target) {
        Ok(meta) if meta.is_dir() => return refuse("it is a folder".into()),
        Ok(meta) if !meta.is_file() || system => {
            if special == Special::Refuse {
                return refuse(format!("it is {}, not a regular file", kind_of(&meta)));
            }
            let file = open_special(&target, &meta)?;
            return Ok(SafeFile { file, temp: None });
        }
        Ok(_) | Err(_) => {}
    }
    if target.file_name().is_none() {
        return refuse("it does not name a file".into());
    }
    let dir = match target.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let (file, temp_path) = temp::create_in(dir)?;
    if let Ok(meta) = fs::metadata(&target) {
        // The new file keeps the old one's permissions.
        let _ = file.set_permissions(meta.permissions());
    }
    Ok(SafeFile { file, temp: Some((temp_path, target)) })
}

/// Opens a special file to write into it. A FIFO is first opened without waiting: with no
/// reader that fails at once (`ENXIO`), where a plain open would block forever; with one, it
/// is opened again in the ordinary blocking way, for writing.
fn open_special(target: &Path, meta: &fs::Metadata) -> io::Result<File> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
        if meta.file_type().is_fifo() {
            let probe = OpenOptions::new().append(true).custom_flags(super::NON_BLOCKING).open(target);
            match probe {
                Err(e) if e.raw_os_error() == Some(NO_READER) => {
                    let message = "it is a FIFO (named pipe) with no reader: start the reader first";
                    return Err(io::Error::new(io::ErrorKind::BrokenPipe, message));
                }
                Err(e) => return Err(e),
                Ok(_probe) => return OpenOptions::new().append(true).open(target),
            }
        }
    }
    let _ = meta;
    OpenOptions::new().append(true).open(target)
}

/// `ENXIO`: the error of a non-blocking open of a FIFO for writing with no reader.
#[cfg(unix)]
const NO_READER: i32 = 6;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::files::scratch::{folder, names};

    #[test]
    fn a_file_is_replaced_whole_and_an_unfinished_one_leaves_nothing() {
        let dir = folder("whole");
        let path = dir.join("out.txt");
        fs::write(&path, "old").unwrap();
        let mut file = SafeFile::create(&path).unwrap();
        file.write_all(b"new").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "old", "nothing reaches the target before commit");
        let staged = file.staged().unwrap().expect("a temporary file").to_path_buf();
        assert_eq!(fs::read_to_string(&staged).unwrap(), "new", "the staged bytes can be read back first");
        file.commit().unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "new");
        let mut dropped = SafeFile::create(&path).unwrap();
        dropped.write_all(b"half").unwrap();
        drop(dropped);
        assert_eq!(fs::read_to_string(&path).unwrap(), "new");
        assert_eq!(names(&dir), ["out.txt"]);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_link_is_written_through_and_stays_a_link() {
        let dir = folder("link");
        let real = dir.join("real.txt");
        let link = dir.join("link.txt");
        fs::write(&real, "old").unwrap();
        std::os::unix::fs::symlink(&real, &link).unwrap();
        write_regular(&link, b"new").unwrap();
        assert!(fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
        assert_eq!(fs::read_to_string(&real).unwrap(), "new");
        let dangling = dir.join("dangling.txt");
        std::os::unix::fs::symlink(dir.join("missing/x"), &dangling).unwrap();
        let err = write_regular(&dangling, b"x").unwrap_err();
        assert!(err.to_string().contains("leads nowhere"), "{err}");
        assert_eq!(names(&dir), ["dangling.txt", "link.txt", "real.txt"]);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_long_name_works_and_a_folder_is_refused() {
        let dir = folder("long");
        let path = dir.join(format!("{}.txt", "m".repeat(250)));
        write_regular(&path, b"long").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "long");
        let err = SafeFile::create(&dir).unwrap_err();
        assert!(err.to_string().contains("folder"), "{err}");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn special_files_are_written_into_or_refused() {
        let mut null = SafeFile::create(Path::new("/dev/null")).unwrap();
        null.write_all(b"gone").unwrap();
        null.commit().unwrap();
        let err = SafeFile::create_regular(Path::new("/dev/null")).unwrap_err();
        assert!(err.to_string().contains("a character device, not a regular file"), "{err}");
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_with_no_reader_is_refused_at_once() {
        assert_eq!(NO_READER, libc::ENXIO);
        let dir = crate::files::scratch::folder("write-fifo");
        let fifo = dir.join("pipe");
        crate::files::scratch::fifo(&fifo);
        let err = SafeFile::create(&fifo).unwrap_err();
        assert_eq!(err.to_string(), "it is a FIFO (named pipe) with no reader: start the reader first");
        fs::remove_dir_all(&dir).unwrap();
    }
}
