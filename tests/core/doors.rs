//! Timed doors: the earliest-arrival solver is exact. On small mazes with random doors, paces
//! and start ticks, its arrival equals a brute-force search over every (cell, tick mod L)
//! (L the doors' common period) in which a mouse may wait anywhere, and its route replays:
//! neighbouring cells, each left at a tick when its door is open, arriving when it says.
//! In the rules core, a closed door holds the player until it opens, and a sprinter waits at
//! doors and arrives at the tick the solver predicts.

use mousemaze::maze::doors::{Door, Doors};
use mousemaze::maze::solve::earliest::{TimedRoute, earliest_arrival};
use mousemaze::maze::{Algorithm, Dir, Maze, MazeRng, Pos, braid};
use mousemaze::rules::PLAYER_SPEED;
use mousemaze::rules::rivals::RivalKind;
use mousemaze::rules::{Board, MoveInput, RivalSpec, Run, pace};

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// The earliest arrival by brute force: tick by tick, every cell a mouse can stand in at
/// that tick (it may wait anywhere), until the goal is reached or no (cell, tick mod L)
/// state is new.
fn brute_force(maze: &Maze, doors: &Doors, start: Pos, goal: Pos, start_tick: u64, pace: u32) -> Option<u64> {
    let period = doors.iter().fold(1, |l, d| l / gcd(l, u64::from(d.period)) * u64::from(d.period));
    let pace = u64::from(pace);
    let cells = maze.len();
    let mut seen = vec![false; cells * period as usize];
    let mut standing = vec![false; cells];
    // Arrivals due at a tick, by tick offset from now (a ring of pace + 1 slots).
    let mut due: Vec<Vec<usize>> = vec![Vec::new(); pace as usize + 1];
    standing[maze.index(start)] = true;
    for tick in start_tick.. {
        let slot = (tick % (pace + 1)) as usize;
        for cell in std::mem::take(&mut due[slot]) {
            standing[cell] = true;
        }
        if standing[maze.index(goal)] {
            return Some(tick);
        }
        let mut new = false;
        for cell in (0..cells).filter(|&c| standing[c]) {
            let state = cell * period as usize + (tick % period) as usize;
            new |= !seen[state];
            seen[state] = true;
            let here = maze.pos(cell);
            for (dir, next) in maze.open_neighbors(here) {
                if doors.is_open(here, dir, tick) {
                    due[((tick + pace) % (pace + 1)) as usize].push(maze.index(next));
                }
            }
        }
        if !new && due.iter().all(Vec::is_empty) {
            return None;
        }
    }
    None
}

/// The route is walkable as it says.
fn replays(maze: &Maze, doors: &Doors, route: &TimedRoute) -> bool {
    let mut tick = route.start_tick;
    route.path.windows(2).zip(&route.departures).all(|(pair, &leave)| {
        let Some(dir) = maze.direction_to(pair[0], pair[1]) else { return false };
        let ok = maze.is_open(pair[0], dir) && leave >= tick && doors.is_open(pair[0], dir, leave);
        tick = leave + u64::from(route.pace);
        ok
    }) && tick == route.arrival
}

/// Random doors on a share of `maze`'s passages.
pub fn random_doors(maze: &Maze, rng: &mut MazeRng) -> Doors {
    let mut doors = Doors::new(maze);
    for i in 0..maze.len() {
        let at = maze.pos(i);
        for side in [Dir::E, Dir::S] {
            if maze.is_open(at, side) && rng.below(3) == 0 {
                let period = 2 + rng.below(6);
                let open = 1 + rng.below(period - 1);
                let phase = rng.below(period);
                doors.add(maze, Door { at, side, period, open, phase }).unwrap();
            }
        }
    }
    doors
}

#[test]
fn earliest_arrival_equals_a_brute_force_search_over_1200_random_cases() {
    let mut rng = MazeRng::new(2026);
    let mut with_waits = 0;
    for case in 0..1200u64 {
        let (width, height) = (2 + rng.below(6), 1 + rng.below(5));
        let algorithm = Algorithm::ALL[rng.below(Algorithm::ALL.len() as u32) as usize];
        let mut maze = algorithm.generate(width, height, case).unwrap();
        braid(&mut maze, 0.5, &mut rng);
        let doors = random_doors(&maze, &mut rng);
        let start = maze.pos(rng.below(maze.len() as u32) as usize);
        let goal = maze.pos(rng.below(maze.len() as u32) as usize);
        let (start_tick, pace) = (u64::from(rng.below(50)), 1 + rng.below(4));
        let route = earliest_arrival(&maze, &doors, start, goal, start_tick, pace).expect("mazes are connected");
        let brute = brute_force(&maze, &doors, start, goal, start_tick, pace);
        assert_eq!(Some(route.arrival), brute, "case {case}: {width}x{height} {algorithm}, {} doors", doors.len());
        assert!(replays(&maze, &doors, &route), "case {case}: the route does not replay: {route:?}");
        assert_eq!((route.path.first(), route.path.last()), (Some(&start), Some(&goal)));
        with_waits += usize::from(route.waits().next().is_some());
    }
    assert!(with_waits > 200, "the cases exercise waiting: {with_waits}");
}

#[test]
fn without_doors_the_earliest_arrival_is_the_shortest_route_at_pace() {
    for seed in 0..20 {
        let maze = Algorithm::Wilson.generate(15, 9, seed).unwrap();
        let (start, goal) = maze.corners();
        let route = earliest_arrival(&maze, &Doors::new(&maze), start, goal, 7, 3).unwrap();
        let shortest = mousemaze::maze::Solver::Bfs.solve(&maze, start, goal).unwrap().steps() as u64;
        assert_eq!(route.arrival, 7 + 3 * shortest);
        assert_eq!(route.waits().count(), 0);
    }
}

/// A corridor of `length` cells, west to east.
fn corridor(length: u32) -> Maze {
    let mut maze = Maze::new(length, 1).unwrap();
    for x in 0..length - 1 {
        maze.carve(Pos::new(x, 0), Dir::E);
    }
    maze
}

#[test]
fn the_player_is_held_at_a_closed_door_and_goes_on_when_it_opens() {
    let maze = corridor(4);
    let mut board = Board::new(maze.clone(), Pos::new(0, 0), Pos::new(3, 0));
    // Open for ticks 0..10 of every 40: the player (20 ticks a cell) reaches it at tick 20.
    board.doors.add(&maze, Door { at: Pos::new(1, 0), side: Dir::E, period: 40, open: 10, phase: 0 }).unwrap();
    let mut run = Run::on_board(board.clone(), PLAYER_SPEED, &[]).unwrap();
    run.step(MoveInput::tap(Dir::E));
    let mut held = 0;
    let standing = |run: &Run| run.player().mouse.cell == Pos::new(1, 0) && run.player().mouse.heading.is_none();
    while run.outcome.is_none() {
        let (before, tick) = (standing(&run), run.tick);
        run.step(MoveInput::default());
        if before && standing(&run) {
            held += 1;
            assert!(!board.doors.is_open(Pos::new(1, 0), Dir::E, tick), "held only while shut (tick {tick})");
        }
        assert!(run.tick < 1000);
    }
    assert_eq!(held, 20, "held from tick 20 until it opens at 40");
    let predicted = earliest_arrival(&maze, &board.doors, board.start, board.goal, 0, 20).unwrap();
    assert_eq!(run.player().arrived, Some(predicted.arrival));
    assert_eq!(predicted.arrival, 80);
}

#[test]
fn the_sprinter_waits_at_doors_and_arrives_when_the_solver_says() {
    let mut rng = MazeRng::new(12);
    let mut waited = 0;
    for seed in 0..30 {
        let mut maze = Algorithm::Backtracker.generate(12, 9, seed).unwrap();
        braid(&mut maze, 0.3, &mut rng);
        let (start, cheese) = maze.corners();
        let mut board = Board::new(maze.clone(), start, cheese);
        board.doors = random_doors(&maze, &mut rng);
        let sprinter = RivalSpec { kind: RivalKind::Sprinter, cells_per_second: 13.0 };
        let mut run = Run::on_board(board.clone(), PLAYER_SPEED, &[sprinter]).unwrap();
        // The player stands still after its first step; the race runs on.
        let away = Dir::ALL.into_iter().find(|&d| maze.is_open(start, d)).unwrap();
        run.step(MoveInput::tap(away));
        while run.mice[1].arrived.is_none() {
            run.step(MoveInput::default());
            assert!(run.tick < 1_000_000);
        }
        let predicted = earliest_arrival(&maze, &board.doors, start, cheese, 0, pace(13.0)).unwrap();
        assert_eq!(run.mice[1].arrived, Some(predicted.arrival), "seed {seed}");
        waited += usize::from(predicted.waits().next().is_some());
    }
    assert!(waited > 10, "the sprinters did wait at doors: {waited}");
}

/// The doors cycle from the moment the maze shows, so their rhythm can be learnt before the
/// first step; the race's clock starts with it. The sprinter plans from the doors' tick when
/// the race starts, and a kept run replays with its doors where they were.
#[test]
fn doors_cycle_before_the_first_step_and_a_run_keeps_their_clock() {
    use mousemaze::content::difficulty::Difficulty;
    use mousemaze::rules::{Ghost, RouteKeys};
    use mousemaze::save::KeptRun;
    let sprinter = RivalSpec { kind: RivalKind::Sprinter, cells_per_second: PLAYER_SPEED * 0.88 };
    let mut run = Run::from_recipe(Difficulty::Hard.recipe(5), PLAYER_SPEED, &[sprinter]).unwrap();
    let mut changes = 0;
    for _ in 0..520 {
        changes += run.step(MoveInput::default()).doors.len();
    }
    assert_eq!((run.tick, run.door_offset), (0, 520), "4 s studying the maze: the race has not started");
    assert!(changes >= 4, "the doors opened and shut meanwhile: {changes} changes");
    let keys = RouteKeys::fastest(&run);
    let mut path = vec![run.board.start];
    while run.outcome.is_none() {
        let report = run.step(keys.input(&run));
        path.extend(report.entered.iter().filter(|&&(mouse, _)| mouse == 0).map(|&(_, cell)| cell));
        assert!(run.tick < 100_000);
    }
    let mut after = run.clone();
    while after.mice[1].arrived.is_none() && after.tick < 100_000 {
        after.step(MoveInput::default());
    }
    // The sprinter ran the earliest arrival from the doors' tick 520 (from 0 it would have
    // come 170 ticks later: the doors' waits differ).
    let (board, pace) = (&run.board, run.mice[1].mouse.pace);
    let timed = earliest_arrival(&board.maze, &board.doors, board.start, board.goal, 520, pace).unwrap();
    let at_zero = earliest_arrival(&board.maze, &board.doors, board.start, board.goal, 0, pace).unwrap();
    assert_eq!(after.mice[1].arrived, Some(timed.arrival - 520));
    assert_ne!(timed.arrival - 520, at_zero.arrival);
    let best = run.recorded().unwrap();
    assert_eq!(best.door_offset, 520);
    assert_eq!(Ghost::path(board, &best), path, "the ghost meets the doors as the player did");
    let kept = KeptRun::new("Hard, seed 5".into(), board, None, &best);
    let back: KeptRun = ron::from_str(&ron::to_string(&kept).unwrap()).unwrap();
    assert_eq!(Ghost::path(board, &back.run_on(board).unwrap()), path, "and read back from the save");
}
