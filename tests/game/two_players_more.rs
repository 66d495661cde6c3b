//! A race of two with everything else of a run, headless and driven by simulated keys: the
//! route as help counted for whoever asked (H for player one, right Shift for player two),
//! pause for both, the fog both see, doors, the daily maze raced by two, player two's keys
//! rebound in Settings and kept, and gamepads plugged in mid-race steering their players.

use bevy::prelude::{App, KeyCode, State};
use mousemaze::content::daily::Date;
use mousemaze::game::{Menu, Pause, PlayerProgress, Route, RunConfig, RunKind, Screen};
use mousemaze::maze::Dir;
use mousemaze::maze::doors::DoorAmount;
use mousemaze::rules::{Duel, MoveInput, RouteKeys};
use mousemaze::save::{Action, Key, SaveFile};

use super::harness::{game, idle, menu, normal, run, scratch, screen, tap, taps, title_on_day, title_saving_to};
use super::two_players::both_tap;

fn route(app: &App) -> Route {
    app.world().resource::<Route>().clone()
}

/// Both players run their fastest routes (from where they stand) until the run ends.
fn race_to_the_end(app: &mut App) {
    let now = run(app);
    let (one, two) = (RouteKeys::fastest_for(&now, 0), RouteKeys::fastest_for(&now, 1));
    let mut frames = 0;
    while screen(app) == Screen::Playing {
        let now = run(app);
        both_tap(app, one.input_for(&now, 0), two.input_for(&now, 1));
        frames += 1;
        assert!(frames < 10_000, "no end");
    }
}

#[test]
fn the_route_is_help_for_whoever_asked_for_it() {
    let mut app = game(RunConfig { players: 2, ..normal(11) });
    let starts = run(&app).player_mice().iter().map(|r| r.mouse.cell).collect::<Vec<_>>();
    taps(&mut app, &[KeyCode::KeyH]);
    let (shown, now) = (route(&app), run(&app));
    assert!(shown.shown && shown.player == 0 && shown.cells.first() == Some(&starts[0]), "{shown:?}");
    assert_eq!(now.routes_shown, [1, 0]);
    // Player two's key takes the route over, from player two's mouse, counted as theirs.
    taps(&mut app, &[KeyCode::ShiftRight]);
    let (shown, now) = (route(&app), run(&app));
    assert!(shown.shown && shown.player == 1 && shown.cells.first() == Some(&starts[1]), "{shown:?}");
    assert_eq!(now.routes_shown, [1, 1]);
    taps(&mut app, &[KeyCode::ShiftRight]);
    assert!(!route(&app).shown, "the same key again hides it");
    taps(&mut app, &[KeyCode::KeyO]);
    assert_eq!(run(&app).routes_shown, [1, 2], "O is player two's key too");
    race_to_the_end(&mut app);
    let (_, lines) = mousemaze::game::results_panel::duel_results(&run(&app)).unwrap();
    assert!(lines[0].ends_with("Route shown once") && lines[1].ends_with("Route shown 2 times"), "{lines:?}");
}

#[test]
fn escape_pauses_both_players_and_neither_moves_until_resumed() {
    let mut app = game(RunConfig { players: 2, ..normal(12) });
    let start = run(&app);
    let two = RouteKeys::fastest_for(&start, 1);
    taps(&mut app, &[KeyCode::Escape]);
    assert_eq!(*app.world().resource::<State<Pause>>().get(), Pause::Paused);
    let menu = super::menus::all_text(&mut app);
    assert!(menu.contains("Trail:") && !menu.contains("Ghost"), "no ghost in a race of two: {menu}");
    for _ in 0..30 {
        both_tap(&mut app, MoveInput { pressed: Some(Dir::E), ..MoveInput::default() }, two.input_for(&start, 1));
    }
    let paused = run(&app);
    assert_eq!((paused.mice[0].moves, paused.mice[1].moves, paused.tick), (0, 0, 0), "nobody moved in the pause");
    taps(&mut app, &[KeyCode::Escape]);
    assert_eq!(*app.world().resource::<State<Pause>>().get(), Pause::Running);
    race_to_the_end(&mut app);
    assert_eq!(run(&app).duel(), Some(Duel::Tie), "both started again together");
}

#[test]
fn in_fog_both_players_see_and_doors_hold_either() {
    let mut waited = [false; 2];
    // Two mazes: on the first a shut door already holds each player (five mazes took 10 s).
    for seed in 1..3 {
        let mut config = RunConfig { players: 2, fog: true, ..normal(seed) };
        config.recipe.doors = DoorAmount::Count(12);
        let mut app = game(config);
        let start = run(&app);
        assert!(start.fog.is_some() && start.player_mice().iter().all(|r| start.in_view(r.mouse.cell)));
        let (one, two) = (RouteKeys::fastest_for(&start, 0), RouteKeys::fastest_for(&start, 1));
        while screen(&app) == Screen::Playing {
            let now = run(&app);
            for (i, runner) in now.player_mice().iter().enumerate() {
                assert!(now.in_view(runner.mouse.cell), "seed {seed}: player {i} out of the shared sight");
                waited[i] |= runner.mouse.waiting.is_some();
            }
            both_tap(&mut app, one.input_for(&now, 0), two.input_for(&now, 1));
        }
        assert_eq!(screen(&app), Screen::Won, "seed {seed}: the doors let the players through");
        assert!(run(&app).duel().is_some());
    }
    assert_eq!(waited, [true, true], "a shut door held each player somewhere");
}

#[test]
fn the_daily_maze_is_raced_by_two_and_not_counted_in_the_streak() {
    let mut app = title_on_day("daily-two", "2026-11-30");
    taps(&mut app, &[KeyCode::Enter, KeyCode::ArrowRight]); // Play, 2 players
    // From Normal (the last difficulty), Down three times reaches the daily maze below Expert.
    taps(&mut app, &[KeyCode::ArrowDown, KeyCode::ArrowDown, KeyCode::ArrowDown]);
    taps(&mut app, &[KeyCode::Enter]);
    idle(&mut app);
    let today: Date = "2026-11-30".parse().unwrap();
    let config = app.world().resource::<RunConfig>().clone();
    assert_eq!((config.kind.clone(), config.players), (RunKind::Daily(today), 2));
    assert_eq!(config.recipe, RunConfig::daily(today).recipe, "today's maze");
    assert_eq!(run(&app).players, 2);
    race_to_the_end(&mut app);
    assert!(matches!(screen(&app), Screen::Won | Screen::Lost));
    let progress = app.world().resource::<PlayerProgress>();
    assert_eq!(progress.daily_streak(today), 0, "a race of two is not the player's own daily result");
}

#[test]
fn player_two_keys_are_rebound_in_settings_kept_and_steer_player_two() {
    let file = SaveFile(Some(scratch("two-keys").join("progress.ron")));
    let mut app = title_saving_to(file.clone());
    taps(&mut app, &[KeyCode::ArrowDown; 7]);
    taps(&mut app, &[KeyCode::Enter]);
    assert_eq!(menu(&app), Some(Menu::Settings));
    // 4 sound items, 4 seeing items, player one's 10 keys, then player two's up.
    taps(&mut app, &[KeyCode::ArrowDown; 18]);
    taps(&mut app, &[KeyCode::Enter]);
    assert!(super::menus::all_text(&mut app).contains("Player two up: press a letter or digit"));
    let text = super::menus::all_text(&mut app);
    assert!(text.contains("The arrows move too: player one alone, player two in a race of two"), "{text}");
    // W is player one's Up: taking it says what moved where.
    taps(&mut app, &[KeyCode::KeyW]);
    let text = super::menus::all_text(&mut app);
    assert!(text.contains("W was Up's key: Up is now on I"), "{text}");
    assert_eq!(app.world().resource::<PlayerProgress>().settings.key(Action::Up), Key::from_char('I').unwrap());
    taps(&mut app, &[KeyCode::Enter, KeyCode::KeyU]);
    assert!(super::menus::all_text(&mut app).contains("The arrows move too"), "a free key swaps nothing");
    assert_eq!(app.world().resource::<PlayerProgress>().settings.key(Action::UpTwo), Key::from_char('U').unwrap());
    let mut again = title_saving_to(file);
    idle(&mut again);
    let kept = again.world().resource::<PlayerProgress>().settings.clone();
    assert_eq!(kept.key(Action::UpTwo), Key::from_char('U').unwrap(), "saved and loaded");
    // Race with the new key: player two's way north is U.
    let mut app = game(RunConfig { players: 2, ..normal(13) });
    app.world_mut().resource_mut::<PlayerProgress>().settings = kept;
    let two = RouteKeys::fastest_for(&run(&app), 1);
    let mut frames = 0;
    while screen(&app) == Screen::Playing && frames < 10_000 {
        let key = match two.input_for(&run(&app), 1).pressed {
            Some(Dir::N) => Some(KeyCode::KeyU),
            Some(Dir::E) => Some(KeyCode::KeyL),
            Some(Dir::S) => Some(KeyCode::KeyK),
            Some(Dir::W) => Some(KeyCode::KeyJ),
            None => None,
        };
        match key {
            Some(key) => tap(&mut app, key),
            None => idle(&mut app),
        }
        frames += 1;
    }
    assert_eq!(run(&app).duel(), Some(Duel::Winner(1)), "U, J, K and L ran player two to the cheese");
}

#[cfg(feature = "gamepad")]
#[test]
fn gamepads_plugged_in_mid_race_steer_player_one_and_player_two() {
    use bevy::input::gamepad::Gamepad;

    use super::gamepad::{dpad, plug_in};

    let mut app = game(RunConfig { players: 2, ..normal(14) });
    for _ in 0..20 {
        idle(&mut app);
    }
    let (first, second) = (plug_in(&mut app), plug_in(&mut app));
    let start = run(&app);
    let keys = [RouteKeys::fastest_for(&start, 0), RouteKeys::fastest_for(&start, 1)];
    let mut frames = 0;
    while screen(&app) == Screen::Playing {
        let now = run(&app);
        for (i, pad) in [first, second].into_iter().enumerate() {
            if let Some(dir) = keys[i].input_for(&now, i).pressed {
                app.world_mut().get_mut::<Gamepad>(pad).unwrap().digital_mut().press(dpad(dir));
            }
        }
        app.update();
        for pad in [first, second] {
            let mut gamepad = app.world_mut().get_mut::<Gamepad>(pad).unwrap();
            gamepad.digital_mut().release_all();
            gamepad.digital_mut().clear();
        }
        frames += 1;
        assert!(frames < 10_000, "no end");
    }
    let done = run(&app);
    assert_eq!(done.duel(), Some(Duel::Tie), "each pad ran its player's route from the same moment");
    assert_eq!((done.mice[0].moves as usize, done.mice[1].moves as usize), (done.shortest_moves, done.shortest_moves));
}

#[cfg(feature = "gamepad")]
#[test]
fn alone_the_second_gamepads_x_shows_player_ones_route() {
    use bevy::input::gamepad::GamepadButton;

    use super::gamepad::{plug_in, tap_button};

    let mut app = game(normal(15));
    let (_first, second) = (plug_in(&mut app), plug_in(&mut app));
    idle(&mut app);
    assert!(!route(&app).shown);
    tap_button(&mut app, second, GamepadButton::West);
    idle(&mut app);
    let shown = route(&app);
    assert!(shown.shown && shown.player == 0, "{shown:?}");
    assert_eq!(run(&app).routes_shown, [1, 0]);
}
