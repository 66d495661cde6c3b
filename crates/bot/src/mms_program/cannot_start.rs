//! Why a mouse program cannot start, said so its writer can fix it: the operating system's
//! "No such file or directory" for a script that exists (its `#!` line ends in a carriage
//! return: saved with Windows line endings) and "Permission denied" for a folder are the
//! commonest puzzles, and each gets its own words.

use std::io;
use std::path::{Path, PathBuf};

/// The line that says why `program` (run in `dir`, if given) did not start with `error`.
pub fn why(program: &str, dir: Option<&Path>, error: &io::Error) -> String {
    let path = match dir {
        Some(dir) if !Path::new(program).is_absolute() && program.contains('/') => dir.join(program),
        _ => PathBuf::from(program),
    };
    if path.is_dir() {
        return format!("{program} is a folder, not a program");
    }
    if path.is_file()
        && let Some(interpreter) = shebang(&path)
        && interpreter.ends_with('\r')
    {
        let named = interpreter.trim_end_matches('\r');
        return format!(
            "{program}: the `#!` line names `{named}\\r`: Windows line endings? (save it with Unix line endings)"
        );
    }
    format!("{program}: {error}")
}

/// The interpreter a script's first line names (`#!` and what follows, up to the newline).
fn shebang(path: &Path) -> Option<String> {
    use std::io::Read;
    let mut head = [0u8; 256];
    let read = std::fs::File::open(path).and_then(|mut file| file.read(&mut head)).ok()?;
    let line = head[..read].split(|&b| b == b'\n').next()?;
    let rest = line.strip_prefix(b"#!")?;
    let interpreter = rest.trim_ascii_start().split(|&b| b == b' ').next()?;
    Some(String::from_utf8_lossy(interpreter).into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_windows_script_and_a_folder_are_named_for_what_they_are() {
        let dir = std::env::temp_dir().join(format!("mousemaze-cannot-start-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let script = dir.join("crlf.sh");
        std::fs::write(&script, "#!/bin/sh\r\necho hi\r\n").unwrap();
        let enoent = io::Error::from(io::ErrorKind::NotFound);
        let said = why(&script.display().to_string(), None, &enoent);
        assert!(
            said.ends_with("the `#!` line names `/bin/sh\\r`: Windows line endings? (save it with Unix line endings)"),
            "{said}"
        );
        assert!(why("./crlf.sh", Some(&dir), &enoent).contains("Windows line endings"), "found in its folder");
        let denied = io::Error::from(io::ErrorKind::PermissionDenied);
        assert_eq!(
            why(&dir.display().to_string(), None, &denied),
            format!("{} is a folder, not a program", dir.display())
        );
        assert!(why("./no-such-mouse", None, &enoent).starts_with("./no-such-mouse: "), "the system's words otherwise");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
