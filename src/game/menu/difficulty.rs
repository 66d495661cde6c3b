//! Choosing a difficulty: Easy, Normal, Hard or Expert, each with what it means and the
//! best time so far. Choosing one starts a fresh maze of that preset.

use bevy::prelude::*;

use super::super::Screen;
use super::super::art::GameArt;
use super::super::progress::{Progress, Saver};
use super::super::run::{NextRun, RunConfig, RunKind};
use super::super::ui::{clock, label};
use super::{Activate, menu, spawn_item, spawn_page};
use crate::maze::difficulty::Difficulty;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Difficulty), spawn_difficulty_menu);
}

/// One line about a difficulty: size, loops and rival.
pub fn describe(difficulty: Difficulty) -> String {
    let p = difficulty.preset();
    let loops = if p.braid > 0.0 { format!(", {:.0}% loops", p.braid * 100.0) } else { String::new() };
    format!("{}x{}{loops}, {} rival at {:.0}% speed", p.width, p.height, p.rival, p.rival_speed * 100.0)
}

fn spawn_difficulty_menu(mut commands: Commands, progress: Res<Progress>) {
    let list = commands.spawn(menu()).id();
    for (i, difficulty) in Difficulty::ALL.into_iter().enumerate() {
        let best = progress
            .best(&RunKind::Preset(difficulty).key())
            .map_or(String::new(), |t| format!("   best {}", clock(t)));
        spawn_item(&mut commands, list, i, format!("{difficulty:<7} {}{best}", describe(difficulty))).observe(
            move |_: On<Activate>,
                  mut config: ResMut<RunConfig>,
                  mut next: ResMut<NextRun>,
                  mut progress: ResMut<Progress>,
                  mut saver: Saver,
                  mut screen: ResMut<NextState<Screen>>| {
                *config = RunConfig::preset(difficulty, config.seed);
                *next = NextRun::NewSeed;
                progress.last_difficulty = difficulty;
                saver.save(&progress);
                screen.set(Screen::Loading);
            },
        );
    }
    let last = Difficulty::ALL.iter().position(|d| *d == progress.last_difficulty).unwrap_or(1);
    commands.entity(list).insert(super::Menu { selected: last, rows: None });
    let hint = commands.spawn(label("Up/Down choose   Enter play   Esc back", 20.0, GameArt::DIM_TEXT)).id();
    spawn_page(&mut commands, Screen::Difficulty, "Choose a difficulty", list, &[hint]);
}
