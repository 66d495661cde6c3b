//! The game's art, drawn by `assets/make_assets.py` and compiled into the binary, so the
//! game runs from any folder and can never start with an asset missing.

use bevy::asset::RenderAssetUsages;
use bevy::image::{CompressedImageFormats, ImageSampler, ImageType, TextureError};
use bevy::prelude::*;

/// Handles to every texture, ready from the first frame.
#[derive(Resource, Debug, Clone)]
pub struct GameArt {
    /// 16 board tiles, indexed by passage bits.
    pub tiles: Handle<Image>,
    /// The same tiles in the high-contrast palette.
    pub tiles_contrast: Handle<Image>,
    /// 16 route tiles by link bits, then one "explored" tile, then a white wash and a whole white square (tinted),
    /// then 16 thin white lines by link bits (the Won screen's path).
    pub route: Handle<Image>,
    pub mouse: Handle<Image>,
    pub rival: Handle<Image>,
    /// Player two's mouse in a race of two (yellow).
    pub mouse_two: Handle<Image>,
    /// Two walking frames side by side (for every mouse).
    pub mouse_frames: Handle<TextureAtlasLayout>,
    pub cheese: Handle<Image>,
}

impl GameArt {
    /// The wall colour of the tileset (used for the board's frame).
    pub const WALL_COLOR: Color = Color::srgb(0.275, 0.329, 0.498);
    /// The page colour behind everything.
    pub const BACKGROUND: Color = Color::srgb(0.106, 0.118, 0.169);
    /// Warm text and accents.
    pub const ACCENT: Color = Color::srgb(1.0, 0.824, 0.247);
    pub const TEXT: Color = Color::srgb(0.93, 0.91, 0.86);
    pub const DIM_TEXT: Color = Color::srgb(0.62, 0.64, 0.72);
    /// Problems and losses.
    pub const WARNING: Color = Color::srgb(1.0, 0.45, 0.35);
}

const ART: [(&str, &[u8]); 7] = [
    ("tiles.png", include_bytes!("../../../assets/tiles.png")),
    ("tiles_contrast.png", include_bytes!("../../../assets/tiles_contrast.png")),
    ("route.png", include_bytes!("../../../assets/route.png")),
    ("mouse.png", include_bytes!("../../../assets/mouse.png")),
    ("rival.png", include_bytes!("../../../assets/rival.png")),
    ("mouse_two.png", include_bytes!("../../../assets/mouse_two.png")),
    ("cheese.png", include_bytes!("../../../assets/cheese.png")),
];

/// A built-in image that does not decode: its name, and why.
#[derive(Debug)]
pub struct ArtError {
    pub name: &'static str,
    pub error: TextureError,
}

impl std::fmt::Display for ArtError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the built-in image {} is damaged: {}", self.name, self.error)
    }
}

impl std::error::Error for ArtError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.error)
    }
}

/// Decodes one embedded PNG. Pixel art: sampled nearest, never blurred.
fn decode(name: &'static str, bytes: &[u8]) -> Result<Image, ArtError> {
    Image::from_buffer(
        bytes,
        ImageType::Extension("png"),
        CompressedImageFormats::NONE,
        true,
        ImageSampler::nearest(),
        RenderAssetUsages::default(),
    )
    .map_err(|error| ArtError { name, error })
}

impl GameArt {
    /// Decodes every image into the world's assets, before the app runs, so the art exists
    /// from the first frame; a damaged image is a clear error instead of a blank screen.
    pub fn load(world: &mut World) -> Result<GameArt, ArtError> {
        let mut handles = Vec::new();
        for (name, bytes) in ART {
            let image = decode(name, bytes)?;
            handles.push(world.resource_mut::<Assets<Image>>().add(image));
        }
        let layout = TextureAtlasLayout::from_grid(UVec2::splat(16), 2, 1, None, None);
        let mouse_frames = world.resource_mut::<Assets<TextureAtlasLayout>>().add(layout);
        let [tiles, tiles_contrast, route, mouse, rival, mouse_two, cheese] = handles.try_into().expect("seven images");
        Ok(GameArt { tiles, tiles_contrast, route, mouse, rival, mouse_two, mouse_frames, cheese })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_built_in_image_decodes_at_the_expected_size() {
        let sizes = [(256, 16), (256, 16), (560, 16), (32, 16), (32, 16), (32, 16), (16, 16)];
        for ((name, bytes), (w, h)) in ART.into_iter().zip(sizes) {
            let image = decode(name, bytes).unwrap();
            assert_eq!((image.width(), image.height()), (w, h), "{name}");
        }
        assert!(decode("broken.png", b"not a png").unwrap_err().to_string().contains("broken.png is damaged"));
    }
}
