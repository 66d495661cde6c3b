//! A level's goal region: more goal cells beside the cheese (a micromouse maze's 2×2 centre),
//! written `goal: (x: 7, y: 7)` for one cell or `goal: [(x: 7, y: 7), (x: 8, y: 7)]` for
//! several. Reaching any goal cell (or the cheese) ends a mouse's race; with no `cheese`
//! field and no `G` mark, the cheese is the first goal cell. Each cell is checked: inside the
//! maze, and not the start.
//!
//! ```
//! use mousemaze_core::content::level::Level;
//! use mousemaze_maze::Pos;
//!
//! let text = r#"(name: "Centre", maze: Generated(algorithm: "prim", width: 6, height: 6, seed: 1),
//!     goal: [(x: 2, y: 2), (x: 3, y: 2), (x: 2, y: 3), (x: 3, y: 3)])"#;
//! let built = Level::from_ron(text, "centre.ron").unwrap().build().unwrap();
//! assert_eq!(built.board.goal, Pos::new(2, 2));
//! assert_eq!(built.board.goals().len(), 4);
//! let one = text.replace("[(x: 2, y: 2), (x: 3, y: 2), (x: 2, y: 3), (x: 3, y: 3)]", "(x: 9, y: 2)");
//! let err = Level::from_ron(&one, "centre.ron").unwrap_err().to_string();
//! assert!(err.starts_with("centre.ron:2:11: goal cell (9, 2) is outside the 6×6 maze"), "{err}");
//! ```

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::source::Problem;
use crate::maze::{Maze, Pos};

/// The goal cells a level lists besides its cheese (none by default).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GoalCells(pub Vec<Pos>);

/// How a file writes them: one cell, or a list.
#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum Written {
    One(Pos),
    Many(Vec<Pos>),
}

impl GoalCells {
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Checks every cell against `maze` and `start`.
    pub(super) fn check(&self, maze: &Maze, start: Pos) -> Result<(), Problem> {
        for &cell in &self.0 {
            if !maze.contains(cell) {
                let (w, h) = (maze.width(), maze.height());
                let message = format!("goal cell {cell} is outside the {w}×{h} maze: x must be below {w}, y below {h}");
                return Err(Problem::field("goal", message));
            }
            if cell == start {
                return Err(Problem::field("goal", format!("goal cell {cell} is the start: put them apart")));
            }
        }
        Ok(())
    }
}

impl Serialize for GoalCells {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self.0.as_slice() {
            [one] => Written::One(*one).serialize(serializer),
            many => Written::Many(many.to_vec()).serialize(serializer),
        }
    }
}

impl<'de> Deserialize<'de> for GoalCells {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<GoalCells, D::Error> {
        // Serde's own word for a value that is neither ("did not match any variant of
        // untagged enum Written") names nothing the player wrote.
        let written = Written::deserialize(deserializer).map_err(|_| {
            serde::de::Error::custom(
                "expected a goal cell like (x: 7, y: 7), or a list of them like [(x: 7, y: 7), (x: 8, y: 7)]",
            )
        })?;
        Ok(match written {
            Written::One(cell) => GoalCells(vec![cell]),
            Written::Many(cells) => GoalCells(cells),
        })
    }
}
