//! Seeing the maze, headless: the carving replays every algorithm onto the board until it is
//! the run's maze, holding the player and the clock, and any key skips it; the trail marks
//! exactly the cells entered; fog shows exactly the line of sight and remembers it; the
//! minimap marks the player's cell.

use std::collections::BTreeSet;

use bevy::prelude::*;
use mousemaze::game::carve::Carving;
use mousemaze::game::minimap::{FLOOR, GRID, Mark, MinimapCanvas};
use mousemaze::game::{RunConfig, Screen, StartRun};
use mousemaze::maze::{Algorithm, Dir, Pos, Solver};
use mousemaze::rules::RouteKeys;
use mousemaze::rules::fog::line_of_sight;

use super::harness::{game, hold, idle, key, normal, player, run, screen, tap, title};

/// The game with the carving added, started in `config`'s maze (carving on, as saved by default).
fn carving_game(config: RunConfig) -> App {
    let mut app = title("carve");
    app.add_plugins(mousemaze::game::carve::plugin);
    app.world_mut().trigger(StartRun::again(config));
    for _ in 0..2 {
        idle(&mut app);
    }
    assert_eq!(screen(&app), Screen::Playing);
    app
}

fn carving_done(app: &App) -> bool {
    app.world().resource::<Carving>().replay.is_done()
}

/// R is the retry loop: the maze just carved is not carved again, and the first key after R
/// moves the mouse (it used to skip a second carving and do nothing else).
#[test]
fn r_restarts_at_once_and_its_first_key_moves_the_mouse() {
    let mut app = carving_game(normal(5));
    tap(&mut app, KeyCode::Space);
    assert!(carving_done(&app), "any key skips the first carving");
    tap(&mut app, key(Dir::S));
    tap(&mut app, KeyCode::KeyR);
    // Loading lasts no frame: the next frame drawn shows the run (it was blank).
    idle(&mut app);
    assert_eq!((screen(&app), run(&app).tick), (Screen::Playing, 0), "the same maze, from the start");
    assert!(app.world().get_resource::<Carving>().is_none(), "not carved again");
    let start = player(&app).cell;
    let open = Dir::ALL.into_iter().find(|&d| run(&app).board.maze.is_open(start, d)).unwrap();
    tap(&mut app, key(open));
    assert!(player(&app).heading.is_some() && run(&app).started(), "the first key after R moves the mouse");
    // A new maze (N) is carved again.
    let seed = run(&app).recipe.map(|r| r.seed);
    tap(&mut app, KeyCode::KeyN);
    idle(&mut app);
    assert_eq!(screen(&app), Screen::Playing, "no blank frame between two mazes");
    assert_ne!(run(&app).recipe.map(|r| r.seed), seed, "a new maze");
    assert!(!carving_done(&app), "a new maze is carved");
}

#[test]
fn the_carving_replays_every_algorithm_into_the_runs_maze_in_about_two_seconds() {
    for algorithm in Algorithm::ALL {
        let mut config = normal(3);
        config.recipe.algorithm = algorithm;
        config.recipe.braid = 0.3;
        let mut app = carving_game(config);
        let mut frames = 0;
        while !carving_done(&app) {
            idle(&mut app);
            frames += 1;
            assert!(frames < 400, "{algorithm}: still carving after {frames} frames");
            let current = run(&app);
            assert_eq!((current.tick, current.player().moves), (0, 0), "{algorithm}: the race waits");
        }
        // One frame is 1/130 s: two seconds are 260 frames.
        assert!((250..=270).contains(&frames), "{algorithm}: {frames} frames");
        let carving = app.world().resource::<Carving>();
        assert_eq!(carving.replay.algorithm(), algorithm);
        assert_eq!(carving.replay.board(), &run(&app).board.maze, "{algorithm}: the board is the maze");
    }
}

#[test]
fn any_key_skips_the_carving_and_does_nothing_else() {
    let mut app = carving_game(normal(5));
    idle(&mut app);
    assert!(!carving_done(&app));
    tap(&mut app, key(Dir::S));
    assert!(carving_done(&app), "skipped");
    assert_eq!(app.world().resource::<Carving>().replay.board(), &run(&app).board.maze);
    for _ in 0..40 {
        idle(&mut app);
    }
    assert_eq!(run(&app).player().moves, 0, "the key that skipped did not steer");
    hold(&mut app, key(Dir::S), 40, |_| {});
    tap(&mut app, key(Dir::E));
    for _ in 0..40 {
        idle(&mut app);
    }
    assert!(run(&app).player().moves > 0, "after the carving, keys steer");
}

/// Plays a few turns (some into dead ends), then the shortest route from there, calling
/// `each_frame` after every frame.
fn wander_then_finish(app: &mut App, mut each_frame: impl FnMut(&mut App)) {
    for dir in [Dir::E, Dir::S, Dir::W, Dir::S, Dir::E, Dir::N, Dir::E, Dir::S] {
        tap(app, key(dir));
        each_frame(app);
        for _ in 0..50 {
            idle(app);
            each_frame(app);
        }
    }
    // Once the mouse stands still, the shortest route from where it stands.
    for _ in 0..500 {
        if player(app).heading.is_none() {
            break;
        }
        idle(app);
        each_frame(app);
    }
    let here = run(app);
    let route = Solver::Bfs.solve(&here.board.maze, here.player().mouse.cell, here.board.goal).unwrap().path;
    let keys = RouteKeys::new(route);
    for _ in 0..10_000 {
        if screen(app) != Screen::Playing {
            return;
        }
        super::harness::play_input(app, keys.input(&run(app)));
        each_frame(app);
    }
    panic!("the run did not end");
}

#[test]
fn the_trail_marks_exactly_the_cells_entered() {
    let mut app = game(normal(21));
    let start = run(&app).board.start;
    let mut entered = vec![start];
    let mut moves = 0;
    wander_then_finish(&mut app, |app| {
        let current = run(app);
        if current.player().moves > moves {
            moves = current.player().moves;
            entered.push(current.player().mouse.cell);
        }
    });
    assert_eq!(screen(&app), Screen::Won);
    let trail = run(&app).trail;
    assert_eq!(trail.path, entered, "the path is the start and every cell entered, in order");
    let maze = run(&app).board.maze;
    let visited: BTreeSet<Pos> = entered.iter().copied().collect();
    assert!(visited.len() < entered.len(), "some cells were run through twice");
    for i in 0..maze.len() {
        assert_eq!(trail.visited(i), visited.contains(&maze.pos(i)), "{:?}", maze.pos(i));
    }
    assert_eq!(trail.age(maze.index(run(&app).board.goal)), Some(0), "the cheese is the newest cell");
}

#[test]
fn fog_shows_exactly_the_line_of_sight_and_remembers_it() {
    let mut app = game(RunConfig { fog: true, ..normal(22) });
    let maze = run(&app).board.maze;
    let mut remembered: BTreeSet<Pos> = BTreeSet::new();
    // The cell the player last entered (a mouse turning back mid-corridor enters nothing).
    let (mut cell, mut moves) = (run(&app).board.start, 0);
    let mut check = |app: &mut App| {
        let now = run(app);
        if now.player().moves > moves {
            (cell, moves) = (now.player().mouse.cell, now.player().moves);
        }
        let now = run(app);
        let fog = now.fog.as_ref().expect("a fog run");
        let expected: BTreeSet<Pos> = line_of_sight(&maze, cell).into_iter().collect();
        remembered.extend(&expected);
        for i in 0..maze.len() {
            let p = maze.pos(i);
            assert_eq!(fog.in_sight(p), expected.contains(&p), "{p:?} in sight from {cell:?}");
            assert_eq!(fog.seen(p), remembered.contains(&p), "{p:?} remembered");
        }
    };
    check(&mut app);
    wander_then_finish(&mut app, &mut check);
    assert_eq!(screen(&app), Screen::Won);
    assert!(run(&app).fog.unwrap().seen_count() < maze.len(), "the fog kept some of the maze unseen");
    assert_eq!(run(&game(normal(22))).fog, None, "no fog unless asked");
}

#[test]
fn the_minimap_marks_the_players_cell_and_only_it() {
    let mut app = game(normal(23));
    let mut marked_cells = BTreeSet::new();
    wander_then_finish(&mut app, |app| {
        let cell = player(app).cell;
        let canvas = app.world().resource::<MinimapCanvas>();
        let players: Vec<Pos> = canvas.marks.iter().filter(|(_, m)| *m == Mark::Player).map(|(p, _)| *p).collect();
        assert_eq!(players, [cell], "one mark, on the player's cell");
        assert_eq!(canvas.marks.last(), Some(&(cell, Mark::Player)), "drawn last, over the others");
        marked_cells.insert(cell);
    });
    assert!(marked_cells.len() > 10, "the mark followed the player");
}

#[test]
fn a_big_maze_gets_a_map_of_cells_with_the_cheese_rival_and_player_marked() {
    let mut config = normal(24);
    (config.recipe.width, config.recipe.height) = (200, 200);
    config.rival = mousemaze::rules::rivals::RivalKind::Explorer;
    let mut app = game(config);
    idle(&mut app);
    let canvas = app.world().resource::<MinimapCanvas>().clone();
    assert_eq!((canvas.width, canvas.height, canvas.per_cell), (200, 200, 1), "a pixel a cell");
    let now = run(&app);
    let expected = [
        (now.board.goal, Mark::Cheese),
        (now.mice[1].mouse.cell, Mark::Rival),
        (now.player().mouse.cell, Mark::Player),
    ];
    assert_eq!(canvas.marks, expected);
    // A locator, not noise: every cell floor (no fog here), a faint line every GRID cells.
    let maze = &now.board.maze;
    let line = |p: mousemaze::maze::Pos| p.x.is_multiple_of(GRID) || p.y.is_multiple_of(GRID);
    let mut colours = std::collections::BTreeMap::new();
    for i in 0..maze.len() {
        let pos = maze.pos(i);
        colours.entry(line(pos)).or_insert_with(std::collections::BTreeSet::new).insert(canvas.cell(pos));
    }
    assert_eq!(colours[&false], [FLOOR].into(), "cells off the lines are floor");
    let on_line = *colours[&true].iter().next().unwrap();
    assert!(colours[&true].len() == 1 && on_line[0] < FLOOR[0], "the lines a shade darker: {colours:?}");
    // A small maze keeps its walls: two pixels a cell.
    assert_eq!(MinimapCanvas::new(&run(&game(normal(25))).board.maze).per_cell, 2);
}
