//! The board's colours in each [`Palette`] of the settings: the route, the trail, the rivals
//! and the doors' states, and which board tiles are drawn. The colour-blind-safe palette
//! swaps the doors' green and red for blue and deep purple, the trail for sky
//! blue, and darkens rivals against the orange route; the high-contrast one draws a white
//! floor with black walls, a red route and strong door colours.

use bevy::prelude::*;

use super::art::GameArt;
pub use crate::save::Palette;

/// Player two's colour: yellow (Okabe-Ito's), apart for every kind of colour vision from
/// player one's grey mouse and teal or sky-blue trail, and from the violet rivals.
pub const PLAYER_TWO: Color = Color::srgb(0.94, 0.89, 0.26);
/// Player two's path on the Won screen: a dark gold that shows over its yellow trail and the
/// floor alike.
pub const PLAYER_TWO_PATH: Color = Color::srgb(0.62, 0.45, 0.0);
/// The faint wash over the cells a searching rival has explored (T): route.png's tile 16 on
/// squares, the same colour on the other shapes.
pub const THOUGHT: Color = Color::srgba(0.541, 0.361, 1.0, 0.275);

/// The colours of one palette.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Colours {
    /// Tint of the revealed route (the route art is orange).
    pub route: Color,
    pub trail: Color,
    /// Tint of a rival's sprite.
    pub rival: Color,
    pub door_open: Color,
    pub door_closing: Color,
    pub door_shut: Color,
    /// The trail's and the route's colours, in words (the Won screen's legend).
    pub trail_word: &'static str,
    pub route_word: &'static str,
}

impl Colours {
    /// The route's colour where it is drawn as a plain line (the shapes' boards): route.png's
    /// orange tinted by [`Colours::route`], as the square board's tiles show it, so the
    /// legend's [`Colours::route_word`] names it on every board.
    pub fn route_line(&self) -> Color {
        let (art, tint) = (ROUTE_ART.to_srgba(), self.route.to_srgba());
        Color::srgb(art.red * tint.red, art.green * tint.green, art.blue * tint.blue)
    }
}

/// The route's line in route.png (`assets/make_assets.py`, `ROUTE`).
const ROUTE_ART: Color = Color::srgb(1.0, 0.416, 0.169);

/// What a settings [`Palette`] looks like on the board (the palette itself is the core's
/// saved choice; its colours are the game's).
pub trait PaletteLook {
    /// The colours of this palette.
    fn colours(self) -> Colours;
    /// The board tiles this palette draws.
    fn tiles(self, art: &GameArt) -> Handle<Image>;
}

impl PaletteLook for Palette {
    fn colours(self) -> Colours {
        match self {
            Palette::Standard => Colours {
                route: Color::WHITE,
                trail: Color::srgb(0.35, 0.85, 0.8),
                rival: Color::WHITE,
                door_open: Color::srgb(0.33, 0.82, 0.45),
                door_closing: Color::srgb(1.0, 0.69, 0.0),
                door_shut: Color::srgb(0.88, 0.22, 0.22),
                trail_word: "teal",
                route_word: "orange",
            },
            Palette::ColourBlind => Colours {
                route: Color::WHITE,
                trail: Color::srgb(0.34, 0.71, 0.91),
                rival: Color::srgb(0.55, 0.55, 0.6),
                door_open: Color::srgb(0.0, 0.45, 0.70),
                door_closing: Color::srgb(0.94, 0.89, 0.26),
                door_shut: Color::srgb(0.4, 0.1, 0.5),
                trail_word: "sky blue",
                route_word: "orange",
            },
            Palette::HighContrast => Colours {
                route: Color::srgb(0.9, 0.2, 0.5),
                trail: Color::srgb(0.1, 0.35, 1.0),
                rival: Color::WHITE,
                door_open: Color::srgb(0.0, 0.85, 0.2),
                door_closing: Color::srgb(1.0, 0.55, 0.0),
                door_shut: Color::srgb(0.85, 0.0, 0.85),
                trail_word: "blue",
                route_word: "red",
            },
        }
    }

    fn tiles(self, art: &GameArt) -> Handle<Image> {
        match self {
            Palette::HighContrast => art.tiles_contrast.clone(),
            _ => art.tiles.clone(),
        }
    }
}
