//! The saved settings of what the board shows: whether a new maze is carved before the
//! player's eyes, and how much of the player's trail is tinted.

use serde::{Deserialize, Serialize};

/// What the board shows, as the player set it (the pause menu).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SeeingSettings {
    /// Replay the maze's generation when a run starts.
    pub carve: bool,
    pub trail: TrailSetting,
    /// Show the ghost of the best run (G).
    pub ghost: bool,
}

impl Default for SeeingSettings {
    fn default() -> Self {
        SeeingSettings { carve: true, trail: TrailSetting::Fading, ghost: true }
    }
}

/// How the cells the player has run through are tinted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum TrailSetting {
    /// No trail.
    Off,
    /// Every cell visited, the oldest faintest.
    #[default]
    Fading,
    /// Only the last N cells entered.
    Last(u32),
}

impl TrailSetting {
    /// The choices the menu cycles through, in order.
    pub const CHOICES: [TrailSetting; 4] =
        [TrailSetting::Fading, TrailSetting::Last(50), TrailSetting::Last(200), TrailSetting::Off];

    /// The next choice in the menu (a saved N the menu does not offer goes to the first).
    pub fn next(self) -> TrailSetting {
        let at = TrailSetting::CHOICES.iter().position(|&c| c == self);
        at.map_or(TrailSetting::CHOICES[0], |i| TrailSetting::CHOICES[(i + 1) % TrailSetting::CHOICES.len()])
    }

    /// How many of the latest cells entered are shown (`None`: all of them).
    pub fn keeps(self) -> Option<usize> {
        match self {
            TrailSetting::Off => Some(0),
            TrailSetting::Fading => None,
            TrailSetting::Last(n) => Some(n.clamp(1, 1_000_000) as usize),
        }
    }

    /// The words the menu shows.
    pub fn describe(self) -> String {
        match self {
            TrailSetting::Off => "off".into(),
            TrailSetting::Fading => "fading".into(),
            TrailSetting::Last(n) => format!("last {n} cells"),
        }
    }
}
