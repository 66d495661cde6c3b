//! Bots on issue 57's kinds of maze: octagons (upsilon), diagonals (zeta), wrapped edges,
//! floors joined by stairs, and weaves. The bundled lessons' versions for any shape
//! (`bots/shapes/`) reach the cheese on each over several seeds; the stairs' instructions
//! (`up()`, `down()`, `look_up()`, `marked_up()` and the rest) climb, bump and see as the
//! bots' docs say; a tunnel is a way on.

use mousemaze_bot::{Bot, Flight, Instruction, ShapedBoard, bundled};
use mousemaze_maze::Algorithm;
use mousemaze_maze::shape::generate::{generate, generate_woven};
use mousemaze_maze::shape::{Graph, Shape, ShapedMaze, UP, Wrap};

/// The kinds every lesson walks.
const KINDS: [Shape; 6] = [
    Shape::Upsilon { width: 17, height: 11 },
    Shape::Zeta { width: 12, height: 9 },
    Shape::Wrapped { width: 16, height: 11, wrap: Wrap::XY },
    Shape::Wrapped { width: 9, height: 7, wrap: Wrap::X },
    Shape::Floors { width: 8, height: 6, floors: 3 },
    Shape::Floors { width: 3, height: 3, floors: 6 },
];

/// A perfect maze of `shape` from `seed`, between its default ends.
fn board(maze: ShapedMaze) -> ShapedBoard {
    let (start, goal) = maze.default_ends();
    ShapedBoard::new(maze, start as usize, goal as usize).unwrap()
}

fn lesson(name: &str) -> Bot {
    let (file, source) = bundled::for_shapes(name).unwrap();
    Bot::compile(file, source).unwrap()
}

#[test]
fn every_lesson_reaches_the_cheese_on_every_kind() {
    for name in ["wall-follower", "tremaux", "door-aware", "smell-greedy"] {
        let bot = lesson(name);
        for shape in KINDS {
            for seed in 0..12 {
                let maze = generate(Graph::new(shape).unwrap(), Algorithm::Backtracker, seed).unwrap();
                let board = board(maze);
                let trace = bot.run_shaped(&board, false);
                assert!(trace.solved(), "{name} on {shape} seed {seed}: {:?}", trace.reason());
                assert_eq!(trace.path.last(), Some(&board.ends().1));
            }
        }
    }
}

#[test]
fn every_lesson_goes_through_tunnels_on_a_weave() {
    let mut tunnels_taken = 0;
    for name in ["wall-follower", "tremaux", "door-aware", "smell-greedy"] {
        let bot = lesson(name);
        for seed in 0..12 {
            let maze = generate_woven(14, 10, Algorithm::Backtracker, seed, 0.0, 0.5).unwrap();
            let tunnels = maze.tunnels();
            let board = board(maze);
            let trace = bot.run_shaped(&board, false);
            assert!(trace.solved(), "{name} on a weave, seed {seed}: {:?}", trace.reason());
            let through = |pair: &[usize]| {
                tunnels.iter().any(|t| pair == [t[0] as usize, t[1] as usize] || pair == [t[1] as usize, t[0] as usize])
            };
            let taken = trace.path.windows(2).filter(|pair| through(pair)).count();
            tunnels_taken += taken;
            // Never into the cell a tunnel passes under, from the tunnel.
            for pair in trace.path.windows(2) {
                assert!(board.maze().graph().slot_of(pair[0] as u32, pair[1] as u32).is_some(), "{pair:?}");
            }
        }
    }
    assert!(tunnels_taken > 20, "the bots walk through tunnels: {tunnels_taken} times");
}

#[test]
fn six_turns_miss_an_octagons_last_two_ways() {
    // Why the Trémaux lesson turns eight times: with six, an octagon whose new ways are its
    // seventh and eighth looks explored, and the mouse goes back without them.
    let (file, source) = bundled::for_shapes("tremaux").unwrap();
    let six = Bot::compile(file, &source.replace("for turns in 0..8", "for turns in 0..6")).unwrap();
    let eight = lesson("tremaux");
    let shape = KINDS[0];
    let mut failed = 0;
    for seed in 0..12 {
        let board = board(generate(Graph::new(shape).unwrap(), Algorithm::Backtracker, seed).unwrap());
        assert!(eight.run_shaped(&board, false).solved(), "seed {seed}");
        failed += usize::from(!six.run_shaped(&board, false).solved());
    }
    assert!(failed > 0, "six turns solved every octagon maze");
}

/// Three floors of two cells in a row: up from cell 0 to 2, east to 3, up to 5 (the cheese).
fn stairs_board() -> ShapedBoard {
    let graph = Graph::new(Shape::Floors { width: 2, height: 1, floors: 3 }).unwrap();
    let mut maze = ShapedMaze::new(graph);
    maze.carve(0, UP, 2);
    maze.carve(2, 1, 3);
    maze.carve(3, UP, 5);
    ShapedBoard::new(maze, 0, 5).unwrap()
}

#[test]
fn up_and_down_climb_the_stairs_keeping_the_way_faced() {
    let script = r#"
        if down() { throw "no stairs down from the ground floor"; }
        if look_down() != "wall" || marked_down() != -1 { throw "nothing below"; }
        if look_up() != "open" || look_up().far != 1 { throw `one flight up: ${look_up()}`; }
        if forward() { throw "forward never climbs, and east is a wall here"; }
        mark(7);
        if marked_up() != 0 { throw "no chalk upstairs yet"; }
        if !up() { throw "the stairs are open"; }
        if marked_down() != 7 || marked() != 0 { throw "the chalk is downstairs"; }
        if look_up() != "wall" { throw "no stairs up from cell 2"; }
        forward();
        up();
    "#;
    let bot = Bot::compile("stairs.rhai", script).unwrap();
    let board = stairs_board();
    let trace = bot.run_shaped(&board, true);
    assert!(trace.solved(), "{:?}", trace.reason());
    assert_eq!(trace.path, [0, 2, 3, 5]);
    assert_eq!((trace.moves, trace.bumps), (5, 2), "down() and forward() bumped on the ground floor");
    let climbs: Vec<_> = trace.steps.iter().filter(|s| s.instruction == Instruction::Climb(Flight::Up)).collect();
    assert_eq!(climbs.len(), 2);
    let start_facing = trace.steps[0].facing;
    assert!(climbs.iter().all(|s| s.facing == start_facing), "the mouse still faces east upstairs");
    let shown = trace.steps.iter().find(|s| s.instruction == Instruction::Climb(Flight::Down)).unwrap();
    assert_eq!(shown.instruction.to_string(), "down()");
}

#[test]
fn there_are_no_stairs_on_other_shapes() {
    let script = r#"
        if up() || down() { throw "no stairs"; }
        if look_up() != "wall" || marked_up() != -1 || look_down().open { throw "no stairs to see"; }
        print("none");
    "#;
    let bot = Bot::compile("none.rhai", script).unwrap();
    let maze = generate(Graph::new(Shape::Hex { width: 6, height: 5 }).unwrap(), Algorithm::Backtracker, 1).unwrap();
    let trace = bot.run_shaped(&board(maze), true);
    assert_eq!(trace.said.first().map(|(_, s)| s.as_str()), Some("none"), "{:?}", trace.reason());
    assert_eq!((trace.moves, trace.bumps), (2, 2), "each climb where there are none is a bump");
}

#[test]
fn the_cheese_smells_across_a_wrapped_edge_and_through_the_floors() {
    // With every wall shut: smell is a hint through walls. The drawing's diagonal is 10 on
    // an 8×6 torus, so the extent is 11; on 3 floors of 4×3 drawn side by side, 14 wide and
    // 3 high, 16.
    let smell = |shape: Shape, goal: usize| {
        let board = ShapedBoard::new(ShapedMaze::new(Graph::new(shape).unwrap()), 0, goal).unwrap();
        let bot = Bot::compile("sniff.rhai", "print(`${smell()} ${smell_back()}`);").unwrap();
        bot.run_shaped(&board, true).said[0].1.clone()
    };
    let torus = Shape::Wrapped { width: 8, height: 6, wrap: Wrap::XY };
    assert_eq!(smell(torus, 7), "10 11", "the last cell of the row is one step west, across the edge");
    let cylinder = Shape::Wrapped { width: 8, height: 6, wrap: Wrap::Y };
    assert_eq!(smell(cylinder, 7), "4 4", "no wrap east–west: seven cells east, and behind is the border");
    let floors = Shape::Floors { width: 4, height: 3, floors: 3 };
    assert_eq!(smell(floors, 24), "14 14", "two floors straight up; behind (west) is the border");
}
