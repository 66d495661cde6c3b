//! A `mousemaze` killed with `-9` while a mouse program runs: the test binary runs itself
//! as the host of a program (one test, in a process of its own), kills the host with
//! SIGKILL once the program has started its daemons, then looks for what is left. The
//! leader dies by its parent-death signal, the rest of its session by the watchdog (no process
//! could leave it: `confine`); what made a session of its own where seccomp is missing is not
//! guaranteed (`watchdog`'s header), and is cleaned up here.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use super::process::{ProgramLimits, run_program};
use super::process_tests::{alive, daemon_mouse, one_at_a_time, said};
use crate::maze::Maze;

/// The host's pid file, when the test binary runs as the host.
const HOST: &str = "MOUSEMAZE_TEST_MMS_HOST";

const NAME: &str = "mms_program::kill_tests::a_mousemaze_killed_with_sigkill_leaves_no_program_behind";

#[test]
fn a_mousemaze_killed_with_sigkill_leaves_no_program_behind() {
    if let Some(file) = std::env::var_os(HOST) {
        host(Path::new(&file));
    }
    let _serial = one_at_a_time();
    let file = std::env::temp_dir().join(format!("mousemaze-mms-host-{}", std::process::id()));
    let _ = std::fs::remove_file(&file);
    let exe = std::env::current_exe().unwrap();
    let mut host = Command::new(exe)
        .args([NAME, "--exact", "--test-threads", "1"])
        .env(HOST, &file)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let text = wait_for(&file, Duration::from_secs(60));
    let _ = host.kill();
    let _ = host.wait();
    let _ = std::fs::remove_file(&file);
    let text = text.expect("the host's program started its daemons within a minute");
    // Under seccomp (x86-64, AArch64) no process could leave the session: all are ended.
    let guaranteed = [said("leader", &text), said("daemon", &text), said("refused", &text)].concat();
    let escaped = said("escaped", &text);
    assert_eq!(guaranteed.len() + escaped.len(), 9, "{text}");
    #[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
    assert!(escaped.is_empty(), "{text}");
    // The watchdog's work is awaited, at most 10 s.
    let began = Instant::now();
    while guaranteed.iter().any(|&pid| alive(pid)) && began.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_millis(20));
    }
    let left: Vec<i32> = guaranteed.iter().copied().filter(|&pid| alive(pid)).collect();
    for pid in escaped.iter().chain(&left) {
        // SAFETY: SIGKILL to the pids the program said were its own, still there.
        unsafe { libc::kill(*pid, libc::SIGKILL) };
    }
    for pid in guaranteed.iter().chain(&escaped) {
        // SAFETY: reaps any that were re-parented here (this process may be a subreaper).
        unsafe { libc::waitpid(*pid, std::ptr::null_mut(), libc::WNOHANG) };
    }
    assert!(left.is_empty(), "{left:?} of {guaranteed:?} outlived the host ({text})");
}

/// The file's text once it is there (written whole, then renamed into place), or `None`
/// after `most`.
fn wait_for(file: &PathBuf, most: Duration) -> Option<String> {
    let began = Instant::now();
    while began.elapsed() < most {
        if let Ok(text) = std::fs::read_to_string(file) {
            return Some(text);
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    None
}

/// The host: runs the daemon mouse, which writes what it said to `file` and waits to be
/// killed with the host.
fn host(file: &Path) -> ! {
    let path = file.display().to_string().replace('\\', "\\\\").replace('\'', "\\'");
    let end = format!(
        "open('{path}.part', 'w').write(''.join(SAID))\nos.rename('{path}.part', '{path}')\nimport time\ntime.sleep(300)"
    );
    let limits = ProgramLimits { wall_clock: Duration::from_secs(120), ..ProgramLimits::default() };
    let run = run_program(&daemon_mouse(&end), Maze::open(16, 16).unwrap(), &limits, false);
    panic!("the host was to be killed during the run, which ended: {}", run.exit);
}
