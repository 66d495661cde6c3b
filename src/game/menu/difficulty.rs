//! Choosing a difficulty: Easy, Normal, Hard or Expert, each with what it means and the
//! best time so far. Choosing one starts a fresh maze of that preset.

use bevy::prelude::*;

use super::super::Screen;
use super::super::art::GameArt;
use super::super::run::{RunConfig, RunKind, StartRun};
use super::super::ui::{clock, label};
use super::{Activate, menu, spawn_item, spawn_page};
use crate::content::difficulty::Difficulty;
use crate::game::saves::{PlayerProgress, Saver};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Difficulty), spawn_difficulty_menu);
}

/// One line about a difficulty: size, loops and rival.
pub fn describe(difficulty: Difficulty) -> String {
    let p = difficulty.preset();
    let m = p.maze;
    let loops = if m.braid > 0.0 { format!(", {:.0}% loops", m.braid * 100.0) } else { String::new() };
    format!("{}x{}{loops}, {} rival at {:.0}% speed", m.width, m.height, p.rival, p.rival_speed * 100.0)
}

fn spawn_difficulty_menu(mut commands: Commands, progress: Res<PlayerProgress>) {
    let list = commands.spawn(menu()).id();
    for (i, difficulty) in Difficulty::ALL.into_iter().enumerate() {
        let best = progress
            .best(&RunKind::Preset(difficulty).key())
            .map_or(String::new(), |t| format!("   best {}", clock(t)));
        spawn_item(&mut commands, list, i, format!("{difficulty:<7} {}{best}", describe(difficulty))).observe(
            move |_: On<Activate>, mut commands: Commands, mut progress: ResMut<PlayerProgress>, mut saver: Saver| {
                progress.last_difficulty = difficulty;
                saver.save(&progress);
                commands.trigger(StartRun::fresh(RunConfig::preset(difficulty, 0)));
            },
        );
    }
    let last = Difficulty::ALL.iter().position(|d| *d == progress.last_difficulty).unwrap_or(1);
    commands.entity(list).insert(super::Menu { selected: last, rows: None });
    let hint = commands.spawn(label("Up/Down choose   Enter play   Esc back", 20.0, GameArt::DIM_TEXT)).id();
    spawn_page(&mut commands, Screen::Difficulty, "Choose a difficulty", list, &[hint]);
}
