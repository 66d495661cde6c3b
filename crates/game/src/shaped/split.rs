//! The split screen of a race of two on a shaped maze too big to show whole (a circle of 40
//! rings, a 120×90 field of hexes): the window splits into a left half following player one
//! (WASD) and a right half following player two (the arrows), each at the followed zoom,
//! with a bar between and a line at the top of each saying whose it is, as the square
//! game's split screen does. The window's camera then looks far off the maze and draws only
//! the HUD, the minimap and the menus over both halves; the minimap marks both mice. A maze
//! shown whole is never split.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::ShapedGame;
use super::draw::PLAYER_TWO;
use super::view::{board_size, cell_centre, followed_scale, ground, splits, window_size};
use crate::art::GameArt;
use crate::camera::{SplitView, follow};
use crate::split_screen::{divider, half_camera, place_half, whose_half};
use crate::{PlaySet, Screen};

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (keep_halves, frame_halves)
            .chain()
            .in_set(PlaySet::Present)
            .run_if(in_state(Screen::Shaped).and_then(resource_exists::<ShapedGame>)),
    );
}

/// The bar between the halves, and the lines saying whose half is whose.
#[derive(Component)]
struct Divider;

/// What a split screen adds: the halves' cameras and the bar.
type SplitParts = Or<(With<SplitView>, With<Divider>)>;

/// The halves' cameras and the bar made when split, removed when not.
fn keep_halves(
    game: Res<ShapedGame>,
    window: Query<&Window, With<PrimaryWindow>>,
    halves: Query<Entity, SplitParts>,
    mut commands: Commands,
) {
    let wanted = splits(&game, window_size(window.single().ok()));
    if wanted != halves.is_empty() {
        return;
    }
    if !wanted {
        halves.iter().for_each(|entity| commands.entity(entity).despawn());
        return;
    }
    for player in 0..2 {
        commands.spawn((half_camera(player, ClearColorConfig::Custom(ground(&game))), DespawnOnExit(Screen::Shaped)));
    }
    commands.spawn((divider(), Divider, DespawnOnExit(Screen::Shaped)));
    let whose = [("Player one: grey, WASD", GameArt::TEXT), ("Player two: yellow, arrows", PLAYER_TWO)];
    for (player, (text, colour)) in whose.into_iter().enumerate() {
        commands.spawn((whose_half(player, text.into(), colour), Divider, DespawnOnExit(Screen::Shaped)));
    }
}

/// Each half over its side of the window, following its player's mouse.
fn frame_halves(
    time: Res<Time>,
    game: Res<ShapedGame>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut halves: Query<(&SplitView, &mut Camera, &mut Transform, &mut Projection)>,
) {
    let Ok(window) = window.single() else { return };
    let graph = game.run.board.maze.graph();
    let scale = followed_scale(graph);
    for (half, mut camera, mut transform, mut projection) in &mut halves {
        let visible = place_half(&mut camera, window, half.0) / scale;
        let Projection::Orthographic(ortho) = &mut *projection else { continue };
        let jump = ortho.scale != 1.0 / scale;
        ortho.scale = 1.0 / scale;
        let Some(runner) = game.run.mice.get(half.0) else { continue };
        let target = cell_centre(graph, runner.mouse.cell);
        follow(&mut transform, target, (board_size(graph), visible), if jump { 1.0 } else { time.delta_secs() });
    }
}
