//! The Settings screen and the daily maze, driven by simulated keys: a rebound key moves the
//! mouse (and the old one no longer does), volumes step and are saved; the daily maze from
//! the title is today's, and a win counts in the streak and gives a line to share.

use bevy::prelude::KeyCode;
use mousemaze::content::daily::Date;
use mousemaze::game::keys::BoundKeys;
use mousemaze::game::saves::LastRecord;
use mousemaze::game::{Menu, PlayerProgress, ProgressFile, RunConfig, RunKind, Screen, StartRun};
use mousemaze::maze::Dir;
use mousemaze::save::{Action, Palette};

use super::harness::{idle, menu, normal, player, run_the_route, screen, tap, taps, title, title_on_day};
use super::menus::all_text;

use KeyCode::{ArrowDown as Down, ArrowRight as Right, Enter, Escape};

/// From the title to the Settings screen.
fn open_settings(app: &mut bevy::app::App) {
    taps(app, &[Down, Down, Down, Down, Down, Down, Down, Enter]);
    assert_eq!(menu(app), Some(Menu::Settings));
}

#[test]
fn a_rebound_key_moves_the_mouse_and_the_old_one_does_not() {
    let mut app = title("rebind");
    open_settings(&mut app);
    assert!(all_text(&mut app).contains("Down: S"), "{}", all_text(&mut app));
    // Music, Effects, Sound, Colours, Carve, Trail, Ghost, Junctions, Up, Right, then Down.
    taps(&mut app, &[Down; 10]);
    taps(&mut app, &[Enter]);
    assert!(all_text(&mut app).contains("Down: press a letter or digit"));
    taps(&mut app, &[KeyCode::KeyJ]);
    let progress = app.world().resource::<PlayerProgress>().clone();
    assert_eq!(progress.settings.code(Action::Down), KeyCode::KeyJ);
    assert!(all_text(&mut app).contains("Down: J"));
    let saved = app.world().resource::<ProgressFile>().load().0;
    assert_eq!(saved.settings.code(Action::Down), KeyCode::KeyJ, "saved at once");
    // A key already in use swaps: Left takes W, and Up (which had W) takes Left's A.
    taps(&mut app, &[Down, Enter, KeyCode::KeyW]);
    let settings = &app.world().resource::<PlayerProgress>().settings;
    assert_eq!((settings.code(Action::Left), settings.code(Action::Up)), (KeyCode::KeyW, KeyCode::KeyA), "swapped");
    taps(&mut app, &[Escape]);
    assert_eq!(screen(&app), Screen::Title);

    // Normal seed 5 starts south: S no longer moves the mouse, J does.
    app.world_mut().trigger(StartRun::again(normal(5)));
    for _ in 0..3 {
        idle(&mut app);
    }
    tap(&mut app, KeyCode::KeyS);
    idle(&mut app);
    assert_eq!(player(&app).heading, None, "S is free now");
    tap(&mut app, KeyCode::KeyJ);
    idle(&mut app);
    assert_eq!(player(&app).heading, Some(Dir::S), "J is down");
}

#[test]
fn volumes_step_and_wrap_and_the_palette_cycles() {
    let mut app = title("volumes");
    open_settings(&mut app);
    taps(&mut app, &[Right, Right]);
    taps(&mut app, &[Down, KeyCode::ArrowLeft, Down, Enter, Down, Enter]);
    let settings = app.world().resource::<PlayerProgress>().settings.clone();
    assert_eq!((settings.music, settings.effects, settings.mute), (80, 70, true));
    assert_eq!(settings.palette, Palette::ColourBlind);
    assert!(all_text(&mut app).contains("Colours: colour-blind safe"));
    assert_eq!(app.world().resource::<ProgressFile>().load().0.settings, settings, "saved");
}

#[test]
fn the_daily_maze_counts_in_the_streak_and_gives_a_line_to_share() {
    // A Monday: a square day (a Sunday's is of another shape: tests/game/shaped_daily.rs).
    let mut app = title_on_day("daily", "2026-11-30");
    let today: Date = "2026-11-30".parse().unwrap();
    assert!(all_text(&mut app).contains(&format!("Daily maze {today}: not played yet")));
    taps(&mut app, &[Down, Down, Down, Down, Down, Down, Enter]);
    for _ in 0..3 {
        idle(&mut app);
    }
    assert_eq!(screen(&app), Screen::Playing);
    let config = app.world().resource::<RunConfig>().clone();
    assert_eq!((config.kind.clone(), config.recipe), (RunKind::Daily(today), RunConfig::daily(today).recipe));
    run_the_route(&mut app);
    assert_eq!(screen(&app), Screen::Won, "the route beats the daily sprinter");
    let progress = app.world().resource::<PlayerProgress>().clone();
    assert_eq!(progress.daily_streak(today), 1);
    let share = app.world().resource::<LastRecord>().share.clone().unwrap();
    assert!(
        share.starts_with(&format!("mousemaze daily {today}: ")) && share.ends_with("no help, streak 1"),
        "{share}"
    );
    taps(&mut app, &[Escape]);
    assert!(all_text(&mut app).contains("streak 1 day"), "{}", all_text(&mut app));
}

#[test]
fn the_settings_list_says_when_more_rows_are_above_or_below() {
    use bevy::prelude::Visibility;
    use mousemaze::game::ScrollHint;
    let mut app = title("scroll-hints");
    open_settings(&mut app);
    let shown = |app: &mut bevy::app::App| {
        let mut q = app.world_mut().query::<(&ScrollHint, &Visibility)>();
        let mut hints: Vec<ScrollHint> =
            q.iter(app.world()).filter(|(_, v)| **v != Visibility::Hidden).map(|(h, _)| *h).collect();
        hints.sort_by_key(|h| *h as u8);
        hints
    };
    assert_eq!(shown(&mut app), [ScrollHint::Below], "at the top: more below only");
    taps(&mut app, &[Down; 9]);
    assert_eq!(shown(&mut app), [ScrollHint::Above, ScrollHint::Below], "in the middle: both");
    taps(&mut app, &[KeyCode::ArrowUp; 9]);
    assert_eq!(shown(&mut app), [ScrollHint::Below], "back at the top");
    taps(&mut app, &[KeyCode::ArrowUp]);
    assert_eq!(shown(&mut app), [ScrollHint::Above], "at the bottom (Up from the top wraps): more above only");
}

#[test]
fn the_junction_style_is_a_setting_and_the_mouse_then_stops_at_the_first_junction() {
    use mousemaze::game::CurrentRun;
    let mut app = title("junctions");
    open_settings(&mut app);
    taps(&mut app, &[Down; 7]);
    assert!(all_text(&mut app).contains("At junctions: run on"), "{}", all_text(&mut app));
    taps(&mut app, &[Enter]);
    assert!(all_text(&mut app).contains("At junctions: stop (hold a key to run on)"));
    assert!(app.world().resource::<ProgressFile>().load().0.settings.stop_at_junctions, "saved");
    taps(&mut app, &[Escape]);
    app.world_mut().trigger(StartRun::again(normal(5)));
    for _ in 0..3 {
        idle(&mut app);
    }
    assert!(app.world().resource::<CurrentRun>().steering().stop_at_junctions, "the run steers in that style");
    // Normal seed 5 starts south: one tap, and the mouse stands at the first junction it meets.
    tap(&mut app, KeyCode::ArrowDown);
    let mut frames = 0;
    while player(&app).heading.is_some() || frames == 0 {
        idle(&mut app);
        frames += 1;
        assert!(frames < 2000, "it stops");
    }
    let run = app.world().resource::<CurrentRun>().clone();
    assert!(run.board.maze.passages(player(&app).cell).count_ones() > 2, "at a junction, {frames} frames on");
}
