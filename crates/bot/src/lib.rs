//! The programmable mouse: a player writes a mouse's brain as a [Rhai](https://rhai.rs)
//! script, and the bot runs it on a [`Board`] through the same rules as every mouse (walls,
//! and doors on the tick clock). The mouse knows only what it senses: what is ahead and
//! beside, the cheese's smell, a door's state, its own chalk. No map, no coordinates.
//!
//! - A script cannot open files (no modules, no `eval`) nor read the clock.
//! - Every budget is a count ([`Limits`]): operations, call depth, string and array sizes,
//!   the memory the whole run holds and the bytes it copies, instructions, moves. So the
//!   same script on the same maze makes the same moves on every machine, however busy, and
//!   `loop {}` is stopped with a clear message. A time limit beside them is a safety net for
//!   what would run for minutes anyway, and `sleep()` stops the script (`budget`).
//! - Errors name the file, line and column ([`BotError`]), in a short printable message.
//! - A run is headless and whole: [`Bot::run`] gives a [`Trace`] that the game replays
//!   and the CLI counts. Time is in the rules' ticks; see `world` for what each
//!   instruction costs ([`BOT_PACE`] a move).
//! - Bots run on mazes of every shape too: [`Bot::run_shaped`] on a [`ShapedBoard`] (hexes,
//!   triangles, circles) gives a [`ShapedTrace`], whose cells are the maze model's and whose
//!   headings are its slots. A cell's ways are its sides; `turn_right()`/`turn_left()` face
//!   the next way clockwise/anticlockwise, `turn_around()` the way opposite by count, and
//!   after `forward()` the mouse faces the way opposite the one it came in by, so turning
//!   around right after a move faces back: the rules per shape are in [`ground::shaped`].
//! - [`Bot::run_lines`] records besides which line runs, step by step, with the variables
//!   ([`lines`]), for the game's script panel; [`Bot::run_lines_shaped`] the same on a maze
//!   of any shape. Every other run skips that.
//!
//! ```
//! use mousemaze_bot::Bot;
//! use mousemaze_maze::Algorithm;
//! use mousemaze_core::rules::Board;
//!
//! let script = r#"
//!     // Keep a hand on the right wall.
//!     loop {
//!         turn_right();
//!         while look() == "wall" { turn_left(); }
//!         forward();
//!     }
//! "#;
//! let bot = Bot::compile("right-hand.rhai", script).unwrap();
//! let maze = Algorithm::Backtracker.generate(10, 6, 7).unwrap();
//! let (start, cheese) = maze.corners();
//! let trace = bot.run(&Board::new(maze, start, cheese));
//! assert!(trace.solved());
//! assert_eq!(trace.path.last(), Some(&cheese));
//!
//! let err = Bot::compile("typo.rhai", "forward(;").unwrap_err();
//! assert_eq!(err.place(), "typo.rhai:1:9");
//! ```

// The layers this crate stands on, by their names in the workspace (`crate::maze`, `crate::rules`…).
use mousemaze_core::{content, files, rules};
use mousemaze_maze as maze;

/// The crate's own unit tests count memory as the binary does.
#[cfg(test)]
#[global_allocator]
static TEST_ALLOCATOR: memory::CountingAllocator = memory::CountingAllocator;

mod budget;
pub mod bundled;
mod bytecode;
pub mod contest;
mod error;
pub mod gate;
pub mod grade;
pub mod ground;
mod instructions;
mod limits;
pub mod lines;
mod memory;
pub use memory::CountingAllocator;
pub mod mms_program;
pub mod practice;
pub mod race;
pub mod script;
pub mod table;
pub mod thought;
mod trace;
mod world;

use std::cell::{OnceCell, RefCell};
use std::marker::PhantomData;
use std::rc::Rc;

use rhai::grain::SharedProgram;
use rhai::{AST, Engine};

pub use error::{BotError, ErrorKind, MESSAGE_CHARS};
pub use ground::ShapedBoard;
pub use ground::shaped::ShapedBoardError;
pub use limits::Limits;
pub use trace::{Answer, Called, Ending, Flight, Instruction, ShapedTrace, Side, Sight, Step, Trace, What};
pub use world::BOT_PACE;

use crate::rules::Board;
use crate::rules::contest::Contest;
use budget::Watch;
use instructions::Shared;
use lines::{LineTrace, Recorder};
use world::{Halt, Hooks, World};

/// A compiled bot script, ready to run on any number of boards.
pub struct Bot {
    name: String,
    engine: Engine,
    ast: AST,
    /// The script as bytecode, what every run runs (`bytecode`), compiled by the first run (a
    /// bot compiled only to be checked, as the challenges' gate does, never needs it); `None`
    /// for a script made to swamp the VM's compiler, which walks its syntax tree instead.
    program: OnceCell<Option<SharedProgram>>,
    world: Shared,
    limits: Limits,
    watch: Watch,
    /// The engine that records the lines, built by the first [`Bot::run_lines`].
    recording: OnceCell<Recording>,
    /// The engine for shaped mazes, built by the first [`Bot::run_shaped`].
    shaped: OnceCell<Shaped>,
    /// The engine that records the lines on shaped mazes, built by the first
    /// [`Bot::run_lines_shaped`].
    recording_shaped: OnceCell<Recording<ShapedBoard>>,
}

/// A second engine for the same script, whose instructions walk a shaped maze.
struct Shaped {
    engine: Engine,
    watch: Watch,
    world: Shared<ShapedBoard>,
}

/// A second engine for the same script on ground `G`, with Rhai's debugger recording every
/// step; it runs in the world of the ground's own engine ([`Engines::engine`]).
struct Recording<G: Hooks = Board> {
    engine: Engine,
    watch: Watch,
    recorder: Rc<RefCell<Recorder>>,
    ground: PhantomData<G>,
}

/// A ground with its engines in a [`Bot`]: the one that runs the script there, and the one
/// that records its lines. So a run, and a run with its lines, are written once for every
/// ground.
trait Engines: Hooks + 'static {
    /// The engine that runs the script on this ground, the watch of its budgets, and the
    /// world its instructions run in.
    fn engine(bot: &Bot) -> (&Engine, &Watch, &Shared<Self>);
    /// Where the engine that records the lines on this ground is kept.
    fn recording(bot: &Bot) -> &OnceCell<Recording<Self>>;
    /// Registers the instructions for this ground.
    fn register(engine: &mut Engine, world: &Shared<Self>);
}

/// The square grid's engine is built with the bot.
impl Engines for Board {
    fn engine(bot: &Bot) -> (&Engine, &Watch, &Shared) {
        (&bot.engine, &bot.watch, &bot.world)
    }

    fn recording(bot: &Bot) -> &OnceCell<Recording> {
        &bot.recording
    }

    fn register(engine: &mut Engine, world: &Shared) {
        table::register(engine, world);
    }
}

/// The shaped mazes' engine is built by the first run on one.
impl Engines for ShapedBoard {
    fn engine(bot: &Bot) -> (&Engine, &Watch, &Shared<ShapedBoard>) {
        let shaped = bot.shaped.get_or_init(|| {
            let world: Shared<ShapedBoard> = Rc::new(RefCell::new(None));
            let (engine, watch) = engine(&bot.limits, &world, table::register_shaped);
            Shaped { engine, watch, world }
        });
        (&shaped.engine, &shaped.watch, &shaped.world)
    }

    fn recording(bot: &Bot) -> &OnceCell<Recording<ShapedBoard>> {
        &bot.recording_shaped
    }

    fn register(engine: &mut Engine, world: &Shared<ShapedBoard>) {
        table::register_shaped(engine, world);
    }
}

impl std::fmt::Debug for Bot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Bot").field("name", &self.name).field("limits", &self.limits).finish_non_exhaustive()
    }
}

impl Bot {
    /// Compiles `source`, named `name` in messages (its file name), with the default limits.
    pub fn compile(name: &str, source: &str) -> Result<Bot, BotError> {
        Bot::with_limits(name, source, Limits::default())
    }

    /// Compiles `source` with `limits`.
    pub fn with_limits(name: &str, source: &str, limits: Limits) -> Result<Bot, BotError> {
        if source.len() > limits.source_bytes {
            let message = format!("the script is {} bytes: the limit is {}", source.len(), limits.source_bytes);
            return Err(BotError { kind: ErrorKind::Syntax, file: name.into(), line: None, column: None, message });
        }
        let world: Shared = Rc::new(RefCell::new(None));
        let (engine, watch) = engine(&limits, &world, table::register);
        let ast = engine.compile(source).map_err(|e| error::from_parse(name, &e))?;
        let program = OnceCell::new();
        let (recording, shaped, recording_shaped) = (OnceCell::new(), OnceCell::new(), OnceCell::new());
        let name = name.to_owned();
        Ok(Bot { name, engine, ast, program, world, limits, watch, recording, shaped, recording_shaped })
    }

    /// The compiled script.
    pub(crate) fn ast(&self) -> &AST {
        &self.ast
    }

    /// The script's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Runs the script on `board` from its start, recording every instruction.
    pub fn run(&self, board: &Board) -> Trace {
        self.run_with(board, true)
    }

    /// Runs the script on `board`, counting but not recording instructions (the path and
    /// the chalk are kept): for measuring many mazes.
    pub fn run_counted(&self, board: &Board) -> Trace {
        self.run_with(board, false)
    }

    fn run_with(&self, board: &Board, record: bool) -> Trace {
        self.run_in(board, || World::new(board.clone(), &self.limits, record)).0
    }

    /// Runs the script on a maze of any shape from its start, recording every instruction
    /// (`record`) or only counting them. The instructions are the square grid's, turning by
    /// the angles of each cell's ways ([`ground::shaped`]); the contest's and the thoughts'
    /// (which name square cells) stop the script with a clear message.
    pub fn run_shaped(&self, board: &ShapedBoard, record: bool) -> ShapedTrace {
        self.run_in(board, || World::new(board.clone(), &self.limits, record)).0
    }

    /// Runs the script on `board` as [`Bot::run`] does, recording besides every line it
    /// runs, with the variables of its scope: see [`lines`]. The trace is [`Bot::run`]'s
    /// own; the lines come from a second run, walking the script's syntax tree so that the
    /// debugger stops at every expression. That run is slower (1.5× to 3× for the bundled
    /// bots; a call on a big array is copied whole for Rhai's call stack) and counts an
    /// operation for every expression: should its limits stop it before the script ended,
    /// the lines end there, cut short ([`LineTrace::cut`]). For showing and stepping
    /// through one run, never for measuring many.
    pub fn run_lines(&self, board: &Board) -> (Trace, LineTrace) {
        let (trace, _, lines) = self.record_lines(board, || World::new(board.clone(), &self.limits, true));
        (trace, lines)
    }

    /// Runs the script on a maze of any shape as [`Bot::run_shaped`] does (recording every
    /// instruction), recording besides every line it runs, with the variables of its scope,
    /// as [`Bot::run_lines`] does on the square grid: for showing and stepping through one
    /// run on a hex, a triangle or a circle, never for measuring many. The trace is
    /// [`Bot::run_shaped`]'s own; the lines, cut short should the slower recording run be
    /// stopped first ([`LineTrace::cut`]), come from a second run, as [`Bot::run_lines`] says.
    pub fn run_lines_shaped(&self, board: &ShapedBoard) -> (ShapedTrace, LineTrace) {
        let (trace, _, lines) = self.record_lines(board, || World::new(board.clone(), &self.limits, true));
        (trace, lines)
    }

    /// Runs the script in the world `make` builds on any ground, recording every instruction
    /// and every line: [`Bot::run_lines`], [`Bot::run_lines_shaped`], and a contest's
    /// ([`Bot::contest_lines`]).
    fn record_lines<G: Engines>(
        &self,
        board: &G,
        make: impl Fn() -> World<G>,
    ) -> (Trace<G::Cell, G::Heading>, Option<Contest>, LineTrace) {
        let (_, _, world) = G::engine(self);
        let recording = G::recording(self).get_or_init(|| {
            let (mut engine, watch) = engine(&self.limits, world, G::register);
            let recorder = Rc::new(RefCell::new(Recorder::new(0)));
            lines::install(&mut engine, &self.ast, world, &recorder);
            Recording { engine, watch, recorder, ground: PhantomData }
        });
        let (trace, contest) = self.run_in(board, &make);
        recording.recorder.replace(Recorder::new(lines::MAX_LINE_STEPS));
        let (walked, _) = self.run_on(&recording.engine, &recording.watch, world, board, make, Runner::TreeWalk);
        let mut recorder = recording.recorder.replace(Recorder::new(0));
        if (walked.instructions, walked.moves, &walked.ending) != (trace.instructions, trace.moves, &trace.ending) {
            recorder.cut_short((walked.instructions, walked.moves));
        }
        // Where the run ended: the error, the call that reached the cheese, the last step.
        let at = match (&trace.ending, trace.steps.last()) {
            (Ending::Stopped(BotError { line: Some(line), column, .. }), _) => {
                (*line as u32, column.unwrap_or(0) as u32)
            }
            (Ending::Cheese, Some(last)) => (last.line, last.column),
            _ => recorder.last_position(),
        };
        let lines = recorder.finish(at, (trace.instructions, trace.moves));
        (trace, contest, lines)
    }

    /// Runs the script in the world `make` builds on `board`, on the ground's own engine; the
    /// trace, and the contest if the world held one.
    fn run_in<G: Engines>(
        &self,
        board: &G,
        make: impl Fn() -> World<G>,
    ) -> (Trace<G::Cell, G::Heading>, Option<Contest>) {
        let (engine, watch, world) = G::engine(self);
        let program = self.program.get_or_init(|| bytecode::compile(&self.ast));
        let runner = program.as_ref().map_or(Runner::TreeWalk, Runner::Bytecode);
        self.run_on(engine, watch, world, board, make, runner)
    }

    /// [`Bot::run_in`] on `engine`, watched by `watch`, in `shared`, run by `runner`, on any
    /// ground.
    fn run_on<G: Hooks>(
        &self,
        engine: &Engine,
        watch: &Watch,
        shared: &Shared<G>,
        board: &G,
        make: impl Fn() -> World<G>,
        runner: Runner<'_>,
    ) -> (Trace<G::Cell, G::Heading>, Option<Contest>) {
        let (start, _) = board.start();
        if board.cells() > practice::MAX_BOT_CELLS {
            let message =
                format!("the maze has {} cells: bots run on at most {}", board.cells(), practice::MAX_BOT_CELLS);
            let err = BotError { kind: ErrorKind::Moves, file: self.name.clone(), line: None, column: None, message };
            return (Trace::begun(start, Ending::Stopped(err)), None);
        }
        let at_cheese = board.starts_on_cheese();
        *shared.borrow_mut() = Some(make());
        watch.start();
        let result = match runner {
            _ if at_cheese => Ok(()),
            Runner::Bytecode(program) => bytecode::run(engine, program),
            Runner::TreeWalk => engine.run_ast(&self.ast),
        };
        watch.stop();
        // The world is only taken here; an empty slot would mean a run that never began.
        let taken = shared.borrow_mut().take();
        let mut world = taken.unwrap_or_else(make);
        let ending = match (&world.halt, result) {
            (Some(Halt::Cheese), _) => Ending::Cheese,
            (Some(Halt::ContestOver), _) => Ending::ScriptEnded,
            (Some(Halt::Budget(kind, message)), _) => {
                Ending::Stopped(error::at(*kind, &self.name, world.at, message.clone()))
            }
            (None, Ok(())) if at_cheese => Ending::Cheese,
            (None, Ok(())) => Ending::ScriptEnded,
            (None, Err(err)) => Ending::Stopped(error::from_eval(&self.name, *err, &self.limits)),
        };
        let contest = world.contest.take();
        (world.finish(ending), contest)
    }
}

/// How a run runs the script.
enum Runner<'a> {
    /// As bytecode, on Rhai's VM: every run (`bytecode`).
    Bytecode(&'a SharedProgram),
    /// Walking its syntax tree, node by node: the line recording's run, whose debugger stops
    /// at every expression, and every run of a script made to swamp the VM's compiler.
    TreeWalk,
}

/// An engine with `limits`, every instruction and the watch of its budgets, running in
/// `world`.
fn engine<G: Hooks>(limits: &Limits, world: &Shared<G>, register: fn(&mut Engine, &Shared<G>)) -> (Engine, Watch) {
    let mut engine = Engine::new();
    limits.apply(&mut engine);
    let watch = Watch::install(&mut engine, limits);
    engine.disable_symbol("eval");
    register(&mut engine, world);
    (engine, watch)
}
