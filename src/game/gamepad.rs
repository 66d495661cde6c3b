//! Gamepads (the `gamepad` feature, on by default): the d-pad or the left stick steer the
//! mouse like the arrow keys, after the keyboard has been read, into the same
//! [`MoveIntent`]. Gamepads reach the game through gilrs, which links the runtime
//! `libudev.so.1` (see `.cargo/config.toml`), so no `-dev` package is needed.

use bevy::input::gamepad::{Gamepad, GamepadButton};
use bevy::prelude::*;

use super::mouse::{MoveIntent, read_move_keys};
use super::{PlaySet, Screen};
use crate::maze::Dir;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        RunFixedMainLoop,
        read_gamepads.after(read_move_keys).in_set(PlaySet::Input).run_if(in_state(Screen::Playing)),
    );
}

/// How far the stick must lean to steer.
const STICK_LEAN: f32 = 0.5;

const DPAD: [(Dir, GamepadButton); 4] = [
    (Dir::N, GamepadButton::DPadUp),
    (Dir::E, GamepadButton::DPadRight),
    (Dir::S, GamepadButton::DPadDown),
    (Dir::W, GamepadButton::DPadLeft),
];

/// The way the stick leans, if it leans far enough (the stronger axis wins).
fn stick_direction(stick: Vec2) -> Option<Dir> {
    if stick.length() < STICK_LEAN {
        return None;
    }
    Some(match (stick.x.abs() > stick.y.abs(), stick.x > 0.0, stick.y > 0.0) {
        (true, true, _) => Dir::E,
        (true, false, _) => Dir::W,
        (false, _, true) => Dir::N,
        (false, _, false) => Dir::S,
    })
}

fn read_gamepads(gamepads: Query<&Gamepad>, mut intent: ResMut<MoveIntent>, mut last_stick: Local<Option<Dir>>) {
    let mut stick_now = None;
    for gamepad in &gamepads {
        for (dir, button) in DPAD {
            if gamepad.just_pressed(button) {
                intent.pressed = Some(dir);
            }
            if gamepad.pressed(button) {
                intent.held = Some(dir);
            }
        }
        stick_now = stick_now.or(stick_direction(gamepad.left_stick()));
    }
    if let Some(dir) = stick_now {
        if *last_stick != Some(dir) {
            intent.pressed = Some(dir);
        }
        intent.held = Some(dir);
    }
    *last_stick = stick_now;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stick_steers_the_way_it_leans_most() {
        assert_eq!(stick_direction(Vec2::new(0.9, 0.2)), Some(Dir::E));
        assert_eq!(stick_direction(Vec2::new(-0.3, -0.8)), Some(Dir::S));
        assert_eq!(stick_direction(Vec2::new(0.1, 0.7)), Some(Dir::N));
        assert_eq!(stick_direction(Vec2::new(0.2, 0.1)), None, "a resting stick");
    }
}
