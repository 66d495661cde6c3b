//! Recording a [`LineTrace`] as the script runs: Rhai's debugger interface calls back at
//! every statement and expression (the debugger is told to "step into" each time), and the
//! [`Recorder`] keeps the statements (a bare expression's too, found in the AST first), and
//! the expressions that begin another line, with the instructions and moves done so far and
//! the variables of the scope. Once
//! [`MAX_LINE_STEPS`](super::MAX_LINE_STEPS) are kept it tells the debugger to continue,
//! so the rest of the run goes at full speed.
//!
//! What the recording holds is the run's, not the script's: it is left out of the script's
//! memory budget (`memory::exempt`).

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use rhai::debugger::{DebuggerCommand, DebuggerEvent};
use rhai::{AST, ASTNode, Dynamic, Engine, Position, Scope, Stmt};

use super::{LineStep, LineTrace, MAX_VARIABLES, VALUE_CHARS};
use crate::instructions::Shared;
use crate::maze::text::display_shortened;
use crate::memory;
use crate::trace::Sight;
use crate::world::Hooks;

/// A recording under way.
#[derive(Debug)]
pub(crate) struct Recorder {
    trace: LineTrace,
    max_steps: usize,
    /// The line of the last step kept: an expression on it is part of that step.
    line: u32,
    /// Each name's index in `trace.names`.
    name_index: HashMap<Box<str>, u32>,
    /// The snapshot being taken: (name, value text), newest first.
    taking: Vec<(u32, String)>,
}

/// Sets `engine` to record every step of `ast` into `recorder`, counting instructions and
/// moves from the run under way in `world`, on any ground.
pub(crate) fn install<G: Hooks + 'static>(
    engine: &mut Engine,
    ast: &AST,
    world: &Shared<G>,
    recorder: &Rc<RefCell<Recorder>>,
) {
    let (world, recorder) = (world.clone(), recorder.clone());
    let statements = expression_statements(ast);
    // Rhai marks its debugger interface as volatile with `deprecated`; it is the way.
    #[allow(deprecated)]
    engine.register_debugger(
        |_, debugger| debugger,
        move |context, event, node, _, position| {
            if !matches!(event, DebuggerEvent::Start | DebuggerEvent::Step) {
                return Ok(DebuggerCommand::StepInto);
            }
            let statement = node.is_stmt() || statements.contains(&position);
            let done = world.try_borrow().ok().and_then(|w| w.as_ref().map(|w| w.done())).unwrap_or_default();
            let mut recorder = recorder.borrow_mut();
            let keep = memory::exempt(|| recorder.record(position, statement, context.scope(), done));
            Ok(if keep { DebuggerCommand::StepInto } else { DebuggerCommand::Continue })
        },
    );
}

/// Where the statements that are a bare expression (`a.push(1);`, a function's last
/// `k + 1`) are: Rhai's debugger reports them as their expression, not as a statement.
fn expression_statements(ast: &AST) -> HashSet<Position> {
    let mut found = HashSet::new();
    ast.walk(&mut |path: &[ASTNode]| {
        if let Some(ASTNode::Stmt(Stmt::Expr(expr))) = path.last() {
            found.insert(expr.position());
        }
        true
    });
    found
}

impl Recorder {
    /// A recording that keeps at most `max_steps` steps (the end besides).
    pub(crate) fn new(max_steps: usize) -> Recorder {
        let trace = LineTrace {
            steps: Vec::new(),
            cut_at: None,
            names: Vec::new(),
            values: Vec::new(),
            pairs: Vec::new(),
            // Snapshot 0: no variables.
            snapshots: vec![(0, 0)],
        };
        Recorder { trace, max_steps, line: 0, name_index: HashMap::new(), taking: Vec::new() }
    }

    /// Keeps a step at `position` (a statement, or an expression on a new line), `done`
    /// (instructions, moves) into the run, with `scope`'s variables. `false` once the
    /// recording is full: the debugger may stop calling.
    fn record(&mut self, position: Position, statement: bool, scope: &Scope, done: (u64, u64)) -> bool {
        let Some(line) = position.line() else { return true };
        let line = line as u32;
        if !statement && line == self.line {
            return true;
        }
        if self.trace.steps.len() >= self.max_steps {
            self.trace.cut_at = Some(done);
            return false;
        }
        self.line = line;
        let column = position.position().unwrap_or(0) as u32;
        let snapshot = self.snapshot(scope);
        let (instructions, moves) = done;
        self.trace.steps.push(LineStep { line, column, instructions, moves, snapshot });
        true
    }

    /// The index of the snapshot of `scope`'s variables: the last one again if none changed.
    fn snapshot(&mut self, scope: &Scope) -> u32 {
        self.taking.clear();
        // Newest first; a name shadowed by a newer one is not shown.
        for (name, _, value) in scope.iter_raw() {
            if self.taking.len() == MAX_VARIABLES {
                break;
            }
            let index = self.name(name);
            if self.taking.iter().all(|(seen, _)| *seen != index) {
                self.taking.push((index, value_text(value)));
            }
        }
        self.taking.reverse();
        let last = self.trace.snapshots.len() - 1;
        let (start, end) = self.trace.snapshots[last];
        let before = &self.trace.pairs[start as usize..end as usize];
        let same = |(name, text): &(u32, String), (was_name, was_value): &(u32, u32)| {
            name == was_name && **text == *self.trace.values[*was_value as usize]
        };
        if before.len() == self.taking.len() && self.taking.iter().zip(before).all(|(now, was)| same(now, was)) {
            return last as u32;
        }
        let start = self.trace.pairs.len() as u32;
        for (name, text) in self.taking.drain(..) {
            // A value unchanged since the last snapshot is kept once.
            let (start, end) = self.trace.snapshots[last];
            let kept = self.trace.pairs[start as usize..end as usize]
                .iter()
                .find(|(was_name, was_value)| *was_name == name && *self.trace.values[*was_value as usize] == *text)
                .map(|&(_, value)| value);
            let value = kept.unwrap_or_else(|| {
                self.trace.values.push(text.into_boxed_str());
                (self.trace.values.len() - 1) as u32
            });
            self.trace.pairs.push((name, value));
        }
        self.trace.snapshots.push((start, self.trace.pairs.len() as u32));
        (self.trace.snapshots.len() - 1) as u32
    }

    /// The index of `name`, kept once.
    fn name(&mut self, name: &str) -> u32 {
        if let Some(index) = self.name_index.get(name) {
            return *index;
        }
        let index = self.trace.names.len() as u32;
        self.trace.names.push(name.into());
        self.name_index.insert(name.into(), index);
        index
    }

    /// The recording, ended with the run's end step at `at` (line, column), after
    /// `done` (instructions, moves) in all.
    pub(crate) fn finish(mut self, at: (u32, u32), done: (u64, u64)) -> LineTrace {
        let snapshot = self.trace.steps.last().map_or(0, |s| s.snapshot);
        let (line, column) = at;
        let (instructions, moves) = done;
        self.trace.steps.push(LineStep { line, column, instructions, moves, snapshot });
        self.trace
    }

    /// Ends the recording at `done` (instructions, moves): where the recorded run was
    /// stopped, sooner than the run it shows.
    pub(crate) fn cut_short(&mut self, done: (u64, u64)) {
        self.trace.cut_at.get_or_insert(done);
    }

    /// The position of the last step kept, (0, 0) if none.
    pub(crate) fn last_position(&self) -> (u32, u32) {
        self.trace.steps.last().map_or((0, 0), |s| (s.line, s.column))
    }
}

/// A variable's value as the variables panel shows it: as a script would write it (strings
/// quoted), a sight as `print` shows it; printable, at most [`VALUE_CHARS`] characters.
fn value_text(value: &Dynamic) -> String {
    if let Some(sight) = value.read_lock::<Sight>() {
        return display_shortened(&*sight, VALUE_CHARS);
    }
    display_shortened(&format_args!("{value:?}"), VALUE_CHARS)
}
