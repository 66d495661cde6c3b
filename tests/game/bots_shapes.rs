//! Bots on shapes from the Bots menu: the maze row's shapes (hexagons, a big hexagon,
//! triangles, a circle) open the watch screen on that maze: the bot's run replayed
//! instruction by instruction, stepped by line, to the cheese; P then races it on the
//! shapes' screen, where, after one move, left alone, it reaches the cheese first. A bot
//! written for the contest cannot run there, and the menu says why.

use mousemaze::game::shaped::ShapedConfig;
use mousemaze::game::shaped::controls::key_for;
use mousemaze::game::watch::{BotChoice, BotReplay};
use mousemaze::game::{Menu, Screen};
use mousemaze::maze::shape::Shape;
use mousemaze::rules::{Ground, Outcome, RouteKeys};

use super::harness::{idle, idle_until, menu, screen, tap, taps, title};
use super::menus::all_text;
use super::shapes::game;

use bevy::prelude::KeyCode::{ArrowDown as Down, ArrowRight as Right, ArrowUp as Up, Enter, KeyP, KeyS, Space};

#[test]
fn a_bundled_bot_is_watched_on_hexagons_then_races_you_there() {
    let mut app = title("bots-on-hexagons");
    taps(&mut app, &[Down, Down, Down, Enter]);
    assert_eq!(menu(&app), Some(Menu::Bots));
    // From the first bot to the maze row, then past the difficulties, Custom and the contest.
    taps(&mut app, &[Up, Up, Up, Right, Right, Right, Right, Right]);
    assert!(all_text(&mut app).contains("Maze: < A 15x11 hex maze >"), "{}", all_text(&mut app));
    taps(&mut app, &[Down, Down, Down, Down, Enter]); // floodfill: the contest's
    assert_eq!(menu(&app), Some(Menu::Bots), "no run for a contest bot");
    assert!(all_text(&mut app).contains("floodfill.rhai is written for the micromouse contest, on squares only"));
    // A contest asked for on the run row is refused there too, and not turned into a race.
    taps(&mut app, &[Up, Up, Right, Down, Down, Down, Down, Enter]); // the run row, then tremaux
    assert_eq!(menu(&app), Some(Menu::Bots), "no contest on hexagons");
    assert!(all_text(&mut app).contains("a micromouse contest runs on squares only"), "{}", all_text(&mut app));
    taps(&mut app, &[Up, Up, Up, Up, Right, Down, Down]); // a race again, back on floodfill
    taps(&mut app, &[Down, Down, Enter]); // tremaux
    idle(&mut app);
    assert_eq!(screen(&app), Screen::BotRun);
    let ran = idle_until(&mut app, 2_000, |app| !replay(app).running());
    assert!(ran, "the bot's run ends off the frame");
    let board = replay(&app).shaped.clone().expect("a maze of hexagons");
    assert_eq!(board.maze().graph().shape(), Shape::Hex { width: 15, height: 11 });
    let trace =
        replay(&app).outcome.as_ref().ok().and_then(|t| t.shaped()).cloned().expect("the bot's run on hexagons");
    assert!(trace.solved(), "Trémaux solves hexagons: {:?}", trace.reason());
    assert_eq!(trace.steps.last().map(|s| s.cell), Some(board.ends().1), "its last step is on the cheese");
    // Stepped by line: the replay stands on a line of the script, recorded on hexagons too.
    taps(&mut app, &[KeyS, KeyS]);
    assert!(replay(&app).paused, "stepping pauses");
    assert!(replay(&app).current_line().is_some_and(|l| l > 0), "a line of the script is lit");
    let named = app.world().resource::<BotChoice>().maze_name();
    assert!(named.starts_with("A 15x11 hex maze, seed"), "the panel names the maze: {named}");
    // Faster, on, to the end.
    taps(&mut app, &[Up, Up, Up, Up, Up, Space]);
    let done = idle_until(&mut app, 3_000, |app| replay(app).finished());
    assert!(done, "the replay reaches the end");
    assert_eq!(replay(&app).shown, trace.steps.len(), "every instruction shown");
    tap(&mut app, KeyP);
    idle(&mut app);
    assert_eq!(screen(&app), Screen::Shaped, "P races it");
    assert_eq!(&game(&app).run.board.maze, board.maze(), "the maze watched");
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

fn replay(app: &bevy::app::App) -> &BotReplay {
    app.world().resource::<BotReplay>()
}

/// A shaped level of the campaign is on the Bots menu's maze row too: the bot runs on the
/// level's own maze, against its rival's time, and P races it there.
#[test]
fn a_bot_is_watched_on_a_shaped_level_of_the_campaign() {
    use mousemaze::content::level::Built;
    use mousemaze::content::level::catalog::campaign;
    let listed = campaign().into_iter().find(|l| l.id == "04b-honeycomb").expect("Honeycomb");
    let Ok(Built::Shaped(built)) = listed.level.as_ref().unwrap().build_any() else { panic!("a shaped level") };
    let mut app = title("bots-on-a-shaped-level");
    taps(&mut app, &[Down, Down, Down, Enter]);
    taps(&mut app, &[Up, Up, Up]);
    let mut presses = 0;
    while !all_text(&mut app).contains("Maze: < Level 5  Honeycomb >") {
        presses += 1;
        assert!(presses < 40, "the maze row offers Honeycomb: {}", all_text(&mut app));
        tap(&mut app, Right);
    }
    taps(&mut app, &[Down, Down, Down, Down, Down, Down, Down, Enter]); // wall-follower
    idle(&mut app);
    assert_eq!(screen(&app), Screen::BotRun);
    assert!(idle_until(&mut app, 2_000, |app| !replay(app).running()), "the bot's run ends");
    let replay_now = replay(&app);
    assert_eq!(replay_now.shaped.as_ref().map(|b| b.maze()), Some(&built.maze), "the level's own maze");
    assert_eq!(replay_now.rival_at, built.rival_ticks, "against the level's rival");
    let trace = replay_now.outcome.as_ref().ok().and_then(|t| t.shaped()).expect("a run on hexagons");
    assert!(trace.solved(), "the wall follower solves a perfect hexagon: {:?}", trace.reason());
    tap(&mut app, KeyP);
    idle(&mut app);
    assert_eq!(screen(&app), Screen::Shaped, "P races it");
    let config = app.world().resource::<ShapedConfig>().clone();
    assert_eq!(config.level.map(|l| l.id), Some("04b-honeycomb".to_string()));
    assert_eq!(config.bot.map(|s| s.name), Some("wall-follower.rhai".to_string()));
    assert_eq!(&game(&app).run.board.maze, &built.maze);
}
