//! The split screen of a race of two on a shaped maze too big to show whole (a circle of 40
//! rings, a 120×90 field of hexes): the window splits into a left half following player one
//! (WASD) and a right half following player two (the arrows), each at the followed zoom,
//! with a bar between and a line at the top of each saying whose it is, as the square
//! game's split screen does. The window's camera then looks far off the maze and draws only
//! the HUD, the minimap and the menus over both halves; the minimap marks both mice. A maze
//! shown whole is never split.

use bevy::camera::{CameraOutputMode, Viewport};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::ShapedGame;
use super::draw::PLAYER_TWO;
use super::view::{board_size, cell_centre, followed_scale, ground, splits, window_size};
use crate::art::GameArt;
use crate::camera::{HUD_MARGIN, SplitView, follow};
use crate::ui::label;
use crate::{PlaySet, Screen};

/// The bar between the halves, in pixels.
const DIVIDER: f32 = 6.0;

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
        // The left half clears the window's picture; the right one draws beside it. Both stay
        // in the picture the window's camera writes once (as the square split screen does).
        let clear = if player == 0 { ClearColorConfig::Custom(ground(&game)) } else { ClearColorConfig::None };
        let camera =
            Camera { order: player as isize - 2, clear_color: clear, output_mode: CameraOutputMode::Skip, ..default() };
        let name = Name::new(format!("Shaped split camera {}", player + 1));
        commands.spawn((name, SplitView(player), Camera2d, camera, Msaa::Off, DespawnOnExit(Screen::Shaped)));
    }
    let bar = Node {
        position_type: PositionType::Absolute,
        left: percent(50),
        margin: UiRect::left(px(-DIVIDER / 2.0)),
        width: px(DIVIDER),
        top: px(0),
        bottom: px(0),
        ..default()
    };
    let divider = (Name::new("Shaped split divider"), Divider, bar, BackgroundColor(GameArt::DIM_TEXT));
    // Under the rest of the UI: the HUD's bars and the minimap go over it.
    commands.spawn((divider, GlobalZIndex(-2), DespawnOnExit(Screen::Shaped)));
    // Whose half is whose, under the title line.
    let whose = [("Player one: grey, WASD", GameArt::TEXT), ("Player two: blue, arrows", PLAYER_TWO)];
    for (player, (text, colour)) in whose.into_iter().enumerate() {
        let place = Node {
            position_type: PositionType::Absolute,
            top: px(HUD_MARGIN + 6.0),
            left: if player == 0 { px(16) } else { percent(50) },
            margin: UiRect::left(px(if player == 0 { 0.0 } else { DIVIDER / 2.0 + 16.0 })),
            padding: UiRect::axes(px(10), px(4)),
            ..default()
        };
        let background = BackgroundColor(GameArt::BACKGROUND.with_alpha(0.85));
        let line = (Name::new("Whose half"), Divider, place, background, DespawnOnExit(Screen::Shaped));
        commands.spawn((line, children![label(text, 20.0, colour)]));
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
    let physical = window.physical_size();
    let bar = (DIVIDER / 2.0 * window.scale_factor()).round() as u32;
    let width = (physical.x / 2).saturating_sub(bar).max(1);
    for (half, mut camera, mut transform, mut projection) in &mut halves {
        let x = if half.0 == 0 { 0 } else { physical.x - width };
        let (at, size) = (UVec2::new(x, 0), UVec2::new(width, physical.y));
        if camera.viewport.as_ref().is_none_or(|v| (v.physical_position, v.physical_size) != (at, size)) {
            camera.viewport = Some(Viewport { physical_position: at, physical_size: size, ..default() });
        }
        let Projection::Orthographic(ortho) = &mut *projection else { continue };
        let jump = ortho.scale != 1.0 / scale;
        ortho.scale = 1.0 / scale;
        let Some(runner) = game.run.mice.get(half.0) else { continue };
        let visible = Vec2::new(width as f32, physical.y as f32) / window.scale_factor() / scale;
        let target = cell_centre(graph, runner.mouse.cell);
        follow(&mut transform, target, (board_size(graph), visible), if jump { 1.0 } else { time.delta_secs() });
    }
}
