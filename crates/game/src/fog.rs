//! Fog of war, a mode of a run ([`RunConfig::fog`]: the custom game, `play --fog`, levels
//! with `fog: true`, Expert): the player sees only along the straight corridors from its
//! cell (the core's [`Fog`](crate::rules::fog::Fog), kept by the run: [`Run::fog`]); cells
//! seen before stay dim, cells never seen are dark, and rivals out of sight are hidden (the
//! cheese too, until seen). The route reveal and the trail are drawn over the fog. The fog
//! comes down once the board is carved and lifts when the run ends.
//!
//! Drawing costs less than no fog at all: a cell never seen has its board tile hidden (the
//! window's dark clear colour shows), a remembered cell gets a dim tile of the fog layer over it, and only cells
//! whose sight changed are touched.
//!
//! [`Run::fog`]: crate::rules::Run::fog

use bevy::prelude::*;
use bevy_ecs_tilemap::prelude::*;

use super::art::GameArt;
use super::board::{BOARD_Z, Board, show_on_layer, spawn_layer, tile_pos};
use super::carve::carved;
use super::cheese::Cheese;
use super::mouse::Piece;
use super::rival::Rival;
use super::run::{CurrentRun, RunConfig};
use super::{PlaySet, Screen};
use crate::maze::Pos;

/// The fog drawn, and what hides in it.
pub fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Playing), spawn_fog_layer)
        .add_systems(
            Update,
            (draw_fog.run_if(carved), hide_in_fog).in_set(PlaySet::Draw).run_if(in_state(Screen::Playing)),
        )
        .add_systems(OnExit(Screen::Playing), lift_fog);
}

/// The tile of a whole white square in route.png.
const FOG_TILE: u32 = 18;
/// Seen before, not now.
const DIM: Color = Color::srgba(0.106, 0.118, 0.169, 0.6);

#[derive(Component)]
struct FogLayer;

fn spawn_fog_layer(mut commands: Commands, config: Res<RunConfig>, run: Res<CurrentRun>, art: Res<GameArt>) {
    if !config.fog {
        return;
    }
    let maze = &run.board.maze;
    // Sparse: a dim tile is added for each cell when it is first remembered.
    let layer = spawn_layer(&mut commands, maze, art.route.clone(), BOARD_Z + 0.5, false, |_| None);
    // Where a board tile is hidden, the window's clear colour (the dark of the never-seen)
    // shows: nothing is drawn there at all.
    commands.entity(layer).insert((Name::new("Fog layer"), FogLayer));
}

/// What the layer shows now: the cells in sight (clear), so the next change touches only
/// those and the new ones.
#[derive(Default)]
struct Drawn {
    layer: Option<Entity>,
    clear: Vec<Pos>,
}

/// The fog layer and its tiles.
type FogTiles<'w, 's> = Query<'w, 's, (Entity, &'static mut TileStorage), (With<FogLayer>, Without<Board>)>;

/// Draws the fog once the board is carved.
fn draw_fog(
    mut commands: Commands,
    run: Res<CurrentRun>,
    mut fog_layer: FogTiles,
    board: Query<&TileStorage, (With<Board>, Without<FogLayer>)>,
    mut tiles: Query<(&mut TileVisible, &mut TileColor)>,
    mut drawn: Local<Drawn>,
) {
    let (Some(fog), Ok((entity, mut fog_tiles)), Ok(board_tiles)) = (&run.fog, fog_layer.single_mut(), board.single())
    else {
        return;
    };
    let maze = &run.board.maze;
    // A cell is shown (its board tile), dimmed (a fog tile over it) or neither.
    let mut set = |cell: Pos, shown: bool, dimmed: bool| {
        if let Some(tile) = board_tiles.get(&tile_pos(maze, cell))
            && let Ok((mut visible, _)) = tiles.get_mut(tile)
        {
            visible.set_if_neq(TileVisible(shown));
        }
        let dim = dimmed.then_some(DIM);
        show_on_layer(&mut commands, (entity, &mut fog_tiles), &mut tiles, maze, (cell, FOG_TILE), dim);
    };
    if drawn.layer != Some(entity) {
        *drawn = Drawn { layer: Some(entity), clear: Vec::new() };
        for i in 0..maze.len() {
            let cell = maze.pos(i);
            set(cell, fog.seen(cell), fog.seen(cell) && !fog.in_sight(cell));
        }
    } else if drawn.clear == fog.sight() {
        return;
    }
    // (A tile spawned this frame cannot be changed again before the next: set each once.)
    for cell in std::mem::take(&mut drawn.clear) {
        if !fog.in_sight(cell) {
            set(cell, true, true);
        }
    }
    for &cell in fog.sight() {
        set(cell, true, false);
    }
    drawn.clear = fog.sight().to_vec();
}

/// The rivals' pieces and their visibility.
type RivalPieces<'w, 's> = Query<'w, 's, (&'static Piece, &'static mut Visibility), (With<Rival>, Without<Cheese>)>;
/// What the fog hides: the rivals and the cheese.
type HiddenInFog<'w, 's> = Query<'w, 's, &'static mut Visibility, (Or<(With<Rival>, With<Cheese>)>, Without<FogLayer>)>;

/// Rivals out of sight are hidden, and the cheese until it has been seen.
fn hide_in_fog(
    run: Res<CurrentRun>,
    mut rivals: RivalPieces,
    mut cheese: Query<(&Cheese, &mut Visibility), Without<Rival>>,
) {
    if run.fog.is_none() {
        return;
    }
    for (piece, mut visibility) in &mut rivals {
        let seen = run.mice.get(piece.0).is_some_and(|r| run.in_view(r.mouse.cell));
        visibility.set_if_neq(if seen { Visibility::Inherited } else { Visibility::Hidden });
    }
    for (cheese, mut visibility) in &mut cheese {
        let seen = run.shows(cheese.0);
        visibility.set_if_neq(if seen { Visibility::Inherited } else { Visibility::Hidden });
    }
}

/// The run is over: everything is shown.
fn lift_fog(
    mut layers: Query<&mut Visibility, With<FogLayer>>,
    mut pieces: HiddenInFog,
    board: Query<&TileStorage, With<Board>>,
    mut tiles: Query<&mut TileVisible>,
) {
    for mut visibility in &mut layers {
        *visibility = Visibility::Hidden;
    }
    for mut visibility in &mut pieces {
        *visibility = Visibility::Inherited;
    }
    if layers.is_empty() {
        return;
    }
    for tile in board.iter().flat_map(|storage| storage.iter().flatten()) {
        if let Ok(mut visible) = tiles.get_mut(*tile) {
            visible.set_if_neq(TileVisible(true));
        }
    }
}
