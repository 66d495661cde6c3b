//! The player's settings, saved with the progress: sound (music and effects volume, mute),
//! the board's palette (standard, colour-blind safe, high contrast) and the key bindings
//! (the letter key of each direction, beside the arrows, and the run's main keys).
//!
//! Keys are saved by name (`KeyW`); a name the game does not know, or a key bound twice, is
//! put back to its default with a warning when loaded.

use bevy::prelude::KeyCode;
use serde::{Deserialize, Serialize};

/// The loudest volume, in percent.
pub const MAX_VOLUME: u32 = 100;

/// Everything the Settings screen sets.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Music volume, 0..=100 percent.
    pub music: u32,
    /// Sound effects volume, 0..=100 percent.
    pub effects: u32,
    /// No sound at all.
    pub mute: bool,
    pub palette: Palette,
    /// Key names by action, in [`Action::ALL`]'s order.
    pub keys: Vec<String>,
}

impl Default for Settings {
    fn default() -> Self {
        let keys = Action::ALL.iter().map(|a| key_name(a.default_key()).unwrap_or_default().to_string()).collect();
        Settings { music: 60, effects: 80, mute: false, palette: Palette::Standard, keys }
    }
}

/// The board's colours.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Palette {
    #[default]
    Standard,
    /// Blue and orange instead of green and red (Okabe–Ito): safe for red–green colour blindness.
    ColourBlind,
    /// A white floor with black walls, and strong colours for the route, the trail and rivals.
    HighContrast,
}

impl Palette {
    pub const ALL: [Palette; 3] = [Palette::Standard, Palette::ColourBlind, Palette::HighContrast];

    pub fn describe(self) -> &'static str {
        match self {
            Palette::Standard => "standard",
            Palette::ColourBlind => "colour-blind safe",
            Palette::HighContrast => "high contrast",
        }
    }
}

/// What a rebindable key does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Up,
    Right,
    Down,
    Left,
    Route,
    Restart,
    NewMaze,
    Ghost,
    Thoughts,
    Map,
}

impl Action {
    pub const ALL: [Action; 10] = [
        Action::Up,
        Action::Right,
        Action::Down,
        Action::Left,
        Action::Route,
        Action::Restart,
        Action::NewMaze,
        Action::Ghost,
        Action::Thoughts,
        Action::Map,
    ];

    pub fn default_key(self) -> KeyCode {
        match self {
            Action::Up => KeyCode::KeyW,
            Action::Right => KeyCode::KeyD,
            Action::Down => KeyCode::KeyS,
            Action::Left => KeyCode::KeyA,
            Action::Route => KeyCode::KeyH,
            Action::Restart => KeyCode::KeyR,
            Action::NewMaze => KeyCode::KeyN,
            Action::Ghost => KeyCode::KeyG,
            Action::Thoughts => KeyCode::KeyT,
            Action::Map => KeyCode::KeyM,
        }
    }

    pub fn describe(self) -> &'static str {
        match self {
            Action::Up => "Up",
            Action::Right => "Right",
            Action::Down => "Down",
            Action::Left => "Left",
            Action::Route => "Show route",
            Action::Restart => "Restart",
            Action::NewMaze => "New maze",
            Action::Ghost => "Ghost",
            Action::Thoughts => "Rival's thoughts",
            Action::Map => "Minimap",
        }
    }
}

/// The keys that may be bound: letters and digits (arrows, Enter and Esc keep their jobs).
const BINDABLE: [(KeyCode, &str); 36] = [
    (KeyCode::KeyA, "KeyA"),
    (KeyCode::KeyB, "KeyB"),
    (KeyCode::KeyC, "KeyC"),
    (KeyCode::KeyD, "KeyD"),
    (KeyCode::KeyE, "KeyE"),
    (KeyCode::KeyF, "KeyF"),
    (KeyCode::KeyG, "KeyG"),
    (KeyCode::KeyH, "KeyH"),
    (KeyCode::KeyI, "KeyI"),
    (KeyCode::KeyJ, "KeyJ"),
    (KeyCode::KeyK, "KeyK"),
    (KeyCode::KeyL, "KeyL"),
    (KeyCode::KeyM, "KeyM"),
    (KeyCode::KeyN, "KeyN"),
    (KeyCode::KeyO, "KeyO"),
    (KeyCode::KeyP, "KeyP"),
    (KeyCode::KeyQ, "KeyQ"),
    (KeyCode::KeyR, "KeyR"),
    (KeyCode::KeyS, "KeyS"),
    (KeyCode::KeyT, "KeyT"),
    (KeyCode::KeyU, "KeyU"),
    (KeyCode::KeyV, "KeyV"),
    (KeyCode::KeyW, "KeyW"),
    (KeyCode::KeyX, "KeyX"),
    (KeyCode::KeyY, "KeyY"),
    (KeyCode::KeyZ, "KeyZ"),
    (KeyCode::Digit0, "Digit0"),
    (KeyCode::Digit1, "Digit1"),
    (KeyCode::Digit2, "Digit2"),
    (KeyCode::Digit3, "Digit3"),
    (KeyCode::Digit4, "Digit4"),
    (KeyCode::Digit5, "Digit5"),
    (KeyCode::Digit6, "Digit6"),
    (KeyCode::Digit7, "Digit7"),
    (KeyCode::Digit8, "Digit8"),
    (KeyCode::Digit9, "Digit9"),
];

/// The saved name of a bindable key.
pub fn key_name(key: KeyCode) -> Option<&'static str> {
    BINDABLE.iter().find(|(k, _)| *k == key).map(|(_, name)| *name)
}

/// The key a saved name stands for, if it is bindable.
pub fn key_named(name: &str) -> Option<KeyCode> {
    BINDABLE.iter().find(|(_, n)| *n == name).map(|(k, _)| *k)
}

/// What a player sees for a key: `W`, `7`.
pub fn key_label(key: KeyCode) -> String {
    key_name(key)
        .map_or_else(|| format!("{key:?}"), |name| name.trim_start_matches("Key").trim_start_matches("Digit").into())
}

impl Settings {
    /// The key bound to `action`.
    pub fn key(&self, action: Action) -> KeyCode {
        let at = Action::ALL.iter().position(|&a| a == action).unwrap_or(0);
        self.keys.get(at).and_then(|name| key_named(name)).unwrap_or(action.default_key())
    }

    /// Binds `key` to `action`; an action that had `key` takes `action`'s old key (a swap, so
    /// no key does two things).
    pub fn bind(&mut self, action: Action, key: KeyCode) {
        if key_name(key).is_none() {
            return;
        }
        let old = self.key(action);
        for other in Action::ALL {
            if other != action && self.key(other) == key {
                self.set(other, old);
            }
        }
        self.set(action, key);
    }

    fn set(&mut self, action: Action, key: KeyCode) {
        let mut keys: Vec<String> =
            Action::ALL.iter().map(|&a| key_name(self.key(a)).unwrap_or_default().into()).collect();
        let at = Action::ALL.iter().position(|&a| a == action).unwrap_or(0);
        keys[at] = key_name(key).unwrap_or_default().into();
        self.keys = keys;
    }

    /// These settings with every value usable, and a warning for each one changed.
    pub fn sanitized(mut self) -> (Settings, Vec<String>) {
        let mut warnings = Vec::new();
        for (name, value) in [("music", &mut self.music), ("effects", &mut self.effects)] {
            if *value > MAX_VOLUME {
                warnings.push(format!("the {name} volume {value} is over {MAX_VOLUME}; using {MAX_VOLUME}"));
                *value = MAX_VOLUME;
            }
        }
        let names_ok = self.keys.len() == Action::ALL.len() && self.keys.iter().all(|k| key_named(k).is_some());
        let keys: Vec<KeyCode> = Action::ALL.iter().map(|&a| self.key(a)).collect();
        let twice = keys.iter().enumerate().any(|(i, k)| keys[..i].contains(k));
        if !names_ok || twice {
            warnings.push(format!(
                "the saved key bindings {:?} are not one letter or digit per action; using the defaults",
                self.keys
            ));
            self.keys = Settings::default().keys;
        }
        (self, warnings)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binding_a_taken_key_swaps_and_bad_saves_are_put_right() {
        let mut settings = Settings::default();
        assert_eq!(settings.key(Action::Up), KeyCode::KeyW);
        settings.bind(Action::Up, KeyCode::KeyZ);
        assert_eq!(settings.key(Action::Up), KeyCode::KeyZ);
        settings.bind(Action::Left, KeyCode::KeyH);
        assert_eq!(
            (settings.key(Action::Left), settings.key(Action::Route)),
            (KeyCode::KeyH, KeyCode::KeyA),
            "swapped"
        );
        assert_eq!(key_label(KeyCode::KeyZ), "Z");
        let (same, warnings) = settings.clone().sanitized();
        assert_eq!((same, warnings.len()), (settings, 0));
        let bad = Settings { music: 900, keys: vec!["KeyW".into(), "Escape".into()], ..Settings::default() };
        let (fixed, warnings) = bad.sanitized();
        assert_eq!((fixed.music, fixed.keys, warnings.len()), (MAX_VOLUME, Settings::default().keys, 2));
        let twice = Settings { keys: vec!["KeyW".into(); Action::ALL.len()], ..Settings::default() };
        assert_eq!(twice.sanitized().0.keys, Settings::default().keys);
    }
}
