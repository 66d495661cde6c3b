//! mms mice on the Bot screen, headless: a `.mms` file registers a real program (our Python
//! flood fill, tests/core/mms_mice/floodfill.py, with `--show`), which runs off the frame and
//! replays with what it drew (setText, setColor, setWall) and its stderr in the panel; P races
//! its best run. A program that cannot start is one line; a bad `.mms` file one message with
//! its place; and leaving the screen, or quitting, ends the program's whole process group.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use bevy::prelude::{AppExit, EulerRot, IntoScheduleConfigs, KeyCode, Transform, Update, With};
use mousemaze::content::difficulty::Difficulty;
use mousemaze::game::watch::{BotChoice, BotMaze, BotReplay, BotThoughts, FastestRoutePiece, draw_fastest_route};
use mousemaze::game::{Menu, Screen};

use super::harness::{idle, menu, run, scratch, screen, taps, title};

/// The core tests' mms mice.
fn mice() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/core/mms_mice")
}

/// A `.mms` file named `name` in a fresh folder, holding `text`.
fn mouse_file(name: &str, text: &str) -> PathBuf {
    let file = scratch(&format!("mms-{name}")).join(format!("{name}.mms"));
    std::fs::write(&file, text).unwrap();
    file
}

/// The Bot screen opened on the mms mouse of `file`, on the contest maze of seed 3.
fn watch(name: &str, file: &Path) -> bevy::app::App {
    let mut app = title(name);
    let choice =
        BotChoice { seed: 3, maze: Some(BotMaze::Micromouse), ..BotChoice::from_mms_file(file, Difficulty::Normal, 0) };
    app.world_mut().insert_resource(choice);
    app.world_mut().resource_mut::<bevy::prelude::NextState<Screen>>().set(Screen::BotRun);
    idle(&mut app);
    idle(&mut app);
    app
}

/// Frames go by (never held up by the program) until its run is in.
fn ran(app: &mut bevy::app::App) -> &BotReplay {
    let began = Instant::now();
    while app.world().resource::<BotReplay>().running() {
        assert!(began.elapsed() < Duration::from_secs(20), "the program's run ends");
        std::thread::sleep(Duration::from_millis(2));
        idle(app);
    }
    app.world().resource::<BotReplay>()
}

fn panel_program_text(app: &bevy::app::App) -> String {
    mousemaze::game::watch::program_text(app.world().resource::<BotReplay>())
}

#[test]
fn a_registered_mms_program_replays_with_its_drawing_and_stderr_and_p_races_it() {
    let dir = mice().display().to_string();
    let file = mouse_file("flood", &format!("# our flood fill\nrun = python3 floodfill.py --show\ndir = {dir}\n"));
    let mut app = watch("mms-flood", &file);
    // The headless app has no drawing: the fastest route's own drawing is added to see it.
    app.add_systems(Update, draw_fastest_route.in_set(mousemaze::game::PlaySet::Draw));
    assert!(panel_program_text(&app).contains("running"), "{}", panel_program_text(&app));
    let replay = ran(&mut app);
    assert_eq!(replay.name, "flood.mms");
    let trace = replay.outcome.clone().expect("the program ran");
    assert!(trace.solved(), "the flood fill reaches the goal: {:?}", trace.reason());
    let contest = replay.contest.clone().expect("the contest's numbers (no diagonals)");
    assert!(contest.solved(), "{:?}", contest.runs);
    let text = panel_program_text(&app);
    assert!(text.starts_with("mms program: python3 floodfill.py --show\nexit 0, "), "{text}");
    assert!(!text.contains("\n  score "), "its last stderr line is not written yet at this step: {text}");

    // Replayed to the end: its distances, its path and its walls are on the board.
    taps(&mut app, &[KeyCode::ArrowUp; 8]);
    let mut frames = 0;
    while !app.world().resource::<BotReplay>().finished() {
        idle(&mut app);
        frames += 1;
        assert!(frames < 100_000, "the replay ends");
    }
    idle(&mut app);
    let text = panel_program_text(&app);
    assert!(text.contains("stderr:\n  floodfill.py: drawing its walls, distances and path"), "{text}");
    assert!(text.contains("\n  score "), "its last stderr line, at the end: {text}");
    let thoughts = app.world().resource::<BotThoughts>().clone();
    let numbered = thoughts.texts.iter().filter(|t| t.parse::<u32>().is_ok()).count();
    assert!(numbered >= 100, "setText: its distances on the cells: {numbered}");
    let tinted = thoughts.colours.iter().filter(|c| **c == Some('G')).count();
    assert!(tinted >= 10, "setColor G on the cells it visited: {tinted}");
    assert!(thoughts.walls.len() >= 20, "setWall: the walls it found: {}", thoughts.walls.len());
    let start = app.world().resource::<BotReplay>().board.clone().unwrap().start;
    let start_index = thoughts.texts.len() - 16 + start.x as usize;
    assert_eq!(start.y, 15, "mms's (0, 0) is the south-west corner");
    assert_eq!(thoughts.colours[start_index], Some('G'), "the start was visited");
    // The fastest possible run with diagonals, drawn at the end: some of it slanted (chords).
    let world = app.world_mut();
    let angles: Vec<f32> = world
        .query_filtered::<&Transform, With<FastestRoutePiece>>()
        .iter(world)
        .map(|t| t.rotation.to_euler(EulerRot::ZYX).0.to_degrees().rem_euclid(90.0))
        .collect();
    assert!(angles.len() > 10, "the route is drawn: {} pieces", angles.len());
    assert!(angles.iter().any(|a| (a - 45.0).abs() < 1.0), "chords at 45°: {angles:?}");
    taps(&mut app, &[KeyCode::Space, KeyCode::KeyR]);
    idle(&mut app);
    let world = app.world_mut();
    assert_eq!(world.query_filtered::<(), With<FastestRoutePiece>>().iter(world).count(), 0, "gone on a restart");
    taps(&mut app, &[KeyCode::Space, KeyCode::ArrowUp]);
    let mut frames = 0;
    while !app.world().resource::<BotReplay>().finished() {
        idle(&mut app);
        frames += 1;
        assert!(frames < 100_000, "the replay ends again");
    }

    // P: the player against its best run, on the same maze.
    let board = app.world().resource::<BotReplay>().board.clone().unwrap();
    taps(&mut app, &[KeyCode::KeyP]);
    for _ in 0..3 {
        idle(&mut app);
    }
    assert_eq!(screen(&app), Screen::Playing);
    let race = run(&app);
    assert_eq!(race.board.maze, board.maze, "the maze it ran");
    assert_eq!(race.mice.len(), 2, "the player and the program's best run");
}

#[test]
fn a_program_that_cannot_start_and_a_bad_file_are_one_clear_line() {
    let file = mouse_file("missing", "run = ./no-such-mouse --fast\n");
    let mut app = watch("mms-missing", &file);
    let message = ran(&mut app).outcome.clone().unwrap_err().to_string();
    assert!(message.starts_with("missing.mms: cannot start `./no-such-mouse --fast`: "), "{message}");
    assert!(!message.contains('\n'), "one line: {message}");
    taps(&mut app, &[KeyCode::Escape]);
    assert_eq!(menu(&app), Some(Menu::Bots), "the game goes on");

    let file = mouse_file("nowhere", "run = ./mouse\ndir = no-such-folder\n");
    let mut app = watch("mms-nowhere", &file);
    let message = ran(&mut app).outcome.clone().unwrap_err().to_string();
    assert!(
        message.starts_with("nowhere.mms: its folder ")
            && message.ends_with("no-such-folder is not a folder (`dir = FOLDER`)"),
        "{message}"
    );

    let file = mouse_file("bad", "run = python3 mouse.py\nspeed = 3\n");
    let mut app = watch("mms-bad", &file);
    let message = ran(&mut app).outcome.clone().unwrap_err().to_string();
    let place = format!("{}:2:1: unknown key `speed`", file.display());
    assert!(message.starts_with(&place), "{message}");
}

/// A mouse that never ends: it starts a child of its own (in its process group), writes its
/// group's id, then spins.
const SPINNER: &str = "import os, subprocess, time\nsubprocess.Popen(['sleep', '60'])\nopen('pgid.tmp', 'w').write(str(os.getpgid(0)))\nos.rename('pgid.tmp', 'pgid')\nwhile True:\n    time.sleep(0.01)\n";

/// The spinner's process group, once it has started.
fn spinner_group(app: &mut bevy::app::App, dir: &Path) -> i32 {
    let began = Instant::now();
    loop {
        if let Ok(text) = std::fs::read_to_string(dir.join("pgid")) {
            return text.trim().parse().unwrap();
        }
        assert!(began.elapsed() < Duration::from_secs(10), "the spinner starts");
        std::thread::sleep(Duration::from_millis(5));
        idle(app);
    }
}

/// Whether any process of group `pgid` is left (zombies included).
pub(crate) fn group_alive(pgid: i32) -> bool {
    // SAFETY: signal 0 only asks whether the group has a process.
    unsafe { libc::kill(-pgid, 0) == 0 }
}

pub(crate) fn spinner(name: &str) -> (bevy::app::App, i32) {
    let file = mouse_file(name, "run = python3 spinner.py\n");
    let dir = file.parent().unwrap().to_path_buf();
    std::fs::write(dir.join("spinner.py"), SPINNER).unwrap();
    let mut app = watch(name, &file);
    let pgid = spinner_group(&mut app, &dir);
    assert!(group_alive(pgid) && app.world().resource::<BotReplay>().running(), "it runs, the game goes on");
    (app, pgid)
}

#[test]
fn leaving_the_screen_or_quitting_ends_the_programs_whole_process_group() {
    let (mut app, pgid) = spinner("mms-leave");
    taps(&mut app, &[KeyCode::Escape]);
    assert_eq!(menu(&app), Some(Menu::Bots));
    let began = Instant::now();
    while group_alive(pgid) {
        assert!(began.elapsed() < Duration::from_secs(5), "the group {pgid} is ended after leaving the screen");
        std::thread::sleep(Duration::from_millis(5));
    }

    let (mut app, pgid) = spinner("mms-quit");
    app.world_mut().write_message(AppExit::Success);
    app.update();
    assert!(!group_alive(pgid), "the group {pgid} is killed and reaped before the game exits");
}

#[test]
fn a_program_that_outlasts_the_contest_is_replayed_only_to_the_contests_end() {
    // Forward and about, forever, on the spot: the contest's 10 minutes run out long before
    // the program stops (its wall-clock limit, or the harness's count of commands).
    let pacer = "import sys\nwhile True:\n    for c in ('moveForward', 'turnRight', 'turnRight'):\n        print(c, flush=True)\n        if not sys.stdin.readline(): sys.exit(0)\n";
    let file = mouse_file("pacer", "run = python3 pacer.py\n");
    std::fs::write(file.with_file_name("pacer.py"), pacer).unwrap();
    let mut app = watch("mms-pacer", &file);
    let replay = ran(&mut app);
    let contest = replay.contest.clone().expect("the contest's numbers");
    assert!(
        matches!(contest.ended, Some(mousemaze::rules::contest::ContestOver::TimeUp { .. })),
        "{:?}",
        contest.ended
    );
    let all = replay.outcome.as_ref().unwrap().len();
    let shown = replay.steps();
    assert!(shown.len() < all, "the program went on after the contest: {} of {all} steps replayed", shown.len());
    assert!(shown.last().unwrap().tick >= contest.maze_ticks, "the replay reaches the contest's end");
    assert!(shown[..shown.len() - 1].iter().all(|s| s.tick < contest.maze_ticks), "and stops there");
}
