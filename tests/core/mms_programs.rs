//! mms mouse programs as processes (`mousemaze::bot::mms_program::process`): our own test
//! mice (a flood fill in C compiled here and one in Python, and broken ones) run through the
//! real pipes; after each, the program's whole process group is gone. mms's line numbers
//! are those of its `src/Window.cpp` (blob 9ec759a3).

use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::Duration;

use mousemaze::bot::mms_program::command::split_command;
use mousemaze::bot::mms_program::process::{Exit, MmsCommand, ProgramLimits, ProgramRun, run_program};
use mousemaze::maze::Maze;
use mousemaze::maze::generate::micromouse;

/// The test mice's folder.
pub fn mice() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/core/mms_mice")
}

/// The C flood fill, compiled once with the system's `cc` into the target folder.
pub fn c_flood_fill() -> PathBuf {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT
        .get_or_init(|| {
            let out = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("mms-floodfill");
            let status = std::process::Command::new("cc")
                .args(["-O2", "-o"])
                .arg(&out)
                .arg(mice().join("floodfill.c"))
                .status()
                .expect("the system C compiler `cc` runs");
            assert!(status.success(), "floodfill.c compiles");
            out
        })
        .clone()
}

fn contest_maze(seed: u64) -> Maze {
    micromouse::generate(16, 16, seed).unwrap().maze
}

fn words(words: &[&str]) -> MmsCommand {
    MmsCommand { words: words.iter().map(|w| w.to_string()).collect(), dir: None }
}

fn run_checked(command: &MmsCommand, limits: &ProgramLimits) -> ProgramRun {
    let run = run_program(command, contest_maze(1), limits, false);
    assert_group_gone(&run);
    run
}

/// No process of the program's group is left, zombies included.
fn assert_group_gone(run: &ProgramRun) {
    if run.pgid == 0 {
        return;
    }
    // SAFETY: signal 0 only asks whether the group has any process.
    let alive = unsafe { libc::kill(-run.pgid, 0) } == 0;
    assert!(!alive, "process group {} is still there after the run ({})", run.pgid, run.exit);
}

fn quick(seconds: f64) -> ProgramLimits {
    ProgramLimits { wall_clock: Duration::from_secs_f64(seconds), ..ProgramLimits::default() }
}

fn stderr(run: &ProgramRun) -> String {
    String::from_utf8_lossy(&run.stderr).into_owned()
}

#[test]
fn the_compiled_flood_fill_reaches_the_goal_and_its_score_is_ours() {
    let program = c_flood_fill();
    for seed in 1..=5 {
        let command = MmsCommand { words: vec![program.display().to_string()], dir: None };
        let run = run_program(&command, contest_maze(seed), &ProgramLimits::default(), false);
        assert_group_gone(&run);
        assert_eq!(run.exit, Exit::Code(0), "seed {seed}: {}", stderr(&run));
        let stats = &run.session.world.stats;
        assert!(stats.solved(), "seed {seed}");
        // The mouse asked `getStat score` at the goal (:1083-1118) and printed the answer.
        assert_eq!(stderr(&run), format!("score {}\n", stats.answer(9)), "seed {seed}");
    }
}

#[test]
fn the_python_flood_fill_with_junk_lines_and_trailing_spaces_reaches_the_goal() {
    // Junk lines get no answer (:1140-1144), `moveForward ` is split on spaces (:972).
    let script = mice().join("floodfill.py").display().to_string();
    let run = run_checked(&words(&["python3", &script]), &ProgramLimits::default());
    assert_eq!(run.exit, Exit::Code(0), "{}", stderr(&run));
    assert!(run.session.world.stats.solved());
    assert!(run.session.counts.ignored > 10, "its debug prints were read and ignored");
    assert_eq!(stderr(&run), format!("score {}\n", run.session.world.stats.answer(9)));
}

#[test]
fn a_program_that_never_answers_is_stopped_at_the_wall_clock_limit() {
    let run = run_checked(&words(&["sleep", "30"]), &quick(0.3));
    assert_eq!(run.exit, Exit::Timeout);
    assert!(run.elapsed < Duration::from_secs(5));
}

#[test]
fn the_children_a_program_starts_are_ended_with_it() {
    // A background grandchild in the same process group; the program itself exits at once.
    let run = run_checked(&words(&["sh", "-c", "sleep 30 & sleep 30 & echo mazeWidth; exit 0"]), &quick(5.0));
    assert_eq!(run.exit, Exit::Code(0));
    assert_eq!(run.session.counts.answered, 1);
    let run = run_program(&words(&["sh", "-c", "sleep 30 & sleep 30"]), contest_maze(1), &quick(0.3), false);
    assert_group_gone(&run);
    assert_eq!(run.exit, Exit::Timeout);
}

#[test]
fn a_program_flooding_stdout_is_stopped_at_the_command_cap() {
    let limits = ProgramLimits { max_commands: 200_000, ..quick(20.0) };
    let run = run_checked(&words(&["yes", "setColor 0 0 G"]), &limits);
    assert_eq!(run.exit, Exit::TooManyCommands);
    assert!(run.session.counts.display > 200_000);
}

#[test]
fn a_program_flooding_stderr_is_drained_and_only_its_tail_kept() {
    let limits = ProgramLimits { stderr_bytes: 1000, ..quick(0.5) };
    let run = run_checked(&words(&["sh", "-c", "yes spam >&2"]), &limits);
    assert_eq!(run.exit, Exit::Timeout);
    assert!(run.stderr.len() <= 1000 && run.stderr.len() > 995, "kept {} bytes", run.stderr.len());
    assert!(run.stderr_total > 100_000, "it was drained: {} bytes", run.stderr_total);
    assert!(stderr(&run).ends_with("spam\n") || stderr(&run).ends_with("sp"), "the tail is kept");
    // Whole lines from the first (the last may be cut by the kill).
    let text = run.stderr_text();
    assert!(text.starts_with("spam\n"), "{text:?}");
    assert!(text.lines().all(|line| "spam".starts_with(line) && !line.is_empty()), "{text:?}");
}

#[test]
fn a_program_that_never_reads_its_answers_is_stopped() {
    let run = run_checked(&words(&["yes", "wallFront"]), &quick(20.0));
    assert_eq!(run.exit, Exit::UnreadAnswers);
}

#[test]
fn a_program_that_exits_mid_run_ends_the_run_with_its_code() {
    // onRunExit (:725-758): what it wrote before it ended counts, the run ends there.
    let run = run_checked(&words(&["sh", "-c", "echo moveForward; exit 3"]), &quick(5.0));
    assert_eq!(run.exit, Exit::Code(3));
    assert_eq!(run.session.world.stats.answer(0), "2", "its move was made and charged");
    let run = run_checked(&words(&["sh", "-c", "kill -9 $$"]), &quick(5.0));
    assert_eq!(run.exit, Exit::Signal(9));
}

#[test]
fn a_program_that_cannot_start_says_why() {
    let run = run_checked(&words(&["no-such-mouse-program-36"]), &quick(5.0));
    assert!(matches!(&run.exit, Exit::CannotStart(why) if why.contains("no-such-mouse-program-36")), "{}", run.exit);
    let run = run_checked(&words(&[&mice().join("floodfill.py").display().to_string()]), &quick(5.0));
    assert!(matches!(&run.exit, Exit::CannotStart(why) if why.contains("ermission")), "{}", run.exit);
    let run = run_checked(&MmsCommand { words: vec![], dir: None }, &quick(5.0));
    assert!(matches!(&run.exit, Exit::CannotStart(_)));
}

#[test]
fn an_overlong_line_is_dropped_and_counted() {
    let script = "head -c 100000 /dev/zero | tr '\\0' a; echo; echo mazeWidth";
    let run = run_checked(&words(&["sh", "-c", script]), &quick(5.0));
    assert_eq!((run.too_long, run.session.counts.answered), (1, 1));
}

#[test]
fn the_program_runs_in_its_folder_from_a_split_command() {
    let dir = crate::scratch::scratch("mms dir");
    std::fs::write(dir.join("my mouse.sh"), "echo mazeHeight\nread h\necho \"height $h\" >&2\n").unwrap();
    let command = MmsCommand { words: split_command(r#"sh "my mouse.sh""#), dir: Some(dir.clone()) };
    let run = run_checked(&command, &quick(5.0));
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!((run.exit.clone(), stderr(&run)), (Exit::Code(0), "height 16\n".to_string()));
}
