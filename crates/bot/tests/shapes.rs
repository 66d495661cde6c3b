//! Bots on every shape: the bundled lessons' versions for any shape (`bots/shapes/`) solve
//! perfect hexes, hexagons, triangles and circles over many seeds; the square wall follower
//! does not on hexes (why `bots/shapes/wall-follower.rhai` exists); the contest's and the
//! thoughts' instructions refuse with one clear message.

use mousemaze_bot::{Bot, ShapedBoard, ShapedBoardError, bundled};
use mousemaze_maze::Algorithm;
use mousemaze_maze::shape::generate::generate;
use mousemaze_maze::shape::{Graph, Shape};

/// The shapes every test walks.
const SHAPES: [Shape; 4] = [
    Shape::Hex { width: 15, height: 11 },
    Shape::Hexagon { radius: 6 },
    Shape::Triangle { width: 19, height: 9 },
    Shape::Polar { rings: 8 },
];

/// A perfect maze of `shape` from `seed`, from its first cell to its last.
fn board(shape: Shape, seed: u64) -> ShapedBoard {
    let maze = generate(Graph::new(shape).unwrap(), Algorithm::Backtracker, seed).unwrap();
    let (start, goal) = maze.default_ends();
    ShapedBoard::new(maze, start as usize, goal as usize).unwrap()
}

#[test]
fn every_lesson_solves_every_shape() {
    for name in ["wall-follower", "tremaux", "door-aware", "smell-greedy"] {
        let (file, source) = bundled::for_shapes(name).unwrap();
        let bot = Bot::compile(file, source).unwrap();
        for shape in SHAPES {
            for seed in 0..25 {
                let board = board(shape, seed);
                let trace = bot.run_shaped(&board, false);
                assert!(trace.solved(), "{name} on {shape} seed {seed}: {:?}", trace.reason());
                assert_eq!(trace.path.last(), Some(&board.ends().1));
            }
        }
    }
}

#[test]
fn doors_on_shapes_are_seen_waited_for_and_passed() {
    use mousemaze_maze::doors::{DoorAmount, place_cell_doors};
    let (file, source) = bundled::for_shapes("door-aware").unwrap();
    let bot = Bot::compile(file, source).unwrap();
    let mut waited = 0;
    for shape in SHAPES {
        for seed in 0..10 {
            let maze = generate(Graph::new(shape).unwrap(), Algorithm::Backtracker, seed).unwrap();
            let (start, goal) = maze.default_ends();
            let doors = place_cell_doors(&maze, DoorAmount::Count(6), seed, start, goal).unwrap();
            let plain = ShapedBoard::new(maze, start as usize, goal as usize).unwrap();
            let board = plain.clone().with_doors(doors);
            assert_eq!(board.doors().len(), 6);
            let trace = bot.run_shaped(&board, true);
            assert!(trace.solved(), "door-aware on {shape} seed {seed} with doors: {:?}", trace.reason());
            // Shut doors change the run: waited for, or gone round.
            let open_run = bot.run_shaped(&plain, false);
            waited += usize::from(trace.ticks != open_run.ticks);
        }
    }
    assert!(waited > 10, "doors on the way change the run: {waited} of 40 runs changed");
}

#[test]
fn the_square_wall_follower_slips_off_a_hexes_wall() {
    let (file, source) = bundled::find("wall-follower").unwrap();
    let bot = Bot::compile(file, source).unwrap();
    let solved = (0..25).filter(|&seed| bot.run_shaped(&board(SHAPES[0], seed), false).solved()).count();
    assert!(solved < 25, "turning right once is not the right hand's way on six sides");
}

#[test]
fn a_recorded_run_walks_from_cell_to_neighbouring_cell() {
    let (file, source) = bundled::for_shapes("tremaux").unwrap();
    let bot = Bot::compile(file, source).unwrap();
    let board = board(Shape::Polar { rings: 5 }, 3);
    let trace = bot.run_shaped(&board, true);
    assert!(trace.solved());
    assert_eq!(trace.path[0], board.ends().0);
    let graph = board.maze().graph();
    for pair in trace.path.windows(2) {
        assert!(graph.slot_of(pair[0] as u32, pair[1] as u32).is_some(), "{pair:?}");
    }
    let last = trace.steps.last().unwrap();
    assert_eq!(last.cell, board.ends().1);
    assert!(trace.marks[board.ends().0] == 1, "the start is chalked depth 1");
}

#[test]
fn square_only_instructions_refuse_on_shapes() {
    for call in ["set_color(0, 0, 'g');", "maze_width();", "position();", "setWall(1, 2, 'n');"] {
        let bot = Bot::compile("square.rhai", call).unwrap();
        let trace = bot.run_shaped(&board(SHAPES[0], 1), true);
        let reason = trace.reason().unwrap();
        assert!(reason.contains("for square mazes only"), "{call}: {reason}");
        assert!(reason.contains("square.rhai:1:1"), "{call}: {reason}");
    }
}

#[test]
fn sensing_works_on_shapes() {
    // Smell grows towards the cheese, doors are none, chalk is kept, a wait is a pace.
    let script = r#"
        let here = smell();
        if door_open() { throw "no doors on shapes"; }
        wait();
        mark(7);
        if marked() != 7 { throw "chalk"; }
        if at_cheese() { throw "not at the cheese"; }
        print(`${here}`);
    "#;
    let bot = Bot::compile("sense.rhai", script).unwrap();
    let board = board(SHAPES[1], 2);
    let trace = bot.run_shaped(&board, true);
    assert!(trace.reason().unwrap().contains("the script ended"), "{:?}", trace.ending);
    assert_eq!(trace.ticks, mousemaze_bot::BOT_PACE);
    let smell: i64 = trace.said[0].1.parse().unwrap();
    assert!(smell > 0, "{smell}");
}

#[test]
fn bad_ends_are_refused() {
    let maze = generate(Graph::new(SHAPES[2]).unwrap(), Algorithm::Backtracker, 1).unwrap();
    let cells = maze.len();
    let err = ShapedBoard::new(maze, 0, cells).unwrap_err();
    assert_eq!(err, ShapedBoardError::NoSuchCell { what: "cheese", cell: cells, cells });
    assert!(err.to_string().contains("the maze's cells are 0.."), "{err}");
}

#[test]
fn a_bots_run_races_on_a_shape_on_its_own_timetable() {
    use mousemaze_core::rules::{Board, Outcome, RouteKeys, Run};
    let (file, source) = bundled::for_shapes("tremaux").unwrap();
    let bot = Bot::compile(file, source).unwrap();
    let shaped = board(Shape::Triangle { width: 19, height: 9 }, 4);
    let trace = bot.run_shaped(&shaped, true);
    let (walk, departures) = trace.timetable();
    assert_eq!(walk.len(), trace.path.len());
    let (start, goal) = shaped.ends();
    let board = Board::new(shaped.maze().clone(), start as u32, goal as u32);
    let mut run = Run::on_board(board, 6.5, &[]).unwrap();
    let walk: Vec<u32> = walk.into_iter().map(|c| c as u32).collect();
    run.add_timed_rival(walk, departures, mousemaze_bot::BOT_PACE as u32);
    let keys = RouteKeys::fastest(&run);
    while run.outcome.is_none() && run.tick < 100_000 {
        run.step(keys.input(&run));
    }
    assert_eq!(
        run.outcome,
        Some(Outcome::Won),
        "player {:?} bot {:?} at tick {}",
        run.player().arrived,
        run.mice[1].arrived,
        run.tick
    );
    assert_eq!(run.player().moves as usize, run.shortest_moves);
}
