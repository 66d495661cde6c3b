//! What a finished shaped race keeps, once: a won level's best time and the level finished
//! (opening the next), a Sunday's daily maze finished or lost (its streak, and the line to
//! share), and a lone player's winning run as the maze's best (the next race's ghost), as
//! the square game keeps them.

use bevy::prelude::*;

use super::{ShapedConfig, ShapedGame};
use crate::content::daily::share_line;
use crate::rules::Outcome;
use crate::run::RunKind;
use crate::save::KeptRun;
use crate::saves::{PlayerProgress, Saver};

/// Saves the race's result once it is over.
pub(super) fn record_end(
    mut game: ResMut<ShapedGame>,
    config: Res<ShapedConfig>,
    mut progress: ResMut<PlayerProgress>,
    mut saver: Saver,
) {
    let (Some(outcome), false) = (game.run.outcome, game.saved) else { return };
    game.saved = true;
    let seconds = game.run.elapsed_seconds();
    if outcome == Outcome::Lost {
        if let Some(date) = config.daily {
            progress.lose_daily(date);
            saver.save(&progress);
        }
        return;
    }
    if let Some(level) = &config.level {
        game.new_best = progress.record(&RunKind::level_key(&level.id), seconds);
        progress.finish_level(&level.id);
    }
    if let Some(date) = config.daily {
        game.new_best = progress.record(&RunKind::Daily(date).key(), seconds);
        progress.finish_daily(date);
        let (optimality, routes) = (game.run.optimality(), game.run.routes_shown[0]);
        game.share = Some(share_line(date, seconds, optimality, routes, progress.daily_streak(date)));
    }
    if game.run.players == 1
        && let Some(kept) = game.run.recorded()
    {
        let key = config.maze_key().to_string();
        progress.keep_run(&key, KeptRun::new(config.title.clone(), &game.run.board, None, &kept));
    }
    saver.save(&progress);
}
