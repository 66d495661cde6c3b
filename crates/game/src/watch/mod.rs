//! Watching a bot: the chosen script runs headless on the chosen maze (the core's
//! [`Bot::run`](crate::bot::Bot::run), deterministic), and the screen replays its trace one instruction at a
//! time, with its chalk and trail ([`scene`]) and a panel of its last instructions and
//! counts ([`panel`]). The difficulty's rival races it on the same clock. On a maze of
//! another shape ([`BotMaze::Shaped`]) the same screen replays the bot's run there
//! ([`Bot::run_lines_shaped`](crate::bot::Bot::run_lines_shaped), drawn by [`shaped_scene`]),
//! with the same panels, keys and stepping ([`traces`] answers them for either trace); no
//! rival, contest or mms program runs there.
//!
//! Keys: Up/Down faster/slower, Space pause, Right one instruction (paused), S one line,
//! M one move, B a breakpoint on the line shown (or click a line; [`debugger`]), R restart,
//! N a new maze, L reload the script (also done on its own when the file changes), P race the
//! bot yourself on this maze, Esc back (to the bot list, or to the challenge a maze of which
//! is watched: [`BotMaze::Course`], run with the challenge's budgets and rival).
//! A script that does not compile, or fails, shows its error with file:line:column.

mod choice;
mod contest;
mod debugger;
mod fastest_route;
mod no_trace;
mod panel;
mod program;
mod scene;
mod shaped_scene;
mod source;
mod traces;

pub use choice::{BotChoice, BotMaze, CourseRun, ShapedCourseRun};
pub use contest::{BotThoughts, ThoughtPiece, draw_thoughts};
pub use fastest_route::{FastestRoutePiece, draw_fastest_route, fastest_route_points};
pub use no_trace::{NoBoard, NoScript, NoTrace, RUNNING};
pub use panel::COLUMN_WIDTH;
pub use program::{GAME_WALL_CLOCK, MmsWatch, ProgramEnd, program_text};
pub use scene::frame_board;
pub use traces::AnyTrace;

use std::path::Path;
use std::time::SystemTime;

use bevy::prelude::*;

use super::EnterInOrder;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};

use super::input::{Act, Actions};
use super::{GoTo, Screen};
use crate::StartRun;
use crate::bot::lines::Stepper;
use crate::bot::race::RivalRun;
use crate::bot::script::Script;
use crate::bot::{Limits, ShapedBoard};
use crate::content::difficulty::Difficulty;
use crate::rules::Board;
use crate::rules::PLAYER_SPEED;
use crate::rules::contest::ContestResult;

/// Running the bot and replaying it (no drawing: works headless).
pub(super) fn logic_plugin(app: &mut App) {
    app.init_resource::<BotThoughts>()
        .on_enter(Screen::BotRun, super::EnterSet::Record, start_replay)
        .add_systems(
            Update,
            (
                collect_run,
                program::collect_program,
                watch_keys,
                debugger::step_keys,
                reload_when_changed,
                debugger::advance,
                contest::follow_thoughts,
            )
                .chain()
                .in_set(super::PlaySet::Keys)
                .run_if(in_state(Screen::BotRun)),
        )
        .add_systems(OnExit(Screen::BotRun), program::stop_on_exit)
        .add_systems(Last, program::end_programs);
}

/// The board and the panel.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        scene::plugin,
        shaped_scene::plugin,
        panel::plugin,
        source::plugin,
        contest::plugin,
        fastest_route::plugin,
    ));
}

/// Instructions a second at each speed step.
const SPEEDS: [f32; 9] = [1.0, 2.0, 5.0, 10.0, 20.0, 50.0, 100.0, 300.0, 1000.0];
/// The speed a replay starts at (10 a second).
const START_SPEED: usize = 3;

/// The run being watched: the board, the trace (or the error that stopped it before it
/// began), and how far the replay has got.
#[derive(Resource)]
pub struct BotReplay {
    pub name: String,
    /// The maze (a preset's recipe always builds; `None` would mean it did not, or that the
    /// maze is of another shape).
    pub board: Option<Board>,
    /// The maze of another shape, when one was chosen and made.
    pub shaped: Option<ShapedBoard>,
    pub outcome: Result<AnyTrace, NoTrace>,
    /// A contest's runs and score.
    pub contest: Option<ContestResult>,
    /// The difficulty's rival, racing on the same clock.
    pub rival: Option<RivalRun>,
    /// The tick a rival not drawn (a shaped challenge's sprinter) reaches the cheese.
    pub rival_at: Option<u64>,
    /// The run recorded line by line (a race to the cheese, once run), and where stepping
    /// by lines has got ([`debugger`]).
    pub lines: Option<Stepper>,
    /// Whether the replay stands on the stepper's statement (stepped to by line, by move or
    /// to a breakpoint) rather than after an instruction.
    pub on_statement: bool,
    /// Instructions shown so far.
    pub shown: usize,
    pub speed: usize,
    pub paused: bool,
    /// Fractions of an instruction carried between frames.
    carry: f32,
    /// The script file's stamp when it was read.
    stamp: Option<FileStamp>,
    /// Bumped at every new run, so the scene rebuilds.
    pub generation: u64,
    /// The bot's run, going on off the frame (on the async compute pool) so that the window
    /// never waits for a script: `outcome` says it is running until it is done.
    running: Option<Task<contest::Watched>>,
    /// An mms mouse's program run ([`program`]), instead of a script's.
    pub mms: Option<MmsWatch>,
}

/// The board a choice runs on: the square grid's, or a maze of another shape's.
enum Chosen {
    Square(Board),
    Shaped(ShapedBoard),
}

impl BotReplay {
    /// Starts the chosen script on the chosen maze, off the frame ([`BotReplay::running`]).
    pub fn new(choice: &BotChoice, generation: u64) -> BotReplay {
        // A maze of another shape, or the square grid's board; an mms mouse runs on the maze
        // as a contest board, as mms sees every maze.
        let chosen = match choice.shaped_board() {
            Some(shaped) => shaped.map(Chosen::Shaped),
            None if choice.mms.is_some() => choice.board().map(|b| Chosen::Square(program::mms_board(b))),
            None => choice.board().map(Chosen::Square),
        };
        let stamp = choice.path.as_deref().and_then(file_stamp);
        // A challenge's maze runs the script only if the challenge allows every call in it.
        let challenge = match &choice.maze {
            Some(BotMaze::Course(course)) => Some((&course.challenge, course.limits)),
            Some(BotMaze::ShapedCourse(course)) => course.challenge.as_ref().map(|c| (c, course.limits)),
            _ => None,
        };
        let refused = match (&choice.script, challenge) {
            (Ok(script), Some((challenge, _))) => {
                crate::bot::gate::check_source(challenge, &script.name, &script.source).map_err(NoTrace::Refused).err()
            }
            _ => None,
        };
        let limits = challenge.map_or_else(Limits::default, |(_, limits)| limits);
        let (outcome, running) = match (&choice.script, refused, &chosen) {
            (_, Some(why), _) => (Err(why), None),
            (Ok(script), None, Ok(Chosen::Square(board))) => {
                let (script, board, contest) = (script.clone(), board.clone(), choice.contest);
                let run = async move { contest::run_script(&script, &board, contest, limits) };
                (Err(NoTrace::Running), Some(AsyncComputeTaskPool::get().spawn(run)))
            }
            (Ok(script), None, Ok(Chosen::Shaped(board))) => {
                let (script, board) = (script.clone(), board.clone());
                let run = async move { contest::run_shaped_script(&script, &board, limits) };
                (Err(NoTrace::Running), Some(AsyncComputeTaskPool::get().spawn(run)))
            }
            (Ok(_), None, Err(why)) => (Err(NoTrace::Board(why.clone())), None),
            (Err(why), None, _) => (Err(NoTrace::Script(why.clone())), None),
        };
        // An mms program runs the contest, on squares only (the Bots menu offers no other).
        let (outcome, mms) = match (&choice.mms, &chosen) {
            (Some(Ok(mouse)), Ok(Chosen::Square(board))) => match mouse.missing_folder() {
                Some(why) => (Err(NoTrace::MissingFolder(why)), None),
                None => (Err(NoTrace::ProgramRunning), Some(MmsWatch::start(mouse, board))),
            },
            (Some(Err(e)), _) => (Err(NoTrace::MouseFile(e.clone())), None),
            (Some(_), Err(why)) => (Err(NoTrace::Board(why.clone())), None),
            (Some(Ok(_)), Ok(Chosen::Shaped(_))) | (None, _) => (outcome, None),
        };
        let (board, shaped) = match chosen {
            Ok(Chosen::Square(board)) => (Some(board), None),
            Ok(Chosen::Shaped(board)) => (None, Some(board)),
            Err(_) => (None, None),
        };
        let name = choice.script_name();
        // The difficulty's rival races it on a difficulty's maze, a challenge's maze its own
        // rival; on a custom maze or a level, none.
        let preset = choice.difficulty.preset();
        let rival = board.as_ref().filter(|_| !choice.contest).and_then(|b| match &choice.maze {
            None => RivalRun::new(b, preset.rival, PLAYER_SPEED * preset.rival_speed),
            Some(BotMaze::Course(course)) => course.rival.and_then(|r| RivalRun::new(b, r.kind, r.cells_per_second())),
            Some(_) => None,
        });
        let rival_at = match &choice.maze {
            Some(BotMaze::ShapedCourse(course)) => course.rival_ticks,
            _ => None,
        };
        BotReplay {
            name,
            board,
            shaped,
            rival_at,
            outcome,
            contest: None,
            rival,
            lines: None,
            on_statement: false,
            shown: 0,
            speed: START_SPEED,
            paused: false,
            carry: 0.0,
            stamp,
            generation,
            running,
            mms,
        }
    }

    /// Whether the bot's run is still going on.
    pub fn running(&self) -> bool {
        self.running.is_some() || self.mms.as_ref().is_some_and(MmsWatch::running)
    }

    /// The trace on the square grid (none after an error, or on another shape).
    pub fn square_trace(&self) -> Option<&crate::bot::Trace> {
        self.outcome.as_ref().ok().and_then(AnyTrace::square)
    }

    /// The instructions of a trace on the square grid (none after an error, or on another
    /// shape), up to the end of its contest: a program that goes on after the contest's time
    /// ran out is not replayed beyond it.
    pub fn steps(&self) -> &[crate::bot::Step] {
        let steps = self.square_trace().map_or(&[][..], |t| &t.steps[..]);
        // Steps keep time in order: the first at the end's tick is the contest's last.
        let end = match self.contest.as_ref().and_then(|c| c.over_before_the_mouse()) {
            Some(end) => (steps.partition_point(|s| s.tick < end) + 1).min(steps.len()),
            None => steps.len(),
        };
        &steps[..end]
    }

    /// How many instructions the replay shows in all, on any shape (those of
    /// [`steps`](Self::steps) on the square grid).
    pub fn step_count(&self) -> usize {
        match &self.outcome {
            Ok(AnyTrace::Shaped(trace)) => trace.steps.len(),
            _ => self.steps().len(),
        }
    }

    /// The script line and the clock after instruction `i` (of any shape's trace).
    pub fn line_and_tick(&self, i: usize) -> Option<(u32, u64)> {
        self.outcome.as_ref().ok().filter(|_| i < self.step_count()).and_then(|t| t.line_and_tick(i))
    }

    /// The run's clock after the instructions shown so far, in ticks.
    pub fn tick(&self) -> u64 {
        self.shown.checked_sub(1).and_then(|i| self.line_and_tick(i)).map_or(0, |(_, tick)| tick)
    }

    /// Whether every instruction has been shown.
    pub fn finished(&self) -> bool {
        self.shown >= self.step_count()
    }
}

/// What tells that a script's file changed: its modification time and its length.
pub(super) type FileStamp = (SystemTime, u64);

/// A script file's [`FileStamp`] (`None` while it cannot be read). The length as well as the
/// time: a file is often written by emptying it first, and a read between the two (an empty
/// script) can carry the same time as the whole file, which the clock of file times only
/// moves on every few milliseconds.
pub(super) fn file_stamp(path: &Path) -> Option<FileStamp> {
    std::fs::metadata(path).ok().and_then(|m| Some((m.modified().ok()?, m.len())))
}

/// Takes the bot's run once it is done (looked at each frame, never waited for), and has
/// the scene rebuilt for it.
fn collect_run(mut replay: ResMut<BotReplay>) {
    let Some(task) = replay.running.as_mut() else { return };
    if let Some(outcome) = block_on(poll_once(task)) {
        replay.running = None;
        match outcome {
            Ok((trace, contest, lines)) => {
                (replay.outcome, replay.contest) = (Ok(trace), contest);
                replay.lines = lines.map(Stepper::new);
            }
            Err(why) => replay.outcome = Err(NoTrace::Bot(why)),
        }
        replay.generation += 1;
    }
}

fn start_replay(mut commands: Commands, choice: Option<Res<BotChoice>>, old: Option<Res<BotReplay>>) {
    let choice =
        choice.map_or_else(|| BotChoice::new(Script::find("wall-follower"), Difficulty::Normal, 0), |c| c.clone());
    let generation = old.map_or(0, |o| o.generation + 1);
    commands.insert_resource(BotReplay::new(&choice, generation));
}

/// Reads the script again from its file (a bundled bot stays as it is) and reruns it.
fn reload(choice: &mut BotChoice, replay: &mut BotReplay) {
    if let Some(path) = &choice.path {
        if choice.mms.is_some() {
            choice.mms = Some(crate::bot::mms_program::mouse_file::MmsMouse::read(path));
        } else {
            choice.script = Script::read(path).map_err(NoScript::Unread);
        }
    }
    *replay = BotReplay::new(choice, replay.generation + 1);
}

fn watch_keys(
    mut commands: Commands,
    actions: Res<Actions>,
    mut choice: ResMut<BotChoice>,
    mut replay: ResMut<BotReplay>,
    mut go: GoTo,
) {
    // After a contest, the player's own speed run on the maze, known now, against the bot's
    // best run.
    if actions.just(Act::RaceTheBot)
        && choice.contest
        && let (Some(trace), Some(contest), Some(board)) = (replay.square_trace(), &replay.contest, &replay.board)
        && let Some(best) = contest::best_run(trace, contest, board)
    {
        commands.trigger(StartRun::again(choice.contest_race(board.clone(), best)));
        return;
    }
    if actions.just(Act::RaceTheBot)
        && !choice.contest
        && let Ok(script) = &choice.script
    {
        match choice.shaped_race(script) {
            Some(config) => commands.trigger(crate::shaped::StartShaped(config)),
            None => commands.trigger(StartRun::again(choice.race(script.clone()))),
        }
        return;
    }
    let r = &mut *replay;
    if actions.just(Act::Faster) {
        r.speed = (r.speed + 1).min(SPEEDS.len() - 1);
    }
    if actions.just(Act::Slower) {
        r.speed = r.speed.saturating_sub(1);
    }
    if actions.just(Act::OtherMaze) {
        choice.seed = choice.seed.wrapping_add(1);
        *r = BotReplay::new(&choice, r.generation + 1);
    }
    if actions.just(Act::Reload) {
        reload(&mut choice, r);
    }
    if actions.just(Act::Back) {
        go.place(choice.back);
    }
}

/// Twice a second, looks whether the script's file changed on disk, and reloads it if so.
fn reload_when_changed(
    time: Res<Time>,
    mut since: Local<f32>,
    mut choice: ResMut<BotChoice>,
    mut replay: ResMut<BotReplay>,
) {
    *since += time.delta_secs();
    if *since < 0.5 {
        return;
    }
    *since = 0.0;
    // A file that could not be read is looked at too: it may be back.
    let Some(path) = &choice.path else { return };
    if file_stamp(path) != replay.stamp {
        reload(&mut choice, &mut replay);
    }
}
