//! The board: the [`CurrentRun`]'s maze becomes a `bevy_ecs_tilemap` tilemap, one tile a cell,
//! whose texture index is the cell's passage bits (the tileset has a tile for each of the
//! 16 combinations, drawn so that neighbouring walls join). Also cell → world conversion.

use crate::palette::PaletteLook;
use bevy::prelude::*;

use super::palette::Palette;
use bevy_ecs_tilemap::prelude::*;

use super::art::GameArt;
use super::run::CurrentRun;
use super::{InRun, Screen};
use crate::maze::{Maze, Pos};

/// A cell's size in world units (= pixels of the tileset; the camera zooms).
pub const CELL_SIZE: f32 = 16.0;
/// Tiles a side of a piece of a layer drawn as one mesh. Every view draws each piece any
/// view shows (the tilemap culls by all cameras at once), so a split screen's half drew
/// its own pieces and the other half's: pieces of 16 (not the tilemap's 64) keep that to
/// little more than what the two halves show.
const RENDER_CHUNK: UVec2 = UVec2::splat(16);
/// Drawing depths.
pub const BOARD_Z: f32 = 0.0;
pub const OVERLAY_Z: f32 = 1.0;
pub const PIECE_Z: f32 = 2.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Playing), spawn_board);
}

/// Room kept free for the HUD above and the key hints below the board, in screen pixels.
pub const HUD_MARGIN: f32 = 40.0;

/// Screen pixels per world unit that show the whole board: the largest eighth step that fits
/// when it fits at 1× or more (the daily 30×24 at 1.875× fills a 1280×800 window's height
/// where the half step 1.5× left it 720×576), otherwise a readable minimum that follows the
/// player.
pub fn fitted_scale(board: Vec2, view: Vec2) -> f32 {
    let fit = (view.x / board.x).min((view.y - 2.0 * HUD_MARGIN) / board.y);
    if fit >= 1.0 { (fit * 8.0).floor() / 8.0 } else { 3.0 }
}

/// The centre of a cell in world units; the maze is centred on the origin, row 0 at the top.
pub fn cell_center(maze: &Maze, pos: Pos) -> Vec2 {
    Vec2::new(
        (pos.x as f32 - (maze.width() as f32 - 1.0) / 2.0) * CELL_SIZE,
        ((maze.height() as f32 - 1.0) / 2.0 - pos.y as f32) * CELL_SIZE,
    )
}

/// The board's size in world units.
pub fn board_size(maze: &Maze) -> Vec2 {
    Vec2::new(maze.width() as f32, maze.height() as f32) * CELL_SIZE
}

/// The tile position of a cell (tilemaps count rows from the bottom).
pub fn tile_pos(maze: &Maze, pos: Pos) -> TilePos {
    TilePos { x: pos.x, y: maze.height() - 1 - pos.y }
}

/// Marks the board tilemap.
#[derive(Component, Debug)]
pub struct Board;

/// Spawns one tilemap layer over the maze, with a tile per cell from `texture_index`
/// (shown, or hidden until something shows it).
pub fn spawn_layer(
    commands: &mut Commands,
    maze: &Maze,
    texture: Handle<Image>,
    z: f32,
    visible: bool,
    mut texture_index: impl FnMut(Pos) -> Option<u32>,
) -> Entity {
    let size = TilemapSize { x: maze.width(), y: maze.height() };
    let map = commands.spawn_empty().id();
    let mut storage = TileStorage::empty(size);
    for i in 0..maze.len() {
        let pos = maze.pos(i);
        let Some(index) = texture_index(pos) else { continue };
        let position = tile_pos(maze, pos);
        // A child of its map, so the tiles go when the map goes (no orphans piling up run
        // after run).
        let tile = commands
            .spawn((
                TileBundle {
                    position,
                    tilemap_id: TilemapId(map),
                    texture_index: TileTextureIndex(index),
                    visible: TileVisible(visible),
                    ..default()
                },
                ChildOf(map),
            ))
            .id();
        storage.set(&position, tile);
    }
    let tile_size = TilemapTileSize { x: CELL_SIZE, y: CELL_SIZE };
    commands.entity(map).insert((
        TilemapBundle {
            grid_size: tile_size.into(),
            map_type: TilemapType::Square,
            size,
            storage,
            texture: TilemapTexture::Single(texture),
            tile_size,
            anchor: TilemapAnchor::Center,
            transform: Transform::from_xyz(0.0, 0.0, z),
            render_settings: TilemapRenderSettings { render_chunk_size: RENDER_CHUNK, y_sort: false },
            ..default()
        },
        DespawnOnExit(InRun),
    ));
    map
}

/// Shows `cell` on a sparse `layer` (a layer spawned with no tiles, its tiles added as they
/// are first needed, so its cost follows what it shows): the cell's tile is made visible
/// with `color`, or spawned so if it has none yet. `None` hides the cell's tile, if any.
pub fn show_on_layer(
    commands: &mut Commands,
    (layer, storage): (Entity, &mut TileStorage),
    tiles: &mut Query<(&mut TileVisible, &mut TileColor)>,
    maze: &Maze,
    (cell, texture): (Pos, u32),
    color: Option<Color>,
) {
    let position = tile_pos(maze, cell);
    match (storage.get(&position), color) {
        (Some(tile), _) => {
            if let Ok((mut visible, mut tint)) = tiles.get_mut(tile) {
                visible.set_if_neq(TileVisible(color.is_some()));
                if let Some(color) = color
                    && tint.0 != color
                {
                    tint.0 = color;
                }
            }
        }
        (None, Some(color)) => {
            let tile = commands
                .spawn((
                    TileBundle {
                        position,
                        tilemap_id: TilemapId(layer),
                        texture_index: TileTextureIndex(texture),
                        color: TileColor(color),
                        ..default()
                    },
                    ChildOf(layer),
                ))
                .id();
            storage.set(&position, tile);
        }
        (None, None) => {}
    }
}

fn spawn_board(mut commands: Commands, run: Res<CurrentRun>, art: Res<GameArt>, progress: Res<super::PlayerProgress>) {
    let current = &run.board;
    let maze = &current.maze;
    let palette = progress.settings.palette;
    let map =
        spawn_layer(&mut commands, maze, palette.tiles(&art), BOARD_Z, true, |p| Some(u32::from(maze.passages(p))));
    commands.entity(map).insert((Name::new("Board"), Board));
    let color = if palette == Palette::HighContrast { Color::BLACK } else { GameArt::WALL_COLOR };
    for strip in frame(maze, color) {
        commands.spawn((Name::new("Board frame"), strip, DespawnOnExit(InRun)));
    }
}

/// The frame round a board: four strips of `color` just outside its edges, which make the
/// outer walls as thick as the inner ones.
pub fn frame(maze: &Maze, color: Color) -> impl Iterator<Item = (Sprite, Transform)> {
    frame_sides(board_size(maze), FRAME_WIDTH)
        .into_iter()
        .map(move |(side, at)| (Sprite::from_color(color, side), Transform::from_translation(at.extend(BOARD_Z - 0.5))))
}

/// How far the frame reaches out from the board's edge, in world units.
const FRAME_WIDTH: f32 = 2.0;

/// The four strips of a frame `width` wide round a board of `size` centred on the origin:
/// each strip's size and centre. Only the border is drawn, never a sheet under the whole
/// board: under software rendering every pixel covered twice costs frame time.
fn frame_sides(size: Vec2, width: f32) -> [(Vec2, Vec2); 4] {
    let half = size / 2.0 + width / 2.0;
    let across = Vec2::new(size.x + 2.0 * width, width);
    let down = Vec2::new(width, size.y);
    [
        (across, Vec2::new(0.0, half.y)),
        (across, Vec2::new(0.0, -half.y)),
        (down, Vec2::new(-half.x, 0.0)),
        (down, Vec2::new(half.x, 0.0)),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cell_centres_are_a_cell_apart_and_centred() {
        let maze = Maze::new(21, 15).unwrap();
        for i in 1..maze.len() {
            let (a, b) = (maze.pos(i - 1), maze.pos(i));
            if a.y == b.y {
                assert_eq!(cell_center(&maze, b) - cell_center(&maze, a), Vec2::new(CELL_SIZE, 0.0));
            }
        }
        assert_eq!(cell_center(&maze, Pos::new(10, 7)), Vec2::ZERO, "the middle cell is at the origin");
        assert!(cell_center(&maze, Pos::new(0, 0)).y > 0.0, "row 0 is at the top");
    }

    #[test]
    fn the_frame_rings_the_board_without_covering_it() {
        let size = Vec2::new(320.0, 160.0);
        let strips = frame_sides(size, 2.0).map(|(side, at)| Rect::from_center_size(at, side));
        let board = Rect::from_center_size(Vec2::ZERO, size);
        for strip in strips {
            assert!(strip.intersect(board).is_empty(), "{strip:?} covers the board");
        }
        // Every point just outside the board, all the way round, is in a strip.
        let ring = Rect::from_center_size(Vec2::ZERO, size + 2.0);
        for t in 0..=100 {
            let f = t as f32 / 100.0;
            for p in [
                Vec2::new(ring.min.x + f * ring.width(), ring.min.y),
                Vec2::new(ring.min.x + f * ring.width(), ring.max.y),
                Vec2::new(ring.min.x, ring.min.y + f * ring.height()),
                Vec2::new(ring.max.x, ring.min.y + f * ring.height()),
            ] {
                assert!(strips.iter().any(|s| s.contains(p)), "{p} is not framed");
            }
        }
    }
}
