//! The player's script for a challenge: one file per challenge in their challenges folder
//! (`03-left-hand-rule.rhai`), made from the challenge's starter the first time it is
//! opened and never written over after, except by a reset that the player asked for, which
//! first keeps the old script as `NAME.rhai.bak` (or the next free `.bak.N`): nothing is lost.
//! A script file that is not a regular file (a FIFO, a link to `/dev/zero`) or is over
//! [`MAX_SCRIPT_BYTES`](crate::bot::script::MAX_SCRIPT_BYTES) is not reset: the error says why.

use std::io::{self, Write as _};
use std::path::{Path, PathBuf};

use crate::content::challenge::Challenge;
use crate::files;

/// The key of a challenge in the saved progress, and its script's file name without `.rhai`:
/// its file name without `.ron` (`03-left-hand-rule`).
pub fn key(challenge: &Challenge) -> &str {
    challenge.file.strip_suffix(".ron").unwrap_or(&challenge.file)
}

/// Where the player's script for `challenge` is, in the folder `dir`.
pub fn path(dir: &Path, challenge: &Challenge) -> PathBuf {
    dir.join(format!("{}.rhai", key(challenge)))
}

/// Makes the script at `path` from the starter unless something is there already (a file,
/// a link, even a broken one: it is the player's). True when it was made now.
pub fn make_if_missing(path: &Path, starter: &str) -> io::Result<bool> {
    if path.symlink_metadata().is_ok() {
        return Ok(false);
    }
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    files::write_regular(path, starter.as_bytes())?;
    Ok(true)
}

/// Puts the starter back at `path`, keeping what was there first as the next free
/// `NAME.bak`, `NAME.bak.2`, … (not when it already was the starter, or missing).
/// The backup kept, if any.
pub fn reset(path: &Path, starter: &str) -> io::Result<Option<PathBuf>> {
    // Read as every user file in the game is: a regular file only (a FIFO or a device is
    // refused at once, never waited on), and at most a script's size.
    let kept = match files::read_regular(path, crate::bot::script::MAX_SCRIPT_BYTES) {
        Ok(old) if old == starter.as_bytes() => None,
        Ok(old) => Some(keep_aside(path, &old)?),
        Err(e) if e.kind() == io::ErrorKind::NotFound => None,
        Err(e) => return Err(e),
    };
    files::write_regular(path, starter.as_bytes())?;
    Ok(kept)
}

/// Writes `bytes` to the first `NAME.bak`, `NAME.bak.2`, … that does not exist yet (made
/// with `create_new`: an existing one is never written over).
fn keep_aside(path: &Path, bytes: &[u8]) -> io::Result<PathBuf> {
    let name = path.file_name().unwrap_or_default().to_string_lossy().into_owned();
    for n in 1..=1000 {
        let backup = path.with_file_name(if n == 1 { format!("{name}.bak") } else { format!("{name}.bak.{n}") });
        match std::fs::File::create_new(&backup) {
            Ok(mut file) => {
                file.write_all(bytes)?;
                file.sync_all()?;
                return Ok(backup);
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
    Err(io::Error::other("no free backup name"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_starter_is_written_once_and_a_reset_keeps_every_old_script() {
        let dir = std::env::temp_dir().join(format!("mousemaze-challenge-script-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let file = dir.join("01-walk.rhai");
        assert!(make_if_missing(&file, "forward();").unwrap(), "made in a folder that was not there");
        std::fs::write(&file, "mine 1").unwrap();
        assert!(!make_if_missing(&file, "forward();").unwrap());
        assert_eq!(std::fs::read_to_string(&file).unwrap(), "mine 1", "never written over");
        assert_eq!(reset(&file, "forward();").unwrap(), Some(dir.join("01-walk.rhai.bak")));
        assert_eq!(reset(&file, "forward();").unwrap(), None, "the starter needs no backup");
        std::fs::write(&file, "mine 2").unwrap();
        assert_eq!(reset(&file, "forward();").unwrap(), Some(dir.join("01-walk.rhai.bak.2")));
        assert_eq!(std::fs::read_to_string(&file).unwrap(), "forward();");
        assert_eq!(std::fs::read_to_string(dir.join("01-walk.rhai.bak")).unwrap(), "mine 1");
        assert_eq!(std::fs::read_to_string(dir.join("01-walk.rhai.bak.2")).unwrap(), "mine 2");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
