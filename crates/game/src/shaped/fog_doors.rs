//! What the rules hide and time on a shaped board: in fog the window is cleared dark and only
//! the cells the player has seen are drawn, their floor and walls (rebuilt when more is
//! seen), the cheese hidden until seen; and the electronic doors, drawn as on squares
//! (`crate::doors`), each shown once a cell beside it has been seen.

use bevy::prelude::*;

use super::ShapedGame;
use super::draw::{CheesePiece, GOAL_FLOOR, MeshAssets, WALL_COLOUR, spawn_layers, walls};
use super::mesh::Chunks;
use super::view::FLOOR;
use crate::doors::{DoorParts, door_views, spawn_doors};
use crate::{PlaySet, Screen};

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (draw_seen, draw_doors, hide_cheese, door_views::<ShapedGame>())
            .in_set(PlaySet::Draw)
            .after(super::Drawing)
            .run_if(in_state(Screen::Shaped).and_then(resource_exists::<ShapedGame>)),
    );
}

/// The seen cells' meshes, in fog.
#[derive(Component, Clone)]
struct SeenCells;

/// In fog, draws the seen cells again when the player has seen more (or the board is new).
fn draw_seen(
    game: Res<ShapedGame>,
    window: Query<&Window, With<bevy::window::PrimaryWindow>>,
    old: Query<Entity, With<SeenCells>>,
    mut drawn: Local<Option<(u64, usize)>>,
    mut assets: MeshAssets,
    mut commands: Commands,
) {
    let run = &game.run;
    let maze = &run.board.maze;
    let now = (game.print, run.fog.as_ref().map_or(usize::MAX, |fog| fog.seen_count()));
    if *drawn == Some(now) {
        return;
    }
    *drawn = Some(now);
    for entity in &old {
        commands.entity(entity).despawn();
    }
    if run.fog.is_none() {
        return;
    }
    let graph = maze.graph();
    let (mut floor, mut goal) = (Chunks::default(), Chunks::default());
    for cell in (0..maze.len() as u32).filter(|&cell| run.shows(cell)) {
        if cell == run.board.goal { goal.cell(graph, cell) } else { floor.cell(graph, cell) }
    }
    let floors = [(floor, FLOOR, 0.05), (goal, GOAL_FLOOR, 0.1)];
    spawn_layers(&mut commands, (&mut assets.meshes, &mut assets.materials), floors, SeenCells, true);
    let on_map = super::view::map_draws_walls(graph, super::view::window_size(window.single().ok()));
    let walls = [(walls(maze, |cell| run.shows(cell)), WALL_COLOUR, 0.5)];
    spawn_layers(&mut commands, (&mut assets.meshes, &mut assets.materials), walls, SeenCells, on_map);
    let bridges = super::bridges::bridges(maze, |cell| run.shows(cell), WALL_COLOUR);
    spawn_layers(&mut commands, (&mut assets.meshes, &mut assets.materials), bridges, SeenCells, on_map);
}

/// The doors drawn again for each new board, and on coming back to the screen
/// (`crate::doors` slides and counts them down).
fn draw_doors(
    game: Res<ShapedGame>,
    old: Query<Entity, DoorParts>,
    mut board: Local<Option<u64>>,
    mut commands: Commands,
) {
    let gone = old.is_empty() && game.run.board.door_count() > 0;
    if *board != Some(game.print) || gone {
        *board = Some(game.print);
        old.iter().for_each(|entity| commands.entity(entity).despawn());
        spawn_doors(&mut commands, &*game);
    }
}

/// The cheese shows once seen.
fn hide_cheese(game: Res<ShapedGame>, mut cheese: Query<&mut Visibility, With<CheesePiece>>) {
    let shown = game.run.shows(game.run.board.goal);
    for mut visibility in &mut cheese {
        visibility.set_if_neq(if shown { Visibility::Inherited } else { Visibility::Hidden });
    }
}
