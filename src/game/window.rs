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

/// Opens the window and plays until it is closed.
pub fn run(settings: PlaySettings) -> Result<(), String> {
    check_display()?;
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
    quiet_panics();
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || app.run())) {
        Ok(AppExit::Success) => Ok(()),
        Ok(AppExit::Error(code)) => Err(format!("the game stopped with error code {code} (see the log above)")),
        Err(_) => Err("the game could not run (see the message above)".into()),
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

/// Panics (e.g. a display that refuses the connection) become one `error:` line instead of a
/// backtrace note; RUST_BACKTRACE=1 still gets the full story.
fn quiet_panics() {
    if std::env::var_os("RUST_BACKTRACE").is_some() {
        return;
    }
    std::panic::set_hook(Box::new(|info| {
        let message = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or("unknown failure");
        eprintln!("error: {message}");
    }));
}
