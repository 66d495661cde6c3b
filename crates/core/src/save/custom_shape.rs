//! The shape the custom game's menu offers, saved with the rest of its fields: squares (the
//! default, what older saves had), a rectangle of hexagons, a big hexagon, triangles, a
//! circle, octagons and squares, squares with diagonals, a torus (squares whose edges wrap),
//! three floors, squares woven with bridges, or squares mirrored both ways. Width and height size a rectangle; a big
//! hexagon's radius and a circle's rings are typed in the width field.

use serde::{Deserialize, Serialize};

use crate::content::shaped_recipe::shape_word;
use crate::maze::shape::Shape;

/// A custom game's shape.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CustomShape {
    #[default]
    Square,
    Hex,
    Hexagon,
    Triangle,
    Circle,
    /// Octagons and squares (the upsilon tiling).
    Octagons,
    /// Squares with diagonal passages (zeta).
    Diagonals,
    /// Squares whose four edges wrap round (a torus).
    Torus,
    /// Three floors of squares joined by stairs.
    Floors,
    /// Squares whose corridors pass under bridges (a weave).
    Bridges,
    /// Squares mirrored both ways (symmetry xy).
    Mirrored,
}

/// The share of tunnels offered on the custom game's woven squares.
const CUSTOM_WEAVE: f64 = 0.5;
/// The floors of the custom game's maze of floors.
const CUSTOM_FLOORS: u32 = 3;

impl CustomShape {
    /// In the menu's order.
    pub const ALL: [CustomShape; 11] = [
        CustomShape::Square,
        CustomShape::Hex,
        CustomShape::Hexagon,
        CustomShape::Triangle,
        CustomShape::Circle,
        CustomShape::Octagons,
        CustomShape::Diagonals,
        CustomShape::Torus,
        CustomShape::Floors,
        CustomShape::Bridges,
        CustomShape::Mirrored,
    ];

    /// How the menu says it ([`shape_word`]).
    pub fn name(self) -> &'static str {
        match self {
            CustomShape::Bridges => "bridges (weave)",
            CustomShape::Torus => "torus",
            CustomShape::Mirrored => "mirrored squares",
            _ => self.shape(2, 2).map_or("squares", shape_word),
        }
    }

    /// The symmetry of the maze: mirrored squares' only.
    pub fn symmetry(self) -> Option<crate::maze::knobs::symmetry::Symmetry> {
        (self == CustomShape::Mirrored).then_some(crate::maze::knobs::symmetry::Symmetry::Xy)
    }

    /// The share of tunnels offered under straight passages: woven squares' only.
    pub fn weave(self) -> f64 {
        if self == CustomShape::Bridges { CUSTOM_WEAVE } else { 0.0 }
    }

    /// What the width field sizes: `width`, or a big hexagon's `radius`, a circle's `rings`.
    pub fn first_size(self) -> &'static str {
        match self {
            CustomShape::Hexagon => "radius",
            CustomShape::Circle => "rings",
            _ => "width",
        }
    }

    /// Whether the height field is used.
    pub fn has_height(self) -> bool {
        !matches!(self, CustomShape::Hexagon | CustomShape::Circle)
    }

    /// The maze library's shape of this size; `None` for squares (the square game).
    pub fn shape(self, width: u32, height: u32) -> Option<Shape> {
        match self {
            CustomShape::Square => None,
            CustomShape::Hex => Some(Shape::Hex { width, height }),
            CustomShape::Hexagon => Some(Shape::Hexagon { radius: width }),
            CustomShape::Triangle => Some(Shape::Triangle { width, height }),
            CustomShape::Circle => Some(Shape::Polar { rings: width }),
            CustomShape::Octagons => Some(Shape::Upsilon { width, height }),
            CustomShape::Diagonals => Some(Shape::Zeta { width, height }),
            CustomShape::Torus => Some(Shape::Wrapped { width, height, wrap: crate::maze::shape::Wrap::XY }),
            CustomShape::Floors => Some(Shape::Floors { width, height, floors: CUSTOM_FLOORS }),
            CustomShape::Bridges | CustomShape::Mirrored => Some(Shape::Square { width, height }),
        }
    }
}
