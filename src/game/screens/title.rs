//! The title screen: the name, the mouse and its cheese, and the main menu:
//! Play (choose a difficulty), Custom game, Levels, Bot (watch a script run), Editor (draw
//! a level) and Quit.

use bevy::prelude::*;

use super::super::art::GameArt;
use super::super::menu::{Activate, menu, spawn_item};
use super::super::ui::{centered_column, label};
use super::super::{EnterSet, Screen};

/// The menu (plain UI: works headless).
pub(super) fn logic_plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn_title.in_set(EnterSet::Spawn));
}

/// The art (needs the images).
pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn_title_art.in_set(EnterSet::Dress));
}

/// Marks the row where the title's art goes.
#[derive(Component)]
struct ArtRow;

/// The main menu's entries and the screen each opens.
const ENTRIES: [(&str, Option<Screen>); 6] = [
    ("Play", Some(Screen::Difficulty)),
    ("Custom game", Some(Screen::Custom)),
    ("Levels", Some(Screen::Levels)),
    ("Bot", Some(Screen::Bots)),
    ("Editor", Some(Screen::EditorSetup)),
    ("Quit", None),
];

fn spawn_title(mut commands: Commands) {
    let list = commands.spawn(menu()).id();
    for (i, (text, target)) in ENTRIES.into_iter().enumerate() {
        spawn_item(&mut commands, list, i, text).observe(
            move |_: On<Activate>, mut screen: ResMut<NextState<Screen>>, mut exit: MessageWriter<AppExit>| match target
            {
                Some(target) => screen.set(target),
                None => {
                    exit.write(AppExit::Success);
                }
            },
        );
    }
    commands
        .spawn((
            Name::new("Title screen"),
            centered_column(14.0),
            // Translucent: a maze is carved behind the menu (title_carve.rs).
            BackgroundColor(GameArt::BACKGROUND.with_alpha(0.7)),
            DespawnOnExit(Screen::Title),
            children![
                label("mousemaze", 84.0, GameArt::ACCENT),
                label("Run the maze. Find the cheese. Beat the rival.", 26.0, GameArt::TEXT),
                (
                    ArtRow,
                    Node {
                        column_gap: px(160),
                        margin: UiRect::vertical(px(12)),
                        align_items: AlignItems::Center,
                        ..default()
                    }
                ),
            ],
        ))
        .add_child(list)
        .with_child(label("Up/Down choose   Enter select   or use the mouse", 20.0, GameArt::DIM_TEXT));
}

fn spawn_title_art(mut commands: Commands, art: Res<GameArt>, row: Single<Entity, With<ArtRow>>) {
    let size = Node { width: px(96), height: px(96), ..default() };
    let mouse =
        ImageNode::from_atlas_image(art.mouse.clone(), TextureAtlas { layout: art.mouse_frames.clone(), index: 0 });
    let rival =
        ImageNode::from_atlas_image(art.rival.clone(), TextureAtlas { layout: art.mouse_frames.clone(), index: 1 });
    commands.entity(*row).with_children(|row| {
        row.spawn((mouse, size.clone()));
        row.spawn((ImageNode::new(art.cheese.clone()), size.clone()));
        row.spawn((rival, size));
    });
}
