//! The results, shown over the board when a run ends: Won (the time, the moves, how close
//! the route came to the shortest, how often it was revealed, and the seed) or Lost (the
//! rival got there first); with R, N and Esc to go on.

use bevy::prelude::*;

use crate::palette::PaletteLook;

use crate::EnterInOrder;

use super::levels::LevelsDir;
use crate::art::GameArt;
use crate::input::{Act, Actions};
use crate::level_play::next_level;
pub use crate::results_panel::ghost_line;
use crate::results_panel::{ResultFacts, ResultsScreen, duel_results, lost_lines, spawn_results};
use crate::route::Route;
use crate::run::{CurrentRun, RunConfig, RunKind};
use crate::save::{Action, Settings};
use crate::saves::{LastRecord, PlayerProgress};
use crate::{EnterSet, Menu, Place, PlaySet, Screen};

pub(super) fn plugin(app: &mut App) {
    app.on_enter(Screen::Won, EnterSet::Spawn, spawn_won)
        .on_enter(Screen::Lost, EnterSet::Spawn, spawn_lost)
        .add_systems(Update, look_at_the_paths.in_set(PlaySet::Keys).run_if(in_state(Screen::Won)));
}

/// Space hides and shows the results panel, to see the paths under it.
fn look_at_the_paths(actions: Res<Actions>, mut results: Query<&mut Visibility, With<ResultsScreen>>) {
    if !actions.just(Act::LookAtPaths) {
        return;
    }
    for mut visibility in &mut results {
        *visibility = match *visibility {
            Visibility::Hidden => Visibility::Inherited,
            _ => Visibility::Hidden,
        };
    }
}

/// The keys to go on, under a result, with the player's own keys: after a won level N plays
/// the next one, and Esc goes back where the run came from.
pub fn next_keys(config: &RunConfig, settings: &Settings, next_level: bool) -> String {
    let (r, n) = (settings.key(Action::Restart).label(), settings.key(Action::NewMaze).label());
    let back = match config.leads_back_to() {
        Place::Screen(Screen::Editor) => "editor",
        Place::Menu(Menu::Levels) => "levels",
        Place::Screen(Screen::BotRun) => "bot",
        _ => "title",
    };
    match &config.kind {
        RunKind::Level(_) if next_level => format!("{r}  same level    {n}  next level    Esc  {back}"),
        RunKind::Level(_) | RunKind::TestPlay(_) => format!("{r}  again    Esc  {back}"),
        _ => format!("{r}  same maze    {n}  new maze    Esc  {back}"),
    }
}

/// The lines of the Won panel, for the screen and for tests.
pub fn won_lines(run: &CurrentRun, config: &RunConfig, route: &Route, record: &LastRecord) -> Vec<String> {
    let par = match &config.kind {
        RunKind::Level(level) | RunKind::TestPlay(level) => level.par_seconds,
        _ => None,
    };
    let facts = ResultFacts { par, routes: route.times_shown, seed: seed_of(config), ..ResultFacts::of(record) };
    facts.won_lines(run)
}

/// The seed, for runs made from one (a level's maze is fixed).
fn seed_of(config: &RunConfig) -> Option<u64> {
    (!matches!(config.kind, RunKind::Level(_) | RunKind::TestPlay(_) | RunKind::Daily(_) | RunKind::MazeFile(_)))
        .then_some(config.recipe.seed)
}

fn spawn_won(
    mut commands: Commands,
    (run, config, route, record): (Res<CurrentRun>, Res<RunConfig>, Res<Route>, Res<LastRecord>),
    (progress, levels_dir): (Res<PlayerProgress>, Res<LevelsDir>),
) {
    let lines = won_lines(&run, &config, &route, &record);
    if let Some(share) = &record.share {
        println!("{share}");
    }
    let next = next_level(&config, &levels_dir, &progress).is_some();
    let keys = next_keys(&config, &progress.settings, next);
    let (headline, lines) = duel_results(&run).unwrap_or(("You found the cheese!".into(), lines));
    spawn_results(&mut commands, &headline, GameArt::ACCENT, (lines, keys), DespawnOnExit(Screen::Won));
}

fn spawn_lost(
    mut commands: Commands,
    run: Res<CurrentRun>,
    config: Res<RunConfig>,
    progress: Res<PlayerProgress>,
    route: Option<Res<crate::route::Route>>,
) {
    // The route on screen already: say where, not how to reveal it.
    let shown = route.is_some_and(|route| route.shown);
    let reveal = if shown {
        "shown in ".to_string() + progress.settings.palette.colours().route_word
    } else {
        "H reveals it".into()
    };
    let lines = lost_lines(&run, &format!("the {} rival", config.rival), &reveal, seed_of(&config));
    let keys = next_keys(&config, &progress.settings, false);
    // A race of two lost to the rival names both players.
    let (headline, lines) = duel_results(&run).unwrap_or(("Too slow!".into(), lines));
    spawn_results(&mut commands, &headline, GameArt::WARNING, (lines, keys), DespawnOnExit(Screen::Lost));
}
