//! The split screen of a race of two on a board bigger than the window: when the zoom that
//! holds both mice in one view would draw cells smaller than [`READABLE`](crate::camera::READABLE) pixels a world
//! unit (24 px a cell), the window splits into a left half that follows player one (WASD,
//! sitting on the left) and a right half that follows player two (the arrows), each at the
//! player's own zoom, with a bar between and a line at the top of each half saying whose it
//! is. It joins again once the zoom that holds both is a third above that (so it does not
//! flicker at the edge). The window's camera keeps drawing the HUD, the minimap and the
//! menus over both halves; the minimap marks both mice, from the bottom middle, astride the bar.

use bevy::camera::{CameraOutputMode, Viewport};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::art::GameArt;
use super::board::board_size;
use super::camera::{HUD_MARGIN, SplitScreen, SplitView, Zoom, fitted_scale, follow};
use super::hud::move_keys;
use super::mouse::Pieces;
use super::palette::PLAYER_TWO;
use super::run::CurrentRun;
use super::saves::PlayerProgress;
use super::ui::label;
use super::{InRun, PlaySet, Screen};

/// The bar between the halves, in pixels.
const DIVIDER: f32 = 6.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Playing), spawn_halves)
        .add_systems(OnExit(InRun), join)
        .add_systems(Update, (frame_halves, show_divider).in_set(PlaySet::Draw).run_if(in_state(InRun)));
}

/// The bar between the halves and the lines saying whose half is whose.
#[derive(Component)]
struct SplitMark;

fn spawn_halves(mut commands: Commands, run: Res<CurrentRun>, progress: Res<PlayerProgress>) {
    if run.players != 2 {
        return;
    }
    for player in 0..2 {
        let mut half = half_camera(player, ClearColorConfig::Default);
        half.3.is_active = false;
        commands.spawn((half, DespawnOnExit(InRun)));
    }
    let keys = |player| move_keys(&progress.settings, player);
    let whose = [
        (format!("Player one: grey, {}", keys(0)), GameArt::TEXT),
        (format!("Player two: yellow, {}", keys(1)), PLAYER_TWO),
    ];
    for (player, (text, colour)) in whose.into_iter().enumerate() {
        let line = (whose_half(player, text, colour), SplitMark, Visibility::Hidden);
        commands.spawn((line, DespawnOnExit(InRun)));
    }
    commands.spawn((divider(), SplitMark, Visibility::Hidden, DespawnOnExit(InRun)));
}

/// The camera of `player`'s half (0 left, 1 right): the left half draws first and clears
/// the window's picture to `clear`, the right one draws beside it. Both stay in the picture
/// the window's camera, drawn last over both, writes to the window once (two full-window
/// copies fewer a frame). The square and the shapes' split screens both split with it.
pub(crate) fn half_camera(player: usize, clear: ClearColorConfig) -> (Name, SplitView, Camera2d, Camera, Msaa) {
    let clear_color = if player == 0 { clear } else { ClearColorConfig::None };
    let camera = Camera { order: player as isize - 2, clear_color, output_mode: CameraOutputMode::Skip, ..default() };
    (Name::new(format!("Split camera {}", player + 1)), SplitView(player), Camera2d, camera, Msaa::Off)
}

/// The line at the top of `player`'s half saying whose it is.
pub(crate) fn whose_half(player: usize, text: String, colour: Color) -> impl Bundle {
    let place = Node {
        position_type: PositionType::Absolute,
        top: px(HUD_MARGIN + 6.0),
        left: if player == 0 { px(16) } else { percent(50) },
        margin: UiRect::left(px(if player == 0 { 0.0 } else { DIVIDER / 2.0 + 16.0 })),
        padding: UiRect::axes(px(10), px(4)),
        ..default()
    };
    let background = BackgroundColor(GameArt::BACKGROUND.with_alpha(0.85));
    (Name::new("Whose half"), place, background, children![label(text, 20.0, colour)])
}

/// The bar between the halves, under the rest of the UI (the minimap sits astride it, the
/// HUD's bars cross it).
pub(crate) fn divider() -> impl Bundle {
    let bar = Node {
        position_type: PositionType::Absolute,
        left: percent(50),
        margin: UiRect::left(px(-DIVIDER / 2.0)),
        width: px(DIVIDER),
        top: px(0),
        bottom: px(0),
        ..default()
    };
    (Name::new("Split divider"), bar, BackgroundColor(GameArt::DIM_TEXT), GlobalZIndex(-1))
}

/// Puts `camera` over `player`'s half of `window` (when that changed: a resized window) and
/// says how much of the window it covers, in logical pixels.
pub(crate) fn place_half(camera: &mut Camera, window: &Window, player: usize) -> Vec2 {
    let physical = window.physical_size();
    let bar = (DIVIDER / 2.0 * window.scale_factor()).round() as u32;
    let width = (physical.x / 2).saturating_sub(bar).max(1);
    let x = if player == 0 { 0 } else { physical.x - width };
    let (at, size) = (UVec2::new(x, 0), UVec2::new(width, physical.y));
    if camera.viewport.as_ref().is_none_or(|v| (v.physical_position, v.physical_size) != (at, size)) {
        camera.viewport = Some(Viewport { physical_position: at, physical_size: size, ..default() });
    }
    size.as_vec2() / window.scale_factor()
}

fn join(mut split: ResMut<SplitScreen>) {
    split.0 = false;
}

/// Each half's camera: on while split, over its half of the window, following its mouse.
fn frame_halves(
    time: Res<Time>,
    zoom: Res<Zoom>,
    split: Res<SplitScreen>,
    current: Option<Res<CurrentRun>>,
    window: Single<&Window, With<PrimaryWindow>>,
    pieces: Pieces,
    mut halves: Query<(&SplitView, &mut Camera, &mut Transform, &mut Projection)>,
) {
    let Some(current) = current else { return };
    let board = board_size(&current.board.maze);
    let scale = fitted_scale(board, window.size()) * zoom.0;
    for (half, mut camera, mut transform, mut projection) in &mut halves {
        if camera.is_active != split.0 {
            camera.is_active = split.0;
        }
        if !split.0 {
            continue;
        }
        let visible = place_half(&mut camera, &window, half.0) / scale;
        if let Projection::Orthographic(ortho) = &mut *projection {
            ortho.scale = 1.0 / scale;
        }
        let Some((piece, _)) = pieces.iter().find(|(_, two)| *two == (half.0 == 1)) else { continue };
        follow(&mut transform, piece.translation.truncate(), (board, visible), time.delta_secs());
    }
}

fn show_divider(split: Res<SplitScreen>, mut marks: Query<&mut Visibility, With<SplitMark>>) {
    let shown = if split.0 { Visibility::Inherited } else { Visibility::Hidden };
    for mut visibility in &mut marks {
        visibility.set_if_neq(shown);
    }
}
