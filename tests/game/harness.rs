//! A headless game app and a simulated keyboard.

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use mousemaze::content::difficulty::Difficulty;
use mousemaze::game::{CurrentRun, Menu, ProgressFile, RunConfig, Screen, SeedSource, StartRun, Today, logic_plugin};
use mousemaze::maze::Dir;
use mousemaze::rules::rivals::RivalKind;
use mousemaze::rules::{Mouse, MoveInput, RouteKeys, Run};
use mousemaze::save::SaveFile;

pub use super::scratch::scratch;

/// A game with the rules only, one fixed step per `update()`, on the title screen, saving
/// its progress in a fresh temporary folder named after `name`.
pub fn title(name: &str) -> App {
    let dir = scratch(&format!("game-{name}"));
    title_saving_to(SaveFile(Some(dir.join("progress.ron"))))
}

/// A game with the rules only, one fixed step per `update()`, on the title screen, loading
/// and saving its progress in `file` (a game started again on the same save).
pub fn title_saving_to(file: SaveFile) -> App {
    title_on(file, Today::default())
}

/// The title on `today` (its daily maze offered), saving in a fresh folder named after `name`:
/// the daily maze's tests pick a square day or a Sunday, not the day they run on.
pub fn title_on_day(name: &str, today: &str) -> App {
    let file = SaveFile(Some(scratch(&format!("game-{name}")).join("progress.ron")));
    title_on(file, Today(today.parse().expect("a date")))
}

fn title_on(file: SaveFile, today: Today) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .init_resource::<ButtonInput<KeyCode>>()
        .add_message::<KeyboardInput>()
        .insert_resource(TimeUpdateStrategy::FixedTimesteps(1))
        .insert_resource(ProgressFile(file))
        .insert_resource(today)
        // The same "random" seeds every time: a test that passes passes again.
        .insert_resource(SeedSource(mousemaze::maze::MazeRng::new(7)))
        .add_plugins(logic_plugin);
    single_threaded(&mut app);
    app.update();
    app
}

/// Runs every schedule on the test's own thread. The rules are a handful of small systems a
/// frame, and handing them to worker threads costs far more than running them (thread
/// wake-ups were most of a headless frame's time); tests already run side by side.
fn single_threaded(app: &mut App) {
    let mut schedules = app.world_mut().resource_mut::<Schedules>();
    for (_, schedule) in schedules.iter_mut() {
        schedule.set_executor(bevy::ecs::schedule::SingleThreadedExecutor::new());
    }
}

/// A game with the rules only, one fixed step per `update()`, started in `config`'s maze.
pub fn game(config: RunConfig) -> App {
    let mut app = title("run");
    app.world_mut().trigger(StartRun::again(config));
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(screen(&app), Screen::Playing, "the game starts playing");
    app
}

/// The Normal 21×15 backtracker maze from `seed`, with no rival (tests add one).
pub fn normal(seed: u64) -> RunConfig {
    RunConfig { recipe: Difficulty::Normal.recipe(seed), rival: RivalKind::None, ..RunConfig::default() }
}

pub fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// The page of the title's menus open (`None` away from the title).
pub fn menu(app: &App) -> Option<Menu> {
    app.world().get_resource::<State<Menu>>().map(|page| *page.get())
}

/// The run being played (a copy).
pub fn run(app: &App) -> Run {
    app.world().resource::<CurrentRun>().0.clone()
}

pub fn player(app: &App) -> Mouse {
    run(app).player().mouse
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

/// Frames go by, a millisecond apart (work off the frame runs on the task pool every test
/// in the process shares), until `done`, at most `frames` of them; whether it came.
pub fn idle_until(app: &mut App, frames: u32, done: impl FnMut(&mut App) -> bool) -> bool {
    step_until(app, frames, done, |app| {
        std::thread::sleep(std::time::Duration::from_millis(1));
        idle(app);
    })
}

/// `step` (a frame or more: keys tapped, a frame idled) until `done`, at most `steps` times;
/// whether it came. Every loop of a test that waits for something goes through here, so a
/// test that never gets there fails instead of hanging.
pub fn step_until(
    app: &mut App,
    steps: u32,
    mut done: impl FnMut(&mut App) -> bool,
    mut step: impl FnMut(&mut App),
) -> bool {
    for _ in 0..steps {
        if done(app) {
            return true;
        }
        step(app);
    }
    done(app)
}

/// One frame with the keys of `input`: a tap of its pressed direction, or nothing.
pub fn play_input(app: &mut App, input: MoveInput) {
    match input.pressed {
        Some(dir) => tap(app, key(dir)),
        None => idle(app),
    }
}

/// Plays the run by tapping the keys of the shortest route, each turn a little before its
/// junction ([`RouteKeys`], the core's scripted player), until the run ends (a win, unless
/// a rival is faster).
pub fn run_the_route(app: &mut App) {
    let keys = RouteKeys::fastest(&run(app));
    let mut frames = 0;
    while screen(app) == Screen::Playing {
        let input = keys.input(&run(app));
        play_input(app, input);
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
