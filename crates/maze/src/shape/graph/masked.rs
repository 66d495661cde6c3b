//! Graphs cut down: a square or hex rectangle by a mask ([`Graph::masked`], its kept cells
//! checked joined, else the error names two cells apart), and any graph to the cells a caller
//! keeps ([`Graph::keeping`]: sparse mazes).

use super::Graph;
use super::kept::Kept;
use crate::shape::{Mask, NONE, Shape, ShapeError};

impl Graph {
    /// The cells of a square or hex rectangle the size of `mask` that the mask keeps. The
    /// kept cells must be joined (a maze needs to reach them all): else an error names two
    /// cells that cannot reach each other.
    pub fn masked(shape: Shape, mask: &Mask) -> Result<Graph, ShapeError> {
        let (width, height) = (mask.width(), mask.height());
        let base = match shape {
            Shape::Square { .. } => Shape::Square { width, height },
            Shape::Hex { .. } => Shape::Hex { width, height },
            other => {
                return Err(ShapeError::Mask(format!(
                    "masks work on square and hex mazes, not on {}: use --shape square or --shape hex",
                    other.name()
                )));
            }
        };
        base.check()?;
        let kept = Kept::new(width * height, |cell| mask.keeps(cell % width, cell / width));
        if kept.to_base.is_empty() {
            return Err(ShapeError::Mask(format!("{}: the mask keeps no cell", mask.name())));
        }
        let graph = Graph { shape: base, base, ring_starts: Vec::new(), kept: Some(kept), tunnels: None };
        graph.check_joined(mask)?;
        Ok(graph)
    }

    /// The cells of this graph that `keep` keeps (by this graph's numbers), numbered again in
    /// order: a mask on any shape (sparse mazes: `crate::knobs::sparse`). The caller keeps
    /// them joined and keeps at least one.
    pub fn keeping(&self, keep: impl Fn(u32) -> bool) -> Graph {
        let cell_of = |base: u32| match &self.kept {
            Some(kept) => kept.from_base[base as usize],
            None => base,
        };
        let kept = Kept::new(self.base.cell_count() as u32, |base| {
            let cell = cell_of(base);
            cell != NONE && keep(cell)
        });
        Graph { kept: Some(kept), ..self.clone() }
    }

    /// An error unless every kept cell is reachable from the first.
    fn check_joined(&self, mask: &Mask) -> Result<(), ShapeError> {
        let mut seen = vec![false; self.len()];
        let mut stack = vec![0u32];
        seen[0] = true;
        while let Some(cell) = stack.pop() {
            for n in self.neighbours(cell) {
                if n != NONE && !seen[n as usize] {
                    seen[n as usize] = true;
                    stack.push(n);
                }
            }
        }
        let Some(cut_off) = seen.iter().position(|s| !s) else { return Ok(()) };
        let pieces = self.count_pieces();
        let ((x0, y0), (x1, y1)) = (self.place(0), self.place(cut_off as u32));
        Err(ShapeError::Mask(format!(
            "{}: the mask's cells fall in {pieces} separate pieces (column {} row {} cannot reach column {} \
             row {}); a maze needs them joined: join them in the mask",
            mask.name(),
            x0 + 1,
            y0 + 1,
            x1 + 1,
            y1 + 1
        )))
    }

    /// How many separate pieces the cells fall in.
    fn count_pieces(&self) -> usize {
        let mut seen = vec![false; self.len()];
        let mut pieces = 0;
        for first in 0..self.len() {
            if seen[first] {
                continue;
            }
            pieces += 1;
            seen[first] = true;
            let mut stack = vec![first as u32];
            while let Some(cell) = stack.pop() {
                for n in self.neighbours(cell) {
                    if n != NONE && !seen[n as usize] {
                        seen[n as usize] = true;
                        stack.push(n);
                    }
                }
            }
        }
        pieces
    }
}
