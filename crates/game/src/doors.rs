//! Electronic doors on the board: each is a pair of sliding panels across its wall gap, with
//! a lamp at each end and a threshold strip between. Open: the panels are drawn back into the
//! walls, the lamps and the strip are green. Closing soon (the last second): lamps and strip
//! blink amber. Shut: the panels meet and glow red, with the seconds until it opens on a plate
//! over it; opening soon (the last second), its lamps blink green. The doors cycle from the
//! moment the maze shows, at the run's fixed clock, smoothed between ticks. They appear once
//! the board is carved, and in fog only where the mouse has seen either side of them.

use crate::palette::PaletteLook;
use bevy::prelude::*;

use super::EnterInOrder;
use super::art::GameArt;

use super::board::{CELL_SIZE, PIECE_Z, cell_center};
use super::carve::{Carving, carved};
use super::run::CurrentRun;
use super::{EnterSet, InRun, PlaySet, Screen};
use crate::maze::Dir;
use crate::maze::doors::Door;
use crate::rules::TICKS_PER_SECOND;

pub(super) fn plugin(app: &mut App) {
    app.on_enter(Screen::Playing, EnterSet::Spawn, spawn_doors)
        .add_systems(RunFixedMainLoop, (slide_doors, count_down).in_set(PlaySet::Animate).run_if(in_state(InRun)));
}

/// The gap a door fills: a cell less the wall.
const GAP: f32 = CELL_SIZE - 4.0;
/// The panels' thickness.
const THICKNESS: f32 = 4.0;
/// Ticks a door takes to slide open or shut on screen.
const SLIDE_TICKS: f32 = 12.0;
/// The warning before a door shuts or opens, in ticks (a second).
const WARNING_TICKS: u32 = TICKS_PER_SECOND;

/// How a door looks at a tick.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DoorLook {
    Open,
    /// Open, shutting within a second.
    Closing,
    Shut,
    /// Shut, opening within a second.
    Opening,
}

impl DoorLook {
    /// The look of `door` at `tick`.
    pub fn of(door: &Door, tick: u64) -> DoorLook {
        match door.cycle_at(tick) {
            (true, _, left) if left <= WARNING_TICKS => DoorLook::Closing,
            (true, ..) => DoorLook::Open,
            (false, _, left) if left <= WARNING_TICKS => DoorLook::Opening,
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

/// The plate over a shut door with the seconds until it opens: its door's index.
#[derive(Component, Debug)]
#[require(Transform, Visibility)]
struct Countdown(usize);

/// The countdown plate's size, and its text's height (drawn large and scaled down, to stay
/// sharp when the board is zoomed).
const PLATE: Vec2 = Vec2::new(15.0, 8.0);
const DIGITS: f32 = 7.0;
const DIGITS_DRAWN: f32 = 40.0;

/// What the countdown of a door shut for `ticks` more says: tenths of a second, rounded up
/// so that it never reads 0.0 while the door is shut.
fn countdown_text(ticks: u32) -> String {
    let tenths = (u64::from(ticks) * 10).div_ceil(u64::from(TICKS_PER_SECOND));
    format!("{}.{}", tenths / 10, tenths % 10)
}

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
        commands
            .spawn((
                Name::new("Door countdown"),
                Countdown(i),
                Transform::from_translation(centre.extend(PIECE_Z + 0.6)),
                Visibility::Hidden,
                DespawnOnExit(InRun),
            ))
            .with_children(|plate| {
                plate.spawn(Sprite::from_color(GameArt::BACKGROUND, PLATE));
                plate.spawn((
                    Text2d::default(),
                    TextFont { font_size: FontSize::Px(DIGITS_DRAWN), ..default() },
                    Transform::from_xyz(0.0, 0.0, 0.1).with_scale(Vec3::splat(DIGITS / DIGITS_DRAWN)),
                ));
            });
    }
}

/// Shows the seconds until each shut door the player can see opens, in the shut colour, and
/// in the open colour in its last second.
fn count_down(
    run: Res<CurrentRun>,
    progress: Res<super::PlayerProgress>,
    carving: Option<Res<Carving>>,
    mut plates: Query<(&Countdown, &Children, &mut Visibility)>,
    mut texts: Query<(&mut Text2d, &mut TextColor)>,
) {
    let carved = carved(carving);
    let colours = progress.settings.palette.colours();
    for (countdown, children, mut visibility) in &mut plates {
        let Some(door) = run.board.doors.iter().nth(countdown.0) else { continue };
        let (open, _, left) = door.cycle_at(run.door_tick());
        let shown = carved && !open && run.outcome.is_none() && run.shows_door(countdown.0);
        visibility.set_if_neq(if shown { Visibility::Inherited } else { Visibility::Hidden });
        if !shown {
            continue;
        }
        let colour = if left <= WARNING_TICKS { colours.door_open } else { colours.door_shut };
        for child in children.iter() {
            if let Ok((mut text, mut text_colour)) = texts.get_mut(child) {
                let says = countdown_text(left);
                if text.0 != says {
                    text.0 = says;
                }
                text_colour.set_if_neq(TextColor(colour));
            }
        }
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
    let between = if run.doors_running() { fixed.overstep_fraction() } else { 0.0 };
    let list: Vec<&Door> = run.board.doors.iter().collect();
    let carved = carved(carving);
    let colours = progress.settings.palette.colours();
    let blink = (run.door_tick() / 16).is_multiple_of(2);
    for (piece, children, mut visibility) in &mut doors {
        let Some(door) = list.get(piece.0) else { continue };
        let seen = run.shows_door(piece.0);
        visibility.set_if_neq(if carved && seen { Visibility::Inherited } else { Visibility::Hidden });
        let (open, since, _) = door.cycle_at(run.door_tick());
        // A door that has not moved since the maze showed stands all the way open or shut.
        let moved = if since as u64 >= run.door_tick() { 1.0 } else { (since as f32 + between) / SLIDE_TICKS };
        let shut = if open { 1.0 - moved.min(1.0) } else { moved.min(1.0) };
        let look = DoorLook::of(door, run.door_tick());
        let dim = |colour: Color| if blink { colour } else { colour.darker(0.3) };
        let (panel_color, lamp_color) = match look {
            DoorLook::Open => (colours.door_open, colours.door_open),
            DoorLook::Closing => (colours.door_closing, dim(colours.door_closing)),
            DoorLook::Shut => (colours.door_shut, colours.door_shut),
            DoorLook::Opening => (colours.door_shut, dim(colours.door_open)),
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
                    (true, DoorLook::Shut | DoorLook::Opening) => Color::NONE,
                    (true, _) => lamp_color.with_alpha(THRESHOLD_ALPHA),
                };
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_countdown_never_reads_zero_while_shut() {
        let tick = 1.0 / TICKS_PER_SECOND as f64;
        assert_eq!(countdown_text(1), "0.1", "one tick ({tick} s) left");
        assert_eq!(countdown_text(TICKS_PER_SECOND), "1.0");
        assert_eq!(countdown_text(TICKS_PER_SECOND + 1), "1.1");
        assert_eq!(countdown_text(TICKS_PER_SECOND * 12), "12.0");
    }

    #[test]
    fn a_door_warns_before_it_shuts_and_before_it_opens() {
        let door = Door { at: crate::maze::Pos::new(0, 0), side: Dir::E, period: 1000, open: 400, phase: 0 };
        let looks: Vec<DoorLook> = (0..1000).map(|tick| DoorLook::of(&door, tick)).collect();
        let second = WARNING_TICKS as usize;
        assert!(looks[..400 - second].iter().all(|&l| l == DoorLook::Open));
        assert!(looks[400 - second..400].iter().all(|&l| l == DoorLook::Closing));
        assert!(looks[400..1000 - second].iter().all(|&l| l == DoorLook::Shut));
        assert!(looks[1000 - second..].iter().all(|&l| l == DoorLook::Opening));
        assert_eq!(DoorLook::of(&door, 1000), DoorLook::Open, "and round again");
    }
}
