//! Racing a friend, headless: two simulated players on one keyboard (player one on WASD,
//! player two on the arrows) race from fair starts; the faster wins, and both arriving in
//! the same tick is reported as a tie.

use bevy::prelude::{App, ButtonInput, KeyCode};
use mousemaze::game::palette::{Palette, PaletteLook};
use mousemaze::game::results_panel::duel_results;
use mousemaze::game::trail::{paths_legend, shortest_routes};
use mousemaze::game::{CurrentRun, Menu, RunConfig, Screen};
use mousemaze::maze::{Dir, Solver};
use mousemaze::rules::rivals::RivalKind;
use mousemaze::rules::{Duel, MoveInput, RouteKeys};

use super::harness::{game, idle, key, menu, normal, run, screen, step_until, taps, title};

/// Player one's key for a direction (WASD).
fn wasd(dir: Dir) -> KeyCode {
    match dir {
        Dir::N => KeyCode::KeyW,
        Dir::E => KeyCode::KeyD,
        Dir::S => KeyCode::KeyS,
        Dir::W => KeyCode::KeyA,
    }
}

/// One frame in which each player taps their key (if any): both in the same frame.
pub(crate) fn both_tap(app: &mut App, one: MoveInput, two: MoveInput) {
    let pressed: Vec<KeyCode> = one.pressed.map(wasd).into_iter().chain(two.pressed.map(key)).collect();
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    for &k in &pressed {
        keys.press(k);
    }
    app.update();
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release_all();
    keys.clear();
}

/// Races two players on Normal's maze from `seed`, each tapping the keys of their shortest
/// route; player two sets off `late` frames after player one. The run at its end.
fn race(seed: u64, late: u64) -> mousemaze::rules::Run {
    let mut app = game(RunConfig { players: 2, ..normal(seed) });
    let start = run(&app);
    assert_eq!(start.players, 2);
    let (one, two) = (RouteKeys::fastest_for(&start, 0), RouteKeys::fastest_for(&start, 1));
    let mut frames = 0;
    while screen(&app) == Screen::Playing {
        let now = run(&app);
        let two_input = if frames < late { MoveInput::default() } else { two.input_for(&now, 1) };
        both_tap(&mut app, one.input_for(&now, 0), two_input);
        frames += 1;
        assert!(frames < 10_000, "seed {seed}: no end");
    }
    assert_eq!(screen(&app), Screen::Won, "seed {seed}");
    app.world().resource::<CurrentRun>().0.clone()
}

#[test]
fn two_players_on_one_keyboard_race_and_the_faster_wins() {
    for seed in [3, 2026] {
        let done = race(seed, 4);
        assert_eq!(done.duel(), Some(Duel::Winner(0)), "seed {seed}: player two set off late");
        assert_eq!(done.player().moves as usize, done.shortest_moves, "seed {seed}: WASD ran player one");
        assert!(done.mice[1].moves > 0, "seed {seed}: the arrows ran player two");
        let (headline, lines) = duel_results(&CurrentRun(done)).unwrap();
        assert_eq!(headline, "Player one wins!");
        assert!(lines[0].starts_with("Player one (grey): 0:"), "{lines:?}");
        assert!(lines[1].contains("not there yet"), "{lines:?}");
    }
}

#[test]
fn an_exact_tie_is_reported_as_a_tie() {
    let done = race(7, 0);
    assert_eq!(done.duel(), Some(Duel::Tie));
    assert_eq!(done.mice[0].arrived, done.mice[1].arrived);
    let (headline, lines) = duel_results(&CurrentRun(done)).unwrap();
    assert_eq!(headline, "A tie!");
    assert!(lines.iter().any(|l| l == "Both reached the cheese in the same tick"), "{lines:?}");
}

#[test]
fn player_two_wins_when_player_one_dawdles() {
    let mut app = game(RunConfig { players: 2, ..normal(5) });
    let start = run(&app);
    let two = RouteKeys::fastest_for(&start, 1);
    let ended = step_until(
        &mut app,
        10_000,
        |app| screen(app) != Screen::Playing,
        |app| {
            let now = run(app);
            both_tap(app, MoveInput::default(), two.input_for(&now, 1));
        },
    );
    assert!(ended, "player two's route ends the race");
    let done = run(&app);
    assert_eq!(done.duel(), Some(Duel::Winner(1)));
    assert_eq!(done.player().moves, 0, "the arrows never moved player one");
    let steps = Solver::Bfs.solve(&done.board.maze, start.mice[1].mouse.cell, done.board.goal).unwrap().steps();
    assert_eq!(steps, done.shortest_moves, "a fair start");
    // The Won screen sets each player's path beside the shortest from their own start.
    let legend = paths_legend(&done, &Palette::default().colours());
    let moves = done.mice[1].moves;
    assert!(legend.starts_with(&format!("P1 path 0 moves (teal)   P2 path {moves} moves (gold)")), "{legend}");
    let routes = shortest_routes(&done);
    let (one, two) = (start.mice[0].mouse.cell, start.mice[1].mouse.cell);
    assert_eq!((routes.first(), routes.last()), (Some(&one), Some(&two)), "from each start");
    assert_eq!(routes.len(), 2 * (done.shortest_moves + 1), "both shortest routes, whole");
    assert!(routes.contains(&done.board.goal));
}

#[test]
fn a_race_of_two_lost_to_the_rival_names_both_players() {
    let mut app = game(RunConfig { players: 2, rival: RivalKind::Sprinter, ..normal(5) });
    let mut frames = 0;
    while screen(&app) == Screen::Playing {
        // Player one sets off (so the race is on) and stops; player two never moves.
        let one = if frames == 0 {
            RouteKeys::fastest_for(&run(&app), 0).input_for(&run(&app), 0)
        } else {
            MoveInput::default()
        };
        both_tap(&mut app, one, MoveInput::default());
        frames += 1;
        assert!(frames < 10_000, "no end");
    }
    assert_eq!(screen(&app), Screen::Lost);
    let done = run(&app);
    assert_eq!(done.duel(), Some(Duel::RivalFirst));
    let (headline, lines) = duel_results(&CurrentRun(done)).unwrap();
    assert_eq!(headline, "The rival won");
    assert_eq!(lines[0], "The sprinter rival got there first");
    assert!(lines[1].starts_with("Player one (grey): not there at 0:"), "{lines:?}");
    assert!(lines[2].starts_with("Player two (yellow): not there at 0:"), "{lines:?}");
}

#[test]
fn right_on_the_difficulty_page_plays_two_players() {
    let mut app = title("two-players");
    taps(&mut app, &[KeyCode::Enter]); // Play
    assert_eq!(menu(&app), Some(Menu::Difficulty));
    taps(&mut app, &[KeyCode::ArrowRight, KeyCode::Enter]); // 2 players, Normal
    idle(&mut app);
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(app.world().resource::<RunConfig>().players, 2);
    let now = run(&app);
    assert_eq!((now.players, now.mice.len()), (2, 3), "two players and Normal's rival");
    assert_ne!(now.mice[0].mouse.cell, now.mice[1].mouse.cell);
    // Right again: two players and no rival; again: one player.
    let mut app = title("two-players-alone");
    taps(&mut app, &[KeyCode::Enter, KeyCode::ArrowRight, KeyCode::ArrowRight, KeyCode::Enter]);
    idle(&mut app);
    let now = run(&app);
    assert_eq!((now.players, now.mice.len()), (2, 2), "two players, no rival");
    let mut app = title("two-players-back-to-one");
    taps(&mut app, &[KeyCode::Enter, KeyCode::ArrowRight, KeyCode::ArrowRight, KeyCode::ArrowRight, KeyCode::Enter]);
    idle(&mut app);
    assert_eq!((run(&app).players, run(&app).mice.len()), (1, 2), "one player and the rival");
    let mut app = title("two-players-left");
    taps(&mut app, &[KeyCode::Enter, KeyCode::ArrowLeft, KeyCode::Enter]);
    idle(&mut app);
    assert_eq!((run(&app).players, run(&app).mice.len()), (2, 2), "Left from one player: two, no rival");
}
