//! One maze recipe: the algorithm, the size, the seed, the braid share and the doors that
//! make a maze.
//! Every place that makes a maze from settings (the CLI's options, the difficulty presets,
//! generated levels, the custom game, the game's run) holds or builds a [`MazeRecipe`] and
//! calls [`MazeRecipe::build`], so the same recipe gives the same maze everywhere.
//!
//! ```
//! use mousemaze_maze::{Algorithm, doors::DoorAmount, recipe::MazeRecipe};
//!
//! let recipe = MazeRecipe { algorithm: Algorithm::Wilson, width: 12, height: 8, seed: 3, braid: 0.25, ..Default::default() };
//! let maze = recipe.build().unwrap();
//! assert_eq!((maze.width(), maze.height()), (12, 8));
//! assert_eq!(maze, recipe.build().unwrap(), "a recipe always gives the same maze");
//! assert_ne!(maze, recipe.with_seed(4).build().unwrap());
//!
//! // Doors come from the same seed, on their own stream: the maze stays the same.
//! let with_doors = MazeRecipe { doors: DoorAmount::Count(4), ..recipe };
//! let (same, doors) = with_doors.build_with_doors().unwrap();
//! assert_eq!((same, doors.len()), (maze, 4));
//! assert_eq!(with_doors.to_string(), "12x8 wilson, seed 3, braid 0.25, 4 doors");
//! ```

use std::fmt;

use super::doors::{DoorAmount, Doors, DoorsAsked, place_doors};
use super::{Algorithm, GenStep, Maze, MazeError};

/// Everything that decides a generated maze.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MazeRecipe {
    pub algorithm: Algorithm,
    pub width: u32,
    pub height: u32,
    pub seed: u64,
    /// Share of dead ends removed after generation, 0..=1 (0 = a perfect maze).
    #[serde(default)]
    pub braid: f64,
    /// Electronic doors placed from the seed (none by default).
    #[serde(default, skip_serializing_if = "DoorAmount::is_none")]
    pub doors: DoorAmount,
}

impl MazeRecipe {
    /// Makes the maze: `algorithm` from `seed`, then braided with the same random stream.
    /// The size is checked before anything is allocated.
    pub fn build(&self) -> Result<Maze, MazeError> {
        self.build_observed(|_| {})
    }

    /// Like [`MazeRecipe::build`], telling `observe` every generation step (for progress
    /// bars and animation).
    pub fn build_observed(&self, observe: impl FnMut(GenStep)) -> Result<Maze, MazeError> {
        self.algorithm.generate_braided_observed(self.width, self.height, self.seed, self.braid, observe)
    }

    /// The maze and its doors, placed from the seed between the maze's corners (where the
    /// game, the CLI and generated levels start and put the cheese).
    pub fn build_with_doors(&self) -> Result<(Maze, Doors), RecipeError> {
        let maze = self.build().map_err(RecipeError::Maze)?;
        let doors = self.place_doors(&maze).map_err(RecipeError::Doors)?;
        Ok((maze, doors))
    }

    /// The doors this recipe asks for, on `maze` (the maze it builds), between its corners.
    pub fn place_doors(&self, maze: &Maze) -> Result<Doors, DoorsAsked> {
        let (start, goal) = maze.corners();
        place_doors(maze, self.doors, self.seed, start, goal)
    }

    /// The same recipe with another seed.
    pub fn with_seed(self, seed: u64) -> MazeRecipe {
        MazeRecipe { seed, ..self }
    }
}

/// Why a recipe made no maze: its size, or the doors it asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum RecipeError {
    Maze(MazeError),
    Doors(DoorsAsked),
}

impl fmt::Display for RecipeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecipeError::Maze(e) => e.fmt(f),
            RecipeError::Doors(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for RecipeError {}

impl Default for MazeRecipe {
    /// A 20×10 perfect backtracker maze from seed 0 (the CLI's defaults).
    fn default() -> Self {
        MazeRecipe {
            algorithm: Algorithm::Backtracker,
            width: 20,
            height: 10,
            seed: 0,
            braid: 0.0,
            doors: DoorAmount::NONE,
        }
    }
}

impl fmt::Display for MazeRecipe {
    /// `21x15 backtracker, seed 7`, and the braid share and the doors when there are some.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{} {}, seed {}", self.width, self.height, self.algorithm, self.seed)?;
        if self.braid > 0.0 {
            write!(f, ", braid {}", self.braid)?;
        }
        if self.doors.is_none() { Ok(()) } else { write!(f, ", {}", self.doors) }
    }
}
