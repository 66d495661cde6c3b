//! The player's trail: every cell the mouse has run through is tinted, the older the
//! fainter, so the dead ends already tried stand out ([`TrailSetting`]: fading, the last N
//! cells, or off). On the Won screen the whole path is drawn beside the shortest route from
//! the start (the route layer shows that one); Space hides the results to look at them.
//!
//! [`Trail`] (the path and each cell's last visit) is logic, tested headless; the layer is
//! a sparse tilemap of wash tiles over the board (a tile for each cell visited, none for the
//! rest), retinted only where a cell's age changed.

use bevy::prelude::*;

use super::EnterInOrder;
use bevy_ecs_tilemap::prelude::*;

use super::art::GameArt;
use super::board::{OVERLAY_Z, show_on_layer, spawn_layer};
use super::input::{Act, Actions};
use super::race::EnteredCell;
use super::route::Route;
use super::run::CurrentRun;
use super::screens::results::ResultsScreen;
use super::ui::label;
use super::{EnterSet, PlaySet, PlayerProgress, Screen};
use crate::maze::{Pos, Solver};
use crate::save::TrailSetting;

/// The trail's logic: what the player ran through.
pub fn logic_plugin(app: &mut App) {
    app.init_resource::<Trail>()
        .add_systems(OnEnter(Screen::Playing), start_trail)
        .add_systems(FixedUpdate, follow_the_player.in_set(PlaySet::React));
}

/// The trail drawn, and both paths on the Won screen.
pub fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Playing), spawn_trail_layer)
        .on_enter(Screen::Won, EnterSet::Dress, show_both_paths)
        .add_systems(Update, draw_trail.in_set(PlaySet::Draw).run_if(in_state(Screen::Playing)))
        .add_systems(Update, look_at_the_paths.in_set(PlaySet::Keys).run_if(in_state(Screen::Won)));
}

/// Where the player has been this run.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Trail {
    /// The start, then every cell the player entered, in order (repeats included).
    pub path: Vec<Pos>,
    /// For each cell (by index), 1 + the index in `path` of its latest visit; 0: never.
    last_visit: Vec<usize>,
}

impl Trail {
    fn new(cells: usize, start: Pos, start_index: usize) -> Trail {
        let mut trail = Trail { path: Vec::new(), last_visit: vec![0; cells] };
        trail.enter(start, start_index);
        trail
    }

    fn enter(&mut self, cell: Pos, index: usize) {
        if index >= self.last_visit.len() {
            // The run was swapped for a bigger maze (tests do): grow with it.
            self.last_visit.resize(index + 1, 0);
        }
        self.path.push(cell);
        self.last_visit[index] = self.path.len();
    }

    /// Whether the player has been in the cell with this index.
    pub fn visited(&self, index: usize) -> bool {
        self.last_visit.get(index).is_some_and(|&v| v > 0)
    }

    /// Cells entered since the latest visit of the cell with this index (0: it is the
    /// player's cell), or `None` if never visited.
    pub fn age(&self, index: usize) -> Option<usize> {
        let visit = *self.last_visit.get(index)?;
        (visit > 0).then(|| self.path.len() - visit)
    }
}

fn start_trail(mut commands: Commands, run: Res<CurrentRun>) {
    let maze = &run.board.maze;
    commands.insert_resource(Trail::new(maze.len(), run.board.start, maze.index(run.board.start)));
}

fn follow_the_player(run: Res<CurrentRun>, mut entered: MessageReader<EnteredCell>, mut trail: ResMut<Trail>) {
    for arrival in entered.read().filter(|a| a.mouse == 0) {
        trail.enter(arrival.cell, run.board.maze.index(arrival.cell));
    }
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
    trail: Res<Trail>,
    run: Res<CurrentRun>,
    progress: Res<PlayerProgress>,
    layer: TrailTiles,
    mut tiles: WashTiles,
    mut drawn: Local<Option<TrailSetting>>,
) {
    let setting = progress.seeing.trail;
    let setting_changed = *drawn != Some(setting);
    if !trail.is_changed() && !setting_changed {
        return;
    }
    *drawn = Some(setting);
    let window = setting.keeps().unwrap_or(FADE_CELLS) + 2;
    let from = if setting_changed || trail.is_added() { 0 } else { trail.path.len().saturating_sub(window) };
    let (layer, mut storage) = layer.into_inner();
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
    trail: Res<Trail>,
    (run, progress): (Res<CurrentRun>, Res<PlayerProgress>),
    time: Res<Time>,
    mut route: ResMut<Route>,
    layer: TrailTiles,
    mut tiles: WashTiles,
) {
    let (layer, mut storage) = layer.into_inner();
    let colours = progress.settings.palette.colours();
    for &cell in &trail.path {
        let tint = Some(colours.trail.with_alpha(0.5));
        show_on_layer(&mut commands, (layer, &mut storage), &mut tiles, &run.board.maze, (cell, WASH_TILE), tint);
    }
    let board = &run.board;
    route.cells = Solver::Bfs.solve(&board.maze, board.start, board.goal).map(|s| s.path).unwrap_or_default();
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
fn look_at_the_paths(actions: Res<Actions>, mut results: Query<&mut Visibility, With<ResultsScreen>>) {
    if !actions.just(Act::LookAtPaths) {
        return;
    }
    for mut visibility in &mut results {
        *visibility = match *visibility {
            Visibility::Hidden => Visibility::Inherited,
            _ => Visibility::Hidden,
        };
    }
}
