//! Starting a shaped race on its screen ([`StartShaped`], made in `crate::shaped_run`), the
//! level played remembered for the level list, and after a won level the next one (square or
//! shaped).

use bevy::prelude::*;

use crate::Screen;
use crate::level_play::{LastLevel, LevelPlay, level_after};
use crate::player_folders::LevelsDir;
use crate::shaped_run::{ShapedConfig, ShapedGame, StartShaped};

pub(super) fn plugin(app: &mut App) {
    app.add_observer(start_shaped).add_systems(OnEnter(Screen::Shaped), remember_level);
}

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
) -> Option<LevelPlay> {
    level_after(config.level.as_ref()?.index, dir, progress)
}
