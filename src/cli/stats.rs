//! `--stats`: how long each stage took and what the maze is like, printed to stderr.
//!
//! ```text
//! stats for a 4000×4000 maze (16,000,000 cells, backtracker)
//!   generation   1.234 s (12.97 M cells/s)
//!   dead ends    1,600,000 (10.0 % of cells)
//!   solution     12,345 steps (bfs, 0.150 s)
//!   diameter     45,678 steps
//!   output       0.812 s (PNG)
//!   peak memory  123.4 MiB
//! ```

use std::time::{Duration, Instant};

use mousemaze::maze::{Maze, distances};

/// Timings gathered as the command runs; printed by [`Stats::report`] if asked for.
#[derive(Debug, Default)]
pub struct Stats {
    enabled: bool,
    /// What made the maze ("generation" or "reading") and how long it took.
    made: Option<(&'static str, Duration)>,
    /// The solver's name, how long it took and the path's length in steps.
    solve: Option<(String, Duration, usize)>,
    /// What was written and how long it took.
    output: Option<(&'static str, Duration)>,
    /// What made the maze, shown in the heading (e.g. the algorithm).
    origin: String,
    /// Through doors: the earliest arrival's tick and the pace it was worked out for.
    earliest: Option<(u64, u32)>,
}

impl Stats {
    pub fn new(enabled: bool) -> Stats {
        Stats { enabled, ..Stats::default() }
    }

    /// Runs `make` and records it as the stage that made the maze.
    pub fn time_making<T>(&mut self, what: &'static str, origin: String, make: impl FnOnce() -> T) -> T {
        let (value, took) = timed(make);
        self.made = Some((what, took));
        self.origin = origin;
        value
    }

    /// Whether `--stats` was given.
    pub fn enabled(&self) -> bool {
        self.enabled
    }

    /// Runs `solve`, which returns a path (and anything else), and records it.
    pub fn time_solving<T, X, E>(
        &mut self,
        solver: String,
        solve: impl FnOnce() -> Result<(Vec<T>, X), E>,
    ) -> Result<(Vec<T>, X), E> {
        let (found, took) = timed(solve);
        if let Ok((path, _)) = &found {
            self.solve = Some((solver, took, path.len().saturating_sub(1)));
        }
        found
    }

    /// Records the earliest arrival through the maze's doors.
    pub fn earliest(&mut self, tick: u64, pace: u32) {
        self.earliest = Some((tick, pace));
    }

    /// Runs `write` and records it as the output stage, if it writes something.
    pub fn time_output<T>(&mut self, what: Option<&'static str>, write: impl FnOnce() -> T) -> T {
        let (value, took) = timed(write);
        self.output = what.map(|w| (w, took));
        value
    }

    /// Prints the report to stderr (if `--stats` was given).
    pub fn report(&self, maze: &Maze) {
        if !self.enabled {
            return;
        }
        let cells = maze.len();
        eprintln!("stats for a {}×{} maze ({} cells, {})", maze.width(), maze.height(), grouped(cells), self.origin);
        if let Some((what, took)) = self.made {
            let rate = cells as f64 / took.as_secs_f64().max(1e-9) / 1e6;
            eprintln!("  {:<12} {} ({rate:.2} M cells/s)", what, seconds(took));
        }
        let dead_ends = maze.dead_ends().count();
        let share = 100.0 * dead_ends as f64 / cells as f64;
        eprintln!("  {:<12} {} ({share:.1} % of cells)", "dead ends", grouped(dead_ends));
        if let Some((solver, took, steps)) = &self.solve {
            eprintln!("  {:<12} {} steps ({solver}, {})", "solution", grouped(*steps), seconds(*took));
        }
        if let Some((tick, pace)) = self.earliest {
            eprintln!(
                "  {:<12} tick {} ({}, through the doors)",
                "earliest",
                grouped(tick as usize),
                super::timed::seconds(tick, pace)
            );
        }
        let (_, _, diameter) = distances::diameter(maze);
        eprintln!("  {:<12} {} steps (the longest shortest path)", "diameter", grouped(diameter as usize));
        if let Some((what, took)) = self.output {
            eprintln!("  {:<12} {} ({what})", "output", seconds(took));
        }
        eprintln!("  {:<12} {}", "peak memory", peak_memory());
    }
}

fn timed<T>(f: impl FnOnce() -> T) -> (T, Duration) {
    let started = Instant::now();
    let value = f();
    (value, started.elapsed())
}

fn seconds(d: Duration) -> String {
    format!("{:.3} s", d.as_secs_f64())
}

/// 1234567 as "1,234,567".
fn grouped(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// The process's peak resident memory (VmHWM), where the OS says it (Linux).
fn peak_memory() -> String {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let kib = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok());
    match kib {
        Some(kib) => format!("{:.1} MiB", kib as f64 / 1024.0),
        None => "unknown".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_grouped() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1000), "1,000");
        assert_eq!(grouped(16_000_000), "16,000,000");
    }
}
