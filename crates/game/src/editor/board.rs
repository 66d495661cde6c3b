//! The draft on screen: the maze as the game's tilemap, the start (the mouse), the cheese
//! and the doors (a bar on their passage, the selected one in the accent colour), redrawn
//! when the draft changes (the tilemap only where walls changed); and the camera, which fits
//! the board beside the panel.

use crate::palette::PaletteLook;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_ecs_tilemap::prelude::{TileStorage, TileTextureIndex};

use super::panel::PANEL_WIDTH;
use super::{EditorDraft, EditorUi};
use crate::art::GameArt;
use crate::board::{BOARD_Z, CELL_SIZE, PIECE_Z, board_size, cell_center, frame, spawn_layer, tile_pos};
use crate::camera::fit_beside_panel;
use crate::content::level::edit::same_side;
use crate::maze::{Dir, Maze, Pos};
use crate::minimap::MinimapCanvas;
use crate::sprites::walking_sprite;
use crate::{InRun, PlaySet, Screen};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (frame_camera, redraw_tiles, redraw).in_set(PlaySet::Draw).run_if(in_state(Screen::Editor)),
    );
}

/// A piece of the drawn draft over its tiles (all of them are redrawn at once).
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

/// The draft's board as drawn: kept from edit to edit, and only the cells whose walls
/// changed are touched (a drag over a 200×200 board changes a few cells a frame). A board
/// whose cells would be under [`PICTURE_BELOW`] screen pixels is one picture rather than a
/// tile a cell: under software rendering, 40 000 tiles a few pixels wide cost most of a frame.
#[derive(Default)]
struct DrawnBoard {
    /// The tilemap, or the picture's sprite.
    shown: Option<Entity>,
    picture: Option<(MinimapCanvas, Handle<Image>)>,
    size: (u32, u32),
    passages: Vec<u8>,
}

/// Cells smaller than this on screen (in pixels) are drawn as one picture.
const PICTURE_BELOW: f32 = 8.0;

/// The draft's board (tilemap or picture).
#[derive(Component)]
struct EditorTiles;

/// The board follows the draft: made anew for a new size, else changed cell by cell.
fn redraw_tiles(
    mut commands: Commands,
    draft: Option<Res<EditorDraft>>,
    art: Res<GameArt>,
    window: Single<&Window, With<PrimaryWindow>>,
    (maps, mut tiles): (Query<&TileStorage, With<EditorTiles>>, Query<&mut TileTextureIndex>),
    (shown, mut images): (Query<(), With<EditorTiles>>, ResMut<Assets<Image>>),
    mut drawn: Local<DrawnBoard>,
) {
    let Some(draft) = draft else { return };
    let maze = &draft.content().board.maze;
    let size = (maze.width(), maze.height());
    let kept = drawn.shown.is_some_and(|e| shown.contains(e)) && drawn.size == size;
    if kept && !draft.is_changed() {
        return;
    }
    let passages: Vec<u8> = (0..maze.len()).map(|i| maze.passages(maze.pos(i))).collect();
    if kept {
        let changed = passages.iter().zip(&drawn.passages).enumerate().filter(|(_, (now, was))| now != was);
        let changed: Vec<Pos> = changed.map(|(i, _)| maze.pos(i)).collect();
        if let Some((canvas, handle)) = &mut drawn.picture {
            changed.iter().for_each(|&cell| canvas.redraw_cell(maze, cell));
            if let Some(mut image) = images.get_mut(&*handle) {
                image.data = Some(canvas.pixels.clone());
            }
        } else if let Some(storage) = drawn.shown.and_then(|map| maps.get(map).ok()) {
            for cell in changed {
                if let Some(mut index) = storage.get(&tile_pos(maze, cell)).and_then(|t| tiles.get_mut(t).ok()) {
                    index.0 = u32::from(maze.passages(cell));
                }
            }
        }
    } else {
        if let Some(old) = drawn.shown.filter(|&e| shown.contains(e)) {
            commands.entity(old).despawn();
        }
        let room = window.size() - Vec2::new(PANEL_WIDTH + 40.0, 80.0);
        let cell_pixels = (room.x / size.0 as f32).min(room.y / size.1 as f32);
        let (entity, picture) = if cell_pixels < PICTURE_BELOW {
            let canvas = MinimapCanvas::whole(maze);
            let handle = images.add(canvas.image());
            let sprite = Sprite { custom_size: Some(board_size(maze)), ..Sprite::from_image(handle.clone()) };
            let entity = commands.spawn((sprite, Transform::from_xyz(0.0, 0.0, BOARD_Z))).id();
            (entity, Some((canvas, handle)))
        } else {
            let tile = |p| Some(u32::from(maze.passages(p)));
            let map = spawn_layer(&mut commands, maze, art.tiles.clone(), BOARD_Z, true, tile);
            commands.entity(map).remove::<DespawnOnExit<InRun>>();
            (map, None)
        };
        commands.entity(entity).insert((Name::new("Editor board"), EditorTiles, DespawnOnExit(Screen::Editor)));
        *drawn = DrawnBoard { shown: Some(entity), picture, size, passages: Vec::new() };
    }
    drawn.passages = passages;
}

/// The pieces over the tiles (frame, mouse, cheese, doors): a handful, redrawn whole.
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
    let c = &draft.content().board;
    let maze = &c.maze;
    let piece = (EditorPiece, DespawnOnExit(Screen::Editor));
    for strip in frame(maze, GameArt::WALL_COLOR) {
        commands.spawn((strip, piece.clone()));
    }
    let mut mouse = walking_sprite(art.mouse.clone(), &art);
    mouse.custom_size = Some(Vec2::splat(CELL_SIZE));
    commands.spawn((mouse, Transform::from_translation(cell_center(maze, c.start).extend(PIECE_Z)), piece.clone()));
    let mut cheese = Sprite::from_image(art.cheese.clone());
    cheese.custom_size = Some(Vec2::splat(CELL_SIZE));
    commands.spawn((cheese, Transform::from_translation(cell_center(maze, c.goal).extend(PIECE_Z)), piece.clone()));
    for door in c.doors.iter() {
        let selected = ui.selected_door.is_some_and(|picked| same_side(maze, picked, (door.at, door.side)));
        let (size, at) = side_bar(maze, door.at, door.side, 4.0);
        let color = if selected { GameArt::ACCENT } else { crate::palette::Palette::Standard.colours().door_closing };
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
    let board = board_size(&draft.content().board.maze);
    fit_beside_panel((&mut transform, &mut projection), board, window.size(), PANEL_WIDTH);
}
