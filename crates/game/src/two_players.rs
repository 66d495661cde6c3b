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
use super::mouse::{MoveIntent, piece_at, read_intent};
use super::run::{CurrentRun, RunConfig};
use super::saves::PlayerProgress;
use super::trail::{WASH_TILE, path_line_tiles};
use super::ui::label;
use super::{EnterInOrder, EnterSet, Menu, PlaySet, Screen};
use crate::maze::Dir;
use crate::rules::{Duel, clock};
use crate::save::Settings;

/// Player two's colour: yellow (Okabe-Ito's), apart for every kind of colour vision from
/// player one's grey mouse and teal or sky-blue trail, and lighter than the orange rivals.
pub const PLAYER_TWO: Color = Color::srgb(0.94, 0.89, 0.26);

/// The logic: player two's keys and piece (headless too).
pub(super) fn logic_plugin(app: &mut App) {
    app.init_resource::<SecondIntent>()
        .init_resource::<ChosenPlayers>()
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

/// The line under the difficulties that says how many play, and that Left/Right changes it.
#[derive(Component)]
pub struct PlayersLine;

/// The players line's text, naming the keys Settings binds.
fn players_text(players: usize, settings: &Settings) -> String {
    match players {
        2 => format!(
            "2 players: {} and the first gamepad against {} and the second   Left/Right: 1 player",
            move_keys(settings, 0),
            move_keys(settings, 1)
        ),
        _ => "1 player   Left/Right: 2 players, to race a friend".into(),
    }
}

/// The players line, for the difficulty page.
pub fn players_line(players: usize, settings: &Settings) -> impl Bundle {
    (PlayersLine, label(players_text(players, settings), 20.0, GameArt::TEXT))
}

/// Left or Right on the difficulty page: one player or two.
fn choose_players(
    actions: Res<Actions>,
    mut chosen: ResMut<ChosenPlayers>,
    progress: Res<PlayerProgress>,
    mut line: Query<&mut Text, With<PlayersLine>>,
) {
    if [Dir::E, Dir::W].iter().any(|&d| actions.just(Act::Menu(d)) || actions.just(Act::MenuLetter(d))) {
        chosen.0 = 3 - chosen.0.clamp(1, 2);
        for mut text in &mut line {
            text.0 = players_text(chosen.0, &progress.settings);
        }
    }
}

/// Player two's wish this frame (player one's is [`MoveIntent`]).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Deref, DerefMut)]
pub struct SecondIntent(pub MoveIntent);

/// Marks player two's mouse.
#[derive(Component, Debug)]
pub struct PlayerTwo;

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
    let mut sprite = super::sprites::walking_sprite(art.mouse.clone(), &art);
    sprite.color = PLAYER_TWO;
    commands.entity(add.entity).insert(sprite);
}

/// Player two's trail (evenly washed, in its colour).
#[derive(Component)]
struct TrailTwoLayer;

fn spawn_trail_two_layer(mut commands: Commands, run: Res<CurrentRun>, art: Res<GameArt>) {
    if run.players == 2 {
        let layer = spawn_layer(&mut commands, &run.board.maze, art.route.clone(), OVERLAY_Z - 0.04, false, |_| None);
        commands.entity(layer).insert((Name::new("Player two's trail"), TrailTwoLayer));
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
    layer: Option<Single<(Entity, &mut TileStorage), With<TrailTwoLayer>>>,
    mut tiles: Tiles,
) {
    let (Some(layer), Some(trail)) = (layer, run.trail_of(1)) else { return };
    let (layer, mut storage) = layer.into_inner();
    let maze = &run.board.maze;
    for (cell, tile) in path_line_tiles(maze, &trail.path) {
        show_on_layer(&mut commands, (layer, &mut storage), &mut tiles, maze, (cell, tile), Some(PLAYER_TWO));
    }
}

/// The Won screen's headline and lines for a race of two: who won (or a tie), and each
/// player's time and moves (`None` for a one-player run).
pub fn duel_results(run: &CurrentRun) -> Option<(String, Vec<String>)> {
    let headline = match run.duel()? {
        Duel::Winner(0) => "Player one wins!",
        Duel::Winner(_) => "Player two wins!",
        Duel::Tie => "A tie!",
        Duel::RivalFirst => "The rival won",
    };
    let names = ["Player one (grey)", "Player two (yellow)"];
    let mut lines: Vec<String> = run
        .player_mice()
        .iter()
        .zip(names)
        .zip(run.routes_shown)
        .map(|((runner, name), helped)| {
            let time = runner.arrived.map_or_else(|| "not there yet".to_string(), clock);
            let help = match helped {
                0 => String::new(),
                1 => "   Route shown once".to_string(),
                n => format!("   Route shown {n} times"),
            };
            format!("{name}: {time}   Moves {}{help}", runner.moves)
        })
        .collect();
    lines.push(format!("Both started {} moves from the cheese", run.shortest_moves));
    if run.duel() == Some(Duel::Tie) {
        lines.push("Both reached the cheese in the same tick".into());
    }
    Some((headline.to_string(), lines))
}
