//! The list of challenges (`Menu::Challenges`): one row each, its number, its name, the
//! stars earned (saved with the progress) and whether it is solved; the total of stars
//! under it. Enter opens one ([`OpenChallenge::open`]); Esc goes back to the title.

use bevy::prelude::*;

use super::stars::stars_row;
use super::{ChallengesDir, OpenChallenge, script_file, shown_text};
use crate::art::GameArt;
use crate::content::challenge;
use crate::menu_list::{Activate, MenuList, menu, spawn_item, spawn_page};
use crate::save::MAX_STARS;
use crate::saves::PlayerProgress;
use crate::ui::label;
use crate::{GoTo, Menu};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Menu::Challenges), spawn_list);
}

/// How many rows the list shows at once (it scrolls beyond).
const ROWS: usize = 8;

/// A challenge's row, before its stars: `3  The left-hand rule`, padded so the stars line up.
pub fn row_text(number: usize, name: &str) -> String {
    let name: String = shown_text(name).chars().take(28).collect();
    format!("{number:>2}  {name:<28}")
}

fn spawn_list(mut commands: Commands, progress: Res<PlayerProgress>, open: Option<Res<OpenChallenge>>) {
    let list = commands.spawn(menu()).id();
    let mut earned = 0u32;
    for (index, challenge) in challenge::every().iter().enumerate() {
        let stars = progress.challenge_stars(script_file::key(challenge));
        earned += u32::from(stars);
        let status = if stars > 0 { "solved" } else { "      " };
        let mut row = spawn_item(&mut commands, list, index, row_text(index + 1, &challenge.name));
        row.entry::<Node>().and_modify(|mut node| node.align_items = AlignItems::Center);
        row.with_children(|row| {
            let margin = UiRect::horizontal(px(16));
            row.spawn(stars_row(stars, 2)).entry::<Node>().and_modify(move |mut node| node.margin = margin);
            row.spawn(label(status, 24.0, GameArt::DIM_TEXT));
        })
        .observe(move |_: On<Activate>, mut commands: Commands, dir: Res<ChallengesDir>, mut go: GoTo| {
            if let Some(open) = OpenChallenge::open(index, dir.0.as_deref()) {
                commands.insert_resource(open);
                go.menu(Menu::Challenge);
            }
        });
    }
    // The list opens on the challenge last open (the next one once it is solved), else the
    // first not solved.
    let after = |index: usize| {
        let solved = progress.challenge_stars(script_file::key(&challenge::every()[index])) > 0;
        if solved && index + 1 < challenge::every().len() { index + 1 } else { index }
    };
    let selected = open.map(|o| after(o.index)).unwrap_or_else(|| {
        let all = challenge::every();
        all.iter().position(|c| progress.challenge_stars(script_file::key(c)) == 0).unwrap_or(0)
    });
    commands.entity(list).insert(MenuList { selected, rows: Some(ROWS) });
    let total = challenge::every().len() as u32 * u32::from(MAX_STARS);
    let summary = label(
        format!("{earned} of {total} stars   Each challenge opens a new instruction or idea"),
        20.0,
        GameArt::TEXT,
    );
    let summary = commands.spawn(summary).id();
    let stars_for = commands.spawn(label(super::page::STARS_FOR, 16.0, GameArt::DIM_TEXT)).id();
    let hint = label("Up/Down choose   Enter open   Esc back", 20.0, GameArt::DIM_TEXT);
    let hint = commands.spawn(hint).id();
    spawn_page(&mut commands, Menu::Challenges, "Challenges", list, &[summary, stars_for, hint]);
}
