//! A newcomer's first ten minutes (issue 23's defects): a game from the command line is its
//! own kind of run, the daily maze's N and loss, a level won from the command line opens and
//! offers the next one, times that add up, and levels named after doors have doors.

use bevy::prelude::*;
use mousemaze::content::daily::Date;
use mousemaze::content::level::catalog::campaign as campaign_levels;
use mousemaze::content::maze_key::MazeKey;
use mousemaze::game::level_play::{Entry, campaign, level_config};
use mousemaze::game::run::CommandLineGame;
use mousemaze::game::screens::levels::LevelsDir;
use mousemaze::game::screens::title::daily_line;
use mousemaze::game::{CurrentRun, PlayerProgress, RunConfig, RunKind, Screen};
use mousemaze::rules::rivals::RivalKind;

use super::harness::{game, idle, run_the_route, screen, tap};
use mousemaze::game::screens::results::next_keys;

fn progress(app: &App) -> PlayerProgress {
    app.world().resource::<PlayerProgress>().clone()
}

#[test]
fn a_command_line_game_is_its_own_kind_of_run_and_its_kept_run_replays() {
    let options = CommandLineGame {
        width: Some(6),
        height: Some(4),
        seed: 3,
        rival: Some(RivalKind::None),
        ..Default::default()
    };
    let config = RunConfig::command_line(&options);
    assert_eq!(config.kind, RunKind::Free);
    let mut app = game(config);
    run_the_route(&mut app);
    assert_eq!(screen(&app), Screen::Won);
    let saved = progress(&app);
    assert_eq!(saved.best("preset:Normal"), None, "not the Normal preset's best");
    let (key, kept) = saved.kept_runs.iter().next().expect("its run is kept");
    assert!(!key.starts_with("preset:") && !kept.what.contains("Normal"), "{key}: {}", kept.what);
    let board = MazeKey::parse(key, kept.recipe).unwrap().board(None).unwrap();
    assert_eq!(board, app.world().resource::<CurrentRun>().board, "replay finds the same maze");
    assert!(kept.run_on(&board).is_ok());
    // Only a preset's own maze is the preset.
    let plain = RunConfig::command_line(&CommandLineGame { seed: 3, ..Default::default() });
    assert_eq!(plain.kind, RunKind::Preset(Default::default()));
}

#[test]
fn n_on_the_daily_maze_is_not_the_daily_and_a_loss_is_shown_on_the_title() {
    let today: Date = "2026-11-23".parse().unwrap();
    let mut app = game(RunConfig::daily(today));
    let settings = progress(&app).settings.clone();
    tap(&mut app, mousemaze::game::keys::key_code(settings.key(mousemaze::save::Action::NewMaze)));
    for _ in 0..3 {
        idle(&mut app);
    }
    let config = app.world().resource::<RunConfig>().clone();
    assert_eq!(config.kind, RunKind::Free, "a new maze after the daily is not today's");
    assert_ne!(config.recipe, RunConfig::daily(today).recipe);
    run_the_route(&mut app);
    assert!(!progress(&app).daily_finished.contains("2026-11-23"), "it does not count as the day's");

    let mut app = game(RunConfig::daily(today));
    assert_eq!(daily_line(&progress(&app), today), "Daily maze 2026-11-23: not played yet");
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Lost);
    idle(&mut app);
    assert_eq!(daily_line(&progress(&app), today), "Daily maze 2026-11-23: lost today: try again");
}

#[test]
fn a_level_won_from_the_command_line_opens_and_a_won_level_offers_the_next() {
    let levels = campaign_levels();
    // `play --level 19` plays it unlocked; winning it must keep it open in the menu.
    let entry = Entry { listed: levels[18].clone(), unlocked: true };
    let mut app = game(level_config(18, &entry).unwrap());
    run_the_route(&mut app);
    assert_eq!(screen(&app), Screen::Won);
    let entries = campaign(&LevelsDir(None), &progress(&app));
    assert!(entries[18].unlocked, "a finished level is always open");
    assert!(entries[19].unlocked && !entries[17].unlocked);
    let config = app.world().resource::<RunConfig>().clone();
    let keys = next_keys(&config, &progress(&app).settings, true);
    assert_eq!(keys, "R  same level    N  next level    Esc  levels");
    let mut rebound = progress(&app).settings.clone();
    rebound.bind(mousemaze::save::Action::NewMaze, mousemaze::save::Key::from_char('j').unwrap());
    assert_eq!(
        next_keys(&config, &rebound, true),
        "R  same level    J  next level    Esc  levels",
        "the keys read the bindings"
    );
    tap(&mut app, KeyCode::KeyN);
    for _ in 0..3 {
        idle(&mut app);
    }
    assert_eq!(screen(&app), Screen::Playing);
    let kind = app.world().resource::<RunConfig>().kind.clone();
    assert!(matches!(&kind, RunKind::Level(l) if l.index == 19), "{kind:?}");
    // Back on the list after a win, the level after it is the one selected.
    run_the_route(&mut app);
    tap(&mut app, KeyCode::Escape);
    idle(&mut app);
    assert_eq!(super::harness::menu(&app), Some(mousemaze::game::Menu::Levels));
    let mut menus = app.world_mut().query::<&mousemaze::game::MenuList>();
    let selected: Vec<usize> = menus.iter(app.world()).map(|m| m.selected).collect();
    assert_eq!(selected, [20], "level 21 selected");
}

#[test]
fn shown_times_add_up() {
    // A run of 247 ticks is 1.90 s, one of 313 is 2.41 s (2.4077, rounded): the ghost line
    // says 0.51 s.
    assert_eq!(mousemaze::rules::clock(247), "0:01.90");
    assert_eq!(mousemaze::rules::clock(313), "0:02.41");
    let delta = mousemaze::rules::hundredths(313.0) as i64 - mousemaze::rules::hundredths(247.0) as i64;
    assert_eq!(delta, 51);
    assert_eq!(mousemaze::game::screens::results::ghost_line(-delta), "You beat your ghost by 0.51 s");
    let best = 247.0 / mousemaze::rules::TICKS_PER_SECOND as f32;
    assert_eq!(mousemaze::rules::clock(mousemaze::rules::ticks_in(best)), "0:01.90", "a saved best reads as shown");
}

#[test]
fn levels_named_after_doors_have_doors() {
    for listed in campaign_levels() {
        let level = listed.level.unwrap();
        if level.name.to_lowercase().contains("door") {
            assert!(!level.build().unwrap().board.doors.is_empty(), "{} has no doors", level.name);
        }
    }
}

/// Expert's first game: the board goes dark, so the fog is explained first; the doors when
/// the first door comes into view; a second game says nothing.
#[test]
fn the_fog_is_explained_first_then_doors_at_the_first_door_seen() {
    use mousemaze::content::difficulty::Difficulty;
    use mousemaze::game::hints::Hint;
    use mousemaze::rules::RouteKeys;
    let hint = |app: &App| app.world().resource::<Hint>().clone();
    let mut app = game(RunConfig::preset(Difficulty::Expert, 3));
    let first = hint(&app);
    assert_eq!(first.said.len(), 1, "the fog alone at the start: {:?}", first.said);
    assert!(first.said[0].starts_with("Fog of war") && first.said[0].ends_with(" H still reveals the route."));
    assert!(progress(&app).hints_shown.contains("fog") && !progress(&app).hints_shown.contains("doors"));
    let run = app.world().resource::<CurrentRun>().clone();
    assert!(!run.board.doors.is_empty() && !(0..run.board.doors.len()).any(|d| run.shows_door(d)), "doors unseen");
    // Along the route until a door comes into view: then the doors are explained.
    let keys = RouteKeys::fastest(&run);
    let mut frames = 0;
    while hint(&app).said.len() == 1 && screen(&app) == Screen::Playing {
        let input = keys.input(&app.world().resource::<CurrentRun>().0);
        super::harness::play_input(&mut app, input);
        frames += 1;
        assert!(frames < 10_000);
    }
    let run = app.world().resource::<CurrentRun>().clone();
    assert!((0..run.board.doors.len()).any(|d| run.shows_door(d)), "a door is in view");
    assert!(hint(&app).latest().unwrap().starts_with("Doors open and shut"), "{:?}", hint(&app).said);
    assert!(progress(&app).hints_shown.contains("doors"));
    app.world_mut().trigger(mousemaze::game::StartRun::again(RunConfig::preset(Difficulty::Expert, 3)));
    for _ in 0..3 {
        idle(&mut app);
    }
    assert!(hint(&app).said.is_empty(), "said once: {:?}", hint(&app).said);
}
