//! Shaped mazes beyond `play --shape`: a shaped campaign level played from the level list
//! (its win saved, N playing the next level), the custom game's menu starting one, the
//! pause menu, and a gamepad steering hexagons (diagonals by two d-pad buttons) and a
//! circle (the bumpers pick the way out where a ring splits).

use bevy::input::gamepad::{Gamepad, GamepadButton};
use bevy::prelude::*;
use mousemaze::game::Pause;
use mousemaze::game::screens::levels::LevelsDir;
use mousemaze::game::shaped::ShapedConfig;
use mousemaze::game::shaped::controls::key_for;
use mousemaze::game::{Menu, Place, PlayerProgress, RunConfig, RunKind, Screen};
use mousemaze::maze::shape::{Shape, ShapedMaze};
use mousemaze::rules::{Ground, Outcome, RouteKeys, Run, ShapeKey};

use super::harness::{idle, menu, screen, tap, taps, title};
use super::menus::all_text;
use super::shapes::{game, shaped, win_by_keys};
use KeyCode::{ArrowDown as Down, ArrowLeft as Left, ArrowRight as Right, ArrowUp as Up, Enter, Escape};

fn pause(app: &App) -> Pause {
    *app.world().resource::<State<Pause>>().get()
}

/// The title, with the built-in campaign's first four levels won: the fifth, Honeycomb (a
/// hexagon), is the furthest open.
fn four_levels_won(name: &str) -> App {
    let mut app = title(name);
    app.insert_resource(LevelsDir(None));
    let done = ["01-first-steps", "02-little-garden", "03-snail-shell", "04-side-doors"];
    app.world_mut().resource_mut::<PlayerProgress>().finished = done.map(String::from).to_vec();
    app
}

#[test]
fn a_shaped_campaign_level_is_played_from_the_list_saved_and_leads_to_the_next() {
    let mut app = four_levels_won("shaped-level");
    taps(&mut app, &[Down, Down, Enter]);
    assert_eq!(menu(&app), Some(Menu::Levels));
    assert!(all_text(&mut app).contains(" 5  Honeycomb   best -   new"), "{}", all_text(&mut app));
    taps(&mut app, &[Enter]); // the furthest open level is selected
    idle(&mut app);
    assert_eq!(screen(&app), Screen::Shaped);
    let config = app.world().resource::<ShapedConfig>().clone();
    assert_eq!((config.shape(), config.back), (Shape::Hexagon { radius: 5 }, Place::Menu(Menu::Levels)));
    assert_eq!(config.level.as_ref().map(|l| l.id.as_str()), Some("04b-honeycomb"));
    assert_eq!(config.title, "Level 5: Honeycomb");
    win_by_keys(&mut app);
    idle(&mut app);
    let progress = app.world().resource::<PlayerProgress>().clone();
    assert!(progress.has_finished("04b-honeycomb"), "the win is saved");
    let seconds = game(&app).run.elapsed_seconds();
    assert_eq!(progress.best("level:04b-honeycomb"), Some(seconds));
    // N: the next level, a square one, plays.
    tap(&mut app, KeyCode::KeyN);
    for _ in 0..3 {
        idle(&mut app);
    }
    assert_eq!(screen(&app), Screen::Playing);
    let kind = app.world().resource::<RunConfig>().kind.clone();
    assert!(matches!(&kind, RunKind::Level(l) if l.id == "05-double-comb" && l.index == 5), "{kind:?}");
}

#[test]
fn after_a_won_shaped_level_esc_goes_back_to_the_list_on_the_next_level() {
    let mut app = four_levels_won("shaped-level-back");
    taps(&mut app, &[Down, Down, Enter, Enter]);
    assert_eq!(screen(&app), Screen::Shaped);
    win_by_keys(&mut app);
    taps(&mut app, &[Escape]);
    idle(&mut app);
    assert_eq!(menu(&app), Some(Menu::Levels));
    let text = all_text(&mut app);
    assert!(text.contains(" 5  Honeycomb   best 0:") && text.contains(" 6  Double Comb   best -   new"), "{text}");
    taps(&mut app, &[Enter]); // the level after it is selected
    idle(&mut app);
    assert_eq!(screen(&app), Screen::Playing);
    assert!(matches!(&app.world().resource::<RunConfig>().kind, RunKind::Level(l) if l.id == "05-double-comb"));
}

#[test]
fn the_custom_game_offers_the_shapes_with_their_sizes_and_starts_one() {
    let mut app = title("shaped-custom");
    taps(&mut app, &[Down, Enter]);
    assert_eq!(menu(&app), Some(Menu::Custom));
    taps(&mut app, &[Up, Up]); // Start, then Shape
    assert!(all_text(&mut app).contains("Shape        < squares >"));
    taps(&mut app, &[Right, Right]); // hexagons, a big hexagon
    let text = all_text(&mut app);
    assert!(text.contains("Shape        < big hexagon >") && text.contains("Radius       25_"), "{text}");
    assert!(text.contains("Height       (not for a big hexagon)") && text.contains("Doors        < "), "{text}");
    assert!(!text.contains("squares only"), "doors and fog work on every shape: {text}");
    taps(&mut app, &[Right, Right]); // triangles, a circle
    assert!(all_text(&mut app).contains("Rings        25_"));
    // Rings 9, typed into the width row (Start, then wrapping round to it).
    taps(&mut app, &[Down, Down]);
    super::harness::type_text(&mut app, "\u{8}\u{8}9");
    assert!(all_text(&mut app).contains("Rings        9_"));
    taps(&mut app, &[Up, Enter]); // wraps round to Start
    idle(&mut app);
    assert_eq!(screen(&app), Screen::Shaped);
    let config = app.world().resource::<ShapedConfig>().clone();
    assert_eq!(
        (config.shape(), config.back, config.level),
        (Shape::Polar { rings: 9 }, Place::Menu(Menu::Custom), None)
    );
    assert!(config.rival_speed.is_some(), "the custom game's rival races");
    assert_eq!(game(&app).run.rival_mice().len(), 1, "of the kind chosen");
    assert_eq!(app.world().resource::<PlayerProgress>().custom.shape, mousemaze::save::CustomShape::Circle);
    win_by_keys(&mut app);
}

#[test]
fn the_custom_game_offers_the_new_kinds_and_plays_bridges() {
    let mut app = title("shaped-custom-weave");
    taps(&mut app, &[Down, Enter]);
    taps(&mut app, &[Up, Up]); // Start, then Shape
    taps(&mut app, &[Left]); // round the list from squares to its end
    assert!(all_text(&mut app).contains("Shape        < mirrored squares >"));
    taps(&mut app, &[Left]);
    assert!(all_text(&mut app).contains("Shape        < bridges (weave) >"));
    for name in ["floors", "torus", "zeta squares", "octagons"] {
        taps(&mut app, &[Left]);
        assert!(all_text(&mut app).contains(&format!("Shape        < {name} >")), "{name}");
    }
    taps(&mut app, &[Right, Right, Right, Right, Down, Enter]);
    idle(&mut app);
    assert_eq!(screen(&app), Screen::Shaped, "{}", all_text(&mut app));
    let config = app.world().resource::<ShapedConfig>().clone();
    assert!(matches!(config.shape(), Shape::Square { .. }) && config.recipe.weave > 0.0, "{:?}", config.recipe);
    assert!(!game(&app).run.board.maze.tunnels().is_empty(), "a weave has tunnels");
    assert_eq!(app.world().resource::<PlayerProgress>().custom.shape, mousemaze::save::CustomShape::Bridges);
    // Mirrored squares, the list's last: a symmetric maze.
    let mut app = title("shaped-custom-mirrored");
    taps(&mut app, &[Down, Enter, Up, Up, Left, Down, Enter]);
    idle(&mut app);
    assert_eq!(screen(&app), Screen::Shaped, "{}", all_text(&mut app));
    let recipe = app.world().resource::<ShapedConfig>().recipe;
    assert_eq!(recipe.symmetry, Some(mousemaze::maze::knobs::symmetry::Symmetry::Xy), "{recipe:?}");
}

#[test]
fn esc_pauses_a_shaped_race_and_the_clock_stops() {
    let mut app = shaped("shaped-pause", Shape::Hex { width: 11, height: 9 }, Some(2.0));
    let first = first_key(&game(&app).run);
    tap(&mut app, first);
    idle(&mut app);
    tap(&mut app, Escape);
    idle(&mut app);
    assert_eq!(pause(&app), Pause::Paused);
    assert!(all_text(&mut app).contains("Restart this maze"));
    let paused = game(&app).run;
    for _ in 0..30 {
        idle(&mut app);
    }
    let again = first_key(&paused);
    tap(&mut app, again);
    let still = game(&app).run;
    let (now, then) = (still.player(), paused.player());
    assert_eq!((still.tick, now.mouse, now.moves), (paused.tick, then.mouse, then.moves), "frozen");
    tap(&mut app, Escape);
    idle(&mut app);
    assert_eq!(pause(&app), Pause::Running, "Esc resumes");
    idle(&mut app);
    assert!(game(&app).run.tick > paused.tick, "the clock runs again");
    // Restart from the pause menu: the same maze from the start.
    taps(&mut app, &[Escape, Down, Enter]);
    assert_eq!(pause(&app), Pause::Running);
    let again = game(&app).run;
    assert_eq!((again.player().mouse.cell, again.player().moves, again.tick), (again.board.start, 0, 0));
    assert_eq!(again.board.maze, paused.board.maze);
}

/// Presses `buttons` together for one frame, then a frame with none.
fn press(app: &mut App, pad: Entity, buttons: &[GamepadButton]) {
    for &button in buttons {
        app.world_mut().get_mut::<Gamepad>(pad).unwrap().digital_mut().press(button);
    }
    app.update();
    let mut gamepad = app.world_mut().get_mut::<Gamepad>(pad).unwrap();
    for &button in buttons {
        gamepad.digital_mut().release(button);
    }
    gamepad.digital_mut().clear();
    idle(app);
}

/// The d-pad buttons for the key a test presses: an arrow, or on hexes the letter of a
/// side as two buttons (W: up and left), or a bumper on a circle (E: the clockwise way out).
fn buttons(key: KeyCode) -> Vec<GamepadButton> {
    use GamepadButton::{DPadDown as D, DPadLeft as L, DPadRight as R, DPadUp as U, RightTrigger};
    match key {
        KeyCode::ArrowUp => vec![U],
        KeyCode::ArrowDown => vec![D],
        KeyCode::ArrowLeft | KeyCode::KeyA => vec![L],
        KeyCode::ArrowRight | KeyCode::KeyD => vec![R],
        KeyCode::KeyW => vec![U, L],
        KeyCode::KeyZ => vec![D, L],
        KeyCode::KeyX => vec![D, R],
        KeyCode::KeyE => vec![RightTrigger],
        other => panic!("no button for {other:?}"),
    }
}

/// The key of the first step of the fastest route, from where the player stands.
fn first_key(run: &Run<ShapedMaze>) -> KeyCode {
    let route = RouteKeys::fastest(run).route().to_vec();
    let at = run.player().mouse.cell;
    key_for(&run.board.maze, at, run.board.maze.way_to(at, route[1]).unwrap())
}

/// Follows the shortest route by gamepad only: a little before each junction, the buttons
/// of the way on (capped).
fn win_by_pad(app: &mut App, pad: Entity) {
    let keys = RouteKeys::fastest(&game(app).run);
    for _ in 0..20_000 {
        let run = game(app).run;
        if run.outcome.is_some() {
            break;
        }
        let Some(ShapeKey::Slot(slot)) = keys.input(&run).pressed else {
            idle(app);
            continue;
        };
        let at = run.player().mouse.next_cell(&run.board);
        let mut key = key_for(&run.board.maze, at, usize::from(slot));
        // On hexes the letter E is up and right.
        if key == KeyCode::KeyE && !matches!(run.board.maze.graph().shape(), Shape::Polar { .. }) {
            key = KeyCode::KeyQ;
        }
        let pressed =
            if key == KeyCode::KeyQ { vec![GamepadButton::DPadUp, GamepadButton::DPadRight] } else { buttons(key) };
        press(app, pad, &pressed);
    }
    assert_eq!(game(app).run.outcome, Some(Outcome::Won));
}

#[test]
fn a_gamepad_steers_hexagons_and_a_circle_and_start_pauses() {
    for (name, shape) in [("pad-hex", Shape::Hexagon { radius: 6 }), ("pad-polar", Shape::Polar { rings: 9 })] {
        let mut app = shaped(name, shape, None);
        let pad = app.world_mut().spawn(Gamepad::default()).id();
        idle(&mut app);
        press(&mut app, pad, &[GamepadButton::Start]);
        assert_eq!(pause(&app), Pause::Paused, "Start pauses");
        press(&mut app, pad, &[GamepadButton::East]);
        assert_eq!(pause(&app), Pause::Running, "B resumes");
        win_by_pad(&mut app, pad);
    }
}

#[test]
fn a_shaped_level_with_doors_is_raced_through_them_and_won() {
    use mousemaze::content::level::{Built, Level};
    let text = r#"(
    name: "Door Hive",
    maze: Shaped(shape: Hex(width: 13, height: 9), algorithm: "prim", seed: 3, doors: 5),
    rival: Some((kind: "sprinter", speed: 0.5)),
)"#;
    let Built::Shaped(built) = Level::from_ron(text, "hive.ron").unwrap().build_any().unwrap() else {
        panic!("a shaped level")
    };
    let config = ShapedConfig::of_level(0, "hive", "Door Hive", built);
    let mut app = super::shapes::shaped_with("shaped-level-doors", config);
    assert_eq!(game(&app).run.board.door_count(), 5, "the level's doors are on the board");
    let run = super::shapes::race_by_keys(&mut app);
    assert_eq!(run.outcome, Some(Outcome::Won), "through the doors, ahead of the sprinter");
}
