//! The model of a race on another shape (hexagons, triangles, a circle), below the screen
//! that plays it (`shaped/`): what to play ([`ShapedConfig`]: the maze's recipe, the rival,
//! fog, players, where it comes from and where Esc goes), the run being played
//! ([`ShapedGame`]), and starting one ([`StartShaped`], a level's, a Sunday's daily maze).

use bevy::prelude::*;

use crate::content::daily::{Daily, Date};
use crate::content::level::Rival;
use crate::content::level::shaped::{BuiltShaped, DrawnMaze, ShapedSpec};
use crate::content::maze_key::MazeKey;
use crate::content::shaped_recipe::{ShapedRecipe, ShapedRecipeError, shape_word};
use crate::maze::Algorithm;
use crate::maze::doors::DoorAmount;
use crate::maze::shape::{Shape, ShapedMaze};
use crate::rules::rivals::RivalKind;
use crate::rules::{Board, Ghost, PLAYER_SPEED, RivalSpec, Run};
use crate::run::{RunConfig, StartRun};
use crate::saves::LastRecord;
use crate::{Menu, Place, Screen};

/// What shaped maze to play: set it, then enter `Screen::Shaped`.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct ShapedConfig {
    /// The maze and its doors.
    pub recipe: ShapedRecipe,
    /// A maze drawn in the editor, played instead of the recipe's (its shape is the
    /// recipe's): a drawn level, or the editor's test play.
    pub drawn: Option<Box<DrawnMaze>>,
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
    /// Where Esc goes: a menu, or the editor after a test play.
    pub back: Place,
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
                weave: 0.0,
                symmetry: None,
            },
            drawn: None,
            rival_speed: Some(2.0),
            rival_kind: RivalKind::Sprinter,
            fog: false,
            players: 1,
            bot: None,
            reveal: false,
            title: shape.to_string(),
            back: Place::Menu(Menu::Main),
            level: None,
            daily: None,
        }
    }
}

/// Why a shaped race cannot start.
#[derive(Clone, Debug, PartialEq)]
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
        let mut run = match &self.drawn {
            Some(drawn) => {
                let DrawnMaze { maze, start, cheese, doors } = &**drawn;
                let board = Board::with_doors(maze.clone(), *start, *cheese, doors.clone());
                Run::on_board_for(self.players.clamp(1, 2), board, PLAYER_SPEED, &rivals)
                    .map_err(|e| ShapedRunError::Recipe(ShapedRecipeError::Solve(e)))?
            }
            None => self.recipe.run(self.players, PLAYER_SPEED, &rivals).map_err(ShapedRunError::Recipe)?,
        };
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
        if run.players == 1 && !self.is_test_play() {
            let kept = progress.ghost_of(&self.maze_key().to_string(), &run.board);
            run.ghost = kept.map(|kept| Ghost::new(&run.board, &kept));
        }
        Ok(ShapedGame::new(run, self.reveal))
    }

    /// A test play of the editor's draft: nothing is recorded, Esc goes back to the editor.
    pub fn is_test_play(&self) -> bool {
        self.back == Place::Screen(Screen::ShapedEditor)
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
    /// What a won race kept: the maze's best time (and whether this run set it), the ghost's
    /// lead, a day's line to share.
    pub record: Option<LastRecord>,
    /// The maze's fingerprint, taken once: what is drawn is redrawn when it changes.
    pub print: u64,
}

impl ShapedGame {
    /// A run as it starts.
    pub fn new(run: Run<ShapedMaze>, show_route: bool) -> ShapedGame {
        let print = run.board.maze.fingerprint();
        ShapedGame { run, show_route, saved: false, record: None, print }
    }
}

/// Which campaign level a shaped run plays.
#[derive(Clone, Debug, PartialEq)]
pub struct ShapedLevel {
    /// Its place in the level list, from 0.
    pub index: usize,
    /// Its id in saved progress (`06b-honeycomb`).
    pub id: String,
    pub par_seconds: f32,
    /// The tick its rival reaches the cheese (`None` without a rival).
    pub rival_ticks: Option<u64>,
}

impl ShapedConfig {
    /// The settings that play a built shaped level, the `index`-th of the list.
    pub fn of_level(index: usize, id: &str, name: &str, built: BuiltShaped) -> ShapedConfig {
        ShapedConfig {
            title: format!("Level {}: {name}", index + 1),
            back: Place::Menu(Menu::Levels),
            level: Some(ShapedLevel {
                index,
                id: id.into(),
                par_seconds: built.par_seconds,
                rival_ticks: built.rival_ticks,
            }),
            drawn: built.drawn.map(Box::new),
            ..ShapedConfig::of_spec(built.spec, built.rival, built.fog)
        }
    }

    /// The settings that play a Sunday's daily maze against the day's rival; `None` on a
    /// square day.
    pub fn of_daily(daily: &Daily) -> Option<ShapedConfig> {
        let recipe = daily.shaped?;
        let title = format!("Daily maze {} ({})", daily.date, shape_word(recipe.shape));
        let rival = daily.rivals().first().copied();
        Some(ShapedConfig {
            recipe,
            rival_speed: rival.map(|rival| rival.cells_per_second),
            rival_kind: rival.map_or(crate::rules::rivals::RivalKind::None, |rival| rival.kind),
            title,
            daily: Some(daily.date),
            ..ShapedConfig::default()
        })
    }

    /// The settings that play the maze of `spec` against `rival`, in fog if `fog`: what a
    /// level file says of a shaped maze (a campaign level, a challenge's maze).
    pub fn of_spec(spec: ShapedSpec, rival: Option<Rival>, fog: bool) -> ShapedConfig {
        ShapedConfig {
            recipe: spec.recipe(),
            rival_speed: rival.map(|rival| rival.cells_per_second()),
            rival_kind: rival.map_or(crate::rules::rivals::RivalKind::None, |rival| rival.kind),
            fog,
            ..ShapedConfig::default()
        }
    }
}

/// Plays the daily maze of `date` with `players` (a race of two has the day's rival only if
/// `rival`): a Sunday's on the shapes' screen, any other day's on the square board.
pub fn start_daily(commands: &mut Commands, date: Date, players: usize, rival: bool) {
    let daily = Daily::of(date);
    let rival = players == 1 || rival;
    match ShapedConfig::of_daily(&daily) {
        Some(shaped) => {
            let rival_kind = if rival { shaped.rival_kind } else { crate::rules::rivals::RivalKind::None };
            commands.trigger(StartShaped(ShapedConfig { players, rival_kind, ..shaped }));
        }
        None => {
            let config = RunConfig::daily(date);
            let rival = if rival { config.rival } else { crate::rules::rivals::RivalKind::None };
            commands.trigger(StartRun::again(RunConfig { players, rival, ..config }));
        }
    }
}

/// Plays a shaped maze: keeps its settings and opens (or reopens) the shaped screen.
#[derive(Event, Clone, Debug)]
pub struct StartShaped(pub ShapedConfig);
