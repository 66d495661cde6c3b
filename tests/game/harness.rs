//! A headless game app and a simulated keyboard.

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use mousemaze::game::{CurrentMaze, Mouse, Player, ProgressFile, RunConfig, Screen, logic_plugin};
use mousemaze::maze::rivals::RivalKind;
use mousemaze::maze::{Algorithm, Dir, Solver};

/// A game with the rules only, one fixed step per `update()`, on the title screen, saving
/// its progress in a fresh temporary folder named after `name`.
pub fn title(name: &str) -> App {
    let dir = std::env::temp_dir().join(format!("mousemaze-game-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .init_resource::<ButtonInput<KeyCode>>()
        .add_message::<KeyboardInput>()
        .insert_resource(TimeUpdateStrategy::FixedTimesteps(1))
        .insert_resource(ProgressFile(Some(dir.join("progress.ron"))))
        .add_plugins(logic_plugin);
    app.update();
    app
}

/// A game with the rules only, one fixed step per `update()`, started in `config`'s maze.
pub fn game(config: RunConfig) -> App {
    let mut app = title("run");
    app.insert_resource(config);
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Loading);
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(screen(&app), Screen::Playing, "the game starts playing");
    app
}

/// The Normal 21×15 backtracker maze from `seed`, with no rival (tests add one).
pub fn normal(seed: u64) -> RunConfig {
    RunConfig { seed, algorithm: Algorithm::Backtracker, rival: RivalKind::None, ..RunConfig::default() }
}

pub fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

pub fn maze(app: &App) -> CurrentMaze {
    app.world().resource::<CurrentMaze>().clone()
}

pub fn player(app: &mut App) -> Mouse {
    let mut q = app.world_mut().query_filtered::<&Mouse, With<Player>>();
    q.single(app.world()).expect("one player").clone()
}

/// The key for a direction (arrows).
pub fn key(dir: Dir) -> KeyCode {
    match dir {
        Dir::N => KeyCode::ArrowUp,
        Dir::E => KeyCode::ArrowRight,
        Dir::S => KeyCode::ArrowDown,
        Dir::W => KeyCode::ArrowLeft,
    }
}

/// Presses and releases `key` within one frame, as a quick tap.
pub fn tap(app: &mut App, key: KeyCode) {
    app.world_mut().resource_mut::<ButtonInput<KeyCode>>().press(key);
    app.update();
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release(key);
    keys.clear();
}

/// Holds `key` down for the next `frames` frames (releasing it after).
pub fn hold(app: &mut App, key: KeyCode, frames: usize, mut each_frame: impl FnMut(&mut App)) {
    app.world_mut().resource_mut::<ButtonInput<KeyCode>>().press(key);
    for _ in 0..frames {
        app.update();
        app.world_mut().resource_mut::<ButtonInput<KeyCode>>().clear();
        each_frame(app);
    }
    app.world_mut().resource_mut::<ButtonInput<KeyCode>>().release(key);
}

/// One frame with no key.
pub fn idle(app: &mut App) {
    app.update();
    app.world_mut().resource_mut::<ButtonInput<KeyCode>>().clear();
}

/// Plays the run by pressing the keys of the shortest route, each turn a little before its
/// junction, until the run ends (a win, unless a rival is faster).
pub fn run_the_route(app: &mut App) {
    let current = maze(app);
    let route = Solver::Bfs.solve(&current.maze, current.start, current.goal).unwrap().path;
    let mut frames = 0;
    while screen(app) == Screen::Playing {
        let mouse = player(app);
        if mouse.cell == current.goal {
            idle(app); // reached: the state changes at the next transition
            continue;
        }
        // The next decision is made at the cell the mouse runs into (or stands on).
        let at = mouse.heading.and_then(|h| current.maze.neighbor(mouse.cell, h)).unwrap_or(mouse.cell);
        let i = route.iter().position(|&p| p == at).unwrap_or_else(|| panic!("off the route: {mouse:?} at {at}"));
        if let Some(&next) = route.get(i + 1) {
            let wanted = current.maze.direction_to(at, next).unwrap();
            if mouse.queued != Some(wanted) && !(mouse.heading == Some(wanted) && mouse.cell != at) {
                tap(app, key(wanted));
                continue;
            }
        }
        idle(app);
        frames += 1;
        assert!(frames < 10_000, "no end after {frames} frames");
    }
}

/// Types `text` as key presses with characters (into a focused text field).
pub fn type_text(app: &mut App, text: &str) {
    for ch in text.chars() {
        let logical_key = if ch == '\u{8}' { Key::Backspace } else { Key::Character(ch.to_string().into()) };
        app.world_mut().write_message(KeyboardInput {
            key_code: KeyCode::Unidentified(bevy::input::keyboard::NativeKeyCode::Unidentified),
            logical_key,
            state: ButtonState::Pressed,
            text: None,
            repeat: false,
            window: Entity::PLACEHOLDER,
        });
        idle(app);
    }
}

/// Taps each key in turn, with a frame between.
pub fn taps(app: &mut App, keys: &[KeyCode]) {
    for &k in keys {
        tap(app, k);
        idle(app);
    }
}
