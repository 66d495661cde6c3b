//! What the AI shows on the board: the revealed route as a glowing trail (appearing from
//! the mouse outwards), with a pause sign where it waits for a door (the door itself counts
//! down the seconds, [`crate::doors`]), and a searching rival's explored cells as a faint wash.
//! Two tilemap layers over the board, with a tile per cell, shown and hidden as needed.

use crate::palette::PaletteLook;
use bevy::prelude::*;
use bevy_ecs_tilemap::prelude::*;

use super::art::GameArt;
use super::board::{OVERLAY_Z, PIECE_Z, cell_center, spawn_layer, tile_pos};
use super::rival::ShowThoughts;
use super::route::Route;
use super::run::CurrentRun;
use super::{InRun, PlaySet, Screen};
use crate::maze::export::path_links;
use crate::maze::{Maze, Pos};
use crate::saves::PlayerProgress;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Playing), spawn_overlays)
        .add_systems(Update, (draw_route, draw_waits, draw_thoughts).in_set(PlaySet::Draw).run_if(in_state(InRun)));
}

/// The height of the revealed route's layer, over the trail's wash.
pub(super) const ROUTE_Z: f32 = OVERLAY_Z + 0.1;

/// The tile in route.png for the "explored" wash.
const THOUGHT_TILE: u32 = 16;
/// Cells per second at which a short revealed route draws itself out from the mouse.
const REVEAL_SPEED: f32 = 45.0;
/// The longest a reveal takes, in seconds: a long route draws faster, so that any route is
/// whole within about a second (on Hard it took over 4 s at 45 cells a second).
const REVEAL_SECONDS: f32 = 0.8;

/// Cells a second at which a route of `cells` cells draws itself out.
fn reveal_speed(cells: usize) -> f32 {
    (cells as f32 / REVEAL_SECONDS).max(REVEAL_SPEED)
}

#[derive(Component)]
struct RouteLayer;

#[derive(Component)]
struct ThoughtLayer;

fn spawn_overlays(mut commands: Commands, run: Res<CurrentRun>, art: Res<GameArt>) {
    let route = spawn_layer(&mut commands, &run.board.maze, art.route.clone(), ROUTE_Z, false, |_| Some(0));
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
    /// Whether the last drawing showed every cell at full strength.
    whole: bool,
}

impl Shown {
    /// Forgets cells of a layer that is gone (a new run has new layers, all hidden).
    fn follow(&mut self, layer: Entity) {
        if self.layer != Some(layer) {
            *self = Shown { layer: Some(layer), cells: Vec::new(), whole: false };
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
    progress: Res<PlayerProgress>,
    layer: Single<(Entity, &TileStorage), With<RouteLayer>>,
    mut tiles: OverlayTiles,
    mut shown: Local<Shown>,
) {
    let (layer, storage) = *layer;
    shown.follow(layer);
    let age = time.elapsed_secs() - route.revealed_at;
    let speed = reveal_speed(route.cells.len());
    if !route.is_changed() && shown.whole {
        return;
    }
    let maze = &run.board.maze;
    shown.hide(maze, storage, &mut tiles);
    let links = path_links(maze, &route.cells);
    let mut drawn_whole = true;
    for (k, &cell) in route.cells.iter().enumerate() {
        // Each tile fades in as the reveal front passes it.
        let alpha = (age * speed - k as f32).clamp(0.0, 3.0) / 3.0;
        drawn_whole &= alpha >= 1.0;
        if alpha <= 0.0 {
            break;
        }
        let Some(tile) = storage.get(&tile_pos(maze, cell)) else { continue };
        let Ok((mut visible, mut index, mut color)) = tiles.get_mut(tile) else { continue };
        visible.0 = true;
        index.0 = u32::from(links[maze.index(cell)] & 0x0f);
        color.0 = progress.settings.palette.colours().route.with_alpha(alpha);
        shown.cells.push(cell);
    }
    // A slow frame may pass the end of the reveal: it is over once a frame drew it whole.
    shown.whole = drawn_whole;
}

/// A place where the revealed route waits for a door.
#[derive(Component)]
struct WaitMark;

/// Puts a pause sign on each cell where the route waits for a door, on the side of the cell
/// away from the door, clear of the door's own countdown and of a mouse standing there.
fn draw_waits(
    mut commands: Commands,
    route: Res<Route>,
    run: Res<CurrentRun>,
    progress: Res<PlayerProgress>,
    marks: Query<Entity, With<WaitMark>>,
) {
    if !route.is_changed() {
        return;
    }
    for mark in &marks {
        commands.entity(mark).despawn();
    }
    let maze = &run.board.maze;
    let colour = progress.settings.palette.colours().door_shut;
    for &(cell, ..) in &route.waits {
        let next = route.cells.iter().skip_while(|&&c| c != cell).nth(1);
        let towards = next.map_or(Vec2::ZERO, |&next| cell_center(maze, next) - cell_center(maze, cell));
        let at = cell_center(maze, cell) - towards.normalize_or_zero() * 4.5;
        let place = Transform::from_translation(at.extend(PIECE_Z - 0.2));
        commands.spawn((wait_mark(place, colour), WaitMark, DespawnOnExit(InRun)));
    }
}

/// A pause sign where a revealed route waits for a door: two bars on a dark square, placed
/// by `place` (sized for the square board's cells of [`crate::board::CELL_SIZE`]: scaled
/// for another board's), under the mice. The shapes' route has it too.
pub fn wait_mark(place: Transform, colour: Color) -> impl Bundle {
    let bar = |x: f32| (Sprite::from_color(colour, Vec2::new(1.5, 5.0)), Transform::from_xyz(x, 0.0, 0.1));
    let plate = Sprite::from_color(GameArt::BACKGROUND.with_alpha(0.85), Vec2::splat(7.0));
    (Name::new("Wait mark"), place, Visibility::default(), children![plate, bar(-1.5), bar(1.5)])
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
    let explored = if show.0 { run.explored() } else { &[] };
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn any_route_is_revealed_within_about_a_second() {
        for cells in [1, 40, 300, 2_000, 20_000, 40_000] {
            let seconds = (cells as f32 + 4.0) / reveal_speed(cells);
            assert!(seconds <= 1.0, "{cells} cells take {seconds} s");
        }
        assert_eq!(reveal_speed(10), REVEAL_SPEED, "a short route still draws itself out");
    }
}
