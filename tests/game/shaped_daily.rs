//! The daily maze of a Sunday, of another shape, from the title as a player starts it:
//! played on the shapes' screen, won by keys, counted in the streak with its line to share,
//! and its winning run raced as a ghost when it is played again.

use bevy::prelude::KeyCode;
use mousemaze::content::daily::{Daily, Date};
use mousemaze::game::shaped::ShapedConfig;
use mousemaze::game::{PlayerProgress, Screen};
use mousemaze::rules::Outcome;

use super::harness::{idle, screen, tap, taps, title_on_day};
use super::menus::all_text;
use super::shapes::{game, win_by_keys};

use KeyCode::{ArrowDown as Down, Enter, KeyR};

#[test]
fn a_sundays_daily_maze_is_of_another_shape_counted_and_raced_again_as_its_ghost() {
    let sunday: Date = "2026-11-29".parse().unwrap();
    let mut app = title_on_day("shaped-daily", "2026-11-29");
    let text = all_text(&mut app);
    assert!(text.contains("Daily maze 2026-11-29 (circle): not played yet"), "{text}");
    taps(&mut app, &[Down, Down, Down, Down, Down, Down, Enter]);
    for _ in 0..3 {
        idle(&mut app);
    }
    assert_eq!(screen(&app), Screen::Shaped, "a Sunday's daily maze is played on the shapes' screen");
    let config = app.world().resource::<ShapedConfig>().clone();
    assert_eq!((config.daily, Some(config.recipe)), (Some(sunday), Daily::of(sunday).shaped));
    assert!(config.title.contains("(circle)"), "{}", config.title);
    assert!(game(&app).run.ghost.is_none(), "no best run yet");

    win_by_keys(&mut app);
    idle(&mut app);
    let progress = app.world().resource::<PlayerProgress>().clone();
    assert_eq!(progress.daily_streak(sunday), 1, "a Sunday counts in the streak");
    let share = game(&app).record.and_then(|record| record.share).expect("a line to share");
    let text = super::menus::all_text(&mut app);
    let lines = [
        "You found the cheese!",
        "Route 100% optimal",
        "Found without help",
        share.as_str(),
        "R  same maze    Space  paths    Esc  title",
    ];
    assert!(lines.iter().all(|line| text.contains(line)), "the result panel: {text}");
    assert!(
        share.starts_with("mousemaze daily 2026-11-29 (circle): ") && share.ends_with("no help, streak 1"),
        "{share}"
    );

    // Again: the winning run races as the ghost, tick for tick beside the same keys.
    tap(&mut app, KeyR);
    idle(&mut app);
    let again = game(&app).run;
    assert_eq!((again.tick, again.outcome), (0, None), "a new race");
    let ghost = again.ghost.expect("the kept run races as the ghost");
    assert_eq!(ghost.mouse.cell, again.board.start);
    win_by_keys(&mut app);
    let run = game(&app).run;
    assert_eq!(run.outcome, Some(Outcome::Won));
    let ghost = run.ghost.expect("still racing");
    assert_eq!(ghost.mouse.cell, run.board.goal, "the ghost reached the cheese as the player did");
}
