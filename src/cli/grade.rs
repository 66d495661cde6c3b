//! `mousemaze grade DIR --challenge N|NAME [--csv FILE] [--row-seconds S]`: grades every
//! `*.rhai` in DIR on a challenge's mazes, each script in its own sandbox on whichever core
//! is free (a row's wall time bounded by S seconds, 10 unless told), then prints
//! one row per script in file-name order (the same on one core or many), and `mousemaze
//! challenges`: the list, with each lesson's first line.
//!
//! Exit status: 0 when every script was graded (whatever their grades), 1 when the folder or
//! the challenge could not be read, or the CSV file could not be written.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use clap::Args;
use mousemaze::bot::grade::{Grade, GradeError, GradeFault, ROW_TIME, grade_shaped, grade_within};
use mousemaze::bot::script::is_script_name;
use mousemaze::bot::{Limits, gate};
use mousemaze::content::challenge::{self, Challenge};
use mousemaze::maze::text::printable;
use rayon::prelude::*;

use super::output::Output;

const EXIT_STATUS: &str = "Exit status: 0 when every script was graded (whatever their grades); 1 when the folder \
or the challenge could not be read, or the CSV file could not be written.";

#[derive(Args, Debug)]
#[command(after_help = EXIT_STATUS)]
pub struct GradeArgs {
    /// The folder of scripts: every *.rhai in it is graded (not its subfolders).
    dir: PathBuf,
    /// The challenge: its number in `mousemaze challenges`, its name, its file name, or the
    /// path of a challenge file (.ron) of your own.
    #[arg(long, short)]
    challenge: String,
    /// Also write the rows as CSV to FILE.
    #[arg(long, value_name = "FILE")]
    csv: Option<PathBuf>,
    /// The wall time each script's row may take, in seconds (1 to 600): a maze's run stops
    /// after it, and no maze begins once the row has used it, so a row takes at most twice
    /// it. Grades are counts, the same on every machine; this only stops a script that would
    /// run for long.
    #[arg(long, value_name = "SECONDS", default_value_t = ROW_TIME.as_secs(),
          value_parser = clap::value_parser!(u64).range(1..=600))]
    row_seconds: u64,
}

/// Lists the challenges.
pub fn list() -> Result<(), String> {
    let mut text = String::new();
    // The square ones, then those on other shapes (graded here; the game plays squares).
    for (n, c) in challenge::built_in().iter().chain(challenge::built_in_shaped()).enumerate() {
        let _ = writeln!(text, "{:>2}  {:<26}  {}", n + 1, c.name, c.summary());
    }
    Output::open(None)?.write(|out| out.write_all(text.as_bytes()))?;
    // A built-in file that does not read is left out of the list: say so (a bug of ours).
    let bad: Vec<String> = challenge::built_in_files()
        .iter()
        .chain(challenge::built_in_shaped_files())
        .filter_map(|(file, text)| gate::read_challenge(text, file).err().map(|e| e.to_string()))
        .collect();
    if bad.is_empty() { Ok(()) } else { Err(bad.join("\nerror: ")) }
}

/// Grades the folder. The CSV file is checked and opened first (it is never one of the
/// inputs, its folder exists, a FIFO has a reader), so no grading is lost to a bad path; the
/// table is printed whatever then happens to the CSV.
pub fn run(args: &GradeArgs) -> Result<(), String> {
    let own;
    // A name ending in .ron that is there (a file, or a folder or FIFO its reader refuses).
    let own_file = Some(Path::new(&args.challenge)).filter(|path| args.challenge.ends_with(".ron") && path.exists());
    let found = if let Some(path) = own_file {
        own = gate::load_challenge(path).map_err(|e| e.to_string())?;
        Some(&own)
    } else {
        challenge::find(&args.challenge)
    };
    let Some(challenge) = found else {
        let count = challenge::built_in().len();
        return Err(format!(
            "--challenge {}: no such challenge: give a number from 1 to {count}, a name (see `mousemaze \
             challenges`) or a challenge file (.ron)",
            printable(&args.challenge)
        ));
    };
    let courses = Courses::of(challenge)?;
    let scripts = scripts_in(&args.dir)?;
    let csv = match &args.csv {
        Some(path) => {
            let inputs = scripts.iter().map(PathBuf::as_path).chain(own_file);
            mousemaze::files::check_not_an_input(path, inputs)
                .map_err(|e| format!("cannot write {}: {e}", printable(&path.display().to_string())))?;
            Some(Output::open(Some(path))?)
        }
        None => None,
    };
    let row_time = std::time::Duration::from_secs(args.row_seconds);
    // Each script on whichever core is free; rows collected in file-name order.
    let bar = super::progress_bar::items("scripts", scripts.len());
    let grades: Vec<Grade> = scripts
        .par_iter()
        .map(|path| {
            let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            let limit = Limits::default().source_bytes as u64;
            let row = match mousemaze::files::read_regular(path, limit) {
                Ok(bytes) => courses.grade(challenge, &name, &bytes, row_time),
                Err(e) => unread(&name, courses.len(), &e.to_string()),
            };
            bar.inc(1);
            row
        })
        .collect();
    bar.finish_and_clear();
    let printed = Output::open(None)?.write(|out| out.write_all(table(challenge, &grades).as_bytes()));
    let written = csv.map_or(Ok(()), |csv| csv.write(|out| out.write_all(csv_text(challenge, &grades).as_bytes())));
    printed.and(written)
}

/// Every script in `dir` ([`is_script_name`]: `.rhai` in any case, `.rhai.txt`), sorted by name.
fn scripts_in(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let shown = || printable(&dir.display().to_string()).into_owned();
    let entries = std::fs::read_dir(dir).map_err(|e| format!("cannot read the folder {}: {e}", shown()))?;
    let mut scripts: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| is_script_name(path) && !path.is_dir())
        .collect();
    scripts.sort();
    Ok(scripts)
}

/// The row of a script that could not be read.
fn unread(name: &str, total: usize, why: &str) -> Grade {
    Grade::cannot_run(name, total, GradeError::Unreadable { file: name.into(), reason: why.into() })
}

/// The challenge as the table and the CSV name it: `3 The left-hand rule` (a built-in's
/// number first), or its name alone (a challenge file of one's own).
fn title(challenge: &Challenge) -> String {
    let mut numbered = challenge::built_in().iter().chain(challenge::built_in_shaped());
    match numbered.position(|c| std::ptr::eq(c, challenge)) {
        Some(i) => format!("{} {}", i + 1, challenge.name),
        None => challenge.name.clone(),
    }
}

/// A script's totals, shown only when it solved every maze: a script that missed one has no
/// total that reads like a score (its mazes' own counts are in the CSV).
fn totals(g: &Grade) -> Option<(u64, u64)> {
    (g.total > 0 && g.solved == g.total).then_some((g.moves, g.instructions))
}

/// The table: a header with the pars, then one row per script.
fn table(challenge: &Challenge, grades: &[Grade]) -> String {
    let goal = challenge.goal;
    let mut text = format!(
        "challenge: {} ({} mazes; par {} moves, {} instructions)\n",
        title(challenge),
        challenge.mazes_count(),
        goal.moves,
        goal.instructions
    );
    let width = grades.iter().map(|g| printable(&g.file).chars().count()).max().unwrap_or(6).max(6);
    let _ = writeln!(text, "{:<width$}  solved  stars  moves/par      instr/par      first error", "script");
    for g in grades {
        let (moves, instructions) = totals(g).map_or(("-".into(), "-".into()), |(moves, instructions)| {
            (format!("{moves}/{}", goal.moves), format!("{instructions}/{}", goal.instructions))
        });
        let stars = "*".repeat(usize::from(g.stars));
        let solved = format!("{}/{}", g.solved, g.total);
        let error = g.error.as_ref().map_or_else(|| "-".to_owned(), ToString::to_string);
        let file = printable(&g.file);
        let _ = writeln!(text, "{file:<width$}  {solved:<6}  {stars:<5}  {moves:<13}  {instructions:<13}  {error}");
    }
    let all = grades.iter().filter(|g| g.stars > 0).count();
    let _ = writeln!(text, "{all} of {} scripts solved every maze", grades.len());
    text
}

/// The rows as CSV, a header first; text fields quoted ([`csv_cell`]). Each row says what was
/// graded (the challenge, its pars) and each maze's result (`solved`, `missed: …`, or for a
/// script that cannot run `not run: …`); the totals are empty for a script that missed a maze.
fn csv_text(challenge: &Challenge, grades: &[Grade]) -> String {
    let mut text =
        String::from("script,solved,total,stars,moves,instructions,error,challenge,moves_par,instructions_par");
    for n in 1..=challenge.mazes_count() {
        let _ = write!(text, ",maze_{n},maze_{n}_moves,maze_{n}_instructions");
    }
    text.push('\n');
    let (name, goal) = (csv_cell(&title(challenge)), challenge.goal);
    for g in grades {
        let error = g.error.as_ref().map(|e| csv_cell(&e.to_string())).unwrap_or_default();
        let (moves, instructions) =
            totals(g).map_or((String::new(), String::new()), |(m, i)| (m.to_string(), i.to_string()));
        let _ = write!(
            text,
            "{},{},{},{},{moves},{instructions},{error},{name},{},{}",
            csv_cell(&g.file),
            g.solved,
            g.total,
            g.stars,
            goal.moves,
            goal.instructions
        );
        for maze in &g.mazes {
            let result = maze.why.as_ref().map_or_else(|| "solved".to_owned(), |why| format!("missed: {why}"));
            let _ = write!(text, ",{},{},{}", csv_cell(&result), maze.moves, maze.instructions);
        }
        // A script that cannot run ran on no maze: each maze's cell says why, with no moves and
        // no instructions, so every row can be sorted and filtered alike.
        if let Some(GradeFault::CannotRun(why)) = &g.error {
            let cells = format!(",{},0,0", csv_cell(&why.not_run()));
            text.push_str(&cells.repeat(challenge.mazes_count().saturating_sub(g.mazes.len())));
        }
        text.push('\n');
    }
    text
}

/// One text cell of the CSV: quoted, its quotes doubled, and, as OWASP advises against formula
/// injection, a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return gets a
/// leading `'`, so that a spreadsheet shows `=HYPERLINK(…).rhai` as text and never runs it.
fn csv_cell(text: &str) -> String {
    let formula = text.starts_with(['=', '+', '-', '@', '\t', '\r']);
    let text = printable(text).replace('"', "\"\"");
    format!("\"{}{text}\"", if formula { "'" } else { "" })
}

/// A challenge's mazes, built once: square boards, or mazes of another shape.
enum Courses {
    Square(Vec<mousemaze::content::challenge::Course>),
    Shaped(Vec<mousemaze::content::challenge::ShapedCourse>),
}

impl Courses {
    fn of(challenge: &Challenge) -> Result<Courses, String> {
        match challenge.shape() {
            None => challenge.courses().map(Courses::Square),
            Some(_) => challenge.shaped_courses().map(Courses::Shaped),
        }
        .map_err(|e| e.to_string())
    }

    fn len(&self) -> usize {
        match self {
            Courses::Square(courses) => courses.len(),
            Courses::Shaped(courses) => courses.len(),
        }
    }

    /// The script `bytes`, named `name`, graded on every maze.
    fn grade(&self, challenge: &Challenge, name: &str, bytes: &[u8], row_time: std::time::Duration) -> Grade {
        match self {
            Courses::Square(courses) => grade_within(challenge, courses, name, bytes, row_time),
            Courses::Shaped(courses) => grade_shaped(challenge, courses, name, bytes, row_time),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::csv_cell;

    #[test]
    fn a_cell_that_a_spreadsheet_would_run_is_text() {
        assert_eq!(csv_cell("=HYPERLINK(\"http://x\").rhai"), "\"'=HYPERLINK(\"\"http://x\"\").rhai\"");
        for start in ["+SUM(1+1).rhai", "-2+3.rhai", "@cmd.rhai", "\tx.rhai", "\rx.rhai"] {
            assert!(csv_cell(start).starts_with("\"'"), "{start}: {}", csv_cell(start));
        }
        assert_eq!(csv_cell("alice.rhai"), "\"alice.rhai\"");
        assert_eq!(csv_cell("a-b=c.rhai"), "\"a-b=c.rhai\"");
    }
}
