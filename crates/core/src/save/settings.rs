//! The player's settings, saved with the progress: sound (music and effects volume, mute),
//! the board's palette (standard, colour-blind safe, high contrast) and the key bindings
//! (the letter key of each direction, beside the arrows, and the run's main keys).
//!
//! Keys are saved by name (`KeyW`, [`Key`]); a name the game does not know, or a key bound twice, is
//! put back to its default with a warning when loaded.

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
    /// The mouse stops at every junction unless the key of its way is held (else it runs on
    /// until a key turns it): [`Keys::stop_at_junctions`](crate::rules::Keys).
    pub stop_at_junctions: bool,
}

impl Default for Settings {
    fn default() -> Self {
        let keys = Action::ALL.iter().map(|a| a.default_key().name()).collect();
        Settings { music: 60, effects: 80, mute: false, palette: Palette::Standard, keys, stop_at_junctions: false }
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

    pub fn default_key(self) -> Key {
        Key(match self {
            Action::Up => 'W',
            Action::Right => 'D',
            Action::Down => 'S',
            Action::Left => 'A',
            Action::Route => 'H',
            Action::Restart => 'R',
            Action::NewMaze => 'N',
            Action::Ghost => 'G',
            Action::Thoughts => 'T',
            Action::Map => 'M',
        })
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

/// A key that may be bound: a letter or a digit (the arrows, Enter and Esc keep their jobs),
/// as the character on it (`'W'`, `'7'`). Saved by its name in the game's key codes
/// (`KeyW`, `Digit7`); the game maps it to and from its own key codes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Key(char);

impl Key {
    /// Every bindable key: `A`..=`Z`, then `0`..=`9`.
    pub fn all() -> impl Iterator<Item = Key> {
        ('A'..='Z').chain('0'..='9').map(Key)
    }

    /// The key with `label` on it (`'w'` or `'W'`, `'7'`), if it may be bound.
    pub fn from_char(label: char) -> Option<Key> {
        let label = label.to_ascii_uppercase();
        (label.is_ascii_uppercase() || label.is_ascii_digit()).then_some(Key(label))
    }

    /// The character on the key: `'W'`, `'7'`.
    pub fn char(self) -> char {
        self.0
    }

    /// Its saved name: `KeyW`, `Digit7`.
    pub fn name(self) -> String {
        let kind = if self.0.is_ascii_digit() { "Digit" } else { "Key" };
        format!("{kind}{}", self.0)
    }

    /// The key a saved name stands for, if it is bindable.
    pub fn named(name: &str) -> Option<Key> {
        let label = name.strip_prefix("Key").filter(|l| l.len() == 1 && l.as_bytes()[0].is_ascii_uppercase());
        let label =
            label.or_else(|| name.strip_prefix("Digit").filter(|l| l.len() == 1 && l.as_bytes()[0].is_ascii_digit()));
        label.and_then(|l| l.chars().next()).map(Key)
    }

    /// What a player sees for it: `W`, `7`.
    pub fn label(self) -> String {
        self.0.to_string()
    }
}

impl Settings {
    /// The key bound to `action`.
    pub fn key(&self, action: Action) -> Key {
        let at = Action::ALL.iter().position(|&a| a == action).unwrap_or(0);
        self.keys.get(at).and_then(|name| Key::named(name)).unwrap_or(action.default_key())
    }

    /// Binds `key` to `action`; an action that had `key` takes `action`'s old key (a swap, so
    /// no key does two things).
    pub fn bind(&mut self, action: Action, key: Key) {
        let old = self.key(action);
        for other in Action::ALL {
            if other != action && self.key(other) == key {
                self.set(other, old);
            }
        }
        self.set(action, key);
    }

    fn set(&mut self, action: Action, key: Key) {
        let mut keys: Vec<String> = Action::ALL.iter().map(|&a| self.key(a).name()).collect();
        let at = Action::ALL.iter().position(|&a| a == action).unwrap_or(0);
        keys[at] = key.name();
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
        let names_ok = self.keys.len() == Action::ALL.len() && self.keys.iter().all(|k| Key::named(k).is_some());
        let keys: Vec<Key> = Action::ALL.iter().map(|&a| self.key(a)).collect();
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
        assert_eq!(settings.key(Action::Up), Key('W'));
        settings.bind(Action::Up, Key('Z'));
        assert_eq!(settings.key(Action::Up), Key('Z'));
        settings.bind(Action::Left, Key('H'));
        assert_eq!((settings.key(Action::Left), settings.key(Action::Route)), (Key('H'), Key('A')), "swapped");
        assert_eq!(Key('Z').label(), "Z");
        assert_eq!(Key::all().count(), 36);
        for key in Key::all() {
            assert_eq!(Key::named(&key.name()), Some(key));
        }
        assert_eq!((Key::named("Escape"), Key::named("Keyw"), Key::from_char('j')), (None, None, Some(Key('J'))));
        let (same, warnings) = settings.clone().sanitized();
        assert_eq!((same, warnings.len()), (settings, 0));
        let bad = Settings { music: 900, keys: vec!["KeyW".into(), "Escape".into()], ..Settings::default() };
        let (fixed, warnings) = bad.sanitized();
        assert_eq!((fixed.music, fixed.keys, warnings.len()), (MAX_VOLUME, Settings::default().keys, 2));
        let twice = Settings { keys: vec!["KeyW".into(); Action::ALL.len()], ..Settings::default() };
        assert_eq!(twice.sanitized().0.keys, Settings::default().keys);
    }
}
