//! The Challenges screen: the list of the built-in challenges with the stars earned
//! ([`list`]), and one challenge open ([`page`]): its lesson, the instructions it allows,
//! the player's script for it ([`script_file`], in their challenges folder, made from the
//! starter), and the results of running that script on all the challenge's mazes.
//!
//! A run is graded exactly as `mousemaze grade` grades ([`grade_mazes`]: the challenge's
//! mazes, budgets and rivals), off the frame on the async compute pool, so the window never
//! waits for a script; it runs when the challenge is opened, when the script's file changes
//! on disk (hot reload, looked at twice a second), and on "Run again". A run that earns
//! stars beyond the best saved keeps them, and the script, with the progress.

mod list;
mod page;
pub mod script_file;
mod stars;
mod watch_maze;

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};

use super::saves::{PlayerProgress, Saver};
use super::watch::{FileStamp, file_stamp};
use super::{Menu, PlaySet};
use crate::bot::grade::{GradeError, MazeGrade, ROW_TIME, Totals, grade_mazes, grade_shaped_mazes};
use crate::bot::script::{Script, ScriptError};
use crate::content::challenge::{self, Challenge};
use crate::content::level::LevelError;
use crate::save::ChallengeBest;

pub use page::ResultsView;
pub use stars::{Stars, stars_row};

pub(super) fn plugin(app: &mut App) {
    // Results are taken on any screen (a run may end while a maze is watched); the file is
    // looked at on the challenge's page (the Bot screen looks at it itself).
    let open = resource_exists::<OpenChallenge>;
    app.init_resource::<ChallengesDir>().add_plugins((list::plugin, page::plugin, stars::plugin)).add_systems(
        Update,
        (collect_results.run_if(open), reload_when_changed.run_if(in_state(Menu::Challenge).and_then(open)))
            .chain()
            .in_set(PlaySet::Keys),
    );
}

/// The stars drawn as pixel art (needs the renderer's images).
pub(super) fn art_plugin(app: &mut App) {
    app.add_plugins(stars::art_plugin);
}

/// The folder of the player's challenge scripts: `MOUSEMAZE_CHALLENGES_DIR`, else
/// `challenges/` in the OS data folder ([`crate::folders::player_challenges_dir`]).
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct ChallengesDir(pub Option<PathBuf>);

impl Default for ChallengesDir {
    fn default() -> Self {
        ChallengesDir(crate::folders::player_challenges_dir())
    }
}

/// The results of one run of the script on all the challenge's mazes.
#[derive(Clone, Debug)]
pub struct Results {
    /// One row a maze, or why the script could not run at all (file:line:column: message).
    pub mazes: Result<Vec<MazeGrade>, NotGraded>,
    pub stars: u8,
    /// Whether these stars (or as many in fewer moves) beat the best saved.
    pub new_best: bool,
}

/// Why a script was not graded on the challenge's mazes at all.
#[derive(Clone, Debug)]
pub enum NotGraded {
    /// The script's file could not be read.
    Script(ScriptError),
    /// The challenge's mazes could not be made.
    Courses(LevelError),
    /// The script does not compile, or calls what the challenge does not allow.
    Grade(GradeError),
}

impl std::fmt::Display for NotGraded {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NotGraded::Script(e) => e.fmt(f),
            NotGraded::Courses(e) => e.fmt(f),
            NotGraded::Grade(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for NotGraded {}

impl Results {
    /// Mazes solved, and moves and instructions over all of them.
    pub fn totals(&self) -> (usize, u64, u64) {
        let mazes = self.mazes.as_deref().unwrap_or_default();
        let solved = mazes.iter().filter(|m| m.solved).count();
        (solved, mazes.iter().map(|m| m.moves).sum(), mazes.iter().map(|m| m.instructions).sum())
    }
}

/// A run going on off the frame: its results, and the source it ran (kept as the solution).
type Running = Task<(Results, String)>;

/// The challenge open: which, the player's script, and its last results.
#[derive(Resource)]
pub struct OpenChallenge {
    /// Its place in [`challenge::built_in`].
    pub index: usize,
    /// The player's script file (`None`: there is no data folder; the starter runs).
    pub path: Option<PathBuf>,
    /// The script as last read, or why it could not be.
    pub script: Result<Script, ScriptError>,
    /// What happened to the file, for the player: made from the starter, kept as a `.bak`,
    /// or could not be written.
    pub notice: Option<String>,
    /// The last run's results (`None` before the first run ends).
    pub results: Option<Results>,
    /// The maze the player would watch (0-based).
    pub watch: usize,
    /// The page's item selected when it opens (back from watching a maze, the watch item).
    pub item: usize,
    /// Enter on the reset item once asks; twice resets.
    pub reset_asked: bool,
    /// The file's stamp when it was read.
    stamp: Option<FileStamp>,
    running: Option<Running>,
}

impl OpenChallenge {
    /// Opens the challenge `index`: its script file made from the starter if missing, read,
    /// and run.
    pub fn open(index: usize, dir: Option<&std::path::Path>) -> Option<OpenChallenge> {
        let challenge = challenge::every().get(index)?;
        let path = dir.map(|dir| script_file::path(dir, challenge));
        let notice = match &path {
            Some(path) => match script_file::make_if_missing(path, &challenge.starter) {
                Ok(true) => Some("Your script was made from the starter: open it in your editor.".to_string()),
                Ok(false) => None,
                Err(e) => Some(format!("Cannot write {}: {e}", shown(path))),
            },
            None => Some("This system has no data folder: the starter runs (set MOUSEMAZE_CHALLENGES_DIR)".into()),
        };
        let stamp = path.as_deref().and_then(file_stamp);
        let script = read_script(challenge, path.as_deref());
        let mut open = OpenChallenge {
            index,
            path,
            script,
            notice,
            results: None,
            watch: 0,
            item: 0,
            reset_asked: false,
            stamp,
            running: None,
        };
        open.run();
        Some(open)
    }

    pub fn challenge(&self) -> &'static Challenge {
        &challenge::every()[self.index]
    }

    /// Whether a run is going on.
    pub fn running(&self) -> bool {
        self.running.is_some()
    }

    /// Reads the script again and runs it on all the mazes (off the frame).
    pub fn reload(&mut self) {
        let challenge = self.challenge();
        self.stamp = self.path.as_deref().and_then(file_stamp);
        self.script = read_script(challenge, self.path.as_deref());
        self.run();
    }

    /// Runs the script as read on all the mazes, off the frame: the results say so until done.
    pub fn run(&mut self) {
        let challenge = self.challenge();
        self.running = Some(match self.script.clone() {
            Ok(script) => AsyncComputeTaskPool::get().spawn(async move {
                let bytes = script.source.as_bytes();
                let mazes = match challenge.shape() {
                    None => challenge.courses().map_err(NotGraded::Courses).and_then(|courses| {
                        grade_mazes(challenge, &courses, &script.name, bytes).map_err(NotGraded::Grade)
                    }),
                    Some(_) => challenge.shaped_courses().map_err(NotGraded::Courses).and_then(|courses| {
                        grade_shaped_mazes(challenge, &courses, &script.name, bytes, ROW_TIME).map_err(NotGraded::Grade)
                    }),
                };
                let stars = mazes.as_deref().map_or(0, |mazes| Totals::of(challenge, mazes).stars);
                (Results { mazes, stars, new_best: false }, script.source)
            }),
            Err(why) => {
                let results = Results { mazes: Err(NotGraded::Script(why)), stars: 0, new_best: false };
                AsyncComputeTaskPool::get().spawn(async move { (results, String::new()) })
            }
        });
    }
}

/// The player's script for `challenge` from its file at `path`; with no data folder, the starter.
fn read_script(challenge: &Challenge, path: Option<&std::path::Path>) -> Result<Script, ScriptError> {
    match path {
        Some(path) => Script::read(path),
        None => Ok(Script {
            name: format!("{}.rhai", script_file::key(challenge)),
            source: challenge.starter.clone(),
            path: None,
        }),
    }
}

/// Text as shown to the player: control characters escaped, in the font's letters.
fn shown_text(text: &str) -> String {
    super::ui::in_font(&crate::maze::text::printable(text)).into_owned()
}

/// A path as shown to the player.
fn shown(path: &std::path::Path) -> String {
    shown_text(&path.display().to_string())
}

/// Takes a run's results once it is done (looked at each frame, never waited for); stars
/// beyond the best saved are kept with the script that earned them, and saved.
fn collect_results(mut open: ResMut<OpenChallenge>, mut progress: ResMut<PlayerProgress>, mut saver: Saver) {
    // Looking is not changing: the page redraws only when the results come.
    let Some(task) = open.bypass_change_detection().running.as_mut() else { return };
    let Some((mut results, source)) = block_on(poll_once(task)) else { return };
    open.running = None;
    let (_, moves, instructions) = results.totals();
    let best = ChallengeBest { stars: results.stars, moves, instructions, script: source };
    results.new_best = progress.record_challenge(script_file::key(open.challenge()), best);
    if results.new_best {
        saver.save(&progress);
    }
    open.results = Some(results);
}

/// Twice a second, looks whether the script's file changed on disk, and runs it again if so.
fn reload_when_changed(time: Res<Time>, mut since: Local<f32>, mut open: ResMut<OpenChallenge>) {
    *since += time.delta_secs();
    if *since < 0.5 {
        return;
    }
    *since = 0.0;
    let Some(path) = &open.path else { return };
    if file_stamp(path) != open.stamp {
        // The player edited it: what the notice said of the file (made from the starter,
        // kept as a `.bak`) is old news.
        open.notice = None;
        open.reload();
    }
}
