//! [`Mask`]: which cells of a square or hex rectangle a maze keeps, read from a text
//! drawing or a black-and-white PNG (the mouse's silhouette, a word).
//!
//! Text: one character a cell, one line a row; `#`, `X`, `x`, `O`, `o`, `@` or `*` keep a
//! cell, `.` or a space leave it out; shorter lines are padded with left-out cells. PNG: one
//! pixel a cell; a dark, opaque pixel keeps its cell, a light or transparent one leaves it out.
//!
//! ```
//! use mousemaze_maze::shape::{Graph, Mask, Shape};
//!
//! let mask = Mask::from_text("ring.txt", "###\n#.#\n###\n").unwrap();
//! let graph = Graph::masked(Shape::Square { width: 0, height: 0 }, &mask).unwrap();
//! assert_eq!(graph.len(), 8);
//! ```

use std::io::Cursor;

use super::ShapeError;
use crate::{MAX_CELLS, MAX_SIDE};

/// The characters that keep a cell in a text mask.
pub const KEEP: &str = "#XxOo@*";
/// The characters that leave a cell out.
pub const LEAVE_OUT: &str = ". ";

/// A rectangle of cells, each kept or left out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mask {
    name: String,
    width: u32,
    height: u32,
    keep: Vec<bool>,
}

impl Mask {
    /// Reads a text mask; `name` (the file's) starts every error, with the line and column.
    pub fn from_text(name: &str, text: &str) -> Result<Mask, ShapeError> {
        let text = crate::text::without_bom(text);
        let lines: Vec<&str> = text.trim_end_matches(['\n', '\r']).lines().collect();
        let width = lines.iter().map(|l| l.chars().count()).max().unwrap_or(0);
        check_size(name, width as u64, lines.len() as u64)?;
        let mut keep = vec![false; width * lines.len()];
        for (y, line) in lines.iter().enumerate() {
            for (x, c) in line.chars().enumerate() {
                if KEEP.contains(c) {
                    keep[y * width + x] = true;
                } else if !LEAVE_OUT.contains(c) {
                    return Err(ShapeError::Mask(format!(
                        "{name}:{}:{}: {c:?} is not a mask cell: allowed {} (a cell of the maze) and . or a \
                         space (no cell)",
                        y + 1,
                        x + 1,
                        KEEP.chars().map(String::from).collect::<Vec<_>>().join(" ")
                    )));
                }
            }
        }
        Ok(Mask { name: name.to_string(), width: width as u32, height: lines.len() as u32, keep })
    }

    /// Reads a PNG mask (any colour type or depth), one pixel a cell.
    pub fn from_png(name: &str, bytes: &[u8]) -> Result<Mask, ShapeError> {
        let bad = |e: png::DecodingError| ShapeError::Mask(format!("{name}: not a PNG mask: {e}"));
        let mut decoder = png::Decoder::new(Cursor::new(bytes));
        let (width, height) = {
            let info = decoder.read_header_info().map_err(bad)?;
            (info.width, info.height)
        };
        check_size(name, width.into(), height.into())?;
        decoder.set_transformations(png::Transformations::normalize_to_color8());
        let mut reader = decoder.read_info().map_err(bad)?;
        let size = reader.output_buffer_size().ok_or_else(|| ShapeError::Mask(format!("{name}: too big")))?;
        let mut pixels = vec![0; size];
        let frame = reader.next_frame(&mut pixels).map_err(bad)?;
        let channels = frame.color_type.samples();
        let mut keep = Vec::with_capacity(width as usize * height as usize);
        for row in pixels.chunks(frame.line_size).take(height as usize) {
            for pixel in row.chunks(channels).take(width as usize) {
                let (light, alpha) = match pixel {
                    [v] => (u32::from(*v), 255),
                    [v, a] => (u32::from(*v), *a),
                    [r, g, b] => ((u32::from(*r) * 3 + u32::from(*g) * 6 + u32::from(*b)) / 10, 255),
                    [r, g, b, a] => ((u32::from(*r) * 3 + u32::from(*g) * 6 + u32::from(*b)) / 10, *a),
                    _ => return Err(ShapeError::Mask(format!("{name}: unexpected PNG pixel layout"))),
                };
                keep.push(light < 128 && alpha >= 128);
            }
        }
        Ok(Mask { name: name.to_string(), width, height, keep })
    }

    /// The file the mask came from.
    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn width(&self) -> u32 {
        self.width
    }

    pub fn height(&self) -> u32 {
        self.height
    }

    /// Whether the cell at column `x`, row `y` is in the maze.
    pub fn keeps(&self, x: u32, y: u32) -> bool {
        self.keep[y as usize * self.width as usize + x as usize]
    }
}

fn check_size(name: &str, width: u64, height: u64) -> Result<(), ShapeError> {
    if width == 0 || height == 0 {
        return Err(ShapeError::Mask(format!("{name}: the mask is empty: draw its cells with {KEEP}")));
    }
    if width > u64::from(MAX_SIDE) || height > u64::from(MAX_SIDE) || width * height > MAX_CELLS {
        return Err(ShapeError::Mask(format!(
            "{name}: a {width}×{height} mask is too big: allowed sides up to {MAX_SIDE} and {MAX_CELLS} cells"
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::{Graph, Shape};

    #[test]
    fn text_masks_keep_their_marked_cells_and_name_bad_ones() {
        let mask = Mask::from_text("m.txt", "#.\n.X#\n").unwrap();
        assert_eq!((mask.width(), mask.height()), (3, 2));
        assert!(mask.keeps(0, 0) && !mask.keeps(1, 0) && !mask.keeps(2, 0) && mask.keeps(1, 1));
        let err = Mask::from_text("m.txt", "##\n#?\n").unwrap_err().to_string();
        assert!(err.starts_with("m.txt:2:2: '?' is not a mask cell: allowed # X x O o @ *"), "{err}");
        // A byte-order mark (Notepad's) is not a cell: the same mask with or without it.
        let plain = Mask::from_text("m.txt", "##\n#.\n").unwrap();
        assert_eq!(Mask::from_text("m.txt", "\u{feff}##\n#.\n").unwrap(), plain);
        assert!(Mask::from_text("e.txt", "\n\n").unwrap_err().to_string().contains("empty"));
    }

    #[test]
    fn separate_pieces_are_refused_on_squares_but_may_join_on_hexes() {
        // Two cells touching only at a corner: apart on squares, neighbours on hexes (the
        // second row sits half a cell right).
        let mask = Mask::from_text("d.txt", ".#\n#.\n").unwrap();
        let err = Graph::masked(Shape::Square { width: 0, height: 0 }, &mask).unwrap_err().to_string();
        assert!(err.contains("2 separate pieces (column 2 row 1 cannot reach column 1 row 2)"), "{err}");
        assert_eq!(Graph::masked(Shape::Hex { width: 0, height: 0 }, &mask).unwrap().len(), 2);
        let err = Graph::masked(Shape::Polar { rings: 3 }, &mask).unwrap_err().to_string();
        assert!(err.contains("not on polar"), "{err}");
    }

    #[test]
    fn png_masks_keep_dark_pixels() {
        let mut bytes = Vec::new();
        {
            let mut encoder = png::Encoder::new(&mut bytes, 3, 1);
            encoder.set_color(png::ColorType::Rgba);
            let mut writer = encoder.write_header().unwrap();
            writer.write_image_data(&[0, 0, 0, 255, 255, 255, 255, 255, 0, 0, 0, 0]).unwrap();
        }
        let mask = Mask::from_png("m.png", &bytes).unwrap();
        assert_eq!((mask.width(), mask.height()), (3, 1));
        assert!(mask.keeps(0, 0) && !mask.keeps(1, 0) && !mask.keeps(2, 0), "black kept, white and clear not");
        let err = Mask::from_png("t.png", b"not a png").unwrap_err().to_string();
        assert!(err.starts_with("t.png: not a PNG mask"), "{err}");
    }
}
