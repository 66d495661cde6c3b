//! Behind the title menu a maze is carved slowly, a different algorithm each time (the
//! next in the list after a random first), named in the bottom-left corner; when one is
//! done it rests a moment and the next begins.

use bevy::prelude::*;
use bevy_ecs_tilemap::prelude::*;

use crate::art::GameArt;
use crate::board::{spawn_layer, tile_pos};
use crate::maze::generate::Replay;
use crate::maze::recipe::MazeRecipe;
use crate::maze::{Algorithm, Pos};
use crate::run::SeedSource;
use crate::ui::label;
use crate::{InRun, Menu, PlaySet};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<NextAlgorithm>()
        .add_systems(OnEnter(Menu::Main), start_next_maze)
        .add_systems(OnExit(Menu::Main), clear_title_maze)
        .add_systems(Update, (frame_title, carve_behind_the_menu).in_set(PlaySet::Draw).run_if(in_state(Menu::Main)));
}

/// The maze's size in cells: at the title's zoom it fills a 1280×800 window.
const TITLE_MAZE: (u32, u32) = (27, 17);
/// Screen pixels per world unit on the title.
const TITLE_ZOOM: f32 = 3.0;
/// Seconds a maze takes to carve, and to rest once carved.
const CARVE_SECONDS: f32 = 14.0;
const REST_SECONDS: f32 = 3.0;
/// How faint the maze is behind the menu.
const FAINT: Color = Color::srgba(1.0, 1.0, 1.0, 0.45);

/// The maze being carved behind the menu.
#[derive(Component)]
struct TitleMaze {
    replay: Replay,
    started_at: Option<f32>,
}

#[derive(Component)]
struct AlgorithmName;

/// Which algorithm comes next (random the first time).
#[derive(Resource, Default)]
struct NextAlgorithm(Option<usize>);

/// The camera looks at the title's maze, whatever the last run left it at (every frame:
/// the camera may not exist yet when the first title opens).
fn frame_title(mut camera: Query<(&mut Transform, &mut Projection), With<Camera2d>>) {
    for (mut transform, mut projection) in &mut camera {
        if transform.translation.truncate() != Vec2::ZERO {
            transform.translation = Vec3::new(0.0, 0.0, transform.translation.z);
        }
        if let Projection::Orthographic(ortho) = &mut *projection
            && ortho.scale != 1.0 / TITLE_ZOOM
        {
            ortho.scale = 1.0 / TITLE_ZOOM;
        }
    }
}

/// What making the next title maze needs: the tiles' art, a seed, the next algorithm.
#[derive(bevy::ecs::system::SystemParam)]
struct MazeMaker<'w> {
    art: Res<'w, GameArt>,
    seeds: ResMut<'w, SeedSource>,
    next: ResMut<'w, NextAlgorithm>,
}

fn start_next_maze(mut commands: Commands, mut maker: MazeMaker) {
    spawn_title_maze(&mut commands, &mut maker);
}

/// Spawns the next algorithm's maze (closed, to be carved) and its name.
fn spawn_title_maze(commands: &mut Commands, maker: &mut MazeMaker) {
    let MazeMaker { art, seeds, next } = maker;
    let seed = seeds.next_seed();
    let index = next.0.unwrap_or(seed as usize) % Algorithm::ALL.len();
    next.0 = Some(index + 1);
    let algorithm = Algorithm::ALL[index];
    let (width, height) = TITLE_MAZE;
    let recipe = MazeRecipe { algorithm, width, height, seed, ..Default::default() };
    let Ok(replay) = Replay::of_recipe(&recipe) else { return };
    let board = replay.board();
    let layer = spawn_layer(commands, board, art.tiles.clone(), -1.0, true, |p| Some(u32::from(board.passages(p))));
    // `spawn_layer` scopes a layer to a run; this one is cleared with its tiles on leaving
    // the title (a tile left without its map would break the tilemap's extraction).
    commands
        .entity(layer)
        .remove::<DespawnOnExit<InRun>>()
        .insert((Name::new("Title maze"), TitleMaze { replay, started_at: None }));
    commands.spawn((
        Name::new("Title maze's algorithm"),
        AlgorithmName,
        Node {
            position_type: PositionType::Absolute,
            left: px(12),
            bottom: px(10),
            padding: UiRect::axes(px(10), px(4)),
            ..default()
        },
        BackgroundColor(GameArt::BACKGROUND.with_alpha(0.9)),
        children![label(format!("Carving: {algorithm}"), 20.0, GameArt::DIM_TEXT)],
    ));
}

/// Despawns the title's maze layers, their tiles and the algorithm's name.
fn despawn_title_maze<'a>(
    commands: &mut Commands,
    mazes: impl Iterator<Item = (Entity, &'a TileStorage)>,
    names: impl Iterator<Item = Entity>,
) {
    for (layer, storage) in mazes {
        for tile in storage.iter().flatten() {
            commands.entity(*tile).despawn();
        }
        commands.entity(layer).despawn();
    }
    for name in names {
        commands.entity(name).despawn();
    }
}

fn clear_title_maze(
    mut commands: Commands,
    mazes: Query<(Entity, &TileStorage), With<TitleMaze>>,
    names: Query<Entity, With<AlgorithmName>>,
) {
    despawn_title_maze(&mut commands, mazes.iter(), names.iter());
}

/// Applies the steps due by now, retiling the cells that changed (all of them, faint, in
/// the first frame); a maze done and rested makes way for the next.
fn carve_behind_the_menu(
    mut commands: Commands,
    time: Res<Time>,
    mut maker: MazeMaker,
    mut mazes: Query<(Entity, &mut TitleMaze, &TileStorage)>,
    names: Query<Entity, With<AlgorithmName>>,
    mut tiles: Query<(&mut TileTextureIndex, &mut TileColor)>,
) {
    let Ok((_, mut maze, storage)) = mazes.single_mut() else { return };
    let now = time.elapsed_secs();
    let mut changed: Vec<Pos> = Vec::new();
    let started = match maze.started_at {
        Some(started) => started,
        None => {
            let board = maze.replay.board();
            changed.extend((0..board.len()).map(|i| board.pos(i)));
            *maze.started_at.insert(now)
        }
    };
    if maze.replay.is_done() {
        if now - started > CARVE_SECONDS + REST_SECONDS {
            despawn_title_maze(&mut commands, mazes.iter().map(|(e, _, s)| (e, s)), names.iter());
            spawn_title_maze(&mut commands, &mut maker);
        }
        return;
    }
    maze.replay.advance_to((now - started) / CARVE_SECONDS, &mut changed);
    let board = maze.replay.board();
    for cell in changed {
        if let Some(tile) = storage.get(&tile_pos(board, cell))
            && let Ok((mut index, mut color)) = tiles.get_mut(tile)
        {
            index.0 = u32::from(board.passages(cell));
            color.0 = FAINT;
        }
    }
}
