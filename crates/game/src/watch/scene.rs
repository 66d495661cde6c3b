//! The bot's board: the maze's walls, its doors (bright when open, dark when shut), the
//! cheese, the trail of cells it has stood on, its chalk (the number on each marked cell)
//! and the mouse itself, all as they are after the instructions shown so far. The camera fits
//! the board into the window right of the column of panels, above the keys: a 16×16 contest
//! maze fills the middle.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::BotReplay;
use crate::art::GameArt;
use crate::board::{CELL_SIZE, board_size, cell_center};
use crate::bot::Instruction;
use crate::camera::fit_between_panels;
use crate::maze::doors::Door;
use crate::maze::{Dir, Maze};
use crate::sprites::{facing_rotation, walking_sprite};
use crate::{PlaySet, Screen};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (build_scene, show_replay, frame_board).chain().in_set(PlaySet::Draw).run_if(in_state(Screen::BotRun)),
    );
}

const WALL: f32 = 2.0;
pub(super) const TRAIL: Color = Color::srgba(0.35, 0.75, 0.95, 0.28);
pub(super) const CHALK: Color = Color::srgb(0.97, 0.97, 0.92);
/// The walls, light on the dark floor (the board's own wall blue was hard to see there).
const BOT_WALL: Color = Color::srgb(0.62, 0.68, 0.86);

/// An entity of the scene built for a run (its generation).
#[derive(Component, Clone)]
pub(super) struct SceneOf(pub(super) u64);

/// The bot's mouse.
#[derive(Component)]
struct BotMouse;

/// The difficulty's rival.
#[derive(Component)]
struct BotRival;

/// A door across a passage.
#[derive(Component)]
struct DoorBar(Door);

pub(super) const DOOR_OPEN: Color = Color::srgba(1.0, 0.824, 0.247, 0.35);
pub(super) const DOOR_SHUT: Color = Color::srgb(0.85, 0.3, 0.25);

/// A cell's trail tint and chalk text.
#[derive(Component)]
struct CellMarks(usize);

/// What the scene shows: the replay's state after `applied` instructions, on cells numbered
/// as the maze numbers them (the square grid's row-major index, a shaped maze's cell).
#[derive(Default)]
pub(super) struct Shown {
    /// The run it shows (`None` before the first).
    generation: Option<u64>,
    applied: usize,
    marks: Vec<i64>,
    visited: Vec<bool>,
}

impl Shown {
    /// Brings the chalk and trail to `replay.shown` instructions (from the start when it
    /// went back), on a maze of `cells` cells starting at `start`; `step(i)` is the cell and
    /// the instruction of the `i`-th step.
    pub(super) fn catch_up(
        &mut self,
        replay: &BotReplay,
        (cells, start): (usize, usize),
        step: impl Fn(usize) -> Option<(usize, Instruction)>,
    ) {
        if self.generation != Some(replay.generation) || replay.shown < self.applied {
            *self = Shown {
                generation: Some(replay.generation),
                applied: 0,
                marks: vec![0; cells],
                visited: (0..cells).map(|i| i == start).collect(),
            };
        }
        for (cell, instruction) in (self.applied..replay.shown).map_while(&step) {
            self.visited[cell] = true;
            if let Instruction::Mark(chalk) = instruction {
                self.marks[cell] = chalk;
            }
        }
        self.applied = replay.shown;
    }

    /// Shows `cell`'s tint (its `visibility`) if the bot has stood on it, with its chalk in
    /// the text among its `children`.
    pub(super) fn show_cell(
        &self,
        cell: usize,
        (visibility, children): (&mut Mut<Visibility>, &Children),
        texts: &mut Query<&mut Text2d>,
    ) {
        let seen = self.visited.get(cell).copied().unwrap_or(false);
        visibility.set_if_neq(if seen { Visibility::Inherited } else { Visibility::Hidden });
        let chalk = self.marks.get(cell).copied().unwrap_or(0);
        let text = if chalk == 0 { String::new() } else { chalk.to_string() };
        for child in children.iter() {
            if let Ok(mut t) = texts.get_mut(child)
                && t.0 != text
            {
                t.0.clone_from(&text);
            }
        }
    }
}

/// Rebuilds the scene when a new run begins.
fn build_scene(mut commands: Commands, replay: Res<BotReplay>, art: Res<GameArt>, built: Query<(Entity, &SceneOf)>) {
    if built.iter().any(|(_, s)| s.0 == replay.generation) {
        return;
    }
    for (entity, _) in &built {
        commands.entity(entity).despawn();
    }
    let Some(board) = &replay.board else { return };
    let maze = &board.maze;
    let generation = replay.generation;
    let tag = || (SceneOf(generation), DespawnOnExit(Screen::BotRun));
    let size = board_size(maze);
    commands.spawn((
        Sprite::from_color(GameArt::BACKGROUND.lighter(0.04), size),
        Transform::from_xyz(0.0, 0.0, -1.0),
        tag(),
    ));
    for (at, length, across) in walls(maze) {
        let extent = if across { Vec2::new(length + WALL, WALL) } else { Vec2::new(WALL, length + WALL) };
        commands.spawn((Sprite::from_color(BOT_WALL, extent), Transform::from_translation(at.extend(0.5)), tag()));
    }
    for i in 0..maze.len() {
        let at = cell_center(maze, maze.pos(i));
        commands.spawn((
            CellMarks(i),
            Sprite::from_color(TRAIL, Vec2::splat(CELL_SIZE - WALL)),
            Transform::from_translation(at.extend(0.2)),
            Visibility::Hidden,
            tag(),
            children![(
                Text2d::new(""),
                TextFont { font_size: bevy::text::FontSize::Px(9.0), ..default() },
                TextColor(CHALK),
                Transform::from_xyz(0.0, 0.0, 0.1),
            )],
        ));
    }
    for door in board.doors.iter() {
        let (dx, dy) = door.side.delta();
        let at = cell_center(maze, door.at) + Vec2::new(dx as f32, -dy as f32) * CELL_SIZE / 2.0;
        let extent = if dx == 0 { Vec2::new(CELL_SIZE, WALL * 2.0) } else { Vec2::new(WALL * 2.0, CELL_SIZE) };
        commands.spawn((
            DoorBar(*door),
            Sprite::from_color(DOOR_SHUT, extent),
            Transform::from_translation(at.extend(0.6)),
            tag(),
        ));
    }
    // A cheese on every goal cell (a contest maze's 2×2 centre).
    for &goal in board.goals() {
        let cheese = Sprite { custom_size: Some(Vec2::splat(CELL_SIZE)), ..Sprite::from_image(art.cheese.clone()) };
        commands.spawn((cheese, Transform::from_translation(cell_center(maze, goal).extend(1.0)), tag()));
    }
    if replay.rival.is_some() {
        let rival = Sprite { custom_size: Some(Vec2::splat(CELL_SIZE)), ..walking_sprite(art.rival.clone(), &art) };
        commands.spawn((
            BotRival,
            rival,
            Transform::from_translation(cell_center(maze, board.start).extend(1.5)),
            tag(),
        ));
    }
    let mouse = Sprite { custom_size: Some(Vec2::splat(CELL_SIZE)), ..walking_sprite(art.mouse.clone(), &art) };
    commands.spawn((BotMouse, mouse, Transform::from_translation(cell_center(maze, board.start).extend(2.0)), tag()));
}

/// Every wall as (centre, length, runs across): each cell's north and west walls, then the
/// south and east edges of the maze.
fn walls(maze: &Maze) -> Vec<(Vec2, f32, bool)> {
    let half = CELL_SIZE / 2.0;
    let mut out = Vec::new();
    for i in 0..maze.len() {
        let p = maze.pos(i);
        let c = cell_center(maze, p);
        let mut wall = |dir: Dir, offset: Vec2, across: bool| {
            if !maze.is_open(p, dir) {
                out.push((c + offset, CELL_SIZE, across));
            }
        };
        wall(Dir::N, Vec2::new(0.0, half), true);
        wall(Dir::W, Vec2::new(-half, 0.0), false);
        if p.y + 1 == maze.height() {
            wall(Dir::S, Vec2::new(0.0, -half), true);
        }
        if p.x + 1 == maze.width() {
            wall(Dir::E, Vec2::new(half, 0.0), false);
        }
    }
    out
}

/// Puts the trail, the chalk and the mouse where the replay has got to.
fn show_replay(
    replay: Res<BotReplay>,
    mut shown: Local<Shown>,
    mut cells: Query<(&CellMarks, &mut Visibility, &Children)>,
    mut texts: Query<&mut Text2d>,
    mut mouse: Query<&mut Transform, (With<BotMouse>, Without<BotRival>)>,
    mut rival: Query<&mut Transform, (With<BotRival>, Without<BotMouse>)>,
    mut doors: Query<(&DoorBar, &mut Sprite)>,
) {
    let Some(board) = &replay.board else { return };
    let maze = &board.maze;
    let before = (shown.generation, shown.applied);
    let step = |i: usize| replay.steps().get(i).map(|s| (maze.index(s.cell), s.instruction));
    shown.catch_up(&replay, (maze.len(), maze.index(board.start)), step);
    if before == (shown.generation, shown.applied) && !replay.is_changed() {
        return;
    }
    for (cell, mut visibility, children) in &mut cells {
        shown.show_cell(cell.0, (&mut visibility, children), &mut texts);
    }
    let (cell, facing, tick) = match replay.shown.checked_sub(1).and_then(|i| replay.steps().get(i)) {
        Some(step) => (step.cell, step.facing, step.tick),
        None => (board.start, board.facing, 0),
    };
    if let (Some(run), Ok(mut transform)) = (&replay.rival, rival.single_mut()) {
        let (from, at) = run.cells_at(tick);
        transform.translation = cell_center(maze, at).extend(1.5);
        transform.rotation = facing_rotation(maze.direction_to(from, at).unwrap_or(Dir::E));
    }
    for (door, mut sprite) in &mut doors {
        sprite.color = if door.0.is_open(tick) { DOOR_OPEN } else { DOOR_SHUT };
    }
    for mut transform in &mut mouse {
        transform.translation = cell_center(maze, cell).extend(2.0);
        transform.rotation = facing_rotation(facing);
    }
}

/// Fits the board into the window right of the column of panels, at a whole-pixel zoom when
/// it can.
pub fn frame_board(
    replay: Res<BotReplay>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&mut Transform, &mut Projection), With<Camera2d>>,
) {
    let square = replay.board.as_ref().map(|board| board_size(&board.maze));
    let shaped = || replay.shaped.as_ref().map(|board| crate::shaped::view::board_size(board.maze().graph()));
    let Some(size) = square.or_else(shaped) else { return };
    let (mut transform, mut projection) = camera.into_inner();
    let column = super::panel::COLUMN_WIDTH + 12.0;
    fit_between_panels((&mut transform, &mut projection), size, window.size(), (column, 0.0));
}
