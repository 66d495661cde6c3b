//! Playing a maze of another shape: hexagons, triangles or a circle (`Screen::Shaped`).
//!
//! The rules are the core's one [`Run`], on a [`ShapedMaze`]: doors, fog, rivals of every
//! kind and two players as on squares. This module turns keys into its [`ShapeKey`]s (a key
//! pressed is a turn, a key held a wish, as on squares), steps it once a fixed tick, and
//! offers H (the route), R (again), N (a new maze) and Esc. [`draw`] shows it, [`view`]
//! frames it (a big maze followed, with a minimap); [`controls`] says which key goes where.

mod board_view;
mod bridges;
pub mod controls;
mod draw;
mod far_side;
mod floors;
mod fog_doors;
mod hud;
pub mod level;
mod mesh;
mod outside;
mod pause;
mod results;
mod route;
pub mod sketch;
pub mod split;
pub mod view;

use bevy::prelude::*;

use super::input::{Act, Actions};
use super::{GoTo, PlaySet, Screen};
use crate::maze::shape::ShapedMaze;
use crate::race::{RaceRun, Reports, add_race_messages};
use crate::rules::{MoveInput, Outcome, Run, ShapeKey};
use crate::saves::PlayerProgress;

pub use crate::shaped_run::{ShapedConfig, ShapedGame, ShapedLevel, ShapedRunError, StartShaped, start_daily};

/// Drawing a shaped run: the board, the pieces and the HUD, the camera and the minimap.
pub fn plugin(app: &mut App) {
    app.add_plugins((draw_plugin, floors::plugin, view::plugin, split::plugin));
    #[cfg(feature = "audio")]
    crate::audio::hear_races::<ShapedGame, _>(app, in_state(Screen::Shaped));
}

/// The board's drawing (its fog and doors too) and the views over it that every board has
/// (the turn arrows, the bumps' nudges, the players' tags): what a headless test adds to look
/// at the pieces.
pub fn draw_plugin(app: &mut App) {
    app.add_plugins((draw::plugin, fog_doors::plugin)).add_systems(
        Update,
        (crate::cues::cues::<ShapedGame>(), crate::name_tags::name_tags::<ShapedGame>())
            .after(Drawing)
            .run_if(in_state(Screen::Shaped).and_then(resource_exists::<ShapedGame>)),
    );
}

/// The rules of a shaped run, without drawing: what the headless tests drive.
pub fn logic_plugin(app: &mut App) {
    app.init_resource::<ShapedConfig>()
        .add_plugins((level::plugin, pause::logic_plugin))
        .add_systems(
            OnEnter(Screen::Shaped),
            (start, crate::hints::choose_hint::<ShapedGame>.run_if(resource_exists::<ShapedGame>)).chain(),
        )
        .add_systems(
            Update,
            (
                play_keys,
                (results::record_end, hud::show_result, hud::look_at_the_paths)
                    .chain()
                    .run_if(resource_exists::<ShapedGame>),
            )
                .chain()
                .in_set(PlaySet::Keys)
                .run_if(in_state(Screen::Shaped)),
        )
        .add_systems(FixedUpdate, tick.run_if(in_state(crate::Pause::Running).and_then(resource_exists::<ShapedGame>)));
    app.init_resource::<ShapedKeys>();
    add_race_messages::<ShapedMaze>(app);
    crate::hints::hint_races::<ShapedGame, _>(app, in_state(Screen::Shaped));
}

impl RaceRun for ShapedGame {
    type Ground = ShapedMaze;
    fn race(&self) -> &Run<ShapedMaze> {
        &self.run
    }

    /// On floors, the player's: `floor 2 of 3`.
    fn whereabouts(&self) -> Option<String> {
        let graph = self.run.board.maze.graph();
        let crate::maze::shape::Shape::Floors { floors, .. } = graph.shape() else { return None };
        Some(format!("floor {} of {floors}", graph.floor(self.run.player().mouse.cell) + 1))
    }
}

fn start(config: Res<ShapedConfig>, progress: Res<PlayerProgress>, mut commands: Commands, mut go: GoTo) {
    match config.race(&progress) {
        Ok(game) => commands.insert_resource(game),
        Err(why) => {
            // Checked before starting from the command line and the menus; a level file
            // that slipped through goes back where it came from.
            error!("cannot play {}: {why}", config.title);
            go.place(config.back);
        }
    }
}

/// The board's drawing, which the fog, the doors' lamps, the cues and the floors' curtain
/// go over.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub(super) struct Drawing;

/// The keys of each player since the last fixed tick: a press waits for the tick that takes
/// it; a held key is what is down now.
#[derive(Resource, Default)]
pub struct ShapedKeys([MoveInput<ShapeKey>; 2]);

fn play_keys(
    (keys, actions): (Option<Res<ButtonInput<KeyCode>>>, Res<Actions>),
    game: Option<ResMut<ShapedGame>>,
    mut config: ResMut<ShapedConfig>,
    pause: (Res<State<crate::Pause>>, ResMut<NextState<crate::Pause>>),
    (levels_dir, progress): (Res<crate::player_folders::LevelsDir>, Res<crate::saves::PlayerProgress>),
    (mut commands, mut go): (Commands, GoTo),
    mut pending: ResMut<ShapedKeys>,
) {
    let Some(mut game) = game else { return };
    let (pause, mut next_pause) = pause;
    if pause::pause_key(&actions, &game, &config, &pause, &mut next_pause, &mut go) {
        *pending = ShapedKeys::default();
        return;
    }
    // A won race's board shows the paths (X on a gamepad looks at them): no route to count.
    if actions.just(Act::Route) && game.run.outcome != Some(Outcome::Won) {
        game.show_route = !game.show_route;
        game.run.routes_shown[0] += u32::from(game.show_route);
    }
    if actions.just(Act::NewMaze) && (config.level.is_some() || config.daily.is_some() || config.drawn.is_some()) {
        // A level, a day and a drawn maze keep their maze: after a won level N plays the next
        // one, else it does nothing.
        let won = game.run.outcome == Some(Outcome::Won);
        if let Some(next) = won.then(|| level::next_after(&config, &levels_dir, &progress)).flatten() {
            next.start(&mut commands);
        }
        return;
    }
    if actions.just(Act::Restart) || actions.just(Act::NewMaze) {
        if actions.just(Act::NewMaze) {
            config.recipe.seed = config.recipe.seed.wrapping_add(1);
        }
        if let Ok(game) = config.race(&progress) {
            commands.insert_resource(game);
        }
        *pending = ShapedKeys::default();
        return;
    }
    let shape = game.run.board.maze.graph().shape();
    let keys = keys.as_deref();
    for player in 0..game.run.players {
        let who = (game.run.players > 1).then_some(player);
        let input = &mut pending.0[player];
        if let Some(key) = controls::key(shape, keys, &actions, true, who) {
            input.pressed = Some(key);
        }
        input.held = controls::key(shape, keys, &actions, false, who);
    }
}

/// One fixed tick of the race with the keys since the last one; what it reports goes out as
/// the race's Messages (the sounds hear them).
fn tick(mut game: ResMut<ShapedGame>, mut pending: ResMut<ShapedKeys>, mut out: Reports<ShapedMaze>) {
    if game.run.outcome.is_none() {
        let report = game.run.step_players(&pending.0);
        out.write(report, game.run.players);
        if game.run.outcome == Some(Outcome::Won) && game.run.players == 1 {
            let run = &game.run;
            info!("the cheese in {} moves (the shortest is {})", run.player().moves, run.shortest_moves);
        }
    }
    for input in &mut pending.0 {
        input.pressed = None;
    }
}
