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
//!
//! The VM's compiler keeps each constant and each name once, finding it again by looking
//! through those it has kept: its work grows as the number written times the number of
//! different ones. A script written to make that work huge (tens of thousands of different
//! numbers or names: a minute for 255 KB of `m.p1 = m.q1;`…) is not compiled for the VM
//! ([`compile`] says `None`) and walks its syntax tree, counting operations as the tree
//! walker does; no script of any size that a person writes comes near.

use std::collections::HashSet;
use std::hash::Hash;

use rhai::grain::{Compiler, SharedProgram, Vm};
use rhai::{AST, ASTNode, Engine, EvalAltResult, Expr, ImmutableString, Position, Scope, Stmt};

/// The most work [`compile`] gives the VM's compiler (constants or names written, times
/// different ones): a few tenths of a second. The bundled flood fill's is about a million.
pub(crate) const MAX_COMPILE_WORK: u64 = 20_000_000;

/// `ast` compiled to the VM's bytecode; `None` when that would be more than
/// [`MAX_COMPILE_WORK`].
pub(crate) fn compile(ast: &AST) -> Option<SharedProgram> {
    (compile_work(ast) <= MAX_COMPILE_WORK).then(|| Compiler::new().compile(ast).into_shared())
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

/// Things written in a script, and how many of them are different.
struct Tally<T> {
    written: u64,
    different: HashSet<T>,
}

impl<T: Hash + Eq> Tally<T> {
    fn new() -> Self {
        Tally { written: 0, different: HashSet::new() }
    }

    fn add(&mut self, item: T) {
        self.written += 1;
        self.different.insert(item);
    }

    /// The compiler's work on them: each written one looked for among the different ones.
    fn work(&self) -> u64 {
        self.written.saturating_mul(self.different.len() as u64)
    }
}

/// A constant as the compiler keeps it. Other constants (decimals, folded arrays and maps)
/// are counted as all different: more work than they make, never less.
#[derive(Hash, PartialEq, Eq)]
enum Constant {
    Integer(i64),
    Character(char),
    Text(ImmutableString),
    Other(u64),
}

/// The VM compiler's work on `ast`: its constants and its names (variables, properties,
/// functions, parameters), each written one times the different ones.
fn compile_work(ast: &AST) -> u64 {
    let mut constants = Tally::new();
    let mut names = Tally::new();
    let mut others = 0;
    let mut other = || {
        others += 1;
        Constant::Other(others)
    };
    ast.walk(&mut |path: &[ASTNode]| {
        match path.last() {
            Some(ASTNode::Expr(expr)) => match expr {
                Expr::IntegerConstant(value, _) => constants.add(Constant::Integer(*value)),
                Expr::CharConstant(value, _) => constants.add(Constant::Character(*value)),
                Expr::StringConstant(value, _) => constants.add(Constant::Text(value.clone())),
                Expr::FloatConstant(..) | Expr::DynamicConstant(..) | Expr::BoolConstant(..) | Expr::Unit(..) => {
                    constants.add(other())
                }
                Expr::Variable(variable, ..) => names.add(variable.1.clone()),
                Expr::Property(property, _) => {
                    let ((getter, _), (setter, _), name) = &**property;
                    for each in [getter, setter, name] {
                        names.add(each.clone());
                    }
                }
                Expr::FnCall(call, _) | Expr::MethodCall(call, _) => names.add(call.name.clone()),
                Expr::Map(map, _) => {
                    for (key, _) in &map.0 {
                        names.add(key.name.clone());
                        constants.add(Constant::Text(key.name.clone()));
                    }
                }
                _ => {}
            },
            Some(ASTNode::Stmt(Stmt::Var(variable, ..))) => names.add(variable.0.name.clone()),
            Some(ASTNode::Stmt(Stmt::For(each, _))) => {
                names.add(each.0.name.clone());
                if let Some(counter) = &each.1 {
                    names.add(counter.name.clone());
                }
            }
            _ => {}
        }
        true
    });
    for function in ast.iter_functions() {
        names.add(function.name.into());
        for param in function.params {
            names.add(param.into());
        }
    }
    constants.work().saturating_add(names.work())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn work(source: &str) -> u64 {
        compile_work(&Engine::new().compile(source).unwrap())
    }

    #[test]
    fn the_compiler_s_work_grows_with_things_written_times_different_ones() {
        // The same constant three times, then three different ones.
        let same = work("let a = 0; a = 7; a = 7; a = 7;");
        let different = work("let a = 0; a = 7; a = 8; a = 9;");
        assert!(different > same, "{different} > {same}");
        // 2000 different names, each written twice: 4000 × 2000 and more.
        let names: String = (0..2000).map(|i| format!("m.p{i} = 0;")).collect();
        assert!(work(&format!("let m = #{{}};{names}")) >= 4_000_000);
    }

    #[test]
    fn a_script_made_to_swamp_the_compiler_walks_its_syntax_tree_instead() {
        let mut engine = Engine::new();
        crate::Limits::default().apply(&mut engine);
        let swamp: String = (0..9000).map(|i| format!("m.p{i} = m.q{i};")).collect();
        let ast = engine.compile(format!("let m = #{{}};{swamp}")).unwrap();
        assert!(compile_work(&ast) > MAX_COMPILE_WORK);
        assert!(compile(&ast).is_none());
        let flood = engine.compile(crate::bundled::find("floodfill").unwrap().1).unwrap();
        assert!(compile_work(&flood) < MAX_COMPILE_WORK / 10, "{}", compile_work(&flood));
        assert!(compile(&flood).is_some());
    }
}
