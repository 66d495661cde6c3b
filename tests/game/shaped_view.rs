//! What the window shows of a shaped maze: a big one is drawn at a readable zoom with the
//! camera following the mouse and a minimap (M hides and shows it); a small one is shown
//! whole, with no minimap; two players on a big one split the window, a half each.

use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowResolution};
use mousemaze::game::shaped::ShapedConfig;
use mousemaze::game::shaped::view::{
    FOLLOWED_CELL, MinimapCamera, READABLE_CELL, ShapedMinimap, board_size, cell_centre, map_draws_walls, plugin,
};
use mousemaze::game::{MinimapShown, Screen, SplitView};
use mousemaze::maze::shape::Shape;

use super::harness::{idle, screen, tap, taps, title};
use super::shapes::game;

/// A headless shaped game in a 1280×800 window, with its camera and minimap.
fn viewed(name: &str, shape: Shape, rival_speed: Option<f32>) -> App {
    viewed_with(name, ShapedConfig { recipe: super::shapes::recipe(shape, 5), rival_speed, ..ShapedConfig::default() })
}

/// A headless game of `config` in a 1280×800 window, with its camera, minimap and split screen.
fn viewed_with(name: &str, config: ShapedConfig) -> App {
    let mut app = title(name);
    let window = Window { resolution: WindowResolution::new(1280, 800), ..default() };
    app.world_mut().spawn((window, PrimaryWindow));
    app.world_mut().spawn(Camera2d);
    app.init_resource::<Assets<Image>>().add_plugins((plugin, mousemaze::game::shaped::split::plugin));
    app.insert_resource(config);
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Shaped);
    for _ in 0..3 {
        idle(&mut app);
    }
    assert_eq!(screen(&app), Screen::Shaped);
    app
}

/// The window camera's centre and the world units it shows.
fn view(app: &mut App) -> (Vec2, Vec2) {
    let world = app.world_mut();
    let mut cameras = world
        .query_filtered::<(&Transform, &Projection), (With<Camera2d>, Without<MinimapCamera>, Without<SplitView>)>();
    let (transform, projection) = cameras.single(world).unwrap();
    let Projection::Orthographic(ortho) = projection else { panic!("a 2D camera") };
    (transform.translation.truncate(), Vec2::new(1280.0, 800.0) * ortho.scale)
}

/// Whether `at` is inside the view centred on `centre`, `size` big.
fn in_view(at: Vec2, (centre, size): (Vec2, Vec2)) -> bool {
    ((at - centre).abs() - size / 2.0).max_element() < 0.0
}

fn minimaps(app: &mut App) -> Vec<Visibility> {
    let world = app.world_mut();
    world.query_filtered::<&Visibility, With<ShapedMinimap>>().iter(world).copied().collect()
}

/// The marks on the minimap: its children but the picture and the view box.
fn marks(app: &mut App) -> usize {
    let world = app.world_mut();
    let children = world.query_filtered::<&Children, With<ShapedMinimap>>().single(world).unwrap();
    children.len() - 2
}

#[test]
fn a_big_hex_maze_is_followed_around_the_mouse_with_a_minimap() {
    let mut app = viewed("shaped-view-big", Shape::Hex { width: 120, height: 90 }, Some(1.0));
    let graph = game(&app).run.board.maze.graph().clone();
    let board = board_size(&graph);
    // A new map keeps drawing for its first seconds, changed or not: under software
    // rendering its first frames can come before its pipelines are ready, and drew nothing.
    for _ in 0..10 {
        idle(&mut app);
    }
    assert!(drawing(&mut app), "a new map is drawn until it is surely ready");
    let start = view(&mut app);
    // A cell is drawn FOLLOWED_CELL pixels across (a hexagon √3 units), not squeezed.
    let pixels_a_cell = 1280.0 / start.1.x * 24.0 * 3f32.sqrt();
    assert!((pixels_a_cell - FOLLOWED_CELL).abs() < 0.01 && pixels_a_cell >= READABLE_CELL, "{pixels_a_cell}");
    assert!(start.1.x < board.x && start.1.y < board.y, "a part of the maze in view: {start:?} of {board}");
    assert!(in_view(cell_centre(&graph, game(&app).run.player().mouse.cell), start), "the mouse shows from the start");
    // Along the route until the mouse has left the first view (a key a little before each
    // junction, capped).
    let keys = mousemaze::rules::RouteKeys::fastest(&game(&app).run);
    let mut frames = 0;
    while in_view(cell_centre(&graph, game(&app).run.player().mouse.cell), start) {
        frames += 1;
        assert!(frames < 5000, "the route leaves the first view");
        let run = game(&app).run;
        match keys.input(&run).pressed {
            Some(mousemaze::rules::ShapeKey::Slot(slot)) => {
                let at = run.player().mouse.next_cell(&run.board);
                tap(&mut app, mousemaze::game::shaped::controls::key_for(&run.board.maze, at, usize::from(slot)));
            }
            _ => idle(&mut app),
        }
    }
    let mouse = cell_centre(&graph, game(&app).run.player().mouse.cell);
    let soon = view(&mut app);
    assert_ne!(soon.0, start.0, "the camera moves with the mouse");
    for _ in 0..300 {
        idle(&mut app);
    }
    let after = view(&mut app);
    assert!(in_view(mouse, after), "the camera caught up with the mouse: {mouse} in {after:?}");
    assert!(after.0.distance(mouse) < start.0.distance(mouse), "closer to it than it was");
    // The minimap: shown, with the cheese, the rival and the player; M hides and shows it.
    assert_eq!(minimaps(&mut app), [Visibility::Inherited]);
    assert_eq!(marks(&mut app), 3);
    assert!(!drawing(&mut app), "an unchanged map keeps its picture");
    tap(&mut app, KeyCode::KeyM);
    idle(&mut app);
    assert_eq!(minimaps(&mut app), [Visibility::Hidden]);
    assert_eq!(*app.world().resource::<MinimapShown>(), MinimapShown(false));
    assert!(!drawing(&mut app), "a hidden map is not drawn");
    tap(&mut app, KeyCode::KeyM);
    assert_eq!(minimaps(&mut app), [Visibility::Inherited]);
    assert!(drawing(&mut app), "shown again, it is drawn afresh");
    for _ in 0..10 {
        idle(&mut app);
    }
    assert!(!drawing(&mut app), "then kept");
}

/// Whether the minimap's camera draws this frame.
fn drawing(app: &mut App) -> bool {
    let world = app.world_mut();
    world.query_filtered::<&Camera, With<MinimapCamera>>().single(world).unwrap().is_active
}

#[test]
fn a_small_shaped_maze_is_shown_whole_without_a_minimap() {
    // The default hexes and the campaign's three shapes.
    let shapes = [
        Shape::Hex { width: 15, height: 11 },
        Shape::Hexagon { radius: 5 },
        Shape::Triangle { width: 23, height: 10 },
        Shape::Polar { rings: 12 },
    ];
    for shape in shapes {
        let mut app = viewed("shaped-view-small", shape, None);
        let board = board_size(game(&app).run.board.maze.graph());
        let (centre, size) = view(&mut app);
        assert_eq!(centre, Vec2::ZERO, "{shape}: centred");
        assert!(board.x <= size.x && board.y <= size.y, "{shape}: {board} in {size}");
        assert!(minimaps(&mut app).is_empty(), "{shape}: no minimap");
    }
}

#[test]
fn a_big_circle_and_big_triangles_are_followed_too() {
    for shape in [Shape::Polar { rings: 40 }, Shape::Triangle { width: 160, height: 70 }, Shape::Hexagon { radius: 40 }]
    {
        let mut app = viewed("shaped-view-big-shapes", shape, None);
        let board = board_size(game(&app).run.board.maze.graph());
        let (_, size) = view(&mut app);
        assert!(size.x < board.x || size.y < board.y, "{shape}: followed, {size} of {board}");
        assert_eq!(minimaps(&mut app), [Visibility::Inherited], "{shape}");
    }
}

#[test]
fn the_minimap_steps_aside_for_the_verdict() {
    // A rival a cell a tick: it reaches the cheese of 40 rings long before the mouse.
    let mut app = viewed("shaped-view-verdict", Shape::Polar { rings: 40 }, Some(130.0));
    let run = game(&app).run;
    let (start, route) = (run.board.start, mousemaze::rules::RouteKeys::fastest(&run).route().to_vec());
    let slot = mousemaze::rules::Ground::way_to(&run.board.maze, start, route[1]).unwrap();
    tap(&mut app, mousemaze::game::shaped::controls::key_for(&run.board.maze, start, slot));
    assert_eq!(minimaps(&mut app), [Visibility::Inherited], "shown while the race is on");
    for _ in 0..3000 {
        if game(&app).run.outcome.is_some() {
            break;
        }
        idle(&mut app);
    }
    assert_eq!(game(&app).run.outcome, Some(mousemaze::rules::Outcome::Lost));
    idle(&mut app);
    assert_eq!(minimaps(&mut app), [Visibility::Hidden], "the verdict's line is left clear");
}

#[test]
fn a_map_too_small_for_walls_is_a_locator() {
    use mousemaze::maze::shape::Graph;
    let window = Vec2::new(1280.0, 800.0);
    let walls = |shape| map_draws_walls(&Graph::new(shape).unwrap(), window);
    assert!(walls(Shape::Polar { rings: 40 }), "a circle of 40 rings keeps its walls on the map");
    assert!(walls(Shape::Hex { width: 60, height: 40 }));
    assert!(!walls(Shape::Hex { width: 120, height: 90 }), "under 3 px a cell, walls would be noise");
    assert!(!walls(Shape::Triangle { width: 200, height: 90 }));
}

/// The minimap's corner: (whether it is on the left, whether it is at the bottom).
fn map_corner(app: &mut App) -> (bool, bool) {
    let world = app.world_mut();
    let node = world.query_filtered::<&Node, With<ShapedMinimap>>().single(world).unwrap().clone();
    (node.left != Val::Auto, node.bottom != Val::Auto)
}

#[test]
fn the_minimap_leaves_the_corner_the_mouse_comes_to() {
    let mut app = viewed("shaped-view-corner", Shape::Hex { width: 120, height: 90 }, None);
    let graph = game(&app).run.board.maze.graph().clone();
    idle(&mut app);
    assert_eq!(map_corner(&mut app), (false, false), "top right, the mouse at the top left");
    // The mouse put at the board's top-right cell: the camera, stopped by the board's edge,
    // shows it at the window's top right, where the map was.
    let top_right = (0..graph.len() as u32)
        .max_by(|&a, &b| {
            let (a, b) = (cell_centre(&graph, a), cell_centre(&graph, b));
            (a.x + a.y).total_cmp(&(b.x + b.y))
        })
        .unwrap();
    app.world_mut().resource_mut::<mousemaze::game::shaped::ShapedGame>().run.mice[0].mouse.cell = top_right;
    for _ in 0..120 {
        idle(&mut app);
    }
    let (centre, size) = view(&mut app);
    let on_screen =
        (cell_centre(&graph, top_right) - centre) / size * Vec2::new(1280.0, -800.0) + Vec2::new(640.0, 400.0);
    assert!(on_screen.x > 1280.0 - 250.0 && on_screen.y < 250.0, "the mouse at the top right: {on_screen}");
    assert_eq!(map_corner(&mut app), (true, false), "the map moved to the top left");
}

/// The split halves' cameras: which player each follows, where it looks and the world units
/// it shows.
fn halves(app: &mut App) -> Vec<(usize, Vec2, Vec2)> {
    let world = app.world_mut();
    let mut cameras = world.query::<(&SplitView, &Camera, &Transform, &Projection)>();
    let mut halves: Vec<(usize, Vec2, Vec2)> = cameras
        .iter(world)
        .map(|(half, camera, transform, projection)| {
            let Projection::Orthographic(ortho) = projection else { panic!("a 2D camera") };
            let size = camera.viewport.as_ref().map_or(Vec2::ZERO, |v| v.physical_size.as_vec2()) * ortho.scale;
            (half.0, transform.translation.truncate(), size)
        })
        .collect();
    halves.sort_by_key(|half| half.0);
    halves
}

#[test]
fn two_players_on_a_big_circle_split_the_window_each_half_following_its_mouse() {
    let config = ShapedConfig {
        recipe: super::shapes::recipe(Shape::Polar { rings: 40 }, 2),
        players: 2,
        rival_speed: None,
        ..ShapedConfig::default()
    };
    let mut app = viewed_with("shaped-split", config);
    for _ in 0..200 {
        idle(&mut app);
    }
    let run = game(&app).run;
    let graph = run.board.maze.graph();
    let split = halves(&mut app);
    assert_eq!(split.iter().map(|h| h.0).collect::<Vec<_>>(), [0, 1], "a half for each player");
    for &(player, centre, size) in &split {
        assert!(size.x > 0.0 && size.x < size.y, "half a window wide, the window's height: {size}");
        let mouse = cell_centre(graph, run.mice[player].mouse.cell);
        assert!(in_view(mouse, (centre, size)), "player {player}'s mouse at {mouse} in its half {centre} ± {size}");
    }
    let (mouse_one, mouse_two) =
        (cell_centre(graph, run.mice[0].mouse.cell), cell_centre(graph, run.mice[1].mouse.cell));
    assert!(!in_view(mouse_two, (split[0].1, split[0].2)), "the mice far apart: {mouse_one} and {mouse_two}");
    assert!(!in_view(cell_centre(graph, 0), view(&mut app)), "the window's camera draws only the HUD");
    let text = super::menus::all_text(&mut app);
    assert!(text.contains("Player one: grey, WASD") && text.contains("Player two: yellow, arrows"), "{text}");

    // Alone on the same circle, or two on a small one: no split.
    let mut alone = viewed("shaped-no-split", Shape::Polar { rings: 40 }, None);
    idle(&mut alone);
    assert!(halves(&mut alone).is_empty());
    assert!(!super::menus::all_text(&mut alone).contains("Player one"), "no halves to name");
    let small = ShapedConfig { players: 2, ..ShapedConfig::default() };
    let mut small = viewed_with("shaped-small-two", small);
    idle(&mut small);
    assert!(halves(&mut small).is_empty());
}

#[test]
fn plus_and_minus_zoom_but_on_a_circle_where_they_steer() {
    let mut app = viewed("shaped-zoom", Shape::Hex { width: 15, height: 11 }, None);
    idle(&mut app);
    let whole = view(&mut app).1;
    tap(&mut app, KeyCode::Equal);
    idle(&mut app);
    let (centre, zoomed) = view(&mut app);
    assert!((zoomed.x - whole.x / 1.5).abs() < 0.5, "+ zooms in by half again: {whole} to {zoomed}");
    let mouse = cell_centre(game(&app).run.board.maze.graph(), game(&app).run.player().mouse.cell);
    assert!(in_view(mouse, (centre, zoomed)), "zoomed in, the camera follows the mouse");
    taps(&mut app, &[KeyCode::Minus, KeyCode::Minus]);
    idle(&mut app);
    assert!(view(&mut app).1.x > whole.x * 1.4, "- zooms out past the whole maze");

    let mut circle = viewed("shaped-zoom-circle", Shape::Polar { rings: 6 }, None);
    idle(&mut circle);
    let whole = view(&mut circle).1;
    tap(&mut circle, KeyCode::Equal);
    idle(&mut circle);
    assert_eq!(view(&mut circle).1, whole, "on a circle + steers out, it does not zoom");
}

#[test]
fn two_zoomed_in_on_a_maze_shown_whole_are_framed_between_them() {
    let config = ShapedConfig {
        recipe: super::shapes::recipe(Shape::Hex { width: 15, height: 11 }, 5),
        players: 2,
        rival_speed: None,
        ..ShapedConfig::default()
    };
    let mut app = viewed_with("shaped-zoom-two", config);
    tap(&mut app, KeyCode::Equal);
    idle(&mut app);
    let (centre, visible) = view(&mut app);
    let run = game(&app).run;
    let graph = run.board.maze.graph();
    let mid = (cell_centre(graph, run.mice[0].mouse.cell) + cell_centre(graph, run.mice[1].mouse.cell)) / 2.0;
    // Where the camera goes for a target: on along an axis where the maze is bigger than the
    // view (a tenth of a view past its edge at most), else the maze's middle.
    let board = board_size(graph);
    let along = |target: f32, board: f32, visible: f32| {
        let room = (board - visible) / 2.0 + visible * 0.1;
        if board > visible { target.clamp(-room, room) } else { 0.0 }
    };
    let expected = Vec2::new(along(mid.x, board.x, visible.x), along(mid.y, board.y, visible.y));
    assert!(centre.distance(expected) < 0.5, "between the two mice: {centre}, expected {expected}");
}
