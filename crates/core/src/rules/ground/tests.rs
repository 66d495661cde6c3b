//! The one set of rules on hexagons, triangles and circles: races through doors in fog
//! against every rival kind, two players from fair starts, keys by shape, held keys.

use super::{Ground, ShapeKey};
use crate::content::level::shaped::make_maze;
use crate::maze::doors::{DoorAmount, place_cell_doors};
use crate::maze::shape::{Shape, ShapedMaze};
use crate::maze::{Algorithm, Dir};
use crate::rules::rivals::RivalKind;
use crate::rules::{Board, Duel, MoveInput, Outcome, RivalSpec, RouteKeys, Run};

const SHAPES: [Shape; 4] = [
    Shape::Hex { width: 15, height: 11 },
    Shape::Hexagon { radius: 6 },
    Shape::Triangle { width: 19, height: 9 },
    Shape::Polar { rings: 10 },
];

fn board(shape: Shape, seed: u64, braid: f64, doors: u32) -> Board<ShapedMaze> {
    let maze = make_maze(shape, Algorithm::Backtracker, seed, braid).unwrap();
    let (start, goal) = maze.default_ends();
    let doors = place_cell_doors(&maze, DoorAmount::Count(doors), seed, start, goal).unwrap();
    Board::with_doors(maze, start, goal, doors)
}

/// Runs `run` with the scripted keys of each player until it is decided (capped).
fn race(run: &mut Run<ShapedMaze>) {
    let keys: Vec<RouteKeys<ShapedMaze>> = (0..run.players).map(|p| RouteKeys::fastest_for(run, p)).collect();
    while run.outcome.is_none() {
        let inputs: Vec<_> = keys.iter().enumerate().map(|(p, k)| k.input_for(run, p)).collect();
        let report = run.step_players(&inputs);
        for (i, cell) in report.entered {
            let from = run.mice[i].mouse.cell;
            assert!(run.board.maze.exits(cell) > 0 && from == cell, "mouse {i} entered {cell}");
        }
        assert!(run.tick < 200_000, "no end");
    }
}

#[test]
fn a_hex_race_through_doors_in_fog_is_won_against_every_slow_rival() {
    for shape in SHAPES {
        for seed in 0..6 {
            for kind in [RivalKind::Sprinter, RivalKind::Explorer, RivalKind::Smeller] {
                let board = board(shape, seed, 0.2, 4);
                assert_eq!(board.door_count(), 4, "{shape} {seed}");
                let slow = RivalSpec { kind, cells_per_second: 1.0 };
                let mut run = Run::on_board(board, 6.5, &[slow]).unwrap();
                run.set_fog(true);
                let hidden = run.board.maze.len() - run.fog.as_ref().unwrap().seen_count();
                assert!(hidden > 0, "{shape}: fog hides something");
                let walk = run.mice[1].plan().unwrap().walk.clone();
                assert_eq!(walk.last(), Some(&run.board.goal), "{kind} reaches the cheese on {shape}");
                for pair in walk.windows(2) {
                    assert!(run.board.maze.way_to(pair[0], pair[1]).is_some_and(|w| run.board.maze.opens(pair[0], w)));
                }
                race(&mut run);
                assert_eq!(run.outcome, Some(Outcome::Won), "{shape} seed {seed} against {kind}");
                assert!(run.player().moves as usize >= run.shortest_moves);
                let seen = run.fog.as_ref().unwrap();
                assert!(seen.seen(run.board.goal), "the cheese was seen on the way");
            }
        }
    }
}

#[test]
fn doors_hold_the_mouse_on_shapes_and_a_fast_sprinter_waits_for_them_too() {
    let board = board(Shape::Hexagon { radius: 6 }, 3, 0.0, 6);
    let fast = RivalSpec { kind: RivalKind::Sprinter, cells_per_second: 13.0 };
    let mut run = Run::on_board(board, 6.5, &[fast]).unwrap();
    race(&mut run);
    assert_eq!(run.outcome, Some(Outcome::Lost), "twice as fast wins");
    let pace = u64::from(run.mice[1].mouse.pace);
    let moves = run.mice[1].plan().unwrap().walk.len() as u64 - 1;
    assert!(run.mice[1].arrived.unwrap() >= pace * moves, "never faster than its pace");
}

#[test]
fn two_players_race_a_circle_from_fair_starts_to_a_tie() {
    for seed in 0..8 {
        let board = board(Shape::Polar { rings: 10 }, seed, 0.0, 0);
        let mut run = Run::on_board_for(2, board, 6.5, &[]).unwrap();
        let (one, two) = (run.mice[0].mouse.cell, run.mice[1].mouse.cell);
        let ground = &run.board.maze;
        let steps = |from| ground.shortest_route(from, &[run.board.goal]).unwrap().len();
        assert_eq!(steps(one), steps(two), "seed {seed}: as far from the cheese");
        race(&mut run);
        assert_eq!(run.duel(), Some(Duel::Tie), "seed {seed}");
        assert_ne!(run.trail_of(0).unwrap().path[0], run.trail_of(1).unwrap().path[0]);
    }
}

#[test]
fn every_way_out_of_a_circles_centre_is_one_key_away() {
    let keys = [ShapeKey::Out, ShapeKey::Clockwise, ShapeKey::In, ShapeKey::Anticlockwise, ShapeKey::OutClockwise];
    let mut most = 0;
    for seed in 0..300 {
        let maze = make_maze(Shape::Polar { rings: 9 }, Algorithm::Backtracker, seed, 0.3).unwrap();
        let Some(centre) = (0..maze.len() as u32).find(|&c| maze.graph().place(c).1 == 0) else { continue };
        let open: Vec<usize> = maze.open_ways_of(centre).collect();
        most = most.max(open.len());
        for slot in open.iter().copied().filter(|_| open.len() <= 5) {
            assert!(
                keys.iter().any(|&k| maze.key_way(centre, k) == Some(slot)),
                "seed {seed}: slot {slot} of {open:?}"
            );
        }
    }
    assert!(most >= 3, "some centre has three ways out: {most}");
}

#[test]
fn arrows_take_the_open_way_nearest_them_on_triangles_and_hexes() {
    for seed in 0..30 {
        for shape in [Shape::Triangle { width: 19, height: 9 }, Shape::Hex { width: 9, height: 6 }] {
            let maze = make_maze(shape, Algorithm::Backtracker, seed, 0.0).unwrap();
            let (start, goal) = maze.default_ends();
            let route = maze.shortest_route(start, &[goal]).unwrap();
            for pair in route.windows(2) {
                let graph = maze.graph();
                let (a, b) = (graph.centre(pair[0]), graph.centre(pair[1]));
                let (dx, dy) = (b.x - a.x, b.y - a.y);
                let arrow = |d: f64| if d.abs() < 0.2 { 0 } else { d.signum() as i8 };
                let key = ShapeKey::Toward { x: arrow(dx), y: arrow(dy) };
                assert_eq!(maze.key_way(pair[0], key), maze.way_to(pair[0], pair[1]), "{shape} {seed}: {key:?}");
                if matches!(shape, Shape::Triangle { .. }) {
                    // One arrow: the nearer axis (what the game's help says).
                    let key = if dx.abs() > dy.abs() {
                        ShapeKey::Toward { x: arrow(dx), y: 0 }
                    } else {
                        ShapeKey::Toward { x: 0, y: arrow(dy) }
                    };
                    let (way, wanted) = (maze.key_way(pair[0], key), maze.way_to(pair[0], pair[1]));
                    assert_eq!(way, wanted, "{shape} {seed}: {key:?} from {} to {}", pair[0], pair[1]);
                }
            }
        }
    }
}

#[test]
fn a_held_arrow_never_makes_the_mouse_shuttle_on_any_shape() {
    use crate::content::shaped_recipe::make_woven_maze;
    // Every shape, the new kinds, and a weave (weave share 0.6 on squares).
    let kinds = [
        Shape::Upsilon { width: 13, height: 9 },
        Shape::Zeta { width: 12, height: 9 },
        Shape::Wrapped { width: 12, height: 9, wrap: crate::maze::shape::Wrap::XY },
        Shape::Floors { width: 8, height: 6, floors: 3 },
    ];
    let every = SHAPES.iter().chain(&kinds).map(|&shape| (shape, 0.0));
    for (shape, weave) in every.chain([(Shape::Square { width: 12, height: 9 }, 0.6)]) {
        let mut ran = 0;
        let held_keys = match shape {
            Shape::Polar { .. } => vec![ShapeKey::Clockwise],
            _ => vec![ShapeKey::arrow(Dir::E), ShapeKey::Toward { x: 1, y: 1 }],
        };
        for (seed, &held) in (0..10).flat_map(|seed| held_keys.iter().map(move |held| (seed, held))) {
            let maze = make_woven_maze(shape, Algorithm::Backtracker, seed, 0.3, weave).unwrap();
            let (start, goal) = maze.default_ends();
            let mut run = Run::on_board(Board::new(maze, start, goal), 6.5, &[]).unwrap();
            run.step(MoveInput::tap(held));
            for _ in 0..3000 {
                run.step(MoveInput::hold(held));
            }
            for three in run.trail.path.windows(3) {
                assert!(
                    three[0] != three[2] || run.board.maze.exits(three[1]) == 1,
                    "{shape} {seed} holding {held:?}: shuttled {three:?}"
                );
            }
            ran += run.trail.path.len() - 1;
        }
        assert!(ran > 30, "{shape}: the held keys ran {ran} moves in ten mazes");
    }
}

/// The arrow a player presses for `slot` of `cell` on triangles: the nearer axis.
fn arrow_for(maze: &ShapedMaze, cell: u32, slot: usize) -> ShapeKey {
    let graph = maze.graph();
    let (a, b) = (graph.centre(cell), graph.centre(graph.neighbours(cell)[slot]));
    let (dx, dy) = (b.x - a.x, b.y - a.y);
    if dx.abs() > dy.abs() {
        ShapeKey::Toward { x: dx.signum() as i8, y: 0 }
    } else {
        ShapeKey::Toward { x: 0, y: dy.signum() as i8 }
    }
}

#[test]
fn the_arrows_run_the_shortest_route_on_triangles() {
    for seed in 0..30 {
        let board = board(Shape::Triangle { width: 19, height: 9 }, seed, 0.0, 0);
        let mut run = Run::on_board(board, 6.5, &[]).unwrap();
        let keys = RouteKeys::fastest(&run);
        while run.outcome.is_none() && run.tick < 20_000 {
            let mut input = keys.input(&run);
            if let Some(ShapeKey::Slot(slot)) = input.pressed {
                let at = run.player().mouse.next_cell(&run.board);
                let arrow = arrow_for(&run.board.maze, at, usize::from(slot));
                input = MoveInput::tap(arrow);
            }
            run.step(input);
        }
        let mouse = run.player().mouse;
        assert_eq!(
            run.outcome,
            Some(Outcome::Won),
            "seed {seed}: stuck at {} after {} moves: {mouse:?}",
            mouse.cell,
            run.player().moves
        );
    }
}

/// The key a player presses for `slot` of `cell` on a circle: out, in, around, or out
/// clockwise where the ring splits (what the game's help line says).
fn circle_key_for(maze: &ShapedMaze, cell: u32, slot: usize) -> ShapeKey {
    let keys = [ShapeKey::Out, ShapeKey::Clockwise, ShapeKey::In, ShapeKey::Anticlockwise, ShapeKey::OutClockwise];
    keys.into_iter().find(|&key| maze.key_way(cell, key) == Some(slot)).expect("every way has a key")
}

/// Out, in and around keys pressed along the fastest route, each read `late` ticks after the
/// state it was chosen from (the game reads a frame's keys at the next fixed tick), until the
/// race ends or `cap` ticks.
fn race_circle_by_keys(run: &mut Run<ShapedMaze>, late: usize, cap: u64) {
    let keys = RouteKeys::fastest(run);
    let mut pending = std::collections::VecDeque::from(vec![MoveInput::default(); late]);
    while run.outcome.is_none() && run.tick < cap {
        let mut input = keys.input(run);
        if let Some(ShapeKey::Slot(slot)) = input.pressed {
            let at = run.player().mouse.next_cell(&run.board);
            input = MoveInput::tap(circle_key_for(&run.board.maze, at, usize::from(slot)));
        }
        pending.push_back(input);
        run.step(pending.pop_front().unwrap_or_default());
    }
}

#[test]
fn out_in_and_around_run_the_shortest_route_on_circles_and_a_late_press_for_a_bend_is_done() {
    // Forty circles pressed on time, and the daily maze of Sunday 2026-11-29 (23 rings, Prim,
    // braided) also a tick late: there a press for a bend the mouse had already followed
    // was kept, and taken at the next junction before the turn pressed after it (straight on
    // instead of out). (A press a tick late for the way out of the centre is still read as
    // for the cell ahead, as an early one is: not settled.)
    let sunday = (23, 14_407_948_874_760_460_422, 0.1, 1);
    let more = (0..40).map(|s| (12 + s as u32 % 12, s, [0.0, 0.1, 0.3][s as usize % 3], 0));
    for (rings, seed, braid, most_late) in std::iter::once(sunday).chain(more) {
        for late in 0..=most_late {
            let maze = make_maze(Shape::Polar { rings }, Algorithm::Prim, seed, braid).unwrap();
            let (start, goal) = maze.default_ends();
            let mut run = Run::on_board(Board::new(maze, start, goal), 6.5, &[]).unwrap();
            race_circle_by_keys(&mut run, late, 40_000);
            let (trail, shortest) = (&run.trail.path, run.shortest_moves);
            assert_eq!(run.outcome, Some(Outcome::Won), "seed {seed}, {late} late: stuck after {trail:?}");
            assert_eq!(run.player().moves as usize, shortest, "seed {seed}, {late} late: {trail:?}");
        }
    }
}

#[test]
fn a_board_print_covers_the_maze_the_ends_and_the_doors_on_every_shape_and_square_prints_stay() {
    use crate::maze::Pos;
    use crate::maze::recipe::MazeRecipe;
    // Pinned before the print was written for every shape: kept runs' boards keep their prints.
    let recipe = MazeRecipe { algorithm: Algorithm::Prim, width: 9, height: 7, seed: 2, ..Default::default() };
    let recipe = MazeRecipe { doors: DoorAmount::Count(3), ..recipe };
    let square = Run::from_recipe(recipe, 6.5, &[]).unwrap().board;
    assert_eq!(square.fingerprint(), 12_468_431_542_220_899_831);
    let region = square.clone().with_region(vec![Pos::new(7, 5), Pos::new(8, 6)]);
    assert_eq!(region.fingerprint(), 10_841_188_121_772_883_867);
    for shape in SHAPES {
        let with_doors = board(shape, 3, 0.1, 4);
        let print = with_doors.fingerprint();
        assert_eq!(print, board(shape, 3, 0.1, 4).fingerprint(), "{shape}: stable");
        let no_doors = Board::new(with_doors.maze.clone(), with_doors.start, with_doors.goal);
        assert_ne!(print, no_doors.fingerprint(), "{shape}: the doors count");
        let other_doors = board(shape, 3, 0.1, 5);
        assert_eq!(other_doors.maze, with_doors.maze);
        assert_ne!(print, other_doors.fingerprint(), "{shape}: which doors count");
        let moved = Board { goal: with_doors.goal - 1, ..with_doors.clone() };
        assert_ne!(print, moved.fingerprint(), "{shape}: the cheese counts");
        let started = Board { start: 1, ..with_doors.clone() };
        assert_ne!(print, started.fingerprint(), "{shape}: the start counts");
        assert_ne!(print, board(shape, 4, 0.1, 4).fingerprint(), "{shape}: the maze counts");
    }
    // The shape's sizes count, not only its cells: a 9×4 field is not a 4×9 one.
    let wide = make_maze(Shape::Hex { width: 9, height: 4 }, Algorithm::Backtracker, 1, 0.0).unwrap();
    let tall = make_maze(Shape::Hex { width: 4, height: 9 }, Algorithm::Backtracker, 1, 0.0).unwrap();
    assert_ne!(wide.print(), tall.print());
}

#[test]
fn on_a_weave_the_arrows_win_and_a_held_arrow_runs_through_a_tunnel_and_on() {
    use crate::content::shaped_recipe::make_woven_maze;
    let mut through_and_on = 0;
    for seed in 0..12 {
        let woven = || make_woven_maze(Shape::Square { width: 12, height: 9 }, Algorithm::Backtracker, seed, 0.0, 1.0);
        let maze = woven().unwrap();
        assert!(!maze.tunnels().is_empty(), "seed {seed}: tunnels");
        // The arrows alone win: a tunnel is taken by the arrow along it.
        let (start, goal) = maze.default_ends();
        let mut run = Run::on_board(Board::new(maze.clone(), start, goal), 6.5, &[]).unwrap();
        let keys = RouteKeys::fastest(&run);
        while run.outcome.is_none() && run.tick < 20_000 {
            let mut input = keys.input(&run);
            if let Some(ShapeKey::Slot(slot)) = input.pressed {
                let at = run.player().mouse.next_cell(&run.board);
                input = MoveInput::tap(arrow_for(&run.board.maze, at, usize::from(slot)));
            }
            run.step(input);
        }
        assert_eq!(run.outcome, Some(Outcome::Won), "seed {seed}");
        // Held into a tunnel whose far end goes on straight, the mouse comes out and runs on
        // (not into the cell the tunnel passes under).
        for [a, b, _] in maze.tunnels() {
            let side = if b == a + 2 { 1 } else { 2 };
            let Some(on) = [side, side + 4].into_iter().find(|&s| maze.is_open(b, s)) else { continue };
            let beyond = maze.graph().neighbours(b)[on];
            let mut run = Run::on_board(Board::new(woven().unwrap(), a, goal), 6.5, &[]).unwrap();
            let arrow = arrow_for(&maze, a, side + 4);
            run.step(MoveInput::tap(arrow));
            for _ in 0..400 {
                run.step(MoveInput::hold(arrow));
            }
            let path = &run.trail.path;
            assert!(path.starts_with(&[a, b, beyond]), "seed {seed}: {a}→{b}→{beyond} in {path:?}");
            through_and_on += 1;
        }
    }
    assert!(through_and_on > 5, "{through_and_on} tunnels run through");
}

/// A walk's waits, written once over the ground, are the waits the library's exact
/// earliest-arrival search finds on squares: the same cells, as long.
#[test]
fn a_walks_waits_are_the_earliest_arrivals() {
    use crate::maze::doors::place_doors;
    use crate::maze::solve::earliest::earliest_arrival;
    use crate::maze::{Maze, Pos};
    let mut waited = 0;
    for seed in 0..20 {
        let maze: Maze = Algorithm::Backtracker.generate(16, 12, seed).unwrap();
        let (start, goal) = (Pos::new(0, 0), Pos::new(15, 11));
        let doors = place_doors(&maze, DoorAmount::Count(10), seed, start, goal).unwrap();
        let (tick, pace) = (seed * 37, 5);
        let route = earliest_arrival(&maze, &doors, start, goal, tick, pace).unwrap();
        let expected: Vec<(Pos, u64)> = route.timed_waits().map(|(cell, _, ticks)| (cell, ticks)).collect();
        assert_eq!(maze.walk_waits(&doors, &route.path, tick, pace), expected, "seed {seed}");
        waited += expected.len();
    }
    assert!(waited > 5, "the routes waited somewhere ({waited})");
}
