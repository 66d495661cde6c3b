//! The title screen: the name, the mouse and its cheese, and how to start.

use bevy::prelude::*;

use super::super::Screen;
use super::super::art::GameArt;
use super::super::ui::{centered_column, label};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn_title);
}

fn spawn_title(mut commands: Commands, art: Res<GameArt>) {
    let big_sprite =
        |image: Handle<Image>| (ImageNode::new(image), Node { width: px(96), height: px(96), ..default() });
    let mouse = (
        ImageNode::from_atlas_image(art.mouse.clone(), TextureAtlas { layout: art.mouse_frames.clone(), index: 0 }),
        Node { width: px(96), height: px(96), ..default() },
    );
    commands.spawn((
        Name::new("Title screen"),
        centered_column(18.0),
        BackgroundColor(GameArt::BACKGROUND),
        DespawnOnExit(Screen::Title),
        children![
            label("mousemaze", 84.0, GameArt::ACCENT),
            label("Run the maze. Find the cheese.", 26.0, GameArt::TEXT),
            (
                Node {
                    column_gap: px(140),
                    margin: UiRect::vertical(px(28)),
                    align_items: AlignItems::Center,
                    ..default()
                },
                children![mouse, big_sprite(art.cheese.clone())],
            ),
            label("Press Enter to play", 32.0, GameArt::TEXT),
            label(
                "Arrows or WASD to run   ·   a turn pressed early is taken at the next opening",
                18.0,
                GameArt::DIM_TEXT
            ),
        ],
    ));
}
