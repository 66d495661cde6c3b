//! Electronic doors on any board (written once over [`BoardView`]): each is a pair of sliding
//! panels across its gap, with a lamp at each end and a threshold strip between. Open: the
//! panels are drawn back to the sides, the lamps and the strip are green. Closing soon (the
//! last second): lamps and strip blink amber. Shut: the panels meet and glow red, with the
//! seconds until it opens on a plate over it; opening soon (the last second), its lamps blink
//! green. The doors cycle from the moment the maze shows, at the run's fixed clock, smoothed
//! between ticks, in the palette's colours. On squares they appear once the board is carved;
//! in fog only where the mouse has seen either side of them.

use bevy::ecs::schedule::ScheduleConfigs;
use bevy::ecs::system::ScheduleSystem;
use bevy::prelude::*;

use crate::art::GameArt;
use crate::board::CELL_SIZE;
use crate::board_view::BoardView;
use crate::carve::{Carving, carved};
use crate::maze::doors::Clock;
use crate::palette::PaletteLook;
use crate::rules::{Ground, TICKS_PER_SECOND};
use crate::run::CurrentRun;
use crate::saves::PlayerProgress;
use crate::{EnterInOrder, EnterSet, InRun, PlaySet, Screen};

pub(super) fn plugin(app: &mut App) {
    app.on_enter(Screen::Playing, EnterSet::Spawn, |mut commands: Commands, run: Res<CurrentRun>| {
        spawn_doors(&mut commands, &*run);
    })
    .add_systems(Update, door_views::<CurrentRun>().run_if(in_state(InRun).and_then(resource_exists::<CurrentRun>)));
}

/// The doors of races kept as `R`, slid and counted down for the tick: each screen a race is
/// played on adds them for its own, and spawns them ([`spawn_doors`]) when its board shows.
pub fn door_views<R: BoardView>() -> ScheduleConfigs<ScheduleSystem> {
    (slide_doors::<R>, count_down::<R>).in_set(PlaySet::Draw)
}

/// The panels' thickness, in the square board's units (a cell is [`CELL_SIZE`]; another
/// board's in proportion, as the lamps, the strip and the plate).
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
    /// The look of a door of this `clock` at `tick`.
    pub fn of(clock: Clock, tick: u64) -> DoorLook {
        match clock.cycle_at(tick) {
            (true, _, left) if left <= WARNING_TICKS => DoorLook::Closing,
            (true, ..) => DoorLook::Open,
            (false, _, left) if left <= WARNING_TICKS => DoorLook::Opening,
            (false, ..) => DoorLook::Shut,
        }
    }
}

/// A door on the board: its index in the run's door list, and the gap its panels fill.
#[derive(Component, Debug)]
#[require(Transform, Visibility)]
pub struct DoorPiece(pub usize, f32);

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
pub struct Countdown(usize);

/// What a board's doors are made of: what a screen despawns to draw them anew.
pub type DoorParts = Or<(With<DoorPiece>, With<Countdown>)>;

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

/// Spawns the doors of `race`'s board, hidden until [`door_views`] shows them.
pub fn spawn_doors<R: BoardView>(commands: &mut Commands, race: &R) {
    let scale = race.cell_size() / CELL_SIZE;
    // The doors by number, in one pass over the board's list.
    for (i, (cell, way, _)) in <R::Ground as Ground>::doors_of(&race.race().board.doors).enumerate() {
        let Some(spot) = race.door_spot(cell, way) else { continue };
        let centre = spot.at + spot.across / 2.0;
        // The panels slide along the gap, across the way through.
        let turn = Quat::from_rotation_z(spot.across.to_angle() + std::f32::consts::FRAC_PI_2);
        let gap = spot.gap / scale;
        let place = Transform::from_translation(centre.extend(R::DOOR_Z)).with_rotation(turn);
        let door = (Name::new("Door"), DoorPiece(i, gap), place.with_scale(Vec3::splat(scale)), Visibility::Hidden);
        commands.spawn((door, R::gone())).with_children(|door| {
            door.spawn((Threshold, Sprite::from_color(Color::NONE, Vec2::new(gap, THRESHOLD))));
            for side in [-1.0, 1.0] {
                door.spawn((Panel(side), Sprite::from_color(Color::NONE, Vec2::new(gap / 2.0, THICKNESS))));
                let lamp = Transform::from_xyz(side * (gap / 2.0 + 1.0), 0.0, 0.1);
                door.spawn((Lamp, Sprite::from_color(Color::NONE, Vec2::splat(LAMP)), lamp));
            }
        });
        let plate = Transform::from_translation(centre.extend(R::PLATE_Z)).with_scale(Vec3::splat(scale));
        commands
            .spawn((Name::new("Door countdown"), Countdown(i), plate, Visibility::Hidden, R::gone()))
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

/// The doors' clocks, by number.
fn clocks<R: BoardView>(race: &R) -> Vec<Clock> {
    <R::Ground as Ground>::door_clocks(&race.race().board.doors).collect()
}

/// Whether the board is ready for its doors: carved, where it is carved first.
fn ready<R: BoardView>(carving: Option<Res<Carving>>) -> bool {
    !R::CARVED || carved(carving)
}

/// Shows the seconds until each shut door the player can see opens, in the shut colour, and
/// in the open colour in its last second.
fn count_down<R: BoardView>(
    race: Res<R>,
    progress: Res<PlayerProgress>,
    carving: Option<Res<Carving>>,
    mut plates: Query<(&Countdown, &Children, &mut Visibility)>,
    mut texts: Query<(&mut Text2d, &mut TextColor)>,
) {
    let (run, ready) = (race.race(), ready::<R>(carving));
    let (clocks, colours) = (clocks(&*race), progress.settings.palette.colours());
    for (countdown, children, mut visibility) in &mut plates {
        let Some(clock) = clocks.get(countdown.0) else { continue };
        let (open, _, left) = clock.cycle_at(run.door_tick());
        let shown = ready && !open && run.outcome.is_none() && run.shows_door(countdown.0);
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
fn slide_doors<R: BoardView>(
    race: Res<R>,
    progress: Res<PlayerProgress>,
    fixed: Res<Time<Fixed>>,
    carving: Option<Res<Carving>>,
    mut doors: Query<(&DoorPiece, &Children, &mut Visibility)>,
    mut panels: Query<(&Panel, &mut Sprite, &mut Transform), Without<Lamp>>,
    mut lamps: Query<(&mut Sprite, Has<Threshold>), Without<Panel>>,
) {
    let run = race.race();
    let between = if run.doors_running() { fixed.overstep_fraction() } else { 0.0 };
    let (clocks, ready) = (clocks(&*race), ready::<R>(carving));
    let colours = progress.settings.palette.colours();
    let blink = (run.door_tick() / 16).is_multiple_of(2);
    for (piece, children, mut visibility) in &mut doors {
        let Some(&clock) = clocks.get(piece.0) else { continue };
        let seen = run.shows_door(piece.0);
        visibility.set_if_neq(if ready && seen { Visibility::Inherited } else { Visibility::Hidden });
        let (open, since, _) = clock.cycle_at(run.door_tick());
        // A door that has not moved since the maze showed stands all the way open or shut.
        let moved = if since as u64 >= run.door_tick() { 1.0 } else { (since as f32 + between) / SLIDE_TICKS };
        let shut = if open { 1.0 - moved.min(1.0) } else { moved.min(1.0) };
        let look = DoorLook::of(clock, run.door_tick());
        let dim = |colour: Color| if blink { colour } else { colour.darker(0.3) };
        let (panel_color, lamp_color) = match look {
            DoorLook::Open => (colours.door_open, colours.door_open),
            DoorLook::Closing => (colours.door_closing, dim(colours.door_closing)),
            DoorLook::Shut => (colours.door_shut, colours.door_shut),
            DoorLook::Opening => (colours.door_shut, dim(colours.door_open)),
        };
        let half = piece.1 / 2.0 * shut;
        for child in children.iter() {
            if let Ok((panel, mut sprite, mut transform)) = panels.get_mut(child) {
                sprite.custom_size = Some(Vec2::new(half, THICKNESS));
                sprite.color = panel_color;
                transform.translation.x = panel.0 * (piece.1 / 2.0 - half / 2.0);
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
    use crate::maze::Dir;
    use crate::maze::doors::Door;

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
        let looks: Vec<DoorLook> = (0..1000).map(|tick| DoorLook::of(door.clock(), tick)).collect();
        let second = WARNING_TICKS as usize;
        assert!(looks[..400 - second].iter().all(|&l| l == DoorLook::Open));
        assert!(looks[400 - second..400].iter().all(|&l| l == DoorLook::Closing));
        assert!(looks[400..1000 - second].iter().all(|&l| l == DoorLook::Shut));
        assert!(looks[1000 - second..].iter().all(|&l| l == DoorLook::Opening));
        assert_eq!(DoorLook::of(door.clock(), 1000), DoorLook::Open, "and round again");
    }
}
