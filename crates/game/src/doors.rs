//! Electronic doors on the board: each is a pair of sliding panels across its wall gap, with
//! a lamp at each end and a threshold strip between. Open: the panels are drawn back into the
//! walls, the lamps and the strip are green. Closing soon (the last second): lamps and strip
//! blink amber. Shut: the panels meet and glow red. They move at the run's fixed clock, smoothed between ticks. They appear once the
//! board is carved, and in fog only where the mouse has seen either side of them.

use crate::palette::PaletteLook;
use bevy::prelude::*;

use super::EnterInOrder;

use super::board::{CELL_SIZE, PIECE_Z, cell_center};
use super::carve::{Carving, carved};
use super::run::CurrentRun;
use super::{EnterSet, InRun, PlaySet, Screen};
use crate::maze::Dir;
use crate::maze::doors::Door;
use crate::rules::TICKS_PER_SECOND;

pub(super) fn plugin(app: &mut App) {
    app.on_enter(Screen::Playing, EnterSet::Spawn, spawn_doors)
        .add_systems(RunFixedMainLoop, slide_doors.in_set(PlaySet::Animate).run_if(in_state(InRun)));
}

/// The gap a door fills: a cell less the wall.
const GAP: f32 = CELL_SIZE - 4.0;
/// The panels' thickness.
const THICKNESS: f32 = 4.0;
/// Ticks a door takes to slide open or shut on screen.
const SLIDE_TICKS: f32 = 12.0;
/// The warning before a door shuts, in ticks (a second).
const WARNING_TICKS: u32 = TICKS_PER_SECOND;

/// How a door looks at a tick.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DoorLook {
    Open,
    /// Open, shutting within a second.
    Closing,
    Shut,
}

impl DoorLook {
    /// The look of `door` at `tick`.
    pub fn of(door: &Door, tick: u64) -> DoorLook {
        match door.cycle_at(tick) {
            (true, _, left) if left <= WARNING_TICKS => DoorLook::Closing,
            (true, ..) => DoorLook::Open,
            (false, ..) => DoorLook::Shut,
        }
    }
}

/// A door on the board: its index in the run's door list.
#[derive(Component, Debug)]
#[require(Transform, Visibility)]
pub struct DoorPiece(pub usize);

/// One of a door's two panels: -1 slides towards one end, +1 towards the other.
#[derive(Component, Debug)]
struct Panel(f32);

/// A door's lamp at one end of its gap.
#[derive(Component, Debug)]
struct Lamp;

/// The strip across an open door's gap: a door stands out open as well as shut.
#[derive(Component, Debug)]
struct Threshold;

/// The lamps' size, and the threshold's thickness and strength.
const LAMP: f32 = 5.0;
const THRESHOLD: f32 = 2.0;
const THRESHOLD_ALPHA: f32 = 0.6;

fn spawn_doors(mut commands: Commands, run: Res<CurrentRun>) {
    let maze = &run.board.maze;
    for (i, door) in run.board.doors.iter().enumerate() {
        let (dx, dy) = door.side.delta();
        let centre = cell_center(maze, door.at) + Vec2::new(dx as f32, -dy as f32) * CELL_SIZE / 2.0;
        // The panels slide along the gap: across a north or south side, up and down otherwise.
        let turn = if matches!(door.side, Dir::E | Dir::W) {
            Quat::from_rotation_z(std::f32::consts::FRAC_PI_2)
        } else {
            Quat::IDENTITY
        };
        commands
            .spawn((
                Name::new("Door"),
                DoorPiece(i),
                Transform::from_translation(centre.extend(PIECE_Z - 0.5)).with_rotation(turn),
                DespawnOnExit(InRun),
            ))
            .with_children(|door| {
                door.spawn((Threshold, Sprite::from_color(Color::NONE, Vec2::new(GAP, THRESHOLD))));
                for side in [-1.0, 1.0] {
                    door.spawn((Panel(side), Sprite::from_color(Color::NONE, Vec2::new(GAP / 2.0, THICKNESS))));
                    let lamp = Transform::from_xyz(side * (GAP / 2.0 + 1.0), 0.0, 0.1);
                    door.spawn((Lamp, Sprite::from_color(Color::NONE, Vec2::splat(LAMP)), lamp));
                }
            });
    }
}

/// Slides the panels and lights the lamps for the run's tick, smoothed between fixed steps.
fn slide_doors(
    run: Res<CurrentRun>,
    progress: Res<super::PlayerProgress>,
    fixed: Res<Time<Fixed>>,
    carving: Option<Res<Carving>>,
    mut doors: Query<(&DoorPiece, &Children, &mut Visibility)>,
    mut panels: Query<(&Panel, &mut Sprite, &mut Transform), Without<Lamp>>,
    mut lamps: Query<(&mut Sprite, Has<Threshold>), Without<Panel>>,
) {
    let between = if run.started() && run.outcome.is_none() { fixed.overstep_fraction() } else { 0.0 };
    let list: Vec<&Door> = run.board.doors.iter().collect();
    let carved = carved(carving);
    let colours = progress.settings.palette.colours();
    for (piece, children, mut visibility) in &mut doors {
        let Some(door) = list.get(piece.0) else { continue };
        let seen = run.shows_door(piece.0);
        visibility.set_if_neq(if carved && seen { Visibility::Inherited } else { Visibility::Hidden });
        let (open, since, _) = door.cycle_at(run.door_tick());
        // Before the race starts the clock stands at 0: every door stands still, all the way.
        let moved = if run.started() { (since as f32 + between) / SLIDE_TICKS } else { 1.0 };
        let shut = if open { 1.0 - moved.min(1.0) } else { moved.min(1.0) };
        let look = DoorLook::of(door, run.door_tick());
        let blink = (run.door_tick() / 16).is_multiple_of(2);
        let (panel_color, lamp_color) = match look {
            DoorLook::Open => (colours.door_open, colours.door_open),
            DoorLook::Closing => {
                (colours.door_closing, if blink { colours.door_closing } else { colours.door_closing.darker(0.3) })
            }
            DoorLook::Shut => (colours.door_shut, colours.door_shut),
        };
        let half = GAP / 2.0 * shut;
        for child in children.iter() {
            if let Ok((panel, mut sprite, mut transform)) = panels.get_mut(child) {
                sprite.custom_size = Some(Vec2::new(half, THICKNESS));
                sprite.color = panel_color;
                transform.translation.x = panel.0 * (GAP / 2.0 - half / 2.0);
            } else if let Ok((mut sprite, threshold)) = lamps.get_mut(child) {
                sprite.color = match (threshold, look) {
                    (false, _) => lamp_color,
                    (true, DoorLook::Shut) => Color::NONE,
                    (true, _) => lamp_color.with_alpha(THRESHOLD_ALPHA),
                };
            }
        }
    }
}
