//! Choosing a difficulty: Easy, Normal, Hard or Expert, each with what it means and the
//! best time so far. Choosing one starts a fresh maze of that preset. Below them, today's
//! daily maze, played by the players chosen here (with two, a race on the day's maze that
//! does not count in the streak; two race the difficulty's rival too, unless chosen not to).

use bevy::prelude::*;

use super::{Activate, menu, spawn_item, spawn_page};
use crate::Menu;
use crate::art::GameArt;
use crate::content::difficulty::Difficulty;
use crate::rules::rivals::RivalKind;
use crate::rules::{PLAYER_SPEED, pace};
use crate::run::{RunConfig, RunKind, StartRun};
use crate::saves::{PlayerProgress, Saver};
use crate::two_players::{ChosenPlayers, RivalInRace, players_line};
use crate::ui::{clock, label};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Menu::Difficulty), spawn_difficulty_menu);
}

/// One line about a difficulty: size, loops, doors, fog and the rival, at the speed the rules
/// run it (a whole number of ticks a cell: Expert's 0.77 runs a cell in 26 ticks to the player's
/// 20, so 77% is 0.769).
pub fn describe(difficulty: Difficulty) -> String {
    let p = difficulty.preset();
    let m = p.maze;
    let mut parts = vec![format!("{}x{}", m.width, m.height)];
    if m.braid > 0.0 {
        parts.push(format!("{:.0}% loops", m.braid * 100.0));
    }
    if !m.doors.is_none() {
        parts.push(m.doors.to_string());
    }
    if p.fog {
        parts.push("fog".into());
    }
    let speed = f64::from(pace(PLAYER_SPEED)) / f64::from(pace(PLAYER_SPEED * p.rival_speed));
    parts.push(format!("{} rival at {:.0}%", p.rival, speed * 100.0));
    parts.join(", ")
}

/// What the rivals are, under the list (their speed is a share of yours), a line each pair.
pub const RIVALS: [&str; 2] = [
    "Explorer: searches with chalk marks.   Smeller: follows the cheese's scent.",
    "Sprinter: knows the maze and the doors' clocks.   T shows what a searcher explored.",
];

/// The players chosen here, on `config`: two without a rival if so chosen.
fn with_players(config: RunConfig, players: &ChosenPlayers, rival: &RivalInRace) -> RunConfig {
    let rival = if players.0 == 2 && !rival.0 { RivalKind::None } else { config.rival };
    RunConfig { players: players.0, rival, ..config }
}

fn spawn_difficulty_menu(
    mut commands: Commands,
    (progress, today): (Res<PlayerProgress>, Res<crate::run::Today>),
    (players, rival): (Res<ChosenPlayers>, Res<RivalInRace>),
) {
    let (players, rival) = (players.0, rival.0);
    // The players are read when a difficulty is chosen: Left/Right may change them here.
    let list = commands.spawn(menu()).id();
    for (i, difficulty) in Difficulty::ALL.into_iter().enumerate() {
        let best = progress
            .best(&RunKind::Preset(difficulty).key())
            .map_or(String::new(), |t| format!("   best {}", clock(t)));
        spawn_item(&mut commands, list, i, format!("{difficulty:<7} {}{best}", describe(difficulty))).observe(
            move |_: On<Activate>,
                  mut commands: Commands,
                  mut progress: ResMut<PlayerProgress>,
                  mut saver: Saver,
                  (players, rival): (Res<ChosenPlayers>, Res<RivalInRace>)| {
                progress.last_difficulty = difficulty;
                saver.save(&progress);
                commands.trigger(StartRun::fresh(with_players(RunConfig::preset(difficulty, 0), &players, &rival)));
            },
        );
    }
    let today = today.0;
    let mut daily = spawn_item(&mut commands, list, Difficulty::ALL.len(), format!("Daily maze {today}"));
    daily.observe(
        move |_: On<Activate>, mut commands: Commands, (players, rival): (Res<ChosenPlayers>, Res<RivalInRace>)| {
            crate::shaped::start_daily(&mut commands, today, players.0, rival.0);
        },
    );
    let last = Difficulty::ALL.iter().position(|d| *d == progress.last_difficulty).unwrap_or(1);
    commands.entity(list).insert(super::MenuList { selected: last, rows: None });
    let rivals = RIVALS.map(|line| commands.spawn(label(line, 18.0, GameArt::DIM_TEXT)).id());
    let hint = commands.spawn(label("Up/Down choose   Enter play   Esc back", 20.0, GameArt::DIM_TEXT)).id();
    let players_line = commands.spawn(players_line(players, rival, &progress.settings)).id();
    spawn_page(
        &mut commands,
        Menu::Difficulty,
        "Choose a difficulty",
        list,
        &[rivals[0], rivals[1], players_line, hint],
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_difficulty_says_its_doors_fog_and_the_rivals_real_speed() {
        assert_eq!(describe(Difficulty::Easy), "15x11, explorer rival at 80%");
        assert_eq!(describe(Difficulty::Hard), "31x21, 10% loops, 4 doors, sprinter rival at 74%");
        assert_eq!(describe(Difficulty::Expert), "41x27, 40% loops, 8 doors, fog, sprinter rival at 77%");
    }
}
