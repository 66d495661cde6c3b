//! The menus, driven by simulated keys: choosing a difficulty or setting up a custom game
//! reaches a run with those settings; the level select locks, unlocks and reports broken
//! files; progress survives a corrupt save file.

use std::path::PathBuf;

use bevy::prelude::{KeyCode, Text};
use mousemaze::content::difficulty::Difficulty;
use mousemaze::game::screens::levels::LevelsDir;
use mousemaze::game::{CurrentRun, Menu, PlayerProgress, ProgressFile, RunConfig, RunKind, Screen};
use mousemaze::maze::Algorithm;
use mousemaze::maze::rng::seed_from_text;
use mousemaze::save::SaveFile;

use super::harness::{idle, menu, run_the_route, scratch, screen, taps, title, type_text};

use KeyCode::{ArrowDown as Down, ArrowRight as Right, ArrowUp as Up, Enter, Escape};

fn config(app: &bevy::app::App) -> RunConfig {
    app.world().resource::<RunConfig>().clone()
}

/// Every text on screen, joined (to look for a message).
pub fn all_text(app: &mut bevy::app::App) -> String {
    let mut q = app.world_mut().query::<&Text>();
    q.iter(app.world()).map(|t| t.0.clone()).collect::<Vec<_>>().join("\n")
}

#[test]
fn choosing_a_difficulty_starts_that_preset() {
    let mut app = title("difficulty");
    taps(&mut app, &[Enter]); // Play
    assert_eq!(menu(&app), Some(Menu::Difficulty));
    taps(&mut app, &[Down, Enter]); // from Normal (the default) down to Hard
    idle(&mut app);
    assert_eq!(screen(&app), Screen::Playing);
    let config = config(&app);
    assert_eq!(config.kind, RunKind::Preset(Difficulty::Hard));
    assert_eq!((config.recipe.width, config.recipe.height), (31, 21));
    assert_eq!(app.world().resource::<PlayerProgress>().last_difficulty, Difficulty::Hard, "the choice is remembered");
}

#[test]
fn a_custom_game_takes_the_typed_settings_and_refuses_out_of_range_sizes() {
    let mut app = title("custom");
    taps(&mut app, &[Down, Enter]);
    assert_eq!(menu(&app), Some(Menu::Custom));
    // Width: clear "25" and type 999 (too wide), then try to start.
    type_text(&mut app, "\u{8}\u{8}999");
    taps(&mut app, &[Up, Enter]); // Up wraps round to Start
    assert_eq!(menu(&app), Some(Menu::Custom), "an out-of-range width is refused");
    assert!(all_text(&mut app).contains("Cannot start: width '999' is out of range: allowed 2..=200"));
    // Fix it: width 33, height 17 + 2, the next algorithm, seed "cheese".
    taps(&mut app, &[Down]); // Start → Width
    type_text(&mut app, "\u{8}\u{8}\u{8}33");
    assert!(!all_text(&mut app).contains("Cannot start"), "the refusal goes once the size is fixed");
    taps(&mut app, &[Down, Right, Right, Down, Right]);
    taps(&mut app, &[Down, Down, Right, Right, Right]); // Braid, Doors: 3
    taps(&mut app, &[Down, Down, Down]); // Rival, Rival speed, Seed
    type_text(&mut app, "cheese");
    taps(&mut app, &[Down, Right, Down, Down, Enter]); // Fog on, Shape (squares), Start
    idle(&mut app);
    assert_eq!(screen(&app), Screen::Playing);
    let config = config(&app);
    assert_eq!((config.recipe.width, config.recipe.height), (33, 19));
    assert_eq!(config.recipe.algorithm, Algorithm::ALL[1]);
    assert_eq!(config.recipe.seed, seed_from_text("cheese"));
    assert!(config.fog, "fog of war was switched on");
    assert_eq!(config.recipe.doors, mousemaze::maze::doors::DoorAmount::Count(3));
    assert_eq!(app.world().resource::<CurrentRun>().board.doors.len(), 3);
    let maze = &app.world().resource::<CurrentRun>().board.maze;
    assert_eq!((maze.width(), maze.height()), (33, 19));
}

/// A folder of the player's own levels holding `files`.
fn own_levels(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = scratch(&format!("levels-{name}"));
    for (file, text) in files {
        std::fs::write(dir.join(file), text).unwrap();
    }
    dir
}

#[test]
fn finishing_a_level_unlocks_the_next() {
    let mut app = title("unlock");
    app.insert_resource(LevelsDir(None));
    taps(&mut app, &[Down, Down, Enter]);
    assert_eq!(menu(&app), Some(Menu::Levels));
    taps(&mut app, &[Down, Enter]); // level 2 is locked
    assert_eq!(menu(&app), Some(Menu::Levels));
    assert!(all_text(&mut app).contains("Locked: finish level 1 first"));
    taps(&mut app, &[Up, Enter]);
    idle(&mut app);
    assert_eq!(screen(&app), Screen::Playing);
    assert!(matches!(&config(&app).kind, RunKind::Level(l) if l.id == "01-first-steps"));
    run_the_route(&mut app);
    assert_eq!(screen(&app), Screen::Won);
    assert!(app.world().resource::<PlayerProgress>().has_finished("01-first-steps"));
    taps(&mut app, &[Escape]);
    assert_eq!(menu(&app), Some(Menu::Levels), "Esc after a level goes back to the level list");
    taps(&mut app, &[Enter]); // level 1 won: the list shows the next, level 2, open now
    idle(&mut app);
    assert_eq!(screen(&app), Screen::Playing, "level 2 is open now");
    assert!(matches!(&config(&app).kind, RunKind::Level(l) if l.id == "02-little-garden"));
}

#[test]
fn a_broken_level_file_shows_its_error_and_the_menu_stays() {
    let broken = "(\n    name: \"Broken\",\n    maze: Generated(algorithm: \"backtracker\", width: \"wide\", height: 5, seed: 1),\n)\n";
    let mut app = title("broken");
    app.insert_resource(LevelsDir(Some(own_levels("broken", &[("01-broken.ron", broken)]))));
    taps(&mut app, &[Down, Down, Enter]);
    assert_eq!(menu(&app), Some(Menu::Levels));
    taps(&mut app, &[Up, Enter]); // up from level 1 wraps to the last entry: the player's file
    assert_eq!(menu(&app), Some(Menu::Levels), "no crash, no run: the menu stays");
    let text = all_text(&mut app);
    assert!(text.contains("01-broken.ron:3:") && text.contains("width"), "{text}");
}

#[test]
fn the_players_own_levels_follow_the_campaign_always_open_with_names_escaped() {
    let shipped = mousemaze::content::level::catalog::campaign();
    let (_, first) = (&shipped[0].id, shipped[0].level.as_ref().unwrap());
    let text =
        ron::to_string(&mousemaze::content::level::Level { name: "Mine\x1b[2J\r".into(), ..first.clone() }).unwrap();
    let dir = own_levels("own", &[("mine.ron", &text)]);
    let mut app = title("own");
    app.insert_resource(LevelsDir(Some(dir.clone())));
    taps(&mut app, &[Down, Down, Enter]);
    let listed = all_text(&mut app);
    assert!(
        listed.contains(&format!("{}  Mine\\u{{1b}}[2J\\r  (yours)   best -   new", shipped.len() + 1)),
        "{listed}"
    );
    assert!(!listed.contains('\x1b'), "{listed}");
    taps(&mut app, &[Up, Enter]); // nothing finished, yet the player's level plays
    idle(&mut app);
    assert_eq!(screen(&app), Screen::Playing);
    let id = format!("file:{}", dir.join("mine.ron").display());
    assert!(matches!(&config(&app).kind, RunKind::Level(l) if l.id == id), "{:?}", config(&app).kind);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_corrupt_save_file_is_left_alone_until_the_game_saves_then_kept_aside() {
    let dir = scratch("corrupt-save");
    let path = dir.join("progress.ron");
    std::fs::write(&path, "(best_times: {\"level:01\": ").unwrap();
    let mut app = bevy::app::App::new();
    app.add_plugins((bevy::prelude::MinimalPlugins, bevy::state::app::StatesPlugin))
        .init_resource::<bevy::prelude::ButtonInput<KeyCode>>()
        .add_message::<bevy::input::keyboard::KeyboardInput>()
        .insert_resource(ProgressFile(SaveFile(Some(path.clone()))))
        .add_plugins(mousemaze::game::logic_plugin);
    app.update();
    assert_eq!(screen(&app), Screen::Title, "the game is up");
    assert_eq!(*app.world().resource::<PlayerProgress>(), PlayerProgress::default());
    assert!(path.exists() && !dir.join("progress.ron.bak").exists(), "starting moves nothing");
    let progress = app.world().resource::<PlayerProgress>().0.clone();
    app.world().resource::<ProgressFile>().save(&progress).unwrap();
    assert_eq!(std::fs::read_to_string(dir.join("progress.ron.bak")).unwrap(), "(best_times: {\"level:01\": ");
}

#[test]
fn play_refuses_sizes_the_game_cannot_play_with_the_allowed_range() {
    for args in [&["play", "-W", "16000", "-H", "16000"][..], &["play", "-H", "1"][..]] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_mousemaze")).args(args).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains("allowed 2..=200"), "{args:?}: {err}");
        let what = if args.contains(&"1") { "is too small" } else { "is too big" };
        assert!(err.contains(what), "{args:?}: {err}");
    }
}

/// Back on the title from a page, the cursor is on the entry that opened it; Quit asks once
/// (Up from Play wraps round to it) and quits on a second Enter.
#[test]
fn the_title_keeps_its_cursor_and_quit_asks_once() {
    use mousemaze::game::MenuList;
    use mousemaze::game::screens::title::QUIT_AGAIN;
    let mut app = title("title-cursor");
    let selected = |app: &mut bevy::app::App| {
        let mut lists = app.world_mut().query::<&MenuList>();
        lists.iter(app.world()).map(|list| list.selected).collect::<Vec<_>>()
    };
    taps(&mut app, &[Down, Down, Down, Down, Down, Down, Down, Enter]); // Settings
    assert_eq!(menu(&app), Some(Menu::Settings));
    taps(&mut app, &[Escape]);
    idle(&mut app);
    assert_eq!(menu(&app), Some(Menu::Main));
    assert_eq!(selected(&mut app), vec![7], "the cursor back on Settings");
    taps(&mut app, &[Down, Enter]); // Quit, once
    idle(&mut app);
    assert!(app.should_exit().is_none(), "one Enter on Quit only asks");
    assert!(all_text(&mut app).contains(QUIT_AGAIN));
    taps(&mut app, &[Enter]);
    assert!(app.should_exit().is_some(), "the second Enter quits");
}

#[test]
fn every_text_shown_keeps_to_the_fonts_letters() {
    // The bot screen's "Running the program…" showed an empty box for the ellipsis: whatever
    // sets a text, it is put in the font's letters before it is drawn.
    let mut app = title("font-letters");
    let ui = app.world_mut().spawn(Text::new("Running the program…")).id();
    let board = app.world_mut().spawn(bevy::prelude::Text2d::new("Trémaux’s marks")).id();
    idle(&mut app);
    assert_eq!(app.world().get::<Text>(ui).unwrap().0, "Running the program...");
    assert_eq!(app.world().get::<bevy::prelude::Text2d>(board).unwrap().0, "Tremaux's marks");
    assert!(all_text(&mut app).is_ascii(), "every text on the title is in the font's letters");
}
