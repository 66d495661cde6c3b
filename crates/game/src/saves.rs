//! Saving in the game: the player's progress ([`PlayerProgress`], the Bevy-free
//! [`crate::save::Progress`] as a resource) loaded before the first frame, a won run
//! recorded, and whether the last save worked ([`SaveStatus`], shown by [`crate::save_notice`]).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::EnterInOrder;

use crate::content::daily::share_line;
use crate::save::{KeptRun, Progress, SaveFile};

/// The player's progress and settings, as the game's resource.
#[derive(Resource, Deref, DerefMut, Clone, Debug, Default, PartialEq)]
pub struct PlayerProgress(pub Progress);

/// Where the game saves ([`SaveFile::locate`] unless a test or `--config` set it).
#[derive(Resource, Deref, Clone, Debug, PartialEq)]
pub struct ProgressFile(pub SaveFile);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LastRecord>()
        .init_resource::<SaveStatus>()
        .add_systems(PreStartup, load_progress.run_if(not(resource_exists::<PlayerProgress>)))
        .on_enter(super::Screen::Won, super::EnterSet::Record, record_win)
        .on_enter(super::Screen::Lost, super::EnterSet::Record, record_loss);
}

/// Whether the last save worked: `Some(message)` after a save failed (a read-only folder, a
/// full disk), shown on screen until a later save works; and what loading the save put right
/// (a saved key the game does not know moved to another, a damaged file started afresh),
/// shown for a while at the start.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct SaveStatus {
    pub failed: Option<String>,
    pub loaded: Vec<String>,
}

/// What a system needs to save progress: the file, and where to report how it went.
#[derive(SystemParam)]
pub struct Saver<'w> {
    file: Res<'w, ProgressFile>,
    status: ResMut<'w, SaveStatus>,
}

impl Saver<'_> {
    /// Saves (merging with what another game saved meanwhile); a failure is logged and
    /// shown on screen, and the game goes on.
    pub fn save(&mut self, progress: &Progress) {
        let failed = match self.file.save(progress) {
            Ok(warnings) => {
                warnings.iter().for_each(|warning| warn!("{warning}"));
                None
            }
            Err(e) => Some(e.to_string()),
        };
        if let Some(e) = &failed {
            warn!("{e}");
        }
        if self.status.failed != failed {
            self.status.failed = failed;
        }
    }
}

/// The best time of the run just won, and whether this run set it.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct LastRecord {
    pub best: f32,
    pub new_best: bool,
    /// Hundredths of a second this run took more than the ghost it raced (negative: it beat
    /// it), from the two times as shown ([`crate::rules::hundredths`]), so they add up.
    pub ghost_delta: Option<i64>,
    /// A daily maze's result to share, on one line.
    pub share: Option<String>,
}

/// Saves a won run: its time if best, the level or the day as finished (opening the next
/// level, counting in the streak), and the run itself if it is the maze's best (its ghost).
/// A replay or an editor's test play saves nothing: its Won screen only shows the result.
pub fn record_win(
    config: Res<super::RunConfig>,
    run: Res<super::CurrentRun>,
    mut saver: Saver,
    mut progress: ResMut<PlayerProgress>,
    mut last: ResMut<LastRecord>,
    route: Res<super::Route>,
) {
    let (key, maze_key) = (config.kind.key(), config.maze_key());
    let elapsed = run.elapsed_seconds();
    // A replay, or a test play from the editor (its level is not saved yet): nothing to keep.
    let replay = !config.keeps_results();
    let new_best = !replay && progress.record(&key, elapsed);
    let ghost = progress.ghost_of(&maze_key, &run.board).map(|g| g.ticks).filter(|_| !replay);
    let hundredths = |ticks| crate::rules::hundredths(ticks as f64) as i64;
    let ghost_delta = ghost.map(|ticks| hundredths(run.tick) - hundredths(ticks));
    if !replay {
        match &config.kind {
            super::RunKind::Level(level) => progress.finish_level(&level.id),
            super::RunKind::Daily(date) => progress.finish_daily(*date),
            _ => {}
        }
        if let Some(kept) = run.recorded() {
            let recipe = matches!(config.kind, super::RunKind::Custom | super::RunKind::Free).then_some(config.recipe);
            progress.keep_run(&maze_key, KeptRun::new(config.what(), &run.board, recipe, &kept));
        }
    }
    let share = match config.kind {
        super::RunKind::Daily(date) => {
            let streak = progress.daily_streak(date);
            Some(share_line(date, elapsed, run.optimality(), route.times_shown, streak))
        }
        _ => None,
    };
    *last = LastRecord { best: progress.best(&key).unwrap_or(elapsed), new_best, ghost_delta, share };
    if !replay {
        saver.save(&progress);
    }
}

/// Remembers a lost daily maze, so the title says it was played.
fn record_loss(config: Res<super::RunConfig>, mut saver: Saver, mut progress: ResMut<PlayerProgress>) {
    if let (super::RunKind::Daily(date), true) = (&config.kind, config.keeps_results()) {
        progress.lose_daily(*date);
        saver.save(&progress);
    }
}

fn load_progress(mut commands: Commands, file: Option<Res<ProgressFile>>, mut status: ResMut<SaveStatus>) {
    let file = file.map_or_else(|| ProgressFile(SaveFile::locate()), |f| f.clone());
    let (progress, warnings) = file.load();
    for warning in &warnings {
        warn!("{warning}");
    }
    status.loaded = warnings;
    commands.insert_resource(PlayerProgress(progress));
    commands.insert_resource(file);
}
