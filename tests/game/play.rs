//! Playing a run with simulated keys: walls hold, turns are buffered, the cheese wins,
//! and R / N give the same maze or a new one.

use bevy::prelude::{KeyCode, With};
use mousemaze::game::{CurrentRun, Pause, Player, Screen};
use mousemaze::maze::{Dir, Maze, Pos};
use mousemaze::rules::Run;

use super::harness::{game, hold, idle, key, normal, player, run, run_the_route, screen, tap};

#[test]
fn following_the_shortest_route_with_keys_reaches_the_cheese_and_wins() {
    for seed in [7, 8, 2026] {
        let mut app = game(normal(seed));
        run_the_route(&mut app);
        assert_eq!(screen(&app), Screen::Won, "seed {seed}");
        let done = run(&app);
        assert_eq!(done.player().moves as usize, done.shortest_moves, "seed {seed}: the shortest route, cell for cell");
        assert_eq!(done.optimality(), 100.0);
        assert!(done.elapsed_seconds() > 0.0);
    }
}

#[test]
fn a_slow_frame_of_many_fixed_steps_stops_the_clock_at_the_arrival() {
    let mut app = game(normal(7));
    let keys = mousemaze::rules::RouteKeys::fastest(&run(&app));
    // Run the route one tick a frame until a cell from the cheese, then let frames be slow.
    let near = |app: &mut bevy::app::App| run(app).shortest_moves - run(app).player().moves as usize <= 1;
    let came = super::harness::step_until(&mut app, 10_000, near, |app| {
        let input = keys.input(&run(app));
        super::harness::play_input(app, input);
    });
    assert!(came, "the route brings the mouse a cell from the cheese");
    app.insert_resource(bevy::time::TimeUpdateStrategy::FixedTimesteps(40));
    idle(&mut app);
    idle(&mut app);
    let done = run(&app);
    assert_eq!(screen(&app), Screen::Won);
    assert_eq!(Some(done.tick), done.player().arrived, "the clock stops at the arrival");
}

#[test]
fn holding_a_key_into_walls_never_passes_one() {
    let mut app = game(normal(11));
    let maze = run(&app).board.maze;
    for dir in [Dir::E, Dir::S, Dir::W, Dir::N, Dir::E, Dir::S] {
        hold(&mut app, key(dir), 90, |app| {
            let mouse = player(app);
            if let Some(h) = mouse.heading {
                assert!(maze.is_open(mouse.cell, h), "running into the wall {h:?} of {}", mouse.cell);
            }
            assert!(mouse.progress < mouse.pace);
            assert!(maze.contains(mouse.cell));
        });
    }
    assert!(run(&app).player().moves > 0, "the mouse did move");
}

/// A corridor along row 1 with one side passage north at x = 2 (and a decoy at the end).
fn junction_maze() -> Maze {
    let mut maze = Maze::new(5, 2).unwrap();
    for x in 0..4 {
        maze.carve(Pos::new(x, 1), Dir::E);
    }
    maze.carve(Pos::new(2, 1), Dir::N);
    maze
}

/// Swaps the run for one in the junction maze, the cheese up the side passage.
fn put_mouse_in_junction_maze(app: &mut bevy::app::App) {
    let junction = Run::new(junction_maze(), Pos::new(0, 1), Pos::new(2, 0), 6.5, &[]).unwrap();
    app.world_mut().insert_resource(CurrentRun(junction));
}

#[test]
fn a_turn_pressed_early_is_taken_at_the_next_opening() {
    let mut app = game(normal(3));
    put_mouse_in_junction_maze(&mut app);
    tap(&mut app, key(Dir::E));
    // Tap Up while still in the first cell: north is closed at x = 0 and 1, open at x = 2.
    tap(&mut app, key(Dir::N));
    assert_eq!(player(&app).cell.x, 0, "pressed early, before the junction");
    for _ in 0..120 {
        idle(&mut app);
    }
    let mouse = player(&app);
    assert_eq!(mouse.cell, Pos::new(2, 0), "the buffered turn was taken at the junction");

    // Without the early press the mouse runs straight past to the end of the corridor.
    let mut app = game(normal(3));
    put_mouse_in_junction_maze(&mut app);
    tap(&mut app, key(Dir::E));
    for _ in 0..120 {
        idle(&mut app);
    }
    assert_eq!(player(&app).cell, Pos::new(4, 1));
}

#[test]
fn r_replays_the_same_maze_and_n_makes_a_new_one() {
    let mut app = game(normal(42));
    let first = run(&app).board.maze;
    hold(&mut app, key(Dir::E), 30, |_| {});
    tap(&mut app, KeyCode::KeyR);
    for _ in 0..3 {
        idle(&mut app);
    }
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(run(&app).board.maze, first, "R: the same maze");
    assert_eq!(player(&app).cell, run(&app).board.start, "R: back at the start");
    assert_eq!(run(&app).player().moves, 0, "R: a fresh count");

    tap(&mut app, KeyCode::KeyN);
    for _ in 0..3 {
        idle(&mut app);
    }
    assert_eq!(screen(&app), Screen::Playing);
    assert_ne!(run(&app).board.maze, first, "N: a new maze");

    tap(&mut app, KeyCode::Escape);
    idle(&mut app);
    assert_eq!(*app.world().resource::<bevy::prelude::State<Pause>>().get(), Pause::Paused, "Esc pauses");
    let frozen = player(&app);
    for _ in 0..20 {
        idle(&mut app);
    }
    assert_eq!(player(&app), frozen, "nothing moves while paused");
    // The pause menu: Resume, Restart, Back to the title.
    tap(&mut app, KeyCode::ArrowDown);
    tap(&mut app, KeyCode::ArrowDown);
    tap(&mut app, KeyCode::Enter);
    idle(&mut app);
    assert_eq!(screen(&app), Screen::Title, "the pause menu goes back to the title");
    assert!(app.world().get_resource::<bevy::prelude::State<Pause>>().is_none(), "no pause outside a run");
    let mut players = app.world_mut().query_filtered::<(), With<Player>>();
    assert_eq!(players.iter(app.world()).count(), 0, "the run's pieces are gone");
}

#[test]
fn the_board_stays_under_the_results_and_goes_with_the_title() {
    let mut app = game(normal(8));
    run_the_route(&mut app);
    assert_eq!(screen(&app), Screen::Won);
    let mut players = app.world_mut().query_filtered::<(), With<Player>>();
    assert_eq!(players.iter(app.world()).count(), 1, "the run's pieces stay on screen under the Won panel");
    tap(&mut app, KeyCode::Escape);
    idle(&mut app);
    assert_eq!(screen(&app), Screen::Title);
    assert_eq!(players.iter(app.world()).count(), 0, "leaving for the title clears them");
}

#[test]
fn restarting_from_the_pause_menu_starts_the_same_maze_unpaused() {
    let mut app = game(normal(12));
    let first = run(&app).board.maze;
    hold(&mut app, key(Dir::S), 20, |_| {});
    tap(&mut app, KeyCode::Escape);
    idle(&mut app);
    assert_eq!(*app.world().resource::<bevy::prelude::State<Pause>>().get(), Pause::Paused);
    tap(&mut app, KeyCode::ArrowDown); // Restart this maze
    tap(&mut app, KeyCode::Enter);
    for _ in 0..3 {
        idle(&mut app);
    }
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(*app.world().resource::<bevy::prelude::State<Pause>>().get(), Pause::Running, "a new run is unpaused");
    assert_eq!(run(&app).board.maze, first, "the same maze");
    assert_eq!(run(&app).player().moves, 0);
    hold(&mut app, key(Dir::E), 40, |_| {});
    hold(&mut app, key(Dir::S), 40, |_| {});
    assert!(run(&app).player().moves > 0, "and it plays");
}
