//! Stepping through a bot's run by its script's lines on the Bot screen, headless: the line
//! shown follows the core's recording statement by statement (S), move by move (M), and a
//! resumed replay stops before the next statement on a breakpoint line (B).

use bevy::prelude::KeyCode;
use mousemaze::bot::Bot;
use mousemaze::bot::lines::Stepper;
use mousemaze::bot::script::Script;
use mousemaze::content::difficulty::Difficulty;
use mousemaze::game::Screen;
use mousemaze::game::watch::{BotChoice, BotReplay};

use super::harness::{idle, idle_until, step_until, taps, title};

use KeyCode::{KeyB, KeyM, KeyR, KeyS, Space};

/// A right-hand follower whose statements sit on known lines.
const SCRIPT: &str = "\
let walked = 0;
loop {
    if look_right().open {
        turn_right();
    }
    while !look().open {
        turn_left();
    }
    forward();
    walked += 1;
}
";

/// The Bot screen on `SCRIPT`, its run done, paused at the start.
fn paused_at_start(name: &str) -> (bevy::app::App, Stepper) {
    let mut app = title(name);
    let script = Script { name: "right.rhai".into(), source: SCRIPT.into(), path: None };
    let choice = BotChoice { seed: 7, ..BotChoice::new(Ok(script), Difficulty::Easy, 0) };
    let board = choice.board().unwrap();
    let (trace, lines) = Bot::compile("right.rhai", SCRIPT).unwrap().run_lines(&board);
    assert!(trace.solved(), "{:?}", trace.reason());
    start_bot_run(&mut app, choice, 10_000);
    taps(&mut app, &[Space, KeyR]);
    let replay = app.world().resource::<BotReplay>();
    assert!(replay.lines.is_some(), "the run was recorded line by line");
    assert_eq!((replay.shown, replay.paused, replay.current_line()), (0, true, Some(1)));
    (app, Stepper::new(lines))
}

fn replay(app: &bevy::app::App) -> &BotReplay {
    app.world().resource::<BotReplay>()
}

#[test]
fn s_steps_line_by_line_and_m_move_by_move_as_the_recording_says() {
    let (mut app, mut expected) = paused_at_start("debugger-steps");
    let mut lines = vec![1];
    for _ in 0..12 {
        taps(&mut app, &[KeyS]);
        assert!(expected.step_line());
        let step = *expected.current();
        assert_eq!(replay(&app).current_line(), Some(step.line));
        assert_eq!(replay(&app).shown as u64, step.instructions, "the mouse stands before the statement");
        lines.push(step.line);
    }
    // The script's own order: the declaration, the loop, the look right, then a turn or the
    // while, the step forward and the count.
    assert_eq!(lines[..3], [1, 2, 3], "{lines:?}");
    assert!(lines.contains(&9) && lines.contains(&10), "{lines:?}");
    for _ in 0..3 {
        let moves = expected.current().moves;
        taps(&mut app, &[KeyM]);
        assert!(expected.step_move());
        assert_eq!(expected.current().moves, moves + 1);
        assert_eq!(replay(&app).current_line(), Some(expected.current().line));
        assert_eq!(replay(&app).shown as u64, expected.current().instructions);
    }
    assert!(replay(&app).paused, "stepping pauses");
}

#[test]
fn a_breakpoint_stops_the_running_replay_before_each_statement_on_its_line() {
    let (mut app, mut expected) = paused_at_start("debugger-breakpoint");
    // Step to the first `forward();` and set a breakpoint there.
    let at_nine = step_until(&mut app, 100, |app| replay(app).current_line() == Some(9), |app| taps(app, &[KeyS]));
    assert!(at_nine, "S steps to line 9");
    taps(&mut app, &[KeyB]);
    assert_eq!(app.world().resource::<BotChoice>().breakpoints, [9]);
    assert!(expected.run_to_breakpoint(&[9]));
    let first = expected.index();
    // Resumed at full speed, the replay stops at each later `forward();`, never past it.
    taps(&mut app, &[KeyCode::ArrowUp; 8]);
    for _ in 0..3 {
        taps(&mut app, &[Space]);
        let mut frames = 0;
        while !replay(&app).paused {
            idle(&mut app);
            frames += 1;
            assert!(frames < 10_000, "the replay stops at the breakpoint");
        }
        assert!(expected.run_to_breakpoint(&[9]));
        assert_eq!(replay(&app).current_step(), Some(expected.index()));
        assert_eq!(replay(&app).shown as u64, expected.current().instructions);
    }
    assert!(expected.index() > first);
    // B again clears it: the replay runs to the end.
    taps(&mut app, &[KeyB, Space]);
    assert!(app.world().resource::<BotChoice>().breakpoints.is_empty());
    let mut frames = 0;
    while !replay(&app).finished() {
        idle(&mut app);
        frames += 1;
        assert!(frames < 100_000, "the replay ends");
    }
}

/// A contest is recorded line by line too: the flood fill (the script people most want to
/// step through) stops on a breakpoint on its `moveForward();` line, run after run.
#[test]
fn a_breakpoint_stops_a_contest_on_the_bot_screen() {
    use mousemaze::game::LevelRun;
    use mousemaze::game::watch::BotMaze;
    // A 6×6 contest maze: recorded by line, even a debug build stays within the time limit.
    let board =
        mousemaze::rules::contest::contest_board(mousemaze::maze::generate::micromouse::generate(6, 6, 3).unwrap());
    let level = LevelRun { index: 0, id: "contest-6".into(), name: "contest 6x6".into(), board, par_seconds: None };
    let script = Script::find("floodfill").unwrap();
    let line = script.source.lines().position(|l| l.trim() == "moveForward();").unwrap() as u32 + 1;
    let mut app = title("debugger-contest");
    let choice = BotChoice {
        maze: Some(BotMaze::File(Box::new(level))),
        contest: true,
        breakpoints: vec![line],
        ..BotChoice::new(Ok(script), Difficulty::Normal, 0)
    };
    start_bot_run(&mut app, choice, 20_000);
    assert!(replay(&app).contest.as_ref().is_some_and(|c| c.solved()), "a contest, solved");
    assert!(replay(&app).lines.is_some(), "the contest was recorded line by line");
    taps(&mut app, &[Space, KeyR]);
    taps(&mut app, &[KeyCode::ArrowUp; 8]);
    let mut stops = Vec::new();
    for _ in 0..3 {
        taps(&mut app, &[Space]);
        let mut frames = 0;
        while !replay(&app).paused {
            idle(&mut app);
            frames += 1;
            assert!(frames < 20_000, "the replay stops at the breakpoint");
        }
        assert_eq!(replay(&app).current_line(), Some(line), "stopped on the breakpoint's line");
        assert!(!replay(&app).finished());
        stops.push(replay(&app).shown);
    }
    assert!(stops.windows(2).all(|w| w[0] < w[1]), "on and on through the contest: {stops:?}");
}

/// Opens the Bot screen on `choice` and waits (at most `frames` frames) until its replay has
/// stopped running.
fn start_bot_run(app: &mut bevy::app::App, choice: BotChoice, frames: u32) {
    app.world_mut().insert_resource(choice);
    app.world_mut().resource_mut::<bevy::prelude::NextState<Screen>>().set(Screen::BotRun);
    idle(app);
    idle_until(app, frames, |app| app.world().get_resource::<BotReplay>().is_some_and(|r| !r.running()));
}
