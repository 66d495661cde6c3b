//! The shapes' screen's words: the game's one HUD (`crate::hud`: the clock and moves, what is
//! played with its shortest way and par, the steering help as the key bar), and the verdict in
//! a panel once the race is over (a level's par and best, a race of two's winner, a won daily
//! maze's line to share).

use bevy::prelude::*;

use super::{ShapedConfig, ShapedGame, controls};
use crate::Screen;
use crate::art::GameArt;
use crate::maze::shape::ShapedMaze;
use crate::rules::{Outcome, Run};
use crate::ui::{centered_column, clock, in_font, label, panel};

#[derive(Component)]
pub(super) struct Hud;
/// The result's panel in the middle of the window (hidden during the race), its headline and
/// its keys.
#[derive(Component)]
pub(super) struct VerdictPanel;
/// The result panel's lines: its headline and its keys.
#[derive(Component, Clone, Copy, PartialEq, Eq)]
pub(super) enum VerdictLine {
    Headline,
    Keys,
}

/// The HUD's bars (what is played, and the steering help with M for the map when the maze is
/// `big`: the camera follows the mouse) and the verdict, tagged `board` (gone when the board
/// is redrawn).
pub(super) fn spawn_hud(
    commands: &mut Commands,
    (config, run): (&ShapedConfig, &Run<ShapedMaze>),
    big: bool,
    board: impl Component + Clone,
) {
    let shape = run.board.maze.graph().shape();
    let mut about = format!("{}   shortest {}", shown_title(config), run.shortest_moves);
    if let Some(level) = &config.level {
        about += &format!("   par {}", clock(level.par_seconds));
    }
    // A level and a day keep their maze: N plays the next level once it is won.
    let help = controls::help(shape, config.players);
    let keeps_maze = config.level.is_some() || config.daily.is_some();
    let mut help = if keeps_maze { help.replace("  N new", "") } else { help.to_string() };
    if big {
        help = help.replace("  Esc pause", "  M map  Esc pause");
    }
    if run.ghost.is_some() {
        help += "  G ghost";
    }
    crate::hud::spawn_bars(commands, about, help, (board.clone(), DespawnOnExit(Screen::Shaped)));
    // The result in a panel over the board, as the square game shows it.
    let headline = (Hud, VerdictLine::Headline, label("", 30.0, GameArt::ACCENT));
    let keys = (Hud, VerdictLine::Keys, label("", 20.0, GameArt::DIM_TEXT));
    commands.spawn((
        board,
        VerdictPanel,
        centered_column(0.0),
        Visibility::Hidden,
        DespawnOnExit(Screen::Shaped),
        children![(panel(), children![headline, keys])],
    ));
}

/// The title in the game's font (its `×` as an `x`).
fn shown_title(config: &ShapedConfig) -> String {
    in_font(&config.title.replace('×', "x")).into_owned()
}

pub(super) fn write_hud(
    game: Res<ShapedGame>,
    config: Res<ShapedConfig>,
    mut texts: Query<(&mut Text, &VerdictLine), With<Hud>>,
    mut panel: Query<&mut Visibility, With<VerdictPanel>>,
) {
    let run = &game.run;
    let (seconds, moves) = (run.elapsed_seconds(), run.player().moves);
    let (mut verdict, mut keys) = verdict(run.outcome, config.level.as_ref(), seconds, moves, game.new_best);
    // A day keeps its maze (no N); a won one says its line to share.
    if config.daily.is_some() && run.outcome.is_some() {
        let share = game.share.as_deref().filter(|_| run.outcome == Some(Outcome::Won));
        keys = share.map_or(String::new(), |share| format!("{}\n", in_font(share))) + "R again   Esc back";
    }
    if let Some(duel) = run.duel() {
        verdict = match duel {
            crate::rules::Duel::Winner(0) => "Player one found the cheese first!".to_string(),
            crate::rules::Duel::Winner(_) => "Player two found the cheese first!".to_string(),
            crate::rules::Duel::Tie => "A tie: both found the cheese at once!".to_string(),
            crate::rules::Duel::RivalFirst => verdict,
        };
    }
    for mut visibility in &mut panel {
        visibility.set_if_neq(if run.outcome.is_some() { Visibility::Inherited } else { Visibility::Hidden });
    }
    for (mut text, verdict_line) in &mut texts {
        let want = match verdict_line {
            VerdictLine::Headline => &verdict,
            VerdictLine::Keys => &keys,
        };
        if text.0 != *want {
            text.0.clone_from(want);
        }
    }
}

/// The result's headline and keys, once the race is over (empty before).
fn verdict(
    outcome: Option<Outcome>,
    level: Option<&crate::shaped_run::ShapedLevel>,
    seconds: f32,
    moves: u32,
    new_best: bool,
) -> (String, String) {
    let keys = if level.is_some() { "R again   Esc levels" } else { "R again   N new maze   Esc back" };
    let (headline, keys) = match (outcome, level) {
        (Some(Outcome::Won), None) => (format!("You found the cheese in {moves} moves!"), keys.to_string()),
        (Some(Outcome::Won), Some(level)) => {
            let best = if new_best { ", a new best" } else { "" };
            let done = format!("Level done in {} (par {}{best})!", clock(seconds), clock(level.par_seconds));
            (done, "N next level   R again   Esc levels".to_string())
        }
        (Some(Outcome::Lost), _) => ("The rival got there first.".to_string(), keys.to_string()),
        (None, _) => (String::new(), String::new()),
    };
    (headline, keys)
}
