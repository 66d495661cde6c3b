//! Drawing a shaped run: the ground outside the maze and the walls as meshes (straight sides
//! as quads, a circle's arcs as a few short ones, so every shape stays crisp at any zoom; the
//! floor is the window's clear colour), the trail as the visited cells tinted, a searching
//! rival's thoughts (T) as the cells it explored washed, the route (H, `route.rs`), the mice, the ghost and the cheese as the game's
//! sprites; the HUD is `hud.rs`.

use bevy::camera::visibility::RenderLayers;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::mesh::{Chunks, UNIT, WALL, side_points, step, world};
use super::{Drawing, ShapedConfig, ShapedGame};
use crate::art::GameArt;
use crate::maze::shape::{NONE, Shape, ShapedMaze};
use crate::overlay::wait_mark;
use crate::palette::{PaletteLook, THOUGHT};
use crate::race::DoorMoved;
use crate::rival::ShowThoughts;
use crate::rules::Run;
use crate::save::TrailSetting;
use crate::saves::PlayerProgress;
use crate::sprites::{walk_frame, walking_sprite};
use crate::trail::trail_tint;
use crate::{PlaySet, Screen};
use std::collections::BTreeMap;

pub fn plugin(app: &mut App) {
    crate::hud::race_hud::<ShapedGame, _>(app, in_state(Screen::Shaped));
    app.add_systems(OnExit(Screen::Shaped), forget_drawn).add_systems(
        Update,
        (draw_board, draw_paths, place_pieces)
            .chain()
            .in_set(Drawing)
            .in_set(PlaySet::Draw)
            .run_if(in_state(Screen::Shaped).and_then(resource_exists::<ShapedGame>)),
    );
}

#[derive(Component, Clone)]
struct Board;
#[derive(Component, Clone)]
struct Paths;
/// A mouse's sprite: a runner in the run (by its index: players first, then rivals), or the
/// ghost of the best run.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum MousePiece {
    Runner(usize),
    Ghost,
}
#[derive(Component)]
pub(super) struct CheesePiece;
/// The maze drawn now and whether a ghost races on it, to redraw the board only when they
/// change (a won race's run is the next race's ghost).
#[derive(Resource)]
struct Drawn(ShapedMaze, bool);

fn forget_drawn(mut commands: Commands) {
    commands.remove_resource::<Drawn>();
    commands.remove_resource::<ShapedGame>();
}

/// Each layer (its chunks, colour and depth) as a mesh a chunk, with one material, tagged
/// `marker` so it can be replaced as a whole; the race's, going with its screen.
pub(super) fn spawn_layers(
    commands: &mut Commands,
    assets: (&mut Assets<Mesh>, &mut Assets<ColorMaterial>),
    layers: impl IntoIterator<Item = (Chunks, Color, f32)>,
    marker: impl Component + Clone,
    on_map: bool,
) {
    let raced = (marker, DespawnOnExit(Screen::Shaped));
    spawn_layers_at(commands, assets, layers, raced, (on_map, Vec2::ZERO));
}

/// The layers tagged with `marker` (which says when they go), moved by `offset` in the world.
pub(super) fn spawn_layers_at(
    commands: &mut Commands,
    (meshes, materials): (&mut Assets<Mesh>, &mut Assets<ColorMaterial>),
    layers: impl IntoIterator<Item = (Chunks, Color, f32)>,
    marker: impl Bundle + Clone,
    (on_map, offset): (bool, Vec2),
) {
    // Drawn in the window, and on the minimap if `on_map` (the pieces are the window's only).
    let seen_by = if on_map { RenderLayers::from_layers(&[0, super::view::MAP_LAYER]) } else { RenderLayers::layer(0) };
    for (chunks, colour, z) in layers {
        let material = materials.add(colour);
        for (mesh, bounds) in chunks.meshes() {
            commands.spawn((
                marker.clone(),
                Mesh2d(meshes.add(mesh)),
                MeshMaterial2d(material.clone()),
                bounds,
                seen_by.clone(),
                Transform::from_translation(offset.extend(z)),
            ));
        }
    }
}

/// The walls: every border side, and each closed inner side once (from its lower cell);
/// only those beside a cell `shown` (all of them without fog).
pub(super) fn walls(maze: &ShapedMaze, shown: impl Fn(u32) -> bool) -> Chunks {
    let graph = maze.graph();
    let mut out = Chunks::default();
    // A triangle is half a hexagon's width: its walls are thinner.
    let width = UNIT * if matches!(graph.shape(), Shape::Triangle { .. }) { 0.6 * WALL } else { WALL };
    for cell in 0..maze.len() as u32 {
        let neighbours = graph.neighbours(cell);
        for (side, slot) in graph.sides(cell) {
            let wall = match slot {
                None => shown(cell),
                Some(s) if neighbours[s] == NONE => shown(cell),
                // A weave's tunnel goes through here: its lane and the bridge's rails are drawn.
                Some(s) if super::bridges::is_mouth(maze, cell, s) => false,
                // An edge that wraps is drawn on both cells' sides of the board; a zeta cell's
                // slanted side is its own (the diamond between four cells has four).
                Some(s) if graph.is_seam(cell, s) || !graph.side_is_shared(s) => !maze.is_open(cell, s) && shown(cell),
                Some(s) => {
                    let other = neighbours[s];
                    !maze.is_open(cell, s) && other > cell && (shown(cell) || shown(other))
                }
            };
            if wall {
                for pair in side_points(graph, &side).windows(2) {
                    out.segment(pair[0], pair[1], width);
                }
            }
        }
    }
    out
}

/// Where the board's meshes and their colours go.
#[derive(SystemParam)]
pub(super) struct MeshAssets<'w> {
    pub(super) meshes: ResMut<'w, Assets<Mesh>>,
    pub(super) materials: ResMut<'w, Assets<ColorMaterial>>,
}

/// Player two's tint, in a race of two.
pub(super) use crate::palette::PLAYER_TWO;
/// The walls, lighter than the square board's so thin lines read at any angle.
pub(super) const WALL_COLOUR: Color = Color::srgb(0.55, 0.62, 0.85);
/// The cheese's cell.
pub(super) const GOAL_FLOOR: Color = Color::srgb(0.33, 0.29, 0.13);

fn draw_board(
    (game, config, drawn): (Res<ShapedGame>, Res<ShapedConfig>, Option<Res<Drawn>>),
    art: Res<GameArt>,
    progress: Res<PlayerProgress>,
    old: Query<Entity, With<Board>>,
    mut assets: MeshAssets,
    mut commands: Commands,
    window: Query<&Window, With<PrimaryWindow>>,
) {
    let (maze, ghost) = (&game.run.board.maze, game.run.ghost.is_some());
    if drawn.is_some_and(|d| d.0 == *maze && d.1 == ghost) {
        return;
    }
    commands.insert_resource(Drawn(maze.clone(), ghost));
    for entity in &old {
        commands.entity(entity).despawn();
    }
    let graph = maze.graph();
    let mut layers = vec![(super::outside::outside(graph), GameArt::BACKGROUND, 0.0)];
    // In fog, the seen cells' floor and walls are drawn as they are seen (`fog_doors`).
    if game.run.fog.is_none() {
        let mut goal = Chunks::default();
        goal.cell(graph, game.run.board.goal);
        layers.push((goal, GOAL_FLOOR, 0.1));
    }
    spawn_layers(&mut commands, (&mut assets.meshes, &mut assets.materials), layers, Board, true);
    let walls_on_map = super::view::map_draws_walls(graph, super::view::window_size(window.single().ok()));
    if game.run.fog.is_none() {
        let every_wall = walls(maze, |_| true);
        // A wrapped maze's far sides: the same walls, faint, past each edge that wraps.
        for offset in super::far_side::offsets(graph) {
            let far = [(every_wall.clone(), WALL_COLOUR.with_alpha(super::far_side::FAINT), 0.15)];
            spawn_layers_at(
                &mut commands,
                (&mut assets.meshes, &mut assets.materials),
                far,
                (Board, DespawnOnExit(Screen::Shaped)),
                (false, offset),
            );
        }
        let all = [(every_wall, WALL_COLOUR, 0.5)];
        spawn_layers(&mut commands, (&mut assets.meshes, &mut assets.materials), all, Board, walls_on_map);
        let bridges = super::bridges::bridges(maze, |_| true, WALL_COLOUR);
        spawn_layers(&mut commands, (&mut assets.meshes, &mut assets.materials), bridges, Board, walls_on_map);
        if let Some(offset) = super::floors::next_floor_offset(graph) {
            let top = graph.floor(maze.len() as u32 - 1);
            let below = walls(maze, |cell| graph.floor(cell) < top);
            // The floor below, faint under the one shown: its walls moved up a floor.
            let faint = [(below, WALL_COLOUR.with_alpha(0.22), 0.15)];
            spawn_layers_at(
                &mut commands,
                (&mut assets.meshes, &mut assets.materials),
                faint,
                (Board, DespawnOnExit(Screen::Shaped)),
                (false, offset),
            );
        }
    }
    if super::floors::next_floor_offset(graph).is_some() {
        let stairs = [(super::floors::stairs(maze), GameArt::ACCENT, 0.55)];
        spawn_layers(&mut commands, (&mut assets.meshes, &mut assets.materials), stairs, Board, false);
    }
    let size = Vec2::splat(piece_size(graph.shape()));
    let at = |cell: u32, z: f32| world(graph, graph.centre(cell)).extend(z);
    let mut cheese = Sprite::from_image(art.cheese.clone());
    cheese.custom_size = Some(size);
    commands.spawn((
        Board,
        CheesePiece,
        cheese,
        Transform::from_translation(at(game.run.board.goal, 2.0)),
        DespawnOnExit(Screen::Shaped),
    ));
    let colours = progress.settings.palette.colours();
    for (i, runner) in game.run.mice.iter().enumerate() {
        let player = i < game.run.players;
        let mut sprite = walking_sprite(if player { art.mouse.clone() } else { art.rival.clone() }, &art);
        sprite.custom_size = Some(size);
        if !player {
            sprite.color = colours.rival;
        } else if i == 1 {
            sprite.color = PLAYER_TWO;
        }
        let at = Transform::from_translation(at(runner.mouse.cell, depth(MousePiece::Runner(i), game.run.players)));
        commands.spawn((Board, MousePiece::Runner(i), sprite, at, DespawnOnExit(Screen::Shaped)));
    }
    if let Some(ghost) = &game.run.ghost {
        let mut sprite = walking_sprite(art.mouse.clone(), &art);
        (sprite.custom_size, sprite.color) = (Some(size), crate::ghost::GHOST_TINT);
        let at = Transform::from_translation(at(ghost.mouse.cell, depth(MousePiece::Ghost, game.run.players)));
        commands.spawn((Board, MousePiece::Ghost, sprite, at, DespawnOnExit(Screen::Shaped)));
    }
    let big = super::view::follows(graph, super::view::window_size(window.single().ok()));
    super::hud::spawn_hud(&mut commands, (&config, &game.run, &progress.settings), big, Board);
}

/// How near the eye a mouse's piece is drawn: the players above the ghost above the rivals.
fn depth(piece: MousePiece, players: usize) -> f32 {
    match piece {
        MousePiece::Runner(i) if i < players => 4.0 - i as f32 * 0.1,
        MousePiece::Runner(_) => 3.0,
        MousePiece::Ghost => 3.5,
    }
}

/// The mice and the cheese, in world units, about a cell across.
pub(super) fn piece_size(shape: Shape) -> f32 {
    UNIT * match shape {
        Shape::Hex { .. } | Shape::Hexagon { .. } => 1.45,
        Shape::Triangle { .. } => 0.6,
        _ => 0.9,
    }
}

/// What the paths were drawn for: the trails' length, H (or the race won: the paths beside
/// the shortest), the player's cell, the maze's size and how many cells the rival's thoughts
/// (T) showed.
type PathsDrawn = (usize, bool, u32, usize, usize);

/// The trail, the rival's thoughts and the route, redrawn when the mouse moves, the rival
/// explores or H or T is pressed.
fn draw_paths(
    (game, thoughts): (Res<ShapedGame>, Res<ShowThoughts>),
    drawn: Option<Res<Drawn>>,
    progress: Res<PlayerProgress>,
    old: Query<Entity, With<Paths>>,
    mut shown: Local<Option<PathsDrawn>>,
    (mut assets, mut doors): (MeshAssets, MessageReader<DoorMoved>),
    mut commands: Commands,
) {
    let run = &game.run;
    let maze = &run.board.maze;
    // Before the first step the doors cycle while the mouse stands: the route's waits follow.
    let doors_moved = doors.read().count() > 0 && game.show_route && !run.started();
    let trail_len = run.trail.path.len() + run.trail_two.as_ref().map_or(0, |t| t.path.len());
    let explored = if thoughts.0 { run.explored() } else { &[] };
    let won = run.outcome == Some(crate::rules::Outcome::Won);
    let now = (trail_len, game.show_route || won, run.player().mouse.cell, maze.len(), explored.len());
    // A new maze (N) is a new board; the run itself changes every tick (its clock).
    if *shown == Some(now) && !drawn.is_some_and(|d| d.is_changed()) && !doors_moved {
        return;
    }
    *shown = Some(now);
    for entity in &old {
        commands.entity(entity).despawn();
    }
    let graph = maze.graph();
    let colours = progress.settings.palette.colours();
    let mut layers = trail_layers(run, progress.seeing.trail, colours.trail, won);
    if !explored.is_empty() {
        let mut wash = Chunks::default();
        // In fog, only where the player has seen (as the square board's fog covers the rest).
        explored.iter().filter(|&&cell| run.shows(cell)).for_each(|&cell| wash.cell(graph, cell));
        layers.push((wash, THOUGHT, 0.25));
    }
    if won {
        layers.extend(super::route::won_layers(run, &colours));
    } else if game.show_route {
        let mark = |place| {
            commands.spawn((wait_mark(place, colours.door_shut), Paths, DespawnOnExit(Screen::Shaped)));
        };
        layers.extend(super::route::route_layers(run, colours.route_line(), mark));
    }
    spawn_layers(&mut commands, (&mut assets.meshes, &mut assets.materials), layers, Paths, true);
}

/// The players' trails as the setting draws them ([`trail_tint`]: fading, the last cells, or
/// off), in a few layers of one strength each; once the race is won, every cell of the paths
/// evenly, as on the square Won screen.
fn trail_layers(run: &Run<ShapedMaze>, setting: TrailSetting, colour: Color, won: bool) -> Vec<(Chunks, Color, f32)> {
    const STEPS: f32 = 16.0;
    let graph = run.board.maze.graph();
    let mut strengths: BTreeMap<u32, Chunks> = BTreeMap::new();
    let mut seen = vec![false; run.board.maze.len()];
    for trail in [Some(&run.trail), run.trail_two.as_ref()].into_iter().flatten() {
        for &cell in &trail.path {
            let age = trail.age(cell as usize).unwrap_or(0);
            let tint = if won { Some(colour.with_alpha(0.5)) } else { trail_tint(setting, age, colour) };
            let Some(alpha) = tint.map(|tint| tint.alpha()) else { continue };
            if !std::mem::replace(&mut seen[cell as usize], true) {
                strengths.entry((alpha * STEPS).round() as u32).or_default().cell(graph, cell);
            }
        }
    }
    strengths.into_iter().map(|(step, cells)| (cells, colour.with_alpha(step as f32 / STEPS), 0.2)).collect()
}

/// Each mouse between its cell and the next, as far as it has run, facing the way it goes; a
/// rival out of the player's sight (in fog) hides, the ghost as the player chose (G).
fn place_pieces(
    time: Res<Time>,
    (game, progress): (Res<ShapedGame>, Res<PlayerProgress>),
    mut mice: Query<(&mut Transform, &mut Sprite, &mut Visibility, &MousePiece)>,
) {
    let run = &game.run;
    let (board, graph) = (&run.board, run.board.maze.graph());
    let centre = |cell: u32| world(graph, graph.centre(cell));
    let frame = walk_frame(&time);
    for (mut transform, mut sprite, mut visibility, piece) in &mut mice {
        let mouse = match *piece {
            MousePiece::Runner(i) => run.mice.get(i).map(|runner| &runner.mouse),
            MousePiece::Ghost => run.ghost.as_ref().map(|ghost| &ghost.mouse),
        };
        let Some(mouse) = mouse else { continue };
        let (here, next) = (centre(mouse.cell), centre(mouse.next_cell(board)));
        let f = mouse.fraction();
        let (at, gap) = match mouse.heading.map(|way| step(graph, mouse.cell, way)) {
            // Along the way; across a wrapped edge, out at one side and in at the other.
            Some(Some(gap)) => (if f < 0.5 || next == here { here + gap * f } else { next - gap * (1.0 - f) }, gap),
            // Up or down the stairs: on this floor, then half way on the next.
            Some(None) => (if f < 0.5 { here } else { next }, Vec2::ZERO),
            None => (here.lerp(next, f), next - here),
        };
        let running = mouse.heading.is_some();
        if running && gap != Vec2::ZERO {
            transform.rotation = Quat::from_rotation_z(gap.y.atan2(gap.x));
        }
        // Through a weave's tunnel, under the bridge's deck.
        let tunnel = mouse.heading.is_some_and(|way| graph.is_tunnel(way));
        let z = if tunnel { super::bridges::IN_TUNNEL } else { depth(*piece, run.players) };
        transform.translation = at.extend(z);
        if let Some(atlas) = sprite.texture_atlas.as_mut() {
            atlas.index = if running { frame } else { 0 };
        }
        let shown = match *piece {
            MousePiece::Runner(i) => i < run.players || run.in_view(mouse.cell) || run.in_view(mouse.next_cell(board)),
            MousePiece::Ghost => progress.seeing.ghost,
        };
        // Of several floors, the player's alone is shown (each mouse where it is drawn).
        let drawn_on = |m: &crate::rules::Mouse<ShapedMaze>| {
            graph.floor(if m.fraction() < 0.5 { m.cell } else { m.next_cell(board) })
        };
        let shown = shown && drawn_on(mouse) == drawn_on(&run.player().mouse);
        visibility.set_if_neq(if shown { Visibility::Inherited } else { Visibility::Hidden });
    }
}
