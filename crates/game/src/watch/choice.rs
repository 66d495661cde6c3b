//! What the player chose to watch on the Bot screen ([`BotChoice`]): the script, the maze
//! (a difficulty's, the custom game's, the contest maze, a level, a maze file or a
//! challenge's maze), its doors and whether it runs a contest; and what that choice builds:
//! the board, its name on the panel, and the races the player can run on it.

use std::path::Path;

use bevy::prelude::*;

use super::no_trace::{NoBoard, NoScript};
use crate::RunConfig;
use crate::bot::mms_program::mouse_file::{MmsMouse, MouseFileError};
use crate::bot::script::{Script, ScriptError};
use crate::bot::{Limits, ShapedBoard, practice};
use crate::content::difficulty::Difficulty;
use crate::content::shaped_recipe::ShapedRecipe;
use crate::maze::Ends;
use crate::maze::doors::DoorAmount;
use crate::maze::generate::micromouse;
use crate::maze::recipe::MazeRecipe;
use crate::rules::Board;
use crate::rules::rivals::RivalKind;
use crate::run::{BotRun, LevelRun, RunKind};
use crate::shaped::ShapedConfig;
use crate::{Menu, Place};

/// What the player chose to watch: the script (or why it could not be read), the maze.
#[derive(Resource, Clone, Debug)]
pub struct BotChoice {
    pub script: Result<Script, NoScript>,
    /// The file the script is read from (`None` for a bundled bot): kept when a read fails,
    /// so that the next change on disk, or L, reads it again.
    pub path: Option<std::path::PathBuf>,
    /// The difficulty whose maze and rival it runs with (unless `maze` says otherwise).
    pub difficulty: Difficulty,
    /// Another maze: the player's last custom game, or a level.
    pub maze: Option<BotMaze>,
    /// Doors placed from the seed, half of them on the route (generated mazes only).
    pub doors: u32,
    pub seed: u64,
    /// A micromouse contest (several runs, a score) instead of one race to the cheese.
    pub contest: bool,
    /// The script's lines the replay stops at (kept while the script is edited and rerun).
    pub breakpoints: Vec<u32>,
    /// Where Esc goes: the bot list, or the challenge the maze came from.
    pub back: Place,
    /// An mms mouse (its `.mms` file read, or why it could not be) instead of a script.
    pub mms: Option<Result<MmsMouse, MouseFileError>>,
}

/// A maze to watch a bot on, other than a difficulty's.
#[derive(Clone, Debug, PartialEq)]
pub enum BotMaze {
    /// The custom game's recipe (its seed is the choice's).
    Custom(MazeRecipe),
    /// A level, as the game plays it.
    Level(Box<LevelRun>),
    /// A maze file from the player's mazes folder, from its marks.
    File(Box<LevelRun>),
    /// A micromouse contest maze, 16×16, from the choice's seed.
    Micromouse,
    /// One maze of a challenge.
    Course(Box<CourseRun>),
    /// A maze of another shape (hexagons, triangles, a circle…) from this recipe, made anew
    /// from the choice's seed: the bot runs it alone, then the player may race it there.
    Shaped(ShapedRecipe),
    /// A level or a challenge's maze on another shape.
    ShapedCourse(Box<ShapedCourseRun>),
}

/// A shaped level's or challenge's maze to watch: the race it is played as (its maze, doors and
/// rival; P starts it with the bot as the rival), what the panel calls it, the tick its rival
/// reaches the cheese, and a challenge's calls allowed and budgets (as it was graded).
#[derive(Clone, Debug, PartialEq)]
pub struct ShapedCourseRun {
    pub race: ShapedConfig,
    pub name: String,
    pub rival_ticks: Option<u64>,
    pub challenge: Option<Box<crate::content::challenge::Challenge>>,
    pub limits: Limits,
}

/// A challenge's maze to watch: its board (as a level, to race it too), its rival, and the
/// challenge's budgets, so the bot runs as it was graded.
#[derive(Clone, Debug, PartialEq)]
pub struct CourseRun {
    /// The challenge: the calls its script may make.
    pub challenge: Box<crate::content::challenge::Challenge>,
    pub level: LevelRun,
    pub rival: Option<crate::content::level::Rival>,
    pub limits: Limits,
}

impl BotChoice {
    /// The recipe of its generated maze (for a level: the difficulty's, unused).
    pub fn recipe(&self) -> MazeRecipe {
        let base = match &self.maze {
            Some(BotMaze::Custom(recipe)) => recipe.with_seed(self.seed),
            _ => self.difficulty.recipe(self.seed),
        };
        MazeRecipe { doors: DoorAmount::Count(self.doors), ..base }
    }

    /// The board it runs on: the recipe's between the corners, or the level's.
    pub fn board(&self) -> Result<Board, NoBoard> {
        match &self.maze {
            Some(BotMaze::Level(level) | BotMaze::File(level)) => Ok(level.board.clone()),
            Some(BotMaze::Course(course)) => Ok(course.level.board.clone()),
            Some(BotMaze::Micromouse) => micromouse::generate(16, 16, self.seed)
                .map(crate::rules::contest::contest_board)
                .map_err(NoBoard::Micromouse),
            _ => practice::board(self.recipe(), Ends::Corners).map_err(NoBoard::Recipe),
        }
    }

    /// The recipe of a generated maze of another shape, with the choice's seed and doors.
    fn shaped_recipe(&self) -> Option<ShapedRecipe> {
        let Some(BotMaze::Shaped(recipe)) = &self.maze else { return None };
        Some(ShapedRecipe { seed: self.seed, doors: DoorAmount::Count(self.doors), ..*recipe })
    }

    /// The board of a maze of another shape (`None` on the square grid): the recipe's from
    /// its first cell to its last, with its doors, or why it cannot be had.
    pub fn shaped_board(&self) -> Option<Result<ShapedBoard, NoBoard>> {
        let board = match &self.maze {
            Some(BotMaze::ShapedCourse(course)) => {
                let race = ShapedConfig { bot: None, ..course.race.clone() };
                race.make().map(|run| run.board).map_err(NoBoard::ShapedRace)
            }
            Some(BotMaze::Shaped(_)) => self.shaped_recipe()?.board().map_err(NoBoard::Shaped),
            _ => return None,
        };
        Some(board.and_then(|board| {
            let (start, goal) = (board.start as usize, board.goal as usize);
            let bot_board = ShapedBoard::new(board.maze, start, goal).map_err(NoBoard::ShapedBoard)?;
            Ok(bot_board.with_doors(board.doors))
        }))
    }

    /// The race of the player against `script` on the chosen maze of another shape (`None`
    /// on the square grid), Esc back to where the choice came from.
    pub fn shaped_race(&self, script: &Script) -> Option<ShapedConfig> {
        if let Some(BotMaze::ShapedCourse(course)) = &self.maze {
            return Some(ShapedConfig { bot: Some(script.clone()), ..course.race.clone() });
        }
        let recipe = self.shaped_recipe()?;
        let title = format!("{} racing you on {}", script.name, recipe.kind_text());
        Some(ShapedConfig {
            recipe,
            bot: Some(script.clone()),
            rival_kind: RivalKind::None,
            rival_speed: None,
            title,
            back: self.back,
            ..ShapedConfig::default()
        })
    }

    /// What the maze is called on the panel: `Normal maze, seed 7`, `Level 3: Snail Shell`.
    pub fn maze_name(&self) -> String {
        match &self.maze {
            Some(BotMaze::Level(level)) => format!("Level {}: {}", level.index + 1, level.name),
            Some(BotMaze::Custom(_)) => format!("Custom maze, seed {}", self.seed),
            Some(BotMaze::File(file)) => format!("Maze file: {}", crate::maze::text::printable(&file.name)),
            Some(BotMaze::Micromouse) => format!("Micromouse 16x16, seed {}", self.seed),
            Some(BotMaze::Course(course)) => course.level.name.clone(),
            Some(BotMaze::Shaped(recipe)) => {
                format!("{}, seed {}", crate::ui::capitalised(&recipe.kind_text().replace('×', "x")), self.seed)
            }
            Some(BotMaze::ShapedCourse(course)) => course.name.clone(),
            None => format!("{} maze, seed {}", self.difficulty, self.seed),
        }
    }

    /// The player's speed run on a contest's maze against the bot's best run (`best`).
    pub fn contest_race(&self, board: Board, best: BotRun) -> RunConfig {
        let name = format!("{} (contest)", self.maze_name());
        let id = format!("contest:{}:{}", board.maze.width(), board.fingerprint());
        let level = LevelRun { index: 0, id, name, board, par_seconds: None };
        let recipe = MazeRecipe { width: level.board.maze.width(), height: level.board.maze.height(), ..self.recipe() };
        let kind = RunKind::MazeFile(Box::new(level));
        RunConfig { recipe, rival: RivalKind::None, kind, bot_run: Some(best), ..RunConfig::default() }
    }

    /// A race on that maze: the player against `script` (and no other rival); R replays it,
    /// N gives a new maze (a level stays the level) and runs the bot again on it.
    pub fn race(&self, script: Script) -> RunConfig {
        let kind = match &self.maze {
            Some(BotMaze::Level(level)) => RunKind::Level(level.clone()),
            Some(BotMaze::File(file)) => RunKind::MazeFile(file.clone()),
            Some(BotMaze::Course(course)) => RunKind::MazeFile(Box::new(course.level.clone())),
            _ => RunKind::Custom,
        };
        RunConfig { recipe: self.recipe(), rival: RivalKind::None, kind, bot: Some(script), ..RunConfig::default() }
    }

    pub fn new(script: Result<Script, ScriptError>, difficulty: Difficulty, doors: u32) -> BotChoice {
        BotChoice::with(script.map_err(NoScript::Unread), difficulty, doors)
    }

    /// [`BotChoice::new`] with the script, or why there is none to run.
    fn with(script: Result<Script, NoScript>, difficulty: Difficulty, doors: u32) -> BotChoice {
        let path = script.as_ref().ok().and_then(|s| s.path.clone());
        let seed = crate::maze::rng::clock_seed();
        let back = Place::Menu(Menu::Bots);
        BotChoice {
            script,
            path,
            difficulty,
            maze: None,
            doors,
            seed,
            contest: false,
            breakpoints: Vec::new(),
            back,
            mms: None,
        }
    }

    /// The mms mouse registered by the `.mms` file at `path` (read now, again on a change or
    /// L): it always runs a contest (mms's start and goal).
    pub fn from_mms_file(path: &Path, difficulty: Difficulty, doors: u32) -> BotChoice {
        let mouse = MmsMouse::read(path);
        BotChoice {
            path: Some(path.to_path_buf()),
            contest: true,
            mms: Some(mouse),
            ..BotChoice::with(Err(NoScript::MmsProgram), difficulty, doors)
        }
    }

    /// The script in the file at `path`, read now; a file that cannot be read now is read
    /// again when it changes, or on L.
    pub fn from_file(path: &Path, difficulty: Difficulty, doors: u32) -> BotChoice {
        let script = Script::read(path);
        BotChoice { path: Some(path.to_path_buf()), ..BotChoice::new(script, difficulty, doors) }
    }

    /// What the script is called on the panel: its name, or its file's when it cannot be read.
    pub(super) fn script_name(&self) -> String {
        match (&self.script, &self.path) {
            (Ok(script), _) => script.name.clone(),
            (Err(_), Some(path)) => path.file_name().map_or("?".into(), |n| n.to_string_lossy().into_owned()),
            (Err(_), None) => "?".into(),
        }
    }
}
