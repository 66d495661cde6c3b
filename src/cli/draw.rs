//! The commands that make or read a maze and draw it: `generate`, `export` and `solve`, and
//! what they share once they have a maze ([`finish`]): the route (through doors, the
//! earliest-arrival one, or a solver that tests doors as it meets them), the drawing, the stats.

use std::io;
use std::path::Path;

use mousemaze::files;
use mousemaze::maze::doors::Doors;
use mousemaze::maze::export::ascii::Letters;
use mousemaze::maze::formats::{self, MarkedMaze, MazeFormat, text::Posts};
use mousemaze::maze::generate::micromouse;
use mousemaze::maze::solve::shut_doors::solve_testing_doors;
use mousemaze::maze::unicursal::{ENDS, labyrinth};
use mousemaze::maze::{Maze, Pos, SolveError, Solver, export};

use super::output::{Format, StyleArgs, Target};
use super::stats::Stats;
use super::{ExportArgs, GenerateArgs, MakeArgs, MazeStyle, ReportArgs, RouteArgs, SolveArgs, ends, shaped, timed};

pub(super) fn generate(args: &GenerateArgs) -> Result<(), String> {
    let out = &args.output;
    let format = Format::for_output(out.format, out.output.as_deref())?;
    let format = contest_text(format, out.format.is_some(), args.make.style());
    make_and_write(&args.make, &args.shape, format, out.output.as_deref(), &args.report)
}

pub(super) fn export(args: &ExportArgs) -> Result<(), String> {
    // The same rule as `generate -o`: a --format that contradicts the extension is refused.
    let format = match args.format {
        Some(format) => Format::for_output(Some(format), Some(&args.file))?,
        None => contest_text(Format::from_extension(&args.file)?, false, args.make.style()),
    };
    make_and_write(&args.make, &args.shape, format, Some(&args.file), &args.report)
}

/// What `generate` and `export` do once the format is known: a labyrinth's JSON, a maze on
/// the shapes' path, or a square maze, each made and written to `file` (or standard output).
fn make_and_write(
    args: &MakeArgs,
    shape: &shaped::ShapeArgs,
    format: Format,
    file: Option<&Path>,
    report: &ReportArgs,
) -> Result<(), String> {
    args.knobs.check(args, format)?;
    if args.style() == MazeStyle::Labyrinth && format == Format::Json && !shape.is_shaped() {
        return labyrinth_json(args, file, report.stats);
    }
    if on_shapes(args, shape, format) {
        return shaped::make(args, shape, format, file, report);
    }
    make(args, format, file, &report.style, report.stats)
}

/// Whether the maze is made and drawn by the shapes' path ([`shaped::make`]): another shape,
/// a mask or kind, JSON, a weave, or a knob that culls or shades.
fn on_shapes(make: &MakeArgs, shape: &shaped::ShapeArgs, format: Format) -> bool {
    shape.is_shaped() || format == Format::Json || make.weave.share().is_some() || make.knobs.needs_shapes()
}

/// A labyrinth as JSON, in the one schema (`"shape": "labyrinth"`, the square grid's cells
/// row by row), its ends, and its one path with `--solve`.
fn labyrinth_json(args: &MakeArgs, file: Option<&Path>, stats: bool) -> Result<(), String> {
    check_perfect(args)?;
    let output = super::output::Output::open(file)?;
    let mut stats = Stats::new(stats);
    let (maze, _) = args.maze.build(&mut stats)?;
    let path = labyrinth(&maze).map_err(|e| e.to_string())?;
    let index = |pos: Pos| path.index(pos) as u32;
    let route = args.solve.then(|| {
        let solved = Solver::Bfs.solve(&path, ENDS.0, ENDS.1).map(|s| s.path).unwrap_or_default();
        solved.into_iter().map(index).collect::<Vec<u32>>()
    });
    let ends = (index(ENDS.0), index(ENDS.1));
    output.write(|out| mousemaze::maze::shape::draw::json::write_cells(&path, "labyrinth", ends, route.as_deref(), out))
}

/// A labyrinth is made from a perfect maze, with no doors: `--braid` and `--doors` refused.
fn check_perfect(args: &MakeArgs) -> Result<(), String> {
    if args.maze.braid > 0.0 || !args.maze.doors.is_none() {
        let flag = args.style_flag();
        return Err(format!("{flag} makes one path from a perfect maze: leave out --braid and --doors"));
    }
    Ok(())
}

/// A contest maze's text is micromouse text, unless `--format` asked for ASCII.
fn contest_text(format: Format, asked: bool, style: MazeStyle) -> Format {
    match (format, asked, style) {
        (Format::Ascii, false, MazeStyle::Micromouse) => Format::Micromouse,
        _ => format,
    }
}

/// Makes a maze and draws it, once the output is known to be fine.
fn make(args: &MakeArgs, format: Format, file: Option<&Path>, style: &StyleArgs, stats: bool) -> Result<(), String> {
    let (width, height) = args.maze.size(args.style());
    let (shown_width, shown_height) = match args.style() {
        MazeStyle::Labyrinth => (width.saturating_mul(2), height.saturating_mul(2)),
        _ => (width, height),
    };
    let target = Target::new(format, file, style, shown_width, shown_height)?;
    let mut stats = Stats::new(stats);
    let (marked, doors) = match args.style() {
        MazeStyle::Plain => {
            let built = args.knobs.square_maze(args, &mut stats);
            let (maze, doors) = built.unwrap_or_else(|| args.maze.build(&mut stats))?;
            (MarkedMaze::unmarked(maze), doors)
        }
        MazeStyle::Micromouse => {
            if args.maze.braid > 0.0 || !args.maze.doors.is_none() {
                return Err(
                    "--style micromouse makes its own loops and has no doors: leave out --braid and --doors".into()
                );
            }
            micromouse::check_sides(width, height).map_err(|e| e.to_string())?;
            let seed = args.maze.seed();
            let marked = stats.time_making("generation", format!("micromouse, seed {seed}"), || {
                micromouse::generate(width, height, seed).map_err(|e| e.to_string())
            })?;
            let doors = Doors::new(&marked.maze);
            (marked, doors)
        }
        MazeStyle::Labyrinth => {
            check_perfect(args)?;
            let (maze, _) = args.maze.build(&mut stats)?;
            let path =
                stats.time_making("labyrinth", format!("a labyrinth of a {width}×{height} perfect maze"), || {
                    labyrinth(&maze).map_err(|e| e.to_string())
                })?;
            let doors = Doors::new(&path);
            (MarkedMaze { maze: path, start: Some(ENDS.0), goals: vec![ENDS.1] }, doors)
        }
    };
    finish(&marked, &doors, args.solve, &args.route, target, &mut stats, MazeFormat::Drawing)
}

pub(super) fn solve(args: &SolveArgs) -> Result<(), String> {
    let mut stats = Stats::new(args.report.stats);
    let stdin = args.file == Path::new("-");
    let shown = if stdin { "standard input".into() } else { args.file.display().to_string() };
    if let Some(output) = args.output.output.as_deref() {
        files::check_not_an_input(output, [args.file.as_path()])
            .map_err(|e| format!("cannot write {}: {e}", output.display()))?;
    }
    let file = stats.time_making("reading", format!("read from {shown}"), || {
        let read = if stdin {
            formats::read(io::stdin().lock(), None)
        } else {
            let file = files::open_regular(&args.file).map_err(|e| match e.kind() {
                io::ErrorKind::InvalidInput => {
                    format!("cannot read {shown}: {e} (to read a pipe or a device, use - for standard input)")
                }
                _ => format!("cannot read {shown}: {e}"),
            })?;
            formats::read(file, Some(&shown))
        };
        read.map_err(|e| e.in_file(&shown))
    })?;
    let maze = &file.marked.maze;
    let target = Target::new(
        Format::for_output(args.output.format, args.output.output.as_deref())?,
        args.output.output.as_deref(),
        &args.report.style,
        maze.width(),
        maze.height(),
    )?;
    finish(&file.marked, &file.doors, true, &args.route, target, &mut stats, file.format)
}

/// What every command does once it has a maze: solve it if asked (images mark the ends
/// anyway; through doors, the earliest-arrival route and its waits), write it, and report the
/// stats (with doors, the earliest arrival). Messages name cells as `read` (the file's format,
/// or a drawing's for a maze made here) names them ([`MazeFormat::file_pos`]).
fn finish(
    marked: &MarkedMaze,
    doors: &Doors,
    solve: bool,
    route: &RouteArgs,
    target: Target,
    stats: &mut Stats,
    read: MazeFormat,
) -> Result<(), String> {
    let maze = &marked.maze;
    let named = |e: SolveError| e.map_cells(|pos| read.file_pos(maze, pos)).to_string();
    route.check_diagonals()?;
    if matches!(target.format, Format::Maz | Format::Num) {
        ends::check_held_by(target.format.name(), route.ends, marked, read)?;
    }
    let wanted = solve || target.marks_ends() || (stats.enabled() && !doors.is_empty()) || marked.is_marked();
    let region = if wanted { Some(ends::resolve(route.ends, marked, read)?) } else { None };
    // Through doors, the route heads for the goal region's nearest cell.
    let ends: Option<(Pos, Pos)> = match &region {
        Some((start, goals)) => Some((*start, nearest_goal(maze, *start, goals).map_err(named)?)),
        None => None,
    };
    let solver = timed::solver(route.solver, doors);
    let (mut notes, mut chords) = (Vec::new(), Vec::new());
    if let Some((start, goal)) = ends
        && !doors.is_empty()
        && stats.enabled()
    {
        let earliest = timed::earliest(maze, doors, start, goal).map_err(named)?;
        stats.earliest(earliest.arrival, earliest.pace);
    }
    let path = match ends {
        Some((start, goal)) if solve && timed::is_timed(solver, doors) => {
            let timed = stats
                .time_solving(solver.to_string(), || {
                    timed::route(solver, route.diagonals, maze, doors, start, goal)
                        .map(|t| (t.path, (t.notes, t.chords)))
                })
                .map_err(named)?;
            (notes, chords) = timed.1;
            Some(timed.0)
        }
        Some((start, goal)) if solve && !doors.is_empty() => {
            let found = stats.time_solving(solver.to_string(), || {
                let tested = solve_testing_doors(solver, maze, doors, start, goal, 0, timed::player_pace())?;
                Ok::<_, mousemaze::maze::SolveError>((tested.path, tested.shut))
            });
            let (path, shut) = found.map_err(named)?;
            let met = match shut.len() {
                0 => "met no shut door on its way".to_string(),
                1 => "met 1 shut door and went round it as a wall".to_string(),
                n => format!("met {n} shut doors and went round them as walls"),
            };
            eprintln!("note: {solver} does not wait for doors: it {met}; --solver earliest waits for them");
            Some(path)
        }
        Some((start, _)) if solve => {
            let goals = region.as_ref().map_or(&[][..], |(_, goals)| goals);
            let found = stats
                .time_solving(solver.to_string(), || solver.solve_region(maze, start, goals).map(|s| (s.path, ())));
            Some(found.map_err(named)?.0)
        }
        _ => None,
    };
    let marks = match &path {
        Some(path) => export::Marks::path(path),
        None => export::Marks { ends, ..export::Marks::default() },
    }
    .with_doors(doors)
    .with_chords(&chords);
    // Text letters every goal cell of the route's region; .maz and .num keep the maze's own marks.
    let (start, goals) = match (&region, target.format) {
        (Some((start, goals)), format)
            if !matches!(format, Format::Maz | Format::Num) && (path.is_some() || marked.is_marked()) =>
        {
            (Some(*start), sorted(goals))
        }
        _ => (marked.start, marked.goals.clone()),
    };
    let letters = Letters { posts: Posts::Plus, start, goals: &goals };
    let what = (target.format != Format::None).then(|| target.format.name());
    stats.time_output(what, || target.write(maze, marks, letters, &notes))?;
    stats.report(maze);
    Ok(())
}

/// The goal cell nearest `start` (the only one, for a single goal); an unreachable region is
/// an error that says so.
fn nearest_goal(maze: &Maze, start: Pos, goals: &[Pos]) -> Result<Pos, SolveError> {
    match goals {
        [one] => Ok(*one),
        _ => Solver::Bfs.solve_region(maze, start, goals).map(|s| s.path[s.path.len() - 1]),
    }
}

/// `goals`, sorted.
fn sorted(goals: &[Pos]) -> Vec<Pos> {
    let mut goals = goals.to_vec();
    goals.sort_unstable();
    goals
}
