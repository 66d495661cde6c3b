//! Exporters: the maze (and optionally a solution path) as text or images.
//!
//! - [`ascii`]: `+---+` text for terminals, and [`ascii::parse`] to read it back.
//! - [`png`]: a raster image, streamed row by row (or drawn into an [`RgbBuffer`]).
//! - [`svg`]: a printable vector drawing, fitted to an A4 page by default.
//!
//! The image exporters share a [`Style`] (sizes and a [`Palette`] of [`Color`]s) and draw
//! [`Marks`]: a solution path and the start and goal.

pub mod ascii;
pub mod png;
mod rgb;
mod style;
pub mod svg;

pub use rgb::RgbBuffer;
pub use style::{
    Color, ColorError, DEFAULT_CELL_SIZE, MAX_CELL_SIZE, MAX_MARGIN, MIN_CELL_SIZE, Marks, Palette, Sizes, Style,
    StyleError,
};

/// Which way a solution path crosses each cell: for every cell, the [`Dir`](crate::Dir)
/// bits towards its neighbours on the path, plus [`ON_PATH`].
pub fn path_links(maze: &crate::Maze, path: &[crate::Pos]) -> Vec<u8> {
    let mut links = vec![0u8; maze.len()];
    for &p in path {
        links[maze.index(p)] |= ON_PATH;
    }
    for pair in path.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        if let Some(dir) = maze.direction_to(a, b) {
            links[maze.index(a)] |= dir.bit();
            links[maze.index(b)] |= dir.opposite().bit();
        }
    }
    links
}

/// Bit set in [`path_links`] for every cell on the path.
pub const ON_PATH: u8 = 0x10;

/// Bit set in [`Marks`]' links for a path cell crossed on its chord (a diagonal): its two
/// path sides are next to each other.
pub(crate) const DIAGONAL: u8 = 0x20;
