//! Bots on shapes from the Bots menu: the maze row's shapes (hexagons, a big hexagon,
//! triangles, a circle) start a race on the shapes' screen where the chosen bot is the
//! rival; after one move, left alone, it reaches the cheese first. A bot written for the contest cannot race
//! there, and the menu says why.

use mousemaze::game::shaped::ShapedConfig;
use mousemaze::game::shaped::controls::key_for;
use mousemaze::game::{Menu, Screen};
use mousemaze::maze::shape::Shape;
use mousemaze::rules::{Ground, Outcome, RouteKeys};

use super::harness::{idle, idle_until, menu, screen, tap, taps, title};
use super::menus::all_text;
use super::shapes::game;

use bevy::prelude::KeyCode::{ArrowDown as Down, ArrowRight as Right, ArrowUp as Up, Enter};

#[test]
fn a_bundled_bot_races_you_on_hexagons_from_the_bots_menu() {
    let mut app = title("bots-on-hexagons");
    taps(&mut app, &[Down, Down, Down, Enter]);
    assert_eq!(menu(&app), Some(Menu::Bots));
    // From the first bot to the maze row, then past the difficulties, Custom and the contest.
    taps(&mut app, &[Up, Up, Up, Right, Right, Right, Right, Right]);
    assert!(all_text(&mut app).contains("Maze: < a 15x11 hex maze  the bot races you >"), "{}", all_text(&mut app));
    taps(&mut app, &[Down, Down, Down, Down, Enter]); // floodfill: the contest's
    assert_eq!(menu(&app), Some(Menu::Bots), "no race for a contest bot");
    assert!(all_text(&mut app).contains("floodfill.rhai is written for the micromouse contest, on squares only"));
    taps(&mut app, &[Down, Down, Enter]); // tremaux
    idle(&mut app);
    assert_eq!(screen(&app), Screen::Shaped);
    let config = app.world().resource::<ShapedConfig>().clone();
    assert_eq!(config.shape(), Shape::Hex { width: 15, height: 11 });
    assert_eq!(config.bot.as_ref().map(|s| s.name.as_str()), Some("tremaux.rhai"));
    assert!(config.title.starts_with("tremaux.rhai racing you on a 15×11 hex maze"), "{}", config.title);
    // The clock starts with the player's first move; then nothing: the bot gets there.
    let start = game(&app).run;
    let (at, route) = (start.board.start, RouteKeys::fastest(&start).route().to_vec());
    tap(&mut app, key_for(&start.board.maze, at, start.board.maze.way_to(at, route[1]).unwrap()));
    let over = idle_until(&mut app, 60_000, |app| game(app).run.outcome.is_some());
    assert!(over, "the bot's race ends");
    assert_eq!(game(&app).run.outcome, Some(Outcome::Lost), "left alone, the bot gets there first");
    idle(&mut app);
    let text = all_text(&mut app);
    assert!(text.contains("The bot tremaux.rhai got there first"), "{text}");
}
