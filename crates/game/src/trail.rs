//! The player's trail: every cell the mouse has run through is tinted, the older the
//! fainter, so the dead ends already tried stand out ([`TrailSetting`]: fading, the last N
//! cells, or off). On the Won screen the whole path is drawn beside the shortest route from
//! the start (the route layer shows that one): the cells washed as before, and the path itself
//! as a thin line over the route's wider one, so a path that is the shortest shows both (a
//! teal core in the orange route); Space hides the results to look at them. In a race of two,
//! each player's path and the shortest from each start ([`shortest_routes`]).
//!
//! The trail itself (the path and each cell's last visit) is the core's: [`Run::trail`]. The
//! layer is a sparse tilemap of wash tiles over the board (a tile for each cell visited, none
//! for the rest), retinted only where a cell's age changed.
//!
//! [`Run::trail`]: crate::rules::Run::trail

use crate::palette::PaletteLook;
use bevy::prelude::*;

use super::EnterInOrder;
use bevy_ecs_tilemap::prelude::*;

use super::art::GameArt;
use super::board::{OVERLAY_Z, show_on_layer, spawn_layer};
use super::overlay::ROUTE_Z;
use super::route::Route;
use super::run::CurrentRun;
use super::ui::label;
use super::{EnterSet, PlaySet, PlayerProgress, Screen};
use crate::maze::export::path_links;
use crate::maze::{Maze, Pos};
use crate::palette::Colours;
use crate::rules::{Ground, Run};
use crate::save::TrailSetting;

/// The trail drawn, and both paths on the Won screen.
pub fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Playing), spawn_trail_layer)
        .on_enter(Screen::Won, EnterSet::Dress, show_both_paths)
        .add_systems(Update, draw_trail.in_set(PlaySet::Draw).run_if(in_state(Screen::Playing)));
}

/// The tile of the white wash in route.png.
pub const WASH_TILE: u32 = 17;
/// The first of route.png's thin lines (16, by link bits): the player's path on the Won screen.
pub const PATH_TILE: u32 = 19;
/// The Won screen's path line: over the route, under the pieces.
pub const PATH_Z: f32 = ROUTE_Z + 0.05;
const _: () = assert!(PATH_Z > ROUTE_Z && PATH_Z < super::board::PIECE_Z, "the path line lies over the route");
/// Alpha of the newest cell, and of the oldest a fading trail keeps.
const NEWEST_ALPHA: f32 = 0.6;
const OLDEST_ALPHA: f32 = 0.12;
/// Cells entered over which a fading trail fades from newest to oldest.
const FADE_CELLS: usize = 60;

/// The tint of a cell `age` cells old, or `None` when the setting no longer shows it (on
/// every board: the shapes' board draws its trail with it too).
pub fn trail_tint(setting: TrailSetting, age: usize, colour: Color) -> Option<Color> {
    let window = setting.keeps().unwrap_or(FADE_CELLS);
    if age >= window {
        return (setting == TrailSetting::Fading).then_some(colour.with_alpha(OLDEST_ALPHA));
    }
    let fresh = 1.0 - age as f32 / window as f32;
    Some(colour.with_alpha(OLDEST_ALPHA + (NEWEST_ALPHA - OLDEST_ALPHA) * fresh))
}

#[derive(Component)]
struct TrailLayer;

/// The Won screen's line of the player's path (empty until then).
#[derive(Component)]
struct PathLayer;

fn spawn_trail_layer(mut commands: Commands, run: Res<CurrentRun>, art: Res<GameArt>) {
    let layer = spawn_layer(&mut commands, &run.board.maze, art.route.clone(), OVERLAY_Z - 0.05, false, |_| None);
    commands.entity(layer).insert((Name::new("Trail layer"), TrailLayer));
    let path = spawn_layer(&mut commands, &run.board.maze, art.route.clone(), PATH_Z, false, |_| None);
    commands.entity(path).insert((Name::new("Path layer"), PathLayer));
}

/// Each cell of `path` with its thin-line tile: the line joins the cells the path went
/// between (a path that went back and forth draws each passage once).
pub fn path_line_tiles(maze: &Maze, path: &[Pos]) -> Vec<(Pos, u32)> {
    let links = path_links(maze, path);
    let mut tiles: Vec<(Pos, u32)> =
        path.iter().map(|&cell| (cell, PATH_TILE + u32::from(links[maze.index(cell)] & 0x0f))).collect();
    tiles.sort_unstable_by_key(|&(cell, _)| maze.index(cell));
    tiles.dedup();
    tiles
}

type WashTiles<'w, 's> = Query<'w, 's, (&'static mut TileVisible, &'static mut TileColor)>;
type TrailTiles<'w, 's> = Single<'w, 's, (Entity, &'static mut TileStorage), With<TrailLayer>>;
type PathTiles<'w, 's> = Single<'w, 's, (Entity, &'static mut TileStorage), (With<PathLayer>, Without<TrailLayer>)>;

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

/// The whole path, evenly tinted and drawn as a thin line over the route, and the shortest
/// route from the start drawing itself.
fn show_both_paths(
    mut commands: Commands,
    (run, progress): (Res<CurrentRun>, Res<PlayerProgress>),
    time: Res<Time>,
    mut route: ResMut<Route>,
    (layer, line): (TrailTiles, PathTiles),
    mut tiles: WashTiles,
) {
    let (layer, mut storage) = layer.into_inner();
    let colours = progress.settings.palette.colours();
    let maze = &run.board.maze;
    for &cell in &run.trail.path {
        let tint = Some(colours.trail.with_alpha(0.5));
        show_on_layer(&mut commands, (layer, &mut storage), &mut tiles, maze, (cell, WASH_TILE), tint);
    }
    let (line, mut line_storage) = line.into_inner();
    for (cell, tile) in path_line_tiles(maze, &run.trail.path) {
        show_on_layer(&mut commands, (line, &mut line_storage), &mut tiles, maze, (cell, tile), Some(colours.trail));
    }
    route.cells = shortest_routes(&run);
    route.shown = true;
    route.revealed_at = time.elapsed_secs();
    let text = paths_legend(&run, &colours) + "   Space: look at them";
    commands.spawn((
        Name::new("Paths legend"),
        PathsLegend,
        Node { position_type: PositionType::Absolute, top: px(8), left: px(20), ..default() },
        DespawnOnExit(Screen::Won),
        children![label(text, 20.0, GameArt::TEXT)],
    ));
}

/// The shortest route from each player's start, as one line of cells (from player one's
/// start to the cheese, then on to player two's), so that each player's path is set beside
/// the shortest from their own start.
pub fn shortest_routes<G: Ground>(run: &Run<G>) -> Vec<G::Cell> {
    let board = &run.board;
    let shortest = |from| board.maze.shortest_route(from, board.goals()).unwrap_or_default();
    let mut cells = shortest(board.start);
    if let Some(&start) = run.trail_of(1).and_then(|trail| trail.path.first()) {
        cells.extend(shortest(start).into_iter().rev());
    }
    cells
}

/// The Won screen's legend of its paths: each player's and the shortest, with their colours.
pub fn paths_legend<G: Ground>(run: &Run<G>, colours: &Colours) -> String {
    let (shortest, route) = (run.shortest_moves, colours.route_word);
    match run.player_mice() {
        [one, two] => format!(
            "P1 path {} moves ({})   P2 path {} moves (gold)   shortest {shortest} moves each ({route})",
            one.moves, colours.trail_word, two.moves
        ),
        _ => format!(
            "Your path {} moves ({})   shortest {shortest} moves ({route})",
            run.player().moves,
            colours.trail_word
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::Dir;

    /// A path that is the route gets one thin line a cell, joined as the route is, drawn over
    /// it: a path equal to the shortest no longer hides under it.
    #[test]
    fn the_won_path_is_a_thin_line_over_the_route() {
        let maze = Maze::open(3, 2).unwrap();
        let (a, b, c) = (Pos::new(0, 0), Pos::new(1, 0), Pos::new(1, 1));
        // There and back again: each cell once, each passage drawn once.
        let tiles = path_line_tiles(&maze, &[a, b, c, b, a, b, c]);
        let e = Dir::E.bit();
        let (w, s, n) = (Dir::W.bit(), Dir::S.bit(), Dir::N.bit());
        let expected = [(a, e), (b, w | s), (c, n)].map(|(cell, bits)| (cell, PATH_TILE + u32::from(bits)));
        assert_eq!(tiles, expected);
    }
}
