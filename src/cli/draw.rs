//! The commands that make or read a maze and draw it: `generate`, `export` and `solve`, and
//! what they share once they have a maze ([`finish`]): the route (through doors, the
//! earliest-arrival one, or a solver that tests doors as it meets them), the drawing, the stats.

use std::io;
use std::path::Path;

use mousemaze::files;
use mousemaze::maze::doors::Doors;
use mousemaze::maze::solve::shut_doors::solve_testing_doors;
use mousemaze::maze::{Maze, Pos, export};

use super::output::{Format, StyleArgs, Target};
use super::stats::Stats;
use super::{ExportArgs, GenerateArgs, MakeArgs, RouteArgs, SolveArgs, ends, timed};

pub(super) fn generate(args: &GenerateArgs) -> Result<(), String> {
    let out = &args.output;
    make(
        &args.make,
        Format::for_output(out.format, out.output.as_deref())?,
        out.output.as_deref(),
        &args.report.style,
        args.report.stats,
    )
}

pub(super) fn export(args: &ExportArgs) -> Result<(), String> {
    let format = match args.format {
        Some(format) => format,
        None => Format::from_extension(&args.file)?,
    };
    make(&args.make, format, Some(&args.file), &args.report.style, args.report.stats)
}

/// Makes a maze and draws it, once the output is known to be fine.
fn make(args: &MakeArgs, format: Format, file: Option<&Path>, style: &StyleArgs, stats: bool) -> Result<(), String> {
    let target = Target::new(format, file, style, args.maze.width, args.maze.height)?;
    let mut stats = Stats::new(stats);
    let (maze, doors) = args.maze.build(&mut stats)?;
    finish(&maze, &doors, args.solve, &args.route, target, &mut stats)
}

pub(super) fn solve(args: &SolveArgs) -> Result<(), String> {
    let mut stats = Stats::new(args.report.stats);
    let shown = if args.file == Path::new("-") { "standard input".into() } else { args.file.display().to_string() };
    let (maze, doors) = stats.time_making("reading", format!("read from {shown}"), || {
        let read = if args.file == Path::new("-") {
            export::ascii::read_with_doors(io::stdin().lock())
        } else {
            let file = files::open_regular(&args.file).map_err(|e| match e.kind() {
                io::ErrorKind::InvalidInput => {
                    format!("cannot read {shown}: {e} (to read a pipe or a device, use - for standard input)")
                }
                _ => format!("cannot read {shown}: {e}"),
            })?;
            export::ascii::read_with_doors(file)
        };
        read.map_err(|e| format!("{shown}: {e}"))
    })?;
    let target = Target::new(
        Format::for_output(args.output.format, args.output.output.as_deref())?,
        args.output.output.as_deref(),
        &args.report.style,
        maze.width(),
        maze.height(),
    )?;
    finish(&maze, &doors, true, &args.route, target, &mut stats)
}

/// What every command does once it has a maze: solve it if asked (images mark the ends
/// anyway; through doors, the earliest-arrival route and its waits), write it, and report the
/// stats (with doors, the earliest arrival).
fn finish(
    maze: &Maze,
    doors: &Doors,
    solve: bool,
    route: &RouteArgs,
    target: Target,
    stats: &mut Stats,
) -> Result<(), String> {
    let wanted = solve || target.marks_ends() || (stats.enabled() && !doors.is_empty());
    let ends: Option<(Pos, Pos)> = if wanted { Some(ends::resolve(route.ends, maze)?) } else { None };
    let solver = timed::solver(route.solver, doors);
    let mut notes = Vec::new();
    if let Some((start, goal)) = ends
        && !doors.is_empty()
        && stats.enabled()
    {
        let earliest = timed::earliest(maze, doors, start, goal).map_err(|e| e.to_string())?;
        stats.earliest(earliest.arrival, earliest.pace);
    }
    let path = match ends {
        Some((start, goal)) if solve && timed::is_timed(solver, doors) => {
            let timed = stats
                .time_solving(solver.to_string(), || timed::route(solver, maze, doors, start, goal))
                .map_err(|e| e.to_string())?;
            notes = timed.1;
            Some(timed.0)
        }
        Some((start, goal)) if solve && !doors.is_empty() => {
            let found = stats.time_solving(solver.to_string(), || {
                let tested = solve_testing_doors(solver, maze, doors, start, goal, 0, timed::player_pace())?;
                Ok::<_, mousemaze::maze::SolveError>((tested.path, tested.shut))
            });
            let (path, shut) = found.map_err(|e| e.to_string())?;
            let met = match shut.len() {
                0 => "met no shut door on its way".to_string(),
                1 => "met 1 shut door and went round it as a wall".to_string(),
                n => format!("met {n} shut doors and went round them as walls"),
            };
            eprintln!("note: {solver} does not wait for doors: it {met}; --solver earliest waits for them");
            Some(path)
        }
        Some((start, goal)) if solve => {
            let found =
                stats.time_solving(solver.to_string(), || solver.solve(maze, start, goal).map(|s| (s.path, ())));
            Some(found.map_err(|e| e.to_string())?.0)
        }
        _ => None,
    };
    let marks = match &path {
        Some(path) => export::Marks::path(path),
        None => export::Marks { path: None, ends, doors: None },
    }
    .with_doors(doors);
    let what = (target.format != Format::None).then(|| target.format.name());
    stats.time_output(what, || target.write(maze, marks, &notes))?;
    stats.report(maze);
    Ok(())
}
