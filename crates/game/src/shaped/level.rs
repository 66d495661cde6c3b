//! The settings of a shaped race from the game's content: a shaped campaign level
//! (`maze: Shaped(…)` in its file; a win is saved by `results`, and N after it plays the next
//! level, square or shaped), a level file's maze (a challenge's), and a Sunday's daily maze.

use bevy::prelude::*;

use super::{ShapedConfig, ShapedGame};
use crate::content::daily::{Daily, Date};
use crate::content::level::Rival;
use crate::content::level::shaped::{BuiltShaped, ShapedSpec};
use crate::content::shaped_recipe::shape_word;
use crate::player_folders::LevelsDir;
use crate::run::{RunConfig, StartRun};
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

    /// The settings that play a Sunday's daily maze against the day's rival; `None` on a
    /// square day.
    pub fn of_daily(daily: &Daily) -> Option<ShapedConfig> {
        let recipe = daily.shaped?;
        let title = format!("Daily maze {} ({})", daily.date, shape_word(recipe.shape));
        let rival = daily.rivals().first().copied();
        Some(ShapedConfig {
            recipe,
            rival_speed: rival.map(|rival| rival.cells_per_second),
            rival_kind: rival.map_or(crate::rules::rivals::RivalKind::None, |rival| rival.kind),
            title,
            daily: Some(daily.date),
            ..ShapedConfig::default()
        })
    }

    /// The settings that play the maze of `spec` against `rival`, in fog if `fog`: what a
    /// level file says of a shaped maze (a campaign level, a challenge's maze).
    pub fn of_spec(spec: ShapedSpec, rival: Option<Rival>, fog: bool) -> ShapedConfig {
        ShapedConfig {
            recipe: spec.recipe(),
            rival_speed: rival.map(|rival| rival.cells_per_second()),
            rival_kind: rival.map_or(crate::rules::rivals::RivalKind::None, |rival| rival.kind),
            fog,
            ..ShapedConfig::default()
        }
    }
}

/// Plays the daily maze of `date` with `players` (a race of two has the day's rival only if
/// `rival`): a Sunday's on the shapes' screen, any other day's on the square board.
pub fn start_daily(commands: &mut Commands, date: Date, players: usize, rival: bool) {
    let daily = Daily::of(date);
    let rival = players == 1 || rival;
    match ShapedConfig::of_daily(&daily) {
        Some(shaped) => {
            let rival_kind = if rival { shaped.rival_kind } else { crate::rules::rivals::RivalKind::None };
            commands.trigger(StartShaped(ShapedConfig { players, rival_kind, ..shaped }));
        }
        None => {
            let config = RunConfig::daily(date);
            let rival = if rival { config.rival } else { crate::rules::rivals::RivalKind::None };
            commands.trigger(StartRun::again(RunConfig { players, rival, ..config }));
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

/// After a won level, the next one in the list, if it is open.
pub(super) fn next_after(
    config: &ShapedConfig,
    dir: &LevelsDir,
    progress: &crate::save::Progress,
) -> Option<crate::screens::levels::LevelPlay> {
    level_after(config.level.as_ref()?.index, dir, progress)
}
