//! What the rules hide and time on a shaped board: in fog the window is cleared dark and only
//! the cells the player has seen are drawn, their floor and walls (rebuilt when more is
//! seen), the cheese hidden until seen, and a lamp on each electronic door, green while it is
//! open and red while it is shut, shown once a cell beside it has been seen.

use bevy::prelude::*;

use super::ShapedGame;
use super::draw::{CheesePiece, GOAL_FLOOR, MeshAssets, WALL_COLOUR, spawn_layers, walls};
use super::mesh::{Chunks, UNIT, world};
use super::view::FLOOR;
use crate::rules::Ground;
use crate::{PlaySet, Screen};

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (draw_seen, light_doors, hide_cheese)
            .in_set(PlaySet::Draw)
            .after(super::Drawing)
            .run_if(in_state(Screen::Shaped).and_then(resource_exists::<ShapedGame>)),
    );
}

/// The seen cells' meshes, in fog.
#[derive(Component, Clone)]
struct SeenCells;

/// A door's lamp: the door's number on the board, and its cell and way.
#[derive(Component)]
struct DoorLamp {
    door: usize,
    cell: u32,
    way: usize,
}

/// A lamp's colours.
const OPEN: Color = Color::srgb(0.35, 0.95, 0.45);
const SHUT: Color = Color::srgb(0.95, 0.3, 0.25);

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

/// A lamp on every door, coloured by the doors' clock now.
fn light_doors(
    game: Res<ShapedGame>,
    mut lamps: Query<(Entity, &DoorLamp, &mut Sprite, &mut Visibility)>,
    mut board: Local<Option<u64>>,
    mut commands: Commands,
) {
    let run = &game.run;
    let (ground, doors) = (&run.board.maze, &run.board.doors);
    let graph = ground.graph();
    if *board != Some(game.print) {
        *board = Some(game.print);
        for (entity, ..) in &lamps {
            commands.entity(entity).despawn();
        }
        for door in 0..run.board.door_count() {
            let Some((cell, way)) = ground.door_place(doors, door) else { continue };
            // Half way along the way (across a wrapped edge: at the edge the door's cell lies on).
            let a = world(graph, graph.centre(cell));
            let b = a + super::mesh::step(graph, cell, way).unwrap_or(Vec2::ZERO);
            let mut lamp = Sprite::from_color(SHUT, Vec2::splat(0.45 * UNIT));
            lamp.custom_size = Some(Vec2::new(0.22 * UNIT, 0.7 * UNIT));
            let angle = (b - a).y.atan2((b - a).x);
            commands.spawn((
                DoorLamp { door, cell, way },
                lamp,
                Transform::from_translation(a.midpoint(b).extend(1.0)).with_rotation(Quat::from_rotation_z(angle)),
                DespawnOnExit(Screen::Shaped),
            ));
        }
        return;
    }
    let tick = run.door_tick();
    for (_, lamp, mut sprite, mut visibility) in &mut lamps {
        sprite.color = if ground.door_open(doors, lamp.cell, lamp.way, tick) { OPEN } else { SHUT };
        visibility.set_if_neq(if run.shows_door(lamp.door) { Visibility::Inherited } else { Visibility::Hidden });
    }
}

/// The cheese shows once seen.
fn hide_cheese(game: Res<ShapedGame>, mut cheese: Query<&mut Visibility, With<CheesePiece>>) {
    let shown = game.run.shows(game.run.board.goal);
    for mut visibility in &mut cheese {
        visibility.set_if_neq(if shown { Visibility::Inherited } else { Visibility::Hidden });
    }
}
