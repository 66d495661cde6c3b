//! Running the game in a window: [`PlaySettings`] from the command line, a check that a
//! display exists (a clear message instead of a crash when there is none), and the app.

use bevy::prelude::*;
use bevy_ecs_tilemap::TilemapPlugin;

use super::art::GameArt;
use super::run::RunConfig;
use super::script::Script;
use super::{NextRun, Screen};

/// What `mousemaze play` was asked for.
#[derive(Clone, Debug, Default)]
pub struct PlaySettings {
    /// Start straight in this maze (scripted or custom runs); `None` opens the title.
    pub config: Option<RunConfig>,
    /// Take a screenshot and quit.
    pub script: Option<Script>,
}

/// Opens the window and plays until it is closed. Every failure — no display, a display
/// that refuses the window, a damaged image — comes back as one clear message.
pub fn run(settings: PlaySettings) -> Result<(), String> {
    check_display()?;
    quiet_panics();
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || build_and_run(settings))) {
        Ok(result) => result,
        Err(payload) => Err(explain_panic(panic_message(payload.as_ref()))),
    }
}

fn build_and_run(settings: PlaySettings) -> Result<(), String> {
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "mousemaze".into(),
                    resolution: (1280u32, 800u32).into(),
                    ..default()
                }),
                ..default()
            })
            .set(ImagePlugin::default_nearest()),
    )
    .add_plugins(TilemapPlugin)
    .insert_resource(ClearColor(GameArt::BACKGROUND))
    .add_plugins(super::plugin);
    let art = GameArt::load(app.world_mut())?;
    app.insert_resource(art);
    if let Some(config) = settings.config {
        app.insert_resource(config).insert_resource(NextRun::SameSeed).add_systems(Startup, skip_title);
    }
    if let Some(script) = settings.script {
        app.insert_resource(script);
    }
    match app.run() {
        AppExit::Success => Ok(()),
        AppExit::Error(code) => Err(format!("the game stopped with error code {code} (see the log above)")),
    }
}

/// A panic's message, whatever its payload type.
fn panic_message(payload: &(dyn std::any::Any + Send)) -> &str {
    payload
        .downcast_ref::<String>()
        .map(String::as_str)
        .or_else(|| payload.downcast_ref::<&str>().copied())
        .unwrap_or("unknown failure")
}

/// Turns the panics we know into advice.
fn explain_panic(message: &str) -> String {
    if message.contains("event loop") || message.contains("XOpenDisplay") {
        let display = std::env::var("DISPLAY").unwrap_or_default();
        format!("could not open a window on display '{display}' ({message}): is the X server running?")
    } else {
        format!("the game could not run: {message}")
    }
}

fn skip_title(mut screen: ResMut<NextState<Screen>>) {
    screen.set(Screen::Loading);
}

/// Fails early, with advice, when there is no display to open a window on.
fn check_display() -> Result<(), String> {
    if !cfg!(target_os = "linux") {
        return Ok(());
    }
    let has = |var: &str| std::env::var_os(var).is_some_and(|v| !v.is_empty());
    match (has("DISPLAY"), has("WAYLAND_DISPLAY")) {
        (true, _) => Ok(()),
        (false, true) if cfg!(feature = "wayland") => Ok(()),
        (false, true) => Err("no X11 display (DISPLAY is not set) and this build has no Wayland support: \
             start XWayland, or build with --features wayland"
            .into()),
        (false, false) => Err("no display to open a window on (DISPLAY is not set): run it from a desktop \
             session, or headless under xvfb-run"
            .into()),
    }
}

/// Panics print one `error:` line (the caller adds the advice) instead of a backtrace;
/// RUST_BACKTRACE=full still gets the whole story.
fn quiet_panics() {
    if std::env::var("RUST_BACKTRACE").is_ok_and(|v| v == "full") {
        return;
    }
    std::panic::set_hook(Box::new(|info| {
        // The main thread's panics are caught and explained by `run`.
        if std::thread::current().name() == Some("main") {
            return;
        }
        let location = info.location().map_or(String::new(), |l| format!(" at {}:{}", l.file(), l.line()));
        eprintln!("error: panic{location}: {}", panic_message(info.payload()));
    }));
}
