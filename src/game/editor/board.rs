//! The draft on screen: the maze as the game's tilemap, the start (the mouse), the cheese
//! and the doors (a bar on their passage, the selected one in the accent colour), redrawn
//! when the draft changes; and the camera, which fits the board beside the panel.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::super::art::GameArt;
use super::super::board::{BOARD_Z, CELL_SIZE, PIECE_Z, board_size, cell_center, frame, spawn_layer};
use super::super::camera::fit_beside_panel;
use super::super::sprites::walking_sprite;
use super::super::{InRun, PlaySet, Screen};
use super::panel::PANEL_WIDTH;
use super::{EditorDraft, EditorUi};
use crate::content::level::edit::same_side;
use crate::maze::{Dir, Maze, Pos};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (frame_camera, redraw).in_set(PlaySet::Draw).run_if(in_state(Screen::Editor)));
}

/// Part of the drawn draft (all of it is redrawn at once).
#[derive(Component, Clone, Copy)]
struct EditorPiece;

/// The middle of the side `side` of `cell`, in world units.
pub(super) fn side_center(maze: &Maze, cell: Pos, side: Dir) -> Vec2 {
    let half = CELL_SIZE / 2.0;
    let offset = match side {
        Dir::N => Vec2::new(0.0, half),
        Dir::S => Vec2::new(0.0, -half),
        Dir::E => Vec2::new(half, 0.0),
        Dir::W => Vec2::new(-half, 0.0),
    };
    cell_center(maze, cell) + offset
}

/// A bar along the side `side` of `cell`: its size and place.
pub(super) fn side_bar(maze: &Maze, cell: Pos, side: Dir, thickness: f32) -> (Vec2, Vec2) {
    let size = match side {
        Dir::N | Dir::S => Vec2::new(CELL_SIZE, thickness),
        Dir::E | Dir::W => Vec2::new(thickness, CELL_SIZE),
    };
    (size, side_center(maze, cell, side))
}

fn redraw(
    mut commands: Commands,
    draft: Option<Res<EditorDraft>>,
    ui: Res<EditorUi>,
    art: Res<GameArt>,
    old: Query<Entity, With<EditorPiece>>,
) {
    let Some(draft) = draft else { return };
    if !(draft.is_changed() || ui.is_changed() || old.is_empty()) {
        return;
    }
    for entity in &old {
        commands.entity(entity).despawn();
    }
    let c = draft.content();
    let maze = &c.maze;
    let map = spawn_layer(&mut commands, maze, art.tiles.clone(), BOARD_Z, true, |p| Some(u32::from(maze.passages(p))));
    commands.entity(map).remove::<DespawnOnExit<InRun>>().insert((
        Name::new("Editor board"),
        EditorPiece,
        DespawnOnExit(Screen::Editor),
    ));
    let piece = (EditorPiece, DespawnOnExit(Screen::Editor));
    for strip in frame(maze, GameArt::WALL_COLOR) {
        commands.spawn((strip, piece.clone()));
    }
    let mut mouse = walking_sprite(art.mouse.clone(), &art);
    mouse.custom_size = Some(Vec2::splat(CELL_SIZE));
    commands.spawn((mouse, Transform::from_translation(cell_center(maze, c.start).extend(PIECE_Z)), piece.clone()));
    let mut cheese = Sprite::from_image(art.cheese.clone());
    cheese.custom_size = Some(Vec2::splat(CELL_SIZE));
    commands.spawn((cheese, Transform::from_translation(cell_center(maze, c.cheese).extend(PIECE_Z)), piece.clone()));
    for door in &c.doors {
        let selected = ui.selected_door.is_some_and(|picked| same_side(maze, picked, (door.at, door.side)));
        let (size, at) = side_bar(maze, door.at, door.side, 4.0);
        let color =
            if selected { GameArt::ACCENT } else { super::super::palette::Palette::Standard.colours().door_closing };
        commands.spawn((
            Sprite::from_color(color, size),
            Transform::from_translation(at.extend(PIECE_Z - 0.5)),
            piece.clone(),
        ));
    }
}

/// The board beside the panel.
fn frame_camera(
    draft: Option<Res<EditorDraft>>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&mut Transform, &mut Projection), With<Camera2d>>,
) {
    let Some(draft) = draft else { return };
    let (mut transform, mut projection) = camera.into_inner();
    let board = board_size(&draft.content().maze);
    fit_beside_panel((&mut transform, &mut projection), board, window.size(), PANEL_WIDTH);
}
