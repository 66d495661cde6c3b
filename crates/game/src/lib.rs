//! The Bevy game: states, the order of the per-frame work (declared only here), and the
//! app that `mousemaze play` runs.
//!
//! It is split so tests can run the rules without a window:
//! - [`logic_plugin`]: states, starting a run, stepping the rules core's race once a fixed
//!   tick, the route, saved progress, and the menus (plain UI nodes, no art). Runs under
//!   `MinimalPlugins + StatesPlugin`.
//! - [`plugin`]: the logic plus everything drawn: tilemap board, sprites, overlays, camera,
//!   HUD, the title's art and the results panels, and watching a bot ([`watch`]).

// The layers this crate stands on, by their names in the workspace (`crate::maze`, `crate::bot`…).
use mousemaze_bot as bot;
use mousemaze_core::{content, files, folders, rules, save};
use mousemaze_maze as maze;

/// The crate's own unit tests count memory as the binary does.
#[cfg(test)]
#[global_allocator]
static TEST_ALLOCATOR: bot::CountingAllocator = bot::CountingAllocator;

mod art;
#[cfg(feature = "audio")]
pub mod audio;
mod board;
mod board_view;
mod camera;
pub mod carve;
pub mod challenges;
pub mod cheese;
mod cues;
mod doors;
pub mod editor;
mod fog;
pub mod ghost;
pub mod hints;
pub(crate) mod hud;
pub mod input;
pub mod interrupt;
pub mod keys;
pub mod level_play;
mod menu;
mod menu_list;
pub mod minimap;
mod minimap_view;
mod mouse;
mod name_tags;
mod overlay;
pub mod palette;
mod player_folders;
pub(crate) mod race;
pub mod results_panel;
mod rival;
mod route;
pub mod run;
mod run_error;
mod run_kind;
pub mod save_notice;
pub mod saves;
pub mod screens;
mod script;
pub mod shaped;
mod shaped_run;
mod split_screen;
mod sprites;
pub mod trail;
mod two_players;
mod ui;
pub mod watch;
mod window;

use bevy::prelude::*;

pub use art::{ArtError, GameArt};
pub use camera::SplitView;
pub use menu::Pause;
pub use menu_list::{MenuItem, MenuList, ScrollHint};
pub use minimap_view::MinimapShown;
pub use mouse::{MoveIntent, Piece, Player};
pub use race::{Bumped, CellSeen, CheeseReached, DoorMoved, EnteredCell, RaceRun, RivalReachedCheese};
pub use rival::{Rival, ShowThoughts};
pub use route::Route;
pub use run::{CurrentRun, LevelRun, RunConfig, RunKind, SeedSource, StartRun, Today};
pub use saves::{PlayerProgress, ProgressFile};
pub use script::{ScreenshotError, Script};
pub use window::{DisplayError, GameError, PlaySettings, Unreached, run};

/// Which screen the game shows. Every change goes through `NextState<Screen>` (or [`GoTo`]).
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    /// The title and its menus ([`Menu`]).
    #[default]
    Title,
    /// Watching a bot run.
    BotRun,
    /// Drawing a level in the editor.
    Editor,
    /// Between runs: the previous run's entities are despawned, the next maze made (within
    /// one frame: no frame is drawn in it).
    Loading,
    Playing,
    /// Playing a maze of hexagons, triangles or a circle ([`shaped`]).
    Shaped,
    /// Drawing a level of hexagons (or another shape) in the editor ([`editor::shaped`]).
    ShapedEditor,
    Won,
    Lost,
}

/// Which page of the title's menus is open: a sub-state of `Screen::Title`, so it exists
/// only there and every visit to the title opens on the main menu unless told otherwise.
#[derive(SubStates, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[source(Screen = Screen::Title)]
pub enum Menu {
    /// The main menu, with the maze carved behind it.
    #[default]
    Main,
    /// Choosing Easy, Normal, Hard or Expert.
    Difficulty,
    /// Setting up a custom game.
    Custom,
    /// The level campaign.
    Levels,
    /// Choosing a bot script and a maze to watch it on.
    Bots,
    /// The list of challenges, with the stars earned.
    Challenges,
    /// One challenge: its lesson, the player's script, its results ([`challenges`]).
    Challenge,
    /// Sound, keys, colours and what the board shows.
    Settings,
    /// Choosing what the level editor starts from.
    EditorSetup,
}

/// Where a way out leads: a screen, or a page of the title's menus.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Screen(Screen),
    Menu(Menu),
}

/// Moves between screens and menu pages: opening a menu page from anywhere passes through
/// the title (without leaving it again when already there).
#[derive(bevy::ecs::system::SystemParam)]
pub struct GoTo<'w> {
    screen: ResMut<'w, NextState<Screen>>,
    menu: ResMut<'w, NextState<Menu>>,
}

impl GoTo<'_> {
    pub fn screen(&mut self, screen: Screen) {
        self.screen.set(screen);
    }

    pub fn menu(&mut self, menu: Menu) {
        NextState::set_if_neq(&mut self.screen, Screen::Title);
        self.menu.set(menu);
    }

    pub fn place(&mut self, place: Place) {
        match place {
            Place::Screen(screen) => self.screen(screen),
            Place::Menu(menu) => self.menu(menu),
        }
    }
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

/// The order of the game's work in the schedules where it runs, on every screen. This is the
/// only place where the game's systems are ordered against each other: every `Update`
/// system of every screen is in one of `Advance`, `Keys`, `Dress`, `Draw` or `Present`.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlaySet {
    /// Before anything else (after Bevy reads the devices): the keyboard and the gamepads
    /// become this frame's [`input::Actions`].
    ReadInput,
    /// Before the fixed loop: actions become a movement intent.
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
    /// Every frame, first: the clocks the keys wait for (the board's carving; any key skips it).
    Advance,
    /// Every frame: what this frame's actions do on the screen shown (menus, a run's keys,
    /// the editor, the bot screen).
    Keys,
    /// Every frame, after the keys and before drawing: art added to what was spawned (a
    /// challenge star's `*` becomes its picture), so that `Draw` colours the finished piece.
    Dress,
    /// Every frame, after the keys: overlays, the HUD, menus and panels show what changed.
    Draw,
    /// Last: pictures finished this frame go to the screen (the minimap's canvas).
    Present,
}

/// The order of the work done on entering a screen or a menu page.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EnterSet {
    /// What the screen records (a won run's time).
    Record,
    /// The screen's entities.
    Spawn,
    /// Art added to what was spawned.
    Dress,
}

/// Adding work to entering a state, in its [`EnterSet`]: the sets' order is declared here,
/// for each state that has such work (no list of states to keep).
pub trait EnterInOrder {
    fn on_enter<S: States, M>(
        &mut self,
        state: S,
        set: EnterSet,
        systems: impl bevy::ecs::schedule::IntoScheduleConfigs<bevy::ecs::system::ScheduleSystem, M>,
    ) -> &mut Self;
}

impl EnterInOrder for App {
    fn on_enter<S: States, M>(
        &mut self,
        state: S,
        set: EnterSet,
        systems: impl bevy::ecs::schedule::IntoScheduleConfigs<bevy::ecs::system::ScheduleSystem, M>,
    ) -> &mut Self {
        self.configure_sets(OnEnter(state.clone()), (EnterSet::Record, EnterSet::Spawn, EnterSet::Dress).chain())
            .add_systems(OnEnter(state), systems.in_set(set))
    }
}

/// The rules, with no rendering: what the headless tests drive.
pub fn logic_plugin(app: &mut App) {
    app.init_state::<Screen>().add_sub_state::<Menu>().add_computed_state::<InRun>().add_sub_state::<Pause>();
    app.insert_resource(Time::<Fixed>::from_hz(f64::from(crate::rules::TICKS_PER_SECOND)));
    app.configure_sets(PreUpdate, PlaySet::ReadInput.after(bevy::input::InputSystems));
    // While the board is being carved, the player can neither move nor use the run's keys.
    app.configure_sets(
        RunFixedMainLoop,
        PlaySet::Input.in_set(RunFixedMainLoopSystems::BeforeFixedMainLoop).run_if(carve::carved),
    );
    app.configure_sets(
        FixedUpdate,
        (PlaySet::Step, PlaySet::React)
            .chain()
            .run_if(in_state(Screen::Playing).and_then(in_state(Pause::Running)).and_then(carve::carved)),
    );
    app.configure_sets(
        RunFixedMainLoop,
        (PlaySet::Smooth, PlaySet::Animate).chain().in_set(RunFixedMainLoopSystems::AfterFixedMainLoop),
    );
    app.configure_sets(
        Update,
        (PlaySet::Advance, PlaySet::Keys.run_if(carve::carved), PlaySet::Dress, PlaySet::Draw, PlaySet::Present)
            .chain(),
    );
    app.add_plugins((interrupt::plugin, menu_list::plugin));
    app.add_plugins((
        input::plugin,
        run::plugin,
        race::plugin,
        mouse::plugin,
        rival::plugin,
        route::plugin,
        ghost::logic_plugin,
        minimap::logic_plugin,
        cheese::plugin,
        saves::plugin,
        save_notice::plugin,
        player_folders::plugin,
        screens::logic_plugin,
        menu::logic_plugin,
        menu::plugin,
    ));
    app.add_plugins((
        ui::font_plugin,
        watch::logic_plugin,
        editor::logic_plugin,
        hints::logic_plugin,
        challenges::plugin,
        shaped::logic_plugin,
        two_players::logic_plugin,
    ));
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
        minimap_view::plugin,
        hud::plugin,
        hints::plugin,
        screens::plugin,
        script::plugin,
        sprites::plugin,
        overlay::plugin,
        watch::plugin,
    ));
    app.add_plugins((
        cues::plugin,
        name_tags::plugin,
        editor::plugin,
        challenges::art_plugin,
        two_players::plugin,
        shaped::plugin,
        split_screen::plugin,
    ));
    #[cfg(feature = "audio")]
    app.add_plugins(audio::plugin);
}
