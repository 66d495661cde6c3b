//! The numbers of a bot's runs, one [`Row`] a maze, and how `mousemaze bot` prints them: the
//! table, its summary line, JSON, and the failing exit when the script itself failed. Both
//! the square grid's runs (`bot.rs`) and other shapes' (`bot_shaped.rs`) print through here.

use std::fmt::Write as _;

use mousemaze::bot::Trace;
use mousemaze::maze::text::printable;

use super::bot_output::quote;

/// One maze's numbers: all the table and JSON need (no path, no chalk, no printed lines),
/// so memory stays flat however many seeds.
pub(super) struct Row {
    pub(super) seed: u64,
    shortest: usize,
    solved: bool,
    moves: u64,
    bumps: u64,
    instructions: u64,
    ticks: u64,
    /// Why it did not reach the cheese.
    reason: Option<String>,
    /// The script's own error (it failed while running), as against a budget running out.
    fault: Option<String>,
    /// The tick the difficulty's rival reached the cheese (with `--difficulty`).
    rival: Option<u64>,
}

impl Row {
    /// The numbers of `trace`, a run on the maze of `seed`.
    pub(super) fn new<C, H>(seed: u64, shortest: usize, trace: &Trace<C, H>, rival: Option<u64>) -> Row {
        Row {
            seed,
            shortest,
            solved: trace.solved(),
            moves: trace.moves,
            bumps: trace.bumps,
            instructions: trace.instructions,
            ticks: trace.ticks,
            reason: trace.reason(),
            fault: trace.script_fault().map(ToString::to_string),
            rival,
        }
    }

    /// Whether the bot reached the cheese no later than the rival (who may never arrive).
    pub(super) fn beat_rival(&self) -> bool {
        self.solved && self.rival.is_none_or(|rival| self.ticks <= rival)
    }
}

/// The script's error, once, when it failed the same way on every maze: a script that is
/// wrong whatever the maze, so no table (the trace, if asked for, is printed already).
pub(super) fn the_same_fault_everywhere(rows: &[Row]) -> Result<(), String> {
    match rows.split_first() {
        Some((first, rest)) if first.fault.is_some() && rest.iter().all(|r| r.fault == first.fault) => {
            Err(first.fault.clone().unwrap_or_default())
        }
        _ => Ok(()),
    }
}

/// A failing exit when the script failed on any maze (each such row says how), with one line
/// that counts them: `the script failed on 2 of 6 mazes (seeds 2, 5): walled.rhai:2:5: …`.
pub(super) fn faults(rows: &[Row]) -> Result<(), String> {
    const SHOWN: usize = 5;
    let failed: Vec<&Row> = rows.iter().filter(|r| r.fault.is_some()).collect();
    let Some(first) = failed.first() else { return Ok(()) };
    let mut seeds: Vec<String> = failed.iter().take(SHOWN).map(|r| r.seed.to_string()).collect();
    if failed.len() > SHOWN {
        seeds.push("…".into());
    }
    Err(format!(
        "the script failed on {} of {} mazes (seeds {}): {}",
        failed.len(),
        rows.len(),
        seeds.join(", "),
        first.fault.as_deref().unwrap_or_default()
    ))
}

/// The table of `rows`, one a seed, or the one row of the maze file `file`.
pub(super) fn print_table(name: &str, what: &str, rows: &[Row], file: Option<&str>) {
    println!("{} on {what}:\n", printable(name));
    let column = if file.is_some() { "maze" } else { "seed" };
    println!("| {column} | solved | moves | shortest | moves/shortest | bumps | instructions | why not |");
    println!("|---|---|---|---|---|---|---|---|");
    for row in rows {
        let maze = file.map_or_else(|| row.seed.to_string(), |f| f.replace('|', "\\|"));
        println!(
            "| {maze} | {} | {} | {} | {:.2} | {} | {} | {} |",
            if row.solved { "yes" } else { "no" },
            row.moves,
            row.shortest,
            ratio(row.moves, row.shortest),
            row.bumps,
            row.instructions,
            printable(row.reason.as_deref().unwrap_or_default()).replace('|', "\\|")
        );
    }
    println!("\n{}", summary(rows));
}

fn ratio(moves: u64, shortest: usize) -> f64 {
    moves as f64 / shortest.max(1) as f64
}

/// `solved 200/200; moves/shortest median 2.31 (solved mazes); instructions mean 5120`.
fn summary(rows: &[Row]) -> String {
    let solved: Vec<&Row> = rows.iter().filter(|r| r.solved).collect();
    let mut ratios: Vec<f64> = solved.iter().map(|r| ratio(r.moves, r.shortest)).collect();
    ratios.sort_by(f64::total_cmp);
    let median = ratios.get(ratios.len() / 2).map_or("-".into(), |m| format!("{m:.2}"));
    let instructions = rows.iter().map(|r| r.instructions).sum::<u64>() / rows.len().max(1) as u64;
    format!(
        "solved {}/{}; moves/shortest median {median} (solved mazes); instructions mean {instructions}",
        solved.len(),
        rows.len()
    )
}

pub(super) fn json(name: &str, what: &str, rows: &[Row]) -> String {
    let mut out = format!("{{\"bot\":{},\"maze\":{},\"rows\":[", quote(name), quote(what));
    for (i, row) in rows.iter().enumerate() {
        let reason = row.reason.as_deref().map_or("null".into(), quote);
        let rival = row.rival.map_or("null".into(), |tick| tick.to_string());
        let _ = write!(
            out,
            "{}{{\"seed\":{},\"solved\":{},\"moves\":{},\"shortest\":{},\"bumps\":{},\"instructions\":{},\"ticks\":{},\"rival_ticks\":{rival},\"reason\":{reason}}}",
            if i > 0 { "," } else { "" },
            row.seed,
            row.solved,
            row.moves,
            row.shortest,
            row.bumps,
            row.instructions,
            row.ticks
        );
    }
    let solved = rows.iter().filter(|r| r.solved).count();
    let _ = write!(out, "],\"mazes\":{},\"solved\":{solved}}}", rows.len());
    out
}
