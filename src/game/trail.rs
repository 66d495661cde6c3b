//! The player's trail: every cell the mouse has run through is tinted, the older the
//! fainter, so the dead ends already tried stand out ([`TrailSetting`]: fading, the last N
//! cells, or off). On the Won screen the whole path is drawn beside the shortest route from
//! the start (the route layer shows that one); Space hides the results to look at them.
//!
//! The trail itself (the path and each cell's last visit) is the core's: [`Run::trail`]. The
//! layer is a sparse tilemap of wash tiles over the board (a tile for each cell visited, none
//! for the rest), retinted only where a cell's age changed.
//!
//! [`Run::trail`]: crate::rules::Run::trail

use bevy::prelude::*;
use bevy_ecs_tilemap::prelude::*;

use super::art::GameArt;
use super::board::{OVERLAY_Z, show_on_layer, spawn_layer};
use super::route::Route;
use super::run::CurrentRun;
use super::screens::results::ResultsScreen;
use super::ui::label;
use super::{EnterSet, PlaySet, PlayerProgress, Screen};
use crate::maze::Solver;
use crate::save::TrailSetting;

/// The trail drawn, and both paths on the Won screen.
pub fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Playing), spawn_trail_layer)
        .add_systems(OnEnter(Screen::Won), show_both_paths.in_set(EnterSet::Dress))
        .add_systems(Update, draw_trail.in_set(PlaySet::Draw).run_if(in_state(Screen::Playing)))
        .add_systems(Update, look_at_the_paths.run_if(in_state(Screen::Won)));
}

/// The tile of the white wash in route.png.
pub const WASH_TILE: u32 = 17;
/// Alpha of the newest cell, and of the oldest a fading trail keeps.
const NEWEST_ALPHA: f32 = 0.6;
const OLDEST_ALPHA: f32 = 0.12;
/// Cells entered over which a fading trail fades from newest to oldest.
const FADE_CELLS: usize = 60;

/// The tint of a cell `age` cells old, or `None` when the setting no longer shows it.
fn trail_tint(setting: TrailSetting, age: usize, colour: Color) -> Option<Color> {
    let window = setting.keeps().unwrap_or(FADE_CELLS);
    if age >= window {
        return (setting == TrailSetting::Fading).then_some(colour.with_alpha(OLDEST_ALPHA));
    }
    let fresh = 1.0 - age as f32 / window as f32;
    Some(colour.with_alpha(OLDEST_ALPHA + (NEWEST_ALPHA - OLDEST_ALPHA) * fresh))
}

#[derive(Component)]
struct TrailLayer;

fn spawn_trail_layer(mut commands: Commands, run: Res<CurrentRun>, art: Res<GameArt>) {
    let layer = spawn_layer(&mut commands, &run.board.maze, art.route.clone(), OVERLAY_Z - 0.05, false, |_| None);
    commands.entity(layer).insert((Name::new("Trail layer"), TrailLayer));
}

type WashTiles<'w, 's> = Query<'w, 's, (&'static mut TileVisible, &'static mut TileColor)>;
type TrailTiles<'w, 's> = Single<'w, 's, (Entity, &'static mut TileStorage), With<TrailLayer>>;

/// Retints the cells whose age crossed a step since the last frame: only the latest
/// cells of the path (older ones keep their tint), or all of it when the setting changed.
fn draw_trail(
    mut commands: Commands,
    run: Res<CurrentRun>,
    progress: Res<PlayerProgress>,
    layer: TrailTiles,
    mut tiles: WashTiles,
    mut drawn: Local<Option<(TrailSetting, usize, Entity)>>,
) {
    let setting = progress.seeing.trail;
    let trail = &run.trail;
    let (layer, mut storage) = layer.into_inner();
    let before = *drawn;
    *drawn = Some((setting, trail.path.len(), layer));
    let redraw_all = before.is_none_or(|(s, len, l)| s != setting || l != layer || len > trail.path.len());
    if before.is_some_and(|(_, len, _)| len == trail.path.len()) && !redraw_all {
        return;
    }
    let window = setting.keeps().unwrap_or(FADE_CELLS) + 2;
    let from = if redraw_all { 0 } else { trail.path.len().saturating_sub(window) };
    let maze = &run.board.maze;
    for &cell in &trail.path[from..] {
        let age = trail.age(maze.index(cell)).unwrap_or(0);
        let tint = trail_tint(setting, age, progress.settings.palette.colours().trail);
        show_on_layer(&mut commands, (layer, &mut storage), &mut tiles, maze, (cell, WASH_TILE), tint);
    }
}

/// The legend of the Won screen's paths.
#[derive(Component)]
struct PathsLegend;

/// The whole path, evenly tinted, and the shortest route from the start drawing itself.
fn show_both_paths(
    mut commands: Commands,
    (run, progress): (Res<CurrentRun>, Res<PlayerProgress>),
    time: Res<Time>,
    mut route: ResMut<Route>,
    layer: TrailTiles,
    mut tiles: WashTiles,
) {
    let (layer, mut storage) = layer.into_inner();
    let colours = progress.settings.palette.colours();
    for &cell in &run.trail.path {
        let tint = Some(colours.trail.with_alpha(0.5));
        show_on_layer(&mut commands, (layer, &mut storage), &mut tiles, &run.board.maze, (cell, WASH_TILE), tint);
    }
    let board = &run.board;
    route.cells = Solver::Bfs.solve_region(&board.maze, board.start, board.goals()).map(|s| s.path).unwrap_or_default();
    route.shown = true;
    route.revealed_at = time.elapsed_secs();
    let text = format!(
        "Your path {} moves ({})   shortest {} moves ({})   Space: look at them",
        run.player().moves,
        colours.trail_word,
        run.shortest_moves,
        colours.route_word
    );
    commands.spawn((
        Name::new("Paths legend"),
        PathsLegend,
        Node { position_type: PositionType::Absolute, top: px(8), left: px(20), ..default() },
        DespawnOnExit(Screen::Won),
        children![label(text, 20.0, GameArt::TEXT)],
    ));
}

/// Space hides and shows the results panel, to see the paths under it.
fn look_at_the_paths(keys: Res<ButtonInput<KeyCode>>, mut results: Query<&mut Visibility, With<ResultsScreen>>) {
    if !keys.just_pressed(KeyCode::Space) {
        return;
    }
    for mut visibility in &mut results {
        *visibility = match *visibility {
            Visibility::Hidden => Visibility::Inherited,
            _ => Visibility::Hidden,
        };
    }
}
