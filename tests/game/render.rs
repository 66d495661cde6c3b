//! Checks a real rendered frame, when CI (or a person) has made one with
//! `mousemaze play --seed 7 --screenshot target/render-check.png --frames 60` under a
//! virtual display: the board's wall, floor, mouse and cheese colours must all be there,
//! in plausible shares, on a picture that is neither blank nor black.
//!
//! It needs a frame, so plain `cargo test` lists it as ignored, with the reason. CI (and a
//! person with a frame) runs it with `MOUSEMAZE_SCREENSHOT=PNG cargo test --test game render
//! -- --ignored`; run that way without the variable, it fails: it never passes unchecked.

use image::RgbImage;

/// Tileset colours (see assets/make_assets.py).
const FLOOR: [u8; 3] = [0xef, 0xdf, 0xb6];
const WALL: [u8; 3] = [0x46, 0x54, 0x7f];
const MOUSE: [u8; 3] = [0xa7, 0xad, 0xb8];
const CHEESE: [u8; 3] = [0xff, 0xd2, 0x3f];

/// The share of pixels within a small distance of `color`.
fn share(image: &RgbImage, color: [u8; 3]) -> f64 {
    let near = image.pixels().filter(|p| p.0.iter().zip(color).all(|(a, b)| a.abs_diff(b) <= 6)).count();
    near as f64 / (image.width() * image.height()) as f64
}

#[test]
#[ignore = "needs a rendered frame: MOUSEMAZE_SCREENSHOT=PNG cargo test --test game render -- --ignored (CI does)"]
fn the_rendered_frame_shows_the_board_and_pieces() {
    let path = std::env::var_os("MOUSEMAZE_SCREENSHOT")
        .expect("set MOUSEMAZE_SCREENSHOT to a frame from `mousemaze play --seed 7 --screenshot PNG --frames 60`");
    let image = image::open(&path).unwrap_or_else(|e| panic!("{}: {e}", path.to_string_lossy())).to_rgb8();
    let (floor, wall, mouse, cheese) =
        (share(&image, FLOOR), share(&image, WALL), share(&image, MOUSE), share(&image, CHEESE));
    eprintln!("floor {floor:.4}  wall {wall:.4}  mouse {mouse:.5}  cheese {cheese:.5}");
    assert!((0.25..0.85).contains(&floor), "floor share {floor}");
    assert!((0.03..0.35).contains(&wall), "wall share {wall}");
    assert!((0.0002..0.01).contains(&mouse), "mouse share {mouse}");
    assert!((0.0002..0.01).contains(&cheese), "cheese share {cheese}");
    let black = share(&image, [0, 0, 0]);
    assert!(black < 0.5, "mostly black: {black}");
}
