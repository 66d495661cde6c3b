//! Racing a friend: two players on one maze (`play --players 2`, or Play with a friend on
//! the title). Player one runs on the bound keys (WASD) and the first gamepad, player two on
//! the arrows and the second gamepad ([`Act::MoveOne`], [`Act::MoveTwo`]); both mice are fed
//! to the rules core's one [`Run`](crate::rules::Run) in the same tick, from fair starts, and
//! the core says who won or that it is a tie ([`Duel`]). Here: the players chosen on the
//! difficulty page (Left/Right: 1 or 2), player two's intent, piece, colour and trail, its
//! path on the Won screen, and the results' lines.

use bevy::prelude::*;
use bevy_ecs_tilemap::prelude::*;

use super::art::GameArt;
use super::board::{OVERLAY_Z, PIECE_Z, show_on_layer, spawn_layer};
use super::hud::move_keys;
use super::input::{Act, Actions};
use super::mouse::{PlayerTwo, SecondIntent, piece_at, read_intent};
use super::palette::{PLAYER_TWO, PLAYER_TWO_PATH};
use super::run::{CurrentRun, RunConfig};
use super::saves::PlayerProgress;
use super::trail::{PATH_Z, WASH_TILE, path_line_tiles};
use super::ui::label;
use super::{EnterInOrder, EnterSet, Menu, PlaySet, Screen};
use crate::maze::Dir;

use crate::save::Settings;

/// The logic: player two's keys and piece (headless too).
pub(super) fn logic_plugin(app: &mut App) {
    app.init_resource::<SecondIntent>()
        .init_resource::<ChosenPlayers>()
        .init_resource::<RivalInRace>()
        .add_systems(OnEnter(Screen::Playing), (forget_second_keys, spawn_player_two))
        .add_systems(Update, choose_players.run_if(in_state(Menu::Difficulty)))
        .add_systems(
            RunFixedMainLoop,
            read_second_keys.in_set(PlaySet::Input).run_if(in_state(Screen::Playing).and_then(two_players)),
        );
}

/// What is drawn: player two's sprite and trail, and both paths on the Won screen.
pub(super) fn plugin(app: &mut App) {
    app.add_observer(dress_player_two)
        .add_systems(OnEnter(Screen::Playing), spawn_trail_two_layer)
        .add_systems(Update, draw_trail_two.in_set(PlaySet::Draw).run_if(in_state(Screen::Playing)))
        .on_enter(Screen::Won, EnterSet::Dress, show_path_two);
}

/// How many players the title's Play starts with (Play: 1, Play with a friend: 2).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq, Deref)]
pub struct ChosenPlayers(pub usize);

impl Default for ChosenPlayers {
    fn default() -> Self {
        ChosenPlayers(1)
    }
}

/// Whether the difficulty's rival races a race of two too (chosen on the difficulty page
/// beside the players; `play --players 2 --rival none` on the command line).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq, Deref)]
pub struct RivalInRace(pub bool);

impl Default for RivalInRace {
    fn default() -> Self {
        RivalInRace(true)
    }
}

/// The line under the difficulties that says how many play, and that Left/Right changes it.
#[derive(Component)]
pub struct PlayersLine;

/// The players line's text, naming the mice's colours and the keys Settings binds.
fn players_text(players: usize, rival: bool, settings: &Settings) -> String {
    let keys = format!("P1 (grey) {}, P2 (yellow) {}", move_keys(settings, 0), move_keys(settings, 1));
    match (players, rival) {
        (2, true) => format!("2 players and the rival: {keys}   Left/Right: no rival"),
        (2, false) => format!("2 players, no rival: {keys}   Left/Right: 1 player"),
        _ => "1 player   Left/Right: 2 players, to race a friend".into(),
    }
}

/// The players line, for the difficulty page.
pub fn players_line(players: usize, rival: bool, settings: &Settings) -> impl Bundle {
    (PlayersLine, label(players_text(players, rival, settings), 20.0, GameArt::TEXT))
}

/// Left or Right on the difficulty page: one player, two and the rival, or two alone, in
/// turn (Right forwards, Left back).
fn choose_players(
    actions: Res<Actions>,
    (mut chosen, mut rival): (ResMut<ChosenPlayers>, ResMut<RivalInRace>),
    progress: Res<PlayerProgress>,
    mut line: Query<&mut Text, With<PlayersLine>>,
) {
    let pressed = |d: Dir| actions.just(Act::Menu(d)) || actions.just(Act::MenuLetter(d));
    let step = match (pressed(Dir::E), pressed(Dir::W)) {
        (true, false) => 1,
        (false, true) => 2,
        _ => return,
    };
    const CHOICES: [(usize, bool); 3] = [(1, true), (2, true), (2, false)];
    let now = CHOICES.iter().position(|&c| c == (chosen.0, rival.0 || chosen.0 == 1)).unwrap_or(0);
    (chosen.0, rival.0) = CHOICES[(now + step) % CHOICES.len()];
    for mut text in &mut line {
        text.0 = players_text(chosen.0, rival.0, &progress.settings);
    }
}

/// Whether the run being set up is a race of two.
pub fn two_players(config: Res<RunConfig>) -> bool {
    config.players == 2
}

fn read_second_keys(actions: Res<Actions>, mut intent: ResMut<SecondIntent>) {
    read_intent(&actions, Act::MoveTwo, &mut intent.0);
}

/// Keys pressed before the run (or in the pause menu) do not steer player two.
pub(super) fn forget_second_keys(mut intent: ResMut<SecondIntent>) {
    *intent = SecondIntent::default();
}

fn spawn_player_two(mut commands: Commands, run: Res<CurrentRun>) {
    if run.players == 2 {
        commands.spawn((Name::new("Player two"), PlayerTwo, piece_at(&run, 1, PIECE_Z - 0.01)));
    }
}

fn dress_player_two(add: On<Add, PlayerTwo>, art: Res<GameArt>, mut commands: Commands) {
    commands.entity(add.entity).insert(super::sprites::walking_sprite(art.mouse_two.clone(), &art));
}

/// Player two's trail (evenly washed, in its colour).
#[derive(Component)]
struct TrailTwoLayer;

/// Player two's path on the Won screen, a thin line (its own layer: a tile keeps its texture).
#[derive(Component)]
struct PathTwoLayer;

fn spawn_trail_two_layer(mut commands: Commands, run: Res<CurrentRun>, art: Res<GameArt>) {
    if run.players == 2 {
        let layer = spawn_layer(&mut commands, &run.board.maze, art.route.clone(), OVERLAY_Z - 0.04, false, |_| None);
        commands.entity(layer).insert((Name::new("Player two's trail"), TrailTwoLayer));
        let path = spawn_layer(&mut commands, &run.board.maze, art.route.clone(), PATH_Z + 0.01, false, |_| None);
        commands.entity(path).insert((Name::new("Player two's path"), PathTwoLayer));
    }
}

type Tiles<'w, 's> = Query<'w, 's, (&'static mut TileVisible, &'static mut TileColor)>;

/// Washes the cells player two entered since the last frame.
fn draw_trail_two(
    mut commands: Commands,
    run: Res<CurrentRun>,
    layer: Option<Single<(Entity, &mut TileStorage), With<TrailTwoLayer>>>,
    mut tiles: Tiles,
    mut drawn: Local<(usize, Option<Entity>)>,
) {
    let (Some(layer), Some(trail)) = (layer, run.trail_of(1)) else { return };
    let (layer, mut storage) = layer.into_inner();
    if drawn.1 != Some(layer) || drawn.0 > trail.path.len() {
        *drawn = (0, Some(layer));
    }
    for &cell in &trail.path[drawn.0..] {
        let tint = Some(PLAYER_TWO.with_alpha(0.55));
        show_on_layer(&mut commands, (layer, &mut storage), &mut tiles, &run.board.maze, (cell, WASH_TILE), tint);
    }
    drawn.0 = trail.path.len();
}

/// On the Won screen, player two's whole path as a thin line in its colour.
fn show_path_two(
    mut commands: Commands,
    run: Res<CurrentRun>,
    layer: Option<Single<(Entity, &mut TileStorage), With<PathTwoLayer>>>,
    mut tiles: Tiles,
) {
    let (Some(layer), Some(trail)) = (layer, run.trail_of(1)) else { return };
    let (layer, mut storage) = layer.into_inner();
    let maze = &run.board.maze;
    for (cell, tile) in path_line_tiles(maze, &trail.path) {
        show_on_layer(&mut commands, (layer, &mut storage), &mut tiles, maze, (cell, tile), Some(PLAYER_TWO_PATH));
    }
}
