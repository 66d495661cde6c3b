//! `mousemaze play` (and no subcommand at all): the options of a scripted or custom run,
//! checked like every other command's, then the game.

use std::path::PathBuf;

use clap::Args;
#[cfg(not(feature = "game"))]
use clap::CommandFactory;
use mousemaze::content::difficulty::Difficulty;
use mousemaze::maze::Algorithm;
use mousemaze::maze::doors::DoorAmount;
#[cfg(feature = "game")]
use mousemaze::maze::rng::seed_from_text;
use mousemaze::rules::rivals::RivalKind;

use super::choice::choice;
#[cfg(feature = "game")]
use super::maze_args::fresh_seed;
use super::maze_args::{parse_doors, parse_share, side_parser};

/// Options for `play`; every one is optional.
#[derive(Args, Debug)]
pub struct PlayArgs {
    /// Width in cells.
    #[arg(short = 'W', long, value_parser = side_parser())]
    width: Option<u32>,
    /// Height in cells.
    #[arg(short = 'H', long, value_parser = side_parser())]
    height: Option<u32>,
    /// Generation algorithm.
    #[arg(short, long, value_parser = choice::<Algorithm>())]
    algorithm: Option<Algorithm>,
    /// Seed: a number, or any word (hashed); `-1` is taken as a seed.
    #[arg(short, long, allow_negative_numbers = true)]
    seed: Option<String>,
    /// Share of dead ends to remove (0..=1).
    #[arg(short, long, value_parser = parse_share, allow_negative_numbers = true)]
    braid: Option<f64>,
    /// Electronic doors: a count (6) or a share of the passages (5%).
    #[arg(long, value_parser = parse_doors)]
    doors: Option<DoorAmount>,
    /// Difficulty preset (size, braid, doors, rival); the other options override it.
    #[arg(short, long, value_parser = choice::<Difficulty>())]
    difficulty: Option<Difficulty>,
    /// The rival mouse.
    #[arg(long, value_parser = choice::<RivalKind>())]
    rival: Option<RivalKind>,
    /// Race your own bot: a bundled bot's name (`mousemaze bot --list`) or a Rhai file. It runs
    /// the maze first, then races you on its own timetable (on other shapes, a bundled bot's
    /// version for any shape).
    #[arg(long, value_name = "NAME|FILE")]
    bot: Option<String>,
    /// Start with the route to the cheese shown.
    #[arg(long)]
    reveal: bool,
    /// Fog of war: see only along the corridors from the mouse's cell.
    #[arg(long)]
    fog: bool,
    /// Play a level: its number in `mousemaze levels` (1 is the campaign's first), or a file.
    #[arg(long, value_name = "N|FILE", conflicts_with_all = ["width", "height", "algorithm", "seed", "braid", "doors", "difficulty"])]
    level: Option<String>,
    /// Play a maze file: a micromouse contest maze (.txt with `o` posts, .maz, .num) or a
    /// drawing `generate` wrote; its S and G marks (or the contest's) are the start and goal.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["width", "height", "algorithm", "seed", "braid", "doors", "difficulty", "level"])]
    maze: Option<PathBuf>,
    /// Play a labyrinth: the -W×-H perfect maze (10×8 unless given) by --algorithm and
    /// --seed made one path through every cell, twice as wide and high, from one end to the
    /// other, against an explorer unless --rival says (as the campaign's labyrinth).
    #[arg(long, conflicts_with_all = ["level", "maze", "braid", "doors", "difficulty", "players"])]
    unicursal: bool,
    /// Players on one maze: 2 races a friend (player one WASD and the first gamepad, player
    /// two the arrows and the second gamepad), from two starts equally far from the cheese.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=2))]
    players: u8,
    #[command(flatten)]
    shape: super::shaped::ShapeArgs,
    #[command(flatten)]
    weave: super::weave::WeaveArgs,
    /// A symmetric maze, on squares (-W, -H) or a circle (--shape polar): x (mirrored left to
    /// right), y (top to bottom), xy (both) or radial (turned: a half turn on squares, a sixth
    /// on a circle); not braided, not woven.
    #[arg(long, value_enum, conflicts_with_all = ["level", "maze", "difficulty", "unicursal", "braid"])]
    symmetry: Option<super::knobs::SymmetryName>,
    #[command(flatten)]
    script: ScriptArgs,
}

/// A scripted screenshot, for `play` and `edit`.
#[derive(Args, Debug, Default)]
pub struct ScriptArgs {
    /// Save a screenshot of the window to PATH after --frames frames, then quit.
    #[arg(long, value_name = "PATH")]
    screenshot: Option<PathBuf>,
    /// Frames to run before the screenshot.
    #[arg(long, default_value_t = 60, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    frames: u32,
}

#[cfg(feature = "game")]
impl ScriptArgs {
    /// The screenshot asked for, its path checked before the game starts.
    pub fn script(&self) -> Result<Option<mousemaze::game::Script>, String> {
        let script =
            self.screenshot.clone().map(|screenshot| mousemaze::game::Script { screenshot, frames: self.frames });
        if let Some(script) = &script {
            script.check().map_err(|e| e.to_string())?;
        }
        Ok(script)
    }
}

impl Default for PlayArgs {
    /// Plain `mousemaze`: the title screen.
    fn default() -> Self {
        PlayArgs {
            width: None,
            height: None,
            algorithm: None,
            seed: None,
            braid: None,
            doors: None,
            difficulty: None,
            rival: None,
            bot: None,
            reveal: false,
            fog: false,
            level: None,
            maze: None,
            unicursal: false,
            players: 1,
            shape: Default::default(),
            weave: Default::default(),
            symmetry: None,
            script: ScriptArgs { screenshot: None, frames: 60 },
        }
    }
}

#[cfg(feature = "game")]
pub fn run(args: &PlayArgs) -> Result<(), String> {
    use mousemaze::game::level_play::LevelPlay;
    use mousemaze::game::run::CommandLineGame;
    use mousemaze::game::{PlaySettings, RunConfig};
    let script = args.script.script()?;
    if args.shape.is_shaped() || args.weave.share().is_some() || args.symmetry.is_some() {
        let shaped = Some(shaped_config(args)?);
        return mousemaze::game::run(PlaySettings { shaped, script, ..Default::default() }).map_err(|e| e.to_string());
    }
    let custom = args.width.is_some()
        || args.height.is_some()
        || args.algorithm.is_some()
        || args.seed.is_some()
        || args.braid.is_some()
        || args.doors.is_some()
        || args.difficulty.is_some()
        || args.rival.is_some()
        || args.reveal
        || args.fog
        || args.players > 1
        || args.bot.is_some()
        || script.is_some();
    let config = if let Some(path) = &args.maze {
        let mut config = RunConfig::maze_file(path).map_err(|e| e.to_string())?;
        config.reveal = args.reveal;
        config.fog |= args.fog;
        if let Some(rival) = args.rival {
            config.rival = rival;
        }
        Some(config)
    } else if let Some((index, listed)) = match &args.level {
        _ if args.unicursal => Some(labyrinth_level(args)?),
        Some(which) => Some(super::levels::find(which)?),
        None => None,
    } {
        // A level named on the command line is played even if the menu would lock it.
        let entry = mousemaze::game::level_play::Entry { listed, unlocked: true };
        let mut config = match mousemaze::game::level_play::level_play(index, &entry).map_err(|e| e.to_string())? {
            LevelPlay::Square(config) => config,
            LevelPlay::Shaped(mut shaped) => {
                shaped.reveal = args.reveal;
                shaped.fog |= args.fog;
                if let Some(rival) = args.rival {
                    shaped.rival_kind = rival;
                    shaped.rival_speed = shaped.rival_speed.or(Some(2.0));
                }
                shaped.bot = args.bot.as_deref().map(super::bot_shaped::shaped_script).transpose()?;
                shaped.make().map_err(|e| e.to_string())?;
                return mousemaze::game::run(PlaySettings { shaped: Some(shaped), script, ..Default::default() })
                    .map_err(|e| e.to_string());
            }
        };
        config.reveal = args.reveal;
        config.fog |= args.fog;
        if let Some(rival) = args.rival {
            config.rival = rival;
        }
        Some(config)
    } else if custom {
        let config = RunConfig::command_line(&CommandLineGame {
            difficulty: args.difficulty.unwrap_or_default(),
            seed: args.seed.as_deref().map_or_else(fresh_seed, seed_from_text),
            width: args.width,
            height: args.height,
            algorithm: args.algorithm,
            braid: args.braid,
            doors: args.doors,
            rival: args.rival,
            fog: args.fog,
            reveal: args.reveal,
        });
        mousemaze::game::run::check_play_size(config.recipe.width, config.recipe.height).map_err(|e| e.to_string())?;
        Some(config)
    } else {
        None
    };
    let bot = args.bot.as_deref().map(mousemaze::bot::script::Script::find).transpose().map_err(|e| e.to_string())?;
    let config = config.map(|config| RunConfig { players: args.players.into(), bot, ..config });
    mousemaze::game::run(PlaySettings { config, script, ..Default::default() }).map_err(|e| e.to_string())
}

/// `play --unicursal`: a labyrinth played as a level of its own (after the list's, so a win
/// opens nothing), the same for the same options (its id names them: its best time).
#[cfg(feature = "game")]
fn labyrinth_level(args: &PlayArgs) -> Result<(usize, mousemaze::content::level::catalog::Listed), String> {
    use mousemaze::content::level::catalog::{Listed, Origin};
    use mousemaze::content::level::{Level, MazeSpec, Rival};
    let (width, height) = (args.width.unwrap_or(10), args.height.unwrap_or(8));
    let algorithm = args.algorithm.unwrap_or(Algorithm::Backtracker);
    let seed = args.seed.as_deref().map_or_else(fresh_seed, seed_from_text);
    let recipe =
        mousemaze::maze::recipe::MazeRecipe { width, height, algorithm, seed, braid: 0.0, doors: DoorAmount::NONE };
    let kind = args.rival.unwrap_or(RivalKind::Explorer);
    let level = Level {
        name: format!("Labyrinth {width}x{height}, seed {seed}"),
        maze: MazeSpec::Labyrinth(recipe),
        start: None,
        cheese: None,
        goal: Default::default(),
        rival: (kind != RivalKind::None).then_some(Rival { kind, speed: 0.8 }),
        par_seconds: None,
        doors: Vec::new(),
        fog: args.fog,
    };
    let id = format!("labyrinth:{width}x{height}:{algorithm}:{seed}");
    let listed = Listed { id: id.clone(), origin: Origin::File(id.into()), level: Ok(level) };
    Ok((super::levels::count(), listed))
}

/// `play --shape hex|triangle|polar`: the maze, its generator, seed and braid, doors, fog,
/// a rival of any kind (a sprinter unless `--rival` says) and one or two players.
#[cfg(feature = "game")]
fn shaped_config(args: &PlayArgs) -> Result<mousemaze::game::shaped::ShapedConfig, String> {
    use mousemaze::maze::shape::Shape;
    if args.shape.has_mask() {
        return Err("--mask makes mazes with generate; the game plays whole shapes: leave out --mask".into());
    }
    if args.level.is_some() || args.maze.is_some() || args.difficulty.is_some() {
        return Err("--shape plays a fresh maze of hexes, triangles or a circle: leave out --level, --maze and \
             --difficulty"
            .into());
    }
    let given = (args.width, args.height);
    let mut shape = args.shape.shape(given, (args.width.unwrap_or(15), args.height.unwrap_or(11)))?;
    if let (Shape::Triangle { .. }, (None, None)) = (shape, given) {
        shape = Shape::Triangle { width: 25, height: 12 };
    }
    let check = mousemaze::game::run::check_play_size;
    if let Shape::Hex { width, height } | Shape::Triangle { width, height } | Shape::Square { width, height } = shape {
        check(width, height).map_err(|e| e.to_string())?;
    }
    // One rule for the radii played, as levels and the custom game have it.
    use mousemaze::content::level::shaped::check_play_radius;
    match shape {
        Shape::Hexagon { radius } => check_play_radius("--radius", radius).map_err(|e| e.to_string())?,
        Shape::Polar { rings } => check_play_radius("--rings", rings).map_err(|e| e.to_string())?,
        _ => {}
    }
    let weave = args.weave.share().unwrap_or(0.0);
    if weave > 0.0 {
        args.weave.check_play(shape)?;
    }
    let seed = args.seed.as_deref().map_or_else(fresh_seed, seed_from_text);
    let rival_kind = args.rival.unwrap_or(RivalKind::Sprinter);
    let rival_speed = (rival_kind != RivalKind::None).then_some(2.0);
    let recipe = mousemaze::content::shaped_recipe::ShapedRecipe {
        shape,
        algorithm: args.algorithm.unwrap_or(Algorithm::Backtracker),
        seed,
        braid: args.braid.unwrap_or(0.0),
        doors: args.doors.unwrap_or(DoorAmount::Count(0)),
        weave,
        symmetry: args.symmetry.map(super::knobs::SymmetryName::symmetry),
    };
    let config = mousemaze::game::shaped::ShapedConfig {
        recipe,
        rival_speed,
        rival_kind,
        fog: args.fog,
        players: args.players.into(),
        bot: args.bot.as_deref().map(super::bot_shaped::shaped_script).transpose()?,
        reveal: args.reveal,
        title: format!("{}, seed {seed}", recipe.kind_text()),
        level: None,
        daily: None,
        ..Default::default()
    };
    config.make().map_err(|e| e.to_string())?;
    Ok(config)
}

#[cfg(not(feature = "game"))]
pub fn run(_: &PlayArgs) -> Result<(), String> {
    super::Cli::command().print_help().map_err(|e| e.to_string())?;
    Err("this build has no game (it was built without the `game` feature); the subcommands above work".into())
}
