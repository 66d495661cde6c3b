//! What the AI shows on the board: the revealed route as a glowing trail (appearing from
//! the mouse outwards), and a searching rival's explored cells as a faint wash.
//! Two tilemap layers over the board, with a tile per cell, shown and hidden as needed.

use bevy::prelude::*;
use bevy_ecs_tilemap::prelude::*;

use super::art::GameArt;
use super::board::{OVERLAY_Z, spawn_layer, tile_pos};
use super::rival::ShowThoughts;
use super::route::Route;
use super::run::CurrentRun;
use super::{InRun, PlaySet, Screen};
use crate::maze::export::path_links;
use crate::maze::{Maze, Pos};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Playing), spawn_overlays)
        .add_systems(Update, (draw_route, draw_thoughts).in_set(PlaySet::Draw).run_if(in_state(InRun)));
}

/// The tile in route.png for the "explored" wash.
const THOUGHT_TILE: u32 = 16;
/// Cells per second at which a revealed route draws itself out from the mouse.
const REVEAL_SPEED: f32 = 45.0;

#[derive(Component)]
struct RouteLayer;

#[derive(Component)]
struct ThoughtLayer;

fn spawn_overlays(mut commands: Commands, run: Res<CurrentRun>, art: Res<GameArt>) {
    let route = spawn_layer(&mut commands, &run.board.maze, art.route.clone(), OVERLAY_Z + 0.1, false, |_| Some(0));
    commands.entity(route).insert((Name::new("Route layer"), RouteLayer));
    let thoughts =
        spawn_layer(&mut commands, &run.board.maze, art.route.clone(), OVERLAY_Z, false, |_| Some(THOUGHT_TILE));
    commands.entity(thoughts).insert((Name::new("Thought layer"), ThoughtLayer));
}

type OverlayTiles<'w, 's> =
    Query<'w, 's, (&'static mut TileVisible, &'static mut TileTextureIndex, &'static mut TileColor)>;

/// The cells a layer shows now, so that a change touches only those (not every tile).
#[derive(Default)]
struct Shown {
    layer: Option<Entity>,
    cells: Vec<Pos>,
}

impl Shown {
    /// Forgets cells of a layer that is gone (a new run has new layers, all hidden).
    fn follow(&mut self, layer: Entity) {
        if self.layer != Some(layer) {
            *self = Shown { layer: Some(layer), cells: Vec::new() };
        }
    }

    /// Hides every cell shown so far.
    fn hide(&mut self, maze: &Maze, storage: &TileStorage, tiles: &mut OverlayTiles) {
        for cell in self.cells.drain(..) {
            if let Some(tile) = storage.get(&tile_pos(maze, cell))
                && let Ok((mut visible, _, _)) = tiles.get_mut(tile)
            {
                visible.0 = false;
            }
        }
    }
}

fn draw_route(
    route: Res<Route>,
    time: Res<Time>,
    run: Res<CurrentRun>,
    layer: Single<(Entity, &TileStorage), With<RouteLayer>>,
    mut tiles: OverlayTiles,
    mut shown: Local<Shown>,
) {
    let (layer, storage) = *layer;
    shown.follow(layer);
    let age = time.elapsed_secs() - route.revealed_at;
    let animating = route.shown && age * REVEAL_SPEED < route.cells.len() as f32 + 4.0;
    if !route.is_changed() && !animating {
        return;
    }
    let maze = &run.board.maze;
    shown.hide(maze, storage, &mut tiles);
    let links = path_links(maze, &route.cells);
    for (k, &cell) in route.cells.iter().enumerate() {
        // Each tile fades in as the reveal front passes it.
        let alpha = (age * REVEAL_SPEED - k as f32).clamp(0.0, 3.0) / 3.0;
        if alpha <= 0.0 {
            break;
        }
        let Some(tile) = storage.get(&tile_pos(maze, cell)) else { continue };
        let Ok((mut visible, mut index, mut color)) = tiles.get_mut(tile) else { continue };
        visible.0 = true;
        index.0 = u32::from(links[maze.index(cell)] & 0x0f);
        color.0 = Color::WHITE.with_alpha(alpha);
        shown.cells.push(cell);
    }
}

/// The explored cells only ever grow while shown, so each step adds just the new ones.
fn draw_thoughts(
    show: Res<ShowThoughts>,
    run: Res<CurrentRun>,
    layer: Single<(Entity, &TileStorage), With<ThoughtLayer>>,
    mut tiles: OverlayTiles,
    mut shown: Local<Shown>,
) {
    let (layer, storage) = *layer;
    shown.follow(layer);
    let searcher = run.mice.iter().filter_map(|m| m.plan()).find(|plan| plan.kind.searches());
    let explored = match (show.0, searcher) {
        (true, Some(plan)) => plan.explored(),
        _ => &[][..],
    };
    let maze = &run.board.maze;
    if !explored.starts_with(&shown.cells) {
        shown.hide(maze, storage, &mut tiles);
    }
    for &cell in &explored[shown.cells.len()..] {
        if let Some(tile) = storage.get(&tile_pos(maze, cell))
            && let Ok((mut visible, _, _)) = tiles.get_mut(tile)
        {
            visible.0 = true;
        }
        shown.cells.push(cell);
    }
}
