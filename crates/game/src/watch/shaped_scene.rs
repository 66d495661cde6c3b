//! The bot's board on a maze of another shape (hexagons, triangles, a circle…): the maze as
//! the editor draws it ([`draw_sketch`]), its doors bright when open and dark when shut, the
//! cells the bot has stood on tinted, its chalk (the number on each marked cell, kept by the
//! square scene's [`Shown`]), and the mouse on the cell of the instruction shown,
//! facing its way. Built once a run, in the same [`SceneOf`] entities as the square scene,
//! which fits either into the window right of the column of panels.

use bevy::prelude::*;

use super::BotReplay;
use super::scene::{CHALK, DOOR_OPEN, DOOR_SHUT, SceneOf, Shown, TRAIL};
use crate::art::GameArt;
use crate::maze::doors::{CellDoor, CellDoors};
use crate::shaped::sketch::{draw_sketch, facing as facing_of, mouse_piece, side_ends};
use crate::shaped::view::cell_centre as centre_of;
use crate::{PlaySet, Screen};

/// After the square scene (which takes away the last run's drawing, whatever its shape).
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (build_scene, show_replay)
            .chain()
            .after(super::scene::frame_board)
            .in_set(PlaySet::Draw)
            .run_if(in_state(Screen::BotRun)),
    );
}

/// The bot's mouse.
#[derive(Component)]
struct ShapedBotMouse;

/// A door across its passage.
#[derive(Component)]
struct ShapedDoorBar(CellDoor);

/// The tint of a cell (by its number) the bot has stood on.
#[derive(Component)]
struct Trodden(usize);

/// Draws the run's maze when a new run begins (the square scene has taken the old one away).
fn build_scene(
    mut commands: Commands,
    replay: Res<BotReplay>,
    art: Res<GameArt>,
    built: Query<&SceneOf>,
    (mut meshes, mut materials): (ResMut<Assets<Mesh>>, ResMut<Assets<ColorMaterial>>),
) {
    let Some(board) = &replay.shaped else { return };
    if built.iter().any(|s| s.0 == replay.generation) {
        return;
    }
    let tag = (SceneOf(replay.generation), DespawnOnExit(Screen::BotRun));
    let (maze, graph) = (board.maze(), board.maze().graph());
    let (start, cheese) = board.ends();
    let assets = (&mut *meshes, &mut *materials);
    let (ends, doors) = ((maze, None, cheese as u32), (&CellDoors::default(), None));
    draw_sketch(&mut commands, assets, &art, ends, doors, tag.clone());
    let piece = mouse_piece(&art, graph);
    let side = piece.custom_size.map_or(1.0, |size| size.x);
    let (dot, tint) = (meshes.add(Circle::new(side * 0.18)), materials.add(TRAIL));
    let font = TextFont { font_size: bevy::text::FontSize::Px(side * 0.32), ..default() };
    for cell in 0..maze.len() {
        let at = Transform::from_translation(centre_of(graph, cell as u32).extend(1.5));
        let visibility = if cell == start { Visibility::Inherited } else { Visibility::Hidden };
        let chalk = (Text2d::new(""), font.clone(), TextColor(CHALK), Transform::from_xyz(0.0, 0.0, 0.1));
        let dot = (Trodden(cell), Mesh2d(dot.clone()), MeshMaterial2d(tint.clone()), at, visibility);
        commands.spawn((dot, tag.clone(), children![chalk]));
    }
    for door in board.doors().iter() {
        let (a, b) = side_ends(graph, door.cell, usize::from(door.slot));
        let bar = Sprite::from_color(DOOR_SHUT, Vec2::new(a.distance(b) * 0.8, side * 0.15));
        let at = Transform::from_translation(((a + b) / 2.0).extend(1.8))
            .with_rotation(Quat::from_rotation_z((b - a).to_angle()));
        commands.spawn((ShapedDoorBar(*door), bar, at, tag.clone()));
    }
    let at = Transform::from_translation(centre_of(graph, start as u32).extend(2.5));
    commands.spawn((ShapedBotMouse, piece, at, tag));
}

/// Puts the trail, the chalk, the doors and the mouse where the replay has got to.
fn show_replay(
    replay: Res<BotReplay>,
    mut shown: Local<Shown>,
    mut cells: Query<(&Trodden, &mut Visibility, &Children)>,
    mut texts: Query<&mut Text2d>,
    mut mouse: Query<&mut Transform, With<ShapedBotMouse>>,
    mut doors: Query<(&ShapedDoorBar, &mut Sprite)>,
) {
    let (Some(board), Some(trace)) = (&replay.shaped, replay.outcome.as_ref().ok().and_then(|t| t.shaped())) else {
        return;
    };
    if !replay.is_changed() {
        return;
    }
    let (maze, graph) = (board.maze(), board.maze().graph());
    let step = |i: usize| trace.steps.get(i).map(|s| (s.cell, s.instruction));
    shown.catch_up(&replay, (maze.len(), board.ends().0), step);
    for (cell, mut visibility, children) in &mut cells {
        shown.show_cell(cell.0, (&mut visibility, children), &mut texts);
    }
    let tick = replay.tick();
    for (door, mut sprite) in &mut doors {
        sprite.color = if door.0.clock().is_open(tick) { DOOR_OPEN } else { DOOR_SHUT };
    }
    let at = replay.shown.checked_sub(1).and_then(|i| trace.steps.get(i)).map(|s| (s.cell, Some(s.facing)));
    let (cell, facing) = at.unwrap_or((board.ends().0, None));
    for mut transform in &mut mouse {
        transform.translation = centre_of(graph, cell as u32).extend(2.5);
        if let Some(turn) = facing.and_then(|slot| facing_of(graph, cell as u32, slot)) {
            transform.rotation = turn;
        }
    }
}
