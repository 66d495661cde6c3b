//! What `mousemaze bot` prints whatever the bot: a run's trace, every instruction where the
//! script called it ([`print_steps`]), and text quoted for JSON ([`quote`]).

use std::fmt::Write as _;

use mousemaze::bot::Trace;
use mousemaze::maze::export::ascii;
use mousemaze::maze::text::{escaped, printable};
use mousemaze::rules::Board;

/// The trace of a run on the maze called `maze` (`seed 7`, a file's name).
pub(super) fn print_trace(file: &str, maze: &str, board: &Board, trace: &Trace) {
    println!("{maze}:");
    print_steps(file, trace);
    print!("{}", ascii::render(&board.maze, Some(&trace.path)));
    println!("S: the start; G: where the bot stopped; the cheese is at {}", board.goal);
    println!("{}\n", trace.reason().unwrap_or_else(|| "reached the cheese".into()));
}

/// Every instruction where the script `file` called it (`wall.rhai:12:9: look() -> wall`),
/// with what the script printed (`print:`) and thought (`think:`, its `setColor`,
/// `setText`, `setWall`…) before each.
pub(super) fn print_steps<C, H>(file: &str, trace: &Trace<C, H>) {
    let said = trace.said.iter().map(|(before, text)| (*before, format!("     print: {}", printable(text))));
    let thought =
        trace.thoughts.iter().map(|(before, t)| (*before, format!("     think: {}", printable(&t.to_string()))));
    let mut notes: Vec<(u64, String)> = said.chain(thought).collect();
    notes.sort_by_key(|(before, _)| *before);
    let mut notes = notes.into_iter().peekable();
    for (i, step) in trace.steps.iter().enumerate() {
        while let Some((_, text)) = notes.next_if(|(before, _)| *before <= i as u64) {
            println!("{text}");
        }
        println!("{}", step.located(file));
    }
    for (_, text) in notes {
        println!("{text}");
    }
    if trace.unrecorded > 0 {
        println!(
            "     (trace cut after {} instructions: {} more were run and not recorded)",
            trace.steps.len(),
            trace.unrecorded
        );
    }
}

/// A JSON string: quotes, backslashes, control and invisible characters escaped.
pub(super) fn quote(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if escaped(c) => {
                let _ = write!(out, "\\u{:04x}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
