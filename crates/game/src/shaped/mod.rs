//! Playing a maze of another shape: hexagons, triangles or a circle (`Screen::Shaped`).
//!
//! The rules are the core's one [`Run`], on a [`ShapedMaze`]: doors, fog, rivals of every
//! kind and two players as on squares. This module turns keys into its [`ShapeKey`]s (a key
//! pressed is a turn, a key held a wish, as on squares), steps it once a fixed tick, and
//! offers H (the route), R (again), N (a new maze) and Esc. [`draw`] shows it, [`view`]
//! frames it (a big maze followed, with a minimap); [`controls`] says which key goes where.

pub mod controls;
mod draw;
mod fog_doors;
mod hud;
pub mod level;
mod mesh;
mod outside;
mod pause;
mod results;
pub mod split;
pub mod view;

use bevy::prelude::*;

use super::input::{Act, Actions};
use super::{GoTo, Menu, PlaySet, Screen};
use crate::content::daily::Date;
use crate::content::maze_key::MazeKey;
use crate::content::shaped_recipe::{ShapedRecipe, ShapedRecipeError};
use crate::maze::Algorithm;
use crate::maze::doors::DoorAmount;
use crate::maze::shape::{Shape, ShapedMaze};
use crate::race::{RaceRun, Reports, add_race_messages};
use crate::rules::rivals::RivalKind;
use crate::rules::{Ghost, MoveInput, Outcome, PLAYER_SPEED, RivalSpec, Run, ShapeKey};
use crate::saves::PlayerProgress;

pub use level::{ShapedLevel, StartShaped, start_daily};

/// Drawing a shaped run: the board, the pieces and the HUD, the camera and the minimap.
pub fn plugin(app: &mut App) {
    app.add_plugins((draw::plugin, fog_doors::plugin, view::plugin, split::plugin));
    #[cfg(feature = "audio")]
    crate::audio::hear_races::<ShapedGame, _>(app, in_state(Screen::Shaped));
}

/// The rules of a shaped run, without drawing: what the headless tests drive.
pub fn logic_plugin(app: &mut App) {
    app.init_resource::<ShapedConfig>()
        .add_plugins((level::plugin, pause::logic_plugin))
        .add_systems(OnEnter(Screen::Shaped), start)
        .add_systems(
            Update,
            (play_keys, results::record_end.run_if(resource_exists::<ShapedGame>))
                .chain()
                .in_set(PlaySet::Keys)
                .run_if(in_state(Screen::Shaped)),
        )
        .add_systems(FixedUpdate, tick.run_if(in_state(crate::Pause::Running).and_then(resource_exists::<ShapedGame>)));
    app.init_resource::<ShapedKeys>();
    add_race_messages::<ShapedMaze>(app);
}

/// What shaped maze to play: set it, then enter `Screen::Shaped`.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct ShapedConfig {
    /// The maze and its doors.
    pub recipe: ShapedRecipe,
    /// The rival's speed in cells a second, or no rival.
    pub rival_speed: Option<f32>,
    /// The rival's kind.
    pub rival_kind: RivalKind,
    /// Fog of war: the player sees along straight runs only.
    pub fog: bool,
    /// One player, or two racing from fair starts.
    pub players: usize,
    /// The player's own bot as a rival: run on the maze first, raced on its own timetable.
    pub bot: Option<crate::bot::script::Script>,
    /// Start with the route shown.
    pub reveal: bool,
    /// What is played, for the HUD: `a hexagon of radius 6`, `level 17: Honeycomb`.
    pub title: String,
    /// Where Esc goes.
    pub back: Menu,
    /// The campaign level played, if it is one: a win is saved and N plays the next.
    pub level: Option<ShapedLevel>,
    /// The daily maze played, if it is one (a Sunday's): a win counts in the streak.
    pub daily: Option<Date>,
}

impl Default for ShapedConfig {
    fn default() -> Self {
        let shape = Shape::Hex { width: 15, height: 11 };
        ShapedConfig {
            recipe: ShapedRecipe {
                shape,
                algorithm: Algorithm::Backtracker,
                seed: 1,
                braid: 0.0,
                doors: DoorAmount::NONE,
            },
            rival_speed: Some(2.0),
            rival_kind: RivalKind::Sprinter,
            fog: false,
            players: 1,
            bot: None,
            reveal: false,
            title: shape.to_string(),
            back: Menu::Main,
            level: None,
            daily: None,
        }
    }
}

/// Why a shaped race cannot start.
#[derive(Debug)]
pub enum ShapedRunError {
    /// The maze, its doors or its race cannot be made (a generator for squares only, a size
    /// out of range).
    Recipe(ShapedRecipeError),
    /// The player's bot does not compile.
    Bot(crate::bot::BotError),
    /// The bot's board cannot be made of the maze.
    BotBoard(crate::bot::ShapedBoardError),
}

impl std::fmt::Display for ShapedRunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ShapedRunError::Recipe(e) => e.fmt(f),
            ShapedRunError::Bot(e) => e.fmt(f),
            ShapedRunError::BotBoard(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ShapedRunError {}

impl ShapedConfig {
    /// The run it makes, or why not.
    pub fn make(&self) -> Result<Run<ShapedMaze>, ShapedRunError> {
        let rivals: Vec<RivalSpec> = (self.rival_kind != RivalKind::None)
            .then_some(self.rival_speed)
            .flatten()
            .map(|cells_per_second| RivalSpec { kind: self.rival_kind, cells_per_second })
            .into_iter()
            .collect();
        let mut run = self.recipe.run(self.players, PLAYER_SPEED, &rivals).map_err(ShapedRunError::Recipe)?;
        if let Some(script) = &self.bot {
            let bot = crate::bot::Bot::compile(&script.name, &script.source).map_err(ShapedRunError::Bot)?;
            let (start, goal) = (run.board.start as usize, run.board.goal as usize);
            let board = crate::bot::ShapedBoard::new(run.board.maze.clone(), start, goal)
                .map_err(ShapedRunError::BotBoard)?
                .with_doors(run.board.doors.clone());
            let (walk, departures) = bot.run_shaped(&board, true).timetable();
            let walk = walk.into_iter().map(|cell| cell as u32).collect();
            run.add_timed_rival(walk, departures, crate::bot::BOT_PACE as u32);
        }
        run.set_fog(self.fog);
        Ok(run)
    }

    /// The key its best run is kept by: the level's, the day's, or the whole recipe.
    pub fn maze_key(&self) -> MazeKey {
        match (&self.level, self.daily) {
            (Some(level), _) => MazeKey::Level(level.id.clone()),
            (None, Some(date)) => MazeKey::Daily(date),
            (None, None) => MazeKey::Shaped(self.recipe),
        }
    }

    /// The race as it starts: its run, and with one player the maze's best run (kept in
    /// `progress`) as its ghost.
    pub fn race(&self, progress: &crate::save::Progress) -> Result<ShapedGame, ShapedRunError> {
        let mut run = self.make()?;
        if run.players == 1 {
            let kept = progress.ghost_of(&self.maze_key().to_string(), &run.board);
            run.ghost = kept.map(|kept| Ghost::new(&run.board, &kept));
        }
        Ok(ShapedGame::new(run, self.reveal))
    }

    /// The shape played.
    pub fn shape(&self) -> Shape {
        self.recipe.shape
    }
}

/// The shaped run being played, and what is shown of it.
#[derive(Resource, Clone, Debug)]
pub struct ShapedGame {
    pub run: Run<ShapedMaze>,
    /// H: the route from the mouse to the cheese is shown.
    pub show_route: bool,
    /// The result is saved (once the race is over).
    pub saved: bool,
    /// The saved time is the level's (or the day's) best.
    pub new_best: bool,
    /// A won daily maze's line to share.
    pub share: Option<String>,
    /// The maze's fingerprint, taken once: what is drawn is redrawn when it changes.
    pub print: u64,
}

impl ShapedGame {
    /// A run as it starts.
    pub fn new(run: Run<ShapedMaze>, show_route: bool) -> ShapedGame {
        let print = run.board.maze.fingerprint();
        ShapedGame { run, show_route, saved: false, new_best: false, share: None, print }
    }
}

impl RaceRun for ShapedGame {
    type Ground = ShapedMaze;
    fn race(&self) -> &Run<ShapedMaze> {
        &self.run
    }
}

fn start(config: Res<ShapedConfig>, progress: Res<PlayerProgress>, mut commands: Commands, mut go: GoTo) {
    match config.race(&progress) {
        Ok(game) => commands.insert_resource(game),
        Err(why) => {
            // Checked before starting from the command line and the menus; a level file
            // that slipped through goes back where it came from.
            error!("cannot play {}: {why}", config.title);
            go.menu(config.back);
        }
    }
}

/// The keys of each player since the last fixed tick: a press waits for the tick that takes
/// it; a held key is what is down now.
#[derive(Resource, Default)]
pub struct ShapedKeys([MoveInput<ShapeKey>; 2]);

fn play_keys(
    (keys, actions): (Option<Res<ButtonInput<KeyCode>>>, Res<Actions>),
    game: Option<ResMut<ShapedGame>>,
    mut config: ResMut<ShapedConfig>,
    pause: (Res<State<crate::Pause>>, ResMut<NextState<crate::Pause>>),
    (levels_dir, progress): (Res<crate::player_folders::LevelsDir>, Res<crate::saves::PlayerProgress>),
    (mut commands, mut go): (Commands, GoTo),
    mut pending: ResMut<ShapedKeys>,
) {
    let Some(mut game) = game else { return };
    let (pause, mut next_pause) = pause;
    if pause::pause_key(&actions, &game, &config, &pause, &mut next_pause, &mut go) {
        *pending = ShapedKeys::default();
        return;
    }
    if actions.just(Act::Route) {
        game.show_route = !game.show_route;
        game.run.routes_shown[0] += u32::from(game.show_route);
    }
    if actions.just(Act::NewMaze) && (config.level.is_some() || config.daily.is_some()) {
        // A level and a day keep their maze: after a won level N plays the next one, else it
        // does nothing.
        let won = game.run.outcome == Some(Outcome::Won);
        if let Some(next) = won.then(|| level::next_after(&config, &levels_dir, &progress)).flatten() {
            next.start(&mut commands);
        }
        return;
    }
    if actions.just(Act::Restart) || actions.just(Act::NewMaze) {
        if actions.just(Act::NewMaze) {
            config.recipe.seed = config.recipe.seed.wrapping_add(1);
        }
        if let Ok(game) = config.race(&progress) {
            commands.insert_resource(game);
        }
        *pending = ShapedKeys::default();
        return;
    }
    let shape = game.run.board.maze.graph().shape();
    let keys = keys.as_deref();
    for player in 0..game.run.players {
        let who = (game.run.players > 1).then_some(player);
        let input = &mut pending.0[player];
        if let Some(key) = controls::key(shape, keys, &actions, true, who) {
            input.pressed = Some(key);
        }
        input.held = controls::key(shape, keys, &actions, false, who);
    }
}

/// One fixed tick of the race with the keys since the last one; what it reports goes out as
/// the race's Messages (the sounds hear them).
fn tick(mut game: ResMut<ShapedGame>, mut pending: ResMut<ShapedKeys>, mut out: Reports<ShapedMaze>) {
    if game.run.outcome.is_none() {
        let report = game.run.step_players(&pending.0);
        out.write(report, game.run.players);
        if game.run.outcome == Some(Outcome::Won) && game.run.players == 1 {
            let run = &game.run;
            info!("the cheese in {} moves (the shortest is {})", run.player().moves, run.shortest_moves);
        }
    }
    for input in &mut pending.0 {
        input.pressed = None;
    }
}
