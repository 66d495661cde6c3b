//! One rule for every command that reads files and writes one: the output is never one of
//! its own inputs ([`check_not_an_input`]). "The same file" follows links, as writing does
//! ([`SafeFile`](super::SafeFile) writes through a link), and on Unix compares the device and
//! inode, so a hard link or another spelling of the path is caught too.

use std::fs;
use std::io;
use std::path::Path;

/// Refuses (with [`io::ErrorKind::AlreadyExists`]) an `output` that is the same file as one of
/// `inputs`, naming that input; an output that does not exist yet, or is a special file such
/// as `/dev/stdout` or a FIFO, is never an input.
///
/// ```
/// use mousemaze_core::files::check_not_an_input;
///
/// let dir = std::env::temp_dir().join(format!("same-doc-{}", std::process::id()));
/// std::fs::create_dir_all(&dir).unwrap();
/// let script = dir.join("alice.rhai");
/// std::fs::write(&script, "forward();").unwrap();
/// let err = check_not_an_input(&dir.join("./alice.rhai"), [script.as_path()]).unwrap_err();
/// assert!(err.to_string().starts_with("it is the input"), "{err}");
/// assert!(check_not_an_input(&dir.join("grades.csv"), [script.as_path()]).is_ok());
/// std::fs::remove_dir_all(&dir).unwrap();
/// ```
pub fn check_not_an_input<'a>(output: &Path, inputs: impl IntoIterator<Item = &'a Path>) -> io::Result<()> {
    let Ok(written) = fs::metadata(output) else { return Ok(()) };
    if !written.is_file() {
        return Ok(());
    }
    for input in inputs {
        if fs::metadata(input).is_ok_and(|read| same(&written, &read, output, input)) {
            let message = format!(
                "it is the input {}: a command never writes over what it reads; choose another name",
                crate::maze::text::printable(&input.display().to_string())
            );
            return Err(io::Error::new(io::ErrorKind::AlreadyExists, message));
        }
    }
    Ok(())
}

#[cfg(unix)]
fn same(a: &fs::Metadata, b: &fs::Metadata, _: &Path, _: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    (a.dev(), a.ino()) == (b.dev(), b.ino())
}

#[cfg(not(unix))]
fn same(_: &fs::Metadata, _: &fs::Metadata, a: &Path, b: &Path) -> bool {
    matches!((fs::canonicalize(a), fs::canonicalize(b)), (Ok(a), Ok(b)) if a == b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(unix)]
    #[test]
    fn a_link_or_a_hard_link_to_an_input_is_the_input() {
        let dir = crate::files::scratch::folder("same-links");
        let input = dir.join("own.ron");
        fs::write(&input, "Challenge()").unwrap();
        std::os::unix::fs::symlink(&input, dir.join("soft.ron")).unwrap();
        fs::hard_link(&input, dir.join("hard.ron")).unwrap();
        for output in ["own.ron", "soft.ron", "hard.ron"] {
            let err = check_not_an_input(&dir.join(output), [input.as_path()]).unwrap_err();
            assert_eq!(err.kind(), io::ErrorKind::AlreadyExists, "{output}");
        }
        fs::write(dir.join("other.ron"), "Challenge()").unwrap();
        assert!(check_not_an_input(&dir.join("other.ron"), [input.as_path()]).is_ok());
        assert!(check_not_an_input(Path::new("/dev/null"), [Path::new("/dev/null")]).is_ok());
        assert_eq!(fs::read(&input).unwrap(), b"Challenge()");
        fs::remove_dir_all(&dir).unwrap();
    }
}
