//! A line near the bottom of the window, over every screen, while progress cannot be saved
//! (a read-only folder, a full disk): the player learns it in the game, not from a log.

use bevy::prelude::*;

use super::saves::SaveStatus;
use crate::art::GameArt;
use crate::ui::label;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_notice)
        .add_systems(Update, show_status.in_set(super::PlaySet::Draw).run_if(resource_changed::<SaveStatus>));
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
