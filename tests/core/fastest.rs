//! The fastest-time solver is exact. On over a thousand small braided mazes, with and without
//! doors, with the documented cost model and with random ones, its arrival equals a brute-force
//! Dijkstra over the explicit graph of (cell, heading, run, tick mod the doors' common period),
//! written here from the table alone: a mouse may wait anywhere, turn back anywhere, enter a
//! cell as often as it likes. Its route is then replayed by this file's own clock: neighbouring
//! cells through open walls, each door open when crossed, each move as long as the table says,
//! arriving when the solver says. And one braided 16×16 maze shows the fastest route longer in
//! cells than the shortest.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use mousemaze::maze::doors::{Door, Doors};
use mousemaze::maze::recipe::MazeRecipe;
use mousemaze::maze::solve::fastest::{CostModel, FastestQuery, FastestRoute, time_walk};
use mousemaze::maze::{Algorithm, Dir, Maze, MazeRng, Pos, Solver, braid};

/// The costs of the table, kept here apart from the solver: index 0 the first move from rest,
/// 1–3 straight on after a run of 1, 2, 3 or more, 4 a quarter turn, 5 turning back.
type Table = [u64; 6];

/// The table of the solver's docs, written out again.
const DOCUMENTED: Table = [20, 15, 12, 10, 26, 40];

/// The ticks of moving `to` for a mouse heading `from` (None at rest) after `run` cells,
/// and the run after it.
fn cost(table: &Table, from: Option<Dir>, run: u64, to: Dir) -> (u64, u64) {
    match from {
        None => (table[0], 1),
        Some(from) if from == to => (table[run.min(3) as usize], (run + 1).min(3)),
        Some(from) if from.opposite() == to => (table[5], 1),
        Some(_) => (table[4], 1),
    }
}

/// Whether the door (if any) on the side `dir` of `at` is open at `tick`, from its fields.
pub(super) fn open_at(doors: &Doors, at: Pos, dir: Dir, tick: u64) -> bool {
    doors.door(at, dir).is_none_or(|d| (tick + u64::from(d.phase)) % u64::from(d.period) < u64::from(d.open))
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// The earliest arrival at any of `goals` by Dijkstra over every (cell, heading or at rest,
/// run, tick mod L), L the doors' common period: an edge to wait one tick (keeping heading
/// and run), and an edge for each move through an open wall whose door is open now.
fn brute_force(maze: &Maze, doors: &Doors, start: Pos, goals: &[Pos], start_tick: u64, table: &Table) -> Option<u64> {
    let period = doors.iter().fold(1, |l, d| l / gcd(l, u64::from(d.period)) * u64::from(d.period));
    // heading 4 is "at rest"; runs 0..=3.
    let key = |cell: usize, heading: usize, run: u64, tick: u64| {
        ((cell * 5 + heading) * 4 + run as usize) * period as usize + (tick % period) as usize
    };
    let mut done = vec![false; maze.len() * 5 * 4 * period as usize];
    let mut queue = BinaryHeap::new();
    queue.push(Reverse((start_tick, maze.index(start), 4usize, 0u64)));
    while let Some(Reverse((tick, cell, heading, run))) = queue.pop() {
        let k = key(cell, heading, run, tick);
        if done[k] {
            continue;
        }
        done[k] = true;
        let here = maze.pos(cell);
        if goals.contains(&here) {
            return Some(tick);
        }
        queue.push(Reverse((tick + 1, cell, heading, run)));
        let from = (heading < 4).then(|| Dir::ALL[heading]);
        for (dir, next) in maze.open_neighbors(here) {
            if open_at(doors, here, dir, tick) {
                let (ticks, run) = cost(table, from, run, dir);
                queue.push(Reverse((tick + ticks, maze.index(next), dir as usize, run)));
            }
        }
    }
    None
}

/// Replays `route` by this file's clock: the ticks it arrives, or why it is not a route.
fn replay(maze: &Maze, doors: &Doors, route: &FastestRoute, start_tick: u64, table: &Table) -> Result<u64, String> {
    let moves = route.path.len().checked_sub(1).ok_or("an empty path")?;
    if route.departures.len() != moves || route.arrivals.len() != moves + 1 || route.arrivals[0] != start_tick {
        return Err(format!(
            "{} departures and {} arrivals for {moves} moves",
            route.departures.len(),
            route.arrivals.len()
        ));
    }
    let (mut heading, mut run, mut tick) = (None, 0, start_tick);
    for (i, pair) in route.path.windows(2).enumerate() {
        let dir = Dir::ALL
            .into_iter()
            .find(|&d| maze.neighbor(pair[0], d) == Some(pair[1]) && maze.is_open(pair[0], d))
            .ok_or(format!("move {i}: {} to {} is not through an open wall", pair[0], pair[1]))?;
        let leave = route.departures[i];
        if leave < tick || !open_at(doors, pair[0], dir, leave) {
            return Err(format!("move {i}: leaves {} at {leave}, there since {tick}, door shut or too early", pair[0]));
        }
        let (ticks, next_run) = cost(table, heading, run, dir);
        (heading, run, tick) = (Some(dir), next_run, leave + ticks);
        if route.arrivals[i + 1] != tick {
            return Err(format!("move {i}: arrives at {tick}, the route says {}", route.arrivals[i + 1]));
        }
    }
    Ok(tick)
}

/// Doors on about a third of the passages, with periods whose common multiple is 12 at most,
/// so the brute force's states stay few.
pub(super) fn small_doors(maze: &Maze, rng: &mut MazeRng) -> Doors {
    let mut doors = Doors::new(maze);
    for i in 0..maze.len() {
        let at = maze.pos(i);
        for side in [Dir::E, Dir::S] {
            if maze.is_open(at, side) && rng.below(3) == 0 {
                let period = [2, 3, 4, 6, 12][rng.below(5) as usize];
                let (open, phase) = (1 + rng.below(period - 1), rng.below(period));
                doors.add(maze, Door { at, side, period, open, phase }).unwrap();
            }
        }
    }
    doors
}

/// The documented model, or random numbers that make a valid one: a table and its model.
fn random_model(rng: &mut MazeRng) -> (Table, CostModel) {
    if rng.below(3) == 0 {
        return (DOCUMENTED, CostModel::MOUSE);
    }
    let s1 = 1 + rng.below(20);
    let s2 = 1 + rng.below(s1);
    let s3 = 1 + rng.below(s2);
    let (rest, turn, back) = (1 + rng.below(30), 1 + rng.below(40), 1 + rng.below(60));
    let table = [rest, s1, s2, s3, turn, back].map(u64::from);
    (table, CostModel::new(rest, [s1, s2, s3], turn, back).unwrap())
}

#[test]
fn the_fastest_route_equals_a_brute_force_search_over_3000_random_cases() {
    let mut rng = MazeRng::new(24);
    let (mut longer, mut waits, mut doored, mut revisits) = (0, 0, 0, 0);
    for case in 0..3000u64 {
        let (width, height) = (2 + rng.below(8), 1 + rng.below(8));
        let algorithm = Algorithm::ALL[rng.below(Algorithm::ALL.len() as u32) as usize];
        let mut maze = algorithm.generate(width, height, case).unwrap();
        braid(&mut maze, [0.0, 0.5, 1.0][rng.below(3) as usize], &mut rng);
        let doors = if case % 2 == 0 { small_doors(&maze, &mut rng) } else { Doors::new(&maze) };
        let (table, model) = random_model(&mut rng);
        let cell = |rng: &mut MazeRng| maze.pos(rng.below(maze.len() as u32) as usize);
        let start = cell(&mut rng);
        let goals: Vec<Pos> = (0..1 + rng.below(3) * rng.below(2)).map(|_| cell(&mut rng)).collect();
        let start_tick = u64::from(rng.below(50));
        let context =
            format!("case {case}: {width}x{height} {algorithm}, {} doors, {table:?}, goals {goals:?}", doors.len());
        let route = FastestQuery { maze: &maze, doors: &doors, start, goals: &goals, start_tick, model: &model }
            .route_observed(|_| {});
        let brute = brute_force(&maze, &doors, start, &goals, start_tick, &table);
        assert_eq!(route.as_ref().map(FastestRoute::arrival), brute, "{context}");
        let route = route.expect("mazes are connected");
        assert_eq!(replay(&maze, &doors, &route, start_tick, &table), Ok(route.arrival()), "{context}: {route:?}");
        assert_eq!(route.path.first(), Some(&start), "{context}");
        assert!(goals.contains(route.path.last().unwrap()), "{context}");
        assert!(
            !route.path[..route.path.len() - 1].iter().any(|p| goals.contains(p)),
            "{context}: stops at the first goal"
        );
        if goals.len() == 1 {
            assert_eq!(
                FastestQuery { maze: &maze, doors: &doors, start, goals: &[goals[0]], start_tick, model: &model }
                    .route()
                    .as_ref(),
                Some(&route)
            );
            let shortest = Solver::Bfs.solve(&maze, start, goals[0]).unwrap().path.len();
            longer += usize::from(route.path.len() > shortest);
        }
        waits += usize::from(route.waits().next().is_some());
        doored += usize::from(!doors.is_empty());
        let mut seen = route.path.clone();
        seen.sort_unstable();
        seen.dedup();
        revisits += usize::from(seen.len() < route.path.len());
    }
    // The cases reach what makes the search hard.
    assert!(doored > 1400 && waits > 500 && longer > 15 && revisits > 0, "{doored} {waits} {longer} {revisits}");
}

#[test]
fn without_doors_it_leaves_turning_back_out_and_still_equals_the_brute_force_on_1000_bigger_mazes() {
    // Without doors the search never turns back when the model allows it (the solver's docs
    // prove it); the brute force turns back wherever it likes.
    let mut rng = MazeRng::new(9);
    for case in 0..1000u64 {
        let (width, height) = (4 + rng.below(9), 4 + rng.below(9));
        let algorithm = Algorithm::ALL[rng.below(Algorithm::ALL.len() as u32) as usize];
        let mut maze = algorithm.generate(width, height, case).unwrap();
        braid(&mut maze, [0.0, 0.3, 1.0][rng.below(3) as usize], &mut rng);
        let doors = Doors::new(&maze);
        let (table, model) = random_model(&mut rng);
        let (start, goal) = (maze.pos(rng.below(maze.len() as u32) as usize), maze.corners().1);
        let route = FastestQuery { maze: &maze, doors: &doors, start, goals: &[goal], start_tick: 0, model: &model }
            .route()
            .expect("mazes are connected");
        let context = format!("case {case}: {width}x{height} {algorithm}, {table:?}");
        assert_eq!(Some(route.arrival()), brute_force(&maze, &doors, start, &[goal], 0, &table), "{context}");
        assert_eq!(replay(&maze, &doors, &route, 0, &table), Ok(route.arrival()), "{context}");
    }
}

#[test]
fn without_doors_on_a_perfect_maze_the_fastest_route_is_the_one_path_timed() {
    for seed in 0..40 {
        let maze = Algorithm::Wilson.generate(17, 11, seed).unwrap();
        let (start, goal) = maze.corners();
        let doors = Doors::new(&maze);
        let route =
            FastestQuery { maze: &maze, doors: &doors, start, goals: &[goal], start_tick: 5, model: &CostModel::MOUSE }
                .route()
                .unwrap();
        let path = Solver::Bfs.solve(&maze, start, goal).unwrap().path;
        assert_eq!(route.path, path, "seed {seed}");
        assert_eq!(replay(&maze, &doors, &route, 5, &DOCUMENTED), Ok(route.arrival()));
        assert_eq!(Some(route.clone()), time_walk(&maze, &doors, &path, 5, &CostModel::MOUSE));
    }
}

#[test]
fn the_start_as_goal_a_walled_off_goal_and_cells_outside_are_answered_without_a_route() {
    let mut maze = Maze::new(3, 2).unwrap();
    maze.carve(Pos::new(0, 0), Dir::E);
    let doors = Doors::new(&maze);
    let model = CostModel::MOUSE;
    let here = FastestQuery {
        maze: &maze,
        doors: &doors,
        start: Pos::new(1, 0),
        goals: &[Pos::new(1, 0)],
        start_tick: 9,
        model: &model,
    }
    .route()
    .unwrap();
    assert_eq!((here.path, here.arrivals, here.departures), (vec![Pos::new(1, 0)], vec![9], vec![]));
    assert_eq!(
        FastestQuery {
            maze: &maze,
            doors: &doors,
            start: Pos::new(0, 0),
            goals: &[Pos::new(2, 1)],
            start_tick: 0,
            model: &model
        }
        .route(),
        None
    );
    assert_eq!(
        FastestQuery {
            maze: &maze,
            doors: &doors,
            start: Pos::new(0, 0),
            goals: &[Pos::new(3, 0)],
            start_tick: 0,
            model: &model
        }
        .route(),
        None
    );
    let err = Solver::Fastest.solve(&maze, Pos::new(0, 0), Pos::new(2, 1)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "no route from the start to the goal: walls separate the start (0, 0) from the goal (2, 1)"
    );
    assert!(CostModel::new(0, [1, 1, 1], 1, 1).unwrap_err().to_string().contains("allowed 1..=65535 ticks"));
}

#[test]
fn extreme_models_are_still_exact() {
    let mut maze = Algorithm::Kruskal.generate(30, 30, 3).unwrap();
    braid(&mut maze, 0.4, &mut MazeRng::new(3));
    let (start, goal) = maze.corners();
    for numbers in [[65_535, 65_535, 1_000, 1, 1, 65_535], [1, 65_535, 65_535, 65_535, 65_535, 1], [1, 1, 1, 1, 1, 1]] {
        let [rest, s1, s2, s3, turn, back] = numbers;
        let model = CostModel::new(rest, [s1, s2, s3], turn, back).unwrap();
        let table = numbers.map(u64::from);
        for doors in [Doors::new(&maze), small_doors(&maze, &mut MazeRng::new(4))] {
            let route =
                FastestQuery { maze: &maze, doors: &doors, start, goals: &[goal], start_tick: 0, model: &model }
                    .route()
                    .unwrap();
            assert_eq!(Some(route.arrival()), brute_force(&maze, &doors, start, &[goal], 0, &table), "{numbers:?}");
            assert_eq!(replay(&maze, &doors, &route, 0, &table), Ok(route.arrival()));
        }
    }
}

/// The braided 16×16 (micromouse-sized) maze of docs/cli.md, as the CLI makes it.
fn readme_maze(seed: u64) -> Maze {
    MazeRecipe { algorithm: Algorithm::Backtracker, width: 16, height: 16, seed, braid: 0.5, ..Default::default() }
        .build()
        .unwrap()
}

/// The seed docs/cli.md shows: `generate -W 16 -H 16 --seed 44 --braid 0.5 --solve --solver fastest`.
const README_SEED: u64 = 44;

/// The fastest route on docs/cli.md's maze of `seed`, and BFS's shortest route timed alike.
fn fastest_and_shortest(seed: u64) -> (Maze, FastestRoute, FastestRoute) {
    let maze = readme_maze(seed);
    let (start, goal) = maze.corners();
    let doors = Doors::new(&maze);
    let fastest =
        FastestQuery { maze: &maze, doors: &doors, start, goals: &[goal], start_tick: 0, model: &CostModel::MOUSE }
            .route()
            .unwrap();
    let path = Solver::Bfs.solve(&maze, start, goal).unwrap().path;
    let shortest = time_walk(&maze, &doors, &path, 0, &CostModel::MOUSE).unwrap();
    (maze, fastest, shortest)
}

#[test]
fn on_a_braided_16x16_maze_the_fastest_route_is_longer_than_the_shortest_and_quicker() {
    // Seeds 0..60: where the fastest route is longer, it is the quicker by some ticks; the
    // CLI guide (docs/cli.md) shows the one where it gains the most.
    let gains: Vec<(u64, u64)> = (0..60)
        .filter_map(|seed| {
            let (_, fastest, shortest) = fastest_and_shortest(seed);
            assert!(fastest.arrival() <= shortest.arrival(), "seed {seed}");
            (fastest.path.len() > shortest.path.len()).then(|| (shortest.arrival() - fastest.arrival(), seed))
        })
        .collect();
    assert!(gains.len() >= 5, "{gains:?}");
    assert_eq!(gains.iter().max().map(|g| g.1), Some(README_SEED), "{gains:?}");
    let (maze, fastest, shortest) = fastest_and_shortest(README_SEED);
    assert_eq!((fastest.path.len() - 1, fastest.turns(), fastest.arrival()), (40, 17, 730));
    assert_eq!((shortest.path.len() - 1, shortest.turns(), shortest.arrival()), (38, 23, 801));
    // Not only BFS's: every shortest route is slower. The brute force, with 10 000 ticks added
    // to every move so that the length counts first, finds the quickest of the shortest routes.
    let (start, goal) = maze.corners();
    let doors = Doors::new(&maze);
    let heavy: Table = DOCUMENTED.map(|t| t + 10_000);
    let heavy_model = CostModel::new(10_020, [10_015, 10_012, 10_010], 10_026, 10_040).unwrap();
    let quickest_shortest =
        FastestQuery { maze: &maze, doors: &doors, start, goals: &[goal], start_tick: 0, model: &heavy_model }
            .route()
            .unwrap();
    assert_eq!(brute_force(&maze, &doors, start, &[goal], 0, &heavy), Some(quickest_shortest.arrival()));
    assert_eq!(quickest_shortest.path.len(), shortest.path.len());
    let retimed = time_walk(&maze, &doors, &quickest_shortest.path, 0, &CostModel::MOUSE).unwrap();
    assert!(fastest.arrival() < retimed.arrival(), "{} against {}", fastest.arrival(), retimed.arrival());
    assert_eq!(retimed.arrival(), 782, "the README's quickest shortest route");
}

#[test]
fn the_cli_draws_the_fastest_route_says_its_time_and_reads_it_back() {
    use super::cli::{mousemaze, stdout};
    use ::mousemaze::maze::export::Marks;
    let seed = README_SEED.to_string();
    let args =
        ["generate", "-W", "16", "-H", "16", "--seed", &seed, "--braid", "0.5", "--solve", "--solver", "fastest"];
    let text = stdout(&args);
    assert_eq!(text, stdout(&args), "the same bytes every time");
    let route = text.lines().last().unwrap();
    assert!(route.starts_with("route: 40 moves, 17 turns, arrives at tick 730 (5.62 s,"), "{route}");
    let (maze, fastest, _) = fastest_and_shortest(README_SEED);
    let drawn = ::mousemaze::maze::export::ascii::render_marked(&maze, &Marks::path(&fastest.path));
    assert_eq!(text, format!("{drawn}{route}\n"), "the fastest route is the one drawn");
    // The drawing reads back (the note is skipped) and solves to the same text.
    let dir = crate::scratch::scratch("fastest");
    let file = dir.join("maze.txt");
    std::fs::write(&file, &text).unwrap();
    assert_eq!(stdout(&["solve", file.to_str().unwrap(), "--solver", "fastest"]), text);
    assert_eq!(::mousemaze::maze::export::ascii::parse(&text).ok(), Some(maze));
    // Through doors it waits, and says where.
    let doored =
        stdout(&["generate", "-W", "20", "-H", "10", "--seed", "3", "--doors", "6", "--solve", "--solver", "fastest"]);
    assert!(doored.contains("route: ") && doored.lines().any(|l| l.starts_with("wait ")), "{doored}");
    let out = mousemaze(&["solve", dir.join("none.txt").to_str().unwrap(), "--solver", "fastest"]);
    assert!(!out.status.success());
    std::fs::remove_dir_all(&dir).unwrap();
}
