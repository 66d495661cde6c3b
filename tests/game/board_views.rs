//! The views written once over the one board view (`BoardView`), seen on a board of another
//! shape: in a race of two on a circle, each mouse has its P1 or P2 tag until its player
//! moves, and a turn pushed into a wall shows its arrow beside that player's mouse.

use bevy::prelude::*;
use mousemaze::game::PlayerProgress;
use mousemaze::game::palette::PaletteLook;
use mousemaze::game::shaped::view::cell_centre;
use mousemaze::game::shaped::{ShapedConfig, ShapedGame};
use mousemaze::maze::shape::Shape;
use mousemaze::rules::{Ground, ShapeKey};
use mousemaze::save::TrailSetting;

use super::harness::{idle, idle_until, tap, title};
use super::shapes::{drawn, on_the_shaped_screen, recipe};

/// A headless race of two on a circle, with the board's drawing and the views over it.
fn two_on_a_circle() -> App {
    let config =
        ShapedConfig { recipe: recipe(Shape::Polar { rings: 6 }, 5), players: 2, rival_speed: None, ..default() };
    on_the_shaped_screen(drawn(title("board-views")), config)
}

/// The entities named `name`: where each is and whether it shows.
fn named(app: &mut App, name: &str) -> Vec<(Vec2, bool)> {
    let world = app.world_mut();
    let mut query = world.query::<(&Name, &Transform, &Visibility)>();
    let found = query.iter(world).filter(|(n, ..)| n.as_str() == name);
    found.map(|(_, at, shown)| (at.translation.truncate(), *shown != Visibility::Hidden)).collect()
}

/// Where player `p`'s mouse stands.
fn mouse_at(app: &App, p: usize) -> Vec2 {
    let game = app.world().resource::<ShapedGame>();
    cell_centre(game.run.board.maze.graph(), game.run.mice[p].mouse.cell)
}

#[test]
fn two_on_a_circle_have_their_tags_until_they_move_and_a_turn_into_a_wall_shows_its_arrow() {
    let mut app = two_on_a_circle();
    idle(&mut app);
    let tags = named(&mut app, "Name tag");
    assert_eq!(tags.len(), 2, "a tag for each player");
    for p in 0..2 {
        let mouse = mouse_at(&app, p);
        let over = tags.iter().any(|&(at, shown)| shown && (at.x - mouse.x).abs() < 0.01 && at.y > mouse.y);
        assert!(over, "player {p}'s tag shows over its mouse at {mouse}: {tags:?}");
    }
    assert!(named(&mut app, "Turn arrow").iter().all(|&(_, shown)| !shown), "no turn pressed, no arrow");

    // Player two (the arrows: out, clockwise, in, anticlockwise) pushes into a wall.
    let (maze, cell) = {
        let game = app.world().resource::<ShapedGame>();
        (game.run.board.maze.clone(), game.run.mice[1].mouse.cell)
    };
    let keys = [
        (KeyCode::ArrowUp, ShapeKey::Out),
        (KeyCode::ArrowRight, ShapeKey::Clockwise),
        (KeyCode::ArrowDown, ShapeKey::In),
        (KeyCode::ArrowLeft, ShapeKey::Anticlockwise),
    ];
    let walled = keys.into_iter().find(|&(_, key)| maze.key_way(cell, key).is_none());
    let (code, _) = walled.expect("a wall beside player two's start");
    tap(&mut app, code);
    idle(&mut app);
    let (two, one) = (mouse_at(&app, 1), mouse_at(&app, 0));
    let arrows: Vec<_> = named(&mut app, "Turn arrow").into_iter().filter(|&(_, shown)| shown).collect();
    assert_eq!(arrows.len(), 1, "one turn waits: {arrows:?}");
    let arrow = arrows[0].0;
    assert!(arrow.distance(two) < arrow.distance(one) && arrow.distance(two) > 1.0, "beside player two: {arrow}");
    assert_eq!(app.world().resource::<ShapedGame>().run.mice[1].moves, 0, "the wall held");

    // Player one moves off: their tag goes, player two's stays.
    let open = {
        let game = app.world().resource::<ShapedGame>();
        let cell = game.run.mice[0].mouse.cell;
        let letters = [
            (KeyCode::KeyW, ShapeKey::Out),
            (KeyCode::KeyD, ShapeKey::Clockwise),
            (KeyCode::KeyS, ShapeKey::In),
            (KeyCode::KeyA, ShapeKey::Anticlockwise),
        ];
        let maze = &game.run.board.maze;
        letters.into_iter().find(|&(_, key)| maze.key_way(cell, key).is_some_and(|way| maze.opens(cell, way)))
    };
    tap(&mut app, open.expect("a way out of player one's start").0);
    let moved = idle_until(&mut app, 120, |app| app.world().resource::<ShapedGame>().run.mice[0].moves > 0);
    assert!(moved, "player one ran a cell");
    idle(&mut app);
    let two = mouse_at(&app, 1);
    let shown: Vec<_> = named(&mut app, "Name tag").into_iter().filter(|&(_, shown)| shown).collect();
    assert_eq!(shown.len(), 1, "only the tag of the player yet to move: {shown:?}");
    assert!((shown[0].0.x - two.x).abs() < 0.01, "player two's tag stays over its mouse");
}

/// The colours of the meshes drawn now.
fn mesh_colours(app: &mut App) -> Vec<Color> {
    let world = app.world_mut();
    let handles: Vec<_> = world.query::<&MeshMaterial2d<ColorMaterial>>().iter(world).map(|m| m.0.clone()).collect();
    let materials = world.resource::<Assets<ColorMaterial>>();
    handles.iter().filter_map(|handle| materials.get(handle)).map(|material| material.color).collect()
}

#[test]
fn t_shows_what_a_searching_rival_explored_on_hexagons() {
    let config = ShapedConfig {
        recipe: recipe(Shape::Hex { width: 15, height: 11 }, 3),
        rival_kind: mousemaze::rules::rivals::RivalKind::Explorer,
        rival_speed: Some(4.0),
        ..default()
    };
    let mut app = on_the_shaped_screen(drawn(title("board-views-thoughts")), config);
    let thought = mousemaze::game::palette::THOUGHT;
    // The rival sets off with the player's first step.
    let way = {
        let game = app.world().resource::<ShapedGame>();
        let (maze, cell) = (&game.run.board.maze, game.run.player().mouse.cell);
        mousemaze::game::shaped::controls::key_for(maze, cell, maze.open_ways_of(cell).next().unwrap())
    };
    tap(&mut app, way);
    let explored = |app: &mut App| app.world().resource::<ShapedGame>().run.explored().len();
    assert!(idle_until(&mut app, 600, |app| explored(app) >= 8), "the explorer went 8 cells");
    assert!(!mesh_colours(&mut app).contains(&thought), "its thoughts hidden until T");
    tap(&mut app, KeyCode::KeyT);
    idle(&mut app);
    assert!(mesh_colours(&mut app).contains(&thought), "T shows them");
    tap(&mut app, KeyCode::KeyT);
    idle(&mut app);
    assert!(!mesh_colours(&mut app).contains(&thought), "and T hides them again");
}

/// A 15×11 hex maze from `seed` with `doors` doors, raced alone.
fn hex_with_doors(seed: u64, doors: u32) -> ShapedConfig {
    let amount = mousemaze::maze::doors::DoorAmount::Count(doors);
    let recipe = recipe(Shape::Hex { width: 15, height: 11 }, seed);
    ShapedConfig {
        recipe: mousemaze::content::shaped_recipe::ShapedRecipe { doors: amount, ..recipe },
        rival_speed: None,
        ..default()
    }
}

#[test]
fn doors_on_hexagons_slide_and_count_down_as_on_squares() {
    let mut app = on_the_shaped_screen(drawn(title("board-views-doors")), hex_with_doors(3, 8));
    for _ in 0..30 {
        idle(&mut app);
        let game = app.world().resource::<ShapedGame>().clone();
        let (run, doors) = (&game.run, &game.run.board.doors);
        let shut: Vec<bool> = <mousemaze::maze::shape::ShapedMaze as Ground>::door_clocks(doors)
            .map(|clock| !clock.is_open(run.door_tick()))
            .collect();
        assert_eq!(shut.len(), 8);
        let doors = named(&mut app, "Door");
        assert_eq!(doors.len(), 8, "a door drawn for each");
        assert!(doors.iter().all(|&(_, shown)| shown), "every door shows (no fog)");
        let plates = named(&mut app, "Door countdown").iter().filter(|&&(_, shown)| shown).count();
        assert_eq!(plates, shut.iter().filter(|&&s| s).count(), "a countdown on each shut door");
    }
}

#[test]
fn the_route_on_hexagons_shows_where_it_waits_for_a_door() {
    let mut app = on_the_shaped_screen(drawn(title("board-views-waits")), hex_with_doors(4, 12));
    tap(&mut app, KeyCode::KeyH);
    let mut waited = 0;
    for _ in 0..120 {
        idle(&mut app);
        let game = app.world().resource::<ShapedGame>().clone();
        let run = &game.run;
        let route = mousemaze::rules::RouteKeys::fastest(run);
        let waits =
            run.board.maze.walk_waits(&run.board.doors, route.route(), run.door_tick(), run.player().mouse.pace);
        assert_eq!(named(&mut app, "Wait mark").len(), waits.len(), "a pause sign where the route waits");
        waited += waits.len();
    }
    assert!(waited > 0, "the route waited for a door");
}

/// Whether the result's panel shows: nothing above its headline is hidden.
fn panel_shown(app: &mut App) -> bool {
    let world = app.world_mut();
    let mut texts = world.query::<(Entity, &Text)>();
    let headline = texts.iter(world).find(|(_, t)| t.0 == "You found the cheese!").map(|(e, _)| e);
    let mut at = headline.expect("the result's panel");
    loop {
        if world.get::<Visibility>(at) == Some(&Visibility::Hidden) {
            return false;
        }
        let Some(parent) = world.get::<ChildOf>(at) else { return true };
        at = parent.parent();
    }
}

#[test]
fn a_won_hex_race_shows_the_path_beside_the_shortest_and_space_looks_at_them() {
    let config =
        ShapedConfig { recipe: recipe(Shape::Hex { width: 15, height: 11 }, 5), rival_speed: None, ..default() };
    let mut app = on_the_shaped_screen(drawn(title("board-views-won")), config);
    let colours = mousemaze::game::palette::Palette::default().colours();
    super::shapes::win_by_keys(&mut app);
    idle(&mut app);
    let moves = app.world().resource::<ShapedGame>().run.player().moves;
    let text = super::menus::all_text(&mut app);
    assert!(text.contains(&format!("Your path {moves} moves (teal)")), "the paths' legend: {text}");
    let drawn = mesh_colours(&mut app);
    assert!(drawn.contains(&colours.route_line()) && drawn.contains(&colours.trail), "the shortest and the path drawn");
    assert!(panel_shown(&mut app));
    tap(&mut app, KeyCode::Space);
    assert!(!panel_shown(&mut app), "Space hides the panel to look at the paths");
    tap(&mut app, KeyCode::Space);
    assert!(panel_shown(&mut app), "and shows it again");
}

#[test]
fn the_trail_on_hexagons_follows_the_setting() {
    let trail = mousemaze::game::palette::Palette::default().colours().trail;
    let is_trail = |c: &Color| c.to_srgba().with_alpha(1.0) == trail.to_srgba();
    for (setting, shown) in [(TrailSetting::Fading, true), (TrailSetting::Off, false)] {
        let config =
            ShapedConfig { recipe: recipe(Shape::Hex { width: 15, height: 11 }, 5), rival_speed: None, ..default() };
        let mut app = drawn(title("board-views-trail"));
        app.world_mut().resource_mut::<PlayerProgress>().0.seeing.trail = setting;
        let mut app = on_the_shaped_screen(app, config);
        // Six cells into the race, what the trail looks like.
        let mut trails = None;
        super::shapes::race_watching(&mut app, |app| {
            if trails.is_none() && app.world().resource::<ShapedGame>().run.player().moves == 6 {
                trails = Some(mesh_colours(app).into_iter().filter(is_trail).collect::<Vec<Color>>());
            }
        });
        let trails = trails.expect("six cells run");
        assert_eq!(!trails.is_empty(), shown, "{setting:?}: the trail drawn {trails:?}");
        if shown {
            let strengths: std::collections::BTreeSet<u32> =
                trails.iter().map(|c| (c.alpha() * 1000.0) as u32).collect();
            assert!(strengths.len() > 1, "a fading trail, newest strongest: {strengths:?}");
        }
    }
}

#[test]
fn the_shapes_help_line_names_the_keys_as_bound() {
    let two = ShapedConfig { recipe: recipe(Shape::Hex { width: 15, height: 11 }, 5), players: 2, ..default() };
    let mut app = drawn(title("board-views-help"));
    let settings = &mut app.world_mut().resource_mut::<PlayerProgress>().0.settings;
    let key = |c| mousemaze::save::Key::from_char(c).unwrap();
    settings.bind(mousemaze::save::Action::Route, key('Y'));
    settings.bind(mousemaze::save::Action::Up, key('P'));
    let mut app = on_the_shaped_screen(app, two);
    idle(&mut app);
    let text = super::menus::all_text(&mut app);
    assert!(text.contains("P1 PASD, P2 arrows/IJKL: the open way nearest them   Y route  R again"), "{text}");
}
