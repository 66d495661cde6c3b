//! A shaped campaign level (`maze: Shaped(…)` in its file): its settings from the built
//! level, a won run saved like a square level's (the best time, the level finished, which
//! opens the next), and N after a win playing the next level, square or shaped.

use bevy::prelude::*;

use super::{ShapedConfig, ShapedGame};
use crate::content::level::Rival;
use crate::content::level::shaped::{BuiltShaped, ShapedSpec};
use crate::player_folders::LevelsDir;
use crate::rules::Outcome;
use crate::run::RunKind;
use crate::saves::{PlayerProgress, Saver};
use crate::screens::levels::{LastLevel, level_after};
use crate::{Menu, Screen};

pub(super) fn plugin(app: &mut App) {
    app.add_observer(start_shaped).add_systems(OnEnter(Screen::Shaped), remember_level);
}

/// Which campaign level a shaped run plays.
#[derive(Clone, Debug, PartialEq)]
pub struct ShapedLevel {
    /// Its place in the level list, from 0.
    pub index: usize,
    /// Its id in saved progress (`06b-honeycomb`).
    pub id: String,
    pub par_seconds: f32,
}

impl ShapedConfig {
    /// The settings that play a built shaped level, the `index`-th of the list.
    pub fn of_level(index: usize, id: &str, name: &str, built: BuiltShaped) -> ShapedConfig {
        ShapedConfig {
            title: format!("Level {}: {name}", index + 1),
            back: Menu::Levels,
            level: Some(ShapedLevel { index, id: id.into(), par_seconds: built.par_seconds }),
            ..ShapedConfig::of_spec(built.spec, built.rival, built.fog)
        }
    }

    /// The settings that play the maze of `spec` against `rival`, in fog if `fog`: what a
    /// level file says of a shaped maze (a campaign level, a challenge's maze).
    pub fn of_spec(spec: ShapedSpec, rival: Option<Rival>, fog: bool) -> ShapedConfig {
        ShapedConfig {
            shape: spec.shape.shape(),
            algorithm: spec.algorithm,
            seed: spec.seed,
            braid: spec.braid,
            rival_speed: rival.map(|rival| rival.cells_per_second()),
            rival_kind: rival.map_or(crate::rules::rivals::RivalKind::None, |rival| rival.kind),
            fog,
            ..ShapedConfig::default()
        }
    }
}

/// Plays a shaped maze: keeps its settings and opens (or reopens) the shaped screen.
#[derive(Event, Clone, Debug)]
pub struct StartShaped(pub ShapedConfig);

fn start_shaped(start: On<StartShaped>, mut commands: Commands, mut screen: ResMut<NextState<Screen>>) {
    commands.insert_resource(start.0.clone());
    screen.set(Screen::Shaped);
}

/// A level played from the command line is the one the level list opens on, too.
fn remember_level(config: Res<ShapedConfig>, mut commands: Commands) {
    if let Some(level) = &config.level {
        commands.insert_resource(LastLevel(level.id.clone()));
    }
}

/// The run's time in seconds.
pub fn seconds(game: &ShapedGame) -> f32 {
    game.run.elapsed_seconds()
}

/// Saves a won level once: its best time, and the level as finished.
pub(super) fn record_win(
    mut game: ResMut<ShapedGame>,
    config: Res<ShapedConfig>,
    mut progress: ResMut<PlayerProgress>,
    mut saver: Saver,
) {
    let (Some(level), Some(Outcome::Won), false) = (&config.level, game.run.outcome, game.saved) else { return };
    game.new_best = progress.record(&RunKind::level_key(&level.id), seconds(&game));
    progress.finish_level(&level.id);
    saver.save(&progress);
    game.saved = true;
}

/// After a won level, the next one in the list, if it is open.
pub(super) fn next_after(
    config: &ShapedConfig,
    dir: &LevelsDir,
    progress: &crate::save::Progress,
) -> Option<crate::screens::levels::LevelPlay> {
    level_after(config.level.as_ref()?.index, dir, progress)
}
