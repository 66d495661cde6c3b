//! Doors in the headless game: the player's mouse stops at a shut door (however the keys
//! are pressed) and goes through when it opens, arriving when the earliest-arrival solver
//! says; a sprinter waits at its door and reaches the cheese at the tick the solver
//! predicted for its pace.

use mousemaze::game::{RunConfig, Screen};
use mousemaze::maze::doors::DoorAmount;
use mousemaze::maze::solve::earliest::{TimedRoute, earliest_arrival};
use mousemaze::rules::rivals::RivalKind;
use mousemaze::rules::{RouteKeys, Run, pace};

use bevy::app::App;

use super::harness::{game, normal, play_input, run, screen};

/// The Normal maze of `seed` with 8 doors.
fn with_doors(seed: u64) -> RunConfig {
    let mut config = normal(seed);
    config.recipe.doors = DoorAmount::Count(8);
    config
}

/// The first of 40 seeds whose earliest-arrival route, for a mouse of `speed` cells a second,
/// waits at a door: the game started on it (the doors have run since the maze showed) and the
/// route from the doors' tick now.
fn a_route_that_waits(config: impl Fn(u64) -> RunConfig, speed: f32) -> (App, TimedRoute) {
    (0..40)
        .find_map(|seed| {
            let app = game(config(seed));
            let run = run(&app);
            let b = &run.board;
            let route = earliest_arrival(&b.maze, &b.doors, b.start, b.goal, run.door_tick(), pace(speed)).unwrap();
            let waits = route.waits().next().is_some();
            waits.then_some((app, route))
        })
        .expect("a seed among 40 whose route waits at a door")
}

#[test]
fn a_shut_door_holds_the_player_until_it_opens() {
    let (mut app, route) = a_route_that_waits(with_doors, normal(0).speed);
    let (cell, leave, ticks) = route.timed_waits().next().unwrap();
    let offset = run(&app).door_offset;
    let keys = RouteKeys::fastest(&run(&app));
    let mut held = 0;
    while screen(&app) == Screen::Playing {
        let now = run(&app);
        let mouse = now.player().mouse;
        let doors_at = now.door_tick();
        if doors_at > leave - ticks && doors_at < leave {
            // Waiting: at the door's cell, not moving, the way on shut.
            assert_eq!((mouse.cell, mouse.heading), (cell, None), "door tick {doors_at}");
            let way = route.path.iter().position(|&p| p == cell).map(|i| route.path[i + 1]).unwrap();
            let dir = now.board.maze.direction_to(cell, way).unwrap();
            assert!(!now.board.passable(cell, dir, doors_at), "the door is shut at door tick {doors_at}");
            held += 1;
        }
        play_input(&mut app, keys.input(&now));
        assert!(now.tick < 100_000);
    }
    assert_eq!(held, ticks - 1, "held at the door for every tick it was shut");
    let end = run(&app);
    assert_eq!(screen(&app), Screen::Won);
    assert_eq!(end.player().arrived, Some(route.arrival - offset), "arrives when the solver says");
}

#[test]
fn a_sprinter_waits_at_its_door_and_arrives_when_the_solver_says() {
    let fast = 1.3 * normal(0).speed;
    let sprinter = |seed| RunConfig { rival: RivalKind::Sprinter, rival_speed: fast, ..with_doors(seed) };
    let (mut app, route) = a_route_that_waits(sprinter, fast);
    let (cell, leave, ticks) = route.timed_waits().next().unwrap();
    let offset = run(&app).door_offset;
    let keys = RouteKeys::fastest(&run(&app));
    let mut waited = 0;
    while screen(&app) == Screen::Playing {
        let now = run(&app);
        let doors_at = now.door_tick();
        if now.started() && doors_at > leave - ticks && doors_at < leave {
            let rival = now.mice[1].mouse;
            assert_eq!((rival.cell, rival.heading), (cell, None), "the sprinter waits at door tick {doors_at}");
            waited += 1;
        }
        play_input(&mut app, keys.input(&now));
        assert!(now.tick < 100_000);
    }
    assert_eq!(waited, ticks - 1);
    assert_eq!(screen(&app), Screen::Lost, "a sprinter 1.3 times as fast wins");
    assert_eq!(run(&app).mice[1].arrived, Some(route.arrival - offset));
}

/// Before the first step the doors cycle, so their rhythm can be learnt while studying the
/// maze; the race's clock waits for the first step.
#[test]
fn the_doors_cycle_before_the_first_step() {
    use mousemaze::content::difficulty::Difficulty;
    let mut app =
        game(RunConfig { recipe: Difficulty::Hard.recipe(5), rival: RivalKind::None, ..RunConfig::default() });
    let shut = |app: &App| {
        let run = run(app);
        run.board.doors.iter().map(|door| door.is_open(run.door_tick())).collect::<Vec<_>>()
    };
    let before = shut(&app);
    let mut changed = false;
    for _ in 0..520 {
        super::harness::idle(&mut app);
        changed |= shut(&app) != before;
    }
    assert!(changed, "the doors moved in 4 s before the first step");
    assert_eq!(run(&app).tick, 0, "the race's clock has not started");
}

/// A d-pad press into a shut door is a bump the core reports, the same as a key's: the game
/// plays its sound from the report, whatever the device.
#[cfg(feature = "gamepad")]
#[test]
fn a_gamepad_pushing_into_a_shut_door_reports_a_bump() {
    use bevy::input::gamepad::{Gamepad, GamepadButton};
    use bevy::prelude::*;
    use mousemaze::game::{Bumped, CurrentRun};
    use mousemaze::maze::doors::Door;
    use mousemaze::maze::{Dir, Maze, Pos};
    use mousemaze::rules::{Board, Bump};

    let mut app = game(normal(1));
    // A corridor whose first passage has a door, shut for the first 300 ticks.
    let mut maze = Maze::new(4, 1).unwrap();
    for x in 0..3 {
        maze.carve(Pos::new(x, 0), Dir::E);
    }
    let mut board = Board::new(maze.clone(), Pos::new(0, 0), Pos::new(3, 0));
    board.doors.add(&maze, Door { at: Pos::new(0, 0), side: Dir::E, period: 400, open: 100, phase: 100 }).unwrap();
    app.world_mut().resource_mut::<CurrentRun>().0 = Run::on_board(board, 6.5, &[]).unwrap();
    let pad = app.world_mut().spawn(Gamepad::default()).id();
    let mut bumps = Vec::new();
    for button in [GamepadButton::DPadRight, GamepadButton::DPadUp] {
        app.world_mut().get_mut::<Gamepad>(pad).unwrap().digital_mut().press(button);
        app.update();
        let mut gamepad = app.world_mut().get_mut::<Gamepad>(pad).unwrap();
        gamepad.digital_mut().release(button);
        gamepad.digital_mut().clear();
        let messages = app.world().resource::<Messages<Bumped>>();
        bumps.extend(messages.get_cursor().read(messages).map(|b| b.0));
        app.update();
    }
    let door = Bump { cell: Pos::new(0, 0), toward: Dir::E, door: Some(0) };
    let wall = Bump { cell: Pos::new(0, 0), toward: Dir::N, door: None };
    assert_eq!(bumps, [door, wall], "the shut door, then the wall");
    assert_eq!(run(&app).player().mouse.cell, Pos::new(0, 0), "the door held the mouse");
}
