//! Mazes of other shapes in the game: a hex and a polar maze won by keys along the shortest
//! route, walls that stop the mouse, H, a rival that wins, and Esc.

use bevy::prelude::*;
use mousemaze::game::shaped::controls::key_for;
use mousemaze::game::shaped::{ShapedConfig, ShapedGame};
use mousemaze::game::{Menu, Screen};
use mousemaze::maze::shape::Shape;
use mousemaze::rules::Outcome;
use mousemaze::rules::shaped::Way;

use super::harness::{idle, menu, screen, tap, taps, title};

/// A headless game on the shaped screen, playing `shape` with no rival unless `rival_speed`.
pub fn shaped(name: &str, shape: Shape, rival_speed: Option<f32>) -> App {
    let mut app = title(name);
    app.insert_resource(ShapedConfig { shape, seed: 5, rival_speed, ..ShapedConfig::default() });
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Shaped);
    idle(&mut app);
    idle(&mut app);
    assert_eq!(screen(&app), Screen::Shaped);
    app
}

pub fn game(app: &App) -> ShapedGame {
    app.world().resource::<ShapedGame>().clone()
}

/// Taps, for each step of the shortest route, the key the help line names for it.
pub fn win_by_keys(app: &mut App) {
    let route = game(app).run.route();
    assert!(route.len() > 5, "a real maze: {} cells of route", route.len());
    for &cell in &route[1..] {
        let run = game(app).run;
        let slot = run.maze.graph().slot_of(run.mouse, cell).unwrap();
        tap(app, key_for(&run, slot));
        idle(app);
        assert_eq!(game(app).run.mouse, cell, "the key {:?} leads along the route", key_for(&run, slot));
    }
    let run = game(app).run;
    assert_eq!(run.outcome, Some(Outcome::Won));
    assert_eq!(run.moves as usize, run.shortest);
    assert_eq!(run.trail, route, "the trail is the way walked");
}

#[test]
fn a_hex_maze_is_won_by_the_six_keys() {
    let mut app = shaped("shaped-hex", Shape::Hex { width: 15, height: 11 }, None);
    win_by_keys(&mut app);
}

#[test]
fn a_hexagon_is_won_by_the_six_keys() {
    let mut app = shaped("shaped-hexagon", Shape::Hexagon { radius: 6 }, None);
    win_by_keys(&mut app);
}

#[test]
fn a_polar_maze_is_won_by_out_in_and_around() {
    let mut app = shaped("shaped-polar", Shape::Polar { rings: 9 }, None);
    win_by_keys(&mut app);
}

#[test]
fn a_triangle_maze_is_won_by_the_arrows() {
    let mut app = shaped("shaped-triangle", Shape::Triangle { width: 19, height: 9 }, None);
    win_by_keys(&mut app);
}

#[test]
fn walls_stop_the_mouse_and_h_shows_the_route() {
    let mut app = shaped("shaped-walls", Shape::Hex { width: 9, height: 7 }, None);
    let run = game(&app).run;
    let closed = (0..6).find(|&s| run.open_slot(Way::Slot(s)).is_none()).unwrap();
    tap(&mut app, key_for(&run, closed));
    let after = game(&app).run;
    assert_eq!((after.mouse, after.moves, after.bumps), (run.start, 0, 1), "a wall stops it");
    assert!(!game(&app).show_route);
    tap(&mut app, KeyCode::KeyH);
    assert!(game(&app).show_route, "H shows the route");
    // Esc pauses; the pause menu's third choice goes back.
    tap(&mut app, KeyCode::Escape);
    idle(&mut app);
    assert_eq!(screen(&app), Screen::Shaped, "Esc pauses");
    taps(&mut app, &[KeyCode::ArrowDown, KeyCode::ArrowDown, KeyCode::Enter]);
    idle(&mut app);
    assert_eq!((screen(&app), menu(&app)), (Screen::Title, Some(Menu::Main)), "Back to the title");
}

#[test]
fn a_fast_rival_gets_there_first() {
    let mut app = shaped("shaped-rival", Shape::Polar { rings: 6 }, Some(40.0));
    for _ in 0..20 {
        idle(&mut app);
    }
    assert_eq!(game(&app).run.ticks, 0, "the race starts with the first step");
    let run = game(&app).run;
    let slot = run.maze.graph().slot_of(run.mouse, run.route()[1]).unwrap();
    tap(&mut app, key_for(&run, slot));
    for _ in 0..2000 {
        if game(&app).run.outcome.is_some() {
            break;
        }
        idle(&mut app);
    }
    let run = game(&app).run;
    assert_eq!(run.outcome, Some(Outcome::Lost));
    assert_eq!(run.rival.unwrap().cell(), run.goal);
    // R plays the same maze again, from the start.
    tap(&mut app, KeyCode::KeyR);
    let again = game(&app).run;
    assert_eq!((again.outcome, again.mouse, again.maze), (None, again.start, run.maze));
}
