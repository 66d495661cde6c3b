//! User files that are not what they seem, headless: a challenge whose script file is a FIFO
//! (or a link to `/dev/zero`) is reset without the frame's thread ever waiting on it, and the
//! page says why it was not reset; the file stays what it was.

use bevy::prelude::*;
use mousemaze::content::challenge;
use mousemaze::game::Menu;
use mousemaze::game::challenges::{ChallengesDir, OpenChallenge};

use super::harness::{idle_until, menu, scratch, taps, title};
use super::menus::all_text;

use KeyCode::{ArrowDown as Down, Enter};

/// Ends the whole test binary if `seconds` pass before the returned guard is dropped: a test
/// of a hang fails, rather than hanging the run with it.
fn watchdog(seconds: u64, what: &'static str) -> std::sync::mpsc::Sender<()> {
    let (done, wait) = std::sync::mpsc::channel::<()>();
    std::thread::spawn(move || {
        if let Err(std::sync::mpsc::RecvTimeoutError::Timeout) =
            wait.recv_timeout(std::time::Duration::from_secs(seconds))
        {
            eprintln!("{what}: still blocked after {seconds} s");
            std::process::exit(101);
        }
    });
    done
}

#[cfg(unix)]
#[test]
fn resetting_a_script_that_is_a_fifo_or_a_device_never_blocks_the_frame() {
    let first = challenge::find("1").unwrap();
    let key = first.file.strip_suffix(".ron").unwrap();
    for (case, make) in [("fifo", 0), ("zero", 1)] {
        let dir = scratch(&format!("challenges-hostile-{case}"));
        let script = dir.join(format!("{key}.rhai"));
        if make == 0 {
            let made = std::process::Command::new("mkfifo").arg(&script).status().unwrap();
            assert!(made.success());
        } else {
            std::os::unix::fs::symlink("/dev/zero", &script).unwrap();
        }
        let guard = watchdog(60, "the challenge page's reset");
        let mut app = title(&format!("challenges-hostile-{case}"));
        app.insert_resource(ChallengesDir(Some(dir.clone())));
        taps(&mut app, &[Down, Down, Down, Down, Enter]);
        assert_eq!(menu(&app), Some(Menu::Challenges));
        taps(&mut app, &[Enter]);
        assert_eq!(menu(&app), Some(Menu::Challenge));
        // The page reads the script off the frame ("running..."): frames go by until it says.
        idle_until(&mut app, 10_000, |app| all_text(app).contains("not a regular file"));
        let said = all_text(&mut app);
        assert!(said.contains("not a regular file"), "the page says what the file is: {said}");
        // Down twice to Reset; Enter asks, Enter again tries, and the frame goes on.
        taps(&mut app, &[Down, Down, Enter, Enter]);
        let notice = app.world().resource::<OpenChallenge>().notice.clone().unwrap_or_default();
        assert!(notice.starts_with("Cannot reset"), "{case}: {notice}");
        assert!(notice.contains("not a regular file"), "{case}: {notice}");
        drop(guard);
        let kind = std::fs::symlink_metadata(&script).unwrap().file_type();
        assert!(!kind.is_file(), "{case}: the FIFO or the link stays as it was");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
