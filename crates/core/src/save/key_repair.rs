//! Saved key bindings put right one key at a time: a name the game does not know, a key
//! already bound to another action (player one's keys come first, then player two's; in
//! each, the first one to name a key keeps it), or a missing name moves that action alone to
//! its default key if it is free, else to a free key that is no action's default; every
//! good key is kept, and a warning says what moved where.

use super::settings::{Action, Key, Settings};
use crate::maze::text::quoted_excerpt;

/// Why a saved key was not used.
enum Bad {
    /// No name saved for the action (the list is short).
    Missing,
    /// A name that is not a bindable key's.
    Unknown(String),
    /// A key another action (named) already has.
    Repeated(Key, Action),
}

impl Settings {
    /// Puts every unusable saved key right, keeping the rest; one warning per key moved (the
    /// missing ones of a list together, and names past the list's end dropped).
    pub(super) fn repair_keys(&mut self, warnings: &mut Vec<String>) {
        let lists: [(&str, &[Action], &mut Vec<String>); 2] =
            [("player one", &Action::ALL, &mut self.keys), ("player two", &Action::PLAYER_TWO, &mut self.player_two)];
        let mut taken: Vec<(Key, Action)> = Vec::new();
        let mut bad: Vec<(Action, Bad)> = Vec::new();
        for (_, actions, names) in &lists {
            for (at, &action) in actions.iter().enumerate() {
                let Some(name) = names.get(at) else {
                    bad.push((action, Bad::Missing));
                    continue;
                };
                match Key::named(name) {
                    None => bad.push((action, Bad::Unknown(name.clone()))),
                    Some(key) => match taken.iter().find(|(k, _)| *k == key) {
                        Some(&(_, owner)) => bad.push((action, Bad::Repeated(key, owner))),
                        None => taken.push((key, action)),
                    },
                }
            }
        }
        for (who, actions, names) in &lists {
            if names.len() > actions.len() {
                let extra: Vec<String> = names[actions.len()..].iter().map(|n| quoted_excerpt(n)).collect();
                warnings.push(format!(
                    "the saved keys of {who} name {} keys for {} actions; dropped the extra {}",
                    names.len(),
                    actions.len(),
                    extra.join(", ")
                ));
            }
        }
        let defaults: Vec<Key> = Action::every().map(Action::default_key).collect();
        let mut missing: Vec<String> = Vec::new();
        let mut moved: Vec<(Action, Key)> = Vec::new();
        for (action, why) in bad {
            let held = |k: &Key| taken.iter().any(|(t, _)| t == k);
            let default = action.default_key();
            let key = if held(&default) {
                let free: Vec<Key> = Key::all().filter(|k| !held(k)).collect();
                let spare = free.iter().find(|k| !defaults.contains(k));
                spare.or(free.first()).copied().unwrap_or(default)
            } else {
                default
            };
            taken.push((key, action));
            moved.push((action, key));
            let now = if key == default {
                format!("{} is on {}, its default", action.describe(), key.label())
            } else {
                format!("{} is on {} (its default {} is taken)", action.describe(), key.label(), default.label())
            };
            match why {
                Bad::Missing => missing.push(format!("{} on {}", action.describe(), key.label())),
                Bad::Unknown(name) => warnings.push(format!(
                    "the saved key {} for {} is not a letter or digit key (KeyA…KeyZ, Digit0…Digit9); {now}",
                    quoted_excerpt(&name),
                    action.describe()
                )),
                Bad::Repeated(key, owner) => warnings.push(format!(
                    "the saved key {} for {} is already {}'s key; {now}",
                    key.label(),
                    action.describe(),
                    owner.describe()
                )),
            }
        }
        if !missing.is_empty() {
            warnings.push(format!("some saved keys were missing: {}", missing.join(", ")));
        }
        let [(_, one, keys), (_, two, player_two)] = lists;
        for (actions, names) in [(one, keys), (two, player_two)] {
            names.truncate(actions.len());
            names.resize(actions.len(), String::new());
            for (at, action) in actions.iter().enumerate() {
                if let Some(&(_, key)) = moved.iter().find(|(a, _)| a == action) {
                    names[at] = key.name();
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(keys: &str) -> Vec<String> {
        keys.chars().map(|c| Key::from_char(c).unwrap().name()).collect()
    }

    fn repaired(settings: Settings) -> (Settings, Vec<String>) {
        let mut settings = settings;
        let mut warnings = Vec::new();
        settings.repair_keys(&mut warnings);
        (settings, warnings)
    }

    #[test]
    fn one_unknown_name_resets_that_key_alone() {
        let mut two = names("UPYFB");
        two[2] = "Launch9".into();
        let (fixed, warnings) = repaired(Settings { player_two: two, ..Settings::default() });
        assert_eq!(fixed.player_two, names("UPKFB"), "the four good keys kept, the bad one on its default K");
        assert_eq!(fixed.keys, Settings::default().keys);
        assert_eq!(
            warnings,
            ["the saved key \"Launch9\" for Player two down is not a letter or digit key (KeyA…KeyZ, Digit0…Digit9); \
              Player two down is on K, its default"]
        );
    }

    #[test]
    fn a_repeated_key_keeps_the_first_and_moves_the_later_one() {
        // Player one's ten keys, none a default, the fourth repeating the first.
        let (fixed, warnings) = repaired(Settings { keys: names("QEZQ1234Y5"), ..Settings::default() });
        assert_eq!(fixed.keys, names("QEZA1234Y5"), "Left back on A, its default; the nine others kept");
        assert_eq!(warnings, ["the saved key Q for Left is already Up's key; Left is on A, its default"]);
        // Its default taken by a good key: a free key that is no action's default.
        let (fixed, warnings) = repaired(Settings { keys: names("QEZQA234Y5"), ..Settings::default() });
        assert_eq!(fixed.keys, names("QEZBA234Y5"));
        assert!(warnings[0].ends_with("Left is on B (its default A is taken)"), "{warnings:?}");
        // Player two naming player one's key: player one keeps it.
        let (fixed, warnings) = repaired(Settings { player_two: names("WLKJO"), ..Settings::default() });
        assert_eq!((fixed.keys, fixed.player_two), (Settings::default().keys, names("ILKJO")));
        assert_eq!(
            warnings,
            ["the saved key W for Player two up is already Up's key; Player two up is on I, its default"]
        );
    }

    #[test]
    fn short_and_long_lists_are_filled_and_cut() {
        let mut keys = names("WDSAHRNGTM");
        keys.push("KeyZ".into());
        let (fixed, warnings) = repaired(Settings { keys, player_two: names("IL"), ..Settings::default() });
        assert_eq!((fixed.keys, fixed.player_two), (Settings::default().keys, Settings::default().player_two));
        assert_eq!(warnings.len(), 2, "{warnings:?}");
        assert!(warnings[0].contains("player one name 11 keys for 10 actions; dropped the extra \"KeyZ\""));
        assert!(warnings[1].contains("missing: Player two down on K, Player two left on J, Player two's route on O"));
        let (same, none) = repaired(Settings::default());
        assert_eq!((same, none), (Settings::default(), Vec::<String>::new()));
    }
}
