//! The ghost of the best run: a won run is kept with the progress; the same maze again has
//! its ghost, standing where the player stood at every tick; G hides it; and a kept run
//! replays itself to the same tick with no key pressed.

use bevy::prelude::*;
use mousemaze::game::ghost::GhostPiece;
use mousemaze::game::saves::LastRecord;
use mousemaze::game::{PlayerProgress, RunConfig, Screen};
use mousemaze::rules::RouteKeys;

use super::harness::{game, idle, normal, play_input, run, screen, step_until, tap};

#[test]
fn the_best_run_comes_back_as_a_ghost_that_replays_it_tick_for_tick() {
    let mut app = game(normal(5));
    assert!(run(&app).ghost.is_none(), "no ghost before a run is kept");
    let keys = RouteKeys::fastest(&run(&app));
    let mut won_at = 0;
    let ended = |app: &mut App| screen(app) != Screen::Playing;
    step_until(&mut app, 10_000, ended, |app| {
        let input = keys.input(&run(app));
        play_input(app, input);
        won_at = run(app).tick;
    });
    assert_eq!(screen(&app), Screen::Won);
    let kept = app.world().resource::<PlayerProgress>().kept_runs.get("preset:Normal:5").cloned().expect("kept");
    assert_eq!((kept.ticks, kept.what.as_str()), (won_at, "Normal, seed 5"));

    // The same maze again: the ghost runs beside the player, tick for tick.
    tap(&mut app, KeyCode::KeyR);
    for _ in 0..3 {
        idle(&mut app);
    }
    assert_eq!(screen(&app), Screen::Playing);
    assert!(run(&app).ghost.is_some(), "the kept run is raced");
    assert_eq!(app.world_mut().query::<&GhostPiece>().iter(app.world()).count(), 1);
    let mut ticks_checked = 0;
    while screen(&app) == Screen::Playing {
        let input = keys.input(&run(&app));
        play_input(&mut app, input);
        let now = run(&app);
        assert_eq!(now.ghost.as_ref().unwrap().mouse, now.player().mouse, "tick {}", now.tick);
        ticks_checked += 1;
    }
    assert!(ticks_checked as u64 >= won_at);
    assert_eq!(app.world().resource::<LastRecord>().ghost_delta, Some(0), "a dead heat");

    // G hides it, and the choice is saved.
    tap(&mut app, KeyCode::KeyR);
    for _ in 0..3 {
        idle(&mut app);
    }
    tap(&mut app, KeyCode::KeyG);
    assert!(!app.world().resource::<PlayerProgress>().seeing.ghost);
    let hidden = app.world_mut().query_filtered::<&Visibility, With<GhostPiece>>().single(app.world()).copied();
    assert_eq!(hidden.unwrap(), Visibility::Hidden);
}

#[test]
fn a_kept_run_replays_itself_to_the_same_tick() {
    let today = "2026-11-30".parse().unwrap();
    for config in [normal(8), RunConfig::daily(today)] {
        let mut app = game(config.clone());
        super::harness::run_the_route(&mut app);
        let won_at = run(&app).tick;
        let progress = app.world().resource::<PlayerProgress>().clone();
        let replay = progress.ghost_of(&config.maze_key(), &run(&app).board).unwrap();
        let mut replayed = game(RunConfig { replay: Some(replay), ..config.clone() });
        let mut frames = 0;
        while screen(&replayed) == Screen::Playing && frames < 10_000 {
            idle(&mut replayed);
            frames += 1;
        }
        let what = config.what();
        assert_eq!((screen(&replayed), run(&replayed).tick), (Screen::Won, won_at), "{what}: no key pressed");
    }
}
