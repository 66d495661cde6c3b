//! The minimap on screen: when the board is bigger than the window, the canvas
//! ([`MinimapCanvas`]) in the top-right corner (another corner while a mouse is under it,
//! the bottom middle while the screen is split), with a box round the part of the maze the
//! window shows and a mark for the player, each rival in sight and the cheese, each a few
//! screen pixels whatever the maze's size, outlined so it reads on floor, fog and frame alike.
//! M hides and shows it. The image is rewritten only in frames where the canvas changed.

use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use bevy::window::PrimaryWindow;

use super::art::GameArt;
use super::board::{CELL_SIZE, board_size};
use super::camera::SplitScreen;
use super::camera::WindowCamera;
use super::input::{Act, Actions};
use super::minimap::{Mark, MinimapCanvas, UNSEEN};
use super::mouse::Pieces;
use super::run::CurrentRun;
use super::{InRun, PlaySet, Screen};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MinimapShown>()
        .add_systems(OnEnter(Screen::Playing), spawn_minimap)
        .add_systems(Update, toggle_minimap.in_set(PlaySet::Keys).run_if(in_state(Screen::Playing)))
        .add_systems(
            Update,
            (place_minimap, show_minimap, place_marks, place_view_box)
                .chain()
                .in_set(PlaySet::Present)
                .run_if(in_state(InRun)),
        );
}

/// Whether the minimap is wanted (M).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MinimapShown(pub bool);

impl Default for MinimapShown {
    fn default() -> Self {
        MinimapShown(true)
    }
}

pub(crate) fn toggle_minimap(actions: Res<Actions>, mut shown: ResMut<MinimapShown>) {
    if actions.just(Act::Map) {
        shown.0 = !shown.0;
    }
}

/// The widest the map is drawn on screen, in pixels.
const MAX_SIDE: f32 = 320.0;
/// The widest a map of a pixel a cell (a locator of a big maze) is drawn: small enough to
/// leave the board in view.
const LOCATOR_SIDE: f32 = 200.0;
/// The frame round the map.
const FRAME: f32 = 3.0;

/// The map: its image and screen pixels a canvas pixel.
#[derive(Component)]
struct Minimap {
    image: Handle<Image>,
    zoom: f32,
}

/// A mark on the map.
#[derive(Component)]
pub(crate) struct MapMark;

/// The box of what the window shows.
#[derive(Component)]
struct ViewBox;

fn spawn_minimap(mut commands: Commands, run: Res<CurrentRun>, mut images: ResMut<Assets<Image>>) {
    // The canvas is made in the same schedule: its size is known from the maze.
    let canvas = MinimapCanvas::new(&run.board.maze);
    let (width, height) = (canvas.width, canvas.height);
    let image = Image::new_fill(
        Extent3d { width, height, depth_or_array_layers: 1 },
        TextureDimension::D2,
        &UNSEEN,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD | RenderAssetUsages::MAIN_WORLD,
    );
    let handle = images.add(image);
    // A fine map: a whole number of screen pixels a map pixel when it fits, else shrunk to
    // fit. A locator (a pixel a cell, no walls to keep crisp) is
    // drawn at most LOCATOR_SIDE wide.
    let side = width.max(height) as f32;
    let zoom = match canvas.per_cell {
        2 if side <= MAX_SIDE => (MAX_SIDE / side).floor().min(2.0),
        2 => MAX_SIDE / side,
        _ => LOCATOR_SIDE / side,
    };
    commands.spawn((
        Name::new("Minimap"),
        Minimap { image: handle.clone(), zoom },
        ImageNode::new(handle),
        frame(Vec2::new(width as f32, height as f32) * zoom),
        Visibility::Hidden,
        DespawnOnExit(InRun),
        children![(ViewBox, view_box())],
    ));
}

/// The map's frame in the top-right corner, under the HUD, round a picture `size` screen
/// pixels big (the shapes' screen frames its map so too).
pub(crate) fn frame(size: Vec2) -> impl Bundle {
    let node = Node {
        position_type: PositionType::Absolute,
        top: px(FROM_HUD),
        right: px(MARGIN),
        width: px(size.x + 2.0 * FRAME),
        height: px(size.y + 2.0 * FRAME),
        border: UiRect::all(px(FRAME)),
        ..default()
    };
    (node, BorderColor::all(GameArt::DIM_TEXT))
}

/// The box of what the window shows, placed by [`place_box`].
pub(crate) fn view_box() -> impl Bundle {
    let node = Node { position_type: PositionType::Absolute, border: UiRect::all(px(2)), ..default() };
    (Name::new("Minimap view box"), node, BorderColor::all(Color::WHITE))
}

/// Puts the view box from `top_left` to `bottom_right` (map pixels), cut to a map `map` big.
pub(crate) fn place_box(node: &mut Node, (top_left, bottom_right): (Vec2, Vec2), map: Vec2) {
    let (top_left, bottom_right) = (top_left.clamp(Vec2::ZERO, map), bottom_right.clamp(Vec2::ZERO, map));
    let size = bottom_right - top_left;
    node.left = px(top_left.x);
    node.top = px(top_left.y);
    node.width = px(size.x);
    node.height = px(size.y);
}

/// The map's place: the first corner with no mouse under it ([`clear_corner`]). While the
/// screen is split, the bottom middle, astride the bar between the halves, so it takes as
/// much of one player's view as of the other's (in a corner it covered the top of player
/// two's half alone).
fn place_minimap(
    split: Res<SplitScreen>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Transform, &Projection), WindowCamera>,
    mice: Pieces,
    mut minimap: Query<&mut Node, With<Minimap>>,
) {
    let Ok(mut node) = minimap.single_mut() else { return };
    let (eye, view) = (*camera, window.size());
    let place =
        map_place(&node, split.0, view, mice.iter().map(|(m, _)| on_screen(eye, view, m.translation.truncate())));
    put(&mut node, place);
}

/// Where a map framed by `map` goes in a window `view` pixels big: split, astride the bar;
/// else the first corner clear of the `mice` ([`clear_corner`]). The shapes' map goes so too.
pub(crate) fn map_place(map: &Node, split: bool, view: Vec2, mice: impl Iterator<Item = Vec2> + Clone) -> Place {
    if split {
        let width = if let Val::Px(width) = map.width { width } else { 0.0 };
        return (auto(), auto(), px(FROM_HUD), percent(50), UiRect::left(px(-width / 2.0)));
    }
    clear_corner(map, view, mice)
}

/// Where the map's frame sits: its node's top, right, bottom, left and margin.
pub(crate) type Place = (Val, Val, Val, Val, UiRect);

/// Puts the map's frame at `place`, written only when it moves, so the UI is laid out again
/// only then.
pub(crate) fn put(node: &mut Mut<Node>, place: Place) {
    if (node.top, node.right, node.bottom, node.left, node.margin) != place {
        (node.top, node.right, node.bottom, node.left, node.margin) = place;
    }
}

/// Where `at` (world units) shows in a window `view` pixels big, seen by `eye`.
pub(crate) fn on_screen((eye, projection): (&Transform, &Projection), view: Vec2, at: Vec2) -> Vec2 {
    let from_eye = (at - eye.translation.truncate()) / scale_of(projection);
    Vec2::new(view.x / 2.0 + from_eye.x, view.y / 2.0 - from_eye.y)
}

/// The first corner of a window `view` pixels big (top right, top left, bottom right, bottom
/// left) where the map framed by `map` has none of the `mice` (screen pixels) under it; the
/// top right if every corner has one. A mouse
/// hidden by the map, at the board's edge or player two where the view holds both, would be
/// lost.
pub(crate) fn clear_corner(map: &Node, view: Vec2, mice: impl Iterator<Item = Vec2> + Clone) -> Place {
    let px_of = |val: Val| if let Val::Px(px) = val { px } else { 0.0 };
    let size = Vec2::new(px_of(map.width), px_of(map.height));
    let (right, bottom) = (view.x - MARGIN - size.x, view.y - FROM_HUD - size.y);
    let corners = [(right, FROM_HUD), (MARGIN, FROM_HUD), (right, bottom), (MARGIN, bottom)];
    let clear = |&(x, y): &(f32, f32)| {
        let frame = Rect::from_corners(Vec2::new(x, y), Vec2::new(x, y) + size).inflate(MOUSE_MARGIN);
        !mice.clone().any(|mouse| frame.contains(mouse))
    };
    let (x, y) = corners.into_iter().find(clear).unwrap_or(corners[0]);
    let (left, right) = if x == MARGIN { (px(MARGIN), auto()) } else { (auto(), px(MARGIN)) };
    let (top, bottom) = if y == FROM_HUD { (px(FROM_HUD), auto()) } else { (auto(), px(FROM_HUD)) };
    (top, right, bottom, left, UiRect::ZERO)
}

/// The map's distance from the top and bottom of the window: under the HUD's lines.
const FROM_HUD: f32 = super::camera::HUD_MARGIN + 8.0;
/// The map's distance from the window's side, in pixels.
const MARGIN: f32 = 12.0;
/// How near the map's frame a mouse's centre counts as under it, in pixels.
const MOUSE_MARGIN: f32 = 16.0;

/// Shown when wanted and the board does not fit in the window; the image is rewritten from
/// the canvas when the canvas changed.
fn show_minimap(
    shown: Res<MinimapShown>,
    run: Res<CurrentRun>,
    mut canvas: ResMut<MinimapCanvas>,
    mut images: ResMut<Assets<Image>>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<&Projection, WindowCamera>,
    mut minimap: Query<(&Minimap, &mut Visibility)>,
) {
    let Ok((map, mut visibility)) = minimap.single_mut() else { return };
    let seen = window.size() * scale_of(&camera);
    let too_big = board_size(&run.board.maze).cmpgt(seen).any();
    let wanted = shown.0 && too_big;
    visibility.set_if_neq(if wanted { Visibility::Inherited } else { Visibility::Hidden });
    if !wanted || !canvas.dirty {
        return;
    }
    if let Some(mut image) = images.get_mut(&map.image) {
        image.data = Some(canvas.pixels.clone());
        canvas.dirty = false;
    }
}

pub(crate) fn scale_of(projection: &Projection) -> f32 {
    match projection {
        Projection::Orthographic(ortho) => ortho.scale,
        _ => 1.0,
    }
}

/// Where a point of the board (world units) falls on the map, in the map's screen pixels.
fn on_map(canvas: &MinimapCanvas, board: Vec2, zoom: f32, world: Vec2) -> Vec2 {
    let per_cell = canvas.per_cell as f32;
    // A fine map has a wall's pixel before the first cell.
    let offset = (canvas.width as f32 - per_cell * board.x / CELL_SIZE) / 2.0;
    let u = per_cell * (world.x + board.x / 2.0) / CELL_SIZE + offset;
    let v = per_cell * (board.y / 2.0 - world.y) / CELL_SIZE + offset;
    Vec2::new(u, v) * zoom
}

/// A mark's size and colour.
fn look(mark: Mark) -> (f32, Color) {
    match mark {
        Mark::Player => (11.0, Color::srgb_u8(40, 200, 190)),
        Mark::PlayerTwo => (11.0, crate::palette::PLAYER_TWO),
        Mark::Rival => (9.0, Color::srgb_u8(230, 70, 60)),
        Mark::Cheese => (13.0, GameArt::ACCENT),
    }
}

/// The marks where the canvas says, redrawn when they moved.
fn place_marks(
    mut commands: Commands,
    canvas: Res<MinimapCanvas>,
    run: Res<CurrentRun>,
    minimap: Query<(Entity, &Minimap)>,
    marks: Query<Entity, With<MapMark>>,
) {
    let Ok((map, minimap)) = minimap.single() else { return };
    if !canvas.is_changed() && !marks.is_empty() {
        return;
    }
    for mark in &marks {
        commands.entity(mark).despawn();
    }
    let maze = &run.board.maze;
    let board = board_size(maze);
    let size = Vec2::new(canvas.width as f32, canvas.height as f32) * minimap.zoom;
    for &(cell, mark) in &canvas.marks {
        let centre = on_map(&canvas, board, minimap.zoom, super::board::cell_center(maze, cell));
        let piece = commands.spawn(map_mark(mark, centre, size)).id();
        commands.entity(map).add_child(piece);
    }
}

/// A mark centred at `at` on a map `map` screen pixels big, kept whole inside it (a mark in
/// a corner too): the cheese a hollow gold square, the mice filled ones (player two's yellow
/// never reads as the cheese).
pub(crate) fn map_mark(mark: Mark, at: Vec2, map: Vec2) -> impl Bundle {
    let (size, colour) = look(mark);
    let at = (at - Vec2::splat(size / 2.0)).clamp(Vec2::ZERO, (map - size).max(Vec2::ZERO));
    let node = Node {
        position_type: PositionType::Absolute,
        left: px(at.x),
        top: px(at.y),
        width: px(size),
        height: px(size),
        border: UiRect::all(px(if mark == Mark::Cheese { 3 } else { 2 })),
        ..default()
    };
    let (fill, rim) = if mark == Mark::Cheese { (GameArt::BACKGROUND, colour) } else { (colour, GameArt::BACKGROUND) };
    (MapMark, node, BackgroundColor(fill), BorderColor::all(rim))
}

/// The box round the part of the board the window shows.
fn place_view_box(
    canvas: Res<MinimapCanvas>,
    run: Res<CurrentRun>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Transform, &Projection), WindowCamera>,
    minimap: Query<&Minimap>,
    split: Res<SplitScreen>,
    mut view: Query<&mut Node, With<ViewBox>>,
) {
    let (Ok(minimap), Ok(mut node)) = (minimap.single(), view.single_mut()) else { return };
    // Split, each half has its own view: the map shows the mice only.
    node.display = if split.0 { Display::None } else { Display::Flex };
    let (transform, projection) = *camera;
    let half = window.size() * scale_of(projection) / 2.0;
    let centre = transform.translation.truncate();
    let board = board_size(&run.board.maze);
    let map = Vec2::new(canvas.width as f32, canvas.height as f32) * minimap.zoom;
    let top_left = on_map(&canvas, board, minimap.zoom, centre + Vec2::new(-half.x, half.y));
    let bottom_right = on_map(&canvas, board, minimap.zoom, centre + Vec2::new(half.x, -half.y));
    place_box(&mut node, (top_left, bottom_right), map);
}
