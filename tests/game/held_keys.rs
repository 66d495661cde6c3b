//! The keys as a player holds them, in the game: a held key is a wish and never shuttles the
//! mouse; of two keys held the newest wins and the other is the next wish; a late turn just
//! past a junction is still taken; a turn pressed early waits (the game shows it as an
//! arrow) and a key into a wall is a bump (the mouse turns to it and is nudged).

use bevy::prelude::*;
use mousemaze::content::difficulty::Difficulty;
use mousemaze::game::{Bumped, CurrentRun, MoveIntent, RunConfig};
use mousemaze::maze::{Dir, Maze, Pos};
use mousemaze::rules::Run;
use mousemaze::rules::rivals::RivalKind;

use super::harness::{game, idle, key, player, run, tap};

/// Holding Right on Hard seed 332181214, whose first corridor bends back against Right, used
/// to reverse the mouse round the bend every time (35 moves in 3.2 s, within two cells of the
/// start). Now every move is a new cell, at most its pace, and it gets away.
#[test]
fn holding_right_round_a_bend_back_never_shuttles_the_mouse() {
    let config =
        RunConfig { recipe: Difficulty::Hard.recipe(332_181_214), rival: RivalKind::None, ..RunConfig::default() };
    let mut app = game(config);
    let start = run(&app).board.start;
    app.world_mut().resource_mut::<ButtonInput<KeyCode>>().press(KeyCode::ArrowRight);
    let mut cells = vec![start];
    let mut last = None;
    for _ in 0..416 {
        idle(&mut app);
        let mouse = player(&app);
        if let (Some(now), Some(was)) = (mouse.heading, last) {
            assert_ne!(now, Dir::opposite(was), "turned back at {} with Right held", mouse.cell);
        }
        last = mouse.heading.or(last);
        if cells.last() != Some(&mouse.cell) && mouse.progress == 0 {
            cells.push(mouse.cell);
        }
    }
    let moves = run(&app).player().moves;
    assert!(moves <= 416 / 20, "{moves} moves in 3.2 s at 6.5 cells a second");
    let far = player(&app).cell;
    assert!(far.x.abs_diff(start.x) + far.y.abs_diff(start.y) > 2, "it got away from the start, at {far}");
}

/// A corridor along row 1, five cells long, with side passages up and down at x = 2 (the
/// fork).
fn fork_maze() -> Maze {
    let mut maze = Maze::new(5, 3).unwrap();
    for x in 0..4 {
        maze.carve(Pos::new(x, 1), Dir::E);
    }
    maze.carve(Pos::new(2, 1), Dir::S);
    maze.carve(Pos::new(2, 1), Dir::N);
    maze
}

/// A game on [`fork_maze`] from its west end, the cheese at `cheese`.
fn fork_game(cheese: Pos) -> App {
    let mut app = game(super::harness::normal(3));
    let fork = Run::new(fork_maze(), Pos::new(0, 1), cheese, 6.5, &[]).unwrap();
    app.world_mut().insert_resource(CurrentRun(fork));
    app
}

/// Presses `first`, a frame later `then` too, and holds both for `frames` frames.
fn hold_two(app: &mut App, first: Dir, then: Dir, frames: usize) {
    app.world_mut().resource_mut::<ButtonInput<KeyCode>>().press(key(first));
    idle(app);
    app.world_mut().resource_mut::<ButtonInput<KeyCode>>().press(key(then));
    for _ in 0..frames {
        idle(app);
    }
}

#[test]
fn of_two_keys_held_the_newest_wins_and_the_other_is_the_next_wish() {
    // Down held, then Right too: Right is the newest (whatever the arrows' order), Down next.
    let mut app = fork_game(Pos::new(4, 1));
    hold_two(&mut app, Dir::S, Dir::E, 1);
    let intent = *app.world().resource::<MoveIntent>();
    assert_eq!(intent.held[..2], [Some(Dir::E), Some(Dir::S)], "the newest first");
    // Down is shut where the mouse stands: the next wish, Right, moves it; at the fork Right
    // still wins.
    for _ in 0..50 {
        idle(&mut app);
    }
    let mouse = player(&app);
    assert_eq!((mouse.cell, mouse.heading), (Pos::new(2, 1), Some(Dir::E)), "on east past the fork");
    // Right held, then Down: Down is the newest; shut at first, so Right runs, and Down is
    // taken at the fork.
    let mut app = fork_game(Pos::new(4, 1));
    hold_two(&mut app, Dir::E, Dir::S, 80);
    assert_eq!(player(&app).cell, Pos::new(2, 2), "down at the fork");
}

#[test]
fn a_turn_pressed_just_past_a_junction_is_still_taken() {
    let mut app = fork_game(Pos::new(2, 2));
    tap(&mut app, key(Dir::E));
    // Run until just past the fork's centre (a few ticks into the next cell), then press Down.
    let mut frames = 0;
    while !(player(&app).cell == Pos::new(2, 1) && player(&app).progress >= 4) {
        idle(&mut app);
        frames += 1;
        assert!(frames < 200, "never passed the fork");
    }
    tap(&mut app, key(Dir::S));
    for _ in 0..40 {
        idle(&mut app);
    }
    assert_eq!(player(&app).cell, Pos::new(2, 2), "taken at the fork it had just passed");
    assert_eq!(run(&app).player().moves, 3, "no cell entered past the fork");
}

#[test]
fn an_early_turn_waits_for_its_junction_and_a_key_into_a_wall_is_a_bump() {
    let mut app = fork_game(Pos::new(2, 2));
    // Up at the west end is a wall: a bump the game nudges the mouse for, facing it, no move.
    app.world_mut().resource_mut::<Messages<Bumped>>().clear();
    tap(&mut app, key(Dir::N));
    idle(&mut app);
    let bumps: Vec<Bumped> = app.world_mut().resource_mut::<Messages<Bumped>>().drain().collect();
    assert!(bumps.iter().any(|b| b.cell == Pos::new(0, 1) && b.toward == Dir::N && b.door.is_none()), "{bumps:?}");
    assert_eq!((player(&app).facing, run(&app).player().moves), (Dir::N, 0), "it looks at the wall");
    // Right, then Down at once: Down waits (the arrow) until the fork, then is taken.
    tap(&mut app, key(Dir::E));
    tap(&mut app, key(Dir::S));
    assert_eq!(player(&app).turn_waiting(), Some(Dir::S), "Down waits for the fork");
    let mut frames = 0;
    while player(&app).cell != Pos::new(2, 2) {
        let mouse = player(&app);
        if mouse.heading == Some(Dir::E) {
            assert_eq!(mouse.turn_waiting(), Some(Dir::S), "shown all the way to the fork, at {}", mouse.cell);
        }
        idle(&mut app);
        frames += 1;
        assert!(frames < 200, "never turned down");
    }
    assert_eq!(player(&app).turn_waiting(), None, "taken: no arrow");
}
