//! Bounded reading of regular files: anything else (a FIFO, a device, a folder) is refused
//! before it is opened, so nothing blocks, and a file over the byte limit is refused whole.

use std::fs::{self, File, Metadata, OpenOptions};
use std::io::{self, Read};
use std::path::Path;

/// Opens `path` for reading if it is a regular file after following links. A FIFO, a
/// device, a socket or a folder is refused with an [`io::ErrorKind::InvalidInput`] error
/// that says what it is; a missing file is [`io::ErrorKind::NotFound`].
pub fn open_regular(path: &Path) -> io::Result<File> {
    check_regular(&fs::metadata(path)?)?;
    let mut options = OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        // If the file was swapped for a FIFO since the check, opening still does not block.
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(super::NON_BLOCKING);
    }
    let file = options.open(path)?;
    check_regular(&file.metadata()?)?;
    Ok(file)
}

/// Reads the regular file `path` whole if it holds at most `limit` bytes; a bigger one is
/// refused (with [`io::ErrorKind::InvalidData`]) without reading past the limit.
pub fn read_regular(path: &Path, limit: u64) -> io::Result<Vec<u8>> {
    let file = open_regular(path)?;
    let too_big = |size: u64| {
        io::Error::new(io::ErrorKind::InvalidData, format!("it is {size} bytes, over the limit of {limit} bytes"))
    };
    let size = file.metadata()?.len();
    if size > limit {
        return Err(too_big(size));
    }
    let mut bytes = Vec::with_capacity(size as usize);
    file.take(limit + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(too_big(bytes.len() as u64));
    }
    Ok(bytes)
}

fn check_regular(meta: &Metadata) -> io::Result<()> {
    if meta.is_file() {
        return Ok(());
    }
    Err(io::Error::new(io::ErrorKind::InvalidInput, format!("it is {}, not a regular file", kind_of(meta))))
}

/// What a file is, in words: "a FIFO (named pipe)", "a folder", …
pub(super) fn kind_of(meta: &Metadata) -> &'static str {
    let kind = meta.file_type();
    if kind.is_dir() {
        return "a folder";
    }
    if kind.is_file() {
        return "a system file";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return "a FIFO (named pipe)";
        }
        if kind.is_char_device() {
            return "a character device";
        }
        if kind.is_block_device() {
            return "a block device";
        }
        if kind.is_socket() {
            return "a socket";
        }
    }
    "a special file"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_regular_file_is_read_up_to_the_limit() {
        let dir = std::env::temp_dir().join(format!("mousemaze-read-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let path = dir.join("five.txt");
        fs::write(&path, "12345").unwrap();
        assert_eq!(read_regular(&path, 5).unwrap(), b"12345");
        let err = read_regular(&path, 4).unwrap_err();
        assert_eq!(err.to_string(), "it is 5 bytes, over the limit of 4 bytes");
        assert_eq!(read_regular(&dir.join("missing"), 4).unwrap_err().kind(), io::ErrorKind::NotFound);
        assert_eq!(read_regular(&dir, 4).unwrap_err().to_string(), "it is a folder, not a regular file");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn devices_and_fifos_are_refused_without_blocking() {
        let err = read_regular(Path::new("/dev/zero"), 10).unwrap_err();
        assert_eq!(err.to_string(), "it is a character device, not a regular file");
        let dir = crate::files::scratch::folder("read-fifo");
        let fifo = dir.join("pipe");
        crate::files::scratch::fifo(&fifo);
        let err = open_regular(&fifo).unwrap_err();
        assert_eq!(err.to_string(), "it is a FIFO (named pipe), not a regular file");
        fs::remove_dir_all(&dir).unwrap();
    }
}
