//! What the AI shows on the board: the revealed route as a glowing trail (appearing from
//! the mouse outwards), and a searching rival's explored cells as a faint wash.
//! Two tilemap layers over the board, with a tile per cell, shown and hidden as needed.

use bevy::prelude::*;
use bevy_ecs_tilemap::prelude::*;

use super::art::GameArt;
use super::board::{OVERLAY_Z, spawn_layer, tile_pos};
use super::rival::{Rival, ShowThoughts};
use super::route::Route;
use super::run::CurrentMaze;
use super::{InRun, Screen};
use crate::maze::export::path_links;
use crate::maze::rivals::RivalKind;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Playing), spawn_overlays)
        .add_systems(Update, (draw_route, draw_thoughts).run_if(in_state(InRun)));
}

/// The tile in route.png for the "explored" wash.
const THOUGHT_TILE: u32 = 16;
/// Cells per second at which a revealed route draws itself out from the mouse.
const REVEAL_SPEED: f32 = 45.0;

#[derive(Component)]
struct RouteLayer;

#[derive(Component)]
struct ThoughtLayer;

fn spawn_overlays(mut commands: Commands, current: Res<CurrentMaze>, art: Res<GameArt>) {
    for (z, is_route) in [(OVERLAY_Z + 0.1, true), (OVERLAY_Z, false)] {
        let layer = spawn_layer(&mut commands, &current.maze, art.route.clone(), z, |_| Some(0));
        if is_route {
            commands.entity(layer).insert((Name::new("Route layer"), RouteLayer));
        } else {
            commands.entity(layer).insert((Name::new("Thought layer"), ThoughtLayer));
        }
    }
}

/// Hides every tile of a layer.
fn hide_all(storage: &TileStorage, tiles: &mut Query<(&mut TileVisible, &mut TileTextureIndex, &mut TileColor)>) {
    for tile in storage.iter().flatten() {
        if let Ok((mut visible, _, _)) = tiles.get_mut(*tile) {
            visible.0 = false;
        }
    }
}

fn draw_route(
    route: Res<Route>,
    current: Res<CurrentMaze>,
    layer: Single<&TileStorage, With<RouteLayer>>,
    mut tiles: Query<(&mut TileVisible, &mut TileTextureIndex, &mut TileColor)>,
) {
    let animating = route.shown && route.age * REVEAL_SPEED < route.cells.len() as f32 + 4.0;
    if !route.is_changed() && !animating {
        return;
    }
    hide_all(&layer, &mut tiles);
    let links = path_links(&current.maze, &route.cells);
    for (k, &cell) in route.cells.iter().enumerate() {
        let Some(tile) = layer.get(&tile_pos(&current.maze, cell)) else { continue };
        let Ok((mut visible, mut index, mut color)) = tiles.get_mut(tile) else { continue };
        // Each tile fades in as the reveal front passes it.
        let alpha = (route.age * REVEAL_SPEED - k as f32).clamp(0.0, 3.0) / 3.0;
        visible.0 = alpha > 0.0;
        index.0 = u32::from(links[current.maze.index(cell)] & 0x0f);
        color.0 = Color::WHITE.with_alpha(alpha);
    }
}

fn draw_thoughts(
    show: Res<ShowThoughts>,
    current: Res<CurrentMaze>,
    rivals: Query<&Rival>,
    layer: Single<&TileStorage, With<ThoughtLayer>>,
    mut tiles: Query<(&mut TileVisible, &mut TileTextureIndex, &mut TileColor)>,
    mut drawn: Local<usize>,
) {
    let rival = rivals.iter().find(|r| r.kind != RivalKind::Sprinter);
    let explored = match (show.0, rival) {
        (true, Some(r)) => RivalKind::explored(&r.walk, r.steps()),
        _ => &[][..],
    };
    if explored.len() == *drawn && !show.is_changed() {
        return;
    }
    *drawn = explored.len();
    hide_all(&layer, &mut tiles);
    for &cell in explored {
        if let Some(tile) = layer.get(&tile_pos(&current.maze, cell))
            && let Ok((mut visible, mut index, _)) = tiles.get_mut(tile)
        {
            visible.0 = true;
            index.0 = THOUGHT_TILE;
        }
    }
}
