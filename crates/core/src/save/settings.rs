//! The player's settings, saved with the progress: sound (music and effects volume, mute),
//! the board's palette (standard, colour-blind safe, high contrast) and the key bindings
//! (the letter key of each direction, beside the arrows, and the run's main keys).
//!
//! Keys are saved by name (`KeyW`, [`Key`]); a name the game does not know, or a key bound twice, is
//! put back to its default (or a free key) with a warning when loaded, that key alone
//! (`key_repair.rs`).

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
    /// Player two's key names (a race of two), in [`Action::PLAYER_TWO`]'s order; a save
    /// from before them has none and gets the defaults.
    pub player_two: Vec<String>,
    /// The mouse stops at every junction unless the key of its way is held (else it runs on
    /// until a key turns it): [`Keys::stop_at_junctions`](crate::rules::Keys).
    pub stop_at_junctions: bool,
}

impl Default for Settings {
    fn default() -> Self {
        let keys = Action::ALL.iter().map(|a| a.default_key().name()).collect();
        let player_two = Action::PLAYER_TWO.iter().map(|a| a.default_key().name()).collect();
        Settings {
            music: 60,
            effects: 80,
            mute: false,
            palette: Palette::Standard,
            keys,
            player_two,
            stop_at_junctions: false,
        }
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
    /// Player two's keys in a race of two (beside the arrows, which always move player two).
    UpTwo,
    RightTwo,
    DownTwo,
    LeftTwo,
    RouteTwo,
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

    /// Player two's keys.
    pub const PLAYER_TWO: [Action; 5] =
        [Action::UpTwo, Action::RightTwo, Action::DownTwo, Action::LeftTwo, Action::RouteTwo];

    /// Every rebindable key's action: player one's (the one player's), then player two's.
    pub fn every() -> impl Iterator<Item = Action> {
        Action::ALL.into_iter().chain(Action::PLAYER_TWO)
    }

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
            Action::UpTwo => 'I',
            Action::RightTwo => 'L',
            Action::DownTwo => 'K',
            Action::LeftTwo => 'J',
            Action::RouteTwo => 'O',
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
            Action::UpTwo => "Player two up",
            Action::RightTwo => "Player two right",
            Action::DownTwo => "Player two down",
            Action::LeftTwo => "Player two left",
            Action::RouteTwo => "Player two's route",
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
        let (names, at) = self.names_of(action);
        names.get(at).and_then(|name| Key::named(name)).unwrap_or(action.default_key())
    }

    /// The saved names `action` is among (player one's or player two's), and where.
    fn names_of(&self, action: Action) -> (&Vec<String>, usize) {
        match Action::PLAYER_TWO.iter().position(|&a| a == action) {
            Some(at) => (&self.player_two, at),
            None => (&self.keys, Action::ALL.iter().position(|&a| a == action).unwrap_or(0)),
        }
    }

    /// Binds `key` to `action`; an action that had `key` takes `action`'s old key (a swap, so
    /// no key does two things). The action swapped, if any, to be told to the player.
    pub fn bind(&mut self, action: Action, key: Key) -> Option<Action> {
        let old = self.key(action);
        let swapped = Action::every().find(|&other| other != action && self.key(other) == key);
        if let Some(other) = swapped {
            self.set(other, old);
        }
        self.set(action, key);
        swapped
    }

    /// What a swap made by [`Settings::bind`] did, in words: `W was Up's key: Up is now on I`.
    pub fn swap_words(&self, action: Action, swapped: Action) -> String {
        let (key, old) = (self.key(action).label(), self.key(swapped).label());
        format!("{key} was {}'s key: {} is now on {old}", swapped.describe(), swapped.describe())
    }

    fn set(&mut self, action: Action, key: Key) {
        let names = |list: &[Action]| list.iter().map(|&a| self.key(a).name()).collect::<Vec<_>>();
        let (mut keys, mut two) = (names(&Action::ALL), names(&Action::PLAYER_TWO));
        let (list, at) = match Action::PLAYER_TWO.iter().position(|&a| a == action) {
            Some(at) => (&mut two, at),
            None => (&mut keys, Action::ALL.iter().position(|&a| a == action).unwrap_or(0)),
        };
        list[at] = key.name();
        (self.keys, self.player_two) = (keys, two);
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
        self.repair_keys(&mut warnings);
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
        assert_eq!(settings.bind(Action::Left, Key('H')), Some(Action::Route));
        assert_eq!((settings.key(Action::Left), settings.key(Action::Route)), (Key('H'), Key('A')), "swapped");
        assert_eq!(settings.swap_words(Action::Left, Action::Route), "H was Show route's key: Show route is now on A");
        assert_eq!(settings.bind(Action::Left, Key('Q')), None, "a free key swaps nothing");
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
        // The volume, the unknown name, and the eight keys missing.
        assert_eq!((fixed.music, fixed.keys, warnings.len()), (MAX_VOLUME, Settings::default().keys, 3));
        let twice = Settings { keys: vec!["KeyW".into(); Action::ALL.len()], ..Settings::default() };
        assert_eq!(twice.sanitized().0.keys, Settings::default().keys);
    }

    #[test]
    fn player_two_binds_in_the_same_keys_and_old_saves_get_the_defaults() {
        let mut settings = Settings::default();
        assert_eq!(Action::PLAYER_TWO.map(|a| settings.key(a).char()), ['I', 'L', 'K', 'J', 'O']);
        settings.bind(Action::RouteTwo, Key('H'));
        assert_eq!((settings.key(Action::RouteTwo), settings.key(Action::Route)), (Key('H'), Key('O')), "swapped");
        settings.bind(Action::UpTwo, Key('8'));
        assert_eq!(settings.player_two[0], "Digit8");
        assert_eq!(settings.clone().sanitized(), (settings.clone(), vec![]));
        // A save from before player two's keys, with player one on I: player two's up moves.
        let old = Settings { player_two: vec![], ..Settings::default() };
        let mut old = old.clone();
        old.keys[0] = "KeyI".into();
        let (fixed, warnings) = old.sanitized();
        assert_eq!(warnings.len(), 1, "{warnings:?}");
        assert_eq!(fixed.key(Action::Up), Key('I'), "player one's keys kept");
        let two: Vec<Key> = Action::PLAYER_TWO.iter().map(|&a| fixed.key(a)).collect();
        assert!(!two.contains(&Key('I')) && two[1..] == [Key('L'), Key('K'), Key('J'), Key('O')], "{two:?}");
    }

    #[test]
    fn one_bad_saved_key_is_put_right_alone() {
        // Player two's keys, one of them a name the game does not know.
        let two = ["KeyU", "KeyP", "Launch9", "KeyF", "KeyB"].map(String::from).to_vec();
        let (fixed, warnings) = Settings { player_two: two, ..Settings::default() }.sanitized();
        assert_eq!(fixed.player_two, ["KeyU", "KeyP", "KeyK", "KeyF", "KeyB"], "the four good keys kept");
        assert!(warnings[0].contains("\"Launch9\" for Player two down"), "{warnings:?}");
        // Player one's ten keys, one of them repeated: the first keeps it.
        let one = ["KeyQ", "KeyE", "KeyZ", "KeyQ", "Digit1", "Digit2", "Digit3", "Digit4", "KeyY", "Digit5"];
        let (fixed, warnings) = Settings { keys: one.map(String::from).to_vec(), ..Settings::default() }.sanitized();
        let mut kept = one;
        kept[3] = "KeyA";
        assert_eq!(fixed.keys, kept, "Left back on its default, the nine others kept");
        assert_eq!(warnings.len(), 1, "{warnings:?}");
    }
}
