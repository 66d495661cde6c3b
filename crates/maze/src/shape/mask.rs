//! [`Mask`]: which cells of a square or hex rectangle a maze keeps, read from a text
//! drawing or a black-and-white PNG (the mouse's silhouette, a word).
//!
//! Text: one character a cell, one line a row; `#`, `X`, `x`, `O`, `o`, `@` or `*` keep a
//! cell, `.` or a space leave it out; shorter lines are padded with left-out cells. PNG: one
//! pixel a cell; a dark, opaque pixel keeps its cell, a light or transparent one leaves it out.
//! [`Mask::read`] reads a file no further than a usable mask can go.
//!
//! ```
//! use mousemaze_maze::shape::{Graph, Mask, Shape};
//!
//! let mask = Mask::from_text("ring.txt", "###\n#.#\n###\n").unwrap();
//! let graph = Graph::masked(Shape::Square { width: 0, height: 0 }, &mask).unwrap();
//! assert_eq!(graph.len(), 8);
//! ```

use std::io::{Cursor, Read};

use super::ShapeError;
use crate::{MAX_CELLS, MAX_SIDE};

/// The characters that keep a cell in a text mask.
pub const KEEP: &str = "#XxOo@*";
/// The characters that leave a cell out.
pub const LEAVE_OUT: &str = ". ";

/// A PNG file's first bytes.
const PNG_SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";

/// The most bytes a text mask can have: a byte a cell (every mask character is one byte),
/// a line end a row (CR LF at most), and a byte-order mark.
pub const MAX_TEXT_BYTES: u64 = MAX_CELLS + 2 * MAX_SIDE as u64 + 3;
/// A PNG mask's room besides its pixels, for the chunks a painting program adds.
pub const PNG_ROOM: u64 = 1 << 20;
/// The bytes that hold a PNG's size: the signature and the header chunk.
const PNG_HEAD: usize = 8 + 8 + 13 + 4;

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

    /// Reads a mask from `input`: a PNG (by its signature) or UTF-8 text, reading no more
    /// than a usable mask of its kind can have (a text mask [`MAX_TEXT_BYTES`]; a PNG's size
    /// is checked on its header, first, then it gets twice its pixels' bytes and
    /// [`PNG_ROOM`]): a bigger one is refused, and `size`, the file's length if known,
    /// refuses it before it is read.
    pub fn read(name: &str, input: impl Read, size: Option<u64>) -> Result<Mask, ShapeError> {
        read_up_to(name, input, size, MAX_TEXT_BYTES)
    }

    /// A mask from a file's bytes: a PNG (by its signature) or UTF-8 text.
    pub fn from_bytes(name: &str, bytes: Vec<u8>) -> Result<Mask, ShapeError> {
        if bytes.starts_with(PNG_SIGNATURE) {
            return Mask::from_png(name, &bytes);
        }
        let text = String::from_utf8(bytes).map_err(|_| {
            ShapeError::Mask(format!("{name}: a mask is text (# keeps a cell, . leaves it out) or a PNG"))
        })?;
        Mask::from_text(name, &text)
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

/// [`Mask::read`] with the text limit given (the tests' is small).
fn read_up_to(name: &str, mut input: impl Read, size: Option<u64>, text_limit: u64) -> Result<Mask, ShapeError> {
    let cannot = |e: std::io::Error| ShapeError::Mask(format!("cannot read the mask {name}: {e}"));
    let mut bytes = Vec::with_capacity(PNG_HEAD);
    input.by_ref().take(PNG_HEAD as u64).read_to_end(&mut bytes).map_err(cannot)?;
    let (limit, kind, why) = if bytes.starts_with(PNG_SIGNATURE) {
        let (limit, (width, height)) = png_limit(name, &bytes)?;
        (limit, format!("a {width}×{height} PNG mask"), "twice its pixels' bytes, and 1 MiB".to_string())
    } else {
        (text_limit, "a text mask".into(), format!("a text mask has at most {MAX_CELLS} cells, and line ends"))
    };
    let too_big = |size: String| {
        ShapeError::Mask(format!("{name}: too big for {kind}: {size}over the limit of {limit} bytes ({why})"))
    };
    if let Some(size) = size.filter(|&size| size > limit) {
        return Err(too_big(format!("{size} bytes, ")));
    }
    let room = (limit + 1).saturating_sub(bytes.len() as u64);
    input.take(room).read_to_end(&mut bytes).map_err(cannot)?;
    if bytes.len() as u64 > limit {
        return Err(too_big(String::new()));
    }
    Mask::from_bytes(name, bytes)
}

/// The most bytes the PNG mask whose first bytes are `head` can have, and its width and
/// height: its header's size checked first, then twice its pixels' bytes as stored (a PNG
/// that does not compress at all needs only a little more than once) and [`PNG_ROOM`] for
/// the other chunks.
fn png_limit(name: &str, head: &[u8]) -> Result<(u64, (u32, u32)), ShapeError> {
    let bad = |e: png::DecodingError| ShapeError::Mask(format!("{name}: not a PNG mask: {e}"));
    let mut decoder = png::Decoder::new(Cursor::new(head));
    let info = decoder.read_header_info().map_err(bad)?;
    check_size(name, info.width.into(), info.height.into())?;
    let raw = u64::from(info.height) * info.raw_row_length() as u64;
    Ok((2 * raw + PNG_ROOM, (info.width, info.height)))
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

    /// A reader of `bytes` that counts how many were read.
    struct Counted<'a> {
        bytes: &'a [u8],
        read: &'a mut usize,
    }

    impl Read for Counted<'_> {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            let n = self.bytes.read(buf)?;
            *self.read += n;
            Ok(n)
        }
    }

    fn png(width: u32, height: u32) -> Vec<u8> {
        let mut bytes = Vec::new();
        let mut writer = png::Encoder::new(&mut bytes, width, height).write_header().unwrap();
        writer.write_image_data(&vec![0; (width * height) as usize]).unwrap();
        writer.finish().unwrap();
        bytes
    }

    #[test]
    fn a_mask_file_is_read_no_further_than_a_usable_mask_can_go() {
        // Text: past the most bytes a text mask can have (a limit of 100 here; a huge file of
        // NULs, say).
        let huge = vec![0u8; 1100];
        let mut read = 0;
        let counted = Counted { bytes: &huge, read: &mut read };
        let err = read_up_to("m.txt", counted, None, 100).unwrap_err().to_string();
        assert_eq!(read, 101, "read one byte past the limit, then stopped");
        let limit = "over the limit of 100 bytes (a text mask has at most 268435456 cells, and line ends)";
        assert_eq!(err, format!("m.txt: too big for a text mask: {limit}"));
        // Its size known: refused before reading past the first bytes.
        let mut read = 0;
        let err = Mask::read("m.txt", Counted { bytes: &huge, read: &mut read }, Some(2 << 30)).unwrap_err();
        assert!(read <= PNG_HEAD, "{read}");
        assert!(err.to_string().contains("mask: 2147483648 bytes, over the limit of 268566529 bytes"), "{err}");
        // A PNG whose header is too big: refused on the header alone.
        let wide = png(100_000, 1);
        let mut read = 0;
        let err = Mask::read("m.png", Counted { bytes: &wide, read: &mut read }, None).unwrap_err().to_string();
        assert_eq!(read, PNG_HEAD);
        assert!(err.contains("a 100000×1 mask is too big"), "{err}");
        // A PNG with more bytes after it than its pixels could need.
        let mut padded = png(4, 2);
        padded.resize(png_limit("m.png", &padded).unwrap().0 as usize + 10, 0);
        let mut read = 0;
        let err = Mask::read("m.png", Counted { bytes: &padded, read: &mut read }, None).unwrap_err().to_string();
        assert_eq!(read as u64, png_limit("m.png", &padded).unwrap().0 + 1);
        assert!(err.starts_with("m.png: too big for a 4×2 PNG mask: over "), "{err}");
        // A good one of each kind reads whole.
        let mask = Mask::read("m.png", &png(4, 2)[..], None).unwrap();
        assert_eq!((mask.width(), mask.height()), (4, 2));
        assert_eq!(Mask::read("m.txt", &b"##\n#."[..], Some(5)).unwrap(), Mask::from_text("m.txt", "##\n#.").unwrap());
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
