//! Starting a run: what to play ([`RunConfig`]: a maze recipe or a level, and the rival),
//! the one way to start it ([`StartRun`], an event whose observer picks the seed), and
//! `Screen::Loading`, which builds the [`CurrentRun`] (the rules core's [`Run`]).

use bevy::prelude::*;

use super::{Menu, Place, PlaySet, Screen};
use crate::bot::Bot;
use crate::bot::script::Script;
use crate::content::daily::{Daily, Date};
use crate::content::difficulty::Difficulty;
use crate::maze::Algorithm;
use crate::maze::Pos;
use crate::maze::doors::DoorAmount;
use crate::maze::recipe::MazeRecipe;
use crate::rules::PLAYER_SPEED;
use crate::rules::rivals::RivalKind;
use crate::rules::{GhostRun, Keys, RivalSpec, Run};
pub use crate::run_error::RunConfigError;
pub use crate::run_kind::{LevelRun, RunKind};
use bevy::app::RunFixedMainLoopSystems;
use bevy::state::state::StateTransition;

/// The day whose daily maze the menus offer: today in UTC (tests set the day they need).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Today(pub Date);

impl Default for Today {
    fn default() -> Self {
        Today(Date::today())
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RunConfig>()
        .init_resource::<Today>()
        .init_resource::<SeedSource>()
        .add_observer(start_run)
        .add_systems(OnEnter(Screen::Loading), build_run)
        .add_systems(
            RunFixedMainLoop,
            finish_loading.in_set(RunFixedMainLoopSystems::BeforeFixedMainLoop).before(PlaySet::Input),
        );
}

/// Loading lasts no frame: the run is built on entering it and the screen goes on to
/// Playing in the same frame (a frame drawn in between showed nothing: a blank flash on N).
fn finish_loading(world: &mut World) {
    if world.get_resource::<State<Screen>>().is_some_and(|state| *state.get() == Screen::Loading) {
        world.run_schedule(StateTransition);
    }
}

/// The sizes the game plays, and their check: the core's, which levels obey too.
pub use crate::content::level::{PLAY_SIDES, check_play_size};

/// What to play: the maze and who races the player. The run being played keeps its own
/// copy in [`CurrentRun`]; this is the setup R replays and N reseeds.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct RunConfig {
    /// The maze to make (a level's maze comes from [`RunKind::Level`] instead).
    pub recipe: MazeRecipe,
    /// The player's speed in cells per second.
    pub speed: f32,
    /// Who races the player.
    pub rival: RivalKind,
    /// The rival's speed in cells per second.
    pub rival_speed: f32,
    /// Start with the route shown (scripted screenshots).
    pub reveal: bool,
    /// Fog of war: the player sees only along the corridors from its cell.
    pub fog: bool,
    /// A preset, a custom game or a level (whose maze is fixed).
    pub kind: RunKind,
    /// The player's own bot as a rival: run on each new maze, raced on its own timetable.
    pub bot: Option<Script>,
    /// A bot's run already made, raced on its timetable (the cells, the tick it leaves each
    /// but the last) at its top pace: a contest's best run.
    pub bot_run: Option<BotRun>,
    /// A kept run played back instead of the keys (`mousemaze replay`).
    pub replay: Option<GhostRun>,
    /// 1, or 2 for a race between two players from fair starts (`crate::two_players`).
    pub players: usize,
}

/// A bot's run to race: its walk, the tick it leaves each cell but the last, and the ticks a
/// cell takes between (its top pace).
#[derive(Clone, Debug, PartialEq)]
pub struct BotRun {
    pub walk: Vec<Pos>,
    pub departures: Vec<u64>,
    pub pace: u32,
}

impl RunConfig {
    /// Whether a win is kept in the progress (its time, the level finished, its ghost): not
    /// for a replay, a test play from the editor, or a race against a contest's best run.
    pub fn keeps_results(&self) -> bool {
        let one_player = self.players == 1;
        one_player && self.replay.is_none() && self.bot_run.is_none() && !matches!(self.kind, RunKind::TestPlay(_))
    }
}

/// What `mousemaze play` was given: a difficulty and a seed, and what it changes.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CommandLineGame {
    pub difficulty: Difficulty,
    pub seed: u64,
    pub width: Option<u32>,
    pub height: Option<u32>,
    pub algorithm: Option<Algorithm>,
    pub braid: Option<f64>,
    pub doors: Option<DoorAmount>,
    pub rival: Option<RivalKind>,
    pub fog: bool,
    pub reveal: bool,
}

impl RunConfig {
    /// Where leaving the run goes (Esc on the results, the pause menu's way out): the editor
    /// after a test play, the level list after a level, the bot's screen after racing the
    /// bot from there (P), else the title.
    pub fn leads_back_to(&self) -> Place {
        match &self.kind {
            _ if self.bot.is_some() || self.bot_run.is_some() => Place::Screen(Screen::BotRun),
            RunKind::TestPlay(_) => Place::Screen(Screen::Editor),
            RunKind::Level(_) => Place::Menu(Menu::Levels),
            _ => Place::Menu(Menu::Main),
        }
    }

    /// What the way back is called in menus.
    pub fn way_back(&self) -> &'static str {
        match self.leads_back_to() {
            Place::Screen(Screen::Editor) => "Back to the editor",
            Place::Menu(Menu::Levels) => "Back to the levels",
            Place::Screen(Screen::BotRun) => "Back to the bot",
            _ => "Back to the title",
        }
    }

    /// The key of this maze's kept best run (its ghost): a level, a daily maze, or a preset or
    /// custom recipe with its seed.
    pub fn maze_key(&self) -> String {
        match &self.kind {
            RunKind::Custom | RunKind::Free => format!("custom:{}", self.recipe),
            RunKind::Preset(d) => format!("preset:{d}:{}", self.recipe.seed),
            kind => kind.key(),
        }
    }

    /// What is played, for people: `Normal, seed 123`, `level 16: Wait for It`.
    pub fn what(&self) -> String {
        match &self.kind {
            RunKind::Custom => format!("custom game {}", self.recipe),
            RunKind::Free => format!("game {}", self.recipe),
            RunKind::Preset(d) => format!("{d}, seed {}", self.recipe.seed),
            RunKind::Level(level) => format!("level {}: {}", level.index + 1, level.name),
            RunKind::TestPlay(level) => format!("test play of {}", level.name),
            RunKind::MazeFile(file) => format!("maze file {}", file.name),
            RunKind::Daily(date) => format!("daily maze of {date}"),
        }
    }

    /// The daily maze of `date`, with its sprinter.
    pub fn daily(date: Date) -> RunConfig {
        let daily = Daily::of(date);
        RunConfig {
            recipe: daily.recipe,
            rival: daily.rival,
            rival_speed: PLAYER_SPEED * daily.rival_speed,
            kind: RunKind::Daily(date),
            ..RunConfig::default()
        }
    }

    /// The maze file at `path`, played with no rival (its marks give the start and goal).
    pub fn maze_file(path: &std::path::Path) -> Result<RunConfig, RunConfigError> {
        let max_cells = crate::content::level::MAX_PLAY_CELLS;
        let board = crate::content::maze_file::board_of_within(path, max_cells).map_err(RunConfigError::MazeFile)?;
        let (width, height) = (board.maze.width(), board.maze.height());
        check_play_size(width, height).map_err(RunConfigError::Size)?;
        // A goal walls cut off is said before any window opens (and on screen in the game).
        let file = crate::maze::text::printable(&path.display().to_string()).into_owned();
        crate::maze::Solver::Bfs
            .solve_region(&board.maze, board.start, board.goals())
            .map_err(|error| RunConfigError::Unreachable { file, error })?;
        let name = path.file_name().map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into_owned());
        let id = path.canonicalize().unwrap_or_else(|_| path.to_path_buf()).display().to_string();
        let file = LevelRun { index: 0, id, name, board, par_seconds: None };
        let recipe = MazeRecipe { width, height, ..MazeRecipe::default() };
        Ok(RunConfig {
            recipe,
            rival: RivalKind::None,
            kind: RunKind::MazeFile(Box::new(file)),
            ..RunConfig::default()
        })
    }

    /// A game set on the command line: a difficulty (Normal by default) and its seed, with
    /// any of the maze's, the rival's and the fog's settings changed. Only the preset's own
    /// maze and rival count as the preset (their best time and ghost are the preset's);
    /// anything else is a [`RunKind::Free`] game.
    pub fn command_line(options: &CommandLineGame) -> RunConfig {
        let preset = RunConfig::preset(options.difficulty, options.seed);
        let p = preset.recipe;
        let recipe = MazeRecipe {
            width: options.width.unwrap_or(p.width),
            height: options.height.unwrap_or(p.height),
            algorithm: options.algorithm.unwrap_or(p.algorithm),
            braid: options.braid.unwrap_or(p.braid),
            doors: options.doors.unwrap_or(p.doors),
            seed: options.seed,
        };
        let rival = options.rival.unwrap_or(preset.rival);
        let fog = preset.fog || options.fog;
        let same = recipe == p && rival == preset.rival && fog == preset.fog;
        let kind = if same { preset.kind.clone() } else { RunKind::Free };
        RunConfig { recipe, rival, fog, reveal: options.reveal, kind, ..preset }
    }

    /// The settings of a difficulty preset, with `seed`.
    pub fn preset(difficulty: Difficulty, seed: u64) -> RunConfig {
        let p = difficulty.preset();
        RunConfig {
            recipe: difficulty.recipe(seed),
            speed: PLAYER_SPEED,
            rival: p.rival,
            rival_speed: PLAYER_SPEED * p.rival_speed,
            reveal: false,
            fog: p.fog,
            kind: RunKind::Preset(difficulty),
            bot: None,
            bot_run: None,
            replay: None,
            players: 1,
        }
    }

    /// The rules core's run for this setup.
    pub fn build(&self) -> Result<Run, RunConfigError> {
        let rivals = [RivalSpec { kind: self.rival, cells_per_second: self.rival_speed }];
        let rivals = if self.rival == RivalKind::None { &[][..] } else { &rivals[..] };
        let mut run = match self.kind.level() {
            Some(level) => {
                let board = level.board.clone();
                Run::on_board_for(self.players, board, self.speed, rivals)
                    .map_err(|error| RunConfigError::Level { name: level.name.clone(), error })
            }
            None => {
                check_play_size(self.recipe.width, self.recipe.height).map_err(RunConfigError::Size)?;
                Run::from_recipe_for(self.players, self.recipe, self.speed, rivals).map_err(RunConfigError::Recipe)
            }
        }?;
        if let Some(bot_run) = &self.bot_run {
            run.add_timed_rival(bot_run.walk.clone(), bot_run.departures.clone(), bot_run.pace);
        }
        if let Some(script) = &self.bot {
            let bot = Bot::compile(&script.name, &script.source).map_err(RunConfigError::Bot)?;
            let (walk, departures) = bot.run(&run.board).timetable();
            run.add_timed_rival(walk, departures, crate::bot::BOT_PACE as u32);
        }
        run.set_fog(self.fog);
        Ok(run)
    }
}

impl Default for RunConfig {
    /// The Normal game: a 21×15 backtracker maze with a smeller rival.
    fn default() -> Self {
        RunConfig::preset(Difficulty::Normal, 1)
    }
}

/// Where new seeds come from (N, and every game started from the title).
#[derive(Resource, Debug)]
pub struct SeedSource(pub crate::maze::MazeRng);

impl Default for SeedSource {
    /// Seeded from the clock: each session plays new mazes.
    fn default() -> Self {
        SeedSource(crate::maze::MazeRng::new(crate::maze::rng::clock_seed()))
    }
}

impl SeedSource {
    /// A fresh seed, short enough to read and type (under a billion).
    pub fn next_seed(&mut self) -> u64 {
        self.0.next_u64() % 1_000_000_000
    }
}

/// Starts a run: the one way every menu, key and script begins one. The observer picks the
/// seed, keeps the setup as [`RunConfig`], and goes through `Screen::Loading`.
#[derive(Event, Clone, Debug)]
pub struct StartRun {
    pub config: RunConfig,
    /// Draw a new seed (N, a new game from the title) instead of playing the recipe's.
    pub fresh_seed: bool,
}

impl StartRun {
    /// This setup exactly as it is (R, levels, scripted runs, a typed seed).
    pub fn again(config: RunConfig) -> StartRun {
        StartRun { config, fresh_seed: false }
    }

    /// This setup with a new seed (levels keep their maze).
    pub fn fresh(config: RunConfig) -> StartRun {
        StartRun { config, fresh_seed: true }
    }
}

fn start_run(
    start: On<StartRun>,
    mut commands: Commands,
    mut seeds: ResMut<SeedSource>,
    mut screen: ResMut<NextState<Screen>>,
) {
    let mut config = start.config.clone();
    if start.fresh_seed && config.kind.level().is_none() {
        config.recipe.seed = seeds.next_seed();
        if let RunKind::Daily(_) = config.kind {
            // Another maze like today's is not today's daily maze.
            config.kind = RunKind::Free;
        }
    }
    commands.insert_resource(config);
    screen.set(Screen::Loading);
}

/// The run being played: the rules core's [`Run`], stepped once a fixed tick.
#[derive(Resource, Clone, Debug, Deref, DerefMut)]
pub struct CurrentRun(pub Run);

/// Builds the run (the previous run's entities are gone by now). A run that cannot be made
/// (a bad size from a level or the CLI, already checked there) is logged and the player goes
/// back to the title.
fn build_run(
    mut commands: Commands,
    config: Res<RunConfig>,
    progress: Option<Res<super::saves::PlayerProgress>>,
    mut screen: ResMut<NextState<Screen>>,
) {
    match config.build() {
        Ok(mut run) => {
            // The player's steering style; a replay steers as its run did.
            let stops = progress.is_some_and(|p| p.settings.stop_at_junctions);
            let style = config.replay.as_ref().map_or(Keys { stop_at_junctions: stops }, |r| r.steering);
            run.set_steering(style);
            commands.insert_resource(CurrentRun(run));
            screen.set(Screen::Playing);
        }
        Err(e) => {
            error!("cannot make this maze: {e}");
            commands.remove_resource::<CurrentRun>();
            screen.set(Screen::Title);
        }
    }
}
