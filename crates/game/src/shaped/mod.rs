//! Playing a maze of another shape: hexagons, triangles or a circle (`Screen::Shaped`).
//!
//! The rules are the core's [`ShapedRun`]: this module turns keys into its [`Way`]s, one
//! cell a press (held keys repeat), ticks its rival, and offers H (the route), R (again),
//! N (a new maze) and Esc. [`draw`] shows it, [`view`] frames it (a big maze followed,
//! with a minimap); [`controls`] says which key goes where.

pub mod controls;
mod draw;
pub mod level;
mod mesh;
mod pause;
pub mod view;

use bevy::prelude::*;

use super::input::{Act, Actions};
use super::{GoTo, Menu, PlaySet, Screen};
use crate::maze::Algorithm;
use crate::maze::shape::Shape;
use crate::rules::shaped::{ShapedRun, Stepped, Way, make_maze};
use crate::rules::{Outcome, TICKS_PER_SECOND};

pub use level::{ShapedLevel, StartShaped};
pub use pause::ShapedPause;

/// Drawing a shaped run: the board, the pieces and the HUD, the camera and the minimap.
pub fn plugin(app: &mut App) {
    app.add_plugins((draw::plugin, view::plugin));
}

/// The rules of a shaped run, without drawing: what the headless tests drive.
pub fn logic_plugin(app: &mut App) {
    app.init_resource::<ShapedConfig>()
        .add_plugins((level::plugin, pause::logic_plugin))
        .add_systems(OnEnter(Screen::Shaped), start)
        .add_systems(
            Update,
            (play_keys, level::record_win.run_if(resource_exists::<ShapedGame>))
                .chain()
                .in_set(PlaySet::Keys)
                .run_if(in_state(Screen::Shaped)),
        )
        .add_systems(FixedUpdate, tick.run_if(in_state(ShapedPause::Running).and_then(resource_exists::<ShapedGame>)));
}

/// What shaped maze to play: set it, then enter `Screen::Shaped`.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct ShapedConfig {
    pub shape: Shape,
    pub algorithm: Algorithm,
    pub seed: u64,
    /// Share of dead ends removed.
    pub braid: f64,
    /// The rival's speed in cells a second, or no rival.
    pub rival_speed: Option<f32>,
    /// Start with the route shown.
    pub reveal: bool,
    /// What is played, for the HUD: `a hexagon of radius 6`, `level 17: Honeycomb`.
    pub title: String,
    /// Where Esc goes.
    pub back: Menu,
    /// The campaign level played, if it is one: a win is saved and N plays the next.
    pub level: Option<ShapedLevel>,
}

impl Default for ShapedConfig {
    fn default() -> Self {
        let shape = Shape::Hex { width: 15, height: 11 };
        ShapedConfig {
            shape,
            algorithm: Algorithm::Backtracker,
            seed: 1,
            braid: 0.0,
            rival_speed: Some(2.0),
            reveal: false,
            title: shape.to_string(),
            back: Menu::Main,
            level: None,
        }
    }
}

impl ShapedConfig {
    /// The run it makes, or why not (a generator that works on squares only, a size out of
    /// range).
    pub fn make(&self) -> Result<ShapedRun, String> {
        let maze = make_maze(self.shape, self.algorithm, self.seed, self.braid).map_err(|e| e.to_string())?;
        let pace = self.rival_speed.map(|speed| (TICKS_PER_SECOND as f32 / speed.max(0.1)).round() as u32);
        Ok(ShapedRun::new(maze, pace))
    }
}

/// The shaped run being played, and what is shown of it.
#[derive(Resource, Clone, Debug)]
pub struct ShapedGame {
    pub run: ShapedRun,
    /// H: the route from the mouse to the cheese is shown.
    pub show_route: bool,
    /// A won level's time is saved.
    pub saved: bool,
    /// The saved time is the level's best.
    pub new_best: bool,
}

impl ShapedGame {
    /// A run as it starts.
    pub fn new(run: ShapedRun, show_route: bool) -> ShapedGame {
        ShapedGame { run, show_route, saved: false, new_best: false }
    }
}

fn start(config: Res<ShapedConfig>, mut commands: Commands, mut go: GoTo) {
    match config.make() {
        Ok(run) => commands.insert_resource(ShapedGame::new(run, config.reveal)),
        Err(why) => {
            // Checked before starting from the command line and the menus; a level file
            // that slipped through goes back where it came from.
            error!("cannot play {}: {why}", config.title);
            go.menu(config.back);
        }
    }
}

/// How long a key is held before it repeats, and then how often, in seconds.
const REPEAT_AFTER: f32 = 0.25;
const REPEAT_EVERY: f32 = 0.11;

/// A held key's way and how long it has been held.
#[derive(Default)]
struct Held {
    way: Option<Way>,
    seconds: f32,
}

fn play_keys(
    (time, keys, actions): (Res<Time>, Option<Res<ButtonInput<KeyCode>>>, Res<Actions>),
    game: Option<ResMut<ShapedGame>>,
    mut config: ResMut<ShapedConfig>,
    pause: (Res<State<ShapedPause>>, ResMut<NextState<ShapedPause>>),
    (levels_dir, progress): (Res<crate::player_folders::LevelsDir>, Res<crate::saves::PlayerProgress>),
    (mut commands, mut go): (Commands, GoTo),
    mut held: Local<Held>,
) {
    let Some(mut game) = game else { return };
    let (pause, mut next_pause) = pause;
    if pause::pause_key(&actions, &game, &config, &pause, &mut next_pause, &mut go) {
        *held = Held::default();
        return;
    }
    if actions.just(Act::Route) {
        game.show_route = !game.show_route;
    }
    if actions.just(Act::NewMaze) && config.level.is_some() {
        // A level keeps its maze: after a win N plays the next level, else it does nothing.
        let won = game.run.outcome == Some(Outcome::Won);
        if let Some(next) = won.then(|| level::next_after(&config, &levels_dir, &progress)).flatten() {
            next.start(&mut commands);
        }
        return;
    }
    if actions.just(Act::Restart) || actions.just(Act::NewMaze) {
        if actions.just(Act::NewMaze) {
            config.seed = config.seed.wrapping_add(1);
        }
        if let Ok(run) = config.make() {
            commands.insert_resource(ShapedGame::new(run, config.reveal));
        }
        return;
    }
    let shape = game.run.maze.graph().shape();
    let keys = keys.as_deref();
    if let Some(way) = controls::way(shape, keys, &actions, true) {
        *held = Held { way: Some(way), seconds: 0.0 };
        step(&mut game, way);
        return;
    }
    let Some(way) = controls::way(shape, keys, &actions, false).filter(|&w| Some(w) == held.way) else {
        *held = Held::default();
        return;
    };
    held.seconds += time.delta_secs();
    if held.seconds >= REPEAT_AFTER {
        held.seconds -= REPEAT_EVERY;
        step(&mut game, way);
    }
}

fn step(game: &mut ShapedGame, way: Way) {
    if let Stepped::Moved(_) = game.run.go(way)
        && game.run.outcome == Some(Outcome::Won)
    {
        info!("the cheese in {} moves (the shortest is {})", game.run.moves, game.run.shortest);
    }
}

fn tick(mut game: ResMut<ShapedGame>) {
    game.run.tick();
}
