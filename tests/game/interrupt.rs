//! TERM (Ctrl-C, HUP) while the game runs a mouse program: the program's whole process group
//! is ended and the game quits through its loop with status 130. The game runs in a child
//! process (this test binary again, told by an environment variable to be the game), which
//! is sent a real TERM. It starts with INT ignored, as a shell's background job does (a
//! handler must still catch TERM then).

use std::io::{BufRead, BufReader};
use std::os::unix::process::CommandExt;
use std::process::{Command, Stdio};
use std::sync::mpsc::channel;
use std::time::{Duration, Instant};

use super::harness::idle;
use super::mms_mice::{group_alive, spinner};

/// Set in the child that plays the game.
const CHILD: &str = "MOUSEMAZE_TEST_INTERRUPTED_GAME";
const NAME: &str = "interrupt::a_terminated_game_ends_its_mouse_programs_and_quits";

#[test]
fn a_terminated_game_ends_its_mouse_programs_and_quits() {
    if std::env::var_os(CHILD).is_some() {
        return play_until_interrupted();
    }
    let mut command = Command::new(std::env::current_exe().unwrap());
    command.args(["--exact", NAME, "--nocapture", "--test-threads=1"]).env(CHILD, "1");
    // SAFETY: only `signal`, async-signal-safe, between fork and exec.
    unsafe {
        command.pre_exec(|| {
            libc::signal(libc::SIGINT, libc::SIG_IGN);
            Ok(())
        })
    };
    let mut child = command.stdout(Stdio::piped()).stderr(Stdio::null()).spawn().unwrap();
    // The child prints its program's process group once the program runs.
    let (send, receive) = channel();
    let stdout = BufReader::new(child.stdout.take().unwrap());
    std::thread::spawn(move || {
        for line in stdout.lines().map_while(Result::ok) {
            // (after libtest's "test NAME ... " on the same line)
            if let Some((_, pgid)) = line.split_once("program group ") {
                let _ = send.send(pgid.trim().parse::<i32>().unwrap());
            }
        }
    });
    let pgid = receive.recv_timeout(Duration::from_secs(120)).expect("the child game starts its program");
    // SAFETY: sends TERM to the child we started.
    unsafe { libc::kill(child.id() as i32, libc::SIGTERM) };
    let began = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break Some(status);
        }
        if began.elapsed() > Duration::from_secs(20) {
            let _ = child.kill();
            break None;
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let left = group_alive(pgid);
    // SAFETY: whatever happened, nothing this test started outlives it.
    unsafe { libc::kill(-pgid, libc::SIGKILL) };
    assert!(!left, "the program's group {pgid} is ended when the game is sent TERM");
    let status = status.expect("the game quits within 20 s of TERM");
    assert_eq!(status.code(), Some(0), "the child game quit through its loop: {status:?}");
}

/// The child: a game running a program that never ends, until the interrupt quits it.
fn play_until_interrupted() {
    assert!(mousemaze::game::interrupt::end_programs_and_quit_on_interrupt(), "the handler is installed");
    let (mut app, pgid) = spinner("interrupted");
    println!("program group {pgid}");
    let began = Instant::now();
    while app.should_exit().is_none() {
        assert!(began.elapsed() < Duration::from_secs(30), "the game quits after TERM");
        idle(&mut app);
    }
    assert!(!group_alive(pgid), "the group is ended before the game exits");
}
