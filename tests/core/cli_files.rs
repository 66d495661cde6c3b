//! The binary against hostile files and streams: closed pipes, endless or binary input,
//! special files and links as outputs, long names, signals in the middle of a write.

use std::fs;
use std::io::Read;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

use super::cli::{assert_one_line_error, mousemaze};

const BIN: &str = env!("CARGO_BIN_EXE_mousemaze");

/// A fresh, empty temporary folder for one test.
pub fn folder(name: &str) -> PathBuf {
    crate::scratch::scratch(&format!("hostile-{name}"))
}

fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<_> =
        fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    names.sort();
    names
}

/// Waits for `child` at most `seconds`, killing it if it takes longer (a hang fails the test).
pub fn wait(child: &mut Child, seconds: u64) -> ExitStatus {
    let started = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        if started.elapsed() > Duration::from_secs(seconds) {
            let _ = child.kill();
            panic!("still running after {seconds} s");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Ended well for a writer whose reader went away: status 0, or killed by SIGPIPE.
fn ended_quietly(status: ExitStatus) -> bool {
    use std::os::unix::process::ExitStatusExt;
    status.success() || status.signal() == Some(13)
}

#[test]
fn a_closed_pipe_ends_every_command_quietly() {
    let cases: [&[&str]; 4] = [
        &["check-levels", "levels"],
        &["simulate", "--seeds", "3"],
        &["generate", "-W", "60", "-H", "60", "--seed", "1"],
        &["solve", "-"],
    ];
    for args in cases {
        // The reading end is closed before the command writes anything.
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let maze = mousemaze(&["generate", "-W", "5", "-H", "5", "--seed", "1"]).stdout;
        let mut child =
            Command::new(BIN).args(args).stdin(Stdio::piped()).stdout(writer).stderr(Stdio::piped()).spawn().unwrap();
        let _ = std::io::Write::write_all(&mut child.stdin.take().unwrap(), &maze); // it may be gone already
        let status = wait(&mut child, 60);
        let mut err = String::new();
        child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
        assert!(ended_quietly(status), "{args:?}: {status:?} {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
    // --stats into a closed standard error.
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let args = ["generate", "-W", "20", "-H", "20", "--seed", "1", "--format", "none", "--stats"];
    let status = Command::new(BIN).args(args).stdout(Stdio::null()).stderr(writer).status().unwrap();
    assert!(ended_quietly(status), "--stats: {status:?}");
}

#[test]
fn solve_stops_at_the_first_byte_that_cannot_be_a_maze() {
    let zero = Command::new(BIN).args(["solve", "-"]).stdin(fs::File::open("/dev/zero").unwrap()).output().unwrap();
    assert_one_line_error(&zero, &["solve", "-"], "standard input:1:1: byte 0x00 cannot be part");
    // `yes | mousemaze solve -`
    let mut yes = Command::new("yes").stdout(Stdio::piped()).spawn().unwrap();
    let mut solve = Command::new(BIN)
        .args(["solve", "-"])
        .stdin(yes.stdout.take().unwrap())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let status = wait(&mut solve, 20);
    let _ = yes.kill();
    let _ = yes.wait();
    let mut err = String::new();
    solve.stderr.take().unwrap().read_to_string(&mut err).unwrap();
    assert_eq!(status.code(), Some(1));
    assert_eq!(
        err,
        "error: standard input:1:1: 'y' cannot be part of a maze drawing: allowed '+', '-', '|', ' ', '*', 'S', 'G', 'D'\n"
    );
    for device in ["/dev/urandom", "/dev/zero"] {
        let out = mousemaze(&["solve", device]);
        assert_one_line_error(&out, &[device], "it is a character device, not a regular file");
    }
}

#[test]
fn errors_about_a_line_show_an_excerpt_and_input_is_capped() {
    let dir = folder("excerpt");
    let long = dir.join("long.txt");
    fs::write(&long, format!("{}\n|   |\n+---+\n", "+-".repeat(50_000))).unwrap();
    let out = mousemaze(&["solve", long.to_str().unwrap()]);
    assert_one_line_error(&out, &[], "(100000 characters)");
    assert!(out.stderr.len() < 300, "a short excerpt, not the line: {} bytes", out.stderr.len());
    // A first line longer than the widest maze stops the reading there.
    let endless = Command::new("sh").arg("-c").arg(format!("yes + | tr -d '\\n' | '{BIN}' solve -")).output().unwrap();
    assert_one_line_error(&endless, &[], "longer than the widest maze's (262142 characters)");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn outputs_go_into_special_files_and_through_links() {
    let dir = folder("special");
    let expected = mousemaze(&["generate", "-W", "4", "-H", "3", "--seed", "1"]).stdout;
    // `-o /dev/stdout` with standard output redirected to a file.
    let captured = dir.join("captured.txt");
    let status = Command::new(BIN)
        .args(["generate", "-W", "4", "-H", "3", "--seed", "1", "-o", "/dev/stdout"])
        .stdout(fs::File::create(&captured).unwrap())
        .status()
        .unwrap();
    assert!(status.success());
    assert_eq!(fs::read(&captured).unwrap(), expected);
    assert!(fs::symlink_metadata("/dev/stdout").unwrap().file_type().is_symlink(), "/dev/stdout is left alone");
    // A FIFO is written into and stays a FIFO.
    let fifo = dir.join("pipe.txt");
    assert!(Command::new("mkfifo").arg(&fifo).status().unwrap().success());
    let mut writer = Command::new(BIN)
        .args(["generate", "-W", "4", "-H", "3", "--seed", "1", "-o", fifo.to_str().unwrap()])
        .spawn()
        .unwrap();
    assert_eq!(fs::read(&fifo).unwrap(), expected);
    assert!(wait(&mut writer, 20).success());
    assert!(std::os::unix::fs::FileTypeExt::is_fifo(&fs::metadata(&fifo).unwrap().file_type()));
    // A link is written through: the file it points to gets the maze, the link stays.
    let (real, link) = (dir.join("real.txt"), dir.join("link.txt"));
    fs::write(&real, "old").unwrap();
    std::os::unix::fs::symlink(&real, &link).unwrap();
    assert!(
        mousemaze(&["generate", "-W", "4", "-H", "3", "--seed", "1", "-o", link.to_str().unwrap()]).status.success()
    );
    assert!(fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
    assert_eq!(fs::read(&real).unwrap(), expected);
    // A name near the file-name limit (255 bytes) works: the temporary name is short.
    let long = dir.join(format!("{}.txt", "m".repeat(251)));
    assert!(
        mousemaze(&["generate", "-W", "4", "-H", "3", "--seed", "1", "-o", long.to_str().unwrap()]).status.success()
    );
    assert_eq!(fs::read(&long).unwrap(), expected);
    assert_eq!(names(&dir).len(), 5, "no temporary file left: {:?}", names(&dir));
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_signal_in_the_middle_of_an_export_leaves_no_temporary_file() {
    for signal in ["TERM", "INT"] {
        let dir = folder(&format!("signal-{signal}"));
        let out = dir.join("big.txt");
        // Started the way a shell starts a background job: INT ignored (TERM still counts),
        // or HUP ignored as by nohup (which must stay ignored).
        let ignore = if signal == "TERM" { "INT" } else { "HUP" };
        let command = format!("trap '' {ignore}; exec '{BIN}' export '{}' -W 4000 -H 4000 --seed 1", out.display());
        let mut shell = Command::new("sh");
        shell.args(["-c", &command]).stderr(Stdio::null());
        // The shell starts with these signals at their defaults, whatever this test was started
        // with: a background job (`.ci/run &`) ignores INT, and a shell cannot undo that.
        // SAFETY: `signal` is async-signal-safe, the one call allowed between fork and exec.
        unsafe {
            shell.pre_exec(|| {
                for signal in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
                    libc::signal(signal, libc::SIG_DFL);
                }
                Ok(())
            });
        }
        let mut child = shell.spawn().unwrap();
        let started = Instant::now();
        while !names(&dir).iter().any(|n| n.starts_with(".mousemaze-") && n.ends_with(".tmp")) {
            assert!(started.elapsed() < Duration::from_secs(20), "no temporary file appeared");
            std::thread::sleep(Duration::from_millis(10));
        }
        let pid = child.id().to_string();
        let send = |signal: &str| Command::new("kill").args([&format!("-{signal}"), &pid]).status();
        assert!(send(ignore).unwrap().success());
        std::thread::sleep(Duration::from_millis(100));
        assert_eq!(child.try_wait().unwrap(), None, "{ignore} was ignored when it started, and still is");
        let killed = send(signal).unwrap();
        assert!(killed.success());
        let status = wait(&mut child, 20);
        assert_eq!(status.code(), Some(130), "{signal}");
        assert_eq!(names(&dir), Vec::<String>::new(), "{signal}: nothing left behind");
        fs::remove_dir_all(&dir).unwrap();
    }
}

#[test]
fn values_and_messages_say_what_is_wrong() {
    for args in [&["generate", "--braid", "-0.1"][..], &["play", "--braid", "-0.1"][..]] {
        assert_one_line_error(&mousemaze(args), args, "-0.1 is not a number in 0..=1");
    }
    let dir = folder("values");
    // The output's extension names the format; a contradiction is refused.
    let png = dir.join("maze.png");
    assert!(mousemaze(&["generate", "-W", "4", "-H", "3", "-o", png.to_str().unwrap()]).status.success());
    assert!(fs::read(&png).unwrap().starts_with(b"\x89PNG"), "a PNG, not text");
    let args = ["generate", "--format", "ascii", "-o", png.to_str().unwrap()];
    assert_one_line_error(&mousemaze(&args), &args, "maze.png is named for PNG, but --format asks for ASCII");
    // Two cells with a wall between them: no route at all.
    let walled = dir.join("walled.txt");
    fs::write(&walled, "+---+---+\n|   |   |\n+---+---+\n").unwrap();
    let args = ["solve", walled.to_str().unwrap()];
    let expected = "no route from the start to the goal: walls separate the start (0, 0) from the goal (1, 0)";
    assert_one_line_error(&mousemaze(&args), &args, expected);
    let args = ["solve", walled.to_str().unwrap(), "--ends", "farthest"];
    assert_one_line_error(&mousemaze(&args), &args, "the top-left cell (0, 0) is walled in");
    // Three cells, the last walled off: farthest says it measured part of the maze.
    let part = dir.join("part.txt");
    fs::write(&part, "+---+---+---+\n|   *   |   |\n+---+---+---+\n").unwrap();
    let out = mousemaze(&["solve", part.to_str().unwrap(), "--ends", "farthest"]);
    assert!(out.status.success());
    let note = String::from_utf8(out.stderr).unwrap();
    assert!(note.contains("not connected") && note.contains("(2 of 3 cells)"), "{note}");
    let drawn = String::from_utf8(out.stdout).unwrap();
    assert!(drawn.contains('S') && drawn.contains('G'), "{drawn}");
    fs::remove_dir_all(&dir).unwrap();
}
