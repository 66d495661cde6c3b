//! The results, shown over the board when a run ends: Won (the time, the moves, how close
//! the route came to the shortest, how often it was revealed, and the seed) or Lost (the
//! rival got there first); with R, N and Esc to go on.

use bevy::prelude::*;

use crate::palette::PaletteLook;

use super::super::EnterInOrder;

use super::super::art::GameArt;
use super::super::input::{Act, Actions};
use super::super::route::Route;
use super::super::run::{CurrentRun, RunConfig, RunKind};
use super::super::ui::{centered_column, clock, label, panel};
use super::super::{EnterSet, Menu, Place, PlaySet, Screen};
use super::levels::LevelsDir;
use crate::level_play::next_level;
use crate::save::{Action, Settings};
use crate::saves::{LastRecord, PlayerProgress};

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

/// Marks the results (Won or Lost) over the board.
#[derive(Component, Debug)]
pub struct ResultsScreen;

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
    let best = if record.new_best { "new best!".to_string() } else { format!("best {}", clock(record.best)) };
    let par = match &config.kind {
        RunKind::Level(level) | RunKind::TestPlay(level) => {
            level.par_seconds.map_or(String::new(), |p| format!("   par {}", clock(p)))
        }
        _ => String::new(),
    };
    let mut lines = vec![
        format!("Time {}   ({best}){par}", clock(run.elapsed_seconds())),
        format!("Moves {}   (shortest {})", run.player().moves, run.shortest_moves),
        format!("Route {:.0}% optimal", run.optimality()),
    ];
    lines.extend(record.ghost_delta.map(ghost_line));
    match route.times_shown {
        0 => lines.push("Found without help".into()),
        n => lines.push(format!("Route shown {n}x")),
    }
    lines.extend(seed_line(config));
    if let Some(share) = &record.share {
        lines.push(share.clone());
        lines.push("(printed to the terminal to copy and share)".into());
    }
    lines
}

/// How the run went against the ghost it raced, from the hundredths the two times show.
pub fn ghost_line(delta_hundredths: i64) -> String {
    let (d, sign) = (delta_hundredths.unsigned_abs(), delta_hundredths.signum());
    match sign {
        -1 => format!("You beat your ghost by {}.{:02} s", d / 100, d % 100),
        1 => format!("Your ghost was {}.{:02} s faster", d / 100, d % 100),
        _ => "A dead heat with your ghost".into(),
    }
}

/// The seed, for runs made from one (a level's maze is fixed).
fn seed_line(config: &RunConfig) -> Option<String> {
    (!matches!(config.kind, RunKind::Level(_) | RunKind::TestPlay(_) | RunKind::Daily(_) | RunKind::MazeFile(_)))
        .then(|| format!("Seed {}", config.recipe.seed))
}

/// Spawns a results panel: a headline, lines, and the keys to go on.
fn spawn_results(
    commands: &mut Commands,
    screen: Screen,
    headline: &str,
    color: Color,
    lines: Vec<String>,
    keys: String,
) {
    let panel = commands
        .spawn((panel(), children![label(headline, 44.0, color)]))
        .with_children(|panel| {
            for line in lines {
                panel.spawn(label(line, 26.0, GameArt::TEXT));
            }
            panel.spawn(label(keys, 20.0, GameArt::DIM_TEXT));
        })
        .id();
    commands
        .spawn((Name::new(format!("{screen:?} screen")), ResultsScreen, centered_column(0.0), DespawnOnExit(screen)))
        .add_child(panel);
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
    let (headline, lines) = crate::two_players::duel_results(&run).unwrap_or(("You found the cheese!".into(), lines));
    spawn_results(&mut commands, Screen::Won, &headline, GameArt::ACCENT, lines, keys);
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
    let mut lines = vec![
        format!("The {} rival got there first", config.rival),
        format!("Your time {}   Moves {}", clock(run.elapsed_seconds()), run.player().moves),
        format!("The shortest route is {} moves: {reveal}", run.shortest_moves),
    ];
    lines.extend(seed_line(&config));
    let keys = next_keys(&config, &progress.settings, false);
    // A race of two lost to the rival names both players.
    let (headline, lines) = crate::two_players::duel_results(&run).unwrap_or(("Too slow!".into(), lines));
    spawn_results(&mut commands, Screen::Lost, &headline, GameArt::WARNING, lines, keys);
}
