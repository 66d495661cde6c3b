//! The game with a gamepad only (no key pressed): the title, a menu page, a race to the
//! cheese, the results and the pause menu, driven by a simulated gamepad's buttons and stick.

use bevy::input::gamepad::{Gamepad, GamepadAxis, GamepadButton};
use bevy::prelude::{App, Entity, State};
use mousemaze::content::difficulty::Difficulty;
use mousemaze::game::{Menu, Pause, RunKind, Screen};
use mousemaze::maze::Dir;
use mousemaze::rules::RouteKeys;

use super::harness::{idle, idle_until, menu, player, run, screen, title};

use GamepadButton::{DPadDown, DPadLeft, DPadRight, DPadUp, East, South, Start};

/// A gamepad plugged in.
pub(crate) fn plug_in(app: &mut App) -> Entity {
    app.world_mut().spawn(Gamepad::default()).id()
}

/// Presses and releases `button` within one frame, as a quick tap.
pub(crate) fn tap_button(app: &mut App, pad: Entity, button: GamepadButton) {
    app.world_mut().get_mut::<Gamepad>(pad).unwrap().digital_mut().press(button);
    app.update();
    let mut gamepad = app.world_mut().get_mut::<Gamepad>(pad).unwrap();
    gamepad.digital_mut().release(button);
    gamepad.digital_mut().clear();
}

/// A tap of `button`, then a frame with nothing pressed.
fn press(app: &mut App, pad: Entity, button: GamepadButton) {
    tap_button(app, pad, button);
    idle(app);
}

fn presses(app: &mut App, pad: Entity, buttons: &[GamepadButton]) {
    for &button in buttons {
        press(app, pad, button);
    }
}

pub(crate) fn dpad(dir: Dir) -> GamepadButton {
    match dir {
        Dir::N => DPadUp,
        Dir::E => DPadRight,
        Dir::S => DPadDown,
        Dir::W => DPadLeft,
    }
}

fn pause(app: &App) -> Pause {
    *app.world().resource::<State<Pause>>().get()
}

/// Runs the fastest route by tapping the d-pad, each turn a little early, until the run ends.
fn run_the_route_with_the_dpad(app: &mut App, pad: Entity) {
    let keys = RouteKeys::fastest(&run(app));
    let mut frames = 0;
    while screen(app) == Screen::Playing {
        match keys.input(&run(app)).pressed {
            Some(dir) => tap_button(app, pad, dpad(dir)),
            None => idle(app),
        }
        frames += 1;
        assert!(frames < 10_000, "no end after {frames} frames");
    }
}

#[test]
fn a_gamepad_alone_plays_from_the_title_through_a_race_and_the_pause_menu() {
    let mut app = title("gamepad");
    let pad = plug_in(&mut app);
    assert_eq!(menu(&app), Some(Menu::Main));

    // The title: A on Play opens the difficulty page; B goes back, A opens it again.
    press(&mut app, pad, South);
    assert_eq!(menu(&app), Some(Menu::Difficulty));
    press(&mut app, pad, East);
    assert_eq!(menu(&app), Some(Menu::Main), "B goes back to the main menu");
    press(&mut app, pad, South);
    assert_eq!(menu(&app), Some(Menu::Difficulty));

    // The menu: the d-pad moves from Normal (the default) up to Easy, A plays it.
    presses(&mut app, pad, &[DPadUp, South]);
    idle(&mut app);
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(app.world().resource::<mousemaze::game::RunConfig>().kind, RunKind::Preset(Difficulty::Easy));

    // The pause menu: Start pauses and nothing moves; B resumes.
    press(&mut app, pad, Start);
    assert_eq!(pause(&app), Pause::Paused, "Start pauses");
    let frozen = player(&app);
    for _ in 0..10 {
        idle(&mut app);
    }
    assert_eq!(player(&app), frozen, "nothing moves while paused");
    press(&mut app, pad, East);
    assert_eq!(pause(&app), Pause::Running, "B resumes");

    // The race: the d-pad runs the fastest route, ahead of the slower rival.
    run_the_route_with_the_dpad(&mut app, pad);
    assert_eq!(screen(&app), Screen::Won);
    let done = run(&app);
    assert_eq!(done.player().moves as usize, done.shortest_moves, "the shortest route, cell for cell");

    // The results: A plays a new maze; then the pause menu's third item goes to the title.
    let first = done.board.maze.clone();
    press(&mut app, pad, South);
    idle(&mut app);
    assert_eq!(screen(&app), Screen::Playing);
    assert_ne!(run(&app).board.maze, first, "A: a new maze");
    press(&mut app, pad, Start);
    presses(&mut app, pad, &[DPadDown, DPadDown, South]);
    idle(&mut app);
    assert_eq!((screen(&app), menu(&app)), (Screen::Title, Some(Menu::Main)), "back to the title");
}

#[test]
fn the_left_stick_steers_like_the_dpad() {
    let mut app = super::harness::game(super::harness::normal(7));
    let pad = plug_in(&mut app);
    let start = player(&app).cell;
    // Normal seed 7: lean the stick the way the first corridor leaves the start.
    let route = RouteKeys::fastest(&run(&app));
    let Some(first) = route.input(&run(&app)).pressed else { panic!("the route starts with a turn") };
    let (x, y) = match first {
        Dir::N => (0.0, 1.0),
        Dir::E => (1.0, 0.0),
        Dir::S => (0.0, -1.0),
        Dir::W => (-1.0, 0.0),
    };
    let mut gamepad = app.world_mut().get_mut::<Gamepad>(pad).unwrap();
    gamepad.analog_mut().set(GamepadAxis::LeftStickX, x);
    gamepad.analog_mut().set(GamepadAxis::LeftStickY, y);
    for _ in 0..30 {
        idle(&mut app);
    }
    assert_ne!(player(&app).cell, start, "the stick leaned {first:?} moved the mouse");
}

/// Holds the gamepad's Ctrl (the left trigger) while `button` is pressed.
fn press_with_ctrl(app: &mut App, pad: Entity, button: GamepadButton) {
    app.world_mut().get_mut::<Gamepad>(pad).unwrap().digital_mut().press(GamepadButton::LeftTrigger2);
    press(app, pad, button);
    let mut gamepad = app.world_mut().get_mut::<Gamepad>(pad).unwrap();
    gamepad.digital_mut().release(GamepadButton::LeftTrigger2);
    gamepad.digital_mut().clear();
}

#[test]
fn the_editor_and_the_bot_screen_take_a_gamepad() {
    use mousemaze::game::editor::{EditorDraft, EditorUi, Tool};
    use mousemaze::game::watch::BotReplay;

    let mut app = title("gamepad-editor");
    let pad = plug_in(&mut app);
    // Editor, then "New: an empty field" (the start menu opens on it).
    presses(&mut app, pad, &[DPadDown, DPadDown, DPadDown, DPadDown, DPadDown, South]);
    assert_eq!(menu(&app), Some(Menu::EditorSetup));
    press(&mut app, pad, South);
    assert_eq!(screen(&app), Screen::Editor);
    let draft = |app: &App| app.world().resource::<EditorDraft>().content().clone();
    let (width, height) = (draft(&app).board.maze.width(), draft(&app).board.maze.height());
    // A: the next tool. LT + d-pad right: one column more; LT + X undoes it, LT + Y redoes it.
    press(&mut app, pad, South);
    assert_eq!(app.world().resource::<EditorUi>().tool, Tool::Start);
    press_with_ctrl(&mut app, pad, DPadRight);
    assert_eq!(draft(&app).board.maze.width(), width + 1, "LT + right grows the grid");
    assert_eq!(draft(&app).board.maze.height(), height);
    press_with_ctrl(&mut app, pad, GamepadButton::West);
    assert_eq!(draft(&app).board.maze.width(), width, "LT + X undoes");
    press_with_ctrl(&mut app, pad, GamepadButton::North);
    assert_eq!(draft(&app).board.maze.width(), width + 1, "LT + Y redoes");
    // Y alone: fog on.
    assert!(!draft(&app).fog);
    press(&mut app, pad, GamepadButton::North);
    assert!(draft(&app).fog, "Y turns the fog on");
    // B: back to the start menu, B again: the title.
    press(&mut app, pad, East);
    assert_eq!(menu(&app), Some(Menu::EditorSetup), "B leaves the editor for its start menu");
    press(&mut app, pad, East);
    assert_eq!(menu(&app), Some(Menu::Main));

    // Bot (the title's cursor is back on Editor, two below): A on the first bot watches it;
    // the d-pad steps it, B goes back to the bot list.
    presses(&mut app, pad, &[DPadUp, DPadUp, South]);
    assert_eq!(menu(&app), Some(Menu::Bots));
    press(&mut app, pad, South);
    idle(&mut app);
    assert_eq!(screen(&app), Screen::BotRun);
    // The bot runs on another thread (the pool the other tests' runs share): wait for its
    // trace, and a few instructions shown.
    idle_until(&mut app, 10_000, |app| {
        let replay = app.world().resource::<BotReplay>();
        !replay.running() && replay.shown > 2
    });
    let shown = |app: &App| app.world().resource::<BotReplay>().shown;
    press(&mut app, pad, South);
    assert!(app.world().resource::<BotReplay>().paused, "A pauses the replay");
    let paused_at = shown(&app);
    assert!(paused_at > 0);
    press(&mut app, pad, DPadLeft);
    assert_eq!(shown(&app), paused_at - 1, "left: one instruction back");
    press(&mut app, pad, DPadRight);
    assert_eq!(shown(&app), paused_at, "right: one on");
    press(&mut app, pad, East);
    assert_eq!(menu(&app), Some(Menu::Bots), "B goes back to the bot list");
}

#[test]
fn the_challenges_screen_takes_a_gamepad() {
    use mousemaze::game::challenges::{ChallengesDir, OpenChallenge};

    let dir = super::harness::scratch("gamepad-challenges");
    let mut app = title("gamepad-challenges");
    app.insert_resource(ChallengesDir(Some(dir.clone())));
    let pad = plug_in(&mut app);
    presses(&mut app, pad, &[DPadDown, DPadDown, DPadDown, DPadDown, South]);
    assert_eq!(menu(&app), Some(Menu::Challenges));
    presses(&mut app, pad, &[DPadDown, South]);
    assert_eq!(menu(&app), Some(Menu::Challenge));
    assert_eq!(app.world().resource::<OpenChallenge>().index, 1, "challenge 2");
    assert!(dir.join("02-turn-at-walls.rhai").is_file(), "its script made from the starter");
    // The d-pad's right on the watch item: maze 3.
    presses(&mut app, pad, &[DPadDown, DPadRight, DPadRight]);
    assert_eq!(app.world().resource::<OpenChallenge>().watch, 2);
    press(&mut app, pad, East);
    assert_eq!(menu(&app), Some(Menu::Challenges), "B back to the list");
    press(&mut app, pad, East);
    assert_eq!(menu(&app), Some(Menu::Main));
}
