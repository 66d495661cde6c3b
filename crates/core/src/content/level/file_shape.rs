//! How [`MazeSpec`] is written in a level file: a generated maze's recipe fields go straight
//! inside `Generated(…)`, with `braid`, `doors` and `unicursal` optional (`unicursal: true`
//! makes it a labyrinth, [`MazeSpec::Labyrinth`]); a shaped maze's inside `Shaped(…)`, with
//! `braid` and `doors` optional; a drawn shaped maze's inside `DrawnShape(…)`, with `start`,
//! `cheese` and its list of `doors` optional ([`super::drawn_shape`], [`super::drawn_doors`]).

use serde::{Deserialize, Serialize};

use super::MazeSpec;
use super::drawn_doors::ShapedDoorFile;
use super::drawn_shape::DrawnShapeSpec;
use super::shaped::{LevelShape, ShapedSpec};
use crate::maze::Algorithm;
use crate::maze::doors::{CellDoor, DoorAmount};
use crate::maze::recipe::MazeRecipe;

#[derive(Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename = "MazeSpec")]
pub enum MazeSpecFile {
    Generated {
        algorithm: Algorithm,
        width: u32,
        height: u32,
        seed: u64,
        #[serde(default)]
        braid: f64,
        #[serde(default, skip_serializing_if = "DoorAmount::is_none")]
        doors: DoorAmount,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        unicursal: bool,
    },
    Drawn {
        layout: String,
    },
    Shaped {
        shape: LevelShape,
        algorithm: Algorithm,
        seed: u64,
        #[serde(default)]
        braid: f64,
        #[serde(default, skip_serializing_if = "DoorAmount::is_none")]
        doors: DoorAmount,
    },
    DrawnShape {
        shape: LevelShape,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        start: Option<u32>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        cheese: Option<u32>,
        passages: String,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        doors: Vec<ShapedDoorFile>,
    },
}

impl From<MazeSpecFile> for MazeSpec {
    fn from(file: MazeSpecFile) -> MazeSpec {
        match file {
            MazeSpecFile::Generated { algorithm, width, height, seed, braid, doors, unicursal } => {
                let recipe = MazeRecipe { algorithm, width, height, seed, braid, doors };
                if unicursal { MazeSpec::Labyrinth(recipe) } else { MazeSpec::Generated(recipe) }
            }
            MazeSpecFile::Drawn { layout } => MazeSpec::Drawn { layout },
            MazeSpecFile::Shaped { shape, algorithm, seed, braid, doors } => {
                MazeSpec::Shaped(ShapedSpec { shape, algorithm, seed, braid, doors })
            }
            MazeSpecFile::DrawnShape { shape, start, cheese, passages, doors } => {
                let doors = doors.into_iter().map(CellDoor::from).collect();
                MazeSpec::DrawnShape(DrawnShapeSpec { shape, start, cheese, passages, doors })
            }
        }
    }
}

impl From<MazeSpec> for MazeSpecFile {
    fn from(spec: MazeSpec) -> MazeSpecFile {
        match spec {
            MazeSpec::Generated(MazeRecipe { algorithm, width, height, seed, braid, doors }) => {
                MazeSpecFile::Generated { algorithm, width, height, seed, braid, doors, unicursal: false }
            }
            MazeSpec::Labyrinth(MazeRecipe { algorithm, width, height, seed, braid, doors }) => {
                MazeSpecFile::Generated { algorithm, width, height, seed, braid, doors, unicursal: true }
            }
            MazeSpec::Drawn { layout } => MazeSpecFile::Drawn { layout },
            MazeSpec::Shaped(ShapedSpec { shape, algorithm, seed, braid, doors }) => {
                MazeSpecFile::Shaped { shape, algorithm, seed, braid, doors }
            }
            MazeSpec::DrawnShape(DrawnShapeSpec { shape, start, cheese, passages, doors }) => {
                let doors = doors.into_iter().map(ShapedDoorFile::from).collect();
                MazeSpecFile::DrawnShape { shape, start, cheese, passages, doors }
            }
        }
    }
}
