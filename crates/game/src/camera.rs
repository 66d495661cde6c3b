//! The camera: a small board is shown whole at the largest half-step zoom that fits (1×,
//! 1.5×, 2×…: sampled nearest, so the pixel art stays crisp, and a board fills the window);
//! a big board is followed smoothly around the player (in a race of two, around both, zoomed
//! out until both show, or split in two halves when that zoom would be too small to read:
//! [`super::split_screen`]). `+` and `-` zoom in and out.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::board::board_size;
use super::input::{Act, Actions};
use super::mouse::{Player, PlayerTwo};
use super::run::CurrentRun;
use super::{InRun, PlaySet, Screen};
pub use crate::board::{HUD_MARGIN, fitted_scale};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Zoom>()
        .init_resource::<SplitScreen>()
        .add_systems(Startup, spawn_camera)
        .add_systems(OnEnter(Screen::Playing), reset_zoom)
        .add_systems(Update, zoom_keys.in_set(PlaySet::Keys).run_if(in_state(InRun)))
        .add_systems(Update, frame_board.in_set(PlaySet::Draw).run_if(in_state(InRun)));
}

/// The player's zoom, as a factor on the fitted zoom (1 = fitted).
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct Zoom(pub f32);

impl Default for Zoom {
    fn default() -> Self {
        Zoom(1.0)
    }
}

fn spawn_camera(mut commands: Commands) {
    // No multisampling: pixel art has no edges to smooth, and under software rendering 4×
    // samples cost most of a frame.
    commands.spawn((Name::new("Camera"), Camera2d, Msaa::Off));
}

pub(crate) fn reset_zoom(mut zoom: ResMut<Zoom>) {
    *zoom = Zoom::default();
}

pub(crate) fn zoom_keys(actions: Res<Actions>, mut zoom: ResMut<Zoom>) {
    if actions.just(Act::ZoomIn) {
        zoom.0 = (zoom.0 * 1.5).min(8.0);
    }
    if actions.just(Act::ZoomOut) {
        zoom.0 = (zoom.0 / 1.5).max(0.25);
    }
}

/// Fits a board of `board` world units into the window (`view` pixels) left of a side panel
/// `panel_width` pixels wide, at the largest eighth step that fits when it can (unlike
/// [`fitted_scale`] does): the bot screen and the editor.
pub fn fit_beside_panel(camera: (&mut Transform, &mut Projection), board: Vec2, view: Vec2, panel_width: f32) {
    fit_between_panels(camera, board, view, (0.0, panel_width));
}

/// Fits a board between a panel on the left and one on the right (`(left, right)` pixels
/// wide), as [`fit_beside_panel`] does: the bot screen with its script panel.
pub fn fit_between_panels(
    camera: (&mut Transform, &mut Projection),
    board: Vec2,
    view: Vec2,
    (left, right): (f32, f32),
) {
    let scale = between_panels_scale(board, view, (left, right));
    if let Projection::Orthographic(ortho) = camera.1 {
        ortho.scale = 1.0 / scale;
    }
    // The board's centre sits in the middle of the room between the panels.
    camera.0.translation = Vec3::new((right - left) / 2.0 / scale, 0.0, camera.0.translation.z);
}

/// The most a board between panels is blown up: a 3×2 challenge maze at 6× has cells of
/// 96 pixels, in the middle of the room (fitted, it touched the window's right edge).
pub const MAX_PANEL_SCALE: f32 = 6.0;

/// The zoom (screen pixels a world unit) at which [`fit_between_panels`] shows a board.
pub fn between_panels_scale(board: Vec2, view: Vec2, (left, right): (f32, f32)) -> f32 {
    let room = view - Vec2::new(left + right + 40.0, 80.0);
    let fit = (room.x / board.x).min(room.y / board.y).clamp(0.05, MAX_PANEL_SCALE);
    // In eighths past 1: a small board (a 16×16 contest) fills the room, near whole pixels.
    if fit >= 1.0 { (fit * 8.0).floor() / 8.0 } else { fit }
}

/// The players' pieces (one, or two in a race of two).
type PlayersNotCamera = (Or<(With<Player>, With<PlayerTwo>)>, Without<Camera2d>);

/// The window's camera (not a half of a split screen).
pub type WindowCamera = (With<Camera2d>, Without<SplitView>);

fn frame_board(
    time: Res<Time>,
    zoom: Res<Zoom>,
    current: Option<Res<CurrentRun>>,
    mut split: ResMut<SplitScreen>,
    window: Single<&Window, With<PrimaryWindow>>,
    players: Query<&Transform, PlayersNotCamera>,
    camera: Single<(&mut Transform, &mut Projection, &mut Camera), WindowCamera>,
) {
    let Some(current) = current else { return };
    let (mut transform, mut projection, mut camera) = camera.into_inner();
    let view = window.size();
    let board = board_size(&current.board.maze);
    let at: Vec<Vec2> = players.iter().map(|p| p.translation.truncate()).collect();
    let (low, high) = at.iter().fold((Vec2::MAX, Vec2::MIN), |(lo, hi), p| (lo.min(*p), hi.max(*p)));
    let mut scale = fitted_scale(board, view) * zoom.0;
    let whole_board_shows = board.x * scale <= view.x && board.y * scale <= view.y - 2.0 * HUD_MARGIN;
    let both_fit = (at.len() == 2 && !whole_board_shows).then(|| both_in_view(scale, high - low, view));
    split.0 = both_fit.is_some_and(|both| split_wanted(split.0, both, scale));
    if let Projection::Orthographic(ortho) = &mut *projection {
        ortho.scale = 1.0 / scale;
    }
    // Split, this camera draws only the HUD over the halves: it looks far off the board.
    if split.0 != matches!(camera.clear_color, ClearColorConfig::None) {
        camera.clear_color = if split.0 { ClearColorConfig::None } else { ClearColorConfig::Default };
    }
    if split.0 {
        transform.translation = Vec3::new(FAR_OFF, FAR_OFF, transform.translation.z);
        return;
    }
    scale = both_fit.unwrap_or(scale);
    if let Projection::Orthographic(ortho) = &mut *projection {
        ortho.scale = 1.0 / scale;
    }
    let target = if at.is_empty() { Vec2::ZERO } else { (low + high) / 2.0 };
    let back_from_split = transform.translation.x >= FAR_OFF;
    follow(&mut transform, target, (board, view / scale), if back_from_split { 1.0 } else { time.delta_secs() });
}

/// Where the window's camera looks while the screen is split: nothing of the board shows.
const FAR_OFF: f32 = 1.0e7;

/// Moves a camera smoothly towards `target` along each axis where the board is bigger than
/// the `visible` part (never more than a tenth of a view past the board's edge), and to the
/// board's centre along an axis where it fits (a board zoomed out to fit across stays
/// centred across, with both edges in view); `seconds` since the last frame (1 or more: at
/// once).
pub fn follow(transform: &mut Transform, target: Vec2, (board, visible): (Vec2, Vec2), seconds: f32) {
    let along = |target: f32, board: f32, visible: f32| {
        let room = (board - visible) / 2.0 + visible * 0.1;
        if board > visible { target.clamp(-room, room) } else { 0.0 }
    };
    let target = Vec2::new(along(target.x, board.x, visible.x), along(target.y, board.y, visible.y));
    let smoothing = 1.0 - (-8.0 * seconds).exp();
    let at = transform.translation.truncate().lerp(target, smoothing);
    transform.translation = at.extend(transform.translation.z);
}

/// The zoom that shows two mice `span` world units apart with room around them (a few
/// cells each side), never closer than `scale`.
pub fn both_in_view(scale: f32, span: Vec2, view: Vec2) -> f32 {
    let room = span.abs() + Vec2::splat(6.0 * super::board::CELL_SIZE);
    let fit = (view.x / room.x).min((view.y - 2.0 * HUD_MARGIN) / room.y);
    scale.min(fit)
}

/// The smallest zoom (screen pixels a world unit) at which one view holds both mice; below
/// it the screen splits.
pub const READABLE: f32 = 1.5;

/// Whether the window is split in two halves now.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct SplitScreen(pub bool);

/// A half's camera: the player it follows (0: left, 1: right).
#[derive(Component, Debug)]
pub struct SplitView(pub usize);

/// Whether to split, given whether it is split now, the zoom that holds both mice and the
/// player's own zoom: split when holding both needs less than [`READABLE`] (or less than
/// the player's own zoom, when that is smaller), join again when it needs a third more.
pub fn split_wanted(split_now: bool, both: f32, own: f32) -> bool {
    let least = READABLE.min(own);
    if split_now { both < least * 4.0 / 3.0 } else { both < least }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_boards_fill_the_window_and_big_ones_get_a_readable_zoom() {
        let view = Vec2::new(1280.0, 800.0);
        // Normal: 21×15 cells of 16 px = 336×240 → 3× (1008×720, HUD above and below).
        assert_eq!(fitted_scale(Vec2::new(336.0, 240.0), view), 3.0);
        assert_eq!(fitted_scale(Vec2::new(160.0, 160.0), view), 4.5);
        // Expert: 41×27 cells = 656×432 → 1.625× (1066×702), not 1× in the middle of the window.
        assert_eq!(fitted_scale(Vec2::new(656.0, 432.0), view), 1.625);
        // The daily maze, 30×24 = 480×384 → 1.875× (900×720): the window's height.
        assert_eq!(fitted_scale(Vec2::new(480.0, 384.0), view), 1.875);
        assert_eq!(fitted_scale(Vec2::new(4096.0, 4096.0), view), 3.0);
        // Beside the bot screen's column: a 16×16 contest fills the room, a 3×2 challenge maze
        // stays well inside it.
        let column = (430.0, 0.0);
        assert_eq!(between_panels_scale(Vec2::new(256.0, 256.0), view, column), 2.75);
        let tiny = between_panels_scale(Vec2::new(48.0, 32.0), view, column);
        assert_eq!(tiny, MAX_PANEL_SCALE);
        assert!(48.0 * tiny < (1280.0 - 430.0) / 2.0, "under half the room's width");
    }
}

#[cfg(test)]
mod follow_tests {
    use super::*;

    /// A 100×100 board zoomed out to fit across but not down: centred across (both edges in
    /// view), following the mouse down.
    #[test]
    fn a_board_that_fits_across_stays_centred_across() {
        let (board, visible) = (Vec2::new(1600.0, 1600.0), Vec2::new(1700.0, 1000.0));
        let mut camera = Transform::default();
        follow(&mut camera, Vec2::new(-790.0, 700.0), (board, visible), 1.0);
        assert_eq!(camera.translation.x, 0.0, "centred across");
        assert!(camera.translation.y > 300.0, "following down: {}", camera.translation.y);
    }

    #[test]
    fn the_screen_splits_below_a_readable_zoom_and_joins_a_third_above_it() {
        assert!(!split_wanted(false, 1.6, 3.0));
        assert!(split_wanted(false, 1.4, 3.0));
        assert!(split_wanted(true, 1.9, 3.0), "no flicker just above the edge");
        assert!(!split_wanted(true, 2.1, 3.0));
        // Zoomed out by the player to 1×: one view until even that cannot hold both.
        assert!(!split_wanted(false, 1.0, 1.0) && split_wanted(false, 0.9, 1.0));
    }
}
