//! The shape the custom game's menu offers, saved with the rest of its fields: squares (the
//! default, what older saves had), a rectangle of hexagons, a big hexagon, triangles, a
//! circle, or octagons and squares. Width and height size a rectangle; a big hexagon's radius and a circle's rings
//! are typed in the width field.

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
}

impl CustomShape {
    /// In the menu's order.
    pub const ALL: [CustomShape; 6] = [
        CustomShape::Square,
        CustomShape::Hex,
        CustomShape::Hexagon,
        CustomShape::Triangle,
        CustomShape::Circle,
        CustomShape::Octagons,
    ];

    /// How the menu says it ([`shape_word`]).
    pub fn name(self) -> &'static str {
        self.shape(2, 2).map_or("squares", shape_word)
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
        }
    }
}
