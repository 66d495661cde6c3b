//! [`Kept`]: the cells a mask (or a big hexagon's outline, or a sparse maze's culling) keeps
//! of a graph's base shape, numbered again `0..len` in the base's order, both ways.

use crate::shape::NONE;

/// The cells a mask keeps: graph cell → base cell, and base cell → graph cell (or [`NONE`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Kept {
    pub(super) to_base: Vec<u32>,
    pub(super) from_base: Vec<u32>,
}

impl Kept {
    /// The cells of `0..cells` that `keep` keeps, numbered in order.
    pub(super) fn new(cells: u32, keep: impl Fn(u32) -> bool) -> Kept {
        let mut from_base = vec![NONE; cells as usize];
        let mut to_base = Vec::new();
        for cell in 0..cells {
            if keep(cell) {
                from_base[cell as usize] = to_base.len() as u32;
                to_base.push(cell);
            }
        }
        Kept { to_base, from_base }
    }
}
