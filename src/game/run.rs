//! One run through one maze: its settings ([`RunConfig`]), the maze itself ([`CurrentMaze`]),
//! the clock and move count ([`RunStats`]), and how the next run is chosen ([`NextRun`]):
//! the same maze again (R) or a fresh seed (N). `Screen::Loading` makes the maze.

use bevy::prelude::*;

use super::Screen;
use crate::maze::difficulty::{Difficulty, PLAYER_SPEED};
use crate::maze::rivals::RivalKind;
use crate::maze::{Algorithm, Maze, MazeRng, Pos, Solver};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RunConfig>()
        .init_resource::<RunStats>()
        .init_resource::<SeedSource>()
        .init_resource::<NextRun>()
        .add_systems(OnEnter(Screen::Loading), (prepare_run, start_playing).chain())
        .add_systems(FixedUpdate, tick_clock.in_set(super::PlaySet::Rules));
}

/// The sizes the game plays, and their check: the core's, which levels obey too.
pub use crate::maze::level::{PLAY_SIDES, check_play_size};

/// What maze to play and how fast the mouse runs.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct RunConfig {
    pub width: u32,
    pub height: u32,
    pub algorithm: Algorithm,
    /// Share of dead ends removed (0 = perfect maze).
    pub braid: f64,
    pub seed: u64,
    /// The player's speed in cells per second.
    pub speed: f32,
    /// Who races the player.
    pub rival: RivalKind,
    /// The rival's speed in cells per second.
    pub rival_speed: f32,
    /// Start with the route shown (scripted screenshots).
    pub reveal: bool,
    /// A preset, a custom game or a level (whose maze is fixed).
    pub kind: RunKind,
}

/// What kind of run this is: it decides where the maze comes from and under which key the
/// best time is saved.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum RunKind {
    #[default]
    Custom,
    Preset(Difficulty),
    Level(LevelRun),
}

/// A level's maze, built once from its file.
#[derive(Clone, Debug, PartialEq)]
pub struct LevelRun {
    /// Position in the campaign (0-based).
    pub index: usize,
    /// The file's stem, e.g. `01-first-steps`.
    pub id: String,
    pub name: String,
    pub maze: Maze,
    pub start: Pos,
    pub goal: Pos,
    pub par_seconds: Option<f32>,
}

impl RunKind {
    /// The key of this run's best time in the saved progress.
    pub fn key(&self) -> String {
        match self {
            RunKind::Custom => "custom".into(),
            RunKind::Preset(d) => format!("preset:{d}"),
            RunKind::Level(level) => format!("level:{}", level.id),
        }
    }
}

impl RunConfig {
    /// The settings of a difficulty preset, with `seed`.
    pub fn preset(difficulty: Difficulty, seed: u64) -> RunConfig {
        let p = difficulty.preset();
        RunConfig {
            width: p.width,
            height: p.height,
            algorithm: p.algorithm,
            braid: p.braid,
            seed,
            speed: PLAYER_SPEED,
            rival: p.rival,
            rival_speed: PLAYER_SPEED * p.rival_speed,
            reveal: false,
            kind: RunKind::Preset(difficulty),
        }
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
pub struct SeedSource(pub MazeRng);

impl Default for SeedSource {
    /// Seeded from the clock: each session plays new mazes.
    fn default() -> Self {
        SeedSource(MazeRng::new(crate::maze::rng::clock_seed()))
    }
}

impl SeedSource {
    /// A fresh seed, short enough to read and type (under a billion).
    pub fn next_seed(&mut self) -> u64 {
        self.0.next_u64() % 1_000_000_000
    }
}

/// What `Screen::Loading` does with the seed before making the maze.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum NextRun {
    /// Play `RunConfig` as it is (R: the same maze again; also scripted runs).
    #[default]
    SameSeed,
    /// Draw a new seed first (N, or a new game from the title).
    NewSeed,
}

/// The maze being played, with its start, goal and shortest route length (in moves).
#[derive(Resource, Clone, Debug)]
pub struct CurrentMaze {
    pub maze: Maze,
    pub start: Pos,
    pub goal: Pos,
    pub shortest_moves: usize,
}

impl CurrentMaze {
    /// Builds the maze `config` describes. The start is the top-left corner and the cheese
    /// sits at the bottom-right.
    pub fn build(config: &RunConfig) -> Result<CurrentMaze, String> {
        if let RunKind::Level(level) = &config.kind {
            let shortest = Solver::Bfs.solve(&level.maze, level.start, level.goal).map_err(|e| e.to_string())?;
            return Ok(CurrentMaze {
                maze: level.maze.clone(),
                start: level.start,
                goal: level.goal,
                shortest_moves: shortest.steps(),
            });
        }
        let maze = config
            .algorithm
            .generate_braided(config.width, config.height, config.seed, config.braid)
            .map_err(|e| e.to_string())?;
        let (start, goal) = maze.corners();
        let shortest = Solver::Bfs.solve(&maze, start, goal).map_err(|e| e.to_string())?;
        Ok(CurrentMaze { maze, start, goal, shortest_moves: shortest.steps() })
    }
}

/// The clock and the move count of the current run.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct RunStats {
    /// Seconds since the first step (fixed-step time, so it is exact and pauses with the game).
    pub elapsed: f32,
    /// Cells entered.
    pub moves: u32,
}

impl RunStats {
    /// How close the player's moves came to the shortest route, in percent (100 = optimal).
    pub fn optimality(&self, shortest_moves: usize) -> f32 {
        if self.moves == 0 { 100.0 } else { (shortest_moves as f32 / self.moves as f32 * 100.0).min(100.0) }
    }
}

/// Makes the maze for the next run. A maze that cannot be made (a bad size from a level or
/// the CLI, already checked there) is logged and the player goes back to the title.
fn prepare_run(
    mut commands: Commands,
    mut config: ResMut<RunConfig>,
    mut next: ResMut<NextRun>,
    mut seeds: ResMut<SeedSource>,
    mut stats: ResMut<RunStats>,
) {
    if *next == NextRun::NewSeed && !matches!(config.kind, RunKind::Level(_)) {
        config.seed = seeds.next_seed();
    }
    *next = NextRun::SameSeed;
    *stats = RunStats::default();
    match CurrentMaze::build(&config) {
        Ok(current) => commands.insert_resource(current),
        Err(e) => {
            error!("cannot make this maze: {e}");
            commands.remove_resource::<CurrentMaze>();
        }
    }
}

fn start_playing(current: Option<Res<CurrentMaze>>, mut screen: ResMut<NextState<Screen>>) {
    screen.set(if current.is_some() { Screen::Playing } else { Screen::Title });
}

/// The clock starts with the player's first step, not when the maze appears.
fn tick_clock(time: Res<Time>, mut stats: ResMut<RunStats>, player: Query<&super::Mouse, With<super::Player>>) {
    if stats.moves > 0 || player.iter().any(|m| m.heading.is_some()) {
        stats.elapsed += time.delta_secs();
    }
}
