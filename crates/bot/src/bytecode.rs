//! Scripts run as bytecode: Rhai's VM (`rhai::grain`) runs the compiled script, a flat list of
//! instructions, where Rhai's interpreter would walk its syntax tree node by node. Same
//! values, same functions, same answers; the bundled flood fill runs its contest about a
//! third faster.
//!
//! What differs:
//! - an **operation** is a loop's pass, a jump back, or a call, where the tree walker counted
//!   every expression (for the bundled bots, from about twice as many for the wall follower
//!   to six times for the flood fill); [`Limits::operations`](crate::Limits::operations)
//!   went from 20 to 5 million with it;
//! - its debugger would stop only at statements, so the line recording (`lines`), which stops
//!   at every expression, still walks the syntax tree, in a second run
//!   ([`Bot::run_lines`](crate::Bot::run_lines));
//! - an error raised where the VM keeps no position (a jump back at a loop's end) is placed
//!   at the nearest instruction before it that has one: the loop's own line.

use rhai::grain::{Compiler, SharedProgram, Vm};
use rhai::{AST, Engine, EvalAltResult, Position, Scope};

/// `ast` compiled to the VM's bytecode.
pub(crate) fn compile(ast: &AST) -> SharedProgram {
    Compiler::new().compile(ast).into_shared()
}

/// Runs `program` on `engine` from the top, with an empty scope.
pub(crate) fn run(engine: &Engine, program: &SharedProgram) -> Result<(), Box<EvalAltResult>> {
    let mut vm = Vm::new(engine);
    let result = vm.eval_with_callbacks(&mut Scope::new(), program);
    result.map(|_| ()).map_err(|mut err| {
        let mut innermost = &mut *err;
        while let EvalAltResult::ErrorInFunctionCall(_, _, inner, _) = innermost {
            innermost = inner;
        }
        if innermost.position().is_none()
            && let Some(fault) = vm.fault_trace().first()
        {
            innermost.set_position(site_before(program, fault.address));
        }
        err
    })
}

/// The position of the instruction at `address`, or of the nearest one before it that has
/// one ([`Position::NONE`] if none has).
fn site_before(program: &SharedProgram, address: usize) -> Position {
    (0..=address).rev().map(|at| program.position(at)).find(|at| !at.is_none()).unwrap_or(Position::NONE)
}
