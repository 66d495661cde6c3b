//! The challenges' gate: a script that calls an instruction its challenge does not allow yet
//! is refused before it runs, at the call's line and column ("not yet: `smell` opens in
//! challenge 6"). It reads the **compiled** script, not its text, so every way Rhai can call a
//! function is seen: `smell()`, `smell!()`, `smell /* later */ ()`, `x.smell()`, a call inside
//! a closure or a function, and a function pointer to an instruction (`Fn("smell")`, checked
//! as the call it makes). `Fn` with a name made as the script runs would hide the call: it is
//! refused in every challenge. Code the compiler drops as never run (`if false { smell(); }`)
//! calls nothing, and passes.
//!
//! The names a challenge file allows are checked here too, against the one table
//! ([`table`](super::table)): the core reads a challenge without knowing the instructions.
//!
//! ```
//! use mousemaze_bot::gate;
//! use mousemaze_core::content::challenge;
//!
//! let first = challenge::find("1").unwrap();
//! let err = gate::check_source(first, "me.rhai", "forward();\n  turn_left!();").unwrap_err();
//! assert_eq!(err.to_string(), "me.rhai:2:3: not yet: `turn_left` opens in challenge 2");
//! assert!(gate::check_source(first, "me.rhai", "// turn_left()\nforward();").is_ok());
//! ```

use rhai::{AST, ASTNode, Expr, Position, Stmt};

use super::table;
use super::{Bot, Limits};
use crate::content::challenge::Challenge;
use crate::content::level::{LevelError, Location};

/// A call the compiled script makes of `name`, at `line`:`column` (1-based; 0 where unknown).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Call {
    pub name: String,
    pub line: usize,
    pub column: usize,
}

impl Call {
    fn new(name: &str, at: Position) -> Call {
        Call { name: name.to_owned(), line: at.line().unwrap_or(0), column: at.position().unwrap_or(0) }
    }
}

/// Every call in `ast`, the functions' and closures' bodies included, in the order Rhai
/// walks them (the script's statements, then each function's body); sorted by place.
pub fn calls(ast: &AST) -> Vec<Call> {
    let mut found = Vec::new();
    ast.walk(&mut |path: &[ASTNode]| {
        match path.last() {
            Some(ASTNode::Stmt(Stmt::FnCall(call, at))) => found.push(Call::new(&call.name, *at)),
            Some(ASTNode::Expr(Expr::FnCall(call, at) | Expr::MethodCall(call, at))) => {
                found.push(Call::new(&call.name, *at));
            }
            // A function pointer the optimiser made constant: `Fn("smell")`, a closure.
            Some(ASTNode::Expr(Expr::DynamicConstant(value, at))) => {
                if let Some(pointer) = value.read_lock::<rhai::FnPtr>() {
                    found.push(Call::new(pointer.fn_name(), *at));
                }
            }
            _ => {}
        }
        true
    });
    found.sort_by_key(|call| (call.line, call.column));
    found
}

/// Why `call` may not be made in `challenge`, if it may not.
fn refusal(challenge: &Challenge, call: &Call) -> Option<String> {
    if call.name == "Fn" {
        return Some(
            "`Fn` with a name made as the script runs is not allowed in challenges: call each instruction by its name"
                .to_owned(),
        );
    }
    if !table::is_instruction(&call.name) || challenge.allowed.contains(&call.name) {
        return None;
    }
    Some(match table::opens_in(&call.name) {
        Some(n) => format!("not yet: `{}` opens in challenge {n}", call.name),
        None => format!("`{}` is not allowed in this challenge", call.name),
    })
}

/// Refuses `bot`, named `file`, if it calls an instruction `challenge` does not allow, at the
/// first such call.
pub fn check(challenge: &Challenge, file: &str, bot: &Bot) -> Result<(), LevelError> {
    for call in calls(bot.ast()) {
        if let Some(message) = refusal(challenge, &call) {
            let location = (call.line > 0).then_some(Location { line: call.line, column: call.column });
            return Err(LevelError { file: file.into(), location, message });
        }
    }
    Ok(())
}

/// [`check`] on the script `source`: compiled here with `challenge`'s limits; a script that
/// does not compile passes the gate (its run says what is wrong with it).
pub fn check_source(challenge: &Challenge, file: &str, source: &str) -> Result<(), LevelError> {
    match Bot::with_limits(file, source, Limits::for_challenge(challenge)) {
        Ok(bot) => check(challenge, file, &bot),
        Err(_) => Ok(()),
    }
}

/// Reads a challenge file's text, as the core does, and checks that every name it allows is
/// an instruction (at the name's place in the file).
pub fn read_challenge(text: &str, file: &str) -> Result<Challenge, LevelError> {
    let challenge = Challenge::from_ron(text, file)?;
    challenge.check_allowed(text, table::is_instruction, &table::all_names().collect::<Vec<_>>())?;
    Ok(challenge)
}

/// Reads and checks a challenge file of one's own: a regular file of at most
/// [`MAX_LEVEL_BYTES`](crate::content::level::MAX_LEVEL_BYTES), read as a level file is, then
/// [`read_challenge`].
pub fn load_challenge(path: &std::path::Path) -> Result<Challenge, LevelError> {
    let text = crate::content::level::read_level_text(path)?;
    read_challenge(&text, &path.display().to_string())
}
