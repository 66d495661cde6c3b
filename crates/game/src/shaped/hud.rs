//! The shapes' screen's words: the game's one HUD (`crate::hud`: the clock and moves, what is
//! played with its shortest way and par, the steering help as the key bar), and once the race
//! is over the game's one result panel (`crate::results_panel`: the time and best, par, moves,
//! the route's optimality, the ghost, help, a race of two's players, a day's line to share).

use bevy::prelude::*;

use super::{ShapedConfig, ShapedGame, controls};
use crate::Screen;
use crate::art::GameArt;
use crate::maze::shape::Shape;
use crate::maze::shape::ShapedMaze;
use crate::palette::PaletteLook;
use crate::results_panel::{ResultFacts, duel_results, lost_lines, spawn_results};
use crate::rules::{Outcome, Run};
use crate::save::{Action, Settings};
use crate::saves::PlayerProgress;
use crate::trail::paths_legend;
use crate::ui::{clock, in_font};

/// Who beat the player: the bot (raced last, on its own timetable) if it arrived first,
/// else the rival.
fn winner(run: &Run<ShapedMaze>, config: &ShapedConfig) -> String {
    let first = run.rival_mice().iter().enumerate().filter_map(|(i, r)| Some((r.arrived?, i))).min();
    match (&config.bot, first) {
        (Some(script), Some((_, i))) if i + 1 == run.rival_mice().len() => format!("the bot {}", script.name),
        _ => format!("the {} rival", config.rival_kind),
    }
}

/// The result's panel over the board, once the race is over.
#[derive(Component)]
pub(super) struct ShapedResult;

/// The HUD's bars (what is played, and the steering help with M for the map when the maze is
/// `big`: the camera follows the mouse) and the verdict, tagged `board` (gone when the board
/// is redrawn).
pub(super) fn spawn_hud(
    commands: &mut Commands,
    (config, run, settings): (&ShapedConfig, &Run<ShapedMaze>, &Settings),
    big: bool,
    board: impl Component + Clone,
) {
    let shape = run.board.maze.graph().shape();
    let mut about = format!("{}   shortest {}", shown_title(config), run.shortest_moves);
    if let Some(level) = &config.level {
        about += &format!("   par {}", clock(level.par_seconds));
    }
    // A level and a day keep their maze (N plays the next level once it is won), and so does
    // a drawn one (a test play): no new maze to make. Two on a circle have no room for it.
    let keeps_maze = config.level.is_some() || config.daily.is_some() || config.drawn.is_some();
    let crowded = config.players > 1 && matches!(shape, Shape::Polar { .. });
    let searcher = run.rival_mice().iter().filter_map(|rival| rival.plan()).any(|plan| plan.kind.searches());
    let k = |action: Action| settings.key(action).label();
    let keys = [
        (true, format!("{} route", k(Action::Route))),
        (true, format!("{} again", k(Action::Restart))),
        (!keeps_maze && !crowded, format!("{} new", k(Action::NewMaze))),
        (big, format!("{} map", k(Action::Map))),
        (searcher, format!("{} thoughts", k(Action::Thoughts))),
        (true, "Esc pause".to_string()),
        (run.ghost.is_some(), format!("{} ghost", k(Action::Ghost))),
    ];
    let mut keys: Vec<String> = keys.into_iter().filter_map(|(shown, key)| shown.then_some(key)).collect();
    let steering = controls::steering(shape, config.players, settings);
    // + and - zoom but on a circle (where they steer); said where the line has room.
    let length = steering.chars().count() + keys.iter().map(|key| key.len() + 2).sum::<usize>();
    if !matches!(shape, Shape::Polar { .. }) && length + 10 <= HELP_ROOM {
        let esc = keys.iter().position(|key| key == "Esc pause").unwrap_or(keys.len());
        keys.insert(esc, "+/- zoom".into());
    }
    let help = format!("{steering}   {}", keys.join("  "));
    crate::hud::spawn_bars(commands, about, help, (board, DespawnOnExit(Screen::Shaped)));
}

/// The most characters the help line holds across a 1280-pixel window.
const HELP_ROOM: usize = 126;

/// The title in the game's font (its `×` as an `x`).
fn shown_title(config: &ShapedConfig) -> String {
    in_font(&config.title.replace('×', "x")).into_owned()
}

/// The result's panel, as the square game's Won and Lost screens show it, once the race is
/// over and saved; gone when the race starts again.
pub(super) fn show_result(
    mut commands: Commands,
    (game, config): (Res<ShapedGame>, Res<ShapedConfig>),
    progress: Res<PlayerProgress>,
    shown: Query<Entity, With<ShapedResult>>,
) {
    let run = &game.run;
    let Some(outcome) = run.outcome.filter(|_| game.saved) else {
        for entity in &shown {
            commands.entity(entity).despawn();
        }
        return;
    };
    if !shown.is_empty() {
        return;
    }
    let seed = (config.level.is_none() && config.daily.is_none()).then_some(config.recipe.seed);
    let (headline, colour, lines) = if outcome == Outcome::Won {
        let record = game.record.clone().unwrap_or_default();
        let par = config.level.as_ref().map(|level| level.par_seconds);
        let facts = ResultFacts { par, routes: run.routes_shown[0], seed, ..ResultFacts::of(&record) };
        if let Some(share) = &record.share {
            println!("{share}");
        }
        ("You found the cheese!", GameArt::ACCENT, facts.won_lines(run))
    } else {
        let reveal = if game.show_route {
            "shown in ".to_string() + progress.settings.palette.colours().route_word
        } else {
            "H reveals it".into()
        };
        ("Too slow!", GameArt::WARNING, lost_lines(run, &winner(run, &config), &reveal, seed))
    };
    let (headline, mut lines) = duel_results(run).unwrap_or((headline.to_string(), lines));
    if outcome == Outcome::Won {
        // The paths are drawn beside the shortest on the board (`route::won_layers`).
        lines.push(paths_legend(run, &progress.settings.palette.colours()));
    }
    let keys = match (&config.level, config.daily) {
        (Some(_), _) if outcome == Outcome::Won => "N  next level    R  again    Esc  levels",
        (Some(_), _) => "R  again    Esc  levels",
        (None, Some(_)) => "R  same maze    Esc  title",
        (None, None) if config.is_test_play() => "R  again    Esc  the editor",
        (None, None) => "R  same maze    N  new maze    Esc  back",
    };
    // A won race's paths are drawn under the panel, which Space hides.
    let keys = if outcome == Outcome::Won { keys.replacen("Esc", "Space  paths    Esc", 1) } else { keys.into() };
    let tag = (ShapedResult, DespawnOnExit(Screen::Shaped));
    spawn_results(&mut commands, &headline, colour, (lines, keys), tag);
}

/// Space (or a gamepad's X) hides and shows a won race's panel, to see the paths under it, as
/// on the square game's Won screen.
pub(super) fn look_at_the_paths(
    actions: Res<crate::input::Actions>,
    game: Res<ShapedGame>,
    mut panel: Query<&mut Visibility, With<ShapedResult>>,
) {
    if actions.just(crate::input::Act::LookAtPaths) && game.run.outcome == Some(Outcome::Won) {
        for mut visibility in &mut panel {
            let hidden = *visibility == Visibility::Hidden;
            *visibility = if hidden { Visibility::Inherited } else { Visibility::Hidden };
        }
    }
}
