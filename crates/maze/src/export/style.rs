//! What the image exporters share: [`Color`] (parsed from `#rgb` or `#rrggbb`), the
//! [`Palette`], the [`Style`] (sizes and colours) and the [`Marks`] drawn over a maze
//! (its solution path and its start and goal).
//!
//! ```
//! use mousemaze_maze::export::{Color, Style};
//!
//! let wall: Color = "#1e1e2e".parse().unwrap();
//! assert_eq!(wall, Color::rgb(0x1e, 0x1e, 0x2e));
//! assert_eq!("#fa0".parse::<Color>().unwrap().to_string(), "#ffaa00");
//! assert!("red".parse::<Color>().unwrap_err().to_string().contains("#rgb or #rrggbb"));
//!
//! let style = Style { cell_size: Some(10), wall: Some(2), ..Style::default() };
//! assert!(style.check().is_ok());
//! ```

use std::fmt;
use std::str::FromStr;

use crate::doors::Doors;
use crate::{Maze, Pos};

/// An sRGB colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Color(pub [u8; 3]);

impl Color {
    pub const fn rgb(r: u8, g: u8, b: u8) -> Color {
        Color([r, g, b])
    }
}

/// `#rrggbb`, as SVG and the CLI write it.
impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [r, g, b] = self.0;
        write!(f, "#{r:02x}{g:02x}{b:02x}")
    }
}

/// A colour that is not `#rgb` or `#rrggbb`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ColorError(String);

impl fmt::Display for ColorError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a colour: allowed #rgb or #rrggbb in hex digits, e.g. #1e1e2e", self.0)
    }
}

impl std::error::Error for ColorError {}

impl FromStr for Color {
    type Err = ColorError;

    fn from_str(text: &str) -> Result<Color, ColorError> {
        let bad = || ColorError(text.to_string());
        let hex = text.trim().strip_prefix('#').filter(|h| h.bytes().all(|b| b.is_ascii_hexdigit())).ok_or_else(bad)?;
        let digit = |i: usize| u8::from_str_radix(&hex[i..=i], 16).expect("checked hex digits");
        match hex.len() {
            3 => Ok(Color([0, 1, 2].map(|i| digit(i) * 17))),
            6 => Ok(Color([0, 2, 4].map(|i| digit(i) * 16 + digit(i + 1)))),
            _ => Err(bad()),
        }
    }
}

/// The colours of a drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Palette {
    pub wall: Color,
    /// The corridors and the margin around the maze.
    pub floor: Color,
    pub path: Color,
    pub start: Color,
    pub goal: Color,
    /// Electronic doors.
    pub door: Color,
}

impl Default for Palette {
    /// Dark walls on a warm floor, a blue path, a green start, a red goal and amber doors.
    fn default() -> Palette {
        Palette {
            wall: Color::rgb(0x1e, 0x1e, 0x2e),
            floor: Color::rgb(0xf6, 0xe8, 0xc8),
            path: Color::rgb(0x1c, 0x7e, 0xd6),
            start: Color::rgb(0x2f, 0x9e, 0x44),
            goal: Color::rgb(0xe0, 0x31, 0x31),
            door: Color::rgb(0xe8, 0x8a, 0x0c),
        }
    }
}

/// The smallest cell size: one pixel of wall and one of floor.
pub const MIN_CELL_SIZE: u32 = 2;
/// The largest cell size accepted.
pub const MAX_CELL_SIZE: u32 = 1000;
/// The largest margin accepted.
pub const MAX_MARGIN: u32 = 10_000;
/// The cell size used when none is given (PNG shrinks it for large mazes).
pub const DEFAULT_CELL_SIZE: u32 = 16;

/// Sizes and colours. Sizes are in pixels for PNG and in user units (pixels at 1:1) for SVG;
/// `None` picks one that suits the maze.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Style {
    /// From one wall line to the next: a corridor plus one wall.
    pub cell_size: Option<u32>,
    /// Wall thickness, less than the cell size. Auto: about a seventh of the cell.
    pub wall: Option<u32>,
    /// Floor-coloured border around the maze. Auto: one cell.
    pub margin: Option<u32>,
    pub palette: Palette,
}

/// A [`Style`] whose sizes do not fit together.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StyleError(pub String);

impl fmt::Display for StyleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for StyleError {}

impl From<StyleError> for std::io::Error {
    fn from(err: StyleError) -> std::io::Error {
        std::io::Error::new(std::io::ErrorKind::InvalidInput, err)
    }
}

/// Concrete sizes, in pixels (PNG) or user units (SVG).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sizes {
    pub cell: u32,
    pub wall: u32,
    pub margin: u32,
}

impl Sizes {
    /// The corridor between two walls.
    pub fn floor(self) -> u32 {
        self.cell - self.wall
    }
}

impl Style {
    /// Checks the sizes that were given against each other and the limits.
    pub fn check(&self) -> Result<(), StyleError> {
        self.sizes(DEFAULT_CELL_SIZE).map(|_| ())
    }

    /// The concrete sizes, with `auto_cell` standing in for a missing cell size (raised to
    /// fit a given wall).
    pub fn sizes(&self, auto_cell: u32) -> Result<Sizes, StyleError> {
        let allowed = |what: &str, value: u32, max: u32| {
            StyleError(format!("{what} {value} is out of range: allowed {MIN_CELL_SIZE}..={max}"))
        };
        if let Some(cell) = self.cell_size
            && !(MIN_CELL_SIZE..=MAX_CELL_SIZE).contains(&cell)
        {
            return Err(allowed("cell size", cell, MAX_CELL_SIZE));
        }
        if let Some(wall) = self.wall
            && !(1..MAX_CELL_SIZE).contains(&wall)
        {
            return Err(StyleError(format!("wall {wall} is out of range: allowed 1..={}", MAX_CELL_SIZE - 1)));
        }
        let auto_cell = auto_cell.clamp(MIN_CELL_SIZE, MAX_CELL_SIZE);
        let cell = self.cell_size.unwrap_or_else(|| auto_cell.max(self.wall.map_or(0, |w| w + 1)));
        let wall = self.wall.unwrap_or(((cell + 3) / 7).max(1));
        if wall >= cell {
            return Err(StyleError(format!(
                "wall {wall} does not fit the cell size {cell}: allowed 1..={} (less than the cell size)",
                cell - 1
            )));
        }
        let margin = self.margin.unwrap_or(cell);
        if margin > MAX_MARGIN {
            return Err(StyleError(format!("margin {margin} is out of range: allowed 0..={MAX_MARGIN}")));
        }
        Ok(Sizes { cell, wall, margin })
    }
}

/// What is drawn over the maze: the solution path, the start and goal marks, and the doors.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Marks<'a> {
    pub path: Option<&'a [Pos]>,
    pub ends: Option<(Pos, Pos)>,
    /// Electronic doors, drawn in their wall gaps in their own colour.
    pub doors: Option<&'a Doors>,
    /// The path's cells crossed on a diagonal: drawn as the chord from the middle of the side
    /// the path comes in by to the middle of the side it leaves by (a route with diagonals,
    /// [`crate::solve::fastest::DiagonalRoute::chords`]).
    pub chords: Option<&'a [Pos]>,
}

impl<'a> Marks<'a> {
    /// A path, with its first and last cells as the start and goal.
    pub fn path(path: &'a [Pos]) -> Marks<'a> {
        let ends = path.first().zip(path.last()).map(|(a, b)| (*a, *b));
        Marks { path: Some(path), ends, doors: None, chords: None }
    }

    /// The same marks with `doors` drawn too (none drawn for an empty set).
    pub fn with_doors(self, doors: &'a Doors) -> Marks<'a> {
        Marks { doors: (!doors.is_empty()).then_some(doors), ..self }
    }

    /// The same marks with `chords` (cells of the path) drawn as diagonals.
    pub fn with_chords(self, chords: &'a [Pos]) -> Marks<'a> {
        Marks { chords: Some(chords), ..self }
    }

    /// Whether a door is drawn on the side `dir` of `cell`.
    pub(crate) fn door(&self, cell: Pos, dir: crate::Dir) -> bool {
        self.doors.is_some_and(|d| d.has_door(cell, dir))
    }

    /// The start and goal only, for a maze to solve by hand.
    pub fn ends(start: Pos, goal: Pos) -> Marks<'a> {
        Marks { path: None, ends: Some((start, goal)), doors: None, chords: None }
    }

    /// The path's links per cell ([`super::path_links`]), if there is a path.
    pub(crate) fn links(&self, maze: &Maze) -> Option<Vec<u8>> {
        let mut links = super::path_links(maze, self.path?);
        for &chord in self.chords.into_iter().flatten().filter(|&&c| maze.contains(c)) {
            let link = &mut links[maze.index(chord)];
            // A chord joins two sides next to each other (not opposite ones).
            let sides = *link & 0b1111;
            if sides.count_ones() == 2 && sides != 0b0101 && sides != 0b1010 {
                *link |= super::DIAGONAL;
            }
        }
        Some(links)
    }
}

/// A path with its ends, or nothing.
impl<'a> From<Option<&'a [Pos]>> for Marks<'a> {
    fn from(path: Option<&'a [Pos]>) -> Marks<'a> {
        path.map(Marks::path).unwrap_or_default()
    }
}

/// The share of a corridor the solution line covers.
pub(crate) const PATH_SHARE: f64 = 0.4;
/// The share of a corridor the start and goal marks cover.
pub(crate) const MARK_SHARE: f64 = 0.7;

/// A span of about `share` of `floor` pixels, centred: (offset, length). The length has the
/// parity of `floor`, so the span sits exactly in the middle; it is at least 1.
pub(crate) fn centred_span(floor: u32, share: f64) -> (u32, u32) {
    let wanted = (f64::from(floor) * share).round() as u32;
    let len = if wanted % 2 == floor % 2 { wanted } else { wanted + 1 };
    let len = len.clamp(1, floor);
    ((floor - len) / 2, len)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_parse_and_print() {
        assert_eq!("#000".parse::<Color>(), Ok(Color::rgb(0, 0, 0)));
        assert_eq!(" #A0b1C2 ".parse::<Color>(), Ok(Color::rgb(0xa0, 0xb1, 0xc2)));
        for bad in ["", "#", "#12", "#1234", "#gggggg", "123456", "#12345678", "#ééé"] {
            assert!(bad.parse::<Color>().is_err(), "{bad}");
        }
        assert_eq!(Palette::default().wall.to_string(), "#1e1e2e");
    }

    #[test]
    fn sizes_fit_together() {
        let auto = Style::default().sizes(16).unwrap();
        assert_eq!(auto, Sizes { cell: 16, wall: 2, margin: 16 });
        assert_eq!(Style::default().sizes(2).unwrap(), Sizes { cell: 2, wall: 1, margin: 2 });
        let thick = Style { wall: Some(5), ..Style::default() };
        assert_eq!(thick.sizes(2).unwrap().cell, 6, "an auto cell grows to fit the wall");
        let bad = Style { cell_size: Some(4), wall: Some(4), ..Style::default() };
        assert!(bad.check().unwrap_err().to_string().contains("allowed 1..=3"));
        assert!(Style { cell_size: Some(1), ..Style::default() }.check().is_err());
        assert!(Style { margin: Some(10_001), ..Style::default() }.check().is_err());
    }

    #[test]
    fn spans_are_centred() {
        for floor in 1..40 {
            let (offset, len) = centred_span(floor, PATH_SHARE);
            assert!(len >= 1 && len <= floor);
            assert_eq!(offset * 2 + len, floor, "floor {floor}");
        }
        assert_eq!(centred_span(14, PATH_SHARE), (4, 6));
    }
}
