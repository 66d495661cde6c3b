//! Mazes of other shapes in the game, on the one set of rules: hex, hexagon, circle and
//! triangle mazes won by keys along the route (a key pressed is a turn, corridors followed),
//! a hex race through doors in fog against an explorer, a circle raced by two players, walls
//! that stop the mouse, H, a rival that wins, and Esc.

use bevy::prelude::*;
use mousemaze::content::shaped_recipe::ShapedRecipe;
use mousemaze::game::shaped::controls::key_for;
use mousemaze::game::shaped::{ShapedConfig, ShapedGame};
use mousemaze::game::{Menu, Screen};
use mousemaze::maze::doors::DoorAmount;
use mousemaze::maze::shape::{Shape, ShapedMaze};
use mousemaze::rules::rivals::RivalKind;
use mousemaze::rules::{Duel, Outcome, RouteKeys, Run, ShapeKey};

use super::harness::{idle, menu, screen, tap, taps, title};

/// A headless game on the shaped screen, playing `config`.
pub fn shaped_with(name: &str, config: ShapedConfig) -> App {
    on_the_shaped_screen(title(name), config)
}

/// `app` (on the title) gone to the shaped screen to play `config`.
pub fn on_the_shaped_screen(mut app: App, config: ShapedConfig) -> App {
    app.insert_resource(config);
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Shaped);
    idle(&mut app);
    idle(&mut app);
    assert_eq!(screen(&app), Screen::Shaped);
    app
}

/// A headless game on the shaped screen, playing `shape` with no rival unless `rival_speed`.
pub fn shaped(name: &str, shape: Shape, rival_speed: Option<f32>) -> App {
    shaped_with(name, ShapedConfig { recipe: recipe(shape, 5), rival_speed, ..ShapedConfig::default() })
}

/// `app` with the board's drawing added (the headless game draws nothing): to see where
/// the pieces and the views over them are drawn.
pub fn drawn(mut app: App) -> App {
    app.init_resource::<Assets<Image>>().init_resource::<Assets<TextureAtlasLayout>>();
    app.init_resource::<Assets<Mesh>>().init_resource::<Assets<ColorMaterial>>();
    let art = mousemaze::game::GameArt::load(app.world_mut()).unwrap();
    app.insert_resource(art).add_plugins(mousemaze::game::shaped::draw_plugin);
    app
}

/// The default game's maze recipe (a backtracker, no braid, no doors) on `shape` from `seed`.
pub fn recipe(shape: Shape, seed: u64) -> ShapedRecipe {
    ShapedRecipe { shape, seed, ..ShapedConfig::default().recipe }
}

pub fn game(app: &App) -> ShapedGame {
    app.world().resource::<ShapedGame>().clone()
}

/// The keys a player taps to run `way` from `at` on this maze: player one's WASD or player
/// two's arrows in a race of two (the arrows on hexes and triangles, out/in/around on a
/// circle), else the help line's key.
fn key_of(maze: &ShapedMaze, at: u32, slot: usize, player: Option<usize>) -> KeyCode {
    let solo = key_for(maze, at, slot);
    let Some(player) = player else { return solo };
    let arrows = [KeyCode::ArrowUp, KeyCode::ArrowRight, KeyCode::ArrowDown, KeyCode::ArrowLeft];
    let letters = [KeyCode::KeyW, KeyCode::KeyD, KeyCode::KeyS, KeyCode::KeyA];
    let keys = if player == 0 { letters } else { arrows };
    let graph = maze.graph();
    use mousemaze::rules::Ground;
    if let (Shape::Polar { .. }, true) = (graph.shape(), maze.key_way(at, ShapeKey::OutClockwise) == Some(slot)) {
        // Out where the ring splits: the clockwise one is E (player one) or / (player two).
        if maze.key_way(at, ShapeKey::Out) != Some(slot) {
            return if player == 0 { KeyCode::KeyE } else { KeyCode::Slash };
        }
    }
    let polar_keys = [ShapeKey::Out, ShapeKey::Clockwise, ShapeKey::In, ShapeKey::Anticlockwise];
    let means = |i: usize| match graph.shape() {
        Shape::Polar { .. } => maze.key_way(at, polar_keys[i]),
        _ => maze.key_way(
            at,
            ShapeKey::arrow(
                [mousemaze::maze::Dir::N, mousemaze::maze::Dir::E, mousemaze::maze::Dir::S, mousemaze::maze::Dir::W][i],
            ),
        ),
    };
    (0..4).find(|&i| means(i) == Some(slot)).map_or(solo, |i| keys[i])
}

/// Each player runs the fastest route by tapping, a little before each junction, the key
/// for its way on (the core's scripted player, pressed as keys), until the race is decided
/// (capped).
pub fn race_by_keys(app: &mut App) -> Run<ShapedMaze> {
    race_watching(app, |_| {})
}

/// [`race_by_keys`], with `watch` looking at the game after every frame.
pub fn race_watching(app: &mut App, mut watch: impl FnMut(&mut App)) -> Run<ShapedMaze> {
    let run = game(app).run;
    let players = run.players;
    let keys: Vec<RouteKeys<ShapedMaze>> = (0..players).map(|p| RouteKeys::fastest_for(&run, p)).collect();
    for _ in 0..40_000 {
        let run = game(app).run;
        if run.outcome.is_some() {
            break;
        }
        let mut pressed = Vec::new();
        for (p, script) in keys.iter().enumerate() {
            if let Some(ShapeKey::Slot(slot)) = script.input_for(&run, p).pressed {
                let at = run.mice[p].mouse.next_cell(&run.board);
                pressed.push(key_of(&run.board.maze, at, usize::from(slot), (players > 1).then_some(p)));
            }
        }
        for &key in &pressed {
            app.world_mut().resource_mut::<ButtonInput<KeyCode>>().press(key);
        }
        idle(app);
        watch(app);
        for &key in &pressed {
            app.world_mut().resource_mut::<ButtonInput<KeyCode>>().release(key);
        }
    }
    game(app).run
}

/// Wins by keys along the shortest route: every move on it, none wasted.
pub fn win_by_keys(app: &mut App) {
    let route = RouteKeys::fastest(&game(app).run).route().to_vec();
    assert!(route.len() > 5, "a real maze: {} cells of route", route.len());
    let run = race_by_keys(app);
    assert_eq!(run.outcome, Some(Outcome::Won));
    assert_eq!(run.player().moves as usize, run.shortest_moves);
    assert_eq!(run.trail.path, route, "the trail is the way walked");
}

#[test]
fn a_hex_maze_is_won_by_the_six_keys() {
    let mut app = shaped("shaped-hex", Shape::Hex { width: 15, height: 11 }, None);
    win_by_keys(&mut app);
}

#[test]
fn a_hexagon_is_won_by_the_six_keys() {
    let mut app = shaped("shaped-hexagon", Shape::Hexagon { radius: 6 }, None);
    win_by_keys(&mut app);
}

#[test]
fn a_polar_maze_is_won_by_out_in_and_around() {
    let mut app = shaped("shaped-polar", Shape::Polar { rings: 9 }, None);
    win_by_keys(&mut app);
}

#[test]
fn an_upsilon_maze_of_octagons_and_squares_is_won_by_the_eight_keys() {
    let mut app = shaped("shaped-upsilon", Shape::Upsilon { width: 15, height: 11 }, None);
    let maze = game(&app).run.board.maze;
    let diagonal = RouteKeys::fastest(&game(&app).run).route().windows(2).any(|pair| {
        let (a, b) = (maze.graph().place(pair[0]), maze.graph().place(pair[1]));
        a.0 != b.0 && a.1 != b.1
    });
    assert!(diagonal, "the route takes an octagon's slanted side");
    win_by_keys(&mut app);
}

#[test]
fn a_zeta_maze_of_squares_with_diagonals_is_won_by_the_eight_keys() {
    let mut app = shaped("shaped-zeta", Shape::Zeta { width: 15, height: 11 }, None);
    let maze = game(&app).run.board.maze;
    let diagonal = RouteKeys::fastest(&game(&app).run).route().windows(2).any(|pair| {
        let (a, b) = (maze.graph().place(pair[0]), maze.graph().place(pair[1]));
        a.0 != b.0 && a.1 != b.1
    });
    assert!(diagonal, "the route takes a diagonal");
    win_by_keys(&mut app);
}

#[test]
fn a_maze_of_floors_is_won_by_the_arrows_and_the_stairs_keys() {
    let floors = Shape::Floors { width: 9, height: 7, floors: 3 };
    let mut app = shaped("shaped-floors", floors, None);
    let run = game(&app).run;
    let graph = run.board.maze.graph();
    let route = RouteKeys::fastest(&run).route().to_vec();
    let climbs = route.windows(2).filter(|pair| graph.floor(pair[1]) > graph.floor(pair[0])).count();
    assert!(climbs >= 2, "the way to the cheese on the top floor takes the stairs: {climbs} flights up");
    assert_eq!(graph.floor(run.board.goal), 2);
    use mousemaze::game::RaceRun;
    assert_eq!(game(&app).whereabouts().as_deref(), Some("floor 1 of 3"), "the HUD says the floor");
    win_by_keys(&mut app);
    assert_eq!(game(&app).whereabouts().as_deref(), Some("floor 3 of 3"));
}

#[test]
fn a_wrapped_maze_is_won_by_the_arrows_across_its_edges() {
    let torus = Shape::Wrapped { width: 16, height: 11, wrap: mousemaze::maze::shape::Wrap::XY };
    let mut app = shaped("shaped-torus", torus, None);
    let run = game(&app).run;
    let graph = run.board.maze.graph();
    let route = RouteKeys::fastest(&run).route().to_vec();
    let crossings = route
        .windows(2)
        .filter(|pair| (0..4).any(|slot| graph.neighbours(pair[0])[slot] == pair[1] && graph.is_seam(pair[0], slot)))
        .count();
    assert!(crossings > 0, "the way to the cheese leaves by an edge");
    win_by_keys(&mut app);
}

#[test]
fn a_weave_is_won_by_the_arrows_under_a_bridge_and_over_one() {
    let square = Shape::Square { width: 14, height: 10 };
    let woven = |seed| ShapedRecipe { weave: 0.7, ..recipe(square, seed) };
    // A maze whose way to the cheese goes through a tunnel and over a bridge.
    let (recipe, tunnels) = (1..40)
        .find_map(|seed| {
            let (recipe, maze) = (woven(seed), woven(seed).maze().unwrap());
            let route =
                mousemaze::maze::shape::solve::solve(&maze, mousemaze::maze::Solver::Bfs, 0, maze.len() as u32 - 1);
            let route = route.ok()?;
            let tunnels = maze.tunnels();
            let under = route.windows(2).any(|p| tunnels.iter().any(|t| p == [t[0], t[1]] || p == [t[1], t[0]]));
            let over = route.iter().any(|c| tunnels.iter().any(|t| t[2] == *c));
            (under && over).then_some((recipe, tunnels))
        })
        .expect("a seed whose route goes under a bridge and over one");
    let config = ShapedConfig { recipe, rival_speed: None, ..ShapedConfig::default() };
    let mut app = on_the_shaped_screen(drawn(title("shaped-weave")), config);
    let (mut under, mut elsewhere) = (0, 0);
    let run = race_watching(&mut app, |app| {
        let mouse = game(app).run.player().mouse;
        let tunnel = mouse.heading.is_some_and(|way| game(app).run.board.maze.graph().is_tunnel(way));
        let world = app.world_mut();
        let deepest =
            world.query::<(&Sprite, &Transform)>().iter(world).map(|(_, t)| t.translation.z).fold(9.0, f32::min);
        let deck = world.query::<(&Mesh2d, &Transform)>().iter(world).map(|(_, t)| t.translation.z).fold(0.0, f32::max);
        if tunnel {
            assert!(deepest < deck, "in a tunnel the mouse ({deepest}) is drawn under the bridge's deck ({deck})");
            under += 1;
        } else {
            assert!(deepest >= 1.0, "out of the tunnels every piece is drawn over the board ({deepest})");
            elsewhere += 1;
        }
    });
    assert_eq!(run.outcome, Some(Outcome::Won));
    assert_eq!(run.player().moves as usize, run.shortest_moves);
    let through =
        run.trail.path.windows(2).filter(|p| tunnels.iter().any(|t| *p == [t[0], t[1]] || *p == [t[1], t[0]]));
    assert!(
        through.count() > 0 && under > 0 && elsewhere > under,
        "frames under a bridge: {under} of {}",
        under + elsewhere
    );
}

#[test]
fn a_triangle_maze_is_won_by_the_arrows() {
    let mut app = shaped("shaped-triangle", Shape::Triangle { width: 19, height: 9 }, None);
    win_by_keys(&mut app);
}

#[test]
fn a_hex_race_through_doors_in_fog_is_won_against_an_explorer() {
    let config = ShapedConfig {
        recipe: ShapedRecipe { doors: DoorAmount::Count(4), ..recipe(Shape::Hex { width: 15, height: 11 }, 3) },
        fog: true,
        rival_kind: RivalKind::Explorer,
        rival_speed: Some(2.0),
        ..ShapedConfig::default()
    };
    let mut app = shaped_with("shaped-doors-fog", config);
    let start = game(&app).run;
    assert_eq!(start.board.door_count(), 4);
    let fog = start.fog.as_ref().expect("fog");
    assert!(fog.seen_count() < start.board.maze.len() / 4, "fog hides most of the maze");
    assert!(!start.shows(start.board.goal), "the cheese is hidden");
    assert_eq!(start.rival_mice().len(), 1);
    // A first race in fog says what fog is at once, and what doors are when one is seen.
    let said = |app: &App| app.world().resource::<mousemaze::game::hints::Hint>().said.clone();
    let sees_a_door = (0..start.board.door_count()).any(|door| start.shows_door(door));
    assert_eq!(said(&app).len(), 1 + usize::from(sees_a_door), "{:?}", said(&app));
    assert!(said(&app)[0].starts_with("Fog of war"), "{:?}", said(&app));
    let run = race_by_keys(&mut app);
    assert_eq!(run.outcome, Some(Outcome::Won), "the explorer searches; the player knows the way");
    assert!(run.shows(run.board.goal), "the cheese was seen");
    assert!(run.door_tick() > 0, "the doors ran");
    assert!(said(&app).iter().any(|line| line.starts_with("Doors open and shut")), "{:?}", said(&app));
}

#[test]
fn two_players_race_a_circle_from_fair_starts() {
    for seed in 2..6 {
        let config = ShapedConfig {
            recipe: recipe(Shape::Polar { rings: 10 }, seed),
            players: 2,
            rival_kind: RivalKind::None,
            rival_speed: None,
            ..ShapedConfig::default()
        };
        let mut app = shaped_with(&format!("shaped-two-circle-{seed}"), config);
        let start = game(&app).run;
        assert_eq!((start.players, start.mice.len()), (2, 2));
        assert_ne!(start.mice[0].mouse.cell, start.mice[1].mouse.cell, "two starts");
        let run = race_by_keys(&mut app);
        assert_eq!(run.outcome, Some(Outcome::Won), "seed {seed}");
        assert_eq!(run.duel(), Some(Duel::Tie), "seed {seed}: as far from the cheese, as fast, the same keys: a tie");
    }
}

#[test]
fn walls_stop_the_mouse_and_h_shows_the_route() {
    let mut app = shaped("shaped-walls", Shape::Hex { width: 9, height: 7 }, None);
    let run = game(&app).run;
    let start = run.board.start;
    let closed = (0..6u8)
        .find(|&s| {
            !run.board
                .maze
                .graph()
                .neighbours(start)
                .get(usize::from(s))
                .is_some_and(|&n| n != u32::MAX && run.board.maze.is_open(start, usize::from(s)))
        })
        .unwrap();
    tap(&mut app, key_for(&run.board.maze, start, usize::from(closed)));
    idle(&mut app);
    let after = game(&app).run;
    assert_eq!((after.player().mouse.cell, after.player().moves, after.tick), (start, 0, 0), "a wall stops it");
    assert!(!game(&app).show_route);
    tap(&mut app, KeyCode::KeyH);
    assert!(game(&app).show_route, "H shows the route");
    // Esc pauses; the pause menu's third choice goes back.
    tap(&mut app, KeyCode::Escape);
    idle(&mut app);
    assert_eq!(screen(&app), Screen::Shaped, "Esc pauses");
    taps(&mut app, &[KeyCode::ArrowDown, KeyCode::ArrowDown, KeyCode::Enter]);
    idle(&mut app);
    assert_eq!((screen(&app), menu(&app)), (Screen::Title, Some(Menu::Main)), "Back to the title");
}

#[test]
fn a_fast_rival_gets_there_first() {
    let mut app = shaped("shaped-rival", Shape::Polar { rings: 6 }, Some(40.0));
    for _ in 0..20 {
        idle(&mut app);
    }
    assert_eq!(game(&app).run.tick, 0, "the race starts with the first step");
    let run = race_by_keys(&mut app);
    assert_eq!(run.outcome, Some(Outcome::Lost));
    assert_eq!(run.rival_mice()[0].mouse.cell, run.board.goal);
    // R plays the same maze again, from the start.
    tap(&mut app, KeyCode::KeyR);
    let again = game(&app).run;
    assert_eq!((again.outcome, again.player().mouse.cell), (None, again.board.start));
    assert_eq!(again.board.maze, run.board.maze);
}

#[test]
fn a_bot_races_on_triangles_the_player_beats_it_and_left_alone_it_wins() {
    use mousemaze::bot::script::Script;
    let (file, source) = mousemaze::bot::bundled::for_shapes("tremaux").unwrap();
    let script = Script { name: file.into(), source: source.into(), path: None };
    let config = ShapedConfig {
        recipe: recipe(Shape::Triangle { width: 19, height: 9 }, 4),
        rival_kind: RivalKind::None,
        rival_speed: None,
        bot: Some(script),
        ..ShapedConfig::default()
    };
    let mut app = shaped_with("shaped-bot-triangles", config);
    let start = game(&app).run;
    assert_eq!(start.rival_mice().len(), 1, "the bot races");
    let walk = start.rival_mice()[0].plan().unwrap().walk.clone();
    assert_eq!(walk.last(), Some(&start.board.goal), "Trémaux solved the triangles");
    let run = race_by_keys(&mut app);
    let arrivals = (run.player().arrived, run.rival_mice()[0].arrived, run.player().moves, run.shortest_moves);
    assert_eq!(run.outcome, Some(Outcome::Won), "the shortest route beats a search: {arrivals:?}");
    // Again, one step and then nothing: the bot gets there.
    tap(&mut app, KeyCode::KeyR);
    let again = game(&app).run;
    let at = again.board.start;
    let route = RouteKeys::fastest(&again).route().to_vec();
    use mousemaze::rules::Ground;
    tap(&mut app, key_for(&again.board.maze, at, again.board.maze.way_to(at, route[1]).unwrap()));
    let decided = super::harness::idle_until(&mut app, 60_000, |app| game(app).run.outcome.is_some());
    assert!(decided, "the bot's race ends");
    let run = game(&app).run;
    assert_eq!(run.outcome, Some(Outcome::Lost), "left alone, the player loses to the bot");
    assert_eq!(run.rival_mice()[0].mouse.cell, run.board.goal);
}
