//! Difficulty presets: each sets the maze (a [`MazeRecipe`] without its seed) and the rival
//! (kind and speed relative to the player). How winnable each one is, is measured by racing
//! in the rules core (`mousemaze_core::content::balance`); `mousemaze simulate` prints it.
//!
//! ```
//! use mousemaze_core::content::difficulty::Difficulty;
//!
//! let hard = Difficulty::Hard.recipe(7);
//! assert_eq!((hard.width, hard.height, hard.seed), (31, 21, 7));
//! assert!(hard.build().is_ok());
//! ```

use std::fmt;

use crate::maze::Algorithm;
use crate::maze::doors::DoorAmount;
use crate::maze::recipe::MazeRecipe;
use crate::rules::rivals::RivalKind;

/// The named difficulties.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Difficulty {
    Easy,
    #[default]
    Normal,
    Hard,
    Expert,
}

/// What a difficulty sets.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Preset {
    /// The maze; its seed is 0 here and every run picks its own ([`Difficulty::recipe`]).
    pub maze: MazeRecipe,
    pub rival: RivalKind,
    /// The rival's speed as a multiple of the player's.
    pub rival_speed: f32,
    /// Fog of war: the player sees only along the corridors from its cell (Expert).
    pub fog: bool,
}

impl Difficulty {
    pub const ALL: [Difficulty; 4] = [Difficulty::Easy, Difficulty::Normal, Difficulty::Hard, Difficulty::Expert];

    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "Easy",
            Difficulty::Normal => "Normal",
            Difficulty::Hard => "Hard",
            Difficulty::Expert => "Expert",
        }
    }

    /// The preset: tuned with `mousemaze simulate` so that a player who searches as a person
    /// does (`content::searching_player`) at the player's speed wins about 95 % of Easy's
    /// mazes or more, 75 % of Normal's, 50 % of Hard's and 25 % of Expert's, and a player who
    /// knows the fastest route wins them all. Hard's and Expert's sprinters run at the same
    /// speed: Expert's fog, size and doors are what make it harder (its loops give a searcher
    /// in fog other ways round).
    pub fn preset(self) -> Preset {
        let (width, height, algorithm, braid, doors, rival, rival_speed) = match self {
            Difficulty::Easy => (15, 11, Algorithm::Backtracker, 0.0, 0, RivalKind::Explorer, 0.8),
            Difficulty::Normal => (21, 15, Algorithm::Backtracker, 0.0, 0, RivalKind::Smeller, 0.95),
            Difficulty::Hard => (31, 21, Algorithm::Backtracker, 0.1, 4, RivalKind::Sprinter, 0.74),
            Difficulty::Expert => (41, 27, Algorithm::Kruskal, 0.4, 8, RivalKind::Sprinter, 0.77),
        };
        let (doors, fog) = (DoorAmount::Count(doors), self == Difficulty::Expert);
        Preset { maze: MazeRecipe { algorithm, width, height, seed: 0, braid, doors }, rival, rival_speed, fog }
    }

    /// The preset's maze from `seed`.
    pub fn recipe(self, seed: u64) -> MazeRecipe {
        self.preset().maze.with_seed(seed)
    }
}

crate::maze::names::named!(Difficulty, "difficulty", [
    Easy => "easy", "";
    Normal => "normal", "";
    Hard => "hard", "";
    Expert => "expert", "";
]);

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::names::checks::round_trip;

    #[test]
    fn difficulty_words_match_all_and_serde() {
        round_trip(&Difficulty::ALL);
    }
}
