//! Running the game in a window: [`PlaySettings`] from the command line, a check that a
//! display exists and answers (a clear message instead of a crash when there is none), and
//! the app.

use bevy::prelude::*;
use bevy_ecs_tilemap::TilemapPlugin;

use super::art::{ArtError, GameArt};
use super::editor::EditorDraft;
use super::run::RunConfig;
use super::run::StartRun;
use super::script::Script;
use super::{GoTo, Menu, Screen};
use crate::content::level::edit::{Draft, ShapedDraft};

/// What `mousemaze play` was asked for.
#[derive(Clone, Debug, Default)]
pub struct PlaySettings {
    /// Start straight in this maze (scripted or custom runs); `None` opens the title.
    pub config: Option<RunConfig>,
    /// Take a screenshot and quit.
    pub script: Option<Script>,
    /// Open the level editor (`mousemaze edit`): on this file's level, or its start menu.
    pub editor: Option<Draft>,
    /// `mousemaze edit` with no file: the editor's start menu.
    pub editor_menu: bool,
    /// Start straight in a maze of hexagons, triangles or a circle.
    pub shaped: Option<super::shaped::ShapedConfig>,
    /// Open the editor on a shaped level (`mousemaze edit --shape hex`, or a shaped level's file).
    pub shaped_editor: Option<ShapedDraft>,
}

/// Why the game could not run, or stopped badly.
#[derive(Debug)]
pub enum GameError {
    /// There is no display to open a window on.
    Display(DisplayError),
    /// A built-in image is damaged.
    Art(ArtError),
    /// The game panicked (a display that refuses the window, among others): the panic's message.
    Panicked(String),
    /// The game stopped with this error code (logged before).
    Stopped(std::num::NonZero<u8>),
}

impl std::fmt::Display for GameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GameError::Display(e) => e.fmt(f),
            GameError::Art(e) => e.fmt(f),
            GameError::Panicked(message) => write!(f, "the game could not run: {message}"),
            GameError::Stopped(code) => write!(f, "the game stopped with error code {code} (see the log above)"),
        }
    }
}

impl std::error::Error for GameError {}

/// Why there is no display to open a window on (Linux).
#[derive(Debug)]
pub enum DisplayError {
    /// Only Wayland, and this build has no Wayland support.
    NoWayland,
    /// Neither X11 nor Wayland.
    NoDisplay,
    /// The X server `display` names does not answer, and why.
    XServer { display: String, why: Unreached },
}

/// Why an X server was not reached.
#[derive(Debug)]
pub enum Unreached {
    /// DISPLAY is not of the form `[host]:N[.screen]`.
    BadForm,
    /// Its local socket (at this path) refused.
    Socket { path: String, error: std::io::Error },
    /// Nothing answers at the host's address.
    NoAnswer { address: String },
    /// The host's address could not be resolved.
    Address { address: String, error: std::io::Error },
}

impl std::fmt::Display for DisplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DisplayError::NoWayland => f.write_str(
                "no X11 display (DISPLAY is not set) and this build has no Wayland support: \
                 start XWayland, or build with --features wayland",
            ),
            DisplayError::NoDisplay => f.write_str(
                "no display to open a window on (DISPLAY is not set): run it from a desktop \
                 session, or headless under xvfb-run",
            ),
            DisplayError::XServer { display, why } => write!(
                f,
                "could not reach the X server of display '{display}' ({why}): is it running? (DISPLAY is wrong?)"
            ),
        }
    }
}

impl std::fmt::Display for Unreached {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unreached::BadForm => f.write_str("DISPLAY should look like :0 or host:0"),
            Unreached::Socket { path, error } => write!(f, "{path}: {error}"),
            Unreached::NoAnswer { address } => write!(f, "nothing answers at {address}"),
            Unreached::Address { address, error } => write!(f, "{address}: {error}"),
        }
    }
}

impl std::error::Error for DisplayError {}

impl std::error::Error for Unreached {}

/// Opens the window and plays until it is closed. Every failure — no display, a display
/// that refuses the window, a damaged image — comes back as one clear message.
pub fn run(settings: PlaySettings) -> Result<(), GameError> {
    check_display().map_err(GameError::Display)?;
    quiet_panics();
    super::interrupt::end_programs_and_quit_on_interrupt();
    let ended = match std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || build_and_run(settings))) {
        Ok(result) => result.map_err(GameError::Art),
        Err(payload) => Err(GameError::Panicked(panic_message(payload.as_ref()).to_owned())),
    };
    // However the game ended (a render error, a panic, an interrupt), no program outlives it.
    #[cfg(unix)]
    crate::bot::mms_program::group::end_all_programs();
    match ended? {
        AppExit::Success => Ok(()),
        AppExit::Error(code) if code.get() == super::interrupt::INTERRUPTED => {
            std::process::exit(super::interrupt::INTERRUPTED.into())
        }
        AppExit::Error(code) => Err(GameError::Stopped(code)),
    }
}

fn build_and_run(settings: PlaySettings) -> Result<AppExit, ArtError> {
    let mut app = App::new();
    let plugins = DefaultPlugins
        .set(WindowPlugin {
            primary_window: Some(Window {
                title: "mousemaze".into(),
                resolution: (1280u32, 800u32).into(),
                ..default()
            }),
            ..default()
        })
        .set(ImagePlugin::default_nearest());
    #[cfg(feature = "audio")]
    let plugins = if super::audio::has_sound_card() { plugins } else { plugins.disable::<bevy::audio::AudioPlugin>() };
    app.add_plugins(plugins)
        .add_plugins(TilemapPlugin)
        .insert_resource(ClearColor(GameArt::BACKGROUND))
        .add_plugins(super::plugin);
    // Each render pass's time and shader counts in the log, once a second (see BENCHMARKS).
    if std::env::var_os("MOUSEMAZE_RENDER_DIAGNOSTICS").is_some() {
        app.add_plugins((
            bevy::render::diagnostic::RenderDiagnosticsPlugin,
            bevy::diagnostic::LogDiagnosticsPlugin::default(),
        ));
    }
    let art = GameArt::load(app.world_mut())?;
    app.insert_resource(art);
    if let Some(config) = settings.config {
        app.add_systems(Startup, move |mut commands: Commands| commands.trigger(StartRun::again(config.clone())));
    }
    if let Some(shaped) = settings.shaped {
        app.insert_resource(shaped);
        app.add_systems(Startup, |mut screen: ResMut<NextState<Screen>>| screen.set(Screen::Shaped));
    }
    if let Some(draft) = settings.shaped_editor {
        app.insert_resource(super::editor::ShapedEditorDraft(draft));
        app.add_systems(Startup, |mut screen: ResMut<NextState<Screen>>| screen.set(Screen::ShapedEditor));
    }
    if let Some(draft) = settings.editor {
        app.insert_resource(EditorDraft(draft));
        app.add_systems(Startup, |mut screen: ResMut<NextState<Screen>>| screen.set(Screen::Editor));
    } else if settings.editor_menu {
        app.add_systems(Startup, |mut go: GoTo| go.menu(Menu::EditorSetup));
    }
    if let Some(script) = settings.script {
        app.insert_resource(script).insert_resource(super::carve::NoCarving);
    }
    Ok(app.run())
}

/// A panic's message, whatever its payload type.
fn panic_message(payload: &(dyn std::any::Any + Send)) -> &str {
    payload
        .downcast_ref::<String>()
        .map(String::as_str)
        .or_else(|| payload.downcast_ref::<&str>().copied())
        .unwrap_or("unknown failure")
}

/// Fails early, with advice, when there is no display to open a window on.
fn check_display() -> Result<(), DisplayError> {
    if !cfg!(target_os = "linux") {
        return Ok(());
    }
    let has = |var: &str| std::env::var_os(var).is_some_and(|v| !v.is_empty());
    match (has("DISPLAY"), has("WAYLAND_DISPLAY")) {
        (true, _) => {
            let display = std::env::var("DISPLAY").unwrap_or_default();
            reach_x_server(&display).map_err(|why| DisplayError::XServer { display, why })
        }
        (false, true) if cfg!(feature = "wayland") => Ok(()),
        (false, true) => Err(DisplayError::NoWayland),
        (false, false) => Err(DisplayError::NoDisplay),
    }
}

/// Connects to the X server that `display` (`[host]:N[.screen]`) names, the way an X client
/// would: the local socket `/tmp/.X11-unix/XN` (or its abstract twin), or TCP port 6000 + N
/// on a host. A server that is not there is told plainly before any window is tried.
fn reach_x_server(display: &str) -> Result<(), Unreached> {
    let Some((host, rest)) = display.rsplit_once(':') else {
        return Err(Unreached::BadForm);
    };
    let Ok(number) = rest.split('.').next().unwrap_or("").parse::<u16>() else {
        return Err(Unreached::BadForm);
    };
    if host.is_empty() || host == "unix" {
        let path = format!("/tmp/.X11-unix/X{number}");
        local_x_socket(&path).map_err(|error| Unreached::Socket { path, error })
    } else {
        let port = 6000u32 + u32::from(number);
        let address = format!("{host}:{port}");
        let reached = std::net::ToSocketAddrs::to_socket_addrs(&address).map(|mut addrs| {
            addrs.any(|a| std::net::TcpStream::connect_timeout(&a, std::time::Duration::from_secs(2)).is_ok())
        });
        match reached {
            Ok(true) => Ok(()),
            Ok(false) => Err(Unreached::NoAnswer { address }),
            Err(error) => Err(Unreached::Address { address, error }),
        }
    }
}

#[cfg(unix)]
fn local_x_socket(path: &str) -> std::io::Result<()> {
    use std::os::unix::net::UnixStream;
    match UnixStream::connect(path) {
        Ok(_) => Ok(()),
        #[cfg(target_os = "linux")]
        Err(e) => {
            use std::os::linux::net::SocketAddrExt;
            let address = std::os::unix::net::SocketAddr::from_abstract_name(path.as_bytes())?;
            UnixStream::connect_addr(&address).map(|_| ()).map_err(|_| e)
        }
        #[cfg(not(target_os = "linux"))]
        Err(e) => Err(e),
    }
}

#[cfg(not(unix))]
fn local_x_socket(_: &str) -> std::io::Result<()> {
    Ok(())
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
