//! The results, shown over the board when a run ends: the time, the moves, how close the
//! route came to the shortest, and the seed; with R, N and Esc to go on.

use bevy::prelude::*;

use super::super::Screen;
use super::super::art::GameArt;
use super::super::run::{CurrentMaze, RunConfig, RunStats};
use super::super::ui::{centered_column, clock, label, panel};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Won), spawn_won);
}

/// The lines of the Won panel, for the screen and for tests.
pub fn won_lines(stats: &RunStats, current: &CurrentMaze, config: &RunConfig) -> Vec<String> {
    vec![
        format!("Time {}", clock(stats.elapsed)),
        format!("Moves {}   (shortest {})", stats.moves, current.shortest_moves),
        format!("Route {:.0}% optimal", stats.optimality(current.shortest_moves)),
        format!("Seed {}", config.seed),
    ]
}

fn spawn_won(mut commands: Commands, stats: Res<RunStats>, current: Res<CurrentMaze>, config: Res<RunConfig>) {
    let lines = won_lines(&stats, &current, &config);
    let panel = commands
        .spawn((panel(), children![label("You found the cheese!", 44.0, GameArt::ACCENT)]))
        .with_children(|panel| {
            for line in lines {
                panel.spawn(label(line, 26.0, GameArt::TEXT));
            }
            panel.spawn(label("R  same maze    N  new maze    Esc  title", 20.0, GameArt::DIM_TEXT));
        })
        .id();
    commands.spawn((Name::new("Won screen"), centered_column(0.0), DespawnOnExit(Screen::Won))).add_child(panel);
}
