//! A line near the bottom of the window, over every screen, while progress cannot be saved
//! (a read-only folder, a full disk); and, in the title's top-left corner for
//! [`REPAIRED_SECONDS`], what loading the save put right (a saved key moved, a damaged file
//! kept aside; the whole story in the log): the player learns it in the game.

use bevy::prelude::*;

use super::Screen;
use super::saves::SaveStatus;
use crate::art::GameArt;
use crate::ui::label;

/// How long the line saying what loading put right stays.
pub const REPAIRED_SECONDS: f32 = 15.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, (spawn_notice, spawn_repairs)).add_systems(
        Update,
        (show_status.run_if(resource_changed::<SaveStatus>), show_repairs, forget_repairs)
            .chain()
            .in_set(super::PlaySet::Draw),
    );
}

/// The text node that shows [`SaveStatus`].
#[derive(Component)]
pub struct SaveNotice;

fn spawn_notice(mut commands: Commands) {
    commands.spawn((
        SaveNotice,
        // Above the HUD's line of keys, on its own dark strip so it reads over the maze.
        Node {
            position_type: PositionType::Absolute,
            left: px(12),
            bottom: px(36),
            padding: UiRect::axes(px(10), px(4)),
            ..default()
        },
        BackgroundColor(GameArt::BACKGROUND.with_alpha(0.92)),
        GlobalZIndex(100),
        Visibility::Hidden,
        label("", 16.0, GameArt::WARNING),
    ));
}

fn show_status(status: Res<SaveStatus>, mut notice: Query<(&mut Text, &mut Visibility), With<SaveNotice>>) {
    for (mut text, mut visibility) in &mut notice {
        match &status.failed {
            Some(problem) => {
                text.0 = format!("Progress not saved: {problem}");
                *visibility = Visibility::Visible;
            }
            None => *visibility = Visibility::Hidden,
        }
    }
}

/// The lines saying what loading the save put right.
#[derive(Component)]
pub struct RepairNotice;

fn spawn_repairs(mut commands: Commands) {
    commands.spawn((
        RepairNotice,
        // Left of the title's heading, clear of the menu.
        Node {
            position_type: PositionType::Absolute,
            left: px(12),
            top: px(12),
            max_width: px(400),
            padding: UiRect::axes(px(10), px(4)),
            ..default()
        },
        BackgroundColor(GameArt::BACKGROUND.with_alpha(0.92)),
        GlobalZIndex(100),
        Visibility::Hidden,
        label("", 14.0, GameArt::WARNING),
    ));
}

/// Shown on the title while there is something to say.
fn show_repairs(
    status: Res<SaveStatus>,
    screen: Res<State<Screen>>,
    mut notice: Query<(&mut Text, &mut Visibility), With<RepairNotice>>,
) {
    let said = repairs_text(&status.loaded);
    let shown = *screen.get() == Screen::Title && !said.is_empty();
    for (mut text, mut visibility) in &mut notice {
        if text.0 != said {
            text.0.clone_from(&said);
        }
        visibility.set_if_neq(if shown { Visibility::Visible } else { Visibility::Hidden });
    }
}

/// What loading put right, short: each warning's last clause (what was done: "Player two
/// down is on K, its default"), without the file's path.
pub fn repairs_text(loaded: &[String]) -> String {
    let Some(first) = loaded.first() else { return String::new() };
    let done = first.rsplit_once("; ").map_or(first.as_str(), |(_, done)| done);
    let done = done.split_once(".ron: ").map_or(done, |(_, rest)| rest);
    let mut done: String = done.to_string();
    if let Some(c) = done.get(..1) {
        done.replace_range(..1, &c.to_uppercase());
    }
    let more = match loaded.len() {
        1 => String::new(),
        n => format!(" ({} more)", n - 1),
    };
    format!("Your save was put right (the log says how):\n{done}{more}")
}

/// The lines about what loading put right go after a while.
fn forget_repairs(time: Res<Time<Real>>, mut status: ResMut<SaveStatus>) {
    if !status.loaded.is_empty() && time.elapsed_secs() > REPAIRED_SECONDS {
        status.loaded.clear();
    }
}
