//! The Bevy game: states, the order of the per-frame work (declared only here), and the
//! app that `mousemaze play` runs.
//!
//! It is split so tests can run the rules without a window:
//! - [`logic_plugin`]: states, starting a run, stepping the rules core's race once a fixed
//!   tick, the route, saved progress, and the menus (plain UI nodes, no art). Runs under
//!   `MinimalPlugins + StatesPlugin`.
//! - [`plugin`]: the logic plus everything drawn: tilemap board, sprites, overlays, camera,
//!   HUD, the title's art and the results panels, and watching a bot ([`watch`]).

mod art;
#[cfg(feature = "audio")]
mod audio;
pub mod board;
mod camera;
pub mod carve;
pub mod cheese;
pub mod doors;
pub mod editor;
pub mod fog;
#[cfg(feature = "gamepad")]
mod gamepad;
pub mod ghost;
pub mod hints;
mod hud;
pub mod keys;
mod menu;
pub mod minimap;
mod minimap_view;
pub mod mouse;
mod overlay;
pub mod palette;
mod race;
pub mod rival;
pub mod route;
pub mod run;
pub mod save_notice;
pub mod saves;
pub mod screens;
mod script;
mod sprites;
pub mod trail;
mod ui;
pub mod watch;
mod window;

use bevy::prelude::*;

pub use menu::{Menu, Pause, ScrollHint};
pub use mouse::{MoveIntent, Piece, Player};
pub use race::{Bumped, CellSeen, CheeseReached, DoorMoved, EnteredCell, RivalReachedCheese};
pub use rival::{Rival, ShowThoughts};
pub use route::Route;
pub use run::{CurrentRun, LevelRun, RunConfig, RunKind, SeedSource, StartRun};
pub use saves::{PlayerProgress, ProgressFile};
pub use script::Script;
pub use window::{PlaySettings, run};

/// Which screen the game shows. Every change goes through `NextState<Screen>`.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    #[default]
    Title,
    /// Choosing Easy, Normal, Hard or Expert.
    Difficulty,
    /// Setting up a custom game.
    Custom,
    /// The level campaign.
    Levels,
    /// Choosing a bot script and a maze to watch it on.
    Bots,
    /// Watching a bot run.
    BotRun,
    /// Sound, keys, colours and what the board shows.
    Settings,
    /// Choosing what the level editor starts from.
    EditorSetup,
    /// Drawing a level in the editor.
    Editor,
    /// One frame between runs: the previous run's entities are despawned, the next maze made.
    Loading,
    Playing,
    Won,
    Lost,
}

impl Screen {
    pub const ALL: [Screen; 13] = [
        Screen::Title,
        Screen::Difficulty,
        Screen::Custom,
        Screen::Levels,
        Screen::Bots,
        Screen::BotRun,
        Screen::Settings,
        Screen::EditorSetup,
        Screen::Editor,
        Screen::Loading,
        Screen::Playing,
        Screen::Won,
        Screen::Lost,
    ];
}

/// True while a maze is on screen (playing, or its result shown over it).
/// Board and pieces carry `DespawnOnExit(InRun)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct InRun;

impl ComputedStates for InRun {
    type SourceStates = Screen;
    /// Playing → Won must not count as leaving the run: the board stays under the results.
    const ALLOW_SAME_STATE_TRANSITIONS: bool = false;

    fn compute(screen: Screen) -> Option<InRun> {
        matches!(screen, Screen::Playing | Screen::Won | Screen::Lost).then_some(InRun)
    }
}

/// The order of the play loop's work, in the schedules where it runs. This is the only
/// place where the game's systems are ordered against each other.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlaySet {
    /// Before the fixed loop: keys become a movement intent.
    Input,
    /// Fixed update: the rules core steps the race one tick.
    Step,
    /// Fixed update: the game follows the tick: pieces placed, the route recomputed, the
    /// race decided.
    React,
    /// After the fixed loop: display positions are interpolated between fixed steps.
    Smooth,
    /// After smoothing: sprites turn and walk.
    Animate,
    /// Every frame: the keys of a run (H, T, R, N, Esc).
    Keys,
    /// Every frame, after the keys: overlays and the HUD show what changed.
    Draw,
}

/// The order of the work done on entering a screen.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EnterSet {
    /// What the screen records (a won run's time).
    Record,
    /// The screen's entities.
    Spawn,
    /// Art added to what was spawned.
    Dress,
}

/// The rules, with no rendering: what the headless tests drive.
pub fn logic_plugin(app: &mut App) {
    app.init_state::<Screen>().add_computed_state::<InRun>().add_sub_state::<Pause>();
    app.insert_resource(Time::<Fixed>::from_hz(f64::from(crate::rules::TICKS_PER_SECOND)));
    // While the board is being carved, the player can neither move nor use the run's keys.
    app.configure_sets(
        RunFixedMainLoop,
        PlaySet::Input.in_set(RunFixedMainLoopSystems::BeforeFixedMainLoop).run_if(carve::carved),
    );
    app.configure_sets(
        FixedUpdate,
        (PlaySet::Step, PlaySet::React).chain().run_if(in_state(Pause::Running).and_then(carve::carved)),
    );
    app.configure_sets(
        RunFixedMainLoop,
        (PlaySet::Smooth, PlaySet::Animate).chain().in_set(RunFixedMainLoopSystems::AfterFixedMainLoop),
    );
    app.configure_sets(Update, (PlaySet::Keys.run_if(carve::carved), PlaySet::Draw).chain());
    for screen in Screen::ALL {
        app.configure_sets(OnEnter(screen), (EnterSet::Record, EnterSet::Spawn, EnterSet::Dress).chain());
    }
    app.add_plugins((
        run::plugin,
        race::plugin,
        mouse::plugin,
        rival::plugin,
        route::plugin,
        ghost::logic_plugin,
        minimap::logic_plugin,
        cheese::plugin,
        saves::plugin,
        screens::logic_plugin,
        menu::logic_plugin,
        menu::plugin,
        watch::logic_plugin,
    ));
    app.add_plugins((editor::logic_plugin, hints::logic_plugin));
    #[cfg(feature = "gamepad")]
    app.add_plugins(gamepad::plugin);
}

/// The whole game: the rules plus everything drawn.
pub fn plugin(app: &mut App) {
    app.add_plugins(logic_plugin);
    app.add_plugins((
        board::plugin,
        camera::plugin,
        doors::plugin,
        carve::plugin,
        trail::plugin,
        fog::plugin,
        ghost::plugin,
        minimap_view::plugin,
        hud::plugin,
        hints::plugin,
        screens::plugin,
        script::plugin,
        sprites::plugin,
        overlay::plugin,
        watch::plugin,
    ));
    app.add_plugins(editor::plugin);
    #[cfg(feature = "audio")]
    app.add_plugins(audio::plugin);
}
