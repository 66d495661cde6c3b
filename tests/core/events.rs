//! The core reports every event of a run: a bump when the player's key pushes into a wall or a
//! shut door (whatever device sent it), each door's opening and shutting, the cells seen for
//! the first time in fog, and the trail, so the game only draws and plays what it is told.

use mousemaze::maze::doors::Door;
use mousemaze::maze::recipe::MazeRecipe;
use mousemaze::maze::{Dir, Maze, Pos};
use mousemaze::rules::fog::line_of_sight;
use mousemaze::rules::{Board, Bump, MoveInput, RouteKeys, Run, RunError, TickReport};

/// A corridor of `n` cells along the top row, closed everywhere else.
fn corridor(n: u32) -> Maze {
    let mut maze = Maze::new(n, 2).unwrap();
    for x in 0..n - 1 {
        maze.carve(Pos::new(x, 0), Dir::E);
    }
    maze
}

fn run_on(board: Board) -> Run {
    Run::on_board(board, 6.5, &[]).unwrap()
}

#[test]
fn a_key_into_a_wall_bumps_and_a_key_into_a_passage_does_not() {
    let mut run = run_on(Board::new(corridor(4), Pos::new(0, 0), Pos::new(3, 0)));
    for dir in [Dir::N, Dir::W, Dir::S] {
        let report = run.step(MoveInput::tap(dir));
        assert_eq!(report.bump, Some(Bump { cell: Pos::new(0, 0), toward: dir, door: None }), "{dir:?}");
    }
    assert!(!run.started(), "a key into a wall starts nothing");
    assert_eq!(run.step(MoveInput::tap(Dir::E)).bump, None);
    // Running, a key into a wall queues a turn for later: no bump.
    assert_eq!(run.step(MoveInput::tap(Dir::S)).bump, None);
}

#[test]
fn a_key_into_a_shut_door_bumps_against_that_door_and_an_open_one_lets_through() {
    let maze = corridor(3);
    let mut board = Board::new(maze.clone(), Pos::new(0, 0), Pos::new(2, 0));
    // Shut for ticks 0..30 of every 40, then open for 10.
    board.doors.add(&maze, Door { at: Pos::new(0, 0), side: Dir::E, period: 40, open: 10, phase: 10 }).unwrap();
    let mut run = run_on(board);
    let report = run.step(MoveInput::tap(Dir::E));
    assert_eq!(report.bump, Some(Bump { cell: Pos::new(0, 0), toward: Dir::E, door: Some(0) }));
    assert!(run.started(), "pressing on at a shut door starts the clock");
    // Held, the mouse waits; when the door opens it goes through without another bump.
    let mut entered = Vec::new();
    for _ in 0..200 {
        let report = run.step(MoveInput::hold(Dir::E));
        assert_eq!(report.bump, None);
        entered.extend(report.entered);
    }
    assert_eq!(entered.first(), Some(&(0, Pos::new(1, 0))));
}

#[test]
fn every_door_reports_each_opening_and_shutting_once_in_the_tick_it_happens() {
    let recipe = MazeRecipe { width: 21, height: 15, seed: 9, doors: "6".parse().unwrap(), ..Default::default() };
    let mut run = Run::from_recipe(recipe, 6.5, &[]).map_err(|e: RunError| e.to_string()).unwrap();
    let doors: Vec<Door> = run.board.doors.iter().copied().collect();
    assert_eq!(doors.len(), 6);
    let keys = RouteKeys::fastest(&run);
    let mut changes = vec![Vec::new(); doors.len()];
    let mut state: Vec<bool> = doors.iter().map(|d| d.is_open(0)).collect();
    while run.outcome.is_none() && run.tick < 5_000 {
        let report: TickReport = run.step(keys.input(&run));
        for change in &report.doors {
            assert_ne!(state[change.door], change.open, "a change is a change");
            state[change.door] = change.open;
            changes[change.door].push(run.tick);
        }
        for (i, door) in doors.iter().enumerate() {
            assert_eq!(state[i], door.is_open(run.tick), "door {i} at tick {}", run.tick);
        }
    }
    assert!(run.outcome.is_some(), "the fastest keys win");
    assert!(changes.iter().all(|c| !c.is_empty()), "every door moved during a whole race");
}

#[test]
fn in_fog_each_cell_is_reported_seen_once_and_what_shows_is_the_corridors_along_the_trail() {
    let recipe = MazeRecipe { width: 15, height: 11, seed: 3, braid: 0.3, ..Default::default() };
    let mut run = Run::from_recipe(recipe, 6.5, &[]).unwrap();
    assert!(run.shows(run.board.goal), "without fog everything shows");
    run.set_fog(true);
    let maze = run.board.maze.clone();
    let mut reported: Vec<Pos> = line_of_sight(&maze, run.board.start);
    let keys = RouteKeys::fastest(&run);
    let mut trail = vec![run.board.start];
    while run.outcome.is_none() {
        let report = run.step(keys.input(&run));
        reported.extend(&report.seen);
        trail.extend(report.entered.iter().filter(|(mouse, _)| *mouse == 0).map(|&(_, cell)| cell));
    }
    assert_eq!(run.trail.path, trail, "the trail is the start and every cell the player entered");
    let mut expected: Vec<Pos> = trail.iter().flat_map(|&cell| line_of_sight(&maze, cell)).collect();
    expected.sort_unstable();
    expected.dedup();
    let mut unique = reported.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), reported.len(), "no cell is reported seen twice");
    assert_eq!(unique, expected);
    for i in 0..maze.len() {
        let cell = maze.pos(i);
        assert_eq!(run.shows(cell), expected.contains(&cell), "{cell:?}");
    }
    assert!(expected.len() < maze.len(), "the fog hid part of the maze");
    assert!(run.in_view(run.board.goal), "the player stands at the cheese and sees it");
}
