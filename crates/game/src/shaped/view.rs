//! What the window shows of a shaped maze. A maze whose cells stay readable (at least
//! [`READABLE_CELL`] pixels) when fitted whole is shown whole, as the campaign's shaped
//! levels are. A bigger one is drawn at [`FOLLOWED_CELL`] pixels a cell with the camera
//! following the player's mouse smoothly (never far past the maze's edge), and a minimap in
//! the top-right corner, framed as the square game's: a second camera draws the same board
//! meshes (not the pieces), the whole maze, into an image that a UI node shows, only in the
//! frames after they change (a move's trail, H's route: under software rendering, drawing it
//! every frame halved the frame rate), with the square game's marks
//! for the player, the rival and the cheese (a few screen pixels whatever the maze's size)
//! and the box of the part in view. M hides and shows it ([`MinimapShown`]); it steps aside
//! for the verdict once the race is over. Being UI, it sits under the HUD's bars and the
//! pause card.

use bevy::camera::RenderTarget;
use bevy::camera::visibility::RenderLayers;
use bevy::prelude::*;
use bevy::render::render_resource::TextureFormat;
use bevy::ui::widget::ViewportNode;
use bevy::window::PrimaryWindow;

use super::ShapedGame;
use super::mesh::{UNIT, world};
use crate::camera::{
    SplitScreen, SplitView, Zoom, between_panels_scale, fit_between_panels, follow, reset_zoom, zoom_keys,
};
use crate::maze::shape::{Graph, Shape};
use crate::minimap::Mark;
use crate::minimap_view::{
    MapMark, MinimapShown, frame, map_mark, map_place, on_screen, place_box, put, scale_of, toggle_minimap, view_box,
};
use crate::{PlaySet, Screen};

/// The camera and the minimap on the shapes' screen (the headless tests add it to the rules,
/// with a window and a camera of their own).
pub fn plugin(app: &mut App) {
    app.init_resource::<MinimapShown>()
        .init_resource::<SplitScreen>()
        .init_resource::<Zoom>()
        .add_systems(OnEnter(Screen::Shaped), reset_zoom)
        // On a circle + and - (and a gamepad's bumpers) steer out where a ring splits.
        .add_systems(Update, zoom_keys.in_set(PlaySet::Keys).run_if(in_state(Screen::Shaped).and_then(zooms)))
        .add_systems(OnExit(Screen::Shaped), clear_as_elsewhere)
        .add_systems(Update, toggle_minimap.in_set(PlaySet::Keys).run_if(in_state(Screen::Shaped)))
        .add_systems(
            Update,
            (frame_camera, keep_minimap, place_minimap, show_minimap, place_marks, place_view_box)
                .chain()
                .in_set(PlaySet::Present)
                .run_if(in_state(Screen::Shaped).and_then(resource_exists::<ShapedGame>)),
        );
}

/// The colour of a cell's floor, a little lighter than the window: the window's clear colour
/// on this screen, so the floor costs no drawing ([`super::outside`] covers the rest).
pub(super) const FLOOR: Color = Color::srgb(0.16, 0.18, 0.25);
/// Unseen cells, dark as the night: the clear colour in fog, seen cells drawn on it.
pub(super) const FOG: Color = Color::srgb(0.04, 0.05, 0.08);
/// What the window is cleared to: the floor, or in fog the dark.
pub fn ground(game: &ShapedGame) -> Color {
    if game.run.fog.is_some() { FOG } else { FLOOR }
}

/// The smallest a cell may be drawn, in screen pixels, for the whole maze to be shown (the
/// square game's least, 24).
pub const READABLE_CELL: f32 = 24.0;
/// A cell's size while the camera follows the mouse, in screen pixels.
pub const FOLLOWED_CELL: f32 = 40.0;
/// The render layer of what the minimap shows: the board's meshes.
pub const MAP_LAYER: usize = 1;
/// Frames the minimap's camera draws after a change (a new picture is sized by the UI's
/// layout a frame after it is made, and a new mesh is ready to draw a frame after).
const REDRAW_FRAMES: u32 = 4;

/// Seconds the minimap's camera keeps drawing after the map is made: its first frames can
/// come before the new camera's pipelines are ready (software rendering compiles them for
/// a second or more), and a picture drawn then stays empty until the next change.
const WARM_UP_SECONDS: f32 = 3.0;
/// The longest side of the minimap, in screen pixels.
const MAP_SIDE: f32 = 280.0;
/// Room round the maze inside the minimap's frame, in screen pixels: its outer walls whole.
const MAP_PAD: f32 = 3.0;

/// The minimap on screen: its frame, holding the picture, the marks and the view box.
#[derive(Component)]
pub struct ShapedMinimap {
    /// The camera drawing its picture.
    pub camera: Entity,
    /// Screen pixels a world unit on the map.
    zoom: f32,
    /// The picture's size in screen pixels.
    size: Vec2,
}

/// The camera that draws the minimap's picture.
#[derive(Component)]
pub struct MinimapCamera;

#[derive(Component)]
struct ShapedViewBox;

/// A new board mesh or a new minimap: the picture is drawn again.
type MapChanged = Or<(Added<Mesh2d>, Added<ShapedMinimap>)>;

/// The window's camera, not the minimap's.
type WindowCamera = (With<Camera2d>, Without<MinimapCamera>, Without<SplitView>);

/// A cell's width in drawing units: a hexagon's across its flat sides, a triangle's side, a
/// ring's depth.
fn cell_span(shape: Shape) -> f32 {
    match shape {
        Shape::Hex { .. } | Shape::Hexagon { .. } => 3f32.sqrt(),
        _ => 1.0,
    }
}

/// The maze's size in world units.
pub fn board_size(graph: &Graph) -> Vec2 {
    let (w, h) = graph.extent();
    Vec2::new(w as f32, h as f32) * UNIT
}

/// The window's size in pixels (a headless test's window, or the game's default).
pub fn window_size(window: Option<&Window>) -> Vec2 {
    window.map_or(Vec2::new(1280.0, 800.0), Window::size)
}

/// Whether the maze is too big to be shown whole in a window `view` pixels big: the
/// camera follows the mouse and the minimap shows.
pub fn follows(graph: &Graph, view: Vec2) -> bool {
    // Of several floors, one is shown at a time.
    let shown = super::floors::panel(graph, 0).map_or(board_size(graph), |(_, size)| size);
    let fitted = between_panels_scale(shown, view, (0.0, 0.0));
    fitted * UNIT * cell_span(graph.shape()) < READABLE_CELL
}

/// Where a cell's centre is, in world units.
pub fn cell_centre(graph: &Graph, cell: u32) -> Vec2 {
    world(graph, graph.centre(cell))
}

/// The whole maze fitted in the window, or a big one followed around the mouse (at once
/// when the zoom changes: on entering, or the window resized past the threshold); the window
/// cleared to the maze's floor (or the fog's dark).
fn frame_camera(
    (time, zoom): (Res<Time>, Res<Zoom>),
    (game, mut split_screen): (Res<ShapedGame>, ResMut<SplitScreen>),
    window: Query<&Window, With<PrimaryWindow>>,
    camera: Single<(&mut Camera, &mut Transform, &mut Projection), WindowCamera>,
) {
    let graph = game.run.board.maze.graph();
    let (board, view) = (board_size(graph), window_size(window.single().ok()));
    let (mut camera, mut transform, mut projection) = camera.into_inner();
    // Split, this camera draws only the HUD over the halves (`crate::split_screen`): it looks
    // far off.
    let split = splits(&game, view);
    split_screen.set_if_neq(SplitScreen(split));
    let clear = if split { ClearColorConfig::None } else { ClearColorConfig::Custom(ground(&game)) };
    if !same_clear(&camera.clear_color, &clear) {
        camera.clear_color = clear;
    }
    if split {
        transform.translation = Vec3::new(FAR_OFF, FAR_OFF, transform.translation.z);
        return;
    }
    // The walls' outer halves too, clear of the HUD's bars; of several floors, the player's.
    let floor = super::floors::panel(graph, game.run.player().mouse.cell);
    let walled = floor.map_or(board, |(_, size)| size) + Vec2::splat(super::mesh::WALL * UNIT);
    let followed = follows(graph, view);
    if !followed && (zoom.0 == 1.0 || floor.is_some()) {
        fit_between_panels((&mut transform, &mut projection), walled, view, (0.0, 0.0));
        if let Some((centre, _)) = floor {
            transform.translation = centre.extend(transform.translation.z);
        }
        return;
    }
    // Followed, or zoomed (+/-) in or out from the whole maze's fit.
    let fitted = if followed { followed_scale(graph) } else { between_panels_scale(walled, view, (0.0, 0.0)) };
    let scale = fitted * zoom.0;
    let Projection::Orthographic(ortho) = &mut *projection else { return };
    let jump = ortho.scale != 1.0 / scale || transform.translation.x >= FAR_OFF;
    ortho.scale = 1.0 / scale;
    // The player's mouse; two players (zoomed in on a maze shown whole: a followed one splits)
    // between their mice.
    let players = game.run.player_mice();
    let target = players.iter().map(|p| cell_centre(graph, p.mouse.cell)).sum::<Vec2>() / players.len() as f32;
    follow(&mut transform, target, (board, view / scale), if jump { 1.0 } else { time.delta_secs() });
}

/// Where the window's camera looks while split: nothing of the maze (nor of the ground
/// round it, pushed out 40 mazes' widths) shows there.
const FAR_OFF: f32 = 1.0e7;

/// Whether the race is shown split (`split.rs`): two players on a maze too big to show
/// whole in a window `view` pixels big.
pub fn splits(game: &ShapedGame, view: Vec2) -> bool {
    game.run.players == 2 && follows(game.run.board.maze.graph(), view)
}

/// Whether two clear colours are the same (the type does not say).
fn same_clear(a: &ClearColorConfig, b: &ClearColorConfig) -> bool {
    match (a, b) {
        (ClearColorConfig::Custom(a), ClearColorConfig::Custom(b)) => a == b,
        (ClearColorConfig::None, ClearColorConfig::None) | (ClearColorConfig::Default, ClearColorConfig::Default) => {
            true
        }
        _ => false,
    }
}

/// Screen pixels a world unit while the camera follows a mouse on `graph`'s maze.
pub fn followed_scale(graph: &Graph) -> f32 {
    FOLLOWED_CELL / (UNIT * cell_span(graph.shape()))
}

/// Other screens clear the window to the game's background.
fn clear_as_elsewhere(mut camera: Query<&mut Camera, WindowCamera>) {
    for mut camera in &mut camera {
        camera.clear_color = ClearColorConfig::Default;
    }
}

/// Screen pixels a world unit on the minimap of `graph` in a window `view` pixels big.
fn map_zoom(graph: &Graph, view: Vec2) -> f32 {
    // At most MAP_SIDE, and under half the room between the HUD's lines.
    let side = MAP_SIDE.min((view.y - 2.0 * crate::camera::HUD_MARGIN) * 0.45);
    (side - 2.0 * MAP_PAD) / board_size(graph).max_element()
}

/// Whether the minimap draws the walls: only where a cell gets [`MAP_WALLS_FROM`] pixels or
/// more. Smaller, a perfect maze's walls read as grey noise (as on the square game's map),
/// and the map is a locator: the maze's outline, the paths, the marks and the view box.
pub fn map_draws_walls(graph: &Graph, view: Vec2) -> bool {
    map_zoom(graph, view) * UNIT * cell_span(graph.shape()) >= MAP_WALLS_FROM
}

/// The smallest cell, in the minimap's pixels, whose walls it draws.
const MAP_WALLS_FROM: f32 = 3.0;

/// The minimap made when the maze is followed (its size from the maze's), and removed when
/// the whole maze shows.
fn keep_minimap(
    game: Res<ShapedGame>,
    window: Query<&Window, With<PrimaryWindow>>,
    minimaps: Query<(Entity, &ShapedMinimap)>,
    mut images: ResMut<Assets<Image>>,
    mut commands: Commands,
) {
    let graph = game.run.board.maze.graph();
    let view = window_size(window.single().ok());
    let board = board_size(graph);
    let zoom = map_zoom(graph, view);
    let wanted = follows(graph, view).then_some(zoom);
    for (entity, minimap) in &minimaps {
        if wanted != Some(minimap.zoom) {
            commands.entity(minimap.camera).despawn();
            commands.entity(entity).despawn();
        } else {
            return;
        }
    }
    let Some(zoom) = wanted else { return };
    let image = images.add(Image::new_target_texture(1, 1, TextureFormat::Bgra8UnormSrgb, None));
    let camera = Camera { order: -1, clear_color: ClearColorConfig::Custom(ground(&game)), ..default() };
    let camera = commands
        .spawn((
            Name::new("Minimap camera"),
            MinimapCamera,
            Camera2d,
            camera,
            RenderTarget::Image(image.into()),
            // A small picture: smoothed edges keep thin walls whole.
            Msaa::Sample4,
            RenderLayers::layer(MAP_LAYER),
            DespawnOnExit(Screen::Shaped),
        ))
        .id();
    let size = (board * zoom + 2.0 * MAP_PAD).round();
    let picture = Node { width: percent(100), height: percent(100), ..default() };
    commands.spawn((
        Name::new("Shaped minimap"),
        ShapedMinimap { camera, zoom, size },
        frame(size),
        // Under the HUD's lines, the verdict and the pause card.
        GlobalZIndex(-1),
        DespawnOnExit(Screen::Shaped),
        children![(ViewportNode::new(camera), picture), (ShapedViewBox, view_box())],
    ));
}

/// The map in the first corner with the mouse not under it, or split astride the bar (the
/// square game's rule).
fn place_minimap(
    (game, split): (Res<ShapedGame>, Res<SplitScreen>),
    window: Query<&Window, With<PrimaryWindow>>,
    camera: Single<(&Transform, &Projection), WindowCamera>,
    mut minimap: Query<&mut Node, With<ShapedMinimap>>,
) {
    let Ok(mut node) = minimap.single_mut() else { return };
    let view = window_size(window.single().ok());
    let mouse = on_screen(*camera, view, cell_centre(game.run.board.maze.graph(), game.run.player().mouse.cell));
    let place = map_place(&node, split.0, view, std::iter::once(mouse));
    put(&mut node, place);
}

/// Shown when wanted (M) while the race is on (the verdict's line, across the window's top,
/// is left clear); its camera draws the whole maze into its picture for a few frames after
/// the map is made or shown or the board's meshes change, and keeps it otherwise.
fn show_minimap(
    (shown, game): (Res<MinimapShown>, Res<ShapedGame>),
    window: Query<&Window, With<PrimaryWindow>>,
    (changed, made): (Query<(), MapChanged>, Query<(), Added<ShapedMinimap>>),
    mut minimap: Query<(&ShapedMinimap, &mut Visibility)>,
    mut cameras: Query<(&mut Camera, &mut Projection, &mut Transform), With<MinimapCamera>>,
    time: Res<Time<Real>>,
    // Frames left to draw, and until when the map warms up.
    mut drawing: Local<(u32, f32)>,
) {
    let (redraw, warm_until) = &mut *drawing;
    let Ok((map, mut visibility)) = minimap.single_mut() else { return };
    let wanted = shown.0 && game.run.outcome.is_none();
    let now_shown = wanted && *visibility == Visibility::Hidden;
    visibility.set_if_neq(if wanted { Visibility::Inherited } else { Visibility::Hidden });
    if now_shown || !changed.is_empty() {
        *redraw = REDRAW_FRAMES;
    }
    let Ok((mut camera, mut projection, mut transform)) = cameras.get_mut(map.camera) else { return };
    if !made.is_empty() {
        *warm_until = time.elapsed_secs() + WARM_UP_SECONDS;
    }
    let draw = wanted && (*redraw > 0 || time.elapsed_secs() < *warm_until);
    *redraw = redraw.saturating_sub(1);
    if camera.is_active != draw {
        camera.is_active = draw;
    }
    // Its picture is as many pixels as the screen shows of it.
    let pixels = window.single().map_or(1.0, Window::scale_factor);
    if let Projection::Orthographic(ortho) = &mut *projection {
        ortho.scale = 1.0 / (map.zoom * pixels);
    }
    transform.translation = Vec3::new(0.0, 0.0, transform.translation.z);
}

/// Where a point of the maze (world units) falls on the map, in its screen pixels.
fn on_map(map: &ShapedMinimap, at: Vec2) -> Vec2 {
    Vec2::new(map.size.x / 2.0 + at.x * map.zoom, map.size.y / 2.0 - at.y * map.zoom)
}

/// The cheese, the rival and the player (last, over the others), redrawn when they moved.
fn place_marks(
    game: Res<ShapedGame>,
    minimap: Query<(Entity, &ShapedMinimap)>,
    marks: Query<Entity, With<MapMark>>,
    mut placed: Local<Vec<(u32, Mark)>>,
    mut commands: Commands,
) {
    let Ok((entity, map)) = minimap.single() else { return };
    let run = &game.run;
    let mut now = vec![(run.board.goal, Mark::Cheese)];
    now.extend(run.rival_mice().iter().filter(|r| run.in_view(r.mouse.cell)).map(|r| (r.mouse.cell, Mark::Rival)));
    now.extend(run.player_mice().iter().rev().map(|r| (r.mouse.cell, Mark::Player)));
    if *placed == now && !marks.is_empty() {
        return;
    }
    for mark in &marks {
        commands.entity(mark).despawn();
    }
    let graph = run.board.maze.graph();
    for &(cell, mark) in &now {
        let piece = commands.spawn(map_mark(mark, on_map(map, cell_centre(graph, cell)), map.size)).id();
        commands.entity(entity).add_child(piece);
    }
    *placed = now;
}

/// The box round the part of the maze the window shows.
fn place_view_box(
    window: Query<&Window, With<PrimaryWindow>>,
    camera: Single<(&Transform, &Projection), WindowCamera>,
    minimap: Query<&ShapedMinimap>,
    mut view: Query<&mut Node, With<ShapedViewBox>>,
) {
    let (Ok(map), Ok(mut node)) = (minimap.single(), view.single_mut()) else { return };
    let (transform, projection) = *camera;
    // Split, each half shows its own part: no one box.
    let display = if transform.translation.x >= FAR_OFF { Display::None } else { Display::Flex };
    if node.display != display {
        node.display = display;
    }
    let half = window_size(window.single().ok()) * scale_of(projection) / 2.0;
    let centre = transform.translation.truncate();
    let corners = (on_map(map, centre + Vec2::new(-half.x, half.y)), on_map(map, centre + Vec2::new(half.x, -half.y)));
    place_box(&mut node, corners, map.size);
}

/// Whether + and - zoom on this maze: not on a circle, where they steer.
fn zooms(game: Option<Res<ShapedGame>>) -> bool {
    game.is_some_and(|game| !matches!(game.run.board.maze.graph().shape(), Shape::Polar { .. }))
}
