//! Watching the maze being carved: when a run starts, the board begins as the grid its
//! algorithm started from and the recorded generation ([`Replay`]) is played onto it in
//! about [`CARVE_SECONDS`], however big the maze (the steps are batched per frame), the
//! generator's current cell lit. Any key or button skips it. The player cannot move, and so the race
//! clock cannot start, until it is done. The saved setting `seeing.carve` turns it off, and
//! scripted screenshots and drawn levels (which have no generation) never carve. A maze is
//! carved once: a restart of the maze just carved (R) is instant, and its first key moves.

use bevy::prelude::*;
use bevy_ecs_tilemap::prelude::*;

use super::board::{Board, tile_pos};
use super::input::Actions;
use super::run::CurrentRun;
use super::{PlaySet, PlayerProgress, Screen};
use crate::maze::Pos;
use crate::maze::generate::Replay;

pub fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Playing), start_carving)
        .add_systems(
            Update,
            (skip_carving, advance_carving).chain().in_set(PlaySet::Advance).run_if(in_state(Screen::Playing)),
        )
        .add_systems(Update, draw_carving.in_set(PlaySet::Draw));
}

/// Never carve (a scripted screenshot shows the board as it plays).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct NoCarving;

/// How long the carving lasts, in seconds, whatever the maze's size.
pub const CARVE_SECONDS: f32 = 2.0;

/// The generation being replayed on the board of the run.
#[derive(Resource, Debug)]
pub struct Carving {
    pub replay: Replay,
    /// When the first batch was applied (the app's clock), once it has been.
    started_at: Option<f32>,
    /// Cells changed since the board was last drawn.
    changed: Vec<Pos>,
    /// Whether every tile must be drawn (the board still shows the finished maze).
    redraw_all: bool,
    /// The tile lit as the generator's cell.
    lit: Option<Pos>,
}

/// Run condition: the board is not being carved (the run may start).
pub fn carved(carving: Option<Res<Carving>>) -> bool {
    carving.is_none_or(|c| c.replay.is_done())
}

fn start_carving(
    mut commands: Commands,
    run: Res<CurrentRun>,
    progress: Res<PlayerProgress>,
    no_carving: Option<Res<NoCarving>>,
    mut last: Local<Option<crate::maze::recipe::MazeRecipe>>,
) {
    commands.remove_resource::<Carving>();
    let Some(recipe) = run.recipe.filter(|_| progress.seeing.carve && no_carving.is_none()) else { return };
    if last.replace(recipe) == Some(recipe) {
        return;
    }
    match Replay::of_recipe(&recipe) {
        Ok(replay) => commands.insert_resource(Carving {
            replay,
            started_at: None,
            changed: Vec::new(),
            redraw_all: true,
            lit: None,
        }),
        Err(e) => warn!("cannot replay the maze's generation: {e}"),
    }
}

/// Any key or button finishes the carving at once; the press does nothing else.
fn skip_carving(mut actions: ResMut<Actions>, carving: Option<ResMut<Carving>>) {
    let Some(mut carving) = carving else { return };
    if carving.replay.is_done() || !actions.anything() {
        return;
    }
    let carving = &mut *carving;
    carving.replay.skip(&mut carving.changed);
    actions.consume();
}

/// Applies the steps due by now: a share of them as the share of [`CARVE_SECONDS`] gone.
fn advance_carving(time: Res<Time>, carving: Option<ResMut<Carving>>) {
    let Some(mut carving) = carving else { return };
    if carving.replay.is_done() {
        return;
    }
    let now = time.elapsed_secs();
    let started = *carving.started_at.get_or_insert(now);
    let carving = &mut *carving;
    carving.replay.advance_to((now - started) / CARVE_SECONDS, &mut carving.changed);
}

/// The tint of the cell the generator is working on.
const CURSOR_TINT: Color = Color::srgb(1.0, 0.55, 0.35);

fn draw_carving(
    carving: Option<ResMut<Carving>>,
    board: Query<&TileStorage, With<Board>>,
    mut tiles: Query<(&mut TileTextureIndex, &mut TileColor)>,
) {
    let Some(mut carving) = carving else { return };
    let Ok(storage) = board.single() else { return };
    if !carving.is_changed() {
        return;
    }
    let carving = &mut *carving;
    let maze = carving.replay.board();
    let mut paint = |cell: Pos, tint: Color| {
        if let Some(tile) = storage.get(&tile_pos(maze, cell))
            && let Ok((mut index, mut color)) = tiles.get_mut(tile)
        {
            index.set_if_neq(TileTextureIndex(u32::from(maze.passages(cell))));
            if color.0 != tint {
                color.0 = tint;
            }
        }
    };
    if std::mem::take(&mut carving.redraw_all) {
        for i in 0..maze.len() {
            paint(maze.pos(i), Color::WHITE);
        }
    }
    for cell in carving.changed.drain(..) {
        paint(cell, Color::WHITE);
    }
    if let Some(old) = carving.lit.take() {
        paint(old, Color::WHITE);
    }
    if let Some(cursor) = carving.replay.cursor().filter(|_| !carving.replay.is_done()) {
        paint(cursor, CURSOR_TINT);
        carving.lit = Some(cursor);
    }
}
