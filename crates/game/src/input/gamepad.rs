//! Gamepads (the `gamepad` feature, on by default) for the input layer: each gamepad's
//! buttons, d-pad and sticks this frame, in the game's names ([`Button`]). A stick counts
//! as pressed the way it leans most, once it leans far enough, and as just pressed when
//! that way changes. Gamepads reach the game through gilrs, which links the runtime
//! `libudev.so.1` (see `.cargo/config.toml`), so no `-dev` package is needed.

use std::collections::{HashMap, HashSet};

use bevy::ecs::system::SystemParam;
use bevy::input::gamepad::{Gamepad, GamepadButton};
use bevy::prelude::*;

use super::Button;
use crate::maze::Dir;

/// How far a stick must lean to count.
const STICK_LEAN: f32 = 0.5;

/// The gamepad's buttons under the game's names.
const BUTTONS: [(Button, GamepadButton); 16] = [
    (Button::South, GamepadButton::South),
    (Button::East, GamepadButton::East),
    (Button::North, GamepadButton::North),
    (Button::West, GamepadButton::West),
    (Button::LeftBumper, GamepadButton::LeftTrigger),
    (Button::RightBumper, GamepadButton::RightTrigger),
    (Button::LeftTrigger, GamepadButton::LeftTrigger2),
    (Button::RightTrigger, GamepadButton::RightTrigger2),
    (Button::Select, GamepadButton::Select),
    (Button::Start, GamepadButton::Start),
    (Button::LeftThumb, GamepadButton::LeftThumb),
    (Button::RightThumb, GamepadButton::RightThumb),
    (Button::DPad(Dir::N), GamepadButton::DPadUp),
    (Button::DPad(Dir::E), GamepadButton::DPadRight),
    (Button::DPad(Dir::S), GamepadButton::DPadDown),
    (Button::DPad(Dir::W), GamepadButton::DPadLeft),
];

/// One gamepad's state this frame.
#[derive(Clone, Debug, Default)]
pub struct PadState {
    pub just: HashSet<Button>,
    pub held: HashSet<Button>,
}

/// The way a stick leans, if it leans far enough (the stronger axis wins).
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

/// The connected gamepads, and the way each stick leaned last frame.
#[derive(SystemParam)]
pub struct Pads<'w, 's> {
    gamepads: Query<'w, 's, (Entity, &'static Gamepad)>,
    /// (gamepad, right stick?) → the way it leaned.
    leaned: Local<'s, HashMap<(Entity, bool), Dir>>,
}

impl Pads<'_, '_> {
    /// Every gamepad's state this frame.
    pub fn read(&mut self) -> Vec<PadState> {
        let mut states = Vec::new();
        for (entity, gamepad) in &self.gamepads {
            let mut state = PadState::default();
            for (button, pad_button) in BUTTONS {
                if gamepad.just_pressed(pad_button) {
                    state.just.insert(button);
                }
                if gamepad.pressed(pad_button) {
                    state.held.insert(button);
                }
            }
            for (right, stick) in [(false, gamepad.left_stick()), (true, gamepad.right_stick())] {
                let now = stick_direction(stick);
                let before = match now {
                    Some(dir) => self.leaned.insert((entity, right), dir),
                    None => self.leaned.remove(&(entity, right)),
                };
                if let Some(dir) = now {
                    let button = if right { Button::RightStick(dir) } else { Button::LeftStick(dir) };
                    state.held.insert(button);
                    if before != Some(dir) {
                        state.just.insert(button);
                    }
                }
            }
            states.push(state);
        }
        states
    }
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
