//! The AI in play: the route reveal follows the mouse (and the route resource changes only
//! when its cells do), rivals race to the cheese in the ticks their speed implies, and
//! difficulty sets the rival as the table says.

use bevy::prelude::{IntoScheduleConfigs, KeyCode, ResMut, Resource, Update, resource_changed};
use mousemaze::content::difficulty::Difficulty;
use mousemaze::game::{Route, RunConfig, Screen};
use mousemaze::maze::{Dir, Solver};
use mousemaze::rules::PLAYER_SPEED;
use mousemaze::rules::rivals::RivalKind;
use mousemaze::rules::{Plan, Run, TICKS_PER_SECOND, pace};

use super::harness::{game, idle, idle_until, key, normal, player, run, screen, tap};

fn route(app: &bevy::app::App) -> Route {
    app.world().resource::<Route>().clone()
}

/// How many frames saw the route resource changed.
#[derive(Resource, Default)]
struct RouteChanges(usize);

#[test]
fn the_revealed_route_is_the_bfs_path_from_the_mouse_and_follows_it() {
    let mut app = game(normal(5));
    app.init_resource::<RouteChanges>()
        .add_systems(Update, (|mut changes: ResMut<RouteChanges>| changes.0 += 1).run_if(resource_changed::<Route>));
    let current = run(&app).board;
    assert!(!route(&app).shown);
    tap(&mut app, KeyCode::KeyH);
    let shown = route(&app);
    let bfs = Solver::Bfs.solve(&current.maze, current.start, current.goal).unwrap().path;
    assert!(shown.shown);
    assert_eq!(shown.cells, bfs, "the route is exactly the BFS path from the mouse's cell");
    assert_eq!(shown.times_shown, 1);

    // Standing still, the route is left alone: nothing is redrawn frame after frame. (One
    // frame first: the counter may have run before H in the frame H was pressed.)
    idle(&mut app);
    app.world_mut().resource_mut::<RouteChanges>().0 = 0;
    for _ in 0..30 {
        idle(&mut app);
    }
    assert_eq!(app.world().resource::<RouteChanges>().0, 0, "the route changed with nothing to change");

    // Walk one cell along the route: the route is recomputed from the new cell in that step.
    let first = current.maze.direction_to(current.start, bfs[1]).unwrap();
    tap(&mut app, key(first));
    assert!(idle_until(&mut app, 200, |app| player(app).cell != current.start), "the mouse leaves the start");
    let here = player(&app).cell;
    let expected = Solver::Bfs.solve(&current.maze, here, current.goal).unwrap().path;
    assert_eq!(route(&app).cells, expected, "the route follows the mouse to {here}");

    tap(&mut app, KeyCode::KeyH);
    assert!(!route(&app).shown && route(&app).cells.is_empty(), "H hides it");
    tap(&mut app, KeyCode::KeyH);
    assert_eq!(route(&app).times_shown, 2, "each reveal is counted");
}

/// The rival's plan in a run.
fn plan(run: &Run) -> Plan {
    run.mice[1].plan().expect("a rival").clone()
}

/// Starts the race with one step and counts fixed ticks until the state leaves Playing.
fn race(config: RunConfig) -> (Screen, usize, Plan) {
    let mut app = game(config);
    let board = run(&app).board;
    let rival = plan(&run(&app));
    let away = Dir::ALL.into_iter().find(|&d| board.maze.is_open(board.start, d)).unwrap();
    tap(&mut app, key(away));
    let mut ticks = 1;
    while screen(&app) == Screen::Playing && ticks < 100_000 {
        idle(&mut app);
        ticks += 1;
    }
    (screen(&app), ticks, rival)
}

#[test]
fn the_sprinter_arrives_in_the_ticks_its_speed_implies_and_the_run_is_lost() {
    for seed in [1, 2, 3] {
        let config = RunConfig { rival: RivalKind::Sprinter, rival_speed: 13.0, ..normal(seed) };
        let (end, ticks, rival) = race(config);
        assert_eq!(end, Screen::Lost, "seed {seed}");
        // 130 fixed steps a second: at 13 cells a second a move takes exactly 10 ticks.
        assert_eq!(TICKS_PER_SECOND, 130);
        let implied = (rival.walk.len() - 1) * 10;
        assert!((implied..=implied + 1).contains(&ticks), "seed {seed}: {ticks} ticks, speed implies {implied}");
    }
}

#[test]
fn searching_rivals_always_reach_the_cheese_on_perfect_and_braided_mazes() {
    for kind in [RivalKind::Explorer, RivalKind::Smeller] {
        for (seed, braid) in [(1, 0.0), (2, 0.0), (3, 0.4), (4, 1.0)] {
            let mut config = RunConfig { rival: kind, rival_speed: 40.0, ..normal(seed) };
            config.recipe.braid = braid;
            let (end, ticks, rival) = race(config);
            assert_eq!(end, Screen::Lost, "{kind} seed {seed} braid {braid}: it got there");
            let implied = (rival.walk.len() - 1) * pace(40.0) as usize;
            assert!(ticks <= implied + 2, "{kind}: no endless wandering ({ticks} > {implied})");
        }
    }
}

#[test]
fn difficulty_sets_the_rivals_kind_and_speed_as_the_table_says() {
    for difficulty in Difficulty::ALL {
        let preset = difficulty.preset();
        let app = game(RunConfig::preset(difficulty, 9));
        let played = run(&app);
        let maze = &played.board.maze;
        assert_eq!((maze.width(), maze.height()), (preset.maze.width, preset.maze.height), "{difficulty}");
        assert_eq!(played.mice.len(), 2, "{difficulty}: every preset has a rival");
        assert_eq!(plan(&played).kind, mousemaze::rules::PlanKind::Rival(preset.rival), "{difficulty}");
        assert_eq!(played.mice[1].mouse.pace, pace(PLAYER_SPEED * preset.rival_speed), "{difficulty}");
    }
}
