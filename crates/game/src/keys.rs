//! The player's bindable keys ([`Key`], saved without Bevy) as Bevy key codes and back, and
//! the key bound to an action as a key code ([`BoundKeys::code`]).

use bevy::prelude::KeyCode;

use crate::save::{Action, Key, Settings};

/// The letter keys, `A` to `Z`.
const LETTERS: [KeyCode; 26] = [
    KeyCode::KeyA,
    KeyCode::KeyB,
    KeyCode::KeyC,
    KeyCode::KeyD,
    KeyCode::KeyE,
    KeyCode::KeyF,
    KeyCode::KeyG,
    KeyCode::KeyH,
    KeyCode::KeyI,
    KeyCode::KeyJ,
    KeyCode::KeyK,
    KeyCode::KeyL,
    KeyCode::KeyM,
    KeyCode::KeyN,
    KeyCode::KeyO,
    KeyCode::KeyP,
    KeyCode::KeyQ,
    KeyCode::KeyR,
    KeyCode::KeyS,
    KeyCode::KeyT,
    KeyCode::KeyU,
    KeyCode::KeyV,
    KeyCode::KeyW,
    KeyCode::KeyX,
    KeyCode::KeyY,
    KeyCode::KeyZ,
];

/// The digit keys, `0` to `9`.
const DIGITS: [KeyCode; 10] = [
    KeyCode::Digit0,
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
    KeyCode::Digit6,
    KeyCode::Digit7,
    KeyCode::Digit8,
    KeyCode::Digit9,
];

/// The key code of a bindable key.
pub fn key_code(key: Key) -> KeyCode {
    let c = key.char();
    if c.is_ascii_digit() { DIGITS[(c as u8 - b'0') as usize] } else { LETTERS[(c as u8 - b'A') as usize] }
}

/// The bindable key a key code is, if it is one (a letter or a digit).
pub fn bindable(code: KeyCode) -> Option<Key> {
    let letter = LETTERS.iter().position(|&k| k == code).map(|i| char::from(b'A' + i as u8));
    let digit = || DIGITS.iter().position(|&k| k == code).map(|i| char::from(b'0' + i as u8));
    letter.or_else(digit).and_then(Key::from_char)
}

/// The key bound to an action, as a key code.
pub trait BoundKeys {
    fn code(&self, action: Action) -> KeyCode;
}

impl BoundKeys for Settings {
    fn code(&self, action: Action) -> KeyCode {
        key_code(self.key(action))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_bindable_key_has_its_own_code_and_back() {
        for key in Key::all() {
            assert_eq!(bindable(key_code(key)), Some(key));
            assert_eq!(format!("{:?}", key_code(key)), key.name(), "saved under Bevy's name");
        }
        assert_eq!(bindable(KeyCode::Escape), None);
    }
}
