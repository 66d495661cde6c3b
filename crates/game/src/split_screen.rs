//! The split screen of a race of two on a board bigger than the window, on any board
//! (written once over [`BoardView`]): the window splits into a left half that follows player
//! one (WASD, sitting on the left) and a right half that follows player two (the arrows), with
//! a bar between and a line at the top of each half saying whose it is (the keys as bound).
//! On squares it splits when the zoom that holds both mice in one view would draw cells
//! smaller than [`READABLE`](crate::camera::READABLE) pixels a world unit (24 px a cell), each
//! half at the player's own zoom, and joins again once the zoom that holds both is a third
//! above that (so it does not flicker at the edge); on the other shapes when a maze too big to
//! show whole is raced by two, each half at the followed zoom. The window's camera keeps
//! drawing the HUD, the minimap and the menus over both halves.

use bevy::camera::{CameraOutputMode, Viewport};
use bevy::ecs::schedule::ScheduleConfigs;
use bevy::ecs::system::ScheduleSystem;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use crate::art::GameArt;
use crate::board_view::BoardView;
use crate::camera::{HUD_MARGIN, SplitScreen, SplitView, Zoom, follow};
use crate::hud::move_keys;
use crate::palette::PLAYER_TWO;
use crate::run::CurrentRun;
use crate::saves::PlayerProgress;
use crate::ui::label;
use crate::{InRun, PlaySet, Screen};

/// The bar between the halves, in pixels.
const DIVIDER: f32 = 6.0;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SplitScreen>()
        .init_resource::<Zoom>()
        .add_systems(OnExit(InRun), join)
        .add_systems(OnExit(Screen::Shaped), join)
        .add_systems(
            Update,
            split_views::<CurrentRun>().run_if(in_state(InRun).and_then(resource_exists::<CurrentRun>)),
        );
}

/// The split screen of races kept as `R`, on any board: its screen says when to split
/// ([`SplitScreen`]: the square camera zoomed out too far to read, the shapes' followed maze
/// raced by two) and adds these for its own race.
pub fn split_views<R: BoardView>() -> ScheduleConfigs<ScheduleSystem> {
    (keep_halves::<R>, frame_halves::<R>).chain().in_set(PlaySet::Draw)
}

/// The bar between the halves and the lines saying whose half is whose.
#[derive(Component)]
struct SplitMark;

/// What a split screen adds: the halves' cameras, the bar and the lines.
type SplitParts = Or<(With<SplitView>, With<SplitMark>)>;

/// The halves' cameras, the bar and the lines made when the screen splits (each line naming
/// its player's keys as bound), and removed when it joins.
fn keep_halves<R: BoardView>(
    (race, split, progress): (Res<R>, Res<SplitScreen>, Res<PlayerProgress>),
    parts: Query<Entity, SplitParts>,
    mut commands: Commands,
) {
    if split.0 != parts.is_empty() {
        return;
    }
    if !split.0 {
        parts.iter().for_each(|entity| commands.entity(entity).despawn());
        return;
    }
    for player in 0..2 {
        commands.spawn((half_camera(player, race.clear_colour()), R::gone()));
    }
    let keys = |player| move_keys(&progress.settings, player);
    let whose = [
        (format!("Player one: grey, {}", keys(0)), GameArt::TEXT),
        (format!("Player two: yellow, {}", keys(1)), PLAYER_TWO),
    ];
    for (player, (text, colour)) in whose.into_iter().enumerate() {
        commands.spawn((whose_half(player, text, colour), SplitMark, R::gone()));
    }
    commands.spawn((divider(), SplitMark, R::gone()));
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
/// shapes' one at -1, and the HUD's bars cross it).
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
    (Name::new("Split divider"), bar, BackgroundColor(GameArt::DIM_TEXT), GlobalZIndex(-2))
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

/// Each half over its side of the window, following its player's mouse (at once when its
/// zoom changes: a new half, a resized window).
fn frame_halves<R: BoardView>(
    (time, zoom, race): (Res<Time>, Res<Zoom>, Res<R>),
    window: Single<&Window, With<PrimaryWindow>>,
    mut halves: Query<(&SplitView, &mut Camera, &mut Transform, &mut Projection)>,
) {
    let scale = race.half_scale(window.size(), zoom.0);
    for (half, mut camera, mut transform, mut projection) in &mut halves {
        let visible = place_half(&mut camera, &window, half.0) / scale;
        let Projection::Orthographic(ortho) = &mut *projection else { continue };
        let jump = ortho.scale != 1.0 / scale;
        ortho.scale = 1.0 / scale;
        let Some(at) = race.mouse_at(half.0) else { continue };
        let seconds = if jump { 1.0 } else { time.delta_secs() };
        follow(&mut transform, at, (race.board_size(), visible), seconds);
    }
}
