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
use crate::saves::{LastRecord, PlayerProgress, Saver};

/// Saves the race's result once it is over.
pub(super) fn record_end(
    mut game: ResMut<ShapedGame>,
    config: Res<ShapedConfig>,
    mut progress: ResMut<PlayerProgress>,
    mut saver: Saver,
) {
    let (Some(outcome), false) = (game.run.outcome, game.saved) else { return };
    game.saved = true;
    if config.is_test_play() {
        return;
    }
    let seconds = game.run.elapsed_seconds();
    if outcome == Outcome::Lost {
        if let Some(date) = config.daily {
            progress.lose_daily(date);
            saver.save(&progress);
        }
        return;
    }
    // The best time of the maze: a level's, the day's, or the recipe's.
    let key = match (&config.level, config.daily) {
        (Some(level), _) => RunKind::level_key(&level.id),
        (None, Some(date)) => RunKind::Daily(date).key(),
        (None, None) => config.maze_key().to_string(),
    };
    let new_best = progress.record(&key, seconds);
    let maze_key = config.maze_key().to_string();
    let ghost = progress.ghost_of(&maze_key, &game.run.board).map(|ghost| ghost.ticks);
    let hundredths = |ticks| crate::rules::hundredths(ticks as f64) as i64;
    let ghost_delta =
        ghost.filter(|_| game.run.players == 1).map(|ticks| hundredths(game.run.tick) - hundredths(ticks));
    if let Some(level) = &config.level {
        progress.finish_level(&level.id);
    }
    let share = config.daily.map(|date| {
        progress.finish_daily(date);
        let (optimality, routes) = (game.run.optimality(), game.run.routes_shown[0]);
        share_line(date, seconds, optimality, routes, progress.daily_streak(date))
    });
    if game.run.players == 1
        && let Some(kept) = game.run.recorded()
    {
        progress.keep_run(&maze_key, KeptRun::new(config.title.clone(), &game.run.board, None, &kept));
    }
    let best = progress.best(&key).unwrap_or(seconds);
    game.record = Some(LastRecord { best, new_best, ghost_delta, share });
    saver.save(&progress);
}
