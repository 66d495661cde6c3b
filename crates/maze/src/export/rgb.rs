//! [`RgbBuffer`]: an image in memory, 3 bytes a pixel (red, green, blue), row after row —
//! what [`png::Png::render`](super::png::Png::render) draws into, with no image crate in
//! the core.

/// A `width`×`height` RGB image, rows top to bottom, 3 bytes a pixel.
#[derive(Clone, PartialEq, Eq)]
pub struct RgbBuffer {
    width: u32,
    height: u32,
    bytes: Vec<u8>,
}

impl RgbBuffer {
    /// A black image. The caller keeps the size reasonable (the PNG exporter checks it).
    pub fn new(width: u32, height: u32) -> RgbBuffer {
        let len = width as usize * height as usize * 3;
        RgbBuffer { width, height, bytes: vec![0; len] }
    }

    /// Width and height in pixels.
    pub fn dimensions(&self) -> (u32, u32) {
        (self.width, self.height)
    }

    /// The colour at `(x, y)`; `None` outside the image.
    pub fn pixel(&self, x: u32, y: u32) -> Option<[u8; 3]> {
        if x >= self.width || y >= self.height {
            return None;
        }
        let at = (y as usize * self.width as usize + x as usize) * 3;
        Some([self.bytes[at], self.bytes[at + 1], self.bytes[at + 2]])
    }

    /// Every byte, row after row (as `image::RgbImage::as_raw` has them).
    pub fn as_bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// Each row of pixels, top to bottom, to fill.
    pub fn rows_mut(&mut self) -> std::slice::ChunksExactMut<'_, u8> {
        let row = (self.width as usize * 3).max(1);
        self.bytes.chunks_exact_mut(row)
    }
}

impl std::fmt::Debug for RgbBuffer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "RgbBuffer {}×{}", self.width, self.height)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pixels_are_read_where_rows_wrote_them() {
        let mut image = RgbBuffer::new(3, 2);
        for (y, row) in image.rows_mut().enumerate() {
            row[3..6].copy_from_slice(&[1, 2, y as u8]);
        }
        assert_eq!(image.pixel(1, 1), Some([1, 2, 1]));
        assert_eq!(image.pixel(0, 1), Some([0, 0, 0]));
        assert_eq!(image.pixel(3, 0), None);
        assert_eq!(image.as_bytes().len(), 18);
        assert_eq!(format!("{image:?}"), "RgbBuffer 3×2");
    }
}
