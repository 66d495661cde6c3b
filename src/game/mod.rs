//! The Bevy game: states, the order of the per-frame work (declared only here), and the
//! app that `mousemaze play` runs.
//!
//! It is split so tests can run the rules without a window:
//! - [`logic_plugin`]: states, the run (maze, timer, moves), the mice, the route, the
//!   cheese, saved progress, and the menus (plain UI nodes, no art). Runs under
//!   `MinimalPlugins + StatesPlugin`.
//! - [`plugin`]: the logic plus everything drawn: tilemap board, sprites, overlays, camera,
//!   HUD, the title's art and the results panels.

mod art;
pub mod board;
mod camera;
mod cheese;
mod hud;
mod menu;
pub mod mouse;
mod overlay;
pub mod progress;
pub mod rival;
pub mod route;
pub mod run;
pub mod screens;
mod script;
mod sprites;
mod ui;
mod window;

use bevy::prelude::*;

pub use cheese::CheeseReached;
pub use menu::Pause;
pub use mouse::{EnteredCell, Mouse, MoveIntent, Player};
pub use progress::{Progress, ProgressFile};
pub use rival::{Rival, RivalReachedCheese, ShowThoughts};
pub use route::Route;
pub use run::{CurrentMaze, LevelRun, NextRun, RunConfig, RunKind, RunStats, SeedSource};
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
    /// One frame between runs: the previous run's entities are despawned, the next maze made.
    Loading,
    Playing,
    Won,
    Lost,
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

/// The order of the play loop's work, in the schedules where it runs.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlaySet {
    /// Before the fixed loop: keys become a movement intent.
    Input,
    /// Fixed update: the pieces move (previous positions are remembered first).
    Move,
    /// Fixed update: the rules (cheese reached, timers) look at where they ended up.
    Rules,
    /// After the fixed loop: display positions are interpolated between fixed steps.
    Smooth,
}

/// The rules, with no rendering: what the headless tests drive.
pub fn logic_plugin(app: &mut App) {
    app.init_state::<Screen>().add_computed_state::<InRun>();
    app.configure_sets(RunFixedMainLoop, PlaySet::Input.in_set(RunFixedMainLoopSystems::BeforeFixedMainLoop));
    app.configure_sets(
        FixedUpdate,
        (PlaySet::Move, PlaySet::Rules).chain().run_if(in_state(Screen::Playing).and_then(in_state(Pause::Running))),
    );
    app.configure_sets(RunFixedMainLoop, PlaySet::Smooth.in_set(RunFixedMainLoopSystems::AfterFixedMainLoop));
    app.add_plugins((
        run::plugin,
        mouse::plugin,
        rival::plugin,
        route::plugin,
        cheese::plugin,
        progress::plugin,
        screens::logic_plugin,
        menu::logic_plugin,
        menu::plugin,
    ));
}

/// The whole game: the rules plus everything drawn.
pub fn plugin(app: &mut App) {
    app.add_plugins(logic_plugin);
    app.add_plugins((
        board::plugin,
        camera::plugin,
        hud::plugin,
        screens::plugin,
        script::plugin,
        sprites::plugin,
        overlay::plugin,
    ));
}
