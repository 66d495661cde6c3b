//! The fastest route with diagonals is exact and never slower than the one along the grid. On
//! small braided mazes, with and without doors, with the documented costs and random ones, its
//! arrival equals a brute-force Dijkstra over the explicit graph of (cell, heading, motion, tick
//! mod the doors' common period) written here from the table of the solver's docs alone (a
//! mouse may wait anywhere, turn back along the grid, enter a cell as often as it likes); its
//! maneuvers are replayed by this file's own rules. On contest mazes it is never slower than
//! the route without diagonals, and down a staircase it runs one long diagonal.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use mousemaze::maze::doors::Doors;
use mousemaze::maze::generate::micromouse;
use mousemaze::maze::solve::fastest::{CostModel, DiagonalCosts, DiagonalRoute, FastestQuery, Maneuver};
use mousemaze::maze::{Algorithm, Dir, Maze, MazeRng, Pos, braid};

use super::fastest::{open_at, small_doors};

/// The grid's table as the solver's docs give it: from rest, straight after 1, 2, 3+, a
/// quarter turn, turning back.
const GRID: [u64; 6] = [20, 15, 12, 10, 26, 40];

/// The diagonal maneuvers' ticks: 45° in, 135° in, on after 1, 2, 3+ chords, V90, 45° out, 135° out.
type Diagonals = [u64; 8];
const DOCUMENTED: Diagonals = [22, 32, 12, 10, 8, 24, 22, 32];

/// How the mouse is moving after a move: along the grid after `run` cells, or on a diagonal
/// after `chords` chords whose last corner turned right (`right`) or left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Motion {
    Grid { run: u8 },
    Diagonal { chords: u8, right: bool },
}

/// The moves allowed in `dir` for a mouse heading `heading` (None: at rest) in `motion`: the
/// maneuver, its ticks and the motion after it, from the table.
fn moves(g: &Diagonals, heading: Option<Dir>, motion: Motion, dir: Dir) -> Vec<(Maneuver, u64, Motion)> {
    let Some(heading) = heading else { return vec![(Maneuver::FromRest, GRID[0], Motion::Grid { run: 1 })] };
    let right = dir == heading.right();
    let corner = right || dir == heading.left();
    let grid = |run| Motion::Grid { run };
    let diagonal = |chords: u8, right| Motion::Diagonal { chords: chords.min(3), right };
    match motion {
        Motion::Grid { run } if dir == heading => {
            vec![(Maneuver::Straight, GRID[usize::from(run)], grid((run + 1).min(3)))]
        }
        Motion::Grid { .. } if !corner => vec![(Maneuver::TurnBack, GRID[5], grid(1))],
        Motion::Grid { .. } => vec![
            (Maneuver::Turn90, GRID[4], grid(1)),
            (Maneuver::Enter45, g[0], diagonal(1, right)),
            (Maneuver::Enter135, g[1], diagonal(1, !right)),
        ],
        Motion::Diagonal { .. } if dir == heading => vec![(Maneuver::Exit45, g[6], grid(1))],
        Motion::Diagonal { .. } if !corner => vec![],
        Motion::Diagonal { chords, right: last } if last != right => {
            vec![(Maneuver::Diagonal, g[1 + usize::from(chords)], diagonal(chords + 1, right))]
        }
        Motion::Diagonal { .. } => vec![(Maneuver::V90, g[5], diagonal(1, right)), (Maneuver::Exit135, g[7], grid(1))],
    }
}

fn costs_of(g: &Diagonals) -> DiagonalCosts {
    let t = g.map(|t| t as u32);
    DiagonalCosts {
        enter45: t[0],
        enter135: t[1],
        diagonal: [t[2], t[3], t[4]],
        v90: t[5],
        exit45: t[6],
        exit135: t[7],
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// The earliest arrival at any of `goals` by Dijkstra over (cell, heading or at rest, motion,
/// tick mod L): an edge to wait a tick, and one for each allowed move through an open wall
/// whose door is open now.
fn brute_force(maze: &Maze, doors: &Doors, start: Pos, goals: &[Pos], g: &Diagonals) -> Option<u64> {
    let period = doors.iter().fold(1, |l, d| l / gcd(l, u64::from(d.period)) * u64::from(d.period));
    let mut done = std::collections::HashSet::new();
    let mut queue = BinaryHeap::new();
    queue.push(Reverse((0u64, start, None::<Dir>, Motion::Grid { run: 0 })));
    while let Some(Reverse((tick, here, heading, motion))) = queue.pop() {
        if !done.insert((here, heading, motion, tick % period)) {
            continue;
        }
        if goals.contains(&here) {
            return Some(tick);
        }
        queue.push(Reverse((tick + 1, here, heading, motion)));
        for (dir, next) in maze.open_neighbors(here).filter(|&(d, _)| open_at(doors, here, d, tick)) {
            for (_, ticks, after) in moves(g, heading, motion, dir) {
                queue.push(Reverse((tick + ticks, next, Some(dir), after)));
            }
        }
    }
    None
}

/// Replays `route` by this file's rules: the tick it arrives, or why it is not a route.
fn replay(maze: &Maze, doors: &Doors, route: &DiagonalRoute, g: &Diagonals) -> Result<u64, String> {
    let path = &route.route.path;
    if route.maneuvers.len() + 1 != path.len() || route.route.arrivals.len() != path.len() {
        return Err(format!("{} maneuvers for {} cells", route.maneuvers.len(), path.len()));
    }
    let (mut heading, mut motion, mut tick) = (None, Motion::Grid { run: 0 }, 0);
    for (i, (pair, &maneuver)) in path.windows(2).zip(&route.maneuvers).enumerate() {
        let dir =
            maze.direction_to(pair[0], pair[1]).filter(|&d| maze.is_open(pair[0], d)).ok_or(format!("move {i}"))?;
        let leave = route.route.departures[i];
        if leave < tick || !open_at(doors, pair[0], dir, leave) {
            return Err(format!("move {i}: leaves at {leave}, there since {tick}, the door shut or too early"));
        }
        let (_, ticks, after) = moves(g, heading, motion, dir)
            .into_iter()
            .find(|m| m.0 == maneuver)
            .ok_or(format!("move {i}: {maneuver:?} is not allowed after {motion:?}"))?;
        (heading, motion, tick) = (Some(dir), after, leave + ticks);
        if route.route.arrivals[i + 1] != tick {
            return Err(format!("move {i}: arrives at {tick}, the route says {}", route.route.arrivals[i + 1]));
        }
    }
    Ok(tick)
}

fn query<'a>(maze: &'a Maze, doors: &'a Doors, start: Pos, goals: &'a [Pos]) -> FastestQuery<'a> {
    FastestQuery { maze, doors, start, goals, start_tick: 0, model: &CostModel::MOUSE }
}

#[test]
fn the_fastest_route_with_diagonals_equals_a_brute_force_search_over_1500_random_cases() {
    let mut rng = MazeRng::new(36);
    let (mut diagonal, mut quicker, mut doored) = (0, 0, 0);
    for case in 0..1500u64 {
        let (width, height) = (2 + rng.below(6), 2 + rng.below(6));
        let algorithm = Algorithm::ALL[rng.below(Algorithm::ALL.len() as u32) as usize];
        let mut maze = algorithm.generate(width, height, case).unwrap();
        braid(&mut maze, [0.0, 0.5, 1.0][rng.below(3) as usize], &mut rng);
        let doors = if case % 3 == 0 { small_doors(&maze, &mut rng) } else { Doors::new(&maze) };
        let g: Diagonals =
            if case % 2 == 0 { DOCUMENTED } else { std::array::from_fn(|_| u64::from(1 + rng.below(40))) };
        let cell = |rng: &mut MazeRng| maze.pos(rng.below(maze.len() as u32) as usize);
        let (start, goals) = (cell(&mut rng), vec![cell(&mut rng)]);
        let context =
            format!("case {case}: {width}x{height} {algorithm}, {} doors, {g:?}, {start} to {goals:?}", doors.len());
        let q = query(&maze, &doors, start, &goals);
        let route = q.route_with_diagonals(&costs_of(&g));
        assert_eq!(
            route.as_ref().map(|r| r.route.arrival()),
            brute_force(&maze, &doors, start, &goals, &g),
            "{context}"
        );
        let route = route.expect("mazes are connected");
        assert_eq!(replay(&maze, &doors, &route, &g), Ok(route.route.arrival()), "{context}: {route:?}");
        let grid = q.route().unwrap();
        assert!(route.route.arrival() <= grid.arrival(), "{context}: never slower than along the grid");
        diagonal += usize::from(route.chords().next().is_some());
        quicker += usize::from(route.route.arrival() < grid.arrival());
        doored += usize::from(!doors.is_empty());
    }
    assert!(diagonal > 300 && quicker > 300 && doored > 400, "{diagonal} {quicker} {doored}");
}

#[test]
fn on_200_contest_mazes_diagonals_are_never_slower_and_often_quicker() {
    let mut quicker = 0;
    for seed in 0..200 {
        let marked = micromouse::generate(16, 16, seed).unwrap();
        let doors = Doors::new(&marked.maze);
        let q = query(&marked.maze, &doors, marked.start.unwrap(), &marked.goals);
        let (grid, diagonal) = (q.route().unwrap(), q.route_with_diagonals(&DiagonalCosts::MOUSE).unwrap());
        assert!(diagonal.route.arrival() <= grid.arrival(), "seed {seed}");
        assert!(marked.goals.contains(diagonal.route.path.last().unwrap()));
        quicker += usize::from(diagonal.route.arrival() < grid.arrival());
    }
    assert!(quicker > 150, "{quicker} of 200 quicker with diagonals");
}

/// A staircase corridor east and south from the top left of a `side`×`side` maze, and a long
/// way round along the top and down the east side.
fn staircase(side: u32) -> Maze {
    let mut maze = Maze::new(side, side).unwrap();
    for i in 0..side - 1 {
        assert!(maze.carve(Pos::new(i, i), Dir::E) && maze.carve(Pos::new(i + 1, i), Dir::S));
    }
    for x in 1..side - 1 {
        assert!(maze.carve(Pos::new(x, 0), Dir::E));
    }
    for y in 0..side - 2 {
        assert!(maze.carve(Pos::new(side - 1, y), Dir::S));
    }
    maze
}

#[test]
fn down_a_staircase_corridor_it_runs_one_diagonal_and_beats_the_grid() {
    let maze = staircase(8);
    let doors = Doors::new(&maze);
    let goals = [Pos::new(7, 7)];
    let q = query(&maze, &doors, Pos::new(0, 0), &goals);
    let grid = q.route().unwrap();
    let route = q.route_with_diagonals(&DiagonalCosts::MOUSE).unwrap();
    // Along the grid the long way round is quicker than 13 quarter turns.
    assert_eq!(grid.path.len() - 1, 14);
    assert!(grid.turns() < 13, "{grid:?}");
    // With diagonals: the staircase, one diagonal of 13 chords.
    assert_eq!(route.route.path.len() - 1, 14);
    assert_eq!(route.diagonals(), 1);
    assert_eq!(route.chords().count(), 13);
    assert_eq!(route.maneuvers[..2], [Maneuver::FromRest, Maneuver::Enter45]);
    assert!(route.maneuvers[2..].iter().all(|&m| m == Maneuver::Diagonal));
    assert_eq!(route.route.ticks(), 20 + 22 + 12 + 10 + 8 * 10);
    assert!(route.route.ticks() < grid.ticks(), "{} against {}", route.route.ticks(), grid.ticks());
}

#[test]
fn the_cli_draws_diagonals_in_svg_and_png_and_says_how_many() {
    use super::cli::{assert_one_line_error, mousemaze, stdout};
    let dir = crate::scratch::scratch("diagonal");
    let file = dir.join("stairs.txt");
    let maze = staircase(8);
    std::fs::write(&file, ::mousemaze::maze::export::ascii::render(&maze, None)).unwrap();
    let f = file.to_str().unwrap();
    let text = stdout(&["solve", f, "--solver", "fastest", "--diagonals"]);
    let route = text.lines().last().unwrap();
    assert!(route.starts_with("route: 14 moves, 13 turns, 1 diagonal over 13 cells, arrives at tick 144 ("), "{route}");
    // The SVG route: a half cell east from the start's centre, then one line down the diagonal
    // to the goal's side, and into its centre (cells of 10 units).
    let svg = stdout(&["solve", f, "--solver", "fastest", "--diagonals", "-f", "svg", "--cell-size", "10"]);
    assert!(svg.contains(r#" d="M5 5L10 5L75 70L75 75""#), "{svg}");
    let grid_svg = stdout(&["solve", f, "--solver", "fastest", "-f", "svg", "--cell-size", "10"]);
    assert!(!grid_svg.contains("L75 70") && grid_svg.contains(r#" d="M5 5H75V75""#), "{grid_svg}");
    // The PNG differs from the one along the grid.
    let png = |extra: &[&str]| mousemaze(&[&["solve", f, "--solver", "fastest", "-f", "png"], extra].concat()).stdout;
    assert_ne!(png(&["--diagonals"]), png(&[]));
    for args in [&["solve", f, "--diagonals"][..], &["solve", f, "--solver", "bfs", "--diagonals"]] {
        assert_one_line_error(&mousemaze(args), args, "--diagonals is for the fastest route: add --solver fastest");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
